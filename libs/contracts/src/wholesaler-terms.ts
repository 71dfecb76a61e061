/**
 * A wholesaler's terms (DESIGN.md "The order loop"), as staff type them and as the basket plan
 * reads them. One rule for the admin form, the API and the plan.
 *
 * - `delivery_days`: ISO weekdays, 1 = Monday ... 7 = Sunday.
 * - `cutoff`: `HH:MM`, Swiss time (Europe/Zurich). An order placed at or after that minute
 *   counts as placed the next day (15:59 is in time for a 16:00 cut-off, 16:00 is not).
 * - `lead_days`: whole calendar days from the (effective) order day to the earliest delivery.
 * - `postcodes`: Swiss postcodes served, e.g. `1000-1299, 1400`; empty = everywhere.
 */
export const DEFAULT_DELIVERY_DAYS: readonly number[] = [1, 2, 3, 4, 5];
export const DEFAULT_CUTOFF = '16:00';
export const DEFAULT_LEAD_DAYS = 1;
export const MAX_LEAD_DAYS = 30;
export const POSTCODES_MAX_LENGTH = 2000;
/** How far ahead a delivery date may be asked for, in days. */
export const DELIVERY_HORIZON_DAYS = 60;

export interface PostcodeRange {
  readonly from: number;
  readonly to: number;
}

const CUTOFF = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:MM` -> minutes after midnight, or null when it is no valid time. */
export function cutoffMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = CUTOFF.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A list of ISO weekdays (1-7), each at most once; null when it is not one. */
export function deliveryDays(value: unknown): number[] | null {
  if (!Array.isArray(value)) return null;
  if (!value.every((d) => typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= 7)) return null;
  const days = [...new Set(value as number[])].sort((a, b) => a - b);
  return days.length === value.length ? days : null;
}

/**
 * `1000-1299, 1400` -> ranges; '' -> [] (everywhere); null when malformed (a postcode is four
 * digits 1000-9999, a range runs upwards). Commas, semicolons or spaces separate the items.
 */
export function parsePostcodes(value: string): PostcodeRange[] | null {
  const joined = value.replace(/\s*-\s*/g, '-');
  const tokens = joined
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (!tokens.length) return [];
  const ranges: PostcodeRange[] = [];
  for (const token of tokens) {
    const match = /^(\d{4})(?:-(\d{4}))?$/.exec(token);
    if (!match) return null;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1000 || to < from) return null;
    ranges.push({ from, to });
  }
  return ranges;
}

/** The canonical way to write ranges: `1000-1299, 1400`. */
export function formatPostcodes(ranges: readonly PostcodeRange[]): string {
  return ranges.map((r) => (r.from === r.to ? String(r.from) : `${r.from}-${r.to}`)).join(', ');
}

/** Whether a wholesaler with these ranges serves a postcode; no ranges = everywhere, no postcode = considered served. */
export function servesPostcode(ranges: readonly PostcodeRange[], postcode: number | null): boolean {
  if (!ranges.length || postcode === null) return true;
  return ranges.some((r) => postcode >= r.from && postcode <= r.to);
}

/**
 * The restaurant's postcode: the four-digit number in its address (`Rue du Lac 4, 1003
 * Lausanne` -> 1003). The last such number wins (a house number rarely has four digits and
 * comes first); null when the address holds none.
 */
export function postcodeOf(address: string | null | undefined): number | null {
  if (!address) return null;
  const found = [...address.matchAll(/(?<!\d)([1-9]\d{3})(?!\d)/g)].map((m) => Number(m[1]));
  return found.length ? found[found.length - 1]! : null;
}
