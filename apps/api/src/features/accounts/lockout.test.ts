import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loginAttempts } from '@dating/db';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { signUp } from '../../../test/factories.js';
import { LOCKOUT } from './lockout.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (app: TestApp['app'], email: string, password: string, ip = '203.0.113.9', lang = 'en') =>
  app.inject({ method: 'POST', url: '/api/user.php', payload: { email, password }, remoteAddress: ip, headers: { 'accept-language': lang } });

describe('login lockout', () => {
  it(`blocks an account after ${LOCKOUT.accountFailures} failures, refuses even the right password, and ends after the block`, async () => {
    const { body } = await signUp(t.app);
    for (let i = 0; i < LOCKOUT.accountFailures; i++) {
      t.clock.advance(30_000);
      expect((await attempt(t.app, body.email, 'wrong password')).statusCode).toBe(401);
    }
    const blocked = await attempt(t.app, body.email, body.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'login_blocked',
      minutes: 15,
      message: 'Too many attempts: your account is blocked for 15 minutes.',
    });
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const dutch = await attempt(t.app, body.email, body.password, '203.0.113.9', 'nl');
    expect(dutch.json().message).toBe('Te veel pogingen: je account is 15 minuten geblokkeerd.');

    t.clock.advance(10 * 60_000);
    expect((await attempt(t.app, body.email, body.password)).json().minutes).toBe(5);
    t.clock.advance(5 * 60_000);
    const after = await attempt(t.app, body.email, body.password);
    expect(after.statusCode).toBe(200);
    expect(after.json().user.email).toBe(body.email);
  });

  it('counts the failures of one account from every address', async () => {
    const { body } = await signUp(t.app);
    for (let i = 0; i < LOCKOUT.accountFailures; i++) {
      await attempt(t.app, body.email, 'wrong', `198.51.100.${i + 1}`);
    }
    expect((await attempt(t.app, body.email, body.password, '198.51.100.200')).statusCode).toBe(429);
  });

  it('blocks one address that guesses many accounts, but not other addresses', async () => {
    const victims = await Promise.all([signUp(t.app), signUp(t.app)]);
    for (let i = 0; i < LOCKOUT.addressFailures; i++) {
      await attempt(t.app, `nobody${i}@example.com`, 'wrong', '192.0.2.77');
    }
    expect((await attempt(t.app, victims[0].body.email, victims[0].body.password, '192.0.2.77')).statusCode).toBe(429);
    expect((await attempt(t.app, victims[1].body.email, victims[1].body.password, '192.0.2.78')).statusCode).toBe(200);
  });

  it('a successful login clears the failures of the account', async () => {
    const { body } = await signUp(t.app);
    for (let i = 0; i < LOCKOUT.accountFailures - 1; i++) await attempt(t.app, body.email, 'wrong', '198.18.0.1');
    expect((await attempt(t.app, body.email, body.password, '198.18.0.1')).statusCode).toBe(200);
    for (let i = 0; i < LOCKOUT.accountFailures - 1; i++) await attempt(t.app, body.email, 'wrong', '198.18.0.1');
    expect((await attempt(t.app, body.email, body.password, '198.18.0.1')).statusCode).toBe(200);
  });

  it('lets no more than the limit of parallel wrong guesses be checked', async () => {
    const { body } = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => attempt(t.app, body.email, `guess ${i}`, `198.19.0.${i + 1}`)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOCKOUT.accountFailures);
    expect(codes.filter((c) => c === 429)).toHaveLength(15 - LOCKOUT.accountFailures);
    const [checked] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(eq(loginAttempts.email, body.email.toLowerCase()));
    expect(checked?.n).toBe(LOCKOUT.accountFailures);
  });

  it('keeps the block across a restart of the API, because the attempts live in the database', async () => {
    const { body } = await signUp(t.app);
    for (let i = 0; i < LOCKOUT.accountFailures; i++) await attempt(t.app, body.email, 'wrong');
    const restarted = await buildApp(
      { ...t.app.deps, clock: t.clock.now },
      { logger: false },
    );
    try {
      const res = await attempt(restarted, body.email, body.password);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('login_blocked');
    } finally {
      await restarted.close();
    }
  });
});
