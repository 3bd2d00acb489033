import { afterAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { signupBody } from '../../test/factories.js';
import { buildApp } from '../app.js';
import { LIMITS } from './rate-limit.js';

/** A fresh client address per test, so counters of other tests and runs never mix in. */
const address = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ RATE_LIMIT_SCALE: '1', ...env });
  apps.push(t);
  return t;
}

function signupFrom(t: TestApp['app'], ip: string) {
  return t.inject({ method: 'POST', url: '/api/signup.php', payload: signupBody(), remoteAddress: ip, headers: { 'accept-language': 'en' } });
}

// eslint-disable-next-line no-restricted-properties -- which stores this run can reach
const redisUrl = process.env.REDIS_URL;
const stores: { name: string; env: Record<string, string> }[] = [{ name: 'in process', env: {} }];
if (redisUrl) stores.push({ name: 'Redis', env: { REDIS_URL: redisUrl } });

describe.each(stores)('rate limits ($name)', ({ env }) => {
  it(`answers the ${LIMITS.signup.max + 1}th signup within an hour from one address with 429 and the standard headers`, async () => {
    const t = await appWith(env);
    const ip = address();
    for (let i = 0; i < LIMITS.signup.max; i++) {
      const ok = await signupFrom(t.app, ip);
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-limit']).toBe(String(LIMITS.signup.max));
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(LIMITS.signup.max - i - 1));
    }
    const refused = await signupFrom(t.app, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      statusCode: 429,
      code: 'too_many_requests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signupFrom(t.app, address())).statusCode).toBe(200);
  });

  it('limits password reset mails per address', async () => {
    const t = await appWith(env);
    const ip = address();
    const ask = () => t.app.inject({ method: 'POST', url: '/api/password-reset.php', payload: { email: 'free@demo.local' }, remoteAddress: ip });
    for (let i = 0; i < LIMITS.passwordReset.max; i++) expect((await ask()).statusCode).not.toBe(429);
    expect((await ask()).statusCode).toBe(429);
  });

  it('limits login calls per address on top of the lockout', async () => {
    const t = await appWith(env);
    const ip = address();
    const results = [];
    for (let i = 0; i < LIMITS.login.max + 1; i++) {
      results.push((await t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: '', password: '' }, remoteAddress: ip })).statusCode);
    }
    expect(results.slice(0, LIMITS.login.max).every((c) => c === 400)).toBe(true);
    expect(results.at(-1)).toBe(429);
  });
});

if (redisUrl) {
  describe('rate limits across API nodes', () => {
    it('counts the calls of two API nodes together through Redis', async () => {
      const t = await appWith({ REDIS_URL: redisUrl });
      const other = await buildApp({ ...t.app.deps }, { logger: false });
      try {
        const ip = address();
        for (let i = 0; i < LIMITS.signup.max; i++) {
          expect((await signupFrom(i % 2 === 0 ? t.app : other, ip)).statusCode).toBe(200);
        }
        expect((await signupFrom(other, ip)).statusCode).toBe(429);
        expect((await signupFrom(t.app, ip)).statusCode).toBe(429);
      } finally {
        await other.close();
      }
    });
  });
}
