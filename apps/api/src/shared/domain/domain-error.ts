import type { ErrorCode } from '@mercato/contracts';

/**
 * An expected failure of a rule, named by a code of SPEC.md section 8. The HTTP layer maps
 * the code to a status; the domain never knows about HTTP.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Details for logs and admin forms (e.g. which field); never shown to restaurants verbatim. */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
