import type { Redis } from 'ioredis';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** Counters kept in this process when Redis cannot answer: at most this many addresses per route. */
const LOCAL_ENTRIES = 10_000;

/** After Redis failed to answer, how long calls count in process before Redis is tried again. */
const RETRY_REDIS_AFTER_MS = 5_000;

/** INCR with the window's expiry set on the first call; answers the count and the milliseconds left. */
const INCR_LUA = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Fixed-window counters in a bounded map (the oldest entry goes first when it is full). */
class LocalCounters {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  incr(key: string, timeWindow: number): Result {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      this.entries.delete(key);
      if (this.entries.size >= LOCAL_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      entry = { count: 0, resetAt: now + timeWindow };
      this.entries.set(key, entry);
    }
    entry.count++;
    return { current: entry.count, ttl: entry.resetAt - now };
  }
}

interface StoreOptions {
  redis?: Redis;
  /** Prefix of every Redis key. */
  nameSpace: string;
  /** Told once each time counting falls back to this process (Redis away, slow or refusing). */
  onFallback(error: Error): void;
}

/**
 * A @fastify/rate-limit store that counts in Redis, so every API node counts together, and in this
 * process whenever Redis cannot answer (down, hung, refusing): never without a limit, and never
 * waiting on Redis longer than its command timeout. Back on Redis as soon as it answers again.
 */
export function fallbackStore(options: StoreOptions) {
  const { redis, nameSpace, onFallback } = options;
  let fallingBack = false;
  /** Until when Redis is not asked (it just timed out or failed): a hung Redis costs one call per interval, not every call. */
  let skipUntil = 0;

  class FallbackStore {
    private readonly local = new LocalCounters();

    /** Made by @fastify/rate-limit with its options (unused), then once per route by child(). */
    constructor(_options?: unknown, private readonly prefix: string = nameSpace) {}

    /** @fastify/rate-limit passes the route's window in milliseconds (its typings leave it out). */
    incr(key: string, callback: Callback, timeWindow = 60_000): void {
      const local = (error: Error) => {
        if (!fallingBack) onFallback(error);
        fallingBack = true;
        skipUntil = Date.now() + RETRY_REDIS_AFTER_MS;
        callback(null, this.local.incr(key, timeWindow));
      };
      // No Redis configured, or it just failed: count here.
      if (!redis || Date.now() < skipUntil) return callback(null, this.local.incr(key, timeWindow));
      // Not connected (or still waiting for Redis to say it is ready): do not even try.
      if (redis.status !== 'ready') return local(new Error(`redis ${redis.status}`));
      redis.eval(INCR_LUA, 1, this.prefix + key, String(timeWindow)).then(
        (answer) => {
          const [current, ttl] = answer as [number, number];
          fallingBack = false;
          callback(null, { current, ttl });
        },
        (error: Error) => local(error),
      );
    }

    /** One store per route, keyed like @fastify/rate-limit's own Redis store (`<namespace><METHOD><url>-`). */
    child(routeOptions: object): FallbackStore {
      const { method = '', url = '' } = 'routeInfo' in routeOptions ? (routeOptions.routeInfo as { method?: string; url?: string }) : {};
      return new FallbackStore(undefined, `${nameSpace}${method}${url}-`);
    }
  }
  return FallbackStore;
}
