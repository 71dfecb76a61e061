import { Global, Inject, Injectable, Logger, Module } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { RedisConnection } from './redis.module.js';

/** How long a write may stay in flight before readers trust the stamp again (a transaction is far shorter: 15 s per query). */
const IN_FLIGHT_SECONDS = 120;
/** A stamp nobody changed for this long is forgotten; readers then reload once and start a new one. */
const STAMP_SECONDS = 7 * 24 * 3600;
/** How long a write waits for the Redis connection at start-up before it fails. */
const READY_WAIT_MS = 3000;

/** Where the session's user id goes in the keys read with each session (`readWithSession`). */
export const SESSION_USER_ID = '{id}';

/**
 * Ends the writes of one transaction, for each key it announced (KEYS: in-flight count, stamp,
 * in-flight count, stamp, ...; a key announced twice comes twice): one fewer in flight, and a new
 * stamp (so that even a lost in-flight count cannot hide it). One call for all of a transaction's
 * keys: placing an order announces the cart and the order history.
 */
const SETTLE = `
for i = 1, #KEYS, 2 do
  local n = redis.call('DECR', KEYS[i])
  if n <= 0 then redis.call('DEL', KEYS[i]) end
  redis.call('SET', KEYS[i + 1], ARGV[1], 'EX', ARGV[2])
end
return #KEYS`;

/**
 * Change stamps in Redis, shared by every instance: what lets an instance keep a copy of data
 * in memory and still see, on the very next request, a change committed by any instance.
 *
 * Per key, Redis holds a stamp (`…:v`, a token never used before, never a counter that a
 * restart of Redis could bring back to an old value) and the number of writes in flight
 * (`…:w`). A writer calls `changing(key)` inside its transaction before it writes: the count
 * goes up and the stamp changes, before the commit; once the transaction ends (committed or
 * rolled back) the count goes down and the stamp changes again. A reader asks `current(keys)`
 * BEFORE it reads the database, and may keep what it read under that stamp; a later request
 * may use the copy only while `current` answers the same stamp.
 *
 * Why that is enough: a write that commits after the reader's database read either began
 * (counted itself in flight) before the reader asked, and then `current` answered null (do not
 * keep), or began after, and then the stamp has changed since. `current` answers null, and
 * nothing may be kept, when a stamp is missing (Redis restarted, evicted or expired it: a
 * fresh one is set for the next request), a write is in flight, or Redis does not answer.
 * Without Redis `enabled` is false: callers read the database every time.
 */
@Injectable()
export class ChangeStamps {
  private readonly logger = new Logger('ChangeStamps');
  private readonly prefix: string;
  /** Tokens unique across processes and restarts: a random prefix per instance and a counter. */
  private readonly origin = randomBytes(9).toString('base64url');
  private issued = 0;

