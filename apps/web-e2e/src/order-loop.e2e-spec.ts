import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { PHONE } from './support/harness.js';
import { mailJourney, signInThroughForm, uniqueEmail } from './support/journey.js';

/**
 * The order loop of issue 14 in a real browser against the built product on the demo
 * catalogue: a cart spanning three wholesalers, one of them below its minimum (it pays its
 * delivery fee), the basket plan on the cart page, another delivery date chosen, the order
 * placed as planned, then the parts with their dates and fees in /orders and each wholesaler's
 * purchase order (its own lines only, in its language) at the SMTP catcher. On a phone.
 */
const world = mailJourney();
const { url, openPage } = world;
const PASSWORD = 'Fondue&Co7';

const MAIL = {
  leman: 'commandes@leman-gastro.example',
  limmat: 'bestellungen@limmat-gastro.example',
  ceresio: 'ordini@ceresio-forniture.example',
};

async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: world.server.database.url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function post(path: string, body: Record<string, unknown>): Promise<number> {
  const answer = await fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await answer.text();
  return answer.status;
}

const addButton = (page: Page, name: string) => page.getByRole('button', { name: `Ajouter «\u00a0${name}\u00a0» au panier` });

async function add(page: Page, category: string, title: string, name: string): Promise<void> {
  await page.goto(url(category));
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await addButton(page, name).click();
  await page.getByText(`«\u00a0${name}\u00a0» ajouté au panier.`).waitFor();
}

async function setQuantity(page: Page, name: string, unit: string, quantity: string): Promise<void> {
  const box = page.getByRole('textbox', { name: `Quantité de ${name} (${unit})` });
  await box.fill(quantity);
  await box.press('Enter');
}

