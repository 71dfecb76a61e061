/**
 * Folds a text for search the way the database's `mercato_fold` does: lower case, accents
 * off, œ æ ß spelled out.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim();
}

export const SEARCH_MAX_LENGTH = 100;