  constructor(
    private readonly redis: RedisConnection,
    private readonly uow: UnitOfWork,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.queuePrefix ?? 'mercato'}:stamp:`;
  }

  get enabled(): boolean {
    return this.redis.client !== null;
  }

  private token(): string {
    return `${this.origin}.${++this.issued}`;
  }

  /** The Redis names of `keys`' stamps and counts in flight, in `current`'s order. */
  private names(keys: readonly string[]): string[] {
    const names: string[] = [];
    for (const key of keys) names.push(`${this.prefix}${key}:v`, `${this.prefix}${key}:w`);
    return names;
  }

  /**
   * Has the session store read the stamps of `keys` (where `SESSION_USER_ID` stands for the
   * session's user id) in the same Redis call as each session (SessionStore): a signed-in
   * request then asks Redis once instead of twice (issue 16: each round trip to Redis cost
   * about a fifth of a light signed-in call's CPU). Each reader (the signed-in account, the
   * cart) registers its keys at start-up; a key registered twice is read once.
   */
  readWithSession(keys: readonly string[]): void {
    this.sessionNameTemplates = [...new Set([...this.sessionNameTemplates, ...this.names(keys)])];
  }

  /** The names of the keys registered by `readWithSession`, made once (they are asked on every request). */
  private sessionNameTemplates: readonly string[] = [];

  /** The Redis names the session store reads with a session (`SESSION_USER_ID` in place of its user id), none without Redis. */
  get sessionNames(): readonly string[] {
    return this.redis.client ? this.sessionNameTemplates : [];
  }

  /**
   * The stamps read with a session, by its payload (passport's user object, which lives as long
   * as the request's session); a value served once is `undefined`.
   */
  private readonly readWithSessions = new WeakMap<object, { names: readonly string[]; values: Array<string | null | undefined> }>();

  /**
   * Keeps the values of `names` (the session names with the session's user id) that the
   * session store read in the same call as the session whose payload is `payload`, for
   * `current(keys, payload)`; each value serves one call only (the account check's, the cart's).
   */
  readWithSessionOf(payload: object, names: readonly string[], values: ReadonlyArray<string | null>): void {
    if (values.length === names.length) this.readWithSessions.set(payload, { names, values: [...values] });
  }

  /** The values of `names` read with the session of `payload` and not served yet (then served), or undefined when any is not there. */
  private takeReadWithSession(payload: object, names: readonly string[]): Array<string | null> | undefined {
    const read = this.readWithSessions.get(payload);
    if (!read) return undefined;
    const at = names.map((name) => read.names.indexOf(name));
    if (at.some((i) => i < 0 || read.values[i] === undefined)) return undefined;
    const values = at.map((i) => read.values[i] as string | null);
    for (const i of at) read.values[i] = undefined;
    return values;
  }

  /**
   * The combined stamp of `keys` now, or null when a copy must not be used nor kept (see the
   * class). Ask it before reading the data the copy holds. With `payload`, a signed-in
   * session's, the stamps the session store read along with that session (just before) count
   * when they are those of `keys`: read before the data as well, they keep every guarantee.
   */
  async current(keys: readonly string[], payload?: object): Promise<string | null> {
    const client = this.redis.client;
    if (!client) return null;
    const names = this.names(keys);
    let values: ReadonlyArray<string | null> | undefined = payload === undefined ? undefined : this.takeReadWithSession(payload, names);
    if (values === undefined) {
      try {
        values = await client.mget(names);
      } catch {
        return null;
      }
    }
    let stamp = '';
    let trusted = true;
    for (let i = 0; i < names.length; i += 2) {
      const version = values[i];
      const inFlight = values[i + 1];
      if (inFlight !== null && inFlight !== undefined && Number(inFlight) > 0) trusted = false;
      if (version === null || version === undefined) {
        trusted = false;
        // A fresh stamp for the next request; never one an earlier copy could hold.
        client.set(names[i]!, this.token(), 'EX', STAMP_SECONDS, 'NX').catch(() => undefined);
      } else stamp += `${version}|`;
    }
    return trusted ? stamp : null;
  }

  /**
   * Announces a write of `key`'s data: call it inside the transaction, before the write. It
   * fails (and so should the write) when Redis does not take it; once the transaction ends
   * the write is settled. Does nothing without Redis (nobody keeps copies then).
   */
  async changing(key: string): Promise<void> {
    const client = this.redis.client;
    if (!client) return;
    // Outside a transaction the write would settle (a new stamp, nothing in flight) before it is
    // made, and a reader in between could keep the old row under the new stamp.
    const transaction = this.uow.transaction;
    if (!transaction) throw new Error(`Change stamp ${key}: the write must run in a transaction (UnitOfWork.run)`);
    if (client.status !== 'ready') await this.ready(client);
    const inFlight = `${this.prefix}${key}:w`;
    const version = `${this.prefix}${key}:v`;
    let results: Array<[Error | null, unknown]> | null;
    try {
      results = await client.multi().incr(inFlight).expire(inFlight, IN_FLIGHT_SECONDS).set(version, this.token(), 'EX', STAMP_SECONDS).exec();
    } catch (error) {
      results = [[error as Error, null]];
    }
    const failed = !results || results.find(([error]) => error)?.[0];
    if (failed) {
      // Redis away: the write is refused (it could not be announced), as a dependency that is unreachable: 503, retry later.
      this.logger.warn(`Change stamp ${key} not written: ${failed instanceof Error ? failed.message : 'Redis refused it'}`);
      throw new DomainError('service_unavailable');
    }
    // Settled once the transaction ends, together with every other key it announced.
    const announced = this.announced.get(transaction);
    if (announced) announced.push(inFlight, version);
    else {
      const names = [inFlight, version];
      this.announced.set(transaction, names);
      this.uow.afterEnd(() => void this.settle(names, 3));
    }
  }

  /** The Redis names (in-flight count, stamp, ...) each running transaction has announced, settled when it ends. */
  private readonly announced = new WeakMap<object, string[]>();

  private async settle(names: readonly string[], tries: number): Promise<void> {
    const client = this.redis.client!;
    try {
      await client.eval(SETTLE, names.length, ...names, this.token(), STAMP_SECONDS);
    } catch (error) {
      // Until it expires, the count in flight keeps every reader on the database: safe, slower.
      if (tries > 1) setTimeout(() => void this.settle(names, tries - 1), 200).unref();
      else this.logger.warn(`Could not settle a change stamp: ${(error as Error).message}`);
    }
  }

  private ready(client: NonNullable<RedisConnection['client']>): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        client.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, READY_WAIT_MS);
      client.once('ready', done);
    });
  }
}

@Global()
@Module({ providers: [ChangeStamps], exports: [ChangeStamps] })
export class ChangeStampsModule {}
