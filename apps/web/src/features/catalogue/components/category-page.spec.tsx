import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sentRequests, stubFetchByPath } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { aCategoryDetail, aProduct, categoryAnswer, productPage } from '../../../testing/shop-fixtures';
import { CategoryPage } from './category-page';

const routes = [
  { path: '/category/:slug', element: <CategoryPage productAction={(product) => <button type="button">add {product.id}</button>} /> },
  { path: '/', element: <h1>Accueil</h1> },
];

const products = [
  aProduct(),
  aProduct({ id: 13, name_fr: 'Crème entière 35 %', name_de: 'Vollrahm 35 %', unit: 'piece', price: 7.6, stock: 5, offer_count: 1 }),
  aProduct({ id: 14, name_fr: 'Sbrinz AOP', name_de: 'Sbrinz AOP', price: null, stock: null, available: false, offer_count: 0 }),
];

function productCalls(stub: ReturnType<typeof stubFetchByPath>) {
  return sentRequests(stub)
    .map((call) => call.url)
    .filter((url) => url.startsWith('/api/v1/products'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));
}

describe('CategoryPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the category in the current language, its subcategories and its products with the lowest price', async () => {
    const stub = stubFetchByPath({
      '/api/v1/categories/produits-laitiers-oeufs': categoryAnswer(aCategoryDetail()),
      '/api/v1/products': productPage(products),
    });
    renderRoutes(routes, { route: '/category/produits-laitiers-oeufs', language: 'de' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Milchprodukte und Eier' })).toBeTruthy();
    expect(screen.getByText('Schweizer AOP-Käse, Milch, Rahm.')).toBeTruthy();
    const filters = screen.getByRole('navigation', { name: 'Unterkategorien' });
    expect(within(filters).getAllByRole('link').map((link) => link.textContent)).toEqual(['Alle', 'Käse', 'Milch, Rahm und Butter']);
    expect(within(filters).getByRole('link', { name: 'Alle' }).getAttribute('aria-current')).toBe('page');

    const cheese = await screen.findByRole('listitem', { name: 'Greyerzer AOP' });
    expect(within(cheese).getByText('CHF 12.50')).toBeTruthy();
    expect(within(cheese).getByText('/ kg')).toBeTruthy();
    expect(within(cheese).getByText('exkl. MWST')).toBeTruthy();
    expect(within(cheese).getByText('An Lager: 40 kg')).toBeTruthy();
    expect(within(cheese).getByText('Angeschnittener Laib, 10 Monate')).toBeTruthy();
    expect(within(cheese).getByRole('button', { name: 'add 12' })).toBeTruthy();

    const cream = screen.getByRole('listitem', { name: 'Vollrahm 35 %' });
    expect(within(cream).getByText('CHF 7.60')).toBeTruthy();
    expect(within(cream).getByText('/ Stück')).toBeTruthy();
    expect(within(cream).getByText('Nur noch 5 Stück an Lager')).toBeTruthy();

    expect(productCalls(stub)).toEqual([{ category: 'produits-laitiers-oeufs', lang: 'de', page: '1', limit: '12' }]);
  });

  it('shows an unavailable product as unavailable, never CHF 0.00', async () => {
    stubFetchByPath({
      '/api/v1/categories/produits-laitiers-oeufs': categoryAnswer(aCategoryDetail()),
      '/api/v1/products': productPage(products),
    });
    renderRoutes(routes, { route: '/category/produits-laitiers-oeufs' });

    const sbrinz = await screen.findByRole('listitem', { name: 'Sbrinz AOP' });
    // Each says something else: no price now, no stock (and the cart's button, where there is one, that it cannot be added).
    expect(within(sbrinz).getByText('Aucune offre en ce moment')).toBeTruthy();
    expect(within(sbrinz).getByText('Rupture de stock')).toBeTruthy();
    expect(sbrinz.textContent).not.toContain('CHF');
  });

  it('keeps the subcategory and the page in the URL and asks the API for exactly that view', async () => {
    const stub = stubFetchByPath({
      '/api/v1/categories/produits-laitiers-oeufs': categoryAnswer(aCategoryDetail()),
      '/api/v1/products': productPage(products, { page: 2, total: 30 }),
    });
    const { where } = renderRoutes(routes, { route: '/category/produits-laitiers-oeufs?subcategory=fromages&page=2' });

    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2 sur 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Fromages' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('30 produits')).toBeTruthy();
    expect(productCalls(stub)).toEqual([{ category: 'produits-laitiers-oeufs', subcategory: 'fromages', lang: 'fr', page: '2', limit: '12' }]);

    fireEvent.click(within(pages).getByRole('link', { name: 'Suivante' }));
    expect(where.location?.search).toBe('?subcategory=fromages&page=3');

    // Another subcategory starts again at its first page.
    fireEvent.click(screen.getByRole('link', { name: 'Lait, crème et beurre' }));
    expect(where.location?.search).toBe('?subcategory=lait-creme-beurre');
    fireEvent.click(screen.getByRole('link', { name: 'Tout' }));
    expect(where.location?.search).toBe('');
  });

  it('says so when a subcategory has no product, with a way back to the whole category', async () => {
    stubFetchByPath({
      '/api/v1/categories/produits-laitiers-oeufs': categoryAnswer(aCategoryDetail()),
      '/api/v1/products': productPage([]),
    });
    const { where } = renderRoutes(routes, { route: '/category/produits-laitiers-oeufs?subcategory=fromages' });

    expect(await screen.findByText('Aucun produit dans cette sous-catégorie pour le moment.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Voir toute la catégorie' }));
    expect(where.location?.search).toBe('');
  });

  it('shows skeleton cards while the products load', async () => {
    stubFetchByPath({ '/api/v1/categories/produits-laitiers-oeufs': categoryAnswer(aCategoryDetail()), '/api/v1/products': 'pending' });
    renderRoutes(routes, { route: '/category/produits-laitiers-oeufs' });

    expect(await screen.findByText('Chargement des produits…')).toBeTruthy();
    expect(screen.getAllByTestId('product-skeleton').length).toBeGreaterThan(0);
  });

  it('explains a failed product load and loads again on retry', async () => {
    const stub = stubFetchByPath({
      '/api/v1/categories/produits-laitiers-oeufs': categoryAnswer(aCategoryDetail()),
      '/api/v1/products': { status: 500, body: { success: false, error_code: 'server_error' } },
    });
    renderRoutes(routes, { route: '/category/produits-laitiers-oeufs' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Impossible de charger les produits')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(productCalls(stub)).toHaveLength(2));
  });

  it('shows a not-found state for an unknown slug, with a way home', async () => {
    stubFetchByPath({
      '/api/v1/categories/nope': { status: 404, body: { success: false, error_code: 'category_not_found' } },
      '/api/v1/products': productPage([]),
    });
    const { where } = renderRoutes(routes, { route: '/category/nope' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Catégorie introuvable' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: "Retour à l’accueil" }));
    expect(where.location?.pathname).toBe('/');
  });
});
