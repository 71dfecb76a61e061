import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { elapse, installFakeTimers, uninstallFakeTimers } from '../../../testing/fake-timers';
import { sentRequests, stubFetch } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { ResetPasswordPage } from './reset-password-page';

const routes: RouteObject[] = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/forgot-password', element: <h1>Forgot</h1> },
  { path: '/auth', element: <h1>Auth</h1> },
];

const EMAIL = 'chef@bistro.ch';

function storeReset() {
  localStorage.setItem('resetEmail', EMAIL);
  localStorage.setItem('pendingRegistration', JSON.stringify({ identifier: EMAIL, method: 'email', type: 'reset' }));
}

function fill(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Nouveau mot de passe', { selector: 'input' }), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirmer le mot de passe', { selector: 'input' }), { target: { value: confirm } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

describe('/reset-password', () => {
  beforeEach(() => {
    localStorage.clear();
    installFakeTimers();
  });
  afterEach(() => uninstallFakeTimers());

  it('sends a visitor without a stored reset e-mail to /forgot-password', () => {
    localStorage.setItem('pendingRegistration', JSON.stringify({ identifier: EMAIL, method: 'email', type: 'reset' }));
    const { where } = renderRoutes(routes, { route: '/reset-password' });

    expect(where.location?.pathname).toBe('/forgot-password');
    expect(where.navigationType).toBe('REPLACE');
  });

  it('shows the account and the live password rules', () => {
    storeReset();
    renderRoutes(routes, { route: '/reset-password' });

    expect(screen.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeTruthy();
    expect(screen.getByText(EMAIL)).toBeTruthy();
    const input = screen.getByLabelText('Nouveau mot de passe', { selector: 'input' });
    expect(input.getAttribute('aria-describedby')).toContain('reset-password-rules');
    fireEvent.change(input, { target: { value: 'Raclette#2026' } });
    expect(document.querySelectorAll('[data-met="true"]')).toHaveLength(3);
  });

  it.each([
    ['', '', 'Veuillez remplir tous les champs obligatoires.'],
    ['Raclette#2026', '', 'Veuillez remplir tous les champs obligatoires.'],
    ['Raclette#2026', 'Raclette#2025', 'Les mots de passe ne correspondent pas.'],
    ['raclette2026', 'raclette2026', 'Le nouveau mot de passe ne respecte pas les règles indiquées.'],
  ])('checks %j / %j before asking the server', (password, confirm, text) => {
    storeReset();
    const { stub } = stubFetch();
    renderRoutes(routes, { route: '/reset-password' });
    fill(password, confirm);

    submit();

    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(stub).not.toHaveBeenCalled();
  });

  it('sets the new password, says so, clears the reset entries and goes to /auth after 1.5 s', async () => {
    storeReset();
    const { stub } = stubFetch({ status: 200, body: { success: true, message: 'password_updated' } });
    const { where } = renderRoutes(routes, { route: '/reset-password' });
    fill('Raclette#2026', 'Raclette#2026');

    submit();

    expect(await screen.findByText('Mot de passe mis à jour. Vous pouvez vous connecter.')).toBeTruthy();
    expect(sentRequests(stub)).toEqual([{ url: '/api/reset_password.php', body: { email: EMAIL, newPassword: 'Raclette#2026' } }]);
    expect(localStorage.getItem('resetEmail')).toBeNull();
    expect(localStorage.getItem('pendingRegistration')).toBeNull();
    await elapse(1400);
    expect(where.location?.pathname).toBe('/reset-password');
    await elapse(100);
    expect(where.location?.pathname).toBe('/auth');
  });

  it.each([
    [{ status: 400, body: { success: false, message: 'code_not_confirmed' } }, "Veuillez d’abord confirmer le code reçu par e-mail."],
    [{ status: 400, body: { success: false, message: 'password_too_common' } }, 'Ce mot de passe est trop courant. Choisissez-en un moins prévisible.'],
    [{ status: 400, body: { success: false, message: 'weird' } }, "Le mot de passe n’a pas pu être réinitialisé."],
    ['network-error' as const, 'Erreur du serveur. Veuillez réessayer plus tard.'],
  ])('shows the failure %#, translated, and stays', async (answer, text) => {
    storeReset();
    stubFetch(answer);
    const { where } = renderRoutes(routes, { route: '/reset-password' });
    fill('Raclette#2026', 'Raclette#2026');

    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(where.location?.pathname).toBe('/reset-password');
    expect(localStorage.getItem('resetEmail')).toBe(EMAIL);
  });
});
