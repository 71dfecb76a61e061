import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, launchBrowser, newContext, PHONE, startServer, type RunningServer } from './support/harness.js';
import { uniqueEmail } from './support/journey.js';

/**
 * The admin journeys of issue 6 in a real browser against the built product on the demo
 * catalogue: the admin signs in (ADMIN_EMAIL), sees the dashboard, creates a category with an
 * image that then shows on the home grid, a product with two offers whose lowest price then
 * shows on its category page, an activation code that a restaurant redeems in its promo
 * dialog, and imports a CSV price list that changes a price in the shop.
 * Set ADMIN_SCREENSHOTS=<folder> to keep screenshots of the pages on the way.
 */
const ADMIN_EMAIL = 'chef-admin@mercato-e2e.ch';
const ADMIN_PASSWORD = 'Mercato#Admin26';
const PASSWORD = 'Fondue&Co7';
const SHOTS = process.env['ADMIN_SCREENSHOTS'];

let server: RunningServer;
let browser: Browser;
let catcher: SmtpCatcher;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  catcher = await SmtpCatcher.start();
  [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: catcher.url, ADMIN_EMAIL, ADMIN_PASSWORD } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
  await catcher?.stop();
});

async function openPage(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await newContext(browser, server.url, viewport);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** A page signed in through the admin login form. */
async function adminPage(viewport = DESKTOP): Promise<Page> {
  const page = await openPage('/admin', viewport);
  await page.waitForURL(`${server.url}/admin/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
  return page;
}

/** Fills the three language fields of a group (`name`, `description`, ...). */
async function fillLocalized(page: Page, group: string, texts: [string, string, string]): Promise<void> {
  const fieldset = page.getByRole('group', { name: group, exact: true });
  await fieldset.getByLabel('Français').fill(texts[0]);
  await fieldset.getByLabel('Deutsch').fill(texts[1]);
  await fieldset.getByLabel('Italiano').fill(texts[2]);
}

describe('admin area', () => {
  it('sends every admin page to the login unless signed in as admin; the login refuses a wrong password', async () => {
    const page = await openPage('/admin/add-product');
    await page.waitForURL(`${server.url}/admin/login`);
    await page.getByLabel('E-mail', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Wrong#Pass99');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('alert').getByText('E-mail ou mot de passe incorrect.').waitFor();
    await shot(page, 'admin-login-desktop-fr', false);
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // Back to the page first asked for.
    await page.getByRole('heading', { level: 1, name: 'Nouveau produit' }).waitFor();
    expect(page.url()).toBe(`${server.url}/admin/add-product`);
  });

  it('shows the dashboard with counts and signs out', async () => {
    const page = await adminPage();
    await page.getByTestId('count-products').getByText('72').waitFor();
    expect(await page.getByTestId('count-wholesalers').textContent()).toBe('3');
    expect(await page.getByTestId('count-categories').textContent()).toBe('8');
    await shot(page, 'admin-dashboard-desktop-fr');
    await page.getByRole('button', { name: 'Deutsch, DE' }).click();
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    await page.getByRole('link', { name: /Aktivierungscodes/ }).first().waitFor();
    await shot(page, 'admin-dashboard-desktop-de');
    await page.getByRole('button', { name: 'Français, FR' }).click();
    await page.getByRole('link', { name: /Commandes aujourd’hui/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();
    await page.getByText('0 résultat', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(`${server.url}/admin/login`);
    await page.goto('/admin');
    await page.waitForURL(`${server.url}/admin/login`);
  });

  it('creates a category with an image that then appears on the home grid', async () => {
    const page = await adminPage();
    await page.goto('/admin/add-category');
    await fillLocalized(page, 'Nom', ['Boulangerie artisanale', 'Handwerksbäckerei', 'Panetteria artigianale']);
    expect(await page.getByLabel("Identifiant d’URL").inputValue()).toBe('boulangerie-artisanale');
    await fillLocalized(page, 'Description', ['Pains et viennoiseries du jour.', 'Brot und Gebäck vom Tag.', 'Pane e cornetti del giorno.']);
    const image = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d9a22a' } }).jpeg().toBuffer();
    await page.locator('input[type=file][name=image]').setInputFiles({ name: 'pain.jpg', mimeType: 'image/jpeg', buffer: image });
    await shot(page, 'admin-category-form-desktop-fr');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL(/\/admin\/categories\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Modifier la catégorie' }).waitFor();

    // An empty slug is refused field by field, in French.
    await page.getByLabel("Identifiant d’URL").fill('Pas Valide');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Identifiant invalide : lettres minuscules sans accents, chiffres et tirets uniquement.').waitFor();
    await shot(page, 'admin-category-errors-desktop-fr');

    const home = await openPage('/');
    const link = home.getByRole('link', { name: /Boulangerie artisanale/ });
    await link.waitFor();
    const card = home.getByRole('listitem').filter({ has: link });
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/media\/catalogue\/category-\d+-[0-9a-f]+\.webp$/);
  });

  it('creates a product with two offers whose lowest price shows on its category page', async () => {
    const page = await adminPage();
    await page.goto('/admin/add-subcategory');
    await page.getByLabel('Catégorie', { exact: true }).selectOption({ label: 'Boulangerie artisanale' });
    await fillLocalized(page, 'Nom', ['Pains', 'Brote', 'Pani']);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL(/\/admin\/subcategories\/\d+$/);

    await page.goto('/admin/add-product');
    await page.getByLabel('Sous-catégorie', { exact: true }).selectOption({ label: 'Boulangerie artisanale › Pains' });
    await fillLocalized(page, 'Nom', ['Pain paysan', 'Bauernbrot', 'Pane contadino']);
    await fillLocalized(page, 'Description courte', ['Levain, 500 g', 'Sauerteig, 500 g', 'Lievito madre, 500 g']);
    await page.getByLabel('Unité', { exact: true }).selectOption('piece');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL(/\/admin\/products\/\d+$/);

    const first = page.getByRole('form', { name: 'Léman Gastro Distribution SA' });
    await first.getByLabel('Prix CHF', { exact: true }).fill('3.40');
    await first.getByLabel('Stock').fill('1.5');
    await first.getByRole('button', { name: 'Ajouter' }).click();
    await first.getByText('Un produit vendu à la pièce a un stock en nombre entier.').waitFor();
    await first.getByLabel('Stock').fill('40');
    await first.getByRole('button', { name: 'Ajouter' }).click();
    await page.getByText('Prix affiché en boutique\u00a0: CHF 3.40 (hors TVA)').waitFor();

    const second = page.getByRole('form', { name: 'Limmat Gastro-Grosshandel AG' });
    await second.getByLabel('Prix CHF', { exact: true }).fill('2,95');
    await second.getByLabel('Stock').fill('25');
    await second.getByRole('button', { name: 'Ajouter' }).click();
    await page.getByText('Prix affiché en boutique\u00a0: CHF 2.95 (hors TVA)').waitFor();
    await page.getByRole('form', { name: 'Limmat Gastro-Grosshandel AG' }).getByText('Le plus bas').waitFor();
    await page.getByRole('heading', { name: 'Historique des prix' }).waitFor();
    await shot(page, 'admin-product-desktop-fr');

    const shop = await openPage('/category/boulangerie-artisanale');
    await shop.getByRole('listitem', { name: 'Pain paysan' }).getByText('CHF 2.95').waitFor();
  });

  it('creates an activation code that a restaurant then redeems in its promo dialog', async () => {
    const page = await adminPage();
    await page.goto('/admin/add-promo');
    await page.getByLabel('Code', { exact: true }).fill('SALON-E2E-26');
    await page.getByLabel('Note', { exact: true }).fill('Salon Gastronomie Lausanne');
    await page.getByLabel('Utilisations maximales').fill('1');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL(/\/admin\/promo-codes\/\d+$/);
    await page.getByText('0 utilisation(s) sur 1.').waitFor();
    // Said as created (not "changes saved"), with a way to copy it; the "leave empty to generate" hint is gone.
    await page.getByRole('status').getByText('Code «\u00a0SALON-E2E-26\u00a0» créé.').waitFor();
    const shown = await page.locator('#main-content').innerText();
    expect(shown).not.toContain('Modifications enregistrées.');
    expect(shown).not.toContain('Laissez vide pour générer un code.');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copier le code' }).click();
    await page.getByRole('button', { name: 'Copié' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SALON-E2E-26');

    const email = uniqueEmail('promo');
    const chef = await openPage('/auth');
    const registered = await chef.evaluate(
      async ({ email, password }) =>
        (
          await fetch('/api/register.php', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              firstName: 'Luca',
              lastName: 'Ferrari',
              phone: '+41 91 555 12 34',
              email,
              restaurantName: 'Osteria del Lago',
              restaurantAddress: 'Riva 3, 6900 Lugano',
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
    const code = await catcher.codeFor(email);
    await chef.evaluate(
      async ({ email, code }) => fetch('/api/verify_code.php', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, code, type: 'register' }) }),
      { email, code },
    );
    const login = chef.getByRole('tabpanel', { name: 'Se connecter' });
    await login.getByLabel('E-mail', { exact: true }).fill(email);
    await login.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await chef.waitForURL(`${server.url}/`);
    await chef.goto('/profile');
    await chef.getByRole('button', { name: "Saisir un code d’activation" }).click();
    const dialog = chef.getByRole('dialog', { name: "Code d’activation" });
    await dialog.getByLabel("Code d’activation", { exact: true }).fill('salon-e2e-26');
    await dialog.getByRole('button', { name: 'Valider le code' }).click();
    await dialog.getByText("Code d’activation enregistré : vous pouvez commander.").waitFor();

    await page.goto('/admin/promo-codes');
    const row = page.getByRole('row', { name: /SALON-E2E-26/ });
    await row.getByText('1 / 1').waitFor();
    await row.getByText(email).waitFor();
    await shot(page, 'admin-promo-list-desktop-fr');
  });

  it('imports a CSV price list that changes a price shown in the shop', async () => {
    const page = await adminPage();
    await page.goto('/admin/wholesalers');
    await page.getByRole('link', { name: 'Ceresio Forniture Gastronomiche SA' }).click();
    await page.getByRole('heading', { name: 'Importer une liste de prix (CSV)' }).waitFor();
    const file = join(tmpdir(), `prix-${Date.now()}.csv`);
    writeFileSync(file, '\uFEFFproduit;prix;stock\nentrecote-de-boeuf-suisse;19,90;12\nproduit-inconnu;1,00;1\n');
    await page.locator('input[type=file][name=file]').setInputFiles(file);
    await page.getByRole('button', { name: 'Aperçu' }).click();
    await page.getByText('1 ligne refusée').waitFor();
    await page.getByText('Produit inconnu', { exact: true }).waitFor();
    await shot(page, 'admin-import-preview-desktop-fr');
    await page.getByRole('button', { name: 'Appliquer 1 ligne' }).click();
    await page.getByRole('dialog', { name: 'Appliquer la liste de prix ?' }).getByRole('button', { name: 'Appliquer' }).click();
    await page.getByText('1 offre mise à jour.').waitFor();

    const shop = await openPage('/category/viande');
    await shop.getByRole('listitem', { name: 'Entrecôte de bœuf suisse' }).getByText('CHF 19.90').waitFor();
  });

  it('lists and searches users on a phone', async () => {
    const page = await adminPage(PHONE);
    await page.goto('/admin/users');
    // The admin list's own search, named for what it finds (not the header's product search).
    await page.getByRole('searchbox', { name: 'Nom, restaurant ou e-mail…', exact: true }).fill('osteria');
    await page.getByRole('cell', { name: 'Osteria del Lago' }).waitFor();
    await page.getByText('1 résultat', { exact: true }).waitFor();
    await shot(page, 'admin-users-phone-fr');
    await page.goto('/admin/products');
    await page.getByRole('searchbox', { name: 'Nom ou n° de produit…', exact: true }).fill('pain paysan');
    await page.getByText('1 résultat', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Pain paysan' }).click();
    await page.getByRole('heading', { name: 'Offres des grossistes' }).waitFor();
    await shot(page, 'admin-product-phone-fr');
    await page.goto('/admin');
    await shot(page, 'admin-dashboard-phone-fr');
  });
});
