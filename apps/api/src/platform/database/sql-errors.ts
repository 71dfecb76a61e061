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

/**
 * Data exceptions a value from outside can cause (SQLSTATE class 22): a number out of the
 * column's range, text too long for its column or not a number, a bad date. Input validation
 * should refuse such values first; this is the net that keeps them a 400, never a 500.
 */
const INPUT_DATA_EXCEPTIONS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

export function isInputDataException(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && INPUT_DATA_EXCEPTIONS.has(code);
}
