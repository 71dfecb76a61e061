import type { Redis } from 'ioredis';
import { RateLimitStore, type Counter, type DelayRule, type Gate } from './rate-limit-store.port.js';

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

/** The gate: counts the try only when the delay after the last counted one has passed. */
const GATE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local free = tonumber(ARGV[3])
local base = tonumber(ARGV[4])
local max = tonumber(ARGV[5])
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'count', 1, 'start', now, 'last', now)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, 1}
end
local count = tonumber(redis.call('HGET', KEYS[1], 'count'))
local last = tonumber(redis.call('HGET', KEYS[1], 'last'))
local delay = 0
if count >= free then delay = math.min(base * (2 ^ (count - free)), max) end
if now < last + delay then return {0, last + delay} end
count = redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'last', now)
return {1, count}
`;

/** Takes back one try, never below zero. */
const REFUND = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('HGET', KEYS[1], 'count')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 1
`;

export class RedisRateLimitStore extends RateLimitStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'mercato:rl:') {
    super();
  }

  async hit(key: string, windowMs: number): Promise<Counter> {
    const [count, start, last, reset] = (await this.redis.eval(HIT, 1, this.prefix + key, Date.now(), Math.ceil(windowMs))) as number[];
    return { count: count!, windowStartedAt: new Date(start!), lastAt: new Date(last!), resetAt: new Date(reset!) };
  }

  async gate(key: string, windowMs: number, rule: DelayRule): Promise<Gate> {
    const [allowed, value] = (await this.redis.eval(GATE, 1, this.prefix + key, Date.now(), Math.ceil(windowMs), rule.freeTries, rule.baseMs, rule.maxMs)) as number[];
    return allowed === 1 ? { allowed: true, count: value! } : { allowed: false, retryAt: new Date(value!) };
  }

  async refund(key: string): Promise<void> {
    await this.redis.eval(REFUND, 1, this.prefix + key);
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
