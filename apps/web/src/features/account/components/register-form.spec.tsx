import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { sentRequests, stubFetch } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { AuthPage } from './auth-page';

const routes: RouteObject[] = [
  { path: '/auth', element: <AuthPage /> },
  { path: '/verify-code', element: <h1>Verify</h1> },
];

const panel = () => screen.getByRole('tabpanel', { name: 'Créer un compte' });
const field = (label: string) => within(panel()).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const submit = () => fireEvent.click(within(panel()).getByRole('button', { name: 'Créer mon compte' }));

const complete = {
  Prénom: 'Anna',
  Nom: 'Rossi',
  Téléphone: '+41 21 555 12 34',
  'E-mail': 'chef@bistro.ch',
  'Nom du restaurant': 'Bistro du Lac',
  'Adresse du restaurant': 'Quai du Mont-Blanc 1, 1201 Genève',
  'Mot de passe': 'Fondue&Co7',
  'Confirmer le mot de passe': 'Fondue&Co7',
};

function openRegistration(language: 'fr' | 'de' = 'fr') {
  const result = renderRoutes(routes, { route: '/auth', language });
  fireEvent.click(screen.getByRole('tab', { name: language === 'fr' ? 'Créer un compte' : 'Konto erstellen' }));
  return result;
}

function fill(values: Partial<Record<keyof typeof complete | "Code d’activation (facultatif)", string>>, privacy = true) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
  if (privacy) fireEvent.click(within(panel()).getByRole('checkbox'));
}

