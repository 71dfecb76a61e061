import { describe, expect, it } from '@jest/globals';
import { planPriceList, productRef, readNumber, type KnownProduct } from './price-list.js';

const products = new Map<string, KnownProduct>();
for (const p of [
  { id: 1, slug: 'gruyere-aop', unit: 'kg' as const, names: { fr: 'Gruyère AOP', de: 'Greyerzer AOP', it: 'Groviera AOP' } },
  { id: 2, slug: 'oeufs-bio', unit: 'piece' as const, names: { fr: 'Œufs bio', de: 'Bio-Eier', it: 'Uova bio' } },
]) {
  products.set(`#${p.id}`, p);
  products.set(p.slug, p);
}

const row = (line: number, product: string, price: string, stock: string) => ({ line, product, price, stock });

describe('price list', () => {
  it('reads Swiss numbers with either decimal mark', () => {
    expect(readNumber('12.50')).toBe(12.5);
    expect(readNumber(' 12,5 ')).toBe(12.5);
    expect(readNumber("1'234.50")).toBe(1234.5);
    expect(readNumber('CHF 3.20')).toBe(3.2);
    expect(readNumber('-3')).toBe(-3);
    expect(readNumber('12.5.0')).toBeNull();
    expect(readNumber('abc')).toBeNull();
    expect(readNumber('')).toBeNull();
  });

  it('finds products by id or slug', () => {
    expect(productRef('12')).toEqual({ id: 12 });
    expect(productRef(' Gruyere-AOP ')).toEqual({ slug: 'gruyere-aop' });
    expect(productRef('no such/thing')).toBeNull();
  });

  it('sorts lines into changes, new offers, unchanged and refusals', () => {
    const offers = new Map([
      [1, { priceRappen: 2490, stock: 10 }],
      [2, { priceRappen: 60, stock: 100 }],
    ]);
    const plan = planPriceList(
      [
        row(2, '1', '23,90', '10'),
        row(3, 'oeufs-bio', '0.60', '100'),
        row(4, 'ghost', '1', '1'),
        row(5, '1', '2', '1'),
        row(6, '2', 'x', '1'),
        row(7, '2', '1', '-1'),
        row(8, '2', '1', '1.5'),
        row(9, '2', '0', '1'),
        row(10, '2', '1.234', '1'),
      ],
      products,
      offers,
    );
    expect(plan.changes).toEqual([{ line: 2, productId: 1, slug: 'gruyere-aop', names: { fr: 'Gruyère AOP', de: 'Greyerzer AOP', it: 'Groviera AOP' }, priceRappen: 2390, stock: 10, current: { priceRappen: 2490, stock: 10 } }]);
    expect(plan.unchanged).toBe(1);
    expect(plan.refused.map((r) => [r.line, r.reason])).toEqual([
      [4, 'price_list_unknown_product'],
      [5, 'price_list_duplicate_product'],
      [6, 'price_list_bad_number'],
      [7, 'price_list_negative_stock'],
      [8, 'fractional_stock'],
      [9, 'invalid_price'],
      [10, 'invalid_price'],
    ]);
  });

  it('creates an offer the wholesaler did not have', () => {
    const plan = planPriceList([row(2, 'gruyere-aop', '30', '2.5')], products, new Map());
    expect(plan.created).toEqual([{ line: 2, productId: 1, slug: 'gruyere-aop', names: { fr: 'Gruyère AOP', de: 'Greyerzer AOP', it: 'Groviera AOP' }, priceRappen: 3000, stock: 2.5, current: null }]);
  });
});
