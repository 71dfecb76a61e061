import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, type RouteObject } from 'react-router-dom';
import { sentRequests, stubFetchByPath } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { AuthPage } from './auth-page';
import { ProfilePage } from './profile-page';
import { looksLikeImage } from './profile-details';

const routes: RouteObject[] = [
  {
    path: '/profile',
    element: (
      <>
        <Link to="/cart">Vers le panier</Link>
        <ProfilePage />
      </>
    ),
  },
  { path: '/auth', element: <AuthPage /> },
  { path: '/cart', element: <h1>Panier</h1> },
];

const serverUser = {
  id: 3,
  email: 'chef@bistro.ch',
  firstName: 'Anna',
  lastName: 'Rossi',
  phone: '+41 79 123 45 67',
  restaurantName: 'Bistro du Lac',
  restaurantAddress: 'Quai 1, 1201 Genève',
  promoCode: null,
  is_full_account: 1,
  avatar: null,
};

const signIn = () => localStorage.setItem('user', JSON.stringify({ id: 3, email: 'chef@bistro.ch' }));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function openProfile(answers: Parameters<typeof stubFetchByPath>[0] = {}, { history }: { history?: string[] } = {}) {
  const stub = stubFetchByPath({ '/api/get_user.php': { status: 200, body: { success: true, user: serverUser } }, ...answers });
  signIn();
  const rendered = renderRoutes(routes, { route: '/profile', history });
  await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Anna\u202f!' });
  return { stub, ...rendered };
}

