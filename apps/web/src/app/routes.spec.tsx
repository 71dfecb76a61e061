import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { aCategory, categoriesAnswer, stubFetch } from '../testing/fetch-stub';
import { renderRoutes } from '../testing/render';
import { appRoutes } from './routes';

describe('app routes', () => {
  beforeEach(() => {
    localStorage.clear();
    stubFetch(categoriesAnswer([]));
  });

  it('sends /profile to /auth when nobody is signed in', () => {
    const { where } = renderRoutes(appRoutes, { route: '/profile' });

    expect(where.location?.pathname).toBe('/auth');
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion et inscription' })).toBeTruthy();
  });

  it('shows the 404 page inside the site frame for an unknown path, and its link leads home', async () => {
    const { where } = renderRoutes(appRoutes, { route: '/no/such/page' });

    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()} Mercato`);

    fireEvent.click(screen.getByRole('link', { name: "Retour à l'accueil" }));

    expect(where.location?.pathname).toBe('/');
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

  it.each(adminPaths)('sends %s to the admin login while no admin session exists', (route) => {
    const { where } = renderRoutes(appRoutes, { route });

    expect(where.location?.pathname).toBe('/admin/login');
    expect(where.navigationType).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1, name: 'Espace administration' })).toBeTruthy();
  });

  it.each([
    ['/auth', 'Connexion et inscription'],
    ['/forgot-password', 'Mot de passe oublié'],
  ])('%s shows its account page', (route, title) => {
    renderRoutes(appRoutes, { route });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByText('Bientôt disponible')).toBeNull();
  });

  it.each([
    ['/verify-code', '/auth', 'Connexion et inscription'],
    ['/reset-password', '/forgot-password', 'Mot de passe oublié'],
  ])('sends %s without the stored flow to %s', (route, target, title) => {
    const { where } = renderRoutes(appRoutes, { route });

    expect(where.location?.pathname).toBe(target);
    expect(where.navigationType).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each([
    ['/cart', 'Panier'],
    ['/privacy', 'Politique de confidentialité'],
    ['/Feedback', 'Votre avis'],
    ['/gif', 'Galerie animée'],
  ])('%s shows its own page, announced as coming soon, with a way to the categories', (route, title) => {
    renderRoutes(appRoutes, { route });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Bientôt disponible')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les catégories' }).getAttribute('href')).toBe('/#categories');
  });

  it('shows a category page with the category of the grid', async () => {
    stubFetch(categoriesAnswer([aCategory({ description_de: 'Schweizer Fleisch.' })]));
    renderRoutes(appRoutes, { route: '/category/viande', language: 'de' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Fleisch' })).toBeTruthy();
    expect(screen.getByText('Schweizer Fleisch.')).toBeTruthy();
  });
});
