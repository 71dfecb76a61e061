import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { elapse, installFakeTimers, uninstallFakeTimers } from '../../../testing/fake-timers';
import { sentRequests, stubFetch } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { VerifyCodePage } from './verify-code-page';

const routes: RouteObject[] = [
  { path: '/verify-code', element: <VerifyCodePage /> },
  { path: '/auth', element: <h1>Auth</h1> },
  { path: '/reset-password', element: <h1>Reset</h1> },
];

const EMAIL = 'chef@bistro.ch';

function storePending(type: 'register' | 'reset' = 'register') {
  localStorage.setItem('pendingRegistration', JSON.stringify({ identifier: EMAIL, method: 'email', type }));
  localStorage.setItem('pendingUser', JSON.stringify({ email: EMAIL, firstName: 'Anna' }));
}

function pasteCode(code: string) {
  fireEvent.paste(screen.getAllByRole('textbox')[0]!, { clipboardData: { getData: () => code } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Vérifier le code' }));

describe('/verify-code', () => {
  beforeEach(() => {
    localStorage.clear();
    installFakeTimers();
  });
  afterEach(() => uninstallFakeTimers());

  it('sends a visitor without a pending registration to /auth', () => {
    const { stub } = stubFetch();
    const { where } = renderRoutes(routes, { route: '/verify-code' });

    expect(where.location?.pathname).toBe('/auth');
    expect(where.navigationType).toBe('REPLACE');
    expect(stub).not.toHaveBeenCalled();
  });

  it('treats a damaged pending registration as none', () => {
    localStorage.setItem('pendingRegistration', '{"identifier":""}');
    expect(renderRoutes(routes, { route: '/verify-code' }).where.location?.pathname).toBe('/auth');
  });

  it('names the address the code went to', () => {
    storePending();
    renderRoutes(routes, { route: '/verify-code' });

    expect(screen.getByRole('heading', { level: 1, name: 'Vérification du code' })).toBeTruthy();
    expect(screen.getByText(EMAIL).tagName).toBe('STRONG');
  });

  it('needs six digits before asking the server (email_not_found)', () => {
    storePending();
    const { stub } = stubFetch();
    renderRoutes(routes, { route: '/verify-code' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Chiffre 1 sur 6' }), { target: { value: '1' } });

    submit();

    expect(screen.getByRole('alert').textContent).toBe('E-mail introuvable ou code incomplet\u00a0: saisissez les six chiffres reçus par e-mail.');
    expect(stub).not.toHaveBeenCalled();
  });

  it('confirms a registration code, says so, and goes to /auth after 1.2 s with the pending registration cleared', async () => {
    storePending();
    const { stub } = stubFetch({ status: 200, body: { success: true, message: 'registration_verified' } });
    const { where } = renderRoutes(routes, { route: '/verify-code', language: 'it' });
    pasteCode('048213');

    fireEvent.click(screen.getByRole('button', { name: 'Verifica il codice' }));

    expect(await screen.findByText('Indirizzo e-mail verificato: il Suo account è attivo. Ora può accedere.')).toBeTruthy();
    expect(sentRequests(stub)).toEqual([
      { url: '/api/verify_code.php', body: { email: EMAIL, code: '048213', lang: 'it', type: 'register' } },
    ]);
    expect(localStorage.getItem('pendingRegistration')).toBeNull();
    expect(localStorage.getItem('pendingUser')).toBeNull();

    await elapse(1100);
    expect(where.location?.pathname).toBe('/verify-code');
    await elapse(100);
    expect(where.location?.pathname).toBe('/auth');
  });

  it('confirms a reset code and goes to /reset-password after 1.2 s, keeping the reset entry', async () => {
    storePending('reset');
    localStorage.setItem('resetEmail', EMAIL);
    stubFetch({ status: 200, body: { success: true, message: 'code_confirmed' } });
    const { where } = renderRoutes(routes, { route: '/verify-code' });
    pasteCode('111111');

    submit();

    expect(await screen.findByText('Code confirmé. Choisissez maintenant un nouveau mot de passe.')).toBeTruthy();
    await elapse(1200);
    expect(where.location?.pathname).toBe('/reset-password');
    expect(localStorage.getItem('resetEmail')).toBe(EMAIL);
  });

  it.each([
    [{ status: 400, body: { success: false, error: 'invalid_or_expired_code' } }, 'Code invalide ou expiré.'],
    [{ status: 429, body: { success: false, error: 'too_many_requests' } }, 'Trop de tentatives. Patientez un moment avant de réessayer.'],
    [{ status: 400, body: { success: false, error: 'something_new' } }, 'Erreur lors de la vérification du code. Réessayez.'],
    ['network-error' as const, 'Erreur réseau\u00a0: vérifiez votre connexion et réessayez plus tard.'],
  ])('shows the failure %#, translated', async (answer, text) => {
    storePending();
    stubFetch(answer);
    const { where } = renderRoutes(routes, { route: '/verify-code' });
    pasteCode('123456');

    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(where.location?.pathname).toBe('/verify-code');
  });

  it('locks resending for 30 s from arrival with a countdown, then offers the button', async () => {
    storePending();
    renderRoutes(routes, { route: '/verify-code' });
    const countdown = () => screen.getByTestId('resend-countdown').textContent;

    expect(countdown()).toBe('30');
    expect(screen.queryByRole('button', { name: 'Renvoyer le code' })).toBeNull();
    await elapse(1000);
    expect(countdown()).toBe('29');
    await elapse(28_000);
    expect(countdown()).toBe('1');
    expect(screen.getByText(/Nouveau code possible dans/).textContent).toBe('Nouveau code possible dans 1 s');

    await elapse(1000);

    expect(screen.queryByTestId('resend-countdown')).toBeNull();
    expect(screen.getByRole('button', { name: 'Renvoyer le code' })).toBeTruthy();
  });

  it('resends the code and locks again for 30 s', async () => {
    storePending('reset');
    const { stub } = stubFetch({ status: 200, body: { success: true, message: 'new_code_sent' } });
    renderRoutes(routes, { route: '/verify-code', language: 'de' });
    await elapse(30_000);

    fireEvent.click(screen.getByRole('button', { name: 'Code erneut senden' }));

    expect(await screen.findByText('Wir haben Ihnen einen neuen Code gesendet.')).toBeTruthy();
    expect(sentRequests(stub)).toEqual([{ url: '/api/resend_code.php', body: { email: EMAIL, lang: 'de', type: 'reset' } }]);
    expect(screen.getByTestId('resend-countdown').textContent).toBe('30');
  });

  it('restarts the countdown when the server says it is too soon', async () => {
    storePending();
    stubFetch({ status: 429, body: { success: false, error: 'resend_too_soon' } });
    renderRoutes(routes, { route: '/verify-code' });
    await elapse(30_000);

    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer le code' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      "Un code vient d’être envoyé. Patientez quelques secondes avant d’en demander un nouveau.",
    );
    expect(screen.getByTestId('resend-countdown').textContent).toBe('30');
  });

  it.each([
    ['network-error' as const, 'Erreur réseau\u00a0: le code n’a pas pu être renvoyé. Réessayez plus tard.'],
    [{ status: 500, body: { success: false, error: 'server_error' } }, 'Le nouveau code n’a pas pu être envoyé. Réessayez.'],
  ])('explains a failed resend %#', async (answer, text) => {
    storePending();
    stubFetch(answer);
    renderRoutes(routes, { route: '/verify-code' });
    await elapse(30_000);

    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer le code' }));

    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Renvoyer le code' })).toBeTruthy();
  });
});
