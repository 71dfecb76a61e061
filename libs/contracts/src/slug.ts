/**
 * A slug names a category, subcategory or product in a URL: lowercase words of a-z and 0-9
 * joined by single dashes, at most 120 characters. The admin forms suggest one from the
 * French name; the API accepts only this form.
 */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG.test(value);
}

/** Suggests a slug from a (French) name: "Œufs & crème" -> "oeufs-creme". */
export function slugFrom(name: string): string {
  return name
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
