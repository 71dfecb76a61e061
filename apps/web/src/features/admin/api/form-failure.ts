import { ApiError } from '@mercato/api-client';

export interface FormFailure {
  /** The answer's code (or network_error), null for anything unexpected. */
  readonly code: string | null;
  /** Field name -> code, as the API names each wrong field. */
  readonly fields: Record<string, string>;
}

/** What a failed admin call says, field by field when the API names the fields. */
export function formFailure(error: unknown): FormFailure {
  if (!(error instanceof ApiError)) return { code: null, fields: {} };
  const body = error.body as { field_errors?: unknown } | null;
  const fields = body && typeof body.field_errors === 'object' && body.field_errors ? (body.field_errors as Record<string, string>) : {};
  return { code: error.code, fields };
}
