import type { Language } from '@mercato/contracts';

const LOCALES: Record<Language, string> = { fr: 'fr-CH', de: 'de-CH', it: 'it-CH' };

function localeOf(language: string): string {
  return LOCALES[language as Language] ?? LOCALES.fr;
}

/** A quantity or a stock, up to three decimals, as written in the language ("2,5" in French). */
export function formatAmount(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 3, useGrouping: false }).format(value);
}

/** A VAT rate without trailing zeros ("2,6" in French, "8.1" in German). */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(rate);
}

/** The moment an order was placed, e.g. "22 novembre 2026 à 07:05". */
export function formatPlacedAt(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
