import { afterAll, beforeAll } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { RedisConnection } from '../../src/platform/redis/redis.module.js';
import { GOOD_PASSWORD, signedInAccount } from './accounts.js';
import { adminAgent, adminConfig } from './admin.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface ListedProduct {
  id: number;
  unit: 'kg' | 'piece';
  stock: number | null;
  available: boolean;
}

export const redisOf = (t: TestApp) => t.app.get(RedisConnection).client!;

/**
 * Two instances of the app on one database and one Redis (as two servers behind a balancer),
 * the demo catalogue, mails at a catcher, staff signed in on the first: what the tests of the
 * copies each instance keeps under change stamps run against. Started before the file's tests.
 */
export function twoInstances() {
  const world = {} as { smtp: SmtpCatcher; a: TestApp; b: TestApp; products: ListedProduct[]; admin: TestAgent };
  beforeAll(async () => {
    world.smtp = await SmtpCatcher.start();
    const queuePrefix = `test-${randomBytes(4).toString('hex')}`;
    world.a = await startTestApp({ redis: true, queuePrefix, seedDemo: true, smtpUrl: world.smtp.url, relay: { pollMs: 100 }, config: adminConfig });
    world.b = await startTestApp({ redis: true, queuePrefix, reuse: { database: world.a.database, dataDir: world.a.config.dataDir }, smtpUrl: world.smtp.url, relay: { pollMs: 100 } });
    world.products = (await world.a.http.get('/api/v1/products?limit=100').expect(200)).body.items;
    world.admin = await adminAgent(world.a);
  });
  afterAll(async () => {
    await world.b?.close({ keepData: true });
    await world.a?.close();
    await world.smtp?.stop();
  });
  /** The demo's products sold by the piece with at least 3 in stock. */
  const pieces = () => world.products.filter((p) => p.available && p.unit === 'piece' && (p.stock ?? 0) >= 3);
  /** A new verified restaurant, signed in, with its session as a cookie to send to either instance. */
  const signedIn = async () => {
    // Sign-ins per address are limited: forget the counters (in Redis: the helpers' SQL clean-up does not reach them).
    const limits = await redisOf(world.a).keys(`${world.a.config.queuePrefix}:rl:*`);
    if (limits.length) await redisOf(world.a).del(...limits);
    const me = await signedInAccount(world.a, world.smtp);
    const login = await request(world.a.app.getHttpServer()).post('/api/login.php').send({ email: me.email, password: GOOD_PASSWORD }).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    return { ...me, cookie };
  };
  return { world, pieces, signedIn };
}
