import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartItemDto, OrderDto } from '@mercato/api-client';
import { sentRequests, stubFetchByPath } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { verifiedUser } from '../../../testing/shop-fixtures';
import { OrdersPage } from './orders-page';

const onCartReplaced = jest.fn<(items: CartItemDto[]) => void>();

const routes = [
  { path: '/orders', element: <OrdersPage onCartReplaced={onCartReplaced} /> },
  { path: '/auth', element: <h1>auth page</h1> },
  { path: '/cart', element: <h1>cart page</h1> },
];

/** A page of the history as GET /api/v1/orders answers it. */
const page = (orders: OrderDto[], { page = 1, total = orders.length } = {}) => ({
  status: 200,
  body: { success: true, orders, page, limit: 10, total, pages: Math.ceil(total / 10) },
});

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
  beforeEach(() => {
    localStorage.clear();
    onCartReplaced.mockReset();
  });

  it('sends a visitor to /auth', () => {
    const { where } = renderRoutes(routes, { route: '/orders' });
    expect(where.location?.pathname).toBe('/auth');
  });

  it("lists the user's orders with their parts per wholesaler, lines, statuses and totals", async () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    stubFetchByPath({ '/api/v1/orders': page([order, { ...order, id: 4, number: '2026-000004', parts: [] }]) });
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
    stubFetchByPath({ '/api/v1/orders': page([]) });
    renderRoutes(routes, { route: '/orders' });

    expect(await screen.findByText("Aucune commande pour l’instant")).toBeTruthy();
  });

  it('shows what each order and part saved against the next-cheapest offers', async () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    const saving = { ...order, saved: 4.5, parts: [{ ...order.parts[0]!, saved: 4.5 }, { ...order.parts[1]!, saved: 0 }] };
    stubFetchByPath({ '/api/v1/orders': page([saving]) });
    renderRoutes(routes, { route: '/orders', language: 'it' });

    const card = (await screen.findAllByRole('article'))[0]!;
    expect(card.querySelector('.order-card__summary')!.textContent).toContain("Risparmiato: CHF 4.50 rispetto all’offerta successiva meno cara");
    const leman = within(card).getByRole('region', { name: 'Parte di Léman Gastro SA' });
    expect(within(leman).getByText('Risparmiato: CHF 4.50')).toBeTruthy();
    const limmat = within(card).getByRole('region', { name: 'Parte di Limmat Gastro AG' });
    expect(within(limmat).queryByText(/Risparmiato/)).toBeNull();
  });

  it('filters by a part’s status and pages through the orders, both in the address', async () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    const stub = stubFetchByPath({ '/api/v1/orders': page([order], { total: 23 }) });
    const { where } = renderRoutes(routes, { route: '/orders' });

    await screen.findAllByRole('article');
    expect(screen.getByText('23 commandes')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages de vos commandes' });
    expect(within(pager).getByText('Page 1 sur 3')).toBeTruthy();
    expect(within(pager).queryByRole('link', { name: 'Page précédente' })).toBeNull();
    fireEvent.click(within(pager).getByRole('link', { name: 'Page suivante' }));
    await waitFor(() => expect(where.location?.search).toBe('?page=2'));
    await waitFor(() => expect(sentRequests(stub).some((r) => r.url.includes('page=2'))).toBe(true));

    fireEvent.change(screen.getByRole('combobox', { name: 'Afficher' }), { target: { value: 'cancelled' } });
    // Another filter starts at its first page.
    await waitFor(() => expect(where.location?.search).toBe('?status=cancelled'));
    await waitFor(() => expect(sentRequests(stub).at(-1)?.url).toMatch(/[?&]status=cancelled/));
    expect(sentRequests(stub).at(-1)?.url).toMatch(/[?&]page=1/);
  });

  it('says when no order has a part in the chosen status, with the way back to all', async () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    stubFetchByPath({ '/api/v1/orders': page([]) });
    const { where } = renderRoutes(routes, { route: '/orders?status=rejected' });

    expect(await screen.findByText('Aucune commande dans cette sélection')).toBeTruthy();
    expect(screen.getByText('Aucune de vos commandes n’a de partie « Refusées par le grossiste ».')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Afficher' }) as HTMLSelectElement).value).toBe('rejected');
    fireEvent.click(screen.getByRole('link', { name: 'Afficher toutes les commandes' }));
    await waitFor(() => expect(where.location?.search).toBe(''));
  });

  it('orders again: the cart takes the lines; the lines it could not add are named with their reason', async () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    const items = [{ product_id: 12, quantity: 2 } as CartItemDto];
    stubFetchByPath({
      '/api/v1/orders': page([order]),
      '/api/v1/orders/5/reorder': { status: 200, body: { success: true, items, skipped: [{ product_id: 30, reason: 'unavailable' }] } },
    });
    renderRoutes(routes, { route: '/orders', language: 'de' });

    fireEvent.click(await screen.findByRole('button', { name: 'Bestellung 2026-000005 erneut bestellen' }));
    const panel = (await screen.findByText('Einige Artikel konnten nicht hinzugefügt werden')).closest<HTMLElement>('[role="status"]')!;
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(panel.textContent).toContain('1 Artikel zu den heutigen Preisen in den Warenkorb gelegt.');
    expect(panel.textContent).toContain('Chasselas AOC – derzeit bei keinem Grosshändler an Lager');
    expect(onCartReplaced).toHaveBeenCalledWith(items);
    expect(within(panel).getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toBe('/cart');
  });

  it('orders again straight into the cart when every line could be added', async () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    stubFetchByPath({
      '/api/v1/orders': page([order]),
      '/api/v1/orders/5/reorder': { status: 200, body: { success: true, items: [], skipped: [] } },
    });
    const { where } = renderRoutes(routes, { route: '/orders' });

    fireEvent.click(await screen.findByRole('button', { name: 'Commander à nouveau la commande 2026-000005' }));
    await waitFor(() => expect(where.location?.pathname).toBe('/cart'));
    expect(onCartReplaced).toHaveBeenCalledWith([]);
  });

  it('says why "order again" failed', async () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    stubFetchByPath({
      '/api/v1/orders': page([order]),
      '/api/v1/orders/5/reorder': { status: 403, body: { success: false, error_code: 'email_not_verified' } },
    });
    renderRoutes(routes, { route: '/orders' });

    fireEvent.click(await screen.findByRole('button', { name: 'Commander à nouveau la commande 2026-000005' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Votre adresse e-mail n’est pas encore vérifiée.");
    expect(onCartReplaced).not.toHaveBeenCalled();
  });

  it('explains a failed load', async () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    stubFetchByPath({ '/api/v1/orders': { status: 500, body: { success: false, error_code: 'server_error' } } });
    renderRoutes(routes, { route: '/orders' });

    expect((await screen.findByRole('alert')).textContent).toContain('Impossible de charger vos commandes');
  });
});
