import { SmtpCatcher } from '@mercato/test-support';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { GOOD_PASSWORD, registration, sql } from './accounts.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminConfig } from './admin.js';
import { pdf } from './attachments.js';
import { startTestApp, type DatabaseKind, type TestApp } from './test-app.js';

export interface StressOptions {
  readonly database: DatabaseKind;
  readonly clients: number;
  /** Each client runs until this many operations, or until `durationMs` has passed. */
  readonly operationsPerClient?: number;
  readonly durationMs?: number;
  readonly seed?: number;
}

export interface StressFigures {
  readonly database: DatabaseKind;
  readonly clients: number;
  readonly seconds: number;
  readonly requests: number;
  readonly statuses: Record<string, number>;
  readonly operations: Record<string, number>;
  readonly serverErrors: string[];
  readonly unexpected401: string[];
  readonly unexpected4xx: string[];
  readonly interleavingLogLines: string[];
  readonly ordersPlaced: number;
  readonly ordersInDatabase: number;
  readonly stockMismatches: string[];
  readonly mailsRecorded: number;
  readonly mailsUnsent: number;
  readonly mailsDeliveredOnce: number;
  readonly mailsDuplicated: string[];
  readonly mailsMissing: string[];
  readonly feedbackMailsIncomplete: string[];
}

