import { describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { sentRequests, stubFetchByPath } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { AdminGuard } from './admin-guard';

const routes = [{ path: '/admin/*', element: <AdminGuard /> }];
const admin = { status: 200, body: { isAdmin: true } };

const ceresio = {
  id: 3,
  name: 'Ceresio',
  order_email: 'o@c.ch',
  language: 'it',
  active: true,
  offer_count: 4,
  min_order_value: 100,
  delivery_fee: 18,
  delivery_days: [2, 4],
  cutoff: '12:00',
  lead_days: 2,
  postcodes: '6500-6999',
};

describe('admin forms', () => {
  it('suggests the slug from the French name and shows each field error of the API, translated', async () => {
    const stub = stubFetchByPath({
      '/api/admin/check_session.php': admin,
      '/api/v1/admin/categories': {
        status: 400,
        body: { success: false, error_code: 'invalid_data', field_errors: { name_de: 'field_required', slug: 'slug_already_exists' } },
      },
    });
    renderRoutes(routes, { route: '/admin/add-category' });
    await screen.findByRole('heading', { level: 1, name: 'Nouvelle catégorie' });
    const names = screen.getByRole('group', { name: 'Nom' });
    fireEvent.change(within(names).getByLabelText('Français'), { target: { value: 'Œufs & crème' } });
    expect((screen.getByLabelText("Identifiant d’URL") as HTMLInputElement).value).toBe('oeufs-creme');

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await within(names).findByText('Champ obligatoire.')).toBeTruthy();
    expect(screen.getByText("Cet identifiant d’adresse (slug) existe déjà.")).toBeTruthy();
    const sent = sentRequests(stub).find((r) => r.url.endsWith('/api/v1/admin/categories'));
    expect(sent?.body).toMatchObject({ slug: 'oeufs-creme', name_fr: 'Œufs & crème', name_de: '' });
  });

  it("edits a wholesaler's terms and shows the server's field errors, translated", async () => {
    const stub = stubFetchByPath({ '/api/admin/check_session.php': admin });
    const answer = (status: number, body: unknown) => ({ ok: status < 300, status, headers: new Headers(), text: async () => JSON.stringify(body) }) as Response;
    stub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0];
      if (path === '/api/admin/check_session.php') return answer(200, admin.body);
      if (path === '/api/v1/admin/wholesalers/3' && init?.method === 'PUT') {
        return answer(400, { success: false, error_code: 'invalid_data', field_errors: { cutoff: 'invalid_cutoff', postcodes: 'invalid_postcodes' } });
      }
      if (path === '/api/v1/admin/wholesalers/3') return answer(200, { success: true, wholesaler: ceresio });
      return new Promise<Response>(() => undefined);
    });
    renderRoutes(routes, { route: '/admin/wholesalers/3' });
    const terms = await screen.findByRole('group', { name: 'Conditions de livraison' });
    expect((within(terms).getByLabelText('Commande minimale (CHF hors TVA)') as HTMLInputElement).value).toBe('100');
    expect((within(terms).getByLabelText('mardi') as HTMLInputElement).checked).toBe(true);
    expect((within(terms).getByLabelText('lundi') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(terms).getByLabelText('lundi'));
    fireEvent.change(within(terms).getByLabelText('Heure limite de commande'), { target: { value: '12h' } });
    fireEvent.change(within(terms).getByLabelText('Frais sous le minimum (CHF hors TVA)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Heure limite invalide : au format HH:MM, par exemple 16:00.')).toBeTruthy();
    expect(screen.getByText('Codes postaux invalides : des numéros à quatre chiffres ou des plages, par exemple 1000-1299, 1400.')).toBeTruthy();
    const sent = sentRequests(stub).find((r) => r.url === '/api/v1/admin/wholesalers/3' && r.body);
    expect(sent?.body).toMatchObject({ min_order_value: 100, delivery_fee: null, delivery_days: [1, 2, 4], cutoff: '12h', lead_days: 2, postcodes: '6500-6999' });
  });

  it('names categories and subcategories in the admin’s language: the list, the category choice, the product’s subcategory', async () => {
    const page = (items: unknown[]) => ({ status: 200, body: { success: true, page: 1, limit: 100, total: items.length, pages: 1, items } });
    const meat = { id: 2, slug: 'viande', name_fr: 'Viande', name_de: 'Fleisch', name_it: 'Carne', description_fr: '', description_de: '', description_it: '', image: null, subcategory_count: 1, product_count: 1 };
    const beef = { id: 7, category_id: 2, category_name: 'Viande', category_name_fr: 'Viande', category_name_de: 'Fleisch', category_name_it: 'Carne', slug: 'boeuf', name_fr: 'Bœuf', name_de: 'Rind', name_it: 'Manzo', product_count: 1 };
    stubFetchByPath({ '/api/admin/check_session.php': admin, '/api/v1/admin/subcategories': page([beef]), '/api/v1/admin/categories': page([meat]) });
    renderRoutes(routes, { route: '/admin/subcategories', language: 'de' });
    const row = await screen.findByRole('row', { name: /Rind/ });
    expect(within(row).getByText('Fleisch')).toBeTruthy();
    expect(within(row).queryByText('Viande')).toBeNull();
    expect(await screen.findByRole('option', { name: 'Fleisch' })).toBeTruthy();
    cleanup();

    renderRoutes(routes, { route: '/admin/add-product', language: 'it' });
    expect(await screen.findByRole('option', { name: 'Carne › Manzo' })).toBeTruthy();
  });

  it('previews a price list with the refused lines and their reasons', async () => {
    stubFetchByPath({
      '/api/admin/check_session.php': admin,
      '/api/v1/admin/wholesalers/3': { status: 200, body: { success: true, wholesaler: ceresio } },
      '/api/v1/admin/wholesalers/3/price-list/preview': {
        status: 200,
        body: {
          success: true,
          changes: [{ line: 2, product_id: 7, product_slug: 'gruyere-aop', old_price: 24.9, new_price: 23.5, old_stock: 10, new_stock: 12 }],
          created: [],
          unchanged: 3,
          refused: [{ line: 4, product: 'ghost', reason: 'price_list_unknown_product' }],
        },
      },
    });
    renderRoutes(routes, { route: '/admin/wholesalers/3' });
    await screen.findByRole('heading', { name: 'Importer une liste de prix (CSV)' });
    const file = new File(['id;prix;stock\n7;23,50;12\n'], 'prix.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Fichier CSV'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    expect(await screen.findByText('1 ligne refusée')).toBeTruthy();
    expect(screen.getByText('Produit inconnu')).toBeTruthy();
    expect(screen.getByText('CHF 23.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Appliquer 1 ligne' })).toBeTruthy();
  });
});
