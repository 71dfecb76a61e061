import { describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/harness.js';
import { mailJourney, paste, signInThroughForm, uniqueEmail } from './support/journey.js';

/**
 * The /profile journeys of SPEC.md sections 4 and 5 in a real browser against the built
 * product, mails caught by a local SMTP server: editing and saving (with an avatar), the
 * two-code e-mail change, the password change and the promo modal.
 * Set PROFILE_SCREENSHOTS=<folder> to keep screenshots of the states on the way.
 */
const world = mailJourney();
const { url, openPage } = world;

const PASSWORD = 'Fondue&Co7';
const SHOTS = process.env['PROFILE_SCREENSHOTS'];
/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  // A modal still sliding in would be caught half transparent.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** Registers through the API (the accounts journeys cover the form): the account is not verified yet. */
async function registerAccount(page: Page, email: string): Promise<void> {
  const registered = await page.evaluate(
    async ({ email, password }) =>
      (
        await fetch('/api/register.php', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
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
          }),
        })
      ).status,
    { email, password: PASSWORD },
  );
  expect(registered).toBe(200);
}

async function createVerifiedAccount(page: Page, email: string): Promise<void> {
  await registerAccount(page, email);
  const code = await world.catcher.codeFor(email);
  const verified = await page.evaluate(
    async ({ email, code }) =>
      (
        await fetch('/api/verify_code.php', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, code, type: 'register', lang: 'fr' }),
        })
      ).status,
    { email, code },
  );
  expect(verified).toBe(200);
}

/** Signs in through the form (French) and waits for the home page. */
const signIn = (page: Page, email: string, password = PASSWORD) => signInThroughForm(page, email, password);

/** A signed-in, verified user on /profile. */
async function openProfile(label: string, options: { viewport?: typeof DESKTOP } = {}): Promise<{ page: Page; email: string }> {
  const email = uniqueEmail(label);
  const page = await openPage('/auth', options);
  await createVerifiedAccount(page, email);
  await signIn(page, email);
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: 'Bienvenue, Luca !' }).waitFor();
  return { page, email };
}

async function nextCodeFor(email: string, already: number): Promise<string> {
  await world.catcher.waitFor(() => world.catcher.mailsTo(email).length > already, 15_000);
  return world.catcher.codeFor(email);
}

/** Runs SQL on the journey's database. */
async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: world.server.database.url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

const HOME_TITLE = 'Le meilleur prix de gros, produit par produit.';

const storedUser = async (page: Page) => JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null') as Record<string, unknown>;

