import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/domain/domain-error.js';
import { assertPhone, personalData, type PersonalData } from './personal-data.js';

const valid: PersonalData = {
  firstName: 'Anna',
  lastName: 'Meier',
  phone: '+41 79 123 45 67',
  restaurantName: 'Bistro Anna',
  restaurantAddress: 'Bahnhofstrasse 1, 8001 Zürich',
};

function codeOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error('no error');
}

const limits: [keyof PersonalData, number][] = [
  ['firstName', 100],
  ['lastName', 100],
  ['phone', 40],
  ['restaurantName', 200],
  ['restaurantAddress', 300],
];

describe('personal data', () => {
  it('keeps the five fields, trimmed, and nothing else', () => {
    const data = personalData({
      firstName: '  Anna ',
      lastName: '\tMeier\n',
      phone: ' +41 79 123 45 67 ',
      restaurantName: ' Bistro Anna ',
      restaurantAddress: ' Bahnhofstrasse 1, 8001 Zürich ',
      ...({ email: 'x@y.ch', role: 'admin' } as object),
    });
    expect(data).toEqual(valid);
  });

  it.each(limits.flatMap(([field]) => [undefined, null, '', '   ', 42].map((value) => [field, value] as const)))(
    'needs %s (refuses %j with fill_all_fields)',
    (field, value) => {
      expect(codeOf(() => personalData({ ...valid, [field]: value }))).toBe('fill_all_fields');
    },
  );

  it.each(limits)('takes %s up to %i characters after trimming, refuses one more with invalid_data', (field, max) => {
    expect(personalData({ ...valid, [field]: ` ${'7'.repeat(max)} ` })[field]).toBe('7'.repeat(max));
    expect(codeOf(() => personalData({ ...valid, [field]: '7'.repeat(max + 1) }))).toBe('invalid_data');
  });

  it('refuses a phone that is not one with invalid_phone', () => {
    expect(() => assertPhone(valid)).not.toThrow();
    expect(codeOf(() => assertPhone({ ...valid, phone: 'call me maybe' }))).toBe('invalid_phone');
    expect(codeOf(() => assertPhone({ ...valid, phone: '123456' }))).toBe('invalid_phone');
  });
});
