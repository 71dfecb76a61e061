/**
 * The order loop's rows of `npm run bench` (issue 14):
 * - the pure basket plan for a 40-line cart over 8 wholesalers (median and p99 in µs), run on
 *   the compiled domain function;
 * - `GET /api/v1/cart/plan` for that cart: requests per second (BENCH_CONNECTIONS connections)
 *   and the p99 latency at half that rate;
 * - placing orders: 50 restaurants at once, each filling its cart and placing orders one after
 *   the other for BENCH_SECONDS (the maximum rate), then at a fixed rate (BENCH_ORDER_RATE per
 *   second, default 100); orders per second and the p99 latency of `POST /api/v1/orders`, with
 *   the number of failed answers and the CPU per order of the API and of the worker.
 * The app runs as in production (run.mjs `startProduction`): APP_ROLE=api, a worker sending the
 * mails to an SMTP sink.
 * The restaurants, wholesalers and products are written straight into the app's PostgreSQL
 * database (a bench, not a test).
 */
import autocannon from 'autocannon';
import argon2 from 'argon2';
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { cpuMicros, serverCpuMicros } from '../support/proc-cpu.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RESTAURANTS = Number(process.env.BENCH_RESTAURANTS ?? 50);
/** The fixed arrival rate of the third order measurement (orders per second over all restaurants). */
const ORDER_RATE = Number(process.env.BENCH_ORDER_RATE ?? 100);
const PASSWORD = 'Bench#Order7';
const LATENCY_LOG = process.env.BENCH_LATENCY_LOG;

/** A deterministic pseudo-random sequence, so every run plans the same cart. */
function random(seed) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const TERMS = [
  [0, null, '{1,2,3,4,5}'],
  [10000, 1500, '{1,2,3,4,5}'],
  [20000, 2500, '{1,3,5}'],
  [30000, null, '{1,2,3,4,5}'],
  [15000, 1000, '{2,4}'],
  [25000, 2000, '{1,2,3,4,5}'],
  [0, null, '{1,2,4,5}'],
  [40000, 3000, '{1,2,3,4,5}'],
];

/** The same cart as the pure benchmark, as domain input. */
function pureInput(rnd = random(42)) {
  const wholesalers = TERMS.map(([min, fee, days], i) => ({
    id: i + 1,
    minOrderRappen: min,
    deliveryFeeRappen: fee,
    deliveryDays: days.slice(1, -1).split(',').map(Number),
    cutoffMinutes: 23 * 60 + 59,
    leadDays: 1,
    postcodes: [],
  }));
  const offers = [];
  let id = 0;
  for (let p = 1; p <= 40; p++) {
    for (const w of wholesalers) if (rnd() < 0.7) offers.push({ offerId: ++id, productId: p, wholesalerId: w.id, priceRappen: 500 + Math.floor(rnd() * 3000), stock: 1_000_000, sellable: true });
  }
  const lines = Array.from({ length: 40 }, (_, i) => ({ productId: i + 1, quantity: 1 + Math.floor(rnd() * 5), vatRateBasisPoints: 260 }));
  return { lines, offers, wholesalers, postcode: null, wantedDate: null, now: new Date(), holidays: new Set(), horizonDays: 60 };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function benchPurePlan(dist = 'apps/api/dist') {
  const { planBasket } = await import(pathToFileURL(join(ROOT, dist, 'orders/domain/planning/basket-plan.js')).href);
  const input = pureInput();
  for (let i = 0; i < 300; i++) planBasket(input);
  const times = [];
  let plan;
  for (let i = 0; i < 2000; i++) {
    const start = process.hrtime.bigint();
    plan = planBasket(input);
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p99: percentile(times, 99), exact: plan.exact, parts: plan.parts.length };
}

/** 8 wholesalers with terms, 40 products with offers (the pure benchmark's prices), and restaurants that can sign in. */
export async function seed(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const tag = randomUUID().slice(0, 8);
    const input = pureInput();
    const [{ id: categoryId }] = (await db.query(`INSERT INTO category (slug, name_fr, name_de, name_it) VALUES ($1, 'Banc', 'Bank', 'Banco') RETURNING id`, [`bench-${tag}`])).rows;
    const [{ id: subId }] = (await db.query(`INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it) VALUES ($1, $2, 'Banc', 'Bank', 'Banco') RETURNING id`, [categoryId, `bench-sub-${tag}`])).rows;
    const wholesalerIds = [];
    for (const [i, [min, fee, days]] of TERMS.entries()) {
      const { rows } = await db.query(
        `INSERT INTO wholesaler (name, order_email, language, min_order_rappen, delivery_fee_rappen, delivery_days, cutoff, lead_days)
         VALUES ($1, $2, 'fr', $3, $4, $5::smallint[], '23:59', 1) RETURNING id`,
        [`Bench ${i + 1}`, `bench-${i + 1}-${tag}@wholesale.test`, min, fee, days],
      );
      wholesalerIds.push(rows[0].id);
    }
    const productIds = [];
    for (let p = 1; p <= 40; p++) {
      const { rows } = await db.query(
        `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, unit, vat_rate_basis_points) VALUES ($1, $2, $3, $3, $3, 'piece', 260) RETURNING id`,
        [subId, `bench-${p}-${tag}`, `Produit ${p}`],
      );
      productIds.push(rows[0].id);
    }
    for (const o of input.offers) {
      await db.query(`INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock) VALUES ($1, $2, $3, $4)`, [productIds[o.productId - 1], wholesalerIds[o.wholesalerId - 1], o.priceRappen, o.stock]);
    }
    const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });
    const emails = [];
    for (let r = 0; r < RESTAURANTS + 1; r++) {
      const email = `bench-${r}-${tag}@restaurant.test`;
      const { rows } = await db.query(`INSERT INTO promo_code (code, max_uses, uses, active) VALUES ($1, 1, 1, true) RETURNING id`, [`BENCH-${tag}-${r}`]);
      await db.query(
        `INSERT INTO app_user (email, first_name, last_name, phone, restaurant_name, restaurant_address, password_hash, verified, promo_code_id, privacy_accepted_at)
         VALUES ($1, 'Bench', 'Chef', '+41 21 555 00 00', $2, 'Rue du Banc 1, 1003 Lausanne', $3, true, $4, now())`,
        [email, `Bistro ${r}`, hash, rows[0].id],
      );
      emails.push(email);
    }
    const cart = input.lines.map((l) => ({ product_id: productIds[l.productId - 1], quantity: l.quantity }));
    return { emails, cart };
  } finally {
    await db.end();
  }
}

