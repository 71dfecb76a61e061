import type { SmtpCatcher } from '@mercato/test-support';
import request from 'supertest';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { TestApp } from './test-app.js';

export const GOOD_PASSWORD = 'Raclette#Vaud7';

/** A unique, valid registration (object mother); override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Anna',
    lastName: 'Rossi',
    phone: '+41 21 555 12 34',
    email: `chef-${id}@bistro.test`,
    restaurantName: 'Bistro du Lac',
    restaurantAddress: 'Quai du Mont-Blanc 1, 1201 Genève',
    password: GOOD_PASSWORD,
    confirm: GOOD_PASSWORD,
    privacy_accepted: true,
    lang: 'fr',
    ...overrides,
  };
}

/** Registers and verifies an account through the API; returns its e-mail. */
export async function verifiedAccount(t: TestApp, smtp: SmtpCatcher, overrides: Record<string, unknown> = {}): Promise<string> {
  // Tests create many accounts from one address: lift the per-address registration limit.
  await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'register:%'`);
  const data = registration(overrides);
  await t.http.post('/api/register.php').send(data).expect(200);
  const code = await smtp.codeFor(data.email);
  await t.http.post('/api/verify_code.php').send({ email: data.email, code }).expect(200);
  return data.email;
}

export async function sql<T = Record<string, unknown>>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return t.app.get(DataSource).query(query, params);
}

/** Forgets every rate-limit counter (the 30 s resend lock, hourly limits, login delays). */
export async function clearRateLimits(t: TestApp): Promise<void> {
  await sql(t, 'DELETE FROM rate_limit_counter');
}

export async function createPromoCode(t: TestApp, code: string, options: { maxUses?: number; validUntil?: Date | null; active?: boolean; uses?: number } = {}) {
  await sql(t, 'INSERT INTO promo_code (code, max_uses, uses, valid_until, active) VALUES ($1, $2, $3, $4, $5)', [
    code,
    options.maxUses ?? 1,
    options.uses ?? 0,
    options.validUntil === undefined ? new Date(Date.now() + 86_400_000) : options.validUntil,
    options.active ?? true,
  ]);
}

/** A signed-in account (verified unless told otherwise) with its own cookie jar. */
export async function signedInAccount(t: TestApp, smtp: SmtpCatcher, { verified = true } = {}) {
  let email: string;
  if (verified) {
    email = await verifiedAccount(t, smtp);
  } else {
    await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'register:%'`);
    const data = registration();
    await request(t.app.getHttpServer()).post('/api/register.php').send(data).expect(200);
    email = data.email;
  }
  const agent = request.agent(t.app.getHttpServer());
  const id = (await agent.post('/api/login.php').send({ email, password: GOOD_PASSWORD }).expect(200)).body.user.id as number;
  return { agent, id, email };
}
