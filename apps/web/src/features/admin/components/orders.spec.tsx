import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrderDto } from '@mercato/api-client';
import { sentRequests, stubFetchByPath } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { OrderDetail, OrderList } from './orders';

const order: AdminOrderDto = {
  id: 42,
  number: '2026-000042',
  placed_at: '2026-12-21T08:00:00.000Z',
  status: 'placed',
  note: 'Entrée de service',
  saved: 2,
  user_id: 7,
  restaurant_name: 'Bistro du Lac',
  email: 'chef@bistro.ch',
  restaurant_address: 'Rue du Bourg 8, 1003 Lausanne',
  phone: '+41 21 555 12 34',
  contact_name: 'Anna Rossi',
  totals: { net: 68, fees: 15, vat: [{ rate: 2.6, base: 68, amount: 1.77 }, { rate: 8.1, base: 15, amount: 1.22 }], gross: 85.99 },
  parts: [
    {
      id: 9,
      wholesaler_id: 1,
      wholesaler_name: 'Léman Gastro SA',
      status: 'partially_confirmed',
      delivery_date: '2026-12-22',
      fee: 15,
      note: 'Entrée de service',
      saved: 2,
      answer: { answered_at: '2026-12-21T10:00:00.000Z', delivery_date: '2026-12-23', note: 'Moins de fromage', reason: '' },
      lines: [
        { product_id: 12, name_fr: 'Gruyère AOP', name_de: 'Greyerzer AOP', name_it: 'Groviera DOP', unit: 'kg', quantity: 2, unit_price: 24, vat_rate: 2.6, line_net: 48, reference_price: 25, confirmed_quantity: 1.5 },
        { product_id: 13, name_fr: 'Huile de colza', name_de: 'Rapsöl', name_it: 'Olio di colza', unit: 'piece', quantity: 4, unit_price: 5, vat_rate: 2.6, line_net: 20, reference_price: null, confirmed_quantity: 4 },
      ],
      totals: { net: 68, fees: 15, vat: [{ rate: 2.6, base: 68, amount: 1.77 }, { rate: 8.1, base: 15, amount: 1.22 }], gross: 85.99 },
    },
  ],
};

const page = (items: AdminOrderDto[]) => ({ status: 200, body: { success: true, items, page: 1, limit: 20, total: items.length, pages: 1 } });

describe('/admin/orders', () => {
  it('labels each part’s amount as net excl. VAT and the order’s total as incl. VAT, filters by status and opens an order', async () => {
    const stub = stubFetchByPath({ '/api/v1/admin/orders': page([order]) });
    const { where } = renderRoutes([{ path: '/admin/orders', element: <OrderList /> }, { path: '/admin/orders/:id', element: <p>detail</p> }], {
      route: '/admin/orders',
      language: 'de',
    });

    const row = await screen.findByRole('row', { name: /2026-000042/ });
    expect(within(row).getByText('CHF 68.00 exkl. MWST')).toBeTruthy();
    expect(within(row).getByText('Teilweise bestätigt')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Total inkl. MWST' })).toBeTruthy();
    expect(within(row).getByText('CHF 85.99')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status einer Bestellung beim Grosshändler' }), { target: { value: 'undeliverable' } });
    await waitFor(() => expect(sentRequests(stub).at(-1)?.url).toMatch(/[?&]status=undeliverable/));

    fireEvent.click(within(await screen.findByRole('row', { name: /2026-000042/ })).getByRole('link', { name: '2026-000042' }));
    await waitFor(() => expect(where.location?.pathname).toBe('/admin/orders/42'));
  });

  it('names its search for what it finds, unlike the header’s product search', async () => {
    const stub = stubFetchByPath({ '/api/v1/admin/orders': page([order]) });
    renderRoutes([{ path: '/admin/orders', element: <OrderList /> }], { route: '/admin/orders', language: 'it' });

    const search = await screen.findByRole('searchbox', { name: 'N., ristorante o e-mail…' });
    expect(search.getAttribute('placeholder')).toBe('N., ristorante o e-mail…');
    fireEvent.change(search, { target: { value: 'bistro' } });
    await waitFor(() => expect(sentRequests(stub).at(-1)?.url).toMatch(/[?&]q=bistro&/));
  });

  it('shows one order: whom to deliver to, the note, each purchase order with its lines, answer, fee, date and totals', async () => {
    stubFetchByPath({ '/api/v1/admin/orders/42': { status: 200, body: { success: true, order } } });
    renderRoutes([{ path: '/admin/orders/:id', element: <OrderDetail id={42} /> }], { route: '/admin/orders/42', language: 'it' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ordine 2026-000042' })).toBeTruthy();
    for (const text of ['Rue du Bourg 8, 1003 Lausanne', 'Anna Rossi', '+41 21 555 12 34', 'chef@bistro.ch', 'Entrée de service']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    const part = screen.getByRole('region', { name: 'Léman Gastro SA' });
    expect(within(part).getByText('Confermato in parte')).toBeTruthy();
    expect(within(part).getByText(/^mar,? 22 dicembre 2026$/)).toBeTruthy();
    expect(within(part).getByText('Spese di consegna (IVA escl.)').nextElementSibling?.textContent).toBe('CHF 15.00');
    expect(within(part).getByText(/Consegna confermata il .*23 dicembre 2026/)).toBeTruthy();
    expect(within(part).getByText('Nota: Moins de fromage')).toBeTruthy();
    const cheese = within(part).getByRole('row', { name: /Groviera DOP/ });
    expect([...cheese.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Groviera DOP', '2 kg', '1.5', 'CHF 24.00', '2.6 %', 'CHF 48.00']);
    expect(within(part).getByText('Totale IVA inclusa')).toBeTruthy();
  });

  it('says when the order does not exist', async () => {
    stubFetchByPath({ '/api/v1/admin/orders/5': { status: 404, body: { success: false, error_code: 'order_not_found' } } });
    renderRoutes([{ path: '/admin/orders/:id', element: <OrderDetail id={5} /> }], { route: '/admin/orders/5' });

    expect((await screen.findByRole('alert')).textContent).toBe("Cette commande n’existe pas.");
    expect(screen.getByRole('link', { name: 'Toutes les commandes' }).getAttribute('href')).toBe('/admin/orders');
  });
});
