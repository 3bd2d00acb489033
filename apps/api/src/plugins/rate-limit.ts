import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { REDIS_REQUEST_OPTIONS } from '../lib/redis.js';
import { fallbackStore } from './rate-limit-store.js';

/** Limits per client address for the calls that send mail, guess passwords or make the server decode images. */
export const LIMITS = {
  signup: { max: 5, timeWindow: '1 hour' },
  login: { max: 20, timeWindow: '1 minute' },
  passwordReset: { max: 5, timeWindow: '1 hour' },
  mail: { max: 5, timeWindow: '1 hour' },
  checkEmail: { max: 60, timeWindow: '1 minute' },
  /** Photo uploads (profile and chat): each is decoded and re-encoded, the costliest work per call. */
  upload: { max: 60, timeWindow: '1 hour' },
} as const;
export type LimitName = keyof typeof LIMITS;

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for one of the named limits, scaled by RATE_LIMIT_SCALE. */
    rateLimitFor(name: LimitName): { max: number; timeWindow: string };
  }
}

/**
 * @fastify/rate-limit, off by default and switched on per route. The counters live in Redis when
 * REDIS_URL is set, so every API node counts together, and in process otherwise — also whenever
 * Redis is down, hung or refusing (each node then counts on its own until Redis answers again).
 */
export default fp(
  async (app) => {
    const { redisUrl, redisPrefix, rateLimitScale } = app.deps.env;
    const redis = redisUrl ? new Redis(redisUrl, REDIS_REQUEST_OPTIONS) : undefined;
    if (redis) {
      // Connection errors are retried by ioredis; the fallback below says when counting moves in process.
      redis.on('error', () => {});
      app.addHook('onClose', async () => void redis.disconnect());
    }
    await app.register(rateLimit, {
      global: false,
      store: fallbackStore({
        redis,
        nameSpace: `${redisPrefix}-rl:`,
        onFallback: (err) => app.log.warn({ err }, 'rate limits counted in this process: Redis does not answer'),
      }),
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, context) => {
        const error = new Error('too many requests') as Error & { statusCode: number };
        error.statusCode = context.statusCode;
        return error;
      },
    });
    app.decorate('rateLimitFor', (name: LimitName) => ({
      max: Math.max(1, Math.round(LIMITS[name].max * rateLimitScale)),
      timeWindow: LIMITS[name].timeWindow,
    }));
  },
  { name: 'rate-limit', dependencies: ['deps'] },
);
