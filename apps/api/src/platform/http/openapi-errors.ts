import { GENERIC_ERROR_CODES, SERVER_ERROR_CODES, WRITE_ERROR_CODES, type ErrorCode } from '@mercato/contracts';
import type { OpenAPIObject, OperationObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import type { ErrorAnswer, ErrorField } from './error-field.js';
import { statusOf } from './error-status.js';

/** The shared error schema of each answer field (DESIGN.md: the field the call table names). */
export const FAILURE_SCHEMA: Readonly<Record<ErrorField, string>> = {
  error_code: 'Failure_error_code',
  error: 'Failure_error',
  message: 'Failure_message',
};

const STATUS_MEANING: Readonly<Record<number, string>> = {
  400: 'Refused input',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'In conflict with the current state',
  413: 'Body or file too large',
  414: 'Request line (path and query) longer than 8 KB',
  429: 'Too many tries (wait the seconds of `Retry-After`)',
  431: 'Request headers larger than 16 KB',
  500: 'An unexpected failure, never with detail',
  503: 'A dependency (database, Redis, file store) is unreachable: retry later',
  507: 'The storage is full: nothing was written',
};

/** Codes every call may answer (a malformed body, the server's limits and failures, the Origin rule). */
const GENERIC = new Set<ErrorCode>([...GENERIC_ERROR_CODES, ...SERVER_ERROR_CODES, ...WRITE_ERROR_CODES]);

/** A made-up but well-formed request id, as every answer carries one (also in `X-Request-Id`). */
export const EXAMPLE_REQUEST_ID = '3f1c9a52-7d4e-4b8a-9e61-0c2d5b7a8e14';

/** Adds the three shared error schemas (one per answer field) to the document. */
export function addFailureSchemas(document: OpenAPIObject): void {
  const schemas = ((document.components ??= {}).schemas ??= {});
  for (const [field, name] of Object.entries(FAILURE_SCHEMA) as [ErrorField, string][]) {
    schemas[name] = {
      type: 'object',
      description:
        `An error answer whose code is in \`${field}\` (the field SPEC.md's call table names for the call). ` +
        'Each answer narrows the code to the enum of codes that call answers with that status; the web app translates every code in French, German and Italian.',
      required: ['success', field],
      properties: {
        success: { type: 'boolean', enum: [false] },
        [field]: { type: 'string', description: 'The code of the failure (SPEC.md section 8, DESIGN.md "API conventions").' },
        field_errors: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'With `invalid_data` from a form: the code of each refused field, by field name (`offers.0.price` for nested ones).',
        },
        request_id: { type: 'string', description: 'The id of this request, also in the `X-Request-Id` header and in the server’s log lines.' },
      },
    };
  }
}

export interface ErrorResponsesInput {
  readonly operation: OperationObject;
  readonly codes: readonly ErrorCode[];
  readonly answer: ErrorAnswer;
  /** Hand-written error bodies by status (an `order_changed` with the plan now), shown as the example. */
  readonly examples: Readonly<Partial<Record<number, unknown>>>;
}

/**
 * Replaces an operation's error answers by one per status, each with the shared schema of the
 * call's field narrowed to the codes of that status, an example, and `Retry-After` on
 * 429. A schema a controller declared for such a status (the `order_changed` body) is kept as
 * a part of it; a declared status with no code (readiness' 503 body) stays as declared.
 * Answers made only of generic codes (`invalid_data` alone, 413, 414, 431, 500, 503, 507) are
 * shared responses.
 */
export function documentErrors(document: OpenAPIObject, { operation, codes, answer, examples }: ErrorResponsesInput): void {
  const shared = ((document.components ??= {}).responses ??= {});
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  const statuses = [...byStatus.keys()].sort((a, b) => a - b);
  const kept = Object.entries(operation.responses).filter(([status]) => Number(status) < 400 || !byStatus.has(Number(status)));
  const declared = operation.responses;
  operation.responses = Object.fromEntries(kept);
  for (const status of statuses) {
    const statusCodes = byStatus.get(status)!;
    const own = declared[String(status)] as ResponseObject | undefined;
    const ownSchema = own?.content?.['application/json']?.schema as SchemaObject | undefined;
    const response = errorResponse(status, statusCodes, answer, ownSchema, examples[status]);
    // Answers made only of codes every call may give are shared: one component per status and field.
    const sharable = !ownSchema && examples[status] === undefined && statusCodes.every((code) => GENERIC.has(code));
    if (!sharable) {
      operation.responses[String(status)] = response;
      continue;
    }
    const name = [...statusCodes, answer.field, ...Object.keys(answer.also ?? {})].join('_');
    shared[name] ??= response;
    operation.responses[String(status)] = { $ref: `#/components/responses/${name}` };
  }
}

function errorResponse(status: number, codes: readonly ErrorCode[], { field, also }: ErrorAnswer, ownSchema: SchemaObject | undefined, handWritten: unknown): ResponseObject {
  const keptFields = Object.entries(also ?? {});
  const narrowed: SchemaObject = {
    type: 'object',
    required: [field, ...keptFields.map(([name]) => name)],
    properties: {
      [field]: { type: 'string', enum: [...codes] },
      ...Object.fromEntries(keptFields.map(([name, value]) => [name, { type: typeof value as SchemaObject['type'], enum: [value] }])),
    },
  };
  // The example shows the call's own code rather than a generic one (invalid_data, forbidden, ...).
  const featured = codes.find((code) => !GENERIC.has(code)) ?? codes[0]!;
  const example = handWritten && typeof handWritten === 'object' ? handWritten : undefined;
  return {
    description: `${STATUS_MEANING[status] ?? `Status ${status}`}: ${codes.map((code) => `\`${code}\``).join(', ')}.`,
    ...(status === 429
      ? { headers: { 'Retry-After': { description: 'Seconds to wait before the next try.', schema: { type: 'integer', minimum: 1 } } } }
      : {}),
    content: {
      'application/json': {
        schema: { allOf: [{ $ref: `#/components/schemas/${FAILURE_SCHEMA[field]}` }, ...(ownSchema ? [ownSchema] : []), narrowed] },
        example: example ?? { success: false, ...also, [field]: featured, request_id: EXAMPLE_REQUEST_ID },
      },
    },
  };
}
