import { numberLocale } from '../../../shared/i18n/format-number';

/** The moment an order was placed, e.g. "22 novembre 2026 à 07:05". */
export function formatPlacedAt(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
