import { describe, expect, it } from '@jest/globals';
import { formatAmount, formatRate, formatStock, numberLocale } from './format-number';

const LANGUAGES = ['fr', 'de', 'it'] as const;

/** Numbers as the app meets them (stocks, quantities, rates) and the edges of the written rules. */
function samples(): number[] {
  const values = [0, -0, 1, 999, 1000, 1250, 9999, 10000, 12500.75, 99999.9995, 2.0005, 0.0005, 0.0004, 1.005, 2.675, -3.5, -0.0001, -1250.5, 1e11 + 0.125];
  for (let n = 0; n < 20000; n += 7) values.push(n);
  // A fixed pseudo-random series (the same in every run): up to four decimals, up to a billion.
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(next() * 10);
    const decimals = Math.floor(next() * 5);
    const value = Math.round(next() * magnitude * 10 ** decimals) / 10 ** decimals;
    values.push(next() < 0.1 ? -value : value);
  }
  return values;
}

/**
 * `Intl` with the engine's thousands separator replaced by ours: engines disagree on that one
 * glyph for French (Chromium 156 and Node 20 here write U+202F, Node 24 an apostrophe), while
 * digits, rounding, decimals, the minus and where groups start must match exactly.
 */
function intlWithOurSeparator(locale: string, options: Intl.NumberFormatOptions, ours: string) {
  const format = new Intl.NumberFormat(locale, options);
  return (value: number) => format.formatToParts(value).map((part) => (part.type === 'group' ? ours : part.value)).join('');
}

const SEPARATOR = { fr: '\u202f', de: "'", it: "'" };

describe('number formatting', () => {
  it('writes every number as Intl does in each language (amounts ungrouped, stocks grouped, rates to two decimals)', () => {
    const values = samples();
    for (const language of LANGUAGES) {
      const locale = numberLocale(language);
      const amount = intlWithOurSeparator(locale, { maximumFractionDigits: 3, useGrouping: false }, SEPARATOR[language]);
      const stock = intlWithOurSeparator(locale, { maximumFractionDigits: 3 }, SEPARATOR[language]);
      const rate = intlWithOurSeparator(locale, { maximumFractionDigits: 2 }, SEPARATOR[language]);
      for (const value of values) {
        expect([language, value, formatAmount(value, language)]).toEqual([language, value, amount(value)]);
        expect([language, value, formatStock(value, language)]).toEqual([language, value, stock(value)]);
        expect([language, value, formatRate(value, language)]).toEqual([language, value, rate(value)]);
      }
    }
  });

  it('follows the Swiss conventions of each language', () => {
    expect(formatAmount(2.5, 'fr')).toBe('2,5');
    expect(formatAmount(2.5, 'de')).toBe('2.5');
    expect(formatAmount(1250, 'fr')).toBe('1250');
    expect(formatStock(1250.5, 'fr')).toBe('1\u202f250,5');
    expect(formatStock(1250.5, 'de')).toBe("1'250.5");
    expect(formatStock(1250, 'it')).toBe('1250');
    expect(formatStock(12500, 'it')).toBe("12'500");
    expect(formatRate(8.1, 'de')).toBe('8.1');
    expect(formatRate(2.6, 'fr')).toBe('2,6');
    expect(formatStock(3, 'xx')).toBe('3');
    expect(formatStock(Number.NaN, 'fr')).toBe(new Intl.NumberFormat('fr-CH').format(Number.NaN));
  });
});
