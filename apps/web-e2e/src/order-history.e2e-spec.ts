import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, PHONE, startServer, type RunningServer } from './support/harness.js';
import { signInThroughForm, uniqueEmail } from './support/journey.js';

/**
 * Issue #15, part 2, and #18 item 8 in a real browser against the built product on the demo
 * catalogue: "order again" from /orders (lands in the cart; a line that can no longer be added
 * is named with its reason), the /orders status filter and pages on a phone in German, what an
 * order saved and the profile's total, and the staff's order list filtered by status with an
 * order's detail on a phone in Italian. Set HISTORY_SCREENSHOTS=<folder> to keep screenshots of
 * these screens in fr, de and it on a phone (390x844) and a desktop (1280x900).
 */
const ADMIN_EMAIL = 'history-admin@mercato-e2e.ch';
const ADMIN_PASSWORD = 'Mercato#Admin26';
const PASSWORD = 'Fondue&Co7';
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env['HISTORY_SCREENSHOTS'];
const CERESIO = 'ordini@ceresio-forniture.example';

let server: RunningServer;
let browser: Browser;
let catcher: SmtpCatcher;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  catcher = await SmtpCatcher.start();
  [server, browser] = await Promise.all([startServer({ env: { SMTP_URL: catcher.url, ADMIN_EMAIL, ADMIN_PASSWORD } }), launchBrowser()]);
  // Known terms whatever the day and time the journeys run: no minimum, orders until 23:59,
  // every postcode, Monday to Friday.
  await sql(`UPDATE wholesaler SET min_order_rappen = 0, delivery_fee_rappen = NULL, cutoff = '23:59', postcodes = '', lead_days = 1, delivery_days = '{1,2,3,4,5}'`);
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
  await catcher?.stop();
});

async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: server.database.url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function post(path: string, body: Record<string, unknown>): Promise<number> {
  const answer = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await answer.text();
  return answer.status;
}

const productId = async (slug: string) => Number((await sql('SELECT id FROM product WHERE slug = $1', [slug])).rows[0].id);

/** A verified restaurant in Lausanne holding an activation code; answers its e-mail. */
async function restaurant(label: string): Promise<string> {
  const email = uniqueEmail(label);
  expect(
    await post('/api/register.php', {
      firstName: 'Chiara',
      lastName: 'Monti',
      phone: '+41 21 555 12 34',
      email,
      restaurantName: 'Brasserie du Grand-Pont',
      restaurantAddress: 'Rue du Grand-Pont 2, 1003 Lausanne',
      password: PASSWORD,
      confirm: PASSWORD,
      privacy_accepted: true,
      lang: 'fr',
    }),
  ).toBe(200);
  expect(await post('/api/verify_code.php', { email, code: await catcher.codeFor(email), type: 'register', lang: 'fr' })).toBe(200);
  const code = `HIST-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
  const [promo] = (await sql('INSERT INTO promo_code (code, max_uses, uses, active) VALUES ($1, 1, 1, true) RETURNING id', [code])).rows;
  await sql('UPDATE app_user SET promo_code_id = $1 WHERE email = $2', [promo.id, email]);
  return email;
}

async function openPage(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await newContext(browser, server.url, viewport);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Signed in through the form (French); then in `language` from the next page on. */
async function signedIn(email: string, viewport = DESKTOP, language = 'fr'): Promise<Page> {
  const page = await openPage('/', viewport);
  await signInThroughForm(page, email, PASSWORD);
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  return page;
}

interface PlacedOrder {
  id: number;
  number: string;
  saved: number;
  parts: Array<{ id: number; wholesaler_name: string; delivery_date: string }>;
}

/** Orders these lines through the API with the page's session, as the cart page would (plan, then the order as planned). */
async function order(page: Page, lines: Array<[string, number]>): Promise<PlacedOrder> {
  const items = await Promise.all(lines.map(async ([slug, quantity]) => ({ product_id: await productId(slug), quantity })));
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: number }).id);
  expect((await page.request.post('/api/cart/save_cart.php', { data: { user_id: userId, items } })).status()).toBe(200);
  const plan = await (await page.request.get('/api/v1/cart/plan')).json();
  expect(plan.unsupplied).toEqual([]);
  const expected = plan.parts.flatMap((part: { lines: Array<{ product_id: number; unit_price: number; quantity: number }> }) =>
    part.lines.map((l) => ({ product_id: l.product_id, price: l.unit_price, quantity: l.quantity })),
  );
  const placed = await page.request.post('/api/v1/orders', { data: { idempotency_key: crypto.randomUUID(), lang: 'fr', expected, expected_fees: plan.totals.fees } });
  expect(placed.status()).toBe(201);
  return (await placed.json()).order;
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
    wide: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !(el.parentElement && el.parentElement.getBoundingClientRect().right > window.innerWidth + 0.5))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`),
  }));
  expect({ page: widths.page, wide: widths.page > widths.screen ? widths.wide : [] }).toEqual({ page: Math.min(widths.page, widths.screen), wide: [] });
}

