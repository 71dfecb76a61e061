/** PostgreSQL's codes for the constraint failures that use cases turn into answers. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function codeOf(error: unknown): string | undefined {
  return (error as { code?: string }).code ?? (error as { driverError?: { code?: string } }).driverError?.code;
}

/** A unique index refused the write (a taken e-mail, slug or code). */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === UNIQUE_VIOLATION;
}

/** A foreign key refused the write (a delete of something other rows still refer to). */
export function isForeignKeyViolation(error: unknown): boolean {
  return codeOf(error) === FOREIGN_KEY_VIOLATION;
}