let signIns = 0;

export async function signIn(base, email) {
  // Each restaurant from its own address (the bench is a loopback proxy, trusted by default), as
  // in real life: 51 sign-ins from one address would meet the login limit per address.
  const n = ++signIns;
  const address = `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const answer = await fetch(`${base}/api/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', origin: base, 'X-Forwarded-For': address },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`Sign-in of ${email}: ${answer.status} ${await answer.text()}`);
  const user = (await answer.json()).user;
  const cookie = answer.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, userId: user.id };
}

export async function call(base, path, cookie, init = {}) {
  const answer = await fetch(base + path, { ...init, headers: { 'Content-Type': 'application/json', cookie, ...(init.headers ?? {}) } });
  const body = await answer.text();
  return { status: answer.status, body: body ? JSON.parse(body) : null };
}

export const fill = (base, who, items) => call(base, '/api/cart/save_cart.php', who.cookie, { method: 'POST', body: JSON.stringify({ user_id: who.userId, items }) });

function run(options) {
  return new Promise((done, fail) => autocannon({ duration: SECONDS, connections: CONNECTIONS, pipelining: 1, ...options }, (error, result) => (error ? fail(error) : done(result))));
}

export async function benchOrderLoop(app, databaseUrl) {
  const { emails, cart } = await seed(databaseUrl);
  // BENCH_PLAN=0: the orders only.
  const plan = process.env.BENCH_PLAN === '0' ? undefined : await benchPlanEndpoint(app, emails, cart);
  // BENCH_ORDERS=0: the plan only (a profile of the plan endpoint alone).
  if (process.env.BENCH_ORDERS === '0') return { plan };

  // Orders: RESTAURANTS restaurants at once, each ordering an 8-line cart again and again:
  // all the same 8 products (every order waits for the same offers' row locks: the worst case),
  // then each its own 8 of the 40 products (overlapping with its neighbours).
  // BENCH_ORDER_ROWS (default `same,mixed,fixed`): only the rows named.
  const rows = (process.env.BENCH_ORDER_ROWS ?? 'same,mixed,fixed').split(',');
  const restaurants = await Promise.all(emails.slice(0, RESTAURANTS).map((email) => signIn(app.base, email)));
  const same = rows.includes('same') ? await placeOrders(app, databaseUrl, restaurants, () => cart.slice(0, 8)) : undefined;
  const mixedItems = (r) => [...cart, ...cart].slice((r * 5) % 40, ((r * 5) % 40) + 8);
  const mixed = rows.includes('mixed') ? await placeOrders(app, databaseUrl, restaurants, mixedItems) : undefined;
  const fixed = rows.includes('fixed') ? { ...(await placeOrders(app, databaseUrl, restaurants, mixedItems, ORDER_RATE)), rate: ORDER_RATE } : undefined;
  return { plan, orders: { same, mixed, fixed } };
}

/** GET /api/v1/cart/plan for the 40-line cart, by the restaurant after the ordering ones. */
async function benchPlanEndpoint({ base, pid }, emails, cart) {
  // GET /api/v1/cart/plan for the 40-line cart.
  const planner = await signIn(base, emails[RESTAURANTS]);
  await fill(base, planner, cart);
  const plan = await call(base, '/api/v1/cart/plan', planner.cookie);
  if (plan.status !== 200) throw new Error(`GET plan: ${plan.status}`);
  const target = { url: `${base}/api/v1/cart/plan`, headers: { cookie: planner.cookie } };
  await run({ ...target, duration: 1 });
  const cpuBefore = cpuMicros(pid);
  const serversBefore = serverCpuMicros();
  const max = await run(target);
  const planCpu = (cpuMicros(pid) - cpuBefore) / Math.max(1, max.requests.total);
  const serversCpu = (serverCpuMicros() - serversBefore) / Math.max(1, max.requests.total);
  if (max.non2xx || max.errors) throw new Error(`GET plan: ${max.non2xx} non-2xx, ${max.errors} errors`);
  const rate = Math.max(1, Math.floor(max.requests.average / 2));
  const half = await run({ ...target, overallRate: rate });

  return { rps: max.requests.average, p99AtHalf: half.latency.p99, halfRate: rate, cpuPerRequest: planCpu, serversCpuPerRequest: serversCpu };
}

