import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type TestAgent from 'supertest/lib/agent.js';
import { sql } from '../support/accounts.js';
import { adminAgent, adminConfig, catalogueFixture, productFixture } from '../support/admin.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * An order locks its offers in id order (sql.offer-stock.ts). Staff's writes that lock several
 * offers of a wholesaler (a price list applied, the wholesaler removed) must take them in the
 * same order, or an order and such a write can each hold an offer the other waits for: a
 * deadlock, which PostgreSQL ends after a second by failing one of the two (a 500 for the
 * restaurant or for staff). Each test stands in for an order that has locked the lower offer
 * and is about to lock the higher one, starts the staff write (which then waits for the lower
 * offer), and checks that the write holds nothing the order needs next (NOWAIT answers at once).
 * The offers are laid out so that any other order of locking takes the higher offer first: its
 * product sorts first, and its row comes first in the table.
 */
describe('staff writes lock offers in the order orders do', () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp({ config: adminConfig });
    admin = await adminAgent(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A wholesaler with two offers: `lower` (the lower id) of the product that sorts last, `higher` of the one that sorts first, stored first. */
  async function twoOffers(tag: string) {
    const fx = await catalogueFixture(t, tag);
    const wholesaler = fx.wholesalers[0]!;
    const first = await productFixture(t, fx.subcategoryId, `${tag}-a`);
    const last = await productFixture(t, fx.subcategoryId, `${tag}-b`);
    const [ids] = await sql<{ lower: number; higher: number }>(
      t,
      `SELECT nextval(pg_get_serial_sequence('offer', 'id'))::int AS lower, nextval(pg_get_serial_sequence('offer', 'id'))::int AS higher`,
    );
    const insert = `INSERT INTO offer (id, product_id, wholesaler_id, price_rappen, stock) VALUES ($1, $2, $3, $4, 10)`;
    // The higher offer's row is stored first: first in the table and first in the wholesaler's index.
    await sql(t, insert, [ids!.higher, first, wholesaler, 700]);
    await sql(t, insert, [ids!.lower, last, wholesaler, 500]);
    return { wholesaler, slugs: [`${tag}-a`, `${tag}-b`], lower: ids!.lower, higher: ids!.higher };
  }

  /** Runs `write` while an order holds the lower offer; answers whether the higher one stayed free, and the write's answer. */
  async function whileAnOrderHoldsTheLowerOffer(offers: { lower: number; higher: number }, write: () => PromiseLike<{ status: number; body: unknown }>) {
    const order = new pg.Client({ connectionString: t.database!.url });
    await order.connect();
    try {
      await order.query('BEGIN');
      await order.query('SELECT id FROM offer WHERE id = $1 FOR NO KEY UPDATE', [offers.lower]);
      const answer = Promise.resolve(write());
      // The write now waits for the lower offer (the order's lock).
      await eventually(async () => {
        const [row] = await sql<{ waiting: number }>(
          t,
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%offer%'`,
        );
        return row!.waiting === 1;
      }, 'the staff write to wait for the order\'s lock');
      const higherFree = await order.query('SELECT id FROM offer WHERE id = $1 FOR NO KEY UPDATE NOWAIT', [offers.higher]).then(
        () => true,
        (error: { code?: string }) => {
          if (error.code !== '55P03') throw error;
          return false;
        },
      );
      // The order ends (rolled back: NOWAIT's refusal aborted it); the write goes on.
      await order.query('ROLLBACK');
      const { status, body } = await answer;
      return { higherFree, status, body };
    } finally {
      await order.end();
    }
  }

  it('a price list applied takes the offers in id order', async () => {
    const offers = await twoOffers('lock-csv');
    const csv = `produit;prix;stock\n${offers.slugs[0]};7.50;9\n${offers.slugs[1]};5.50;9\n`;
    const outcome = await whileAnOrderHoldsTheLowerOffer(offers, () =>
      admin.post(`/api/v1/admin/wholesalers/${offers.wholesaler}/price-list/apply`).attach('file', Buffer.from(csv, 'utf8'), 'prix.csv'),
    );
    expect(outcome.higherFree).toBe(true);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ success: true, applied: 2 });
    const prices = await sql<{ id: number; price_rappen: number }>(t, `SELECT id, price_rappen FROM offer WHERE id = ANY($1::int[]) ORDER BY id`, [[offers.lower, offers.higher]]);
    expect(prices).toEqual([
      { id: offers.lower, price_rappen: 550 },
      { id: offers.higher, price_rappen: 750 },
    ]);
  });

  it('a wholesaler removed takes its offers in id order', async () => {
    const offers = await twoOffers('lock-remove');
    const outcome = await whileAnOrderHoldsTheLowerOffer(offers, () => admin.delete(`/api/v1/admin/wholesalers/${offers.wholesaler}`));
    expect(outcome.higherFree).toBe(true);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual({ success: true, outcome: 'deleted' });
    expect(await sql(t, `SELECT id FROM offer WHERE wholesaler_id = $1`, [offers.wholesaler])).toEqual([]);
  });
});
