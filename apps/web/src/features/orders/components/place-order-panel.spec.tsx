import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartItemDto, OrderDto } from '@mercato/api-client';
import { sentRequests, stubFetch } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { aServerCartItem, verifiedUser } from '../../../testing/shop-fixtures';
import type { CheckoutLine } from '../lib/checkout-lines';
import { PlaceOrderPanel } from './place-order-panel';

const lines: CheckoutLine[] = [
  { id: 12, name: 'Gruyère AOP', price: 12.5, quantity: 2.5, unit: 'kg' },
  { id: 30, name: 'Chasselas AOC', price: 14.2, quantity: 8, unit: 'piece' },
];

const order: OrderDto = {
  id: 1,
  number: '2026-000042',
  placed_at: '2026-11-22T07:05:00.000Z',
  status: 'placed',
  note: '',
  saved: 0,
  totals: { net: 144.85, fees: 0, vat: [], gross: 144.85 },
  parts: [],
};

const placed = { status: 201, body: { success: true, order } };

function orderBodies(stub: ReturnType<typeof stubFetch>['stub']) {
  return sentRequests(stub)
    .filter((call) => call.url === '/api/v1/orders')
    .map((call) => call.body as { idempotency_key: string; lang: string; expected: unknown[] });
}

function setUp(answers: Parameters<typeof stubFetch>, props: Partial<Parameters<typeof PlaceOrderPanel>[0]> = {}) {
  const { stub } = stubFetch(...answers);
  const onPlaced = jest.fn();
  const onActivationRequired = jest.fn();
  const onAdopt = jest.fn(async (items: readonly CartItemDto[]) =>
    items.map((item) => ({ id: item.product_id, price: item.price ?? 0, quantity: Math.min(item.quantity, item.stock ?? 0) })),
  );
  const routes = [
    {
      path: '/cart',
      element: <PlaceOrderPanel lines={lines} onAdopt={onAdopt} onPlaced={onPlaced} onActivationRequired={onActivationRequired} {...props} />,
    },
    { path: '/orders', element: <h1>orders page</h1> },
  ];
  const view = renderRoutes(routes, { route: '/cart' });
  return { ...view, stub, onPlaced, onActivationRequired, onAdopt };
}

describe('PlaceOrderPanel', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify(verifiedUser));
  });

  it('places one order with the lines and prices the user saw, then forgets the cart and shows the orders', async () => {
    const { stub, onPlaced, where } = setUp([placed]);

    fireEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));

    await screen.findByRole('heading', { name: 'orders page' });
    expect(where.location?.pathname).toBe('/orders');
    expect(onPlaced).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('notification').textContent).toContain('Commande 2026-000042 passée. Merci\u202f!');
    const [body] = orderBodies(stub);
    expect(body).toEqual({
      idempotency_key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      lang: 'fr',
      expected: [
        { product_id: 12, price: 12.5, quantity: 2.5 },
        { product_id: 30, price: 14.2, quantity: 8 },
      ],
    });
  });

  it('sends one request for a double click', async () => {
    const { stub } = setUp(['pending']);
    const button = screen.getByRole('button', { name: 'Passer la commande' });

    fireEvent.click(button);
    fireEvent.click(button);

    await screen.findByRole('button', { name: 'Commande en cours…' });
    expect(orderBodies(stub)).toHaveLength(1);
  });

  it('retries with the same key after a lost answer, so the server orders once', async () => {
    const { stub } = setUp(['network-error', placed]);

    fireEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));
    await screen.findByRole('heading', { name: 'orders page' });

    const [first, second] = orderBodies(stub);
    expect(second!.idempotency_key).toBe(first!.idempotency_key);
  });

  it('shows changed prices and stock; confirming adopts the server cart and orders again with a new key and the new prices', async () => {
    const changed = {
      status: 409,
      body: {
        success: false,
        error_code: 'order_changed',
        changes: [
          { product_id: 12, kind: 'price_changed', expected_price: 12.5, current_price: 13.1, quantity: 2.5, stock: 40 },
          { product_id: 30, kind: 'insufficient_stock', expected_price: 14.2, current_price: 14.2, quantity: 8, stock: 5 },
        ],
        items: [
          aServerCartItem({ product_id: 12, price: 13.1, quantity: 2.5 }),
          aServerCartItem({ product_id: 30, name_fr: 'Chasselas AOC', unit: 'piece', price: 14.2, quantity: 8, stock: 5 }),
        ],
      },
    };
    const { stub, onAdopt, where } = setUp([changed, placed]);

    fireEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));

    const dialog = await screen.findByRole('dialog', { name: 'Des prix ou des stocks ont changé' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items[0]!.textContent).toBe('Gruyère AOPPrix\u00a0: CHF 12.50 → CHF 13.10 / kg');
    expect(items[1]!.textContent).toBe('Chasselas AOCStock disponible\u00a0: 5\u00a0pièces (vous en demandiez 8). La quantité sera réduite.');
    expect(orderBodies(stub)).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Accepter et commander' }));

    await screen.findByRole('heading', { name: 'orders page' });
    expect(where.location?.pathname).toBe('/orders');
    expect(onAdopt).toHaveBeenCalledWith(changed.body.items);
    const [first, second] = orderBodies(stub);
    expect(second!.idempotency_key).not.toBe(first!.idempotency_key);
    expect(second!.expected).toEqual([
      { product_id: 12, price: 13.1, quantity: 2.5 },
      { product_id: 30, price: 14.2, quantity: 5 },
    ]);
  });

  it('keeps the cart when the changes are not accepted', async () => {
    const changed = {
      status: 409,
      body: {
        success: false,
        error_code: 'order_changed',
        changes: [{ product_id: 30, kind: 'unavailable', expected_price: 14.2, current_price: null, quantity: 8, stock: null }],
        items: [],
      },
    };
    const { onAdopt, stub } = setUp([changed]);

    fireEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("N’est plus disponible : l’article sera retiré du panier.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revenir au panier' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onAdopt).not.toHaveBeenCalled();
    expect(orderBodies(stub)).toHaveLength(1);
  });

  it('without an activation code: a clear message and the promo dialog', async () => {
    const { onActivationRequired } = setUp([{ status: 403, body: { success: false, error_code: 'activation_code_required' } }]);

    fireEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));

    expect((await screen.findByRole('alert')).textContent).toContain("Pour commander, saisissez d’abord votre code d’activation.");
    expect(onActivationRequired).toHaveBeenCalledTimes(1);
  });

  it('offers to enter the code beforehand when the stored user holds none', () => {
    localStorage.setItem('user', JSON.stringify({ ...verifiedUser, promoCode: null }));
    const { onActivationRequired } = setUp([placed]);

    expect(screen.getByText(/Un code d’activation est nécessaire pour commander/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Saisir mon code' }));
    expect(onActivationRequired).toHaveBeenCalledTimes(1);
  });

  it('cannot order while a line is unavailable', () => {
    setUp([placed], { blocked: true });
    expect((screen.getByRole('button', { name: 'Passer la commande' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('cannot order from an unverified account, and says why', () => {
    localStorage.setItem('user', JSON.stringify({ ...verifiedUser, is_full_account: 0 }));
    setUp([placed]);
    expect((screen.getByRole('button', { name: 'Passer la commande' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Seuls les comptes vérifiés peuvent ajouter des articles.');
  });

  it('explains a refused order in the interface language', async () => {
    setUp([{ status: 400, body: { success: false, error_code: 'cart_empty' } }]);

    fireEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Votre panier est vide.'));
  });
});
