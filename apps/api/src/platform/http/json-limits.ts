/** How deep a JSON body may nest objects and arrays (DESIGN.md limits at the edge). */
export const MAX_JSON_DEPTH = 32;
/** How many elements one JSON array may hold (the longest list a call takes is a 200-line cart). */
export const MAX_JSON_ARRAY_LENGTH = 1000;

const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a raw JSON text stays within the nesting and array limits, checked in one pass over
 * the bytes before it is parsed, so a 5,000-deep `[[[...]]]` never reaches a recursive walk
 * (validation, class-transformer) that would overflow the stack. Malformed text is left to
 * the parser to refuse.
 */
export function withinJsonLimits(text: Uint8Array): boolean {
  /** Per open container: -1 for an object, else the array's element count so far. */
  const open: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const byte = text[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    switch (byte) {
      case QUOTE:
        inString = true;
        break;
      case OPEN_OBJECT:
      case OPEN_ARRAY:
        if (open.length >= MAX_JSON_DEPTH) return false;
        open.push(byte === OPEN_OBJECT ? -1 : 0);
        break;
      case CLOSE_OBJECT:
      case CLOSE_ARRAY:
        open.pop();
        break;
      case COMMA: {
        const top = open.length - 1;
        if (top >= 0 && open[top]! >= 0 && ++open[top]! >= MAX_JSON_ARRAY_LENGTH) return false;
        break;
      }
    }
  }
  return true;
}
