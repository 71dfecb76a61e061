/** A quantity as people write it here: "2.5" in German and Italian, "2,5" in French; up to three decimals. */
export function formatQuantity(quantity: number, language: string): string {
  const locale = language === 'de' ? 'de-CH' : language === 'it' ? 'it-CH' : 'fr-CH';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(quantity);
}
