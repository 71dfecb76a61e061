import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { elapse, installFakeTimers, uninstallFakeTimers } from '../../../testing/fake-timers';
import { sentRequests, stubFetch } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { AuthPage } from './auth-page';

const user = {
  id: 42,
  email: 'chef@bistro.ch',
  firstName: 'Anna',
  lastName: 'Rossi',
  phone: '+41 21 555 12 34',
  restaurantName: 'Bistro du Lac',
  restaurantAddress: 'Quai 1, Genève',
  promoCode: null,
  is_full_account: 1,
  avatar: null,
};

const loginPanel = () => screen.getByRole('tabpanel', { name: 'Se connecter' });

const loginEmail = () => within(loginPanel()).getByLabelText('E-mail') as HTMLInputElement;

function signIn(email: string, password: string) {
  fireEvent.change(loginEmail(), { target: { value: email } });
  fireEvent.change(within(loginPanel()).getByLabelText('Mot de passe', { selector: 'input' }), { target: { value: password } });
  fireEvent.click(within(loginPanel()).getByRole('button', { name: 'Se connecter' }));
}

describe('/auth, sign-in', () => {
  beforeEach(() => {
    localStorage.clear();
    installFakeTimers();
  });
  afterEach(() => uninstallFakeTimers());

  it('opens on the sign-in tab with an e-mail field and a link to the forgotten password', () => {
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], { route: '/auth' });

    expect(screen.getByRole('tab', { name: 'Se connecter' }).getAttribute('aria-selected')).toBe('true');
    expect(loginPanel()).toBeTruthy();
    expect(loginEmail().getAttribute('type')).toBe('email');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié\u202f?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('asks for both e-mail and password before calling the server', () => {
    const { stub } = stubFetch();
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], { route: '/auth' });

    signIn('chef@bistro.ch', '');

    expect(screen.getByRole('alert').textContent).toBe('Veuillez saisir votre e-mail et votre mot de passe.');
    expect(stub).not.toHaveBeenCalled();
  });

  it.each([
    ['fr', { status: 401, body: { success: false, user: null, error_code: 'invalid_credentials' } }, 'E-mail ou mot de passe incorrect.'],
    ['fr', { status: 429, body: { success: false, user: null, error_code: 'too_many_requests' } }, 'Trop de tentatives. Patientez un moment avant de réessayer.'],
    ['fr', { status: 400, body: { success: false, user: null, error_code: 'brand_new_code' } }, 'La connexion a échoué. Veuillez réessayer.'],
    // No code from the server (no answer, a proxy's error page): the spec's fallback.
    ['fr', 'network-error' as const, 'La connexion a échoué. Veuillez réessayer.'],
    ['fr', { status: 502, body: '<html>Bad gateway</html>' }, 'La connexion a échoué. Veuillez réessayer.'],
  ])('shows the server error translated (%s, %#), and stores nobody', async (_language, answer, text) => {
    stubFetch(answer);
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], { route: '/auth' });

    signIn('chef@bistro.ch', 'wrong');

    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows the invalid-credentials message in German and Italian', async () => {
    stubFetch({ status: 401, body: { success: false, user: null, error_code: 'invalid_credentials' } });
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], { route: '/auth', language: 'de' });
    const panel = screen.getByRole('tabpanel', { name: 'Anmelden' });
    fireEvent.change(within(panel).getByLabelText('E-Mail'), { target: { value: 'chef@bistro.ch' } });
    fireEvent.change(within(panel).getByLabelText('Passwort', { selector: 'input' }), { target: { value: 'x' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Anmelden' }));

    expect((await screen.findByRole('alert')).textContent).toBe('E-Mail oder Passwort falsch.');
  });

  it('stores the user, runs the after-sign-in step, notifies, and goes home after 1 s', async () => {
    const { stub } = stubFetch({ status: 200, body: { success: true, user, error_code: null } });
    const afterSignIn = jest.fn(async (_user: unknown) => undefined);
    const { where } = renderRoutes(
      [
        { path: '/auth', element: <AuthPage afterSignIn={afterSignIn} /> },
        { path: '/', element: <h1>Home</h1> },
      ],
      { route: '/auth' },
    );

    signIn(' chef@bistro.ch ', 'Fondue&Co7');

    expect(await screen.findByText('Connexion réussie. Bienvenue !')).toBeTruthy();
    expect(sentRequests(stub)).toEqual([{ url: '/api/login.php', body: { email: 'chef@bistro.ch', password: 'Fondue&Co7' } }]);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(afterSignIn).toHaveBeenCalledWith(user);
    await elapse(900);
    expect(where.location?.pathname).toBe('/auth');
    await elapse(100);
    expect(where.location?.pathname).toBe('/');
    // The notification lives in the shell: still there on the next page, gone after 3000 ms.
    await elapse(1900);
    expect(screen.getByText('Connexion réussie. Bienvenue !')).toBeTruthy();
    await elapse(100);
    expect(screen.queryByText('Connexion réussie. Bienvenue !')).toBeNull();
  });

  it('prefills the e-mail handed over by the code pages', () => {
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], {
      route: { pathname: '/auth', state: { tab: 'login', email: 'chef@bistro.ch' } },
    });

    expect(loginEmail().value).toBe('chef@bistro.ch');
  });
});

describe('/auth tabs', () => {
  beforeEach(() => localStorage.clear());

  it('switches with a click and with the arrow keys, keeping what was typed', () => {
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], { route: '/auth' });
    const login = screen.getByRole('tab', { name: 'Se connecter' });
    const register = screen.getByRole('tab', { name: 'Créer un compte' });
    fireEvent.change(loginEmail(), { target: { value: 'chef@bistro.ch' } });

    fireEvent.click(register);
    expect(register.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Créer un compte' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Se connecter' })).toBeNull();

    fireEvent.keyDown(register, { key: 'ArrowRight' });
    expect(login.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(login);
    expect(login.getAttribute('tabindex')).toBe('0');
    expect(register.getAttribute('tabindex')).toBe('-1');
    expect(loginEmail().value).toBe('chef@bistro.ch');

    fireEvent.keyDown(login, { key: 'End' });
    expect(register.getAttribute('aria-selected')).toBe('true');
  });
});
