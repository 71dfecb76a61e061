import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { OrderDto } from '@mercato/api-client';
import { stubFetchByPath } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { verifiedUser } from '../../../testing/shop-fixtures';
import { OrdersPage } from './orders-page';

const routes = [
  { path: '/orders', element: <OrdersPage /> },
  { path: '/auth', element: <h1>auth page</h1> },
];

const order: OrderDto = {
  id: 5,
  number: '2026-000005',
  placed_at: '2026-11-22T07:05:00.000Z',
  status: 'placed',
  note: '',
  saved: 0,
  totals: { net: 67.6, fees: 0, vat: [{ rate: 2.6, base: 25, amount: 0.65 }, { rate: 8.1, base: 42.6, amount: 3.45 }], gross: 71.7 },
  parts: [
    {
      id: 9,
      wholesaler_id: 1,
      wholesaler_name: 'Léman Gastro SA',
      status: 'sent',
      delivery_date: '2026-11-24',
      fee: 0,
      note: '',
      saved: 0,
      answer: null,
      lines: [{ product_id: 12, name_fr: 'Gruyère AOP', name_de: 'Greyerzer AOP', name_it: 'Gruviera DOP', unit: 'kg', quantity: 2, unit_price: 12.5, vat_rate: 2.6, line_net: 25, reference_price: null, confirmed_quantity: null }],
      totals: { net: 25, fees: 0, vat: [{ rate: 2.6, base: 25, amount: 0.65 }], gross: 25.65 },
    },
    {
      id: 10,
      wholesaler_id: 2,
      wholesaler_name: 'Limmat Gastro AG',
      status: 'pending',
      delivery_date: '2026-11-26',
      fee: 15,
      note: 'Entrée de service',
      saved: 0,
      answer: null,
      lines: [{ product_id: 30, name_fr: 'Chasselas AOC', name_de: 'Chasselas AOC', name_it: 'Chasselas DOC', unit: 'piece', quantity: 3, unit_price: 14.2, vat_rate: 8.1, line_net: 42.6, reference_price: null, confirmed_quantity: null }],
      totals: { net: 42.6, fees: 0, vat: [{ rate: 8.1, base: 42.6, amount: 3.45 }], gross: 46.05 },
    },
  ],
};

describe('OrdersPage', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor to /auth', () => {
    const { where } = renderRoutes(routes, { route: '/orders' });
    expect(where.location?.pathname).toBe('/auth');
  });

  it("lists the user's orders with their parts per wholesaler, lines, statuses and totals", async () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    stubFetchByPath({ '/api/v1/orders': { status: 200, body: { success: true, orders: [order, { ...order, id: 4, number: '2026-000004', parts: [] }] } } });
    renderRoutes(routes, { route: '/orders', language: 'de' });

    const list = await screen.findByRole('list', { name: 'Bestellungen' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Bestellung 2026-000005', 'Bestellung 2026-000004']);
    const first = cards[0]!;
    expect(within(first).getByText('Aufgegeben')).toBeTruthy();
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T07:05:00.000Z');

    const leman = within(first).getByRole('region', { name: 'Anteil von Léman Gastro SA' });
    expect(within(leman).getByText('An den Grosshändler gesendet')).toBeTruthy();
    const line = within(leman).getByRole('row', { name: /Greyerzer AOP/ });
    expect(line.textContent).toContain('2 kg');
    expect(line.textContent).toContain('CHF 12.50 / kg');
    expect(line.textContent).toContain('CHF 25.00');
    const limmat = within(first).getByRole('region', { name: 'Anteil von Limmat Gastro AG' });
    expect(within(limmat).getByText('Wird an den Grosshändler gesendet')).toBeTruthy();
    expect(within(limmat).getByRole('row', { name: /Chasselas AOC/ }).textContent).toContain('3 Stück');

    const totals = first.querySelector<HTMLElement>('.order-card__footer')!;
    expect([...totals.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual([
      'Total exkl. MWST',
      'CHF 67.60',
      'MWST 2.6 % auf CHF 25.00',
      'CHF 0.65',
      'MWST 8.1 % auf CHF 42.60',
      'CHF 3.45',
      'Total inkl. MWST',
      'CHF 71.70',
    ]);
  });

  it('says so when there is no order yet', async () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    stubFetchByPath({ '/api/v1/orders': { status: 200, body: { success: true, orders: [] } } });
    renderRoutes(routes, { route: '/orders' });

    expect(await screen.findByText("Aucune commande pour l'instant")).toBeTruthy();
  });

  it('explains a failed load', async () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    stubFetchByPath({ '/api/v1/orders': { status: 500, body: { success: false, error_code: 'server_error' } } });
    renderRoutes(routes, { route: '/orders' });

    expect((await screen.findByRole('alert')).textContent).toContain('Impossible de charger vos commandes');
  });
});
