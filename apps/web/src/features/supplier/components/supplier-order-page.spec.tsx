import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SupplierOrderResponse } from '@mercato/api-client';
import { stubFetchByPath } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { SupplierOrderPage } from './supplier-order-page';

const TOKEN = 'Qm9uam91ciBsZXMgZ3Jvc3Npc3RlcyBkZSBNZXJjYXRvIQ';
const routes = [{ path: '/supplier/orders/:token', element: <SupplierOrderPage /> }];

const data: SupplierOrderResponse = {
  success: true,
  part: {
    id: 7,
    number: '2026-000042',
    placed_at: '2026-12-21T08:00:00.000Z',
    wholesaler_name: 'Limmat Gastro AG',
    language: 'de',
    status: 'sent',
    delivery_date: '2099-12-22',
    fee: 0,
    note: 'Hintereingang',
    lines: [
      { product_id: 3, name_fr: 'Savon', name_de: 'Flüssigseife', name_it: 'Sapone', unit: 'piece', quantity: 40, unit_price: 15.6, vat_rate: 8.1, line_net: 624, reference_price: null, confirmed_quantity: null },
      { product_id: 4, name_fr: 'Riz', name_de: 'Reis', name_it: 'Riso', unit: 'kg', quantity: 2.5, unit_price: 4, vat_rate: 2.6, line_net: 10, reference_price: null, confirmed_quantity: null },
    ],
    totals: { net: 634, fees: 0, vat: [{ rate: 2.6, base: 10, amount: 0.26 }, { rate: 8.1, base: 624, amount: 50.54 }], gross: 684.8 },
    link_expires_at: '2027-01-20T08:00:00.000Z',
  },
  restaurant: { name: 'Zunfthaus zur Waag', address: 'Münsterhof 8, 8001 Zürich', phone: '+41 44 555 12 34' },
  answer: null,
};

describe('SupplierOrderPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the purchase order in the wholesaler’s language and sends a confirmation with changes', async () => {
    const path = `/api/v1/supplier/orders/${TOKEN}`;
    const fetch = stubFetchByPath({ [path]: { status: 200, body: data }, [`${path}/confirm`]: { status: 200, body: { success: true, status: 'partially_confirmed' } } });
    renderRoutes(routes, { route: `/supplier/orders/${TOKEN}`, language: 'fr' });

    await screen.findByRole('heading', { level: 1, name: 'Bestellung 2026-000042' });
    expect(screen.getByText('Münsterhof 8, 8001 Zürich')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+41 44 555 12 34' }).getAttribute('href')).toBe('tel:+41445551234');
    expect(screen.getByText('Hintereingang')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Flüssigseife/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Mit Änderungen bestätigen' }));
    const soap = screen.getByRole('spinbutton', { name: /Flüssigseife/ });
    fireEvent.change(soap, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mit diesen Mengen bestätigen' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ungültige Menge');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/confirm'))).toBe(false);

    fireEvent.change(soap, { target: { value: '25' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bemerkung für das Restaurant (optional)' }), { target: { value: 'Nur 25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mit diesen Mengen bestätigen' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/confirm'))).toBe(true));
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/confirm'))!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      delivery_date: '2099-12-22',
      lines: [
        { product_id: 3, quantity: 25 },
        { product_id: 4, quantity: 2.5 },
      ],
      note: 'Nur 25',
    });
  });

  it('says so when the link is unknown or expired', async () => {
    stubFetchByPath({ [`/api/v1/supplier/orders/${TOKEN}`]: { status: 404, body: { success: false, error_code: 'purchase_order_not_found' } } });
    renderRoutes(routes, { route: `/supplier/orders/${TOKEN}`, language: 'it' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Questo buono d’ordine non è stato trovato o il suo link è scaduto');
  });

  it('shows an answer already given instead of the form', async () => {
    stubFetchByPath({
      [`/api/v1/supplier/orders/${TOKEN}`]: {
        status: 200,
        body: { ...data, part: { ...data.part, language: 'fr', status: 'rejected' }, answer: { status: 'rejected', delivery_date: null, lines: [], note: '', reason: 'Inventaire', answered_at: '2026-12-21T09:00:00.000Z' } },
      },
    });
    renderRoutes(routes, { route: `/supplier/orders/${TOKEN}`, language: 'fr' });
    await screen.findByRole('heading', { name: 'Commande refusée.' });
    expect(screen.getByText('Motif : Inventaire')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
