/**
 * Money is integer rappen (centimes) inside: in the domain, in totals and in storage. It is a
 * number of CHF only at the edges: in the API's answers and requests (SPEC.md), and where it
 * is shown. Every screen and mail shows it as `CHF 1’234.50` in fr, de and it alike: the Swiss
 * convention, which `Intl` alone does not produce in French.
 */
const THOUSANDS_SEPARATOR = '\u2019';

/** Rounds to the nearest rappen; `toPrecision` first removes binary noise (2.675 * 100 is 267.49999...). */
export function chfToRappen(chf: number): number {
  return Math.round(Number.parseFloat((chf * 100).toPrecision(12)));
}

export function rappenToChf(rappen: number): number {
  return rappen / 100;
}

/** SPEC.md section 1: prices are read as numbers, 0 if invalid. */
export function readPrice(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.trim()) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(n) ? n : 0;
}

export function formatChf(chf: number): string {
  const rappen = Math.abs(chfToRappen(chf));
  const francs = Math.floor(rappen / 100).toString();
  const cents = (rappen % 100).toString().padStart(2, '0');
  const grouped = francs.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
  return `${chf < 0 && rappen > 0 ? '-' : ''}CHF ${grouped}.${cents}`;
}
