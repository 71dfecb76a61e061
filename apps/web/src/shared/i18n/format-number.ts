import type { Language } from '@mercato/contracts';

const LOCALES: Record<Language, string> = { fr: 'fr-CH', de: 'de-CH', it: 'it-CH' };

/** The Swiss locale of a language (French when unknown). */
export function numberLocale(language: string): string {
  return LOCALES[language as Language] ?? LOCALES.fr;
}

/**
 * How the Swiss locales write a number, as `Intl.NumberFormat` in Chromium does (CLDR): French
 * groups thousands with a narrow no-break space and has a decimal comma; German and Italian
 * group with an apostrophe, and Italian only from five digits on ("1250" but "12'500"). (Engines
 * differ on the French separator: Node 24 writes an apostrophe. Here every browser writes the same.)
 *
 * Written out instead of asking `Intl`: a page's first `Intl.NumberFormat` loads the number data
 * (18-27 ms measured in Chromium here, four times that on the phone Lighthouse simulates), and on
 * a category page that happened in the middle of rendering the product cards. A test checks
 * these rules against `Intl` for thousands of numbers in each language.
 */
const STYLES: Record<Language, { group: string; decimal: string; groupFrom: number }> = {
  fr: { group: '\u202f', decimal: ',', groupFrom: 4 },
  de: { group: "'", decimal: '.', groupFrom: 4 },
  it: { group: "'", decimal: '.', groupFrom: 5 },
};

/** Beyond this, scaling to the last decimal would lose digits: such numbers go to `Intl`. */
const LARGEST_WRITTEN = 1e12;

function writeNumber(value: number, language: string, fractionDigits: 2 | 3, grouping: boolean): string {
  const style = STYLES[language as Language] ?? STYLES.fr;
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST_WRITTEN) {
    return new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: fractionDigits, useGrouping: grouping }).format(value);
  }
  const scale = 10 ** fractionDigits;
  // Rounded half away from zero, as Intl does; `toPrecision` first removes binary noise (2.0005 * 1000 is 2000.4999...).
  const scaled = Math.round(Number.parseFloat((Math.abs(value) * scale).toPrecision(15)));
  const whole = Math.floor(scaled / scale).toString();
  const fraction = (scaled % scale).toString().padStart(fractionDigits, '0').replace(/0+$/, '');
  const grouped = grouping && whole.length >= style.groupFrom ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group) : whole;
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${fraction ? style.decimal + fraction : ''}`;
}

/** A quantity as people write it here: up to three decimals, no grouping, "2,5" in French, "2.5" in German and Italian. */
export function formatAmount(value: number, language: string): string {
  return writeNumber(value, language, 3, false);
}

/** A stock as a shelf label shows it: up to three decimals, thousands grouped ("1 250" in French, "1'250" in German). */
export function formatStock(value: number, language: string): string {
  return writeNumber(value, language, 3, true);
}

/** A VAT rate without trailing zeros ("2,6" in French, "8.1" in German). */
export function formatRate(rate: number, language: string): string {
  return writeNumber(rate, language, 2, true);
}
