import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/harness.js';
import { mailJourney, paste, signInThroughForm, uniqueEmail } from './support/journey.js';

/**
 * The account journeys of SPEC.md sections 4 and 5 in a real browser against the built
 * product, with the mails caught by a local SMTP server: registration with the code from the
 * mail, sign-in and sign-out, the password reset, the resend countdown, the redirects of the
 * code pages and the start-up check of a stored user.
 */
const world = mailJourney();
const { url, openPage } = world;

const PASSWORD = 'Fondue&Co7';

/**
 * An account made and verified through the API from the test process (not from the page, whose
 * context may be busy rendering), so that a journey can start from a known state.
 */
async function createVerifiedAccount(_page: Page, email: string, password = PASSWORD): Promise<void> {
  const post = async (path: string, body: Record<string, unknown>) => {
    const answer = await fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: answer.status, body: await answer.text() };
  };
  const registered = await post('/api/register.php', {
    firstName: 'Luca',
    lastName: 'Bernasconi',
    phone: '+41 91 555 12 34',
    email,
    restaurantName: 'Grotto Ticino',
    restaurantAddress: 'Via Nassa 5, 6900 Lugano',
    password,
    confirm: password,
    privacy_accepted: true,
    lang: 'fr',
  });
  expect(registered).toEqual({ status: 200, body: expect.any(String) });
  const code = await world.catcher.codeFor(email);
  const verified = await post('/api/verify_code.php', { email, code, type: 'register', lang: 'fr' });
  expect(verified).toEqual({ status: 200, body: expect.stringContaining('registration_verified') });
}