const cardOf = (page: Page, number: string, heading: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: `${heading} ${number}` }) });

describe('order history', () => {
  it('orders again from /orders: lands in the cart, and a line that can no longer be added is named with its reason', async () => {
    const email = await restaurant('again');
    const page = await signedIn(email);
    const placed = await order(page, [
      ['cervelas-suisses', 2],
      ['creme-entiere-35', 3],
      ['persil-plat', 4],
    ]);
    // Nobody holds parsley any more.
    await sql('UPDATE offer SET stock = 0 WHERE product_id = $1', [await productId('persil-plat')]);

    await page.goto('/orders');
    const card = cardOf(page, placed.number, 'Commande');
    await card.waitFor();
    // What it saved against the next-cheapest offers.
    expect(placed.saved).toBeGreaterThan(0);
    await card.locator('.order-card__summary').getByText(`Économisé\u00a0: CHF ${placed.saved.toFixed(2)}`).waitFor();

    await card.getByRole('button', { name: `Commander à nouveau la commande ${placed.number}` }).click();
    const result = card.getByRole('status').filter({ hasText: "Certains articles n’ont pas pu être ajoutés" });
    await result.waitFor();
    expect(await result.innerText()).toContain('2 articles ajoutés à votre panier, aux prix du jour.');
    expect(await result.innerText()).toContain("Persil plat – aucun grossiste ne l’a en stock actuellement");
    // The keyboard's focus is on what happened.
    expect(await result.evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(page, 'orders-reorder-desktop-fr');

    await result.getByRole('link', { name: 'Voir le panier' }).click();
    await page.waitForURL(`${server.url}/cart`);
    await page.getByRole('heading', { level: 1, name: 'Panier' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Quantité de Cervelas suisses (pièces)' }).inputValue()).toBe('2');
    expect(await page.getByRole('textbox', { name: 'Quantité de Crème entière 35 % (pièces)' }).inputValue()).toBe('3');
    expect(await page.getByText('Persil plat').count()).toBe(0);

    // With every line available it goes straight to the cart, on top of what it holds.
    await sql('UPDATE offer SET stock = 50 WHERE product_id = $1', [await productId('persil-plat')]);
    await page.goto('/orders');
    await cardOf(page, placed.number, 'Commande').getByRole('button', { name: `Commander à nouveau la commande ${placed.number}` }).click();
    await page.waitForURL(`${server.url}/cart`);
    await page.getByText(`Les articles de la commande ${placed.number} sont dans votre panier, aux prix du jour.`).waitFor();
    expect(await page.getByRole('textbox', { name: 'Quantité de Cervelas suisses (pièces)' }).inputValue()).toBe('4');
    expect(await page.getByRole('textbox', { name: 'Quantité de Persil plat (pièces)' }).inputValue()).toBe('4');
  });

  it('filters /orders by status and pages through them on a phone, in German; the address keeps both', async () => {
    const email = await restaurant('filter');
    const page = await signedIn(email, PHONE, 'de');
    const placed: PlacedOrder[] = [];
    for (let i = 0; i < 11; i++) placed.push(await order(page, [['eau-minerale-plate', 1]]));
    const oldest = placed[0]!;
    expect((await page.request.post(`/api/v1/orders/${oldest.id}/parts/${oldest.parts[0]!.id}/cancel`)).status()).toBe(200);

    await page.goto('/orders');
    await page.getByText('11 Bestellungen', { exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(10);
    const pager = page.getByRole('navigation', { name: 'Seiten Ihrer Bestellungen' });
    await pager.getByText('Seite 1 von 2').waitFor();
    const next = pager.getByRole('link', { name: 'Nächste Seite' });
    expect((await next.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(page);
    await next.click();
    await page.waitForURL(`${server.url}/orders?page=2`);
    await cardOf(page, oldest.number, 'Bestellung').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);

    // The filter by keyboard: focus it and choose "Storniert".
    const filter = page.getByRole('combobox', { name: 'Anzeigen' });
    expect((await filter.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await filter.focus();
    await filter.selectOption('cancelled');
    await page.waitForURL(`${server.url}/orders?status=cancelled`);
    await page.getByText('1 Bestellung', { exact: true }).waitFor();
    const cancelled = cardOf(page, oldest.number, 'Bestellung');
    await cancelled.getByText('Storniert', { exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await expectNoSidewaysScroll(page);
    await shot(page, 'orders-filter-phone-de');

    await filter.selectOption('rejected');
    await page.getByText('Keine Bestellung in dieser Auswahl').waitFor();
    await page.getByRole('link', { name: 'Alle Bestellungen anzeigen' }).click();
    await page.waitForURL(`${server.url}/orders`);
    await page.getByText('11 Bestellungen', { exact: true }).waitFor();
    // Back returns to the filtered list.
    await page.goBack();
    await page.waitForURL(`${server.url}/orders?status=rejected`);
  });

  it('shows the total saved since the subscription began in the profile, beside its end', async () => {
    const email = await restaurant('saved');
    const page = await signedIn(email);
    const first = await order(page, [['cervelas-suisses', 5]]);
    const second = await order(page, [['creme-entiere-35', 2]]);
    await page.goto('/profile');
    const savings = page.getByTestId('profile-savings');
    await savings.waitFor();
    const total = (Math.round(first.saved * 100) + Math.round(second.saved * 100)) / 100;
    expect(await savings.innerText()).toContain(`CHF ${total.toFixed(2)}`);
    expect(await savings.innerText()).toMatch(/Économisé depuis le \d{1,2}\S* \S+ \d{4}/);
    await page.getByTestId('profile-promo-until').waitFor();
  });

  it('lets staff filter the orders by a purchase order’s status and open one on a phone, in Italian: parts, answer, fee, dates, note, resend', async () => {
    const email = await restaurant('staff');
    const shop = await signedIn(email);
    // Cervelas: cheapest at Ceresio; cream: at Limmat.
    const placed = await order(shop, [
      ['cervelas-suisses', 2],
      ['creme-entiere-35', 1],
    ]);
    expect(placed.parts.map((p) => p.wholesaler_name).sort()).toEqual(['Ceresio Forniture Gastronomiche SA', 'Limmat Gastro-Grosshandel AG']);
    await catcher.waitFor(() => catcher.mailsTo(CERESIO).some((m) => m.subject.includes(placed.number)), 20_000);
    const token = /\/supplier\/orders\/([A-Za-z0-9_-]{43})/.exec(catcher.mailsTo(CERESIO).find((m) => m.subject.includes(placed.number))!.text)![1]!;
    const confirmed = await fetch(`${server.url}/api/v1/supplier/orders/${token}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ delivery_date: placed.parts.find((p) => p.wholesaler_name.startsWith('Ceresio'))!.delivery_date, note: 'Consegna dal cortile' }),
    });
    expect(confirmed.status).toBe(200);

    const page = await openPage('/admin', PHONE);
    await page.waitForURL(`${server.url}/admin/login`);
    await page.getByLabel('E-mail', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await page.evaluate(() => localStorage.setItem('lang', 'it'));
    await page.goto('/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Ordini' }).waitFor();

    await page.getByRole('combobox', { name: "Stato di un ordine d’acquisto" }).selectOption('confirmed');
    await page.getByRole('searchbox', { name: 'N., ristorante o e-mail…', exact: true }).fill(placed.number);
    const row = page.getByRole('row').filter({ hasText: placed.number });
    await row.waitFor();
    // A part's amount is net, marked so; the order's total column is incl. VAT.
    expect(await row.innerText()).toMatch(/CHF [\d’.]+ IVA escl\./);
    await expectNoSidewaysScroll(page);
    await row.getByRole('link', { name: placed.number }).click();
    await page.waitForURL(`${server.url}/admin/orders/${placed.id}`);

    await page.getByRole('heading', { level: 1, name: `Ordine ${placed.number}` }).waitFor();
    for (const text of ['Rue du Grand-Pont 2, 1003 Lausanne', 'Chiara Monti', '+41 21 555 12 34', email]) await page.getByText(text, { exact: true }).first().waitFor();
    const ceresio = page.getByRole('region', { name: 'Ceresio Forniture Gastronomiche SA' });
    await ceresio.locator('.admin-badge').getByText('Confermato', { exact: true }).waitFor();
    await ceresio.getByText('Nota: Consegna dal cortile').waitFor();
    await ceresio.getByText(/^Consegna confermata il /).waitFor();
    // The lines in Italian, with the quantity ordered.
    await ceresio.getByText('Cervelat svizzeri', { exact: true }).waitFor();
    await ceresio.getByText('2 pezzi', { exact: true }).waitFor();
    expect(await ceresio.getByRole('button', { name: 'Inviare di nuovo il buono d’ordine' }).count()).toBe(0);
    const limmat = page.getByRole('region', { name: 'Limmat Gastro-Grosshandel AG' });
    await limmat.getByText('Ancora nessuna risposta.').waitFor();
    await expectNoSidewaysScroll(page);
    await shot(page, 'admin-order-phone-it');

    await limmat.getByRole('button', { name: 'Inviare di nuovo il buono d’ordine' }).click();
    await page.getByText('Buono d’ordine inviato di nuovo con un nuovo link.').waitFor();
  });
});

describe('screenshots of the new screens (fr, de, it; phone and desktop)', () => {
  it('/orders, the profile, the admin list and an order detail fit the screen in every language', async () => {
    const email = await restaurant('shots');
    const seed = await signedIn(email);
    const placed = await order(seed, [
      ['cervelas-suisses', 3],
      ['creme-entiere-35', 2],
      ['merlot-del-ticino-doc', 1],
    ]);
    await order(seed, [['eau-minerale-plate', 6]]);
    const admin = await openPage('/admin');
    await admin.waitForURL(`${server.url}/admin/login`);
    await admin.getByLabel('E-mail', { exact: true }).fill(ADMIN_EMAIL);
    await admin.getByLabel('Mot de passe', { exact: true }).fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Se connecter' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();

    for (const language of ['fr', 'de', 'it']) {
      for (const [name, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const shop = await signedIn(email, viewport, language);
        await shop.goto('/orders');
        await shop.getByRole('article').first().waitFor();
        await expectNoSidewaysScroll(shop);
        await shot(shop, `orders-${name}-${language}`);
        await shop.goto('/profile');
        await shop.getByTestId('profile-savings').waitFor();
        await expectNoSidewaysScroll(shop);
        await shot(shop, `profile-${name}-${language}`);

        await admin.setViewportSize(viewport);
        await admin.evaluate((lang) => localStorage.setItem('lang', lang), language);
        await admin.goto('/admin/orders');
        await admin.getByRole('row').filter({ hasText: placed.number }).waitFor();
        await expectNoSidewaysScroll(admin);
        await shot(admin, `admin-orders-${name}-${language}`);
        await admin.goto(`/admin/orders/${placed.id}`);
        await admin.getByRole('heading', { level: 1 }).filter({ hasText: placed.number }).waitFor();
        await expectNoSidewaysScroll(admin);
        await shot(admin, `admin-order-${name}-${language}`);
      }
    }
  }, 400_000);
});
