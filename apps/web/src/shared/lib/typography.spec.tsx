import { describe, expect, it } from '@jest/globals';
import { keepNumbersWithUnits } from './typography';

describe('keepNumbersWithUnits', () => {
  it('joins a number to its unit with a no-break space', () => {
    expect(keepNumbersWithUnits('Packung mit 10 Stück à 100 g, unter Schutzatmosphäre')).toBe('Packung mit 10\u00a0Stück à 100\u00a0g, unter Schutzatmosphäre');
    expect(keepNumbersWithUnits('Crème entière 35 %')).toBe('Crème entière 35\u00a0%');
    expect(keepNumbersWithUnits('Karton à 6 x 75 cl')).toBe('Karton à 6\u00a0x 75\u00a0cl');
  });

  it('leaves words that only start like a unit, and numbers without a unit, alone', () => {
    expect(keepNumbersWithUnits('scatola da 100 guanti')).toBe('scatola da 100 guanti');
    expect(keepNumbersWithUnits('Klasse 1 mit 20 Äpfeln')).toBe('Klasse 1 mit 20 Äpfeln');
  });
});
