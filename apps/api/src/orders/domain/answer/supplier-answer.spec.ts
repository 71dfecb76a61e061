import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { beforeCutoff, confirmedLines, rejectionReason } from './supplier-answer.js';

const ordered = [
  { productId: 1, unit: 'kg' as const, quantity: 2.5 },
  { productId: 2, unit: 'piece' as const, quantity: 4 },
];

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return undefined;
};

describe('the wholesaler’s answer', () => {
  it('confirms every line as ordered when no line is named', () => {
    expect(confirmedLines(ordered, undefined)).toEqual({
      lines: [
        { productId: 1, ordered: 2.5, confirmed: 2.5 },
        { productId: 2, ordered: 4, confirmed: 4 },
      ],
      less: false,
    });
  });

  it('takes less per line, 0 for none, and says so', () => {
    const { lines, less } = confirmedLines(ordered, [
      { product_id: 1, quantity: 1.25 },
      { product_id: 2, quantity: 0 },
    ]);
    expect(lines.map((l) => l.confirmed)).toEqual([1.25, 0]);
    expect(less).toBe(true);
    expect(confirmedLines(ordered, [{ product_id: 2, quantity: 4 }]).less).toBe(false);
  });

  it('refuses negative, fractional pieces, more than ordered, unknown or repeated lines', () => {
    expect(codeOf(() => confirmedLines(ordered, [{ product_id: 2, quantity: -1 }]))).toBe('invalid_quantity');
    expect(codeOf(() => confirmedLines(ordered, [{ product_id: 2, quantity: 1.5 }]))).toBe('invalid_quantity');
    expect(codeOf(() => confirmedLines(ordered, [{ product_id: 1, quantity: 1.0005 }]))).toBe('invalid_quantity');
    expect(codeOf(() => confirmedLines(ordered, [{ product_id: 2, quantity: 5 }]))).toBe('invalid_quantity');
    expect(codeOf(() => confirmedLines(ordered, [{ product_id: 2, quantity: '3' }]))).toBe('invalid_quantity');
    expect(codeOf(() => confirmedLines(ordered, [{ product_id: 9, quantity: 1 }]))).toBe('invalid_data');
    expect(codeOf(() => confirmedLines(ordered, [{ product_id: 2, quantity: 1 }, { product_id: 2, quantity: 2 }]))).toBe('invalid_data');
    expect(codeOf(() => confirmedLines(ordered, 'all'))).toBe('invalid_data');
  });

  it('needs a reason to reject, at most 500 characters', () => {
    expect(rejectionReason('  Rupture de stock ')).toBe('Rupture de stock');
    expect(codeOf(() => rejectionReason('  '))).toBe('field_required');
    expect(codeOf(() => rejectionReason('x'.repeat(501)))).toBe('text_too_long');
  });
});

describe('the cut-off for cancelling', () => {
  // Lead 1 day, cut-off 16:00 Zurich; Monday 21 December 2026.
  const terms = { deliveryDays: [1, 2, 3, 4, 5], cutoffMinutes: 16 * 60, leadDays: 1 };
  it('allows cancelling tomorrow’s delivery until 15:59 today, Swiss time', () => {
    expect(beforeCutoff(terms, new Date('2026-12-21T14:59:00Z'), '2026-12-22')).toBe(true);
    expect(beforeCutoff(terms, new Date('2026-12-21T15:00:00Z'), '2026-12-22')).toBe(false);
    expect(beforeCutoff(terms, new Date('2026-12-21T15:00:00Z'), '2026-12-23')).toBe(true);
    expect(beforeCutoff(terms, new Date('2026-12-21T15:00:00Z'), null)).toBe(true);
  });
});
