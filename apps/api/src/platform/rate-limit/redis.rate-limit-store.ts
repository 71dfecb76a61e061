import type { Redis } from 'ioredis';
import { RateLimitStore, type Counter } from './rate-limit-store.port.js';

/** One hash per key (count, start, last) that expires with its window; the hit is one Lua call. */
const HIT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'count', 1, 'start', now, 'last', now)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, now, now, now + window}
end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'last', now)
local start = tonumber(redis.call('HGET', KEYS[1], 'start'))
return {count, start, now, now + redis.call('PTTL', KEYS[1])}
`;

export class RedisRateLimitStore extends RateLimitStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'mercato:rl:') {
    super();
  }

  async hit(key: string, windowMs: number): Promise<Counter> {
    const [count, start, last, reset] = (await this.redis.eval(HIT, 1, this.prefix + key, Date.now(), Math.ceil(windowMs))) as number[];
    return { count: count!, windowStartedAt: new Date(start!), lastAt: new Date(last!), resetAt: new Date(reset!) };
  }

  async read(key: string): Promise<Counter | null> {
    const [fields, ttl] = await Promise.all([this.redis.hgetall(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    if (!fields['count'] || ttl < 0) return null;
    return {
      count: Number(fields['count']),
      windowStartedAt: new Date(Number(fields['start'])),
      lastAt: new Date(Number(fields['last'])),
      resetAt: new Date(Date.now() + ttl),
    };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
