import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pageReloader } from '../features/account/api/use-sign-out';
import { categoriesAnswer, sentRequests, stubFetchByPath } from '../testing/fetch-stub';
import { renderLoadedRoutes, settled } from '../testing/render';
import { appRoutes } from './routes';

const storedUser = { id: 7, email: 'chef@bistro.ch', firstName: 'Anna', promoCode: null, is_full_account: 1 };

describe('app shell and the stored user', () => {
  const { reload: originalReload, open: originalOpen } = pageReloader;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify(storedUser));
    localStorage.setItem('cart', JSON.stringify([{ id: 1, quantity: 2 }]));
  });
  afterEach(() => {
    pageReloader.reload = originalReload;
    pageReloader.open = originalOpen;
    jest.restoreAllMocks();
  });

  it('asks once at start-up whether the stored user still exists, and keeps a user who does', async () => {
    const stub = stubFetchByPath({
      '/api/check_user_exists.php': { status: 200, body: { exists: true } },
      '/api/category/get_all_categories.php': categoriesAnswer([]),
    });
    const { where, router } = await renderLoadedRoutes(appRoutes, { route: '/' });

    await waitFor(() => expect(sentRequests(stub).some((call) => call.url === '/api/check_user_exists.php')).toBe(true));
    fireEvent.click(await screen.findByRole('link', { name: 'Panier, 1 article' }));
    await settled(router);

    expect(sentRequests(stub).filter((call) => call.url === '/api/check_user_exists.php')).toEqual([
      { url: '/api/check_user_exists.php', body: { email: 'chef@bistro.ch' } },
    ]);
    await waitFor(() => expect(where.location?.pathname).toBe('/cart'));
    expect(localStorage.getItem('user')).not.toBeNull();
  });

  it('logs out a stored user who no longer exists (logout.php, user and cart forgotten) and loads /login', async () => {
    const open = jest.fn();
    pageReloader.open = open;
    const stub = stubFetchByPath({
      '/api/check_user_exists.php': { status: 200, body: { exists: false } },
      '/api/logout.php': { status: 200, body: { success: true } },
      '/api/category/get_all_categories.php': categoriesAnswer([]),
    });
    await renderLoadedRoutes(appRoutes, { route: '/' });

    await waitFor(() => expect(open).toHaveBeenCalledWith('/login'));
    expect(sentRequests(stub).map((call) => call.url)).toContain('/api/logout.php');
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('shows the 404 page at /login, as SPEC.md says', async () => {
    localStorage.clear();
    stubFetchByPath({});
    await renderLoadedRoutes(appRoutes, { route: '/login' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeTruthy();
  });

  it('only logs a failed check and keeps the stored user', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetchByPath({
      '/api/check_user_exists.php': 'network-error',
      '/api/category/get_all_categories.php': categoriesAnswer([]),
    });
    const { where } = await renderLoadedRoutes(appRoutes, { route: '/' });

    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(where.location?.pathname).toBe('/'));
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(await screen.findByRole('button', { name: "Mon compte – code d’activation manquant" })).toBeTruthy();
  });

  it('signs out from the header: logout.php, user and cart forgotten, page reloaded', async () => {
    const reload = jest.fn();
    pageReloader.reload = reload;
    const stub = stubFetchByPath({
      '/api/check_user_exists.php': { status: 200, body: { exists: true } },
      '/api/logout.php': { status: 200, body: { success: true } },
    });
    await renderLoadedRoutes(appRoutes, { route: '/cart' });

    fireEvent.click(await screen.findByRole('button', { name: "Mon compte – code d’activation manquant" }));
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sentRequests(stub).map((call) => call.url)).toContain('/api/logout.php');
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('forgets the user locally even when logout.php cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = jest.fn();
    pageReloader.reload = reload;
    stubFetchByPath({ '/api/check_user_exists.php': { status: 200, body: { exists: true } }, '/api/logout.php': 'network-error' });
    await renderLoadedRoutes(appRoutes, { route: '/cart' });

    fireEvent.click(await screen.findByRole('button', { name: "Mon compte – code d’activation manquant" }));
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('user')).toBeNull();
  });
});
