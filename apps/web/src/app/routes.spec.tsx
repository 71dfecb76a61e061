import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { categoriesAnswer, stubFetch, stubFetchByPath } from '../testing/fetch-stub';
import { renderLoadedRoutes, settled } from '../testing/render';
import { aCategoryDetail, aProduct, categoryAnswer, productPage } from '../testing/shop-fixtures';
import { appRoutes } from './routes';

describe('app routes', () => {
  beforeEach(() => {
    localStorage.clear();
    stubFetch(categoriesAnswer([]));
  });

  it('sends /profile to /auth when nobody is signed in', async () => {
    const { where } = await renderLoadedRoutes(appRoutes, { route: '/profile' });

    await waitFor(() => expect(where.location?.pathname).toBe('/auth'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion et inscription' })).toBeTruthy();
  });

  it('shows the 404 page inside the site frame for an unknown path, and its link leads home', async () => {
    const { where } = await renderLoadedRoutes(appRoutes, { route: '/no/such/page' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect((await screen.findByRole('contentinfo')).textContent).toContain(`© ${new Date().getFullYear()} Mercato`);

    fireEvent.click(await screen.findByRole('link', { name: "Retour à l’accueil" }));

    await waitFor(() => expect(where.location?.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Le meilleur prix de gros, produit par produit.' })).toBeTruthy();
  });

  const adminPaths = [
    '/admin',
    '/admin/add-product',
    '/admin/add-category',
    '/admin/add-subcategory',
    '/admin/add-user',
    '/admin/add-promo',
    '/admin/other',
  ];

  it.each(adminPaths)('sends %s to the admin login while no admin session exists', async (route) => {
    stubFetchByPath({ '/api/admin/check_session.php': { status: 200, body: { isAdmin: false } } });
    const { where } = await renderLoadedRoutes(appRoutes, { route });

    expect(await screen.findByRole('heading', { level: 1, name: 'Espace administration' })).toBeTruthy();
    await waitFor(() => expect(where.location?.pathname).toBe('/admin/login'));
    expect(where.navigationType).toBe('REPLACE');
  });

  it.each([
    ['/auth', 'Connexion et inscription'],
    ['/forgot-password', 'Mot de passe oublié'],
  ])('%s shows its account page', async (route, title) => {
    await renderLoadedRoutes(appRoutes, { route });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByText('Bientôt disponible')).toBeNull();
  });

  it.each([
    ['/verify-code', '/auth', 'Connexion et inscription'],
    ['/reset-password', '/forgot-password', 'Mot de passe oublié'],
  ])('sends %s without the stored flow to %s', async (route, target, title) => {
    const { where } = await renderLoadedRoutes(appRoutes, { route });

    await waitFor(() => expect(where.location?.pathname).toBe(target));
    expect(where.navigationType).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each([
    ['/privacy', 'Politique de confidentialité', 'En vigueur depuis le 24.06.2025'],
    ['/Feedback', 'Votre avis', 'Tous les champs sont obligatoires.'],
    ['/gif', 'Mercato en mouvement', 'Vous remplissez un seul panier.'],
    ['/imprint', 'Mentions légales', 'Mercato Sàrl'],
    ['/newsletter/unsubscribe', 'Lien non valable', "Ce lien de désabonnement n’est plus valable : l’adresse a peut-être déjà été retirée de la liste."],
  ])('%s shows its own page', async (route, title, text) => {
    await renderLoadedRoutes(appRoutes, { route });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText('Bientôt disponible')).toBeNull();
  });

  it('shows a category page with its products, each with the cart button', async () => {
    stubFetchByPath({
      '/api/v1/categories/viande': categoryAnswer(aCategoryDetail({ slug: 'viande', name_de: 'Fleisch', description_de: 'Schweizer Fleisch.', subcategories: [] })),
      '/api/v1/products': productPage([aProduct({ name_de: 'Rindsentrecôte' })]),
    });
    await renderLoadedRoutes(appRoutes, { route: '/category/viande', language: 'de' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Fleisch' })).toBeTruthy();
    expect(screen.getByText('Schweizer Fleisch.')).toBeTruthy();
    const product = await screen.findByRole('listitem', { name: 'Rindsentrecôte' });
    expect(within(product).getByRole('button', { name: '«Rindsentrecôte» in den Warenkorb legen' })).toBeTruthy();
  });

  it('/cart shows the cart, inviting a visitor to sign in', async () => {
    await renderLoadedRoutes(appRoutes, { route: '/cart' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Panier' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Connectez-vous pour commander' })).toBeTruthy();
  });

  it('/search finds products from the header search on any page', async () => {
    stubFetchByPath({ '/api/v1/products': productPage([aProduct({ name_fr: 'Crème entière 35 %' })]) });
    const { where, router } = await renderLoadedRoutes(appRoutes, { route: '/cart' });

    const search = screen.getByRole('search', { name: 'Recherche de produits' });
    fireEvent.change(within(search).getByRole('searchbox'), { target: { value: 'creme' } });
    fireEvent.submit(search);
    await settled(router);

    await waitFor(() => expect(where.location?.pathname).toBe('/search'));
    expect(where.location?.search).toBe('?q=creme');
    expect(await screen.findByRole('listitem', { name: 'Crème entière 35 %' })).toBeTruthy();
  });

  it('sends /orders to /auth when nobody is signed in', async () => {
    const { where } = await renderLoadedRoutes(appRoutes, { route: '/orders' });
    await waitFor(() => expect(where.location?.pathname).toBe('/auth'));
  });
});