/** Signs in from the test process; the user of the answer and the session cookie. */
async function signInByApi(email: string, password = PASSWORD): Promise<{ user: { id: number; email: string }; cookie: string }> {
  const answer = await fetch(url('/api/login.php'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { user: { id: number; email: string } };
  // The session cookie (a browser that signed in also gets its device cookie, mercato.device).
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('mercato.sid='))?.split(';')[0] ?? '';
  return { user: body.user, cookie };
}

/** Waits for a mail to `email` beyond the `already` ones, and returns its code. */
async function nextCodeFor(email: string, already: number): Promise<string> {
  await world.catcher.waitFor(() => world.catcher.mailsTo(email).length > already, 15_000);
  return world.catcher.codeFor(email);
}

describe('accounts', () => {
  it('registers, verifies with the pasted code from the mail, signs in and out', async () => {
    const email = uniqueEmail('register');
    const page = await openPage('/auth');
    await page.getByRole('tab', { name: 'Créer un compte' }).click();
    const form = page.getByRole('tabpanel', { name: 'Créer un compte' });
    const fields: Array<[string, string]> = [
      ['Prénom', 'Anna'],
      ['Nom', 'Rossi'],
      ['Téléphone', '+41 21 555 12 34'],
      ['E-mail', email],
      ['Nom du restaurant', 'Bistro du Lac'],
      ['Adresse du restaurant', 'Quai du Mont-Blanc 1, 1201 Genève'],
      ['Mot de passe', PASSWORD],
      ['Confirmer le mot de passe', PASSWORD],
    ];
    for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
    expect(await form.locator('[data-met="true"]').count()).toBe(3);

    // The privacy policy must be accepted first.
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await form.getByRole('alert').getByText('Vous devez accepter la politique de confidentialité.').waitFor();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Créer mon compte' }).click();

    await page.waitForURL(url('/verify-code'));
    await page.getByRole('heading', { level: 1, name: 'Vérification du code' }).waitFor();
    await page.getByText(email).waitFor();
    const pending = JSON.parse((await page.evaluate(() => localStorage.getItem('pendingRegistration'))) ?? 'null');
    expect(pending).toEqual({ identifier: email, method: 'email', type: 'register' });
    const pendingUser = JSON.parse((await page.evaluate(() => localStorage.getItem('pendingUser'))) ?? '{}') as Record<string, unknown>;
    expect(pendingUser['restaurantName']).toBe('Bistro du Lac');
    expect(pendingUser).not.toHaveProperty('password');

    const code = await world.catcher.codeFor(email);
    await paste(page, '.code-input__box', code);
    expect(await page.locator('.code-input__box').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).join(''))).toBe(code);
    await page.getByRole('button', { name: 'Vérifier le code' }).click();

    await page.getByText('Adresse e-mail vérifiée\u00a0: votre compte est activé. Vous pouvez vous connecter.').waitFor();
    await page.waitForURL(url('/auth'));
    const login = page.getByRole('tabpanel', { name: 'Se connecter' });
    expect(await login.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    await login.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Se connecter' }).click();

    const notice = page.getByText('Connexion réussie. Bienvenue\u202f!');
    await notice.waitFor();
    const box = await page.getByTestId('notification').boundingBox();
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - DESKTOP.width / 2)).toBeLessThan(40);
    await page.waitForURL(url('/'));
    const profile = page.getByRole('button', { name: "Mon compte – code d’activation manquant" });
    await profile.waitFor();
    expect(await page.getByRole('link', { name: 'Se connecter' }).count()).toBe(0);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null') as Record<string, unknown>;
    expect(stored).toMatchObject({ email, firstName: 'Anna', restaurantName: 'Bistro du Lac', is_full_account: 1 });
    // the server cart was loaded at sign-in (empty for a new account)
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? 'null')).toEqual([]);
    await notice.waitFor({ state: 'detached', timeout: 4_000 });

    await profile.click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  });

  it('resets a forgotten password with the mailed code (on a phone, in German); the old password then fails', async () => {
    const email = uniqueEmail('reset');
    const page = await openPage('/auth', { viewport: PHONE, language: 'de' });
    await createVerifiedAccount(page, email);
    const mailsBefore = world.catcher.mailsTo(email).length;

    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.waitForURL(url('/forgot-password'));
    // the URL changes before the navigation's transition renders the new page
    await page.getByRole('heading', { level: 1, name: 'Passwort vergessen' }).waitFor();
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Code anfordern' }).click();
    await page.getByText('Falls zu dieser Adresse ein Konto besteht, wurde soeben ein Code zum Zurücksetzen gesendet.').waitFor();
    await page.waitForURL(url('/verify-code'));
    expect(await page.evaluate(() => localStorage.getItem('resetEmail'))).toBe(email);

    const code = await nextCodeFor(email, mailsBefore);
    await page.getByRole('textbox', { name: 'Ziffer 1 von 6' }).click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Code bestätigen' }).click();
    await page.getByText('Code bestätigt. Wählen Sie jetzt ein neues Passwort.').waitFor();
    await page.waitForURL(url('/reset-password'));

    const newPassword = 'Raclette#2026';
    await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(newPassword);
    await page.getByLabel('Passwort bestätigen', { exact: true }).fill('Raclette#2025');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByRole('alert').getByText('Die Passwörter stimmen nicht überein.').waitFor();
    await page.getByLabel('Passwort bestätigen', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Passwort aktualisiert. Sie können sich jetzt anmelden.').waitFor();
    await page.waitForURL(url('/auth'));
    expect(await page.evaluate(() => [localStorage.getItem('resetEmail'), localStorage.getItem('pendingRegistration')])).toEqual([null, null]);

    const login = page.getByRole('tabpanel', { name: 'Anmelden' });
    await login.getByLabel('E-Mail', { exact: true }).fill(email);
    await login.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await login.getByRole('alert').getByText('E-Mail oder Passwort falsch.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await login.getByLabel('Passwort', { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('Anmeldung erfolgreich. Willkommen!').waitFor();
    await page.waitForURL(url('/'));
    await page.getByRole('button', { name: 'Mein Konto – Aktivierungscode fehlt' }).waitFor();
  });

  it('locks resending for 30 s with a countdown, then resends a code that works', async () => {
    const email = uniqueEmail('resend');
    const page = await openPage('/');
    const status = await page.evaluate(
      async ({ email, password }) =>
        (await fetch('/api/register.php', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Marco',
            lastName: 'Keller',
            phone: '+41 44 555 12 34',
            email,
            restaurantName: 'Zunfthaus',
            restaurantAddress: 'Limmatquai 1, 8001 Zürich',
            password,
            confirm: password,
            privacy_accepted: true,
            lang: 'fr',
          }),
        })).status,
      { email, password: PASSWORD },
    );
    expect(status).toBe(200);
    await world.catcher.waitFor(() => world.catcher.mailsTo(email).length > 0);
    const mailsBefore = world.catcher.mailsTo(email).length;
    await page.evaluate((email) => localStorage.setItem('pendingRegistration', JSON.stringify({ identifier: email, method: 'email', type: 'register' })), email);

    await page.goto('/verify-code');
    const countdown = page.getByTestId('resend-countdown');
    const first = Number(await countdown.textContent());
    expect(first).toBeGreaterThanOrEqual(29);
    expect(first).toBeLessThanOrEqual(30);
    expect(await page.getByRole('button', { name: 'Renvoyer le code' }).count()).toBe(0);
    await page.waitForTimeout(2_100);
    const later = Number(await countdown.textContent());
    expect(later).toBeLessThanOrEqual(first - 2);
    expect(later).toBeGreaterThan(20);

    const resend = page.getByRole('button', { name: 'Renvoyer le code' });
    await resend.waitFor({ timeout: 32_000 });
    expect(await countdown.count()).toBe(0);
    await resend.click();
    await page.getByText('Un nouveau code vous a été envoyé.').waitFor();
    expect(Number(await countdown.textContent())).toBeGreaterThanOrEqual(29);

    const code = await nextCodeFor(email, mailsBefore);
    await paste(page, '.code-input__box', code);
    await page.getByRole('button', { name: 'Vérifier le code' }).click();
    await page.getByText('Adresse e-mail vérifiée\u00a0: votre compte est activé. Vous pouvez vous connecter.').waitFor();
    await page.waitForURL(url('/auth'));
  });

  it('sends /verify-code without a pending registration to /auth, and /reset-password without a reset e-mail to /forgot-password', async () => {
    const page = await openPage('/verify-code');
    await page.waitForURL(url('/auth'));
    await page.getByRole('heading', { level: 1, name: 'Connexion et inscription' }).waitFor();

    await page.goto('/reset-password');
    await page.waitForURL(url('/forgot-password'));
    await page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }).waitFor();

    // A pending reset without the reset e-mail is not enough for /reset-password.
    await page.evaluate(() =>
      localStorage.setItem('pendingRegistration', JSON.stringify({ identifier: 'x@bistro-e2e.ch', method: 'email', type: 'reset' })),
    );
    await page.goto('/reset-password');
    await page.waitForURL(url('/forgot-password'));
  });

  it('logs out a stored user who no longer exists at start-up and lands on the 404 page of /login', async () => {
    const page = await openPage('/');
    await page.evaluate((email) => localStorage.setItem('user', JSON.stringify({ id: 999_999, email, promoCode: null })), uniqueEmail('ghost'));
    const loggedOut = page.waitForRequest((request) => request.url().endsWith('/api/logout.php') && request.method() === 'POST');

    await page.reload();

    await loggedOut;
    await page.waitForURL(url('/login'));
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('cart')])).toEqual([null, null]);
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
  });

  it('keeps a stored user who still exists', async () => {
    const email = uniqueEmail('kept');
    const page = await openPage('/');
    await createVerifiedAccount(page, email);
    const { user } = await signInByApi(email);
    await page.evaluate((user) => localStorage.setItem('user', JSON.stringify({ ...user, promoCode: 'X' })), user);
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/check_user_exists.php'));

    await page.reload();

    const answer = await checked;
    expect(await answer.json()).toEqual({ exists: true });
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ email });
    await page.getByRole('button', { name: 'Mon compte' }).waitFor();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(url('/'));
    expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
  });

  it("replaces the visitor's cart with the user's server cart at sign-in", async () => {
    const email = uniqueEmail('cart');
    const page = await openPage('/');
    await createVerifiedAccount(page, email);
    // The server cart holds two products, saved from another device.
    const { user, cookie } = await signInByApi(email);
    const products = (await (await fetch(url('/api/v1/products?page_size=3'))).json()) as { items: Array<{ id: number; name_fr: string }> };
    const [first, second, third] = products.items;
    const saved = await fetch(url('/api/cart/save_cart.php'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ user_id: user.id, items: [{ product_id: first!.id, quantity: 2 }, { product_id: second!.id, quantity: 1 }] }),
    });
    expect(saved.status).toBe(200);
    // This browser's cart, filled before signing in, holds something else.
    await page.evaluate((id) => localStorage.setItem('cart', JSON.stringify([{ id, name: 'x', price: 1, quantity: 5 }])), third!.id);

    await signInThroughForm(page, email, PASSWORD);

    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as Array<{ id: number; name: string; quantity: number }>;
    expect(cart.map(({ id, name, quantity }) => ({ id, name, quantity }))).toEqual([
      { id: first!.id, name: first!.name_fr, quantity: 2 },
      { id: second!.id, name: second!.name_fr, quantity: 1 },
    ]);
    await page.getByRole('link', { name: 'Panier, 2 articles' }).waitFor();
  });

  it('in Italian: registers, verifies, signs in and out, then resets the password', async () => {
    const email = uniqueEmail('italiano');
    const page = await openPage('/auth', { language: 'it' });
    await page.getByRole('tab', { name: 'Crea un account' }).click();
    const form = page.getByRole('tabpanel', { name: 'Crea un account' });
    const fields: Array<[string, string]> = [
      ['Nome', 'Giulia'],
      ['Cognome', 'Bernasconi'],
      ['Telefono', '+41 91 555 12 34'],
      ['E-mail', email],
      ['Nome del ristorante', 'Grotto del Ceresio'],
      ['Indirizzo del ristorante', 'Riva Caccia 1, 6900 Lugano'],
      ['Password', 'abc'],
      ['Conferma la password', 'abc'],
    ];
    for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Crea il mio account' }).click();
    await form.getByRole('alert').getByText('La password non rispetta le regole di sicurezza.').waitFor();
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Conferma la password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Crea il mio account' }).click();

    await page.waitForURL(url('/verify-code'));
    await page.getByRole('heading', { level: 1, name: 'Verifica del codice' }).waitFor();
    await world.catcher.waitFor(() => world.catcher.mailsTo(email).length > 0);
    const mail = world.catcher.mailsTo(email)[0]!;
    expect(mail.subject).toContain('codice');
    await paste(page, '.code-input__box', await world.catcher.codeFor(email));
    await page.getByRole('button', { name: 'Verifica il codice' }).click();
    await page.getByText('Indirizzo e-mail verificato: il Suo account è attivo. Ora può accedere.').waitFor();
    await page.waitForURL(url('/auth'));

    const login = page.getByRole('tabpanel', { name: 'Accedi' });
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Accedi' }).click();
    await page.getByText('Accesso riuscito. Le diamo il benvenuto!').waitFor();
    await page.waitForURL(url('/'));
    const profile = page.getByRole('button', { name: 'Il mio account – codice di attivazione mancante' });
    await profile.click();
    await page.getByRole('button', { name: 'Esci' }).click();
    await page.getByRole('link', { name: 'Accedi' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    const mailsBefore = world.catcher.mailsTo(email).length;
    await page.goto('/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Password dimenticata' }).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Ricevi un codice' }).click();
    await page.getByText('Se esiste un account per questo indirizzo, Le è appena stato inviato un codice di reimpostazione.').waitFor();
    await page.waitForURL(url('/verify-code'));
    await paste(page, '.code-input__box', await nextCodeFor(email, mailsBefore));
    await page.getByRole('button', { name: 'Verifica il codice' }).click();
    await page.getByText('Codice confermato. Ora scelga una nuova password.').waitFor();
    await page.waitForURL(url('/reset-password'));
    const newPassword = 'Polenta#2026';
    await page.getByRole('textbox', { name: 'Nuova password', exact: true }).fill(newPassword);
    await page.getByLabel('Conferma la password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Salva la password' }).click();
    await page.getByText('Password aggiornata. Ora può accedere.').waitFor();
    await page.waitForURL(url('/auth'));
    await login.getByLabel('E-mail', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: 'Accedi' }).click();
    await page.getByText('Accesso riuscito. Le diamo il benvenuto!').waitFor();
    // The reset notice reached the account's address too, in Italian.
    await world.catcher.waitFor(() => world.catcher.mailsTo(email).length > mailsBefore + 1);
  });
});
