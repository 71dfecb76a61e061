import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BasketPlanResponse, OrderDto } from '@mercato/api-client';
import { sentRequests, stubFetchByPath } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { verifiedUser } from '../../../testing/shop-fixtures';
import type { CheckoutLine } from '../lib/checkout-lines';
import { Checkout } from './checkout';

const lines: CheckoutLine[] = [
  { id: 12, name: 'Gruyère AOP', name_de: 'Greyerzer AOP', price: 24, quantity: 10, unit: 'kg' },
  { id: 30, name: 'Chasselas AOC', price: 14.2, quantity: 2, unit: 'piece' },
];
const oil: CheckoutLine = { id: 40, name: 'Huile de colza', price: 5, quantity: 90, unit: 'piece' };

const totals = (net: number, fees: number) => ({ net, fees, vat: [], gross: net + fees });
const plan: BasketPlanResponse = {
  success: true,
  parts: [
    {
      wholesaler_id: 1,
      wholesaler_name: 'Léman Gastro SA',
      delivery_date: '2026-12-23',
      lines: [{ product_id: 12, quantity: 6, unit_price: 24, line_net: 144, vat_rate: 2.6, reference_price: 25 }],
      subtotal: 144,
      fee: 0,
      min_order_value: 100,
      missing_to_minimum: 0,
      totals: totals(144, 0),
    },
    {
      wholesaler_id: 2,
      wholesaler_name: 'Limmat Gastro AG',
      delivery_date: '2026-12-24',
      lines: [
        { product_id: 12, quantity: 4, unit_price: 25, line_net: 100, vat_rate: 2.6, reference_price: 24 },
        { product_id: 30, quantity: 2, unit_price: 14.2, line_net: 28.4, vat_rate: 8.1, reference_price: null },
      ],
      subtotal: 128.4,
      fee: 35,
      min_order_value: 250,
      missing_to_minimum: 121.6,
      totals: totals(128.4, 35),
    },
  ],
  unsupplied: [],
  totals: totals(272.4, 35),
  delivery_dates: ['2026-12-22', '2026-12-23', '2026-12-24'],
  postcode_missing: false,
  exact: true,
};
const order = { id: 1, number: '2026-000042', placed_at: '2026-12-21T08:00:00.000Z', status: 'placed', note: '', saved: 0, totals: totals(272.4, 35), parts: [] } as OrderDto;

function setUp(planAnswer: BasketPlanResponse = plan, cart: CheckoutLine[] = lines) {
  const stub = stubFetchByPath({
    '/api/v1/cart/plan': { status: 200, body: planAnswer },
    '/api/v1/orders': { status: 201, body: { success: true, order } },
  });
  const routes = [
    { path: '/cart', element: <Checkout lines={cart} onAdopt={jest.fn(async () => cart)} onPlaced={jest.fn()} onActivationRequired={jest.fn()} /> },
    { path: '/orders', element: <h1>orders page</h1> },
  ];
  return { stub, ...renderRoutes(routes, { route: '/cart' }) };
}

