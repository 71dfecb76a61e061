import { DomainError } from '../../../../shared/domain/domain-error.js';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function codeOf(error: unknown): string | undefined {
  return (error as { code?: string }).code ?? (error as { driverError?: { code?: string } }).driverError?.code;
}

/** Runs a write; a slug taken by another row (unique index) is `slug_already_exists`. */
export async function onUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (codeOf(error) === UNIQUE_VIOLATION) throw new DomainError('slug_already_exists');
    throw error;
  }
}

export function isForeignKeyViolation(error: unknown): boolean {
  return codeOf(error) === FOREIGN_KEY_VIOLATION;
}