/** Log lines that mean one database session's statements interleaved with another's. */
const INTERLEAVING = /bind message supplies|portal "[^"]*" does not exist|prepared statement "[^"]*" does not exist|Query read timeout|current transaction is aborted/;

/** Deterministic choices (mulberry32), so a run can be repeated. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Client {
  readonly index: number;
  readonly address: string;
  readonly email: string;
  readonly user: TestAgent;
  readonly admin: TestAgent;
  userId: number;
}

/** Statuses an operation may answer without being a failure of the product (e.g. 409 order_changed under contention). */
const EXPECTED: Record<string, readonly number[]> = {
  'sign-in': [200],
  'cart-save': [200],
  'cart-read': [200],
  order: [201, 409],
  'admin-write': [201],
  'admin-read': [200],
  'catalogue-read': [200],
  feedback: [200],
};

/**
 * Many concurrent clients against one instance: sign-ins, cart saves, orders, admin writes
 * and reads, catalogue reads and feedback with attachments. Returns what a reviewer checks:
 * statuses, log lines of interleaved sessions, stock and order counts, and every mail
 * delivered once with its attachments.
 */
export async function runStress(options: StressOptions): Promise<StressFigures> {
  const lines: string[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const smtp = await SmtpCatcher.start();
  const t = await startTestApp({ database: options.database, smtpUrl: smtp.url, relay: { pollMs: 200 }, config: adminConfig, logDestination });
  try {
    return await stress(t, smtp, options, lines);
  } finally {
    await t.close();
    await smtp.stop();
  }
}

async function stress(t: TestApp, smtp: SmtpCatcher, options: StressOptions, lines: string[]): Promise<StressFigures> {
  const server = t.app.getHttpServer();
  const tag = randomUUID().slice(0, 8);
  const products = await catalogue(t, tag);
  const offersBefore = new Map((await sql<{ id: number; stock: string }>(t, `SELECT id, stock FROM offer WHERE product_id = ANY($1::int[])`, [products])).map((o) => [o.id, Number(o.stock)]));
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c2603a' } }).png().toBuffer();
  const invoice = pdf('stress');

  const clients: Client[] = [];
  for (let index = 0; index < options.clients; index++) {
    const address = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const data = registration({ restaurantAddress: 'Rue du Marché 4, 1003 Lausanne' });
    await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'register:%'`);
    await request(server).post('/api/register.php').set('X-Forwarded-For', address).send(data).expect(200);
    const code = await smtp.codeFor(data.email);
    await request(server).post('/api/verify_code.php').set('X-Forwarded-For', address).send({ email: data.email, code }).expect(200);
    const [promo] = await sql<{ id: number }>(t, `INSERT INTO promo_code (code, max_uses, uses, active, valid_until) VALUES ($1, 1, 1, true, now() + interval '30 days') RETURNING id`, [`STRESS-${randomUUID()}`]);
    const user = request.agent(server);
    const login = await user.post('/api/login.php').set('X-Forwarded-For', address).send({ email: data.email, password: GOOD_PASSWORD }).expect(200);
    await sql(t, `UPDATE app_user SET promo_code_id = $1 WHERE id = $2`, [promo!.id, login.body.user.id]);
    const admin = request.agent(server);
    await admin.post('/api/admin/login.php').set('X-Forwarded-For', address).send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(200);
    clients.push({ index, address, email: data.email, user, admin, userId: login.body.user.id });
  }
  const mailsBefore = new Set(smtp.mails.map((m) => m.messageId));
  const logStart = lines.length;

  const statuses: Record<string, number> = {};
  const operations: Record<string, number> = {};
  const serverErrors: string[] = [];
  const unexpected401: string[] = [];
  const unexpected4xx: string[] = [];
  let requests = 0;
  let ordersPlaced = 0;
  let feedbackCounter = 0;
  const started = Date.now();
  const deadline = options.durationMs ? started + options.durationMs : Infinity;

  const record = (operation: string, res: { status: number; body: unknown }) => {
    requests++;
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const detail = `${operation} ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
    if (res.status >= 500) serverErrors.push(detail);
    else if (res.status === 401) unexpected401.push(detail);
    else if (!EXPECTED[operation]!.includes(res.status)) unexpected4xx.push(detail);
    return res;
  };

  const cartLines = (next: () => number) => {
    const count = 1 + Math.floor(next() * 3);
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(products[Math.floor(next() * products.length)]!);
    return [...chosen].map((product_id) => ({ product_id, quantity: 1 + Math.floor(next() * 2) }));
  };

  const run = async (client: Client) => {
    const next = random((options.seed ?? 1) * 1000 + client.index);
    const xff = (agent: TestAgent, method: 'get' | 'post', path: string) => agent[method](path).set('X-Forwarded-For', client.address);
    for (let done = 0; done < (options.operationsPerClient ?? Infinity) && Date.now() < deadline; done++) {
      const roll = next();
      const operation =
        roll < 0.12 ? 'sign-in' : roll < 0.32 ? 'cart-save' : roll < 0.42 ? 'order' : roll < 0.52 ? 'admin-write' : roll < 0.72 ? 'admin-read' : roll < 0.9 ? 'catalogue-read' : 'feedback';
      operations[operation] = (operations[operation] ?? 0) + 1;
      switch (operation) {
        case 'sign-in':
          record(operation, await xff(client.user, 'post', '/api/login.php').send({ email: client.email, password: GOOD_PASSWORD }));
          break;
        case 'cart-save':
          record(operation, await xff(client.user, 'post', '/api/cart/save_cart.php').send({ user_id: client.userId, items: cartLines(next) }));
          record('cart-read', await xff(client.user, 'get', `/api/cart/get_cart.php?user_id=${client.userId}`));
          break;
        case 'order': {
          record('cart-save', await xff(client.user, 'post', '/api/cart/save_cart.php').send({ user_id: client.userId, items: cartLines(next) }));
          const cart = record('cart-read', await xff(client.user, 'get', `/api/cart/get_cart.php?user_id=${client.userId}`));
          const items = ((cart.body as { items?: Array<{ product_id: number; price: number; quantity: number }> }).items ?? []).map((i) => ({
            product_id: i.product_id,
            price: i.price,
            quantity: i.quantity,
          }));
          if (!items.length) break;
          const res = record(operation, await xff(client.user, 'post', '/api/v1/orders').send({ idempotency_key: randomUUID(), lang: 'fr', expected: items }));
          if (res.status === 201) ordersPlaced++;
          break;
        }
        case 'admin-write':
          record(operation, await xff(client.admin, 'post', '/api/v1/admin/categories').send({ slug: `stress-${tag}-${client.index}-${done}`, name_fr: 'Lot', name_de: 'Los', name_it: 'Lotto' }));
          break;
        case 'admin-read': {
          const paths = ['/api/v1/admin/categories?limit=5', '/api/v1/admin/products?limit=5', '/api/v1/admin/users?limit=5', '/api/v1/admin/dashboard'];
          record(operation, await xff(client.admin, 'get', paths[Math.floor(next() * paths.length)]!));
          break;
        }
        case 'catalogue-read':
          record(operation, await xff(client.user, 'get', next() < 0.5 ? '/api/v1/products?limit=10' : `/api/v1/products/${products[0]}`));
          break;
        case 'feedback': {
          // Feedback is limited per address: each one from its own address, as many visitors would.
          const n = ++feedbackCounter;
          const res = await request(server)
            .post('/api/send_feedback.php')
            .set('X-Forwarded-For', `10.88.${Math.floor(n / 250)}.${(n % 250) + 1}`)
            .field('name', 'Marie')
            .field('email', 'marie@bistro.test')
            .field('phone', '+41 21 555 01 23')
            .field('company', 'Bistro')
            .field('subject', `Stress ${n}`)
            .field('message', 'Bonjour')
            .field('lang', 'fr')
            .attach('files[]', png, `photo-${n}.png`)
            .attach('files[]', invoice, `facture-${n}.pdf`);
          record(operation, res);
          break;
        }
      }
    }
  };
  await Promise.all(clients.map(run));
  const seconds = (Date.now() - started) / 1000;

  // Every mail recorded during the run reaches the SMTP server once, with its attachments.
  const waitUntil = Date.now() + 120_000;
  let unsent = Infinity;
  while (Date.now() < waitUntil) {
    unsent = Number((await sql<{ n: string }>(t, `SELECT count(*) AS n FROM mail_outbox WHERE status <> 'sent'`))[0]!.n);
    if (unsent === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const outbox = await sql<{ id: string; template: string; attachments: Array<{ filename: string }> }>(t, `SELECT id, template, attachments FROM mail_outbox`);
  const delivered = new Map<string, number>();
  for (const mail of smtp.mails) if (mail.messageId && !mailsBefore.has(mail.messageId)) delivered.set(mail.messageId, (delivered.get(mail.messageId) ?? 0) + 1);
  const recorded = outbox.filter((row) => !mailsBefore.has(`<${row.id}@mercato.mail>`));
  const mailsDuplicated = recorded.filter((row) => (delivered.get(`<${row.id}@mercato.mail>`) ?? 0) > 1).map((row) => `${row.template} ${row.id}`);
  const mailsMissing = recorded.filter((row) => !delivered.has(`<${row.id}@mercato.mail>`)).map((row) => `${row.template} ${row.id}`);
  const feedbackMailsIncomplete = recorded
    .filter((row) => row.template === 'feedback')
    .flatMap((row) => {
      const mail = smtp.mails.find((m) => m.messageId === `<${row.id}@mercato.mail>`);
      const names = mail?.attachments.map((a) => a.filename) ?? [];
      const sizes = mail?.attachments.map((a) => a.content.length) ?? [];
      const whole = names.length === 2 && sizes[0] === png.length && sizes[1] === invoice.length;
      return whole ? [] : [`${row.id}: ${names.join(', ')} (${sizes.join(', ')} bytes)`];
    });

  // Stock taken equals what the purchase orders hold, offer by offer; every 201 is one order.
  const taken = new Map(
    (await sql<{ offer_id: number; quantity: string }>(t, `SELECT offer_id, sum(quantity) AS quantity FROM purchase_order_line GROUP BY offer_id`)).map((r) => [r.offer_id, Number(r.quantity)]),
  );
  const stockMismatches: string[] = [];
  for (const offer of await sql<{ id: number; stock: string }>(t, `SELECT id, stock FROM offer WHERE product_id = ANY($1::int[])`, [products])) {
    const before = offersBefore.get(offer.id)!;
    if (before - Number(offer.stock) !== (taken.get(offer.id) ?? 0)) stockMismatches.push(`offer ${offer.id}: ${before} -> ${offer.stock}, purchase orders hold ${taken.get(offer.id) ?? 0}`);
  }
  const ordersInDatabase = Number(
    (await sql<{ n: string }>(t, `SELECT count(*) AS n FROM customer_order WHERE user_id = ANY($1::int[])`, [clients.map((c) => c.userId)]))[0]!.n,
  );

  return {
    database: options.database,
    clients: options.clients,
    seconds,
    requests,
    statuses,
    operations,
    serverErrors,
    unexpected401,
    unexpected4xx,
    interleavingLogLines: lines.slice(logStart).filter((line) => INTERLEAVING.test(line)),
    ordersPlaced,
    ordersInDatabase,
    stockMismatches,
    mailsRecorded: recorded.length,
    mailsUnsent: unsent,
    mailsDeliveredOnce: [...delivered.values()].filter((n) => n === 1).length,
    mailsDuplicated,
    mailsMissing,
    feedbackMailsIncomplete,
  };
}

/** Two wholesalers, eight products with an offer at each, ample stock. */
async function catalogue(t: TestApp, tag: string): Promise<number[]> {
  const [category] = await sql<{ id: number }>(t, `INSERT INTO category (slug, name_fr, name_de, name_it) VALUES ($1, 'Charge', 'Last', 'Carico') RETURNING id`, [`charge-${tag}`]);
  const [sub] = await sql<{ id: number }>(t, `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it) VALUES ($1, $2, 'Tout', 'Alles', 'Tutto') RETURNING id`, [category!.id, `tout-${tag}`]);
  const wholesalers: number[] = [];
  for (const [name, language] of [['Alpha', 'de'], ['Beta', 'fr']] as const) {
    wholesalers.push((await sql<{ id: number }>(t, `INSERT INTO wholesaler (name, order_email, language) VALUES ($1, $2, $3) RETURNING id`, [`${name} ${tag}`, `${name.toLowerCase()}-${tag}@wholesale.test`, language]))[0]!.id);
  }
  const products: number[] = [];
  for (let i = 0; i < 8; i++) {
    const [product] = await sql<{ id: number }>(
      t,
      `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, unit, vat_rate_basis_points) VALUES ($1, $2, $3, $3, $3, 'piece', 260) RETURNING id`,
      [sub!.id, `charge-${tag}-${i}`, `Produit ${i}`],
    );
    products.push(product!.id);
    for (const [w, wholesaler] of wholesalers.entries()) {
      await sql(t, `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock) VALUES ($1, $2, $3, $4)`, [product!.id, wholesaler, 500 + i * 10 + w * 5, 400]);
    }
  }
  return products;
}
