import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { sentRequests, stubFetch } from '../../../testing/fetch-stub';
import { aProduct, aServerCartItem } from '../../../testing/shop-fixtures';
import { cartItemFromProduct } from '../lib/cart-items';
import { rememberForSignIn } from '../lib/remembered-product';
import { loadServerCart } from './load-server-cart';

const serverItem = aServerCartItem({ price: 24.9, quantity: 2.5 });
const localCart = JSON.stringify([{ id: 3, name: 'Beurre', price: 4.2, quantity: 1 }]);

describe('loading the server cart at sign-in (SPEC.md section 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('cart', localCart);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("replaces the local cart with the user's server cart", async () => {
    const { stub } = stubFetch({ status: 200, body: { success: true, items: [serverItem] } });

    await loadServerCart({ id: 42, email: 'chef@bistro.ch' });

    expect(sentRequests(stub).map((call) => call.url)).toEqual(['/api/cart/get_cart.php?user_id=42']);
    const stored = JSON.parse(localStorage.getItem('cart') ?? 'null') as Array<Record<string, unknown>>;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: 12, name: 'Gruyère AOP', price: 24.9, quantity: 2.5, short_description: 'Meule entamée, 10 mois' });
  });

  it('adds the product chosen before signing in, and saves the cart', async () => {
    const { stub } = stubFetch({ status: 200, body: { success: true, items: [serverItem] } }, { status: 200, body: { success: true } });
    rememberForSignIn(cartItemFromProduct(aProduct({ id: 7, name_fr: 'Crème entière 35 %', unit: 'piece', stock: 20 })));

    await loadServerCart({ id: 42, email: 'chef@bistro.ch', is_full_account: 1 });

    expect((JSON.parse(localStorage.getItem('cart') ?? 'null') as Array<{ id: number; quantity: number }>).map((line) => [line.id, line.quantity])).toEqual([
      [12, 2.5],
      [7, 1],
    ]);
    expect(sentRequests(stub)[1]).toEqual({ url: '/api/cart/save_cart.php', body: { user_id: 42, items: [{ product_id: 12, quantity: 2.5 }, { product_id: 7, quantity: 1 }] } });
    expect(localStorage.getItem('cartAfterSignIn')).toBeNull();
  });

  it('forgets a product chosen more than an hour ago, or by an account that may not order yet', async () => {
    stubFetch({ status: 200, body: { success: true, items: [] } });
    rememberForSignIn(cartItemFromProduct(aProduct({ id: 7 })), Date.now() - 61 * 60_000);
    await loadServerCart({ id: 42, email: 'chef@bistro.ch', is_full_account: 1 });
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([]);

    stubFetch({ status: 200, body: { success: true, items: [] } });
    rememberForSignIn(cartItemFromProduct(aProduct({ id: 7 })));
    await loadServerCart({ id: 42, email: 'chef@bistro.ch', is_full_account: 0 });
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([]);
    expect(localStorage.getItem('cartAfterSignIn')).toBeNull();
  });

  it('empties the local cart when the server cart is empty', async () => {
    stubFetch({ status: 200, body: { success: true, items: [] } });

    await loadServerCart({ id: 42, email: 'chef@bistro.ch' });

    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([]);
  });

  it('only logs a failed load and keeps the local cart', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ status: 500, body: { success: false, error_code: 'server_error' } });

    await loadServerCart({ id: 42, email: 'chef@bistro.ch' });

    expect(logged).toHaveBeenCalled();
    expect(localStorage.getItem('cart')).toBe(localCart);
  });

  it('asks nothing for a stored user without an id', async () => {
    const { stub } = stubFetch();

    await loadServerCart({ email: 'chef@bistro.ch' });

    expect(stub).not.toHaveBeenCalled();
    expect(localStorage.getItem('cart')).toBe(localCart);
  });
});
