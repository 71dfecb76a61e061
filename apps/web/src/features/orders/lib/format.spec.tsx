import { describe, expect, it } from '@jest/globals';
import { formatPlacedAt } from './format';

describe('the moment an order was placed', () => {
  // The tests run on a UTC clock (jest's sandbox keeps TZ as the process got it): a moment whose
  // day differs between UTC and Zurich shows which zone is written.
  it('is Swiss time, not the device clock', () => {
    // 23:30 UTC on 29 November is 00:30 on the 30th in Zurich (winter time, UTC+1).
    expect(formatPlacedAt('2026-11-29T23:30:00.000Z', 'fr')).toBe('30 novembre 2026 à 00:30');
    expect(formatPlacedAt('2026-11-29T23:30:00.000Z', 'de')).toBe('30. November 2026 um 00:30');
    expect(formatPlacedAt('2026-11-29T23:30:00.000Z', 'it')).toBe('30 novembre 2026 alle ore 00:30');
    // Summer time: UTC+2.
    expect(formatPlacedAt('2026-07-01T06:05:00.000Z', 'fr')).toBe('1 juillet 2026 à 08:05');
  });

  it('shows a text that is no moment as it came', () => {
    expect(formatPlacedAt('soon', 'fr')).toBe('soon');
  });
});
