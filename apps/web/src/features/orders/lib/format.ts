import { numberLocale } from '../../../shared/i18n/format-number';

/**
 * The moment an order was placed, in Swiss time whatever the device's clock is set to (as staff's
 * order pages show it), e.g. "22 novembre 2026 à 08:05".
 */
export function formatPlacedAt(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Zurich' }).format(date);
}
