import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { PHONE } from './support/harness.js';
import { mailJourney, signInThroughForm, uniqueEmail } from './support/journey.js';

/**
 * The order loop of issue #15 in a real browser against the built product on the demo
 * catalogue: a restaurant orders from Limmat (German) and Léman (French); Limmat's purchase
 * order arrives at the SMTP catcher with its personal link; the wholesaler opens it on a phone,
 * sees the page in German, and confirms with changes; the restaurant sees the answer in
 * /orders, and cancels Léman's part there (after a confirmation step).
 */
const world = mailJourney();
const { url, openPage } = world;
const PASSWORD = 'Fondue&Co7';
const LIMMAT = 'bestellungen@limmat-gastro.example';
const LEMAN = 'commandes@leman-gastro.example';
const LINK = /https?:\/\/\S+\/supplier\/orders\/[A-Za-z0-9_-]{43}/;

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

/** A subscribed, verified restaurant signed in on a phone, with soap (Limmat) and Chasselas (Léman) ordered through the API as planned. */
async function restaurantWithOrder(): Promise<{ page: Page; email: string; number: string }> {
  const email = uniqueEmail('answer');
  expect(
    await post('/api/register.php', {
      firstName: 'Luca',
      lastName: 'Berger',
      phone: '+41 44 555 12 34',
      email,
      restaurantName: 'Zunfthaus zur Waag',
      restaurantAddress: 'Münsterhof 8, 8001 Zürich',
      password: PASSWORD,
      confirm: PASSWORD,
      privacy_accepted: true,
      promo_code: 'ANSWER-E2E',
      lang: 'fr',
    }),
  ).toBe(200);
  expect(await post('/api/verify_code.php', { email, code: await world.catcher.codeFor(email), type: 'register', lang: 'fr' })).toBe(200);
  const page = await openPage('/', { viewport: PHONE });
  await signInThroughForm(page, email, PASSWORD);
  await page.getByRole('heading', { level: 1, name: 'Le meilleur prix de gros, produit par produit.' }).waitFor();
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: number }).id);
  const products = await sql(`SELECT id, name_fr FROM product WHERE name_fr IN ('Savon liquide pour les mains', 'Chasselas Lavaux AOC, vin blanc') ORDER BY name_fr`);
  const items = products.rows.map((p: { id: number; name_fr: string }) => ({ product_id: p.id, quantity: p.name_fr.startsWith('Savon') ? 40 : 6 }));
  expect((await page.request.post(url('/api/cart/save_cart.php'), { data: { user_id: userId, items } })).status()).toBe(200);
  const plan = await (await page.request.get(url('/api/v1/cart/plan'))).json();
  const expected = plan.parts.flatMap((part: { lines: Array<{ product_id: number; unit_price: number; quantity: number }> }) =>
    part.lines.map((l) => ({ product_id: l.product_id, price: l.unit_price, quantity: l.quantity })),
  );
  const placed = await page.request.post(url('/api/v1/orders'), {
    data: { idempotency_key: `e2e-${Date.now()}-${userId}`, lang: 'fr', expected, expected_fees: plan.totals.fees },
  });
  expect(placed.status()).toBe(201);
  const number = (await placed.json()).order.number as string;
  return { page, email, number };
}

