import { describe, expect, it } from '@jest/globals';
import { runStress, type StressFigures } from '../support/stress-run.js';

/**
 * Concurrent clients mixing sign-ins, cart saves, orders, admin writes and reads and feedback
 * with attachments, on the embedded database and on PostgreSQL. `npm test` runs a small load;
 * `npm run stress` the full one (STRESS=full: 16 clients for 60 seconds each).
 */
const FULL = process.env['STRESS'] === 'full';
const size = FULL ? { clients: 16, durationMs: 60_000 } : { clients: 6, operationsPerClient: 25 };

function expectHealthy(figures: StressFigures): void {
  console.log(`stress ${figures.database}: ${JSON.stringify(figures, null, 1)}`);
  expect(figures.serverErrors).toEqual([]);
  expect(figures.unexpected401).toEqual([]);
  expect(figures.unexpected4xx).toEqual([]);
  expect(figures.interleavingLogLines).toEqual([]);
  expect(figures.ordersPlaced).toBeGreaterThan(0);
  expect(figures.ordersInDatabase).toBe(figures.ordersPlaced);
  expect(figures.stockMismatches).toEqual([]);
  expect(figures.mailsUnsent).toBe(0);
  expect(figures.mailsMissing).toEqual([]);
  expect(figures.mailsDuplicated).toEqual([]);
  expect(figures.mailsDeliveredOnce).toBe(figures.mailsRecorded);
  expect(figures.feedbackMailsIncomplete).toEqual([]);
  expect(figures.operations['feedback']).toBeGreaterThan(0);
}

describe('stress: concurrent clients', () => {
  it.each(['embedded', 'postgres'] as const)('on the %s database: no 5xx, no unexpected 401, no interleaving, every mail once, stock consistent', async (database) => {
    expectHealthy(await runStress({ database, seed: 7, ...size }));
  }, FULL ? 300_000 : 180_000);
});
