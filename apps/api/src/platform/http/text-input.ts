/**
 * Whether a parsed input holds a NUL character anywhere (in a string or a key, at any depth).
 * PostgreSQL text cannot store one, and no field of ours has a use for it: such input is
 * malformed, and is refused at the edge as `invalid_data` before any query sees it.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/** A request line that carries a NUL, percent-encoded (`%00`) in the path or the query. */
export function urlContainsNul(url: string): boolean {
  return /%00/i.test(url);
}
