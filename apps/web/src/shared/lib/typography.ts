/** Units that follow a number in product texts and quantities (metric, %, pieces in our three languages). */
const UNIT = String.raw`(?:mg|g|kg|ml|cl|dl|l|mm|cm|m|%|°C|x|pièces?|pcs?|Stück|pezzi|pezzo|St\.)`;
const NUMBER_SPACE_UNIT = new RegExp(String.raw`(\d)[ \t]+(${UNIT})(?![\p{L}\p{N}])`, 'gu');

/**
 * Keeps a number and its unit on one line ("100 g", "35 %", "10 Stück"): the space between them
 * becomes a no-break space, so a narrow card never shows "100" at the end of one line and "g"
 * at the start of the next.
 */
export function keepNumbersWithUnits(text: string): string {
  return text.replace(NUMBER_SPACE_UNIT, '$1\u00a0$2');
}
