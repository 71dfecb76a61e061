import type { Language } from '@mercato/contracts';

const LOCALES: Record<Language, string> = { fr: 'fr-CH', de: 'de-CH', it: 'it-CH' };

/** The Swiss locale of a language (French when unknown). */
export function numberLocale(language: string): string {
  return LOCALES[language as Language] ?? LOCALES.fr;
}

/** Formatters are made once per locale and kind: making one costs far more than using it (a listing formats dozens of numbers). */
function formatter(kind: 'amount' | 'rate', locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${kind}:${locale}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}
const formatters = new Map<string, Intl.NumberFormat>();

/** A quantity or a stock as people write it here: up to three decimals, "2,5" in French, "2.5" in German and Italian. */
export function formatAmount(value: number, language: string): string {
  return formatter('amount', numberLocale(language), { maximumFractionDigits: 3, useGrouping: false }).format(value);
}

/** A VAT rate without trailing zeros ("2,6" in French, "8.1" in German). */
export function formatRate(rate: number, language: string): string {
  return formatter('rate', numberLocale(language), { maximumFractionDigits: 2 }).format(rate);
}
