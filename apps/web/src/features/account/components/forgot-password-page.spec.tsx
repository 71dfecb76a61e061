import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { elapse, installFakeTimers, uninstallFakeTimers } from '../../../testing/fake-timers';
import { sentRequests, stubFetch } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { ForgotPasswordPage } from './forgot-password-page';

const routes: RouteObject[] = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/verify-code', element: <h1>Verify</h1> },
];

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Recevoir un code' }));
const typeEmail = (email: string) => fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });

describe('/forgot-password', () => {
  beforeEach(() => {
    localStorage.clear();
    installFakeTimers();
  });
  afterEach(() => uninstallFakeTimers());

  it('needs an e-mail', () => {
    const { stub } = stubFetch();
    renderRoutes(routes, { route: '/forgot-password' });

    submit();

    expect(screen.getByRole('alert').textContent).toBe('Veuillez indiquer votre adresse e-mail.');
    expect(screen.getByLabelText('E-mail').getAttribute('type')).toBe('email');
    expect(stub).not.toHaveBeenCalled();
  });

  it('requests a code, keeps the reset e-mail and pending entry, and goes to /verify-code after 0.8 s', async () => {
    const { stub } = stubFetch({ status: 200, body: { success: true, message: 'reset_code_sent' } });
    const { where } = renderRoutes(routes, { route: '/forgot-password' });
    typeEmail(' chef@bistro.ch ');

    submit();

    expect(await screen.findByText(/un code de réinitialisation vient d’y être envoyé/)).toBeTruthy();
    expect(sentRequests(stub)).toEqual([{ url: '/api/request-reset.php', body: { email: 'chef@bistro.ch', lang: 'fr' } }]);
    expect(localStorage.getItem('resetEmail')).toBe('chef@bistro.ch');
    expect(JSON.parse(localStorage.getItem('pendingRegistration') ?? 'null')).toEqual({
      identifier: 'chef@bistro.ch',
      method: 'email',
      type: 'reset',
    });
    await elapse(700);
    expect(where.location?.pathname).toBe('/forgot-password');
    await elapse(100);
    expect(where.location?.pathname).toBe('/verify-code');
  });

  it.each([
    [{ status: 400, body: { success: false, error: 'invalid_email' } }, 'Adresse e-mail invalide.'],
    [{ status: 429, body: { success: false, error: 'resend_too_soon' } }, "Un code vient d’être envoyé. Patientez quelques secondes avant d’en demander un nouveau."],
    [{ status: 400, body: { success: false, error: 'odd' } }, "Le code n’a pas pu être envoyé. Réessayez."],
    ['network-error' as const, 'Erreur réseau\u00a0: vérifiez votre connexion et réessayez plus tard.'],
  ])('shows the failure %#, translated', async (answer, text) => {
    stubFetch(answer);
    renderRoutes(routes, { route: '/forgot-password' });
    typeEmail('chef@bistro.ch');

    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(localStorage.getItem('resetEmail')).toBeNull();
  });
});