describe('/profile', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor without a stored user to /auth, replacing the history entry', () => {
    const { where } = renderRoutes(routes, { route: '/profile' });

    expect(where.location?.pathname).toBe('/auth');
    expect(where.navigationType).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion et inscription' })).toBeTruthy();
  });

  it('treats a stored user without an e-mail, or a damaged entry, as signed out', () => {
    localStorage.setItem('user', JSON.stringify({ id: 3 }));
    expect(renderRoutes(routes, { route: '/profile' }).where.location?.pathname).toBe('/auth');

    localStorage.setItem('user', '{not json');
    expect(renderRoutes(routes, { route: '/profile' }).where.location?.pathname).toBe('/auth');
  });

  it('loads the user, keeps the stored copy in sync and shows the initials without an avatar', async () => {
    await openProfile();

    expect(field('Prénom').value).toBe('Anna');
    expect(field('Adresse du restaurant').value).toBe('Quai 1, 1201 Genève');
    expect(screen.getByTestId('profile-avatar-initials').textContent).toBe('AR');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ firstName: 'Anna', restaurantName: 'Bistro du Lac' });
    expect(screen.getByRole('button', { name: "Saisir un code d’activation" })).toBeTruthy();
  });

  it('hints to add a postcode when the address has none (the order then considers every wholesaler)', async () => {
    await openProfile({ '/api/get_user.php': { status: 200, body: { success: true, user: { ...serverUser, restaurantAddress: 'Quai du Lac, Genève' } } } });
    const hint = 'Ajoutez le code postal (par exemple 1003 Lausanne) : nous ne proposons alors que les grossistes qui livrent chez vous.';
    expect(screen.getByText(hint)).toBeTruthy();
    expect(field('Adresse du restaurant').getAttribute('aria-describedby')).toBeTruthy();
  });

  it('sends the visitor to /auth when the session is gone', async () => {
    stubFetchByPath({ '/api/get_user.php': { status: 401, body: { success: false, error_code: 'unauthorized' } } });
    signIn();
    const { where } = renderRoutes(routes, { route: '/profile' });

    await waitFor(() => expect(where.location?.pathname).toBe('/auth'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('locks the fields until Edit, then shows Save and Cancel; Cancel resets', async () => {
    await openProfile();

    expect(field('Prénom').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();

    click('Modifier le profil');
    expect(field('Prénom').disabled).toBe(false);
    fireEvent.change(field('Prénom'), { target: { value: 'Anne' } });
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();

    click('Annuler');
    expect(field('Prénom').value).toBe('Anna');
    expect(field('Prénom').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
  });

  it('saves the changed data through update-profile', async () => {
    const { stub } = await openProfile({
      '/api/update-profile.php': { status: 200, body: { success: true, error_code: null, message: 'profile_updated', user: { ...serverUser, firstName: 'Anne' } } },
    });
    click('Modifier le profil');
    fireEvent.change(field('Prénom'), { target: { value: 'Anne' } });

    click('Enregistrer');

    await waitFor(() => expect(field('Prénom').disabled).toBe(true));
    const update = sentRequests(stub).find(({ url }) => url === '/api/update-profile.php');
    expect(update?.body).toBeInstanceOf(FormData);
    expect((update?.body as FormData).get('firstName')).toBe('Anne');
    expect((update?.body as FormData).get('email')).toBe('chef@bistro.ch');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').firstName).toBe('Anne');
  });

  it('shows profile_update_error with the translated server code', async () => {
    await openProfile({ '/api/update-profile.php': { status: 400, body: { success: false, error_code: 'invalid_phone' } } });
    click('Modifier le profil');
    fireEvent.change(field('Téléphone'), { target: { value: 'abc' } });

    click('Enregistrer');

    expect((await screen.findByRole('alert')).textContent).toBe("Le profil n’a pas pu être mis à jour. Numéro de téléphone invalide.");
  });

  it('refuses an avatar that is not a jpeg, png or webp, or larger than 5 MB', async () => {
    await openProfile();
    click('Modifier le profil');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');

    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert').textContent).toBe('Choisissez une image JPEG, PNG ou WebP.');

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('Cette image dépasse 5 Mo. Choisissez une image plus légère.');

    // A document named like a photo is refused when it is chosen, saying why.
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4 not a photo'], 'photo.jpg', { type: 'image/jpeg' })] } });
    expect((await screen.findByText(/n’est pas une image/)).textContent).toBe(
      "Ce fichier n’est pas une image\u00a0: son contenu n’est ni JPEG, ni PNG, ni WebP, quel que soit son nom. Choisissez une photo.",
    );
    expect(input.value).toBe('');
  });

  it('accepts a real image when it is chosen and shows it', async () => {
    await openProfile();
    click('Modifier le profil');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await looksLikeImage(png)).toBe(true);
    expect(await looksLikeImage(new File(['GIF89a......'], 'x.png', { type: 'image/png' }))).toBe(false);
  });

  it('checks a new e-mail first and refuses one already used', async () => {
    const { stub } = await openProfile({ '/api/check_email_exists.php': { status: 200, body: { exists: true } } });
    click('Modifier le profil');
    fireEvent.change(field('E-mail'), { target: { value: 'taken@bistro.ch' } });

    click('Enregistrer');

    expect((await screen.findByRole('alert')).textContent).toBe('Cette adresse e-mail est déjà utilisée.');
    expect(sentRequests(stub).map(({ url }) => url)).not.toContain('/api/request_email_change.php');
  });

  it('opens the two-step e-mail modal once the code for the old address is sent', async () => {
    await openProfile({
      '/api/check_email_exists.php': { status: 200, body: { exists: false } },
      '/api/request_email_change.php': { status: 200, body: { success: true, message: 'email_change_code_sent' } },
      '/api/verify_old_email_code.php': { status: 400, body: { success: false, error_code: 'invalid_old_email_code' } },
    });
    click('Modifier le profil');
    fireEvent.change(field('E-mail'), { target: { value: 'new@bistro.ch' } });
    click('Enregistrer');

    const dialog = await screen.findByRole('dialog', { name: "Changement d’adresse e-mail" });
    expect(within(dialog).getByText('chef@bistro.ch')).toBeTruthy();
    expect(within(dialog).getByTestId('resend-countdown').textContent).toBe('30');
    fireEvent.change(within(dialog).getByLabelText('Chiffre 1 sur 6'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe("Le code envoyé à l’ancienne adresse est invalide.");
  });

  describe('leaving with unsaved changes', () => {
    it('asks first; declining resets the form and leaves', async () => {
      const { where, stub } = await openProfile();
      click('Modifier le profil');
      fireEvent.change(field('Nom'), { target: { value: 'Bianchi' } });

      fireEvent.click(screen.getByRole('link', { name: 'Vers le panier' }));

      const dialog = screen.getByRole('dialog', { name: 'Modifications non enregistrées' });
      expect(where.location?.pathname).toBe('/profile');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ne pas enregistrer' }));

      await waitFor(() => expect(where.location?.pathname).toBe('/cart'));
      expect(sentRequests(stub).map(({ url }) => url)).not.toContain('/api/update-profile.php');
      expect(JSON.parse(localStorage.getItem('user') ?? '{}').lastName).toBe('Rossi');
    });

    it('asks first; confirming saves, then leaves', async () => {
      const { where, stub } = await openProfile({
        '/api/update-profile.php': { status: 200, body: { success: true, error_code: null, message: 'profile_updated', user: { ...serverUser, lastName: 'Bianchi' } } },
      });
      click('Modifier le profil');
      fireEvent.change(field('Nom'), { target: { value: 'Bianchi' } });

      fireEvent.click(screen.getByRole('link', { name: 'Vers le panier' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enregistrer' }));

      await waitFor(() => expect(where.location?.pathname).toBe('/cart'));
      const update = sentRequests(stub).find(({ url }) => url === '/api/update-profile.php');
      expect((update?.body as FormData).get('lastName')).toBe('Bianchi');
    });

    it("asks on the browser's Back button too; declining resets the form and goes back", async () => {
      const { where, router, stub } = await openProfile({}, { history: ['/cart'] });
      click('Modifier le profil');
      fireEvent.change(field('Nom'), { target: { value: 'Bianchi' } });

      await act(() => router.navigate(-1));

      const dialog = screen.getByRole('dialog', { name: 'Modifications non enregistrées' });
      expect(where.location?.pathname).toBe('/profile');
      expect(field('Nom').value).toBe('Bianchi');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ne pas enregistrer' }));

      await waitFor(() => expect(where.location?.pathname).toBe('/cart'));
      expect(where.navigationType).toBe('POP');
      expect(sentRequests(stub).map(({ url }) => url)).not.toContain('/api/update-profile.php');
      expect(JSON.parse(localStorage.getItem('user') ?? '{}').lastName).toBe('Rossi');
    });

    it("asks on the browser's Back button; confirming saves, then goes back", async () => {
      const { where, router, stub } = await openProfile(
        {
          '/api/update-profile.php': { status: 200, body: { success: true, error_code: null, message: 'profile_updated', user: { ...serverUser, lastName: 'Bianchi' } } },
        },
        { history: ['/cart'] },
      );
      click('Modifier le profil');
      fireEvent.change(field('Nom'), { target: { value: 'Bianchi' } });

      await act(() => router.navigate(-1));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enregistrer' }));

      await waitFor(() => expect(where.location?.pathname).toBe('/cart'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Panier' })).toBeTruthy();
      expect((sentRequests(stub).find(({ url }) => url === '/api/update-profile.php')?.body as FormData).get('lastName')).toBe('Bianchi');
    });

    it('stays with the changes when the confirmation is closed, and stays when the save fails', async () => {
      const { where, router } = await openProfile({ '/api/update-profile.php': { status: 400, body: { success: false, error_code: 'invalid_phone' } } }, { history: ['/cart'] });
      click('Modifier le profil');
      fireEvent.change(field('Téléphone'), { target: { value: 'abc' } });

      await act(() => router.navigate(-1));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(where.location?.pathname).toBe('/profile');
      expect(field('Téléphone').value).toBe('abc');

      fireEvent.click(screen.getByRole('link', { name: 'Vers le panier' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enregistrer' }));

      expect((await screen.findByRole('alert')).textContent).toBe("Le profil n’a pas pu être mis à jour. Numéro de téléphone invalide.");
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(where.location?.pathname).toBe('/profile');
      expect(field('Téléphone').value).toBe('abc');
    });

    it('with a new e-mail, Save keeps the user here: the navigation is cancelled and the code modal says why', async () => {
      const changed = { ...serverUser, email: 'new@bistro.ch', lastName: 'Bianchi' };
      const { where, stub } = await openProfile({
        '/api/check_email_exists.php': { status: 200, body: { exists: false } },
        '/api/request_email_change.php': { status: 200, body: { success: true, message: 'email_change_code_sent' } },
        '/api/verify_old_email_code.php': { status: 200, body: { success: true, error_code: null, message: 'old_email_confirmed_code_sent' } },
        '/api/verify_new_email_code.php': { status: 200, body: { success: true, error_code: null, message: 'email_updated', user: { ...serverUser, email: 'new@bistro.ch' } } },
        '/api/update-profile.php': { status: 200, body: { success: true, error_code: null, message: 'profile_updated', user: changed } },
      });
      click('Modifier le profil');
      fireEvent.change(field('Nom'), { target: { value: 'Bianchi' } });
      fireEvent.change(field('E-mail'), { target: { value: 'new@bistro.ch' } });

      fireEvent.click(screen.getByRole('link', { name: 'Vers le panier' }));
      const leave = screen.getByRole('dialog', { name: 'Modifications non enregistrées' });
      expect(within(leave).getByTestId('leave-email-note').textContent).toBe(
        "Votre nouvelle adresse e-mail doit d’abord être confirmée par deux codes. Avec «\u00a0Enregistrer\u00a0», vous restez sur cette page pour les saisir.",
      );
      fireEvent.click(within(leave).getByRole('button', { name: 'Enregistrer' }));

      const codes = await screen.findByRole('dialog', { name: "Changement d’adresse e-mail" });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifications non enregistrées' })).toBeNull());
      expect(within(codes).getByTestId('email-change-notice').textContent).toBe(
        'Vous restez sur cette page\u00a0: vos modifications seront enregistrées une fois la nouvelle adresse confirmée par les deux codes. Vous pourrez ensuite la quitter.',
      );
      expect(where.location?.pathname).toBe('/profile');
      expect(sentRequests(stub).find(({ url }) => url === '/api/request_email_change.php')?.body).toEqual({ user_id: 3, new_email: 'new@bistro.ch', lang: 'fr' });
      expect(sentRequests(stub).map(({ url }) => url)).not.toContain('/api/update-profile.php');

      const confirm = async () => {
        fireEvent.change(within(codes).getByLabelText('Chiffre 1 sur 6'), { target: { value: '123456' } });
        fireEvent.click(within(codes).getByRole('button', { name: 'Confirmer' }));
      };
      await confirm();
      await waitFor(() => expect(codes.querySelector('form')?.getAttribute('data-step')).toBe('new'));
      await confirm();

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(field('Nom').disabled).toBe(true));
      expect(field('E-mail').value).toBe('new@bistro.ch');
      expect(where.location?.pathname).toBe('/profile');
      expect((sentRequests(stub).find(({ url }) => url === '/api/update-profile.php')?.body as FormData).get('lastName')).toBe('Bianchi');

      // Everything is saved: the link now leaves at once.
      fireEvent.click(screen.getByRole('link', { name: 'Vers le panier' }));
      await waitFor(() => expect(where.location?.pathname).toBe('/cart'));
    });

    it('does not hold a move to an anchor of the same page', async () => {
      const { where, router } = await openProfile();
      click('Modifier le profil');
      fireEvent.change(field('Nom'), { target: { value: 'Bianchi' } });

      await act(() => router.navigate('/profile#profile-password-title'));

      expect(screen.queryByRole('dialog')).toBeNull();
      expect(where.location?.hash).toBe('#profile-password-title');
      expect(field('Nom').value).toBe('Bianchi');
    });

    it('lets the user leave freely without changes, and warns on unload only with changes', async () => {
      const { where } = await openProfile();
      const unload = () => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      click('Modifier le profil');
      expect(unload()).toBe(false);
      fireEvent.change(field('Nom'), { target: { value: 'Bianchi' } });
      expect(unload()).toBe(true);
      click('Annuler');
      expect(unload()).toBe(false);

      fireEvent.click(screen.getByRole('link', { name: 'Vers le panier' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(where.location?.pathname).toBe('/cart');
    });
  });

  describe('password change', () => {
    it.each([
      ['', 'Abcdef!1', 'Abcdef!1'],
      ['old', 'Ab!1', 'Ab!1'],
      ['old', 'abcdefgh1', 'abcdefgh1'],
      ['old', 'Abcdef!1', 'Abcdef!2'],
    ])('refuses old %j, new %j, confirmation %j with password_input_error before any call', async (oldPassword, newPassword, confirm) => {
      const { stub } = await openProfile();
      fireEvent.change(field('Ancien mot de passe'), { target: { value: oldPassword } });
      fireEvent.change(field('Nouveau mot de passe'), { target: { value: newPassword } });
      fireEvent.change(field('Confirmer le mot de passe'), { target: { value: confirm } });

      click('Changer le mot de passe');

      expect(screen.getByRole('alert').textContent).toBe(
        "Vérifiez les champs\u00a0: l’ancien mot de passe est requis, le nouveau doit respecter les règles indiquées et correspondre à la confirmation.",
      );
      expect(sentRequests(stub).map(({ url }) => url)).not.toContain('/api/change-password.php');
    });

    it('sends the e-mail, the old and the new password, and translates the server code', async () => {
      const { stub } = await openProfile({ '/api/change-password.php': { status: 400, body: { success: false, error_code: 'incorrect_old_password' } } });
      const fill = () => {
        fireEvent.change(field('Ancien mot de passe'), { target: { value: 'Old-pass1' } });
        fireEvent.change(field('Nouveau mot de passe'), { target: { value: 'New-pass1' } });
        fireEvent.change(field('Confirmer le mot de passe'), { target: { value: 'New-pass1' } });
      };
      fill();
      click('Changer le mot de passe');
      expect((await screen.findByRole('alert')).textContent).toBe("L’ancien mot de passe est incorrect.");
      expect(sentRequests(stub).find(({ url }) => url === '/api/change-password.php')?.body).toEqual({
        identifier: 'chef@bistro.ch',
        oldPassword: 'Old-pass1',
        newPassword: 'New-pass1',
      });
    });
  });

  describe('promo modal', () => {
    it('needs a code', async () => {
      const { stub } = await openProfile();
      click("Saisir un code d’activation");
      const dialog = screen.getByRole('dialog', { name: "Code d’activation" });

      fireEvent.click(within(dialog).getByRole('button', { name: 'Valider le code' }));

      expect(within(dialog).getByRole('alert').textContent).toBe("Veuillez saisir un code d’activation.");
      expect(sentRequests(stub).map(({ url }) => url)).not.toContain('/api/submit_promo_code.php');
    });

    it('shows the code the user holds instead of the button', async () => {
      stubFetchByPath({ '/api/get_user.php': { status: 200, body: { success: true, user: { ...serverUser, promoCode: 'ABC-123' } } } });
      signIn();
      renderRoutes(routes, { route: '/profile', language: 'it' });

      expect(await screen.findByText('ABC-123')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Buongiorno, Anna!' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Inserisci un codice di attivazione' })).toBeNull();
    });

    it('shows until when the code is valid', async () => {
      stubFetchByPath({
        '/api/get_user.php': { status: 200, body: { success: true, user: { ...serverUser, promoCode: 'ABC-123' } } },
        '/api/v1/subscription': { status: 200, body: { success: true, subscription: { status: 'active', code: 'ABC-123', valid_until: '2027-03-31T22:00:00.000Z' } } },
      });
      signIn();
      renderRoutes(routes, { route: '/profile', language: 'de' });

      expect((await screen.findByTestId('profile-promo-until')).textContent).toBe('Gültig bis 1. April 2027.');
      expect(screen.queryByRole('button', { name: 'Neuen Code eingeben' })).toBeNull();
    });

    it('shows what the restaurant saved since its subscription began, beside its end', async () => {
      stubFetchByPath({
        '/api/get_user.php': { status: 200, body: { success: true, user: { ...serverUser, promoCode: 'ABC-123' } } },
        '/api/v1/subscription': { status: 200, body: { success: true, subscription: { status: 'active', code: 'ABC-123', valid_until: '2027-03-31T22:00:00.000Z' } } },
        '/api/v1/orders/savings': { status: 200, body: { success: true, saved: 1234.5, since: '2026-03-02T08:15:00.000Z' } },
      });
      signIn();
      renderRoutes(routes, { route: '/profile', language: 'it' });

      const savings = await screen.findByTestId('profile-savings');
      expect(savings.textContent).toContain('Risparmiato dal 2 marzo 2026');
      expect(savings.textContent).toContain('CHF 1’234.50');
      expect(savings.textContent).toContain("dall’inizio del Suo abbonamento");
      expect(screen.getByTestId('profile-promo-until').textContent).toBe('Valido fino al 1 aprile 2027.');
    });

    it('shows no savings without a subscription start', async () => {
      stubFetchByPath({
        '/api/get_user.php': { status: 200, body: { success: true, user: { ...serverUser, promoCode: 'ABC-123' } } },
        '/api/v1/subscription': { status: 200, body: { success: true, subscription: { status: 'active', code: 'ABC-123', valid_until: null } } },
        '/api/v1/orders/savings': { status: 200, body: { success: true, saved: 0, since: null } },
      });
      signIn();
      renderRoutes(routes, { route: '/profile' });

      expect((await screen.findByTestId('profile-promo-until')).textContent).toBe('Valable sans date de fin.');
      expect(screen.queryByTestId('profile-savings')).toBeNull();
    });

    it('lets the holder of an ended code enter a new one', async () => {
      const { stub } = await openProfile({
        '/api/get_user.php': { status: 200, body: { success: true, user: { ...serverUser, promoCode: 'OLD-1' } } },
        '/api/v1/subscription': { status: 200, body: { success: true, subscription: { status: 'ended', code: 'OLD-1', valid_until: '2026-01-31T23:00:00.000Z' } } },
        '/api/submit_promo_code.php': { status: 200, body: { success: true, error_code: null, user: { ...serverUser, promoCode: 'NEW-2' } } },
      });

      expect((await screen.findByTestId('profile-promo-until')).textContent).toBe('Votre abonnement a pris fin le 1 février 2026. Saisissez un nouveau code pour commander à nouveau.');
      click('Saisir un nouveau code');
      const dialog = screen.getByRole('dialog', { name: "Code d’activation" });
      fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'NEW-2' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Valider le code' }));

      await waitFor(() => expect(sentRequests(stub).find(({ url }) => url === '/api/submit_promo_code.php')?.body).toEqual({ userId: 3, promoCode: 'NEW-2' }));
    });
  });

  it('offers an unverified user to send a code and confirm it', async () => {
    const { stub } = await openProfile({
      '/api/get_user.php': { status: 200, body: { success: true, user: { ...serverUser, is_full_account: 0 } } },
      '/api/resend_code.php': { status: 200, body: { success: true, message: 'new_code_sent' } },
    });
    expect(screen.getByText('Adresse e-mail non vérifiée')).toBeTruthy();

    click('Envoyer un code de vérification');

    expect(await screen.findByRole('button', { name: "Vérifier l’adresse" })).toBeTruthy();
    expect(sentRequests(stub).find(({ url }) => url === '/api/resend_code.php')?.body).toEqual({ email: 'chef@bistro.ch', lang: 'fr', type: 'register' });
  });
});