/**
 * Orders from every restaurant at once for BENCH_SECONDS. Without `rate`: each restaurant refills
 * its cart and orders again as soon as its last order is answered (the maximum rate). With
 * `rate`: an order starts every 1/rate s, from the next restaurant whose cart is ready (a
 * restaurant orders one thing at a time); an order that finds none ready starts as soon as one
 * is, and counts as late.
 */
async function placeOrders({ base, pid, workerPid }, databaseUrl, restaurants, itemsOf, rate) {
  // What each restaurant sees (stock is ample, so the plan stays the same while it orders).
  const carts = [];
  for (const [r, who] of restaurants.entries()) {
    const items = itemsOf(r);
    await fill(base, who, items);
    const plan = (await call(base, '/api/v1/cart/plan', who.cookie)).body;
    carts.push({ items, expected: { expected: plan.parts.flatMap((part) => part.lines.map((l) => ({ product_id: l.product_id, price: l.unit_price, quantity: l.quantity }))), expected_fees: plan.totals.fees } });
  }
  const latencies = [];
  let failed = 0;
  let placed = 0;
  let late = 0;
  const order = async (who, r) => {
    const t0 = performance.now();
    const answer = await call(base, '/api/v1/orders', who.cookie, { method: 'POST', body: JSON.stringify({ idempotency_key: randomUUID(), lang: 'fr', ...carts[r].expected }) });
    latencies.push(performance.now() - t0);
    // BENCH_LATENCY_LOG=<file>: one line per order (wall-clock start in ms, latency in ms, status, restaurant), to line the tail up with GC, locks or checkpoints.
    if (LATENCY_LOG) appendFileSync(LATENCY_LOG, `${Math.round(performance.timeOrigin + t0)} ${(performance.now() - t0).toFixed(1)} ${answer.status} ${r} ${rate ?? 'max'}\n`);
    if (answer.status === 201) placed++;
    else failed++;
  };
  const refill = async (who, r) => {
    const filled = await fill(base, who, carts[r].items);
    if (filled.status !== 200) failed++;
    return filled.status === 200;
  };
  const started = Date.now();
  const cpuBefore = cpuMicros(pid);
  const workerCpuBefore = workerPid ? cpuMicros(workerPid) : 0;
  const serversBefore = serverCpuMicros();
  const end = started + SECONDS * 1000;
  if (rate === undefined) {
    await Promise.all(
      restaurants.map(async (who, r) => {
        while (Date.now() < end) {
          if (await refill(who, r)) await order(who, r);
        }
      }),
    );
  } else {
    // Carts are full (filled above); a restaurant is ready again once its order is answered and its cart refilled.
    const ready = restaurants.map((who, r) => ({ who, r }));
    const waiting = [];
    const running = [];
    const total = Math.floor(SECONDS * rate);
    const release = (slot) => (waiting.length ? waiting.shift()(slot) : ready.push(slot));
    for (let k = 0; k < total; k++) {
      const due = started + (k * 1000) / rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      let slot = ready.shift();
      if (!slot) {
        late++;
        slot = await new Promise((take) => waiting.push(take));
      }
      running.push(
        (async () => {
          await order(slot.who, slot.r);
          await refill(slot.who, slot.r);
          release(slot);
        })(),
      );
    }
    await Promise.all(running);
  }
  const elapsed = (Date.now() - started) / 1000;
  // The CPU per order of the API (its cart saves included) and of the worker (the order's mails, sent over SMTP).
  const cpuPerOrder = (cpuMicros(pid) - cpuBefore) / Math.max(1, placed);
  // The worker's CPU counts once it has sent every mail of these orders (it may lag behind).
  const unsent = await waitForMails(databaseUrl);
  const workerCpuPerOrder = workerPid ? (cpuMicros(workerPid) - workerCpuBefore) / Math.max(1, placed) : 0;
  const serversCpuPerOrder = (serverCpuMicros() - serversBefore) / Math.max(1, placed);
  latencies.sort((a, b) => a - b);
  return { cpuPerOrder, workerCpuPerOrder, serversCpuPerOrder, unsent, perSecond: placed / elapsed, p99: percentile(latencies, 99), median: percentile(latencies, 50), placed, failed, ...(rate === undefined ? {} : { late }) };
}

/** Waits (at most 60 s) until the outbox holds no unsent mail; answers how many are left. */
async function waitForMails(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    for (let i = 0; ; i++) {
      const [{ n }] = (await db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'sent'`)).rows;
      if (n === 0 || i >= 600) return n;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await db.end();
  }
}
