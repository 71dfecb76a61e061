import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetchByPath } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { AdminGuard } from './admin-guard';
import { AdminLoginPage } from './admin-login-page';

const routes = [
  { path: '/admin/login', element: <AdminLoginPage /> },
  { path: '/admin/*', element: <AdminGuard /> },
  { path: '/admin', element: <AdminGuard /> },
];

const dashboard = {
  success: true,
  counts: { products: 72, categories: 8, subcategories: 24, wholesalers: 3, users: 5, promo_codes: 2, orders_today: 4 },
};

describe('admin guard', () => {
  it('sends a visitor without an admin session to the admin login', async () => {
    stubFetchByPath({ '/api/admin/check_session.php': { status: 200, body: { isAdmin: false } } });
    const { where } = renderRoutes(routes, { route: '/admin/add-category' });
    await screen.findByRole('heading', { level: 1, name: 'Espace administration' });
    expect(where.location?.pathname).toBe('/admin/login');
  });

  it('counts a failed check as no admin session', async () => {
    stubFetchByPath({ '/api/admin/check_session.php': 'network-error' });
    const { where } = renderRoutes(routes, { route: '/admin' });
    await screen.findByRole('heading', { level: 1, name: 'Espace administration' });
    expect(where.location?.pathname).toBe('/admin/login');
  });

  it('shows the dashboard with its counts to an admin', async () => {
    stubFetchByPath({
      '/api/admin/check_session.php': { status: 200, body: { isAdmin: true } },
      '/api/v1/admin/dashboard': { status: 200, body: dashboard },
    });
    renderRoutes(routes, { route: '/admin' });
    await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' });
    expect(await screen.findByTestId('count-products')).toHaveProperty('textContent', '72');
    expect(screen.getByTestId('count-ordersToday').textContent).toBe('4');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });

  it('explains a refused sign-in in the interface language', async () => {
    stubFetchByPath({
      '/api/admin/check_session.php': { status: 200, body: { isAdmin: false } },
      '/api/admin/login.php': { status: 401, body: { success: false, error_code: 'invalid_credentials' } },
    });
    renderRoutes(routes, { route: '/admin/login', language: 'de' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Administrationsbereich' });
    const form = heading.parentElement!;
    fireEvent.click(within(form).getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('E-Mail'), { target: { value: 'chef@bistro.ch' } });
    fireEvent.change(within(form).getByLabelText('Passwort', { selector: 'input' }), { target: { value: 'Wrong#1234' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/E-Mail oder Passwort/));
  });
});
