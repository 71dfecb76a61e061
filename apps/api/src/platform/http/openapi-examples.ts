import { SetMetadata } from '@nestjs/common';
import type { OperationId } from '@mercato/contracts';

/** Realistic bodies of one operation, shown in the contract (Swagger UI's "Example Value"). */
export interface OperationExamples {
  /** The request body, the same for every content type the call accepts (file fields as a placeholder text). */
  readonly request?: unknown;
  /**
   * Answer bodies by status: every success answer of the call; error answers only where one
   * carries more than its code (each documented code gets its own example otherwise).
   */
  readonly responses: Readonly<Partial<Record<number, unknown>>>;
}

export type ExampleTable = Readonly<Partial<Record<OperationId, OperationExamples>>>;

export const API_EXAMPLES = 'mercato:api-examples';

/**
 * Gives a controller's operations their examples, by operation id, kept in a file of their
 * own beside the controller (`<name>.examples.ts`) so the controller stays readable.
 */
export const ApiExamples = (table: ExampleTable) => SetMetadata(API_EXAMPLES, table);
