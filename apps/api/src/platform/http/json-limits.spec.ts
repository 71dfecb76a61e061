import { describe, expect, it } from '@jest/globals';
import { MAX_JSON_ARRAY_LENGTH, MAX_JSON_DEPTH, withinJsonLimits } from './json-limits.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

describe('withinJsonLimits', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(withinJsonLimits(bytes(nested(MAX_JSON_DEPTH)))).toBe(true);
    expect(withinJsonLimits(bytes(nested(MAX_JSON_DEPTH + 1)))).toBe(false);
    expect(withinJsonLimits(bytes('['.repeat(5000) + ']'.repeat(5000)))).toBe(false);
  });

  it('counts elements per array, at any depth', () => {
    const list = (n: number) => `[${Array.from({ length: n }, (_, i) => i).join(',')}]`;
    expect(withinJsonLimits(bytes(`{"items":${list(MAX_JSON_ARRAY_LENGTH)}}`))).toBe(true);
    expect(withinJsonLimits(bytes(`{"items":${list(MAX_JSON_ARRAY_LENGTH + 1)}}`))).toBe(false);
    // Commas of objects and of strings are not array elements.
    expect(withinJsonLimits(bytes(JSON.stringify({ text: ','.repeat(5000), ...Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`k${i}`, i])) })))).toBe(true);
  });

  it('ignores brackets and escaped quotes inside strings', () => {
    expect(withinJsonLimits(bytes(JSON.stringify({ a: '['.repeat(100) + '\\"{{{' })))).toBe(true);
  });
});
