import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { PHONE } from './support/harness.js';
import { mailJourney } from './support/journey.js';

/**
 * The public site (issue 5) in a real browser against the built product: the feedback form with
 * its attachments down to the staff inbox, the newsletter, the contacts, the section links,
 * the privacy policy in three languages, and an accessibility check of every public page.
 */
const world = mailJourney();
const { openPage, url } = world;

/** FEEDBACK_TO is unset in this world, so the staff inbox is MAIL_FROM's default. */
const STAFF_INBOX = 'noreply@localhost';
const HOME_TITLE = 'Le meilleur prix de gros, produit par produit.';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: world.server.database.url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Waits until the element's top edge sits just under the sticky header (the page has scrolled to it). */
async function scrolledTo(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const top = document.querySelector(sel)?.getBoundingClientRect().top;
    return top !== undefined && top > -4 && top < 160;
  }, selector);
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  // evaluated through the debugging protocol: the page's CSP (no inline script) does not apply
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown; html: string }> }> };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: JSON.stringify(n.target), html: n.html })) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target).join(', ')}`);
}

describe('public site', () => {
  it('feedback: filters, shortens and lists the files, limits them to 10, sends them and clears the form', async () => {
    const page = await openPage('/Feedback');
    const form = page.locator('form.feedback-form');
    await page.getByRole('heading', { level: 1, name: 'Votre avis' }).waitFor();
    const picker = page.getByLabel('Ajouter des fichiers');

    await picker.setInputFiles([
      png('photographie-cuisine.png'),
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
      pdf('b.pdf'),
      pdf('c.pdf'),
      pdf('d.pdf'),
      pdf('e.pdf'),
      pdf('f.pdf'),
    ]);
    await form.getByText('6 fichiers joints').waitFor();
    const names = form.locator('.attachments__name');
    expect(await names.allTextContents()).toEqual(['photograph….png', 'b.pdf', 'c.pdf', 'd.pdf']);
    expect(await names.first().getAttribute('title')).toBe('photographie-cuisine.png');

    await form.getByRole('button', { name: '2 fichiers de plus' }).click();
    await form.getByRole('button', { name: 'Masquer la liste' }).waitFor();
    expect(await names.count()).toBe(6);
    await form.getByRole('button', { name: 'Masquer la liste' }).click();
    await form.getByRole('button', { name: '2 fichiers de plus' }).waitFor();
    expect(await names.count()).toBe(4);

    await picker.setInputFiles(['g', 'h', 'i', 'j', 'k', 'l'].map((n) => pdf(`${n}.pdf`)));
    await form.getByRole('alert').getByText('10 fichiers au maximum\u00a0: les fichiers en trop ont été retirés.').waitFor();
    await form.getByText('10 fichiers joints').waitFor();
    // the limit message goes away after 5 s
    await form.getByRole('alert').waitFor({ state: 'detached', timeout: 8000 });

    await form.getByRole('button', { name: '6 fichiers de plus' }).click();
    // k.pdf and l.pdf were dropped; keep three files
    for (const name of ['e.pdf', 'f.pdf', 'g.pdf', 'h.pdf', 'i.pdf', 'j.pdf', 'd.pdf']) {
      await form.getByRole('button', { name: `Retirer ${name}` }).click();
    }
    await form.getByText('3 fichiers joints').waitFor();

    await form.getByLabel('Nom et prénom').fill('Marie Rochat');
    await form.getByLabel('E-mail').fill('marie@bistro-e2e.ch');
    await form.getByLabel('Téléphone').fill('+41 21 555 01 23');
    await form.getByLabel('Restaurant ou entreprise').fill('Bistro du Lac');
    await form.getByLabel('Sujet').fill('Produits manquants');
    await form.getByLabel('Message').fill('Pourriez-vous ajouter la crème entière ?');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();

    await form.getByRole('status').getByText('Merci\u202f! Votre message a bien été envoyé.').waitFor();
    expect(await form.getByLabel('Sujet').inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    expect(await form.getByLabel('Nom et prénom').inputValue()).toBe('Marie Rochat');
    expect(await names.count()).toBe(0);

    await world.catcher.waitFor(() => world.catcher.mailsTo(STAFF_INBOX).length === 1, 15_000);
    const mail = world.catcher.mailsTo(STAFF_INBOX)[0]!;
    expect(mail.subject).toContain('Produits manquants');
    expect(mail.text).toContain('marie@bistro-e2e.ch');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['photographie-cuisine.png', 'b.pdf', 'c.pdf']);
    expect(mail.attachments[0]!.content.equals(PNG)).toBe(true);

    // the confirmation goes away after 4 s
    await form.getByRole('status').getByText('Merci\u202f! Votre message a bien été envoyé.').waitFor({ state: 'detached', timeout: 7000 });
  });

  it('feedback: the home section holds the same form and shows feedback_error when the server refuses', async () => {
    const page = await openPage('/#feedback');
    const section = page.getByRole('region', { name: 'Aidez-nous à améliorer Mercato' });
    await section.waitFor();
    const form = section.locator('form');
    await form.getByLabel('Nom et prénom').fill('Marie Rochat');
    await form.getByLabel('E-mail').fill('marie@bistro-e2e.ch');
    await form.getByLabel('Téléphone').fill('+41 21 555 01 23');
    await form.getByLabel('Restaurant ou entreprise').fill('Bistro du Lac');
    await form.getByLabel('Sujet').fill('Un faux PDF');
    await form.getByLabel('Message').fill('Ce fichier est un programme.');
    // a program named .pdf passes the form's filter by name, not the server's check by content
    await form.getByLabel('Ajouter des fichiers').setInputFiles([{ name: 'facture.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\u0090\u0000fake program') }]);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await form.getByRole('alert').getByText("Votre message n’a pas pu être envoyé. Réessayez plus tard.").waitFor();
    expect(await form.getByLabel('Sujet').inputValue()).toBe('Un faux PDF');
  });

  it('newsletter: privacy required, invalid, saved, duplicate (case and spaces), network failure', async () => {
    const page = await openPage('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }).waitFor();
    const footer = page.locator('footer');
    const email = footer.getByLabel('Votre adresse e-mail');
    const submit = footer.getByRole('button', { name: "S’abonner" });
    const message = footer.locator('.newsletter__message');

    await email.fill('chef@bistro-e2e.ch');
    await submit.click();
    await footer.getByText('✗ Vous devez accepter la politique de confidentialité').waitFor();

    await footer.getByRole('checkbox').check();
    await email.fill('chef@bistro');
    await submit.click();
    await footer.getByText('✗ Adresse e-mail invalide.').waitFor();

    await email.fill('  Chef@Bistro-e2e.ch ');
    await submit.click();
    await footer.getByText('✓ Merci\u202f! Vous êtes inscrit à la newsletter.').waitFor();
    const saved = await sql('SELECT email, language, consented_at FROM newsletter_subscription');
    expect(saved.rows).toEqual([expect.objectContaining({ email: 'chef@bistro-e2e.ch', language: 'fr' })]);

    await email.fill('CHEF@bistro-e2e.ch  ');
    await submit.click();
    await footer.getByText('✗ Cette adresse e-mail est déjà inscrite.').waitFor();

    await page.route('**/api/save-subscription.php', (route) => route.abort());
    await email.fill('other@bistro-e2e.ch');
    await submit.click();
    await footer.getByText(/^✗ Erreur (du )?serveur/).waitFor();
    expect(await message.textContent()).toMatch(/^✗ /);
  });

  it('newsletter: the unsubscribe link confirms, then deletes the subscription', async () => {
    await sql(`INSERT INTO newsletter_subscription (email, language, consented_at, unsubscribe_token) VALUES ('leave@bistro-e2e.ch', 'de', now(), $1)`, ['t'.repeat(43)]);
    const page = await openPage(`/newsletter/unsubscribe?token=${'t'.repeat(43)}`, { language: 'de' });
    await page.getByRole('heading', { level: 1, name: 'Vom Newsletter abmelden' }).waitFor();
    await page.getByText('l***@bistro-e2e.ch').waitFor();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Abmeldung bestätigt' }).waitFor();
    expect((await sql(`SELECT 1 FROM newsletter_subscription WHERE email = 'leave@bistro-e2e.ch'`)).rowCount).toBe(0);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Ungültiger Link' }).waitFor();
  });

  it('contacts: the header opens a dialog with the phone, the support e-mail and the social links', async () => {
    const page = await openPage('/');
    await page.getByRole('heading', { level: 1, name: HOME_TITLE }).waitFor();
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contactez-nous' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: /\+41 21 555 01 23/ }).getAttribute('href')).toBe('tel:+41215550123');
    expect(await dialog.getByRole('link', { name: /support@mercato\.ch/ }).getAttribute('href')).toBe('mailto:support@mercato.ch');
    expect(await dialog.getByRole('link', { name: /Instagram|LinkedIn|Facebook/ }).count()).toBe(3);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('nav: about and feedback go home first, then scroll to their section (desktop and phone menu)', async () => {
    const page = await openPage('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }).waitFor();
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'À propos' }).click();
    await page.waitForURL(url('/#about-us'));
    await page.getByRole('heading', { level: 1, name: HOME_TITLE }).waitFor();
    await scrolledTo(page, '#about-us');

    const phone = await openPage('/imprint', { viewport: PHONE });
    await phone.getByRole('heading', { level: 1, name: 'Mentions légales' }).waitFor();
    await phone.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await phone.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Votre avis' }).click();
    await phone.waitForURL(url('/#feedback'));
    await phone.getByRole('heading', { level: 1, name: HOME_TITLE }).waitFor();
    await scrolledTo(phone, '#feedback');
    expect(await phone.getByRole('button', { name: 'Ouvrir le menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('nav: the section stays where the link put it while the categories above it arrive late (a busy server)', async () => {
    const page = await openPage('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }).waitFor();
    let answerCategories: () => void = () => undefined;
    const categoriesHeld = new Promise<void>((resolve) => {
      answerCategories = resolve;
    });
    await page.route('**/api/category/get_all_categories.php', async (route) => {
      await categoriesHeld;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'À propos' }).click();
    await page.waitForURL(url('/#about-us'));
    await scrolledTo(page, '#about-us');

    // the page has been still for longer than any fixed pin, while the grid above is still loading
    await page.waitForTimeout(3_500);
    answerCategories();
    await page.locator('.category-grid .category-card:not(.category-card--skeleton)').first().waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    await scrolledTo(page, '#about-us');
  });

  it.each([
    ['fr', 'Politique de confidentialité', 'En vigueur depuis le 24.06.2025', /le nom, l’adresse et le numéro de téléphone du restaurant/],
    ['de', 'Datenschutzerklärung', 'Gültig ab 24.06.2025', /den Namen, die Adresse und die Telefonnummer des Restaurants/],
    ['it', 'Informativa sulla privacy', 'In vigore dal 24.06.2025', /il nome, l’indirizzo e il numero di telefono del ristorante/],
  ])('privacy: the policy in %s, effective 24.06.2025, naming the wholesalers as recipients', async (language, title, effective, recipients) => {
    const page = await openPage('/privacy', { language });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(effective).waitFor();
    expect(await page.locator('.policy__section').count()).toBe(8);
    await page.getByText(recipients).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
  });

  it('home: a looping muted inline video, and its still image under reduced motion', async () => {
    const page = await openPage('/');
    const video = page.locator('video.hero__video');
    await video.waitFor({ state: 'attached' });
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline, v.autoplay, v.poster.endsWith('/video/hero-poster.jpg')])).toEqual([true, true, true, true, true]);

    const still = await openPage('/');
    await still.emulateMedia({ reducedMotion: 'reduce' });
    await still.reload();
    await still.locator('img.hero__still').waitFor({ state: 'attached' });
    expect(await still.locator('video').count()).toBe(0);
  });

  it.each([
    ['/', HOME_TITLE],
    ['/privacy', 'Politique de confidentialité'],
    ['/imprint', 'Mentions légales'],
    ['/Feedback', 'Votre avis'],
    ['/gif', 'Mercato en mouvement'],
    ['/auth', 'Connexion et inscription'],
    ['/no/such/page', 'Page introuvable'],
  ])('accessibility: %s has no serious or critical axe violation', async (path, title) => {
    const page = await openPage(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    if (path === '/') await page.getByRole('region', { name: 'Nos catégories' }).getByRole('link', { name: 'Viande', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a form submitted before the app runs the prerendered page sends nothing: the password never lands in the address', async () => {
    const page = await openPage('/robots.txt');
    // The app's scripts are held back: the page stays the prerendered HTML, as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(?!boot-)[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(`${request.method()} ${request.url()}`);
    });
    // The harness's goto ends once the app runs the page: here that is only after the release.
    const opened = page.goto('/auth', { waitUntil: 'domcontentloaded' });
    const login = page.getByRole('tabpanel', { name: 'Se connecter' });
    await login.getByLabel('E-mail', { exact: true }).fill('chef@bistro-e2e.ch');
    await login.getByLabel('Mot de passe', { exact: true }).fill('Secret#Pass1');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-live'))).toBe(false);
    await login.getByLabel('Mot de passe', { exact: true }).press('Enter');
    await page.waitForTimeout(300);
    expect(navigations).toEqual([`GET ${url('/auth')}`]);
    expect(page.url()).toBe(url('/auth'));
    release();
    await opened;
    expect(page.url()).toBe(url('/auth'));
    expect(navigations).toEqual([`GET ${url('/auth')}`]);
  });

  it('activation code: registration says what it is, and its link opens a request to staff, written in German', async () => {
    const page = await openPage('/auth?tab=register', { language: 'de' });
    const help = page.locator('.activation-help');
    await help.getByText('Der Aktivierungscode ist Ihr Mercato-Abonnement').waitFor();
    expect(await page.getByText(/Promo/).count()).toBe(0);
    await help.getByRole('link', { name: 'Aktivierungscode anfragen' }).click();
    await page.waitForURL(url('/Feedback?topic=activation-code'));
    expect(await page.getByLabel('Betreff').inputValue()).toBe('Anfrage für einen Aktivierungscode');
    expect(await page.getByLabel('Nachricht').inputValue()).toContain('einen Aktivierungscode für unser Restaurant');
  });

  it.each(['de', 'fr', 'it'] as const)('header in %s: its links stay on one line and nothing leaves the screen, from 1366 px down to a tablet (the burger below 1040 px)', async (language) => {
    const page = await openPage('/', { language });
    await page.locator('html[data-app-live]').waitFor({ state: 'attached' });
    const oneLine = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('.site-header .site-nav__link')].map((a) => [a.textContent, a.getBoundingClientRect().height])));
    expect(Object.keys(oneLine)).toHaveLength(3);
    const faults: string[] = [];
    for (let width = 1366; width >= 768; width -= 13) {
      await page.setViewportSize({ width, height: 700 });
      faults.push(
        ...(await page.evaluate((heights) => {
          const header = document.querySelector('.site-header')!;
          const out = [...header.querySelectorAll('*')].filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > window.innerWidth + 0.5);
          const wrapped = [...header.querySelectorAll('.site-nav__link')].filter((a) => a.getBoundingClientRect().height > heights[a.textContent ?? '']! + 2);
          return [...out, ...wrapped].map((el) => `${window.innerWidth}px: ${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
        }, oneLine)),
      );
    }
    expect(faults).toEqual([]);
  });

  describe('on a phone (390 x 844)', () => {
    const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    it('home: each category card is a row, picture left, text clear of the border', async () => {
      const page = await openPage('/', { viewport: PHONE });
      const card = page.getByRole('region', { name: 'Nos catégories' }).getByRole('listitem').filter({ hasText: 'Viande' }).first();
      await card.getByRole('link', { name: 'Viande', exact: true }).waitFor();
      const box = async (selector: string) => (await card.locator(selector).boundingBox())!;
      const [panel, media, body] = [await box('.category-card__panel'), await box('.category-card__media'), await box('.category-card__body')];
      expect(media.x + media.width).toBeLessThanOrEqual(body.x + 1);
      expect(media.y).toBeGreaterThanOrEqual(panel.y);
      expect(body.x - panel.x).toBeGreaterThanOrEqual(8);
      expect(await sidewaysScroll(page)).toBe(0);
    });

    it.each(['de', 'fr', 'it'] as const)('privacy in %s: the page never scrolls sideways', async (language) => {
      const page = await openPage('/privacy', { viewport: PHONE, language });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await sidewaysScroll(page)).toBe(0);
    });

    it('a product card keeps "100 g" on one line, and a sold-out card says each thing once', async () => {
      const page = await openPage('/category/fruits-legumes', { viewport: PHONE, language: 'de' });
      const card = (name: string) => page.getByRole('listitem').filter({ hasText: name }).first();
      await card('Schnittlauch').waitFor();
      expect(await card('Schnittlauch').innerText()).toContain('100\u00a0g');
      const soldOut = await card('Schweizer Williamsbirnen').innerText();
      for (const text of ['Derzeit kein Angebot', 'Ausverkauft', 'Nicht verfügbar']) expect(soldOut.split(text).length - 1).toBe(1);
    });

    it('the menu panel spans the screen from its left edge, and shows the current language', async () => {
      const page = await openPage('/', { viewport: PHONE, language: 'de' });
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const menu = page.locator('.site-header__menu.is-open');
      await menu.waitFor();
      const box = (await menu.boundingBox())!;
      expect([Math.round(box.x), Math.round(box.width)]).toEqual([0, PHONE.width]);
      const languages = menu.getByRole('group', { name: 'Sprache wechseln' });
      expect(await languages.innerText()).toMatch(/^DE/);
      expect(await languages.getByRole('button').allInnerTexts()).toEqual(['FR', 'IT']);
    });
  });
});