describe('profile', () => {
  it('edits and saves the account data with a new avatar; the data stays after a reload', async () => {
    const { page } = await openProfile('edit');
    await shot(page, 'profile-desktop-fr');
    const firstName = page.getByLabel('Prénom', { exact: true });
    expect(await firstName.isDisabled()).toBe(true);
    await page.getByTestId('profile-avatar-initials').first().waitFor();

    await page.getByRole('button', { name: 'Modifier le profil' }).click();
    expect(await firstName.isDisabled()).toBe(false);
    await firstName.fill('Giulia');
    await page.getByLabel('Nom du restaurant', { exact: true }).fill('Osteria del Porto');
    await page.locator('input[type="file"][name="avatar"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.profile-avatar-field img[data-testid="profile-avatar"]').waitFor();
    await shot(page, 'profile-editing-desktop-fr');
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await page.getByText('Profil mis à jour.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Giulia !' }).waitFor();
    expect(await firstName.isDisabled()).toBe(true);
    const user = await storedUser(page);
    expect(user).toMatchObject({ firstName: 'Giulia', restaurantName: 'Osteria del Porto' });
    expect(typeof user['avatar']).toBe('string');
    const avatar = page.locator('.profile-hero img[data-testid="profile-avatar"]');
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toBe(user['avatar']);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.profile-hero img');
      return Boolean(image?.complete && image.naturalWidth > 0);
    });

    await page.reload();
    expect(await page.getByLabel('Nom du restaurant', { exact: true }).inputValue()).toBe('Osteria del Porto');
  });

  it('asks before leaving with unsaved changes: declining resets, confirming saves', async () => {
    const { page } = await openProfile('leave');
    await page.getByRole('button', { name: 'Modifier le profil' }).click();
    await page.getByLabel('Nom', { exact: true }).fill('Weber');
    await page.getByRole('link', { name: 'Panier' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await dialog.waitFor();
    await shot(page, 'profile-leave-modal-desktop-fr', false);
    expect(page.url()).toBe(url('/profile'));
    await dialog.getByRole('button', { name: 'Ne pas enregistrer' }).click();
    await page.waitForURL(url('/cart'));
    expect((await storedUser(page))['lastName']).toBe('Bernasconi');

    await page.goBack();
    await page.getByRole('button', { name: 'Modifier le profil' }).click();
    await page.getByLabel('Nom', { exact: true }).fill('Weber');
    await page.getByRole('link', { name: 'Panier' }).first().click();
    await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.waitForURL(url('/cart'));
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('user') ?? '{}').lastName === 'Weber');
  });

  it("asks on the browser's Back button: declining resets and goes back, confirming saves and goes back", async () => {
    const email = uniqueEmail('back');
    const page = await openPage('/auth');
    await createVerifiedAccount(page, email);
    await signIn(page, email);
    // Home, then the profile through the header's account menu: Back stays within the app.
    await page.getByRole('heading', { level: 1, name: HOME_TITLE }).waitFor();
    await page.getByRole('button', { name: "Mon compte – code d’activation manquant" }).click();
    await page.getByRole('link', { name: 'Mon profil' }).click();
    await page.waitForURL(url('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Luca !' }).waitFor();
    const lastName = page.getByLabel('Nom', { exact: true });
    const dialog = page.getByRole('dialog', { name: 'Modifications non enregistrées' });

    await page.getByRole('button', { name: 'Modifier le profil' }).click();
    await lastName.fill('Weber');
    await page.goBack();
    await dialog.waitFor();
    await shot(page, 'profile-leave-back-desktop-fr', false);
    expect(page.url()).toBe(url('/profile'));
    expect(await lastName.inputValue()).toBe('Weber');
    await dialog.getByRole('button', { name: 'Ne pas enregistrer' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { level: 1, name: HOME_TITLE }).waitFor();
    expect((await storedUser(page))['lastName']).toBe('Bernasconi');

    await page.goForward();
    await page.waitForURL(url('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Luca !' }).waitFor();
    expect(await lastName.inputValue()).toBe('Bernasconi');
    expect(await lastName.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Modifier le profil' }).click();
    await lastName.fill('Weber');
    await page.goBack();
    await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { level: 1, name: HOME_TITLE }).waitFor();
    expect((await storedUser(page))['lastName']).toBe('Weber');

    await page.goForward();
    await page.waitForURL(url('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Luca !' }).waitFor();
    expect(await lastName.inputValue()).toBe('Weber');
  });

  it('keeps the user on the page when Save in the leave confirmation needs the e-mail codes (on a phone)', async () => {
    const { page, email } = await openProfile('leave-email', { viewport: PHONE });
    const newEmail = uniqueEmail('leave-email-new');
    const oldMails = world.catcher.mailsTo(email).length;
    await page.getByRole('button', { name: 'Modifier le profil' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(newEmail);
    await page.getByLabel('Nom', { exact: true }).fill('Weber');

    await page.getByRole('link', { name: 'Panier' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await leave.getByTestId('leave-email-note').waitFor();
    await shot(page, 'profile-leave-email-phone-fr', false);
    await leave.getByRole('button', { name: 'Enregistrer', exact: true }).click();

    const codes = page.getByRole('dialog', { name: "Changement d’adresse e-mail" });
    await codes.getByTestId('email-change-notice').waitFor();
    await leave.waitFor({ state: 'detached' });
    await shot(page, 'profile-leave-email-codes-phone-fr', false);
    expect(page.url()).toBe(url('/profile'));
    await paste(page, '.modal .code-input__box', await nextCodeFor(email, oldMails));
    await codes.getByRole('button', { name: 'Confirmer' }).click();
    await codes.getByText(newEmail).waitFor();
    await paste(page, '.modal .code-input__box', await nextCodeFor(newEmail, 0));
    await codes.getByRole('button', { name: 'Confirmer' }).click();

    await codes.waitFor({ state: 'detached' });
    await page.getByText('Profil mis à jour.').waitFor();
    expect(page.url()).toBe(url('/profile'));
    expect(await storedUser(page)).toMatchObject({ email: newEmail, lastName: 'Weber' });
    // Saved: the link now leaves at once.
    await page.getByRole('link', { name: 'Panier' }).first().click();
    await page.waitForURL(url('/cart'));
  });

  it('lets an unverified user have a code sent from the profile and confirm it', async () => {
    const email = uniqueEmail('unverified');
    const page = await openPage('/auth');
    await registerAccount(page, email);
    await world.catcher.waitFor(() => world.catcher.mailsTo(email).length === 1, 15_000);
    await signIn(page, email);
    await page.getByRole('heading', { level: 1, name: HOME_TITLE }).waitFor();
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Luca !' }).waitFor();
    const hero = page.locator('.profile-hero');
    await hero.getByText('E-mail non vérifié').waitFor();
    const verification = page.getByTestId('email-verification');
    await verification.getByRole('heading', { name: 'Adresse e-mail non vérifiée' }).waitFor();
    await verification.getByText(email).waitFor();
    expect((await storedUser(page))['is_full_account']).toBe(0);
    await shot(page, 'profile-unverified-desktop-fr');

    // The registration mail went unread and the user comes back later: the 30 s resend lock has run out.
    const unlocked = await sql("UPDATE rate_limit_counter SET expires_at = now() WHERE key LIKE 'code-lock:%:' || $1", [email]);
    expect(unlocked.rowCount).toBe(1);
    await verification.getByRole('button', { name: 'Envoyer un code de vérification' }).click();
    const code = await nextCodeFor(email, 1);
    await verification.getByRole('button', { name: "Vérifier l’adresse" }).waitFor();
    await verification.locator('.resend__seconds').waitFor();
    await shot(page, 'profile-unverified-code-desktop-fr');
    await paste(page, '.profile-verify .code-input__box', code);
    await verification.getByRole('button', { name: "Vérifier l’adresse" }).click();

    await verification.waitFor({ state: 'detached' });
    await page.getByText('Adresse e-mail vérifiée\u00a0: vous pouvez maintenant remplir votre panier.').waitFor();
    await hero.getByText('E-mail vérifié', { exact: true }).waitFor();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('user') ?? '{}').is_full_account === 1);
    await shot(page, 'profile-verified-desktop-fr');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Luca !' }).waitFor();
    await hero.getByText('E-mail vérifié', { exact: true }).waitFor();
    expect(await page.getByTestId('email-verification').count()).toBe(0);
  });

  it('changes the e-mail with a code to the old address, then one to the new address', async () => {
    const { page, email } = await openProfile('email-old');
    const newEmail = uniqueEmail('email-new');
    const oldMails = world.catcher.mailsTo(email).length;

    await page.getByRole('button', { name: 'Modifier le profil' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(newEmail);
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    const dialog = page.getByRole('dialog', { name: "Changement d’adresse e-mail" });
    await dialog.waitFor();
    await dialog.getByText(email).waitFor();
    expect(Number(await dialog.getByTestId('resend-countdown').textContent())).toBeGreaterThan(25);
    await shot(page, 'profile-email-modal-desktop-fr', false);
    await paste(page, '.modal .code-input__box', await nextCodeFor(email, oldMails));
    await dialog.getByRole('button', { name: 'Confirmer' }).click();

    await dialog.getByText(newEmail).waitFor();
    await paste(page, '.modal .code-input__box', await nextCodeFor(newEmail, 0));
    await dialog.getByRole('button', { name: 'Confirmer' }).click();

    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Profil mis à jour.').waitFor();
    expect((await storedUser(page))['email']).toBe(newEmail);
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(newEmail);
  });

  it('changes the password (on a phone); the new one then signs in', async () => {
    const { page, email } = await openProfile('password', { viewport: PHONE });
    const newPassword = 'Raclette#2025';
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText("Vérifiez les champs : l’ancien mot de passe est requis", { exact: false }).waitFor();

    await page.getByLabel('Ancien mot de passe', { exact: true }).fill('Wrong&Pass1');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText("L’ancien mot de passe est incorrect.").waitFor();

    await page.getByLabel('Ancien mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Mot de passe mis à jour.', { exact: false }).first().waitFor();
    await shot(page, 'profile-phone-fr');

    // Signing out reloads the page: wait for that reload to have run, or the next goto races it.
    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await page.locator('.profile-logout').getByRole('button', { name: 'Se déconnecter' }).click();
    await reloaded;
    await page.waitForSelector('html[data-app-live]', { state: 'attached' });
    await page.waitForFunction(() => localStorage.getItem('user') === null);
    await signIn(page, email, newPassword);
    expect((await storedUser(page))['email']).toBe(email);
  });

  it('enters a promo code in the modal; the warning dot of the header goes', async () => {
    await sql("INSERT INTO promo_code (code, max_uses) VALUES ('E2E-CODE', 1)");
    const { page } = await openProfile('promo');
    await page.getByRole('button', { name: "Mon compte – code d’activation manquant" }).waitFor();

    await page.getByRole('button', { name: "Saisir un code d’activation" }).click();
    const dialog = page.getByRole('dialog', { name: "Code d’activation" });
    await dialog.getByRole('button', { name: 'Valider le code' }).click();
    await dialog.getByText("Veuillez saisir un code d’activation.").waitFor();
    await shot(page, 'profile-promo-modal-desktop-fr', false);

    await dialog.getByLabel("Code d’activation", { exact: true }).fill('NOPE-CODE');
    await dialog.getByRole('button', { name: 'Valider le code' }).click();
    await dialog.getByRole('alert').waitFor();

    await dialog.getByLabel("Code d’activation", { exact: true }).fill('E2E-CODE');
    await dialog.getByRole('button', { name: 'Valider le code' }).click();
    await dialog.getByText("Code d’activation enregistré : vous pouvez commander.").waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Luca !' }).waitFor();
    await page.getByTestId('profile-promo').getByText('E2E-CODE').waitFor();
    await page.getByRole('button', { name: 'Mon compte', exact: true }).waitFor();
    expect((await storedUser(page))['promoCode']).toBe('E2E-CODE');
  });

  it.each([
    ['de', DESKTOP, 'Willkommen, Luca!'],
    ['it', PHONE, 'Buongiorno, Luca!'],
  ])('shows the profile in %s', async (language, viewport, welcome) => {
    const email = uniqueEmail(`lang-${language}`);
    const page = await openPage('/auth', { viewport });
    await createVerifiedAccount(page, email);
    await signIn(page, email);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: welcome }).waitFor();
    await shot(page, `profile-${viewport === PHONE ? 'phone' : 'desktop'}-${language}`);
    await page.locator('.profile-details button').first().click();
    await shot(page, `profile-editing-${viewport === PHONE ? 'phone' : 'desktop'}-${language}`);
  });
});