describe('order loop: the wholesaler answers, the restaurant cancels', () => {
  it('the wholesaler confirms with changes from the link in the mail, and the restaurant sees it in /orders; then cancels the other part', async () => {
    // Known terms whatever the hour: orders until 23:59, every day, everywhere, no minimum.
    await sql(`UPDATE wholesaler SET cutoff = '23:59', postcodes = '', lead_days = 1, min_order_rappen = 0, delivery_days = '{1,2,3,4,5,6,7}'`);
    await sql("INSERT INTO promo_code (code, max_uses) VALUES ('ANSWER-E2E', 5) ON CONFLICT DO NOTHING");
    const { page, email, number } = await restaurantWithOrder();

    // The purchase order at the catcher: the personal link, and the CSV.
    await world.catcher.waitFor(() => world.catcher.mailsTo(LIMMAT).some((mail) => mail.subject.includes(number)), 20_000);
    const purchaseOrder = world.catcher.mailsTo(LIMMAT).find((mail) => mail.subject.includes(number))!;
    expect(purchaseOrder.attachments.map((a) => a.filename)).toEqual([`Bestellung-${number}.csv`]);
    const link = new URL(LINK.exec(purchaseOrder.text)![0]);

    // The wholesaler, on a phone, in a fresh browser (no account, French browser settings): the page speaks German.
    const supplier = await openPage(url(link.pathname), { viewport: PHONE, language: 'fr' });
    await supplier.getByRole('heading', { level: 1, name: `Bestellung ${number}` }).waitFor();
    await supplier.getByText('Münsterhof 8, 8001 Zürich').waitFor();
    await supplier.getByRole('link', { name: '+41 44 555 12 34' }).waitFor();
    await supplier.getByRole('row', { name: /Flüssigseife für die Hände/ }).waitFor();
    // Keyboard: choose "with changes", then fill the quantity and the note.
    await supplier.getByRole('radio', { name: 'Mit Änderungen bestätigen' }).check();
    const quantity = supplier.getByRole('spinbutton', { name: /Flüssigseife für die Hände/ });
    await quantity.fill('-3');
    await supplier.getByRole('button', { name: 'Mit diesen Mengen bestätigen' }).click();
    await supplier.getByRole('alert').getByText(/Menge/).waitFor();
    await quantity.fill('25');
    await supplier.getByRole('textbox', { name: 'Bemerkung für das Restaurant (optional)' }).fill('Nur 25 Flaschen an Lager');
    await supplier.getByRole('textbox', { name: 'Bemerkung für das Restaurant (optional)' }).press('Tab');
    await supplier.keyboard.press('Enter');
    await supplier.getByRole('heading', { name: 'Bestellung mit Änderungen bestätigt. Vielen Dank!' }).waitFor();
    await supplier.getByText('25 von 40 Stück').waitFor().catch(async () => {
      throw new Error(`Answer panel:\n${await supplier.locator('main').innerText()}`);
    });
    expect(await supplier.getByRole('button', { name: 'Bestätigen' }).count()).toBe(0);

    // The restaurant: mailed once in French, and /orders shows the answer.
    await world.catcher.waitFor(() => world.catcher.mailsTo(email).some((mail) => mail.subject.includes('avec modifications')), 20_000);
    expect(world.catcher.mailsTo(email).find((mail) => mail.subject.includes('avec modifications'))!.text).toContain('Remarque du grossiste\u00a0: Nur 25 Flaschen an Lager');
    await page.goto(url('/orders'));
    const order = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: `Commande ${number}` }) });
    const limmat = order.getByRole('region', { name: /Part de Limmat/ });
    await limmat.getByText('Confirmée avec modifications').waitFor();
    await limmat.getByText('Remarque du grossiste\u00a0: Nur 25 Flaschen an Lager').waitFor();
    await limmat.getByText('Livré\u00a0: 25').waitFor();
    expect(await limmat.getByRole('button', { name: 'Annuler cette partie' }).count()).toBe(0);

    // The restaurant cancels Léman's part, after confirming; Léman is mailed.
    const leman = order.getByRole('region', { name: /Part de Léman/ });
    await leman.getByRole('button', { name: 'Annuler cette partie' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Le grossiste est prévenu par e-mail').waitFor();
    await dialog.getByRole('button', { name: 'Ne pas annuler' }).first().click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await leman.getByRole('button', { name: 'Annuler cette partie' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Oui, annuler' }).click();
    await leman.getByText('Annulée', { exact: true }).waitFor();
    expect(await leman.getByRole('button', { name: 'Annuler cette partie' }).count()).toBe(0);
    await world.catcher.waitFor(() => world.catcher.mailsTo(LEMAN).some((mail) => mail.subject.includes(`Commande ${number} annulée`)), 20_000);
  });
});
