import { describe, expect, it } from '@jest/globals';
import { cutoffMinutes, deliveryDays, formatPostcodes, parsePostcodes, postcodeOf, servesPostcode } from './wholesaler-terms.js';

describe('wholesaler terms', () => {
  it('reads a cut-off as HH:MM', () => {
    expect(cutoffMinutes('16:00')).toBe(960);
    expect(cutoffMinutes('07:30')).toBe(450);
    expect(cutoffMinutes('24:00')).toBeNull();
    expect(cutoffMinutes('7:30')).toBeNull();
    expect(cutoffMinutes(1600)).toBeNull();
  });

  it('accepts ISO weekdays 1-7, each once', () => {
    expect(deliveryDays([5, 1, 3])).toEqual([1, 3, 5]);
    expect(deliveryDays([])).toEqual([]);
    expect(deliveryDays([0])).toBeNull();
    expect(deliveryDays([8])).toBeNull();
    expect(deliveryDays([1, 1])).toBeNull();
    expect(deliveryDays('1,2')).toBeNull();
  });

  it('parses postcode ranges and writes them back canonically', () => {
    expect(parsePostcodes('')).toEqual([]);
    expect(parsePostcodes('1000-1299, 1400')).toEqual([{ from: 1000, to: 1299 }, { from: 1400, to: 1400 }]);
    expect(formatPostcodes(parsePostcodes('1000 - 1299;1400')!)).toBe('1000-1299, 1400');
    expect(parsePostcodes('1299-1000')).toBeNull();
    expect(parsePostcodes('0999')).toBeNull();
    expect(parsePostcodes('12345')).toBeNull();
    expect(parsePostcodes('Lausanne')).toBeNull();
  });

  it('serves a postcode inside a range, everyone when no ranges or no postcode', () => {
    const ranges = parsePostcodes('1000-1299, 1400')!;
    expect(servesPostcode(ranges, 1003)).toBe(true);
    expect(servesPostcode(ranges, 1400)).toBe(true);
    expect(servesPostcode(ranges, 8001)).toBe(false);
    expect(servesPostcode([], 8001)).toBe(true);
    expect(servesPostcode(ranges, null)).toBe(true);
  });

  it('finds the four-digit postcode in an address', () => {
    expect(postcodeOf('Rue du Lac 4, 1003 Lausanne')).toBe(1003);
    expect(postcodeOf('Bahnhofstrasse 1234, 8001 Zürich')).toBe(8001);
    expect(postcodeOf('Via Nassa 5, CH-6900 Lugano')).toBe(6900);
    expect(postcodeOf('Rue du Lac 4, Lausanne')).toBeNull();
    expect(postcodeOf('')).toBeNull();
  });
});
