import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import { RedisStore } from 'connect-redis';
import session, { type SessionData, type Store } from 'express-session';
import { createClient, type RedisClientType } from 'redis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DatabaseEndpoint } from '../database/database-endpoint.js';
import { ChangeStamps, SESSION_USER_ID } from '../redis/change-stamps.js';

/**
 * A session and, when it is a signed-in one, the change stamps ChangeStamps asks to read with
 * it (`ARGV`, `{id}` standing for the session's user id), in one call: the session, then the
 * user id, then the values (nil for a missing one), or nil without a session.
 */
const READ_SESSION = `
local sess = redis.call('GET', KEYS[1])
if not sess then return false end
local ok, data = pcall(cjson.decode, sess)
local user = ok and type(data) == 'table' and type(data.passport) == 'table' and data.passport.user
local id = type(user) == 'table' and user.id
if #ARGV == 0 or type(id) ~= 'number' or id < 1 or id > 2147483647 or id ~= math.floor(id) then return {sess} end
local uid = string.format('%d', id)
local names = {}
for i, name in ipairs(ARGV) do names[i] = (string.gsub(name, '{id}', uid)) end
local values = redis.call('MGET', unpack(names))
local out = {sess, uid}
for i = 1, #names do out[i + 2] = values[i] end
return out`;

type Callback = NonNullable<Parameters<RedisStore['get']>[1]>;

/**
 * connect-redis's store, whose reads also fetch the signed-in user's change stamps (see
 * ChangeStamps.readWithSession) in the same round trip: a signed-in request asks Redis once.
 * The session it answers is the one connect-redis would answer.
 */
class StampReadingRedisStore extends RedisStore {
  private sha: string | null = null;

  constructor(
    options: ConstructorParameters<typeof RedisStore>[0],
    private readonly stamps: ChangeStamps,
  ) {
    super(options);
  }

  override async get(sid: string, cb?: Callback): Promise<unknown> {
    const names = this.stamps.sessionNames;
    if (!names.length) return super.get(sid, cb);
    let sess: SessionData | null = null;
    try {
      const reply = await this.read(this.prefix + sid, names);
      if (reply) {
        sess = (await this.serializer.parse(reply[0]!)) as SessionData;
        const user = (sess as { passport?: { user?: unknown } } | null)?.passport?.user;
        if (reply.length === names.length + 2 && typeof user === 'object' && user !== null) {
          const uid = reply[1]!;
          this.stamps.readWithSessionOf(user, names.map((name) => name.replaceAll(SESSION_USER_ID, uid)), reply.slice(2));
        }
      }
    } catch (error) {
      if (cb) return cb(error, null);
      throw error;
    }
    return cb ? cb(null, sess) : sess;
  }

  /** READ_SESSION by its digest, loaded into Redis the first time and again after Redis forgot it. */
  private async read(key: string, names: readonly string[]): Promise<Array<string | null> | null> {
    const client = this.client as RedisClientType;
    if (this.sha) {
      try {
        return (await client.sendCommand(['EVALSHA', this.sha, '1', key, ...names])) as Array<string | null> | null;
      } catch (error) {
        if (!String((error as Error).message).startsWith('NOSCRIPT')) throw error;
      }
    }
    this.sha = (await client.sendCommand(['SCRIPT', 'LOAD', READ_SESSION])) as string;
    return (await client.sendCommand(['EVALSHA', this.sha, '1', key, ...names])) as Array<string | null> | null;
  }
}

/**
 * Where HTTP sessions live (DESIGN.md): Redis when `REDIS_URL` is set, the database
 * otherwise; never process memory, so any instance can serve any request.
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  private readonly logger = new Logger('Sessions');
  readonly store: Store;
  private readonly redis: RedisClientType | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(DatabaseEndpoint) endpoint: DatabaseEndpoint, stamps: ChangeStamps) {
    if (config.redisUrl) {
      this.redis = createClient({
        url: config.redisUrl,
        socket: { connectTimeout: 3000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
        disableOfflineQueue: true,
      });
      let reported = false;
      this.redis.on('error', (error: Error) => {
        if (!reported) this.logger.warn(`Redis unavailable for sessions: ${error.message}`);
        reported = true;
      });
      this.redis.on('ready', () => (reported = false));
      void this.redis.connect().catch(() => undefined);
      // No touch on every request: the session middleware refreshes a session once a day.
      this.store = SessionStore.withoutTouch(new StampReadingRedisStore({ client: this.redis, prefix: `${config.queuePrefix ?? 'mercato'}:sess:`, disableTouch: true }, stamps));
    } else {
      const PgStore = connectPgSimple(session);
      this.store = SessionStore.withoutTouch(new PgStore({
        conString: endpoint.url,
        tableName: 'http_session',
        createTableIfMissing: false,
        pruneSessionInterval: 15 * 60,
        // No touch on every request: the session middleware refreshes a session once a day.
        disableTouch: true,
        errorLog: (...args: unknown[]) => this.logger.warn(args.map(String).join(' ')),
      }));
    }
  }

  /**
   * The store as express-session sees it: without `touch`. Both stores are told not to touch
   * (the session middleware refreshes a session once a day), yet express-session, seeing a
   * `touch` method, calls it after every request whose session is unchanged and holds the
   * answer back until it returns: it turns the body into a buffer, writes all but its last byte,
   * then the last byte once the store answered (issue 16: a share of every signed-in call's
   * CPU). Without it, the answer is written in one piece, the same bytes.
   */
  private static withoutTouch(store: Store): Store {
    (store as { touch?: unknown }).touch = undefined;
    return store;
  }

  async onApplicationShutdown(): Promise<void> {
    const pg = this.store as Store & { close?: () => Promise<void> | void };
    if (this.redis) await this.redis.quit().catch(() => this.redis?.destroy());
    else await pg.close?.();
  }
}
