import { describe, expect, it } from '@jest/globals';
import { aServerCartItem } from '../../../testing/shop-fixtures';
import { toCartItem, type CartItem } from './cart-items';
import { addToCart, adoptServerCart, changeQuantity, refreshDetails, removeFromCart } from './cart-rules';

const cheese = toCartItem(aServerCartItem({ quantity: 1 }));
const cream = toCartItem(aServerCartItem({ product_id: 20, name_fr: 'Crème entière 35 %', unit: 'piece', price: 7.6, stock: 3, quantity: 1 }));

describe('cart rules (SPEC.md section 4)', () => {
  it('adds a new product with quantity 1', () => {
    const change = addToCart([], { ...cheese, quantity: 99 });
    expect(change.ok && change.items).toEqual([{ ...cheese, quantity: 1 }]);
  });

  it('raises the quantity of a product already in the cart by 1, keeping the other lines', () => {
    const first = addToCart([cream], cheese);
    const second = first.ok ? addToCart(first.items, cheese) : first;
    expect(second.ok && second.items.map((item) => [item.id, item.quantity])).toEqual([
      [20, 1],
      [12, 2],
    ]);
  });

  it('refuses to add beyond the stock', () => {
    const full: CartItem[] = [{ ...cream, quantity: 3 }];
    expect(addToCart(full, cream)).toMatchObject({ ok: false, problem: 'insufficient_stock' });
  });

  it('changes a quantity only to a valid one', () => {
    expect(changeQuantity([cheese], 12, 2.5)).toMatchObject({ ok: true, items: [{ id: 12, quantity: 2.5 }] });
    expect(changeQuantity([cream], 20, 1.5)).toMatchObject({ ok: false, problem: 'whole_pieces', line: { quantity: 1 } });
    expect(changeQuantity([cream], 20, 4)).toMatchObject({ ok: false, problem: 'insufficient_stock' });
    expect(changeQuantity([cream], 99, 1)).toBeNull();
  });

  it('removes a line', () => {
    expect(removeFromCart([cheese, cream], 12)).toEqual([cream]);
  });

  it("lays the server's current price and stock over the local lines, keeping the quantities", () => {
    const refreshed = refreshDetails([{ ...cheese, quantity: 2.5 }, cream], [aServerCartItem({ price: 13.1, stock: 9, quantity: 1 })]);
    expect(refreshed).toEqual([{ ...cheese, price: 13.1, stock: 9, quantity: 2.5 }, cream]);
  });

  it('adopts the server cart: unavailable lines leave, quantities shrink to the stock', () => {
    const adopted = adoptServerCart([
      aServerCartItem({ quantity: 8, stock: 5.5 }),
      aServerCartItem({ product_id: 20, unit: 'piece', quantity: 8, stock: 5.5 }),
      aServerCartItem({ product_id: 30, price: null, stock: null, available: false }),
      aServerCartItem({ product_id: 40, quantity: 1, stock: 3 }),
    ]);
    expect(adopted.map((item) => [item.id, item.quantity])).toEqual([
      [12, 5.5],
      [20, 5],
      [40, 1],
    ]);
  });
});
