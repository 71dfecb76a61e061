import { DomainError } from './domain-error.js';

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** One page of a list, as the admin lists ask for it. */
export interface PageRequest {
  readonly page: number;
  readonly limit: number;
  /** Trimmed search text, or null for everything. */
  readonly search: string | null;
}

export interface Page<T> {
  readonly items: T[];
  readonly total: number;
}

export function pageRequest(input: { page?: number; limit?: number; q?: string }): PageRequest {
  const page = input.page ?? 1;
  const limit = input.limit ?? ADMIN_PAGE_SIZE;
  if (!Number.isSafeInteger(page) || page < 1) throw new DomainError('invalid_data', { field: 'page' });
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > ADMIN_MAX_PAGE_SIZE) throw new DomainError('invalid_data', { field: 'limit' });
  const search = (input.q ?? '').trim();
  if (search.length > ADMIN_SEARCH_MAX_LENGTH) throw new DomainError('invalid_data', { field: 'q' });
  return { page, limit, search: search || null };
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped (use `ESCAPE '\'`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