describe('order loop: the basket plan, delivery dates and fees', () => {
  it('plans a cart over three wholesalers (one below its minimum), changes the date, orders, and shows parts, dates and fees in /orders and the mails', async () => {
    // Known terms, whatever the time of day the journey runs: every wholesaler takes orders
    // until 23:59 and delivers everywhere; Limmat's minimum is far above this cart.
    await sql(`UPDATE wholesaler SET cutoff = '23:59', postcodes = '', lead_days = 1`);
    await sql(`UPDATE wholesaler SET min_order_rappen = 15000, delivery_fee_rappen = 2500, delivery_days = '{1,2,3,4,5}' WHERE order_email = $1`, [MAIL.leman]);
    await sql(`UPDATE wholesaler SET min_order_rappen = 100000, delivery_fee_rappen = 3500, delivery_days = '{1,2,3,4,5}' WHERE order_email = $1`, [MAIL.limmat]);
    await sql(`UPDATE wholesaler SET min_order_rappen = 10000, delivery_fee_rappen = 1800, delivery_days = '{2,4}' WHERE order_email = $1`, [MAIL.ceresio]);
    await sql("INSERT INTO promo_code (code, max_uses) VALUES ('LOOP-E2E', 5)");
    const email = uniqueEmail('loop');
    expect(
      await post('/api/register.php', {
        firstName: 'Chiara',
        lastName: 'Monti',
        phone: '+41 91 555 12 34',
        email,
        restaurantName: 'Osteria del Porto',
        restaurantAddress: 'Riva Caccia 1, 6900 Lugano',
        password: PASSWORD,
        confirm: PASSWORD,
        privacy_accepted: true,
        promo_code: 'LOOP-E2E',
        lang: 'fr',
      }),
    ).toBe(200);
    expect(await post('/api/verify_code.php', { email, code: await world.catcher.codeFor(email), type: 'register', lang: 'fr' })).toBe(200);

    const page = await openPage('/', { viewport: PHONE });
    await signInThroughForm(page, email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Le meilleur prix de gros, produit par produit.' }).waitFor();
    await add(page, '/category/boissons', 'Boissons', 'Merlot del Ticino DOC, vin rouge');
    await add(page, '/category/boissons', 'Boissons', 'Chasselas Lavaux AOC, vin blanc');
    await add(page, '/category/hygiene-nettoyage', 'Hygiène et nettoyage', 'Savon liquide pour les mains');
    await page.goto(url('/cart'));
    await page.getByRole('heading', { level: 1, name: 'Panier' }).waitFor();
    await setQuantity(page, 'Merlot del Ticino DOC, vin rouge', 'pièces', '2');
    await setQuantity(page, 'Chasselas Lavaux AOC, vin blanc', 'pièces', '2');
    // 40 soaps: only Limmat holds 40 alone, so they go there, far below its minimum.
    await setQuantity(page, 'Savon liquide pour les mains', 'pièces', '40');

    // The plan: Merlot at Ceresio (184.80), Chasselas at Léman (159.60), soap at Limmat (624.00 + fee 35.00).
    const limmat = page.getByRole('region', { name: 'Livraison par Limmat Gastro-Grosshandel AG' });
    await limmat.waitFor({ timeout: 10_000 }).catch(async () => {
      throw new Error(`No Limmat part on the cart page:\n${await page.locator('main').innerText()}`);
    });
    await limmat.getByText('Encore CHF 376.00 chez ce grossiste pour la livraison gratuite').waitFor();
    await limmat.getByText('CHF 35.00').waitFor();
    const ceresio = page.getByRole('region', { name: 'Livraison par Ceresio Forniture Gastronomiche SA' });
    await ceresio.getByText('Merlot del Ticino DOC, vin rouge').waitFor();
    const leman = page.getByRole('region', { name: 'Livraison par Léman Gastro Distribution SA' });
    await leman.getByText('Chasselas Lavaux AOC, vin blanc').waitFor();
    expect(await leman.getByText('Livraison offerte').count()).toBe(1);

    // Another date: the third day offered; every part then comes on or after it.
    const picker = page.getByRole('combobox', { name: 'Date de livraison souhaitée' });
    const options = await picker.locator('option').evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
    const chosen = options[3]!;
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await Promise.all([
      page.waitForResponse((answer) => answer.url().includes(`/api/v1/cart/plan?delivery_date=${chosen}`) && answer.status() === 200),
      picker.selectOption(chosen),
    ]);
    expect(await page.locator('.plan-part__date').count()).toBe(3);
    await page.getByRole('textbox', { name: 'Remarque pour les grossistes' }).fill('Entrée de service, avant 10 h');

    const placeButton = page.getByRole('button', { name: 'Passer la commande' });
    await expectEnabled(page);
    await placeButton.click();
    const placed = page.getByText(/^Commande .+ passée\. Merci\s!$/);
    await placed.waitFor();
    const number = /^Commande (.+) passée/.exec((await placed.textContent()) ?? '')![1]!;
    await page.waitForURL(url('/orders'));

    // /orders: three parts, each with its delivery date; Limmat's with its fee; the note on each.
    const order = page.getByRole('article').first();
    await order.getByRole('heading', { level: 2, name: `Commande ${number}` }).waitFor();
    const parts = order.locator('.order-part');
    expect(await parts.count()).toBe(3);
    for (const text of await order.locator('.order-part__delivery').allTextContents()) {
      expect(text).toMatch(/Livraison le \S+ \d{1,2} \S+/);
      expect(text).toContain('Remarque\u00a0: Entrée de service, avant 10 h');
    }
    const limmatPart = order.getByRole('region', { name: 'Part de Limmat Gastro-Grosshandel AG' });
    expect(await limmatPart.getByText('Frais de livraison : CHF 35.00').count()).toBe(1);

    // The purchase orders: each lists only its own lines, in its wholesaler's language, with date, fee and note.
    await world.catcher.waitFor(
      () => [...Object.values(MAIL), email].every((address) => world.catcher.mailsTo(address).some((mail) => mail.subject.includes(number))),
      20_000,
    );
    const mailOf = (address: string) => world.catcher.mailsTo(address).find((mail) => mail.subject.includes(number))!.text;
    const limmatMail = mailOf(MAIL.limmat);
    for (const text of ['Geplante Lieferung:', 'Flüssigseife für die Hände', 'Liefergebühr', 'CHF 35.00', 'Bemerkung des Restaurants: Entrée de service, avant 10 h']) expect(limmatMail).toContain(text);
    expect(limmatMail).not.toContain('Merlot');
    const ceresioMail = mailOf(MAIL.ceresio);
    for (const text of ['Consegna prevista:', 'Merlot del Ticino DOC, vino rosso']) expect(ceresioMail).toContain(text);
    expect(ceresioMail).not.toContain('Sapone');
    expect(ceresioMail).not.toContain('Spese di consegna');
    const lemanMail = mailOf(MAIL.leman);
    for (const text of ['Livraison prévue\u00a0:', 'Chasselas Lavaux AOC, vin blanc']) expect(lemanMail).toContain(text);
    const confirmation = world.catcher.mailsTo(email).find((mail) => mail.subject.includes(number))!.text;
    expect(confirmation).toContain('Frais de livraison');
  });
});

async function expectEnabled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Passer la commande'));
    return button !== undefined && !(button as HTMLButtonElement).disabled;
  });
}