describe('Checkout (the basket plan on the cart page)', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify(verifiedUser));
  });

  it('shows one group per wholesaler with its lines, delivery date, subtotal, fee and what is missing to its minimum', async () => {
    setUp();
    const limmat = await screen.findByRole('region', { name: 'Livraison par Limmat Gastro AG' });
    expect(within(limmat).getByText('Livraison le jeudi 24 décembre')).toBeTruthy();
    expect(within(limmat).getByText('CHF 128.40')).toBeTruthy();
    expect(within(limmat).getByText('CHF 35.00')).toBeTruthy();
    expect(within(limmat).getByText('Encore CHF 121.60 chez ce grossiste pour la livraison gratuite')).toBeTruthy();
    const leman = screen.getByRole('region', { name: 'Livraison par Léman Gastro SA' });
    expect(within(leman).getByText('Livraison offerte')).toBeTruthy();
    // A split line appears in both groups.
    expect(within(leman).getByText('Gruyère AOP')).toBeTruthy();
    expect(within(limmat).getByText('Gruyère AOP')).toBeTruthy();
    // The date picker offers only delivery days.
    const picker = screen.getByRole('combobox', { name: 'Date de livraison souhaitée' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Au plus tôt', 'mardi 22 décembre', 'mercredi 23 décembre', 'jeudi 24 décembre']);
  });

  it('asks the plan for the date chosen, and places the order as planned with the fees, the date and the note', async () => {
    const { stub } = setUp();
    const picker = await screen.findByRole('combobox', { name: 'Date de livraison souhaitée' });
    fireEvent.change(picker, { target: { value: '2026-12-23' } });
    await waitFor(() => expect(sentRequests(stub).some((call) => call.url === '/api/v1/cart/plan?delivery_date=2026-12-23')).toBe(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Remarque pour les grossistes' }), { target: { value: 'Entrée de service' } });
    const button = screen.getByRole('button', { name: 'Passer la commande' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await screen.findByRole('heading', { name: 'orders page' });
    const body = sentRequests(stub).find((call) => call.url === '/api/v1/orders')!.body;
    expect(body).toMatchObject({
      expected: [
        { product_id: 12, price: 24, quantity: 6 },
        { product_id: 12, price: 25, quantity: 4 },
        { product_id: 30, price: 14.2, quantity: 2 },
      ],
      expected_fees: 35,
      delivery_date: '2026-12-23',
      note: 'Entrée de service',
    });
  });

  it('lists the lines it cannot supply with what to do, and does not let the order go', async () => {
    setUp({ ...plan, unsupplied: [{ product_id: 40, quantity: 90, reason: 'insufficient_stock', available: 60 }] }, [...lines, oil]);
    const unsupplied = await screen.findByRole('region', { name: 'Articles impossibles à livrer' });
    expect(within(unsupplied).getByText('Huile de colza')).toBeTruthy();
    expect(within(unsupplied).getByText('Stock insuffisant : 60 pièces en tout chez les grossistes qui vous livrent. Réduisez la quantité.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Passer la commande' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a fee that moved since the plan was shown, and on confirming orders the plan the answer carries', async () => {
    const now: BasketPlanResponse = {
      ...plan,
      parts: [plan.parts[0]!, { ...plan.parts[1]!, fee: 44, totals: totals(128.4, 44) }],
      totals: totals(272.4, 44),
    };
    const { stub } = setUp();
    let orders = 0;
    const answer = (status: number, body: unknown) => ({ ok: status < 300, status, headers: new Headers(), text: async () => JSON.stringify(body) }) as Response;
    const byPath = stub.getMockImplementation()!;
    stub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/v1/orders') return byPath(input, init);
      orders += 1;
      return orders === 1
        ? answer(409, { success: false, error_code: 'order_changed', changes: [], items: [], fees: { expected: 35, current: 44 }, plan: now })
        : answer(201, { success: true, order });
    });
    const button = await screen.findByRole('button', { name: 'Passer la commande' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Des prix ou des stocks ont changé' });
    expect(within(dialog).getByText('Frais de livraison : CHF 35.00 → CHF 44.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accepter et commander' }));
    await screen.findByRole('heading', { name: 'orders page' });
    const sent = sentRequests(stub).filter((call) => call.url === '/api/v1/orders');
    expect(sent.map((call) => (call.body as { expected_fees: number }).expected_fees)).toEqual([35, 44]);
    expect((sent[1]!.body as { expected: unknown }).expected).toEqual((sent[0]!.body as { expected: unknown }).expected);
  });

  it('says when the address has no postcode: every wholesaler is considered, and the profile is where to add it', async () => {
    setUp({ ...plan, postcode_missing: true });
    const hint = (await screen.findByText(/Votre adresse n’a pas de code postal : tous les grossistes sont pris en compte\. Ajoutez-le dans/)).closest('p')!;
    expect(hint.textContent).toBe('Votre adresse n’a pas de code postal\u00a0: tous les grossistes sont pris en compte. Ajoutez-le dans votre profil.');
    expect(within(hint).getByRole('link', { name: 'votre profil' }).getAttribute('href')).toBe('/profile');
  });
});