describe('/auth, registration', () => {
  beforeEach(() => localStorage.clear());

  it('has every field of SPEC.md with e-mail and phone types, the live rules and the privacy link', () => {
    openRegistration();

    expect(field('Téléphone').type).toBe('tel');
    expect(field('E-mail').type).toBe('email');
    expect(field("Code d’activation (facultatif)")).toBeTruthy();
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(3);
    const privacy = within(panel()).getByRole('link', { name: /politique de confidentialité/ });
    expect(privacy.getAttribute('href')).toBe('/privacy');
  });

  it.each([
    [{ ...complete, Prénom: '  ' }, true, 'Veuillez remplir tous les champs obligatoires.', 'Prénom'],
    [complete, false, 'Vous devez accepter la politique de confidentialité.', null],
    [{ ...complete, 'Confirmer le mot de passe': 'Fondue&Co8' }, true, 'Les mots de passe ne correspondent pas.', 'Confirmer le mot de passe'],
    [{ ...complete, 'Mot de passe': 'fondue7', 'Confirmer le mot de passe': 'fondue7' }, true, 'Le mot de passe ne respecte pas les règles de sécurité.', 'Mot de passe'],
  ])('checks the form first (%#) without calling the server', (values, privacy, text, invalidField) => {
    const { stub } = stubFetch();
    openRegistration();
    fill(values, privacy);

    submit();

    expect(within(panel()).getByRole('alert').textContent).toBe(text);
    if (invalidField) expect(field(invalidField).getAttribute('aria-invalid')).toBe('true');
    expect(stub).not.toHaveBeenCalled();
  });

  it('unmarks a field once the user corrects it, and keeps the others marked', () => {
    stubFetch();
    openRegistration();
    fill({ ...complete, Prénom: '', Nom: '' });
    submit();
    expect(field('Prénom').getAttribute('aria-invalid')).toBe('true');
    expect(field('Nom').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field('Prénom'), { target: { value: 'Anna' } });

    expect(field('Prénom').getAttribute('aria-invalid')).not.toBe('true');
    expect(field('Nom').getAttribute('aria-invalid')).toBe('true');
    expect(within(panel()).getByRole('alert').textContent).toBe('Veuillez remplir tous les champs obligatoires.');
  });

  it('registers without a promo code, keeps the pending registration without passwords, and opens /verify-code', async () => {
    const { stub } = stubFetch({ status: 200, body: { success: true, error_code: null, message: 'check_email_for_code' } });
    const { where } = openRegistration();
    fill({ ...complete, 'E-mail': ' chef@bistro.ch ', "Code d’activation (facultatif)": '   ' });

    submit();

    await waitFor(() => expect(where.location?.pathname).toBe('/verify-code'));
    expect(screen.getByText('Consultez vos e-mails : nous vous avons envoyé un code à six chiffres.')).toBeTruthy();
    expect(sentRequests(stub)).toEqual([
      {
        url: '/api/register.php',
        body: {
          firstName: 'Anna',
          lastName: 'Rossi',
          phone: '+41 21 555 12 34',
          email: 'chef@bistro.ch',
          restaurantName: 'Bistro du Lac',
          restaurantAddress: 'Quai du Mont-Blanc 1, 1201 Genève',
          lang: 'fr',
          password: 'Fondue&Co7',
          confirm: 'Fondue&Co7',
          privacy_accepted: true,
        },
      },
    ]);
    expect(JSON.parse(localStorage.getItem('pendingRegistration') ?? 'null')).toEqual({
      identifier: 'chef@bistro.ch',
      method: 'email',
      type: 'register',
    });
    const pendingUser = JSON.parse(localStorage.getItem('pendingUser') ?? 'null') as Record<string, unknown>;
    expect(pendingUser).toMatchObject({ email: 'chef@bistro.ch', firstName: 'Anna', restaurantName: 'Bistro du Lac', lang: 'fr' });
    expect(pendingUser).not.toHaveProperty('password');
    expect(pendingUser).not.toHaveProperty('confirm');
  });

  it('checks a promo code first and sends it with the registration', async () => {
    const { stub } = stubFetch(
      { status: 200, body: { valid: true } },
      { status: 200, body: { success: true, error_code: null, message: 'check_email_for_code' } },
    );
    const { where } = openRegistration('de');
    const de = {
      Vorname: 'Anna',
      Nachname: 'Rossi',
      Telefon: '+41 21 555 12 34',
      'E-Mail': 'chef@bistro.ch',
      'Name des Restaurants': 'Bistro',
      'Adresse des Restaurants': 'Quai 1',
      Passwort: 'Fondue&Co7',
      'Passwort bestätigen': 'Fondue&Co7',
      'Aktivierungscode (optional)': ' BISTRO-2026 ',
    };
    const dePanel = screen.getByRole('tabpanel', { name: 'Konto erstellen' });
    for (const [label, value] of Object.entries(de)) {
      fireEvent.change(within(dePanel).getByLabelText(label, { selector: 'input' }), { target: { value } });
    }
    fireEvent.click(within(dePanel).getByRole('checkbox'));

    fireEvent.click(within(dePanel).getByRole('button', { name: 'Konto erstellen' }));

    await waitFor(() => expect(where.location?.pathname).toBe('/verify-code'));
    expect(screen.getByText('Sehen Sie in Ihren E-Mails nach: Wir haben Ihnen einen sechsstelligen Code gesendet.')).toBeTruthy();
    const [promo, register] = sentRequests(stub);
    expect(promo).toEqual({ url: '/api/check_promo.php', body: { promo_code: 'BISTRO-2026' } });
    expect(register?.body).toMatchObject({ promo_code: 'BISTRO-2026', lang: 'de' });
  });

  it.each([
    [[{ status: 200, body: { valid: false, error_code: 'invalid_or_used_promo' } }], "Ce code d’activation n’est pas valable ou a déjà été utilisé."],
    [[{ status: 200, body: { valid: false } }], "Code d’activation non valable."],
    [['network-error' as const], "Impossible de vérifier le code d’activation. Réessayez plus tard."],
  ])('stops at a refused promo code (%#)', async (answers, text) => {
    const { stub } = stubFetch(...answers);
    openRegistration();
    fill({ ...complete, "Code d’activation (facultatif)": 'NOPE' });

    submit();

    expect((await within(panel()).findByRole('alert')).textContent).toBe(text);
    expect(field("Code d’activation (facultatif)").getAttribute('aria-invalid')).toBe('true');
    expect(stub).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('pendingRegistration')).toBeNull();
  });

  it.each([
    [{ status: 409, body: { success: false, error_code: 'email_already_used' } }, 'Cette adresse e-mail est déjà utilisée.', 'E-mail'],
    [{ status: 400, body: { success: false, error_code: 'invalid_phone' } }, 'Numéro de téléphone invalide.', 'Téléphone'],
    [{ status: 400, body: { success: false, error_code: 'password_too_common' } }, 'Ce mot de passe est trop courant. Choisissez-en un moins prévisible.', 'Mot de passe'],
    [{ status: 429, body: { success: false, error_code: 'too_many_requests' } }, 'Trop de tentatives. Patientez un moment avant de réessayer.', null],
    [{ status: 400, body: { success: false, error_code: 'never_heard_of' } }, "L’inscription a échoué. Veuillez réessayer.", null],
    // No code from the server: the spec's fallback (SPEC.md section 8).
    ['network-error' as const, "L’inscription a échoué. Veuillez réessayer.", null],
    [{ status: 502, body: '<html>Bad gateway</html>' }, "L’inscription a échoué. Veuillez réessayer.", null],
    [{ status: 200, body: { success: false, error_code: null } }, "L’inscription a échoué. Veuillez réessayer.", null],
  ])('shows the server error translated (%#)', async (answer, text, invalidField) => {
    stubFetch(answer);
    const { where } = openRegistration();
    fill(complete);

    submit();

    expect((await within(panel()).findByRole('alert')).textContent).toBe(text);
    if (invalidField) expect(field(invalidField).getAttribute('aria-invalid')).toBe('true');
    expect(where.location?.pathname).toBe('/auth');
    expect(localStorage.getItem('pendingRegistration')).toBeNull();
  });
});
