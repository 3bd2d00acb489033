import { afterAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loginAttempts } from '@dating/db';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { signupBody } from '../../test/factories.js';
import { LIMITS } from './rate-limit.js';
import { LOCKOUT } from '../features/accounts/lockout.js';

/** The reverse proxy of these tests; every other address is a client. */
const PROXY = '10.9.0.2';
const client = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
const spoof = () => `203.0.113.${randomInt(1, 255)}`;

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});
async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ TRUST_PROXY: `${PROXY},10.9.1.0/24`, ...env });
  apps.push(t);
  return t;
}

describe('TRUST_PROXY lists the proxies; a spoofed X-Forwarded-For changes nothing', () => {
  it('counts a client that invents a new X-Forwarded-For on every call by its real address (rate limit)', async () => {
    const t = await appWith({ RATE_LIMIT_SCALE: '1' });
    const ip = client();
    const signup = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        payload: signupBody(),
        remoteAddress: ip,
        headers: { 'x-forwarded-for': spoof(), 'x-forwarded-proto': 'https' },
      });
    for (let i = 0; i < LIMITS.signup.max; i++) {
      const ok = await signup();
      expect(ok.statusCode).toBe(200);
      // Nor does it choose the protocol: the cookie is not marked for https on this http site.
      expect(ok.cookies.find((c) => c.name === 'sid')!.secure).toBeFalsy();
    }
    expect((await signup()).statusCode).toBe(429);
  });

  it('counts clients behind a listed proxy (single address or network) apart, each by the address the proxy saw', async () => {
    const t = await appWith({ RATE_LIMIT_SCALE: '1' });
    const viaProxy = (proxy: string, forwardedFor: string) =>
      t.app.inject({ method: 'POST', url: '/api/signup.php', payload: signupBody(), remoteAddress: proxy, headers: { 'x-forwarded-for': forwardedFor } });
    // Many clients through one proxy: none is limited by the others.
    for (let i = 0; i < LIMITS.signup.max + 2; i++) expect((await viaProxy(PROXY, client())).statusCode).toBe(200);
    // One client, through the proxy (and a second one of the listed network): limited, whatever it puts in front of its address.
    const ip = client();
    for (let i = 0; i < LIMITS.signup.max; i++) {
      expect((await viaProxy(i % 2 ? PROXY : '10.9.1.7', `${spoof()}, ${ip}`)).statusCode).toBe(200);
    }
    expect((await viaProxy(PROXY, `${spoof()}, ${ip}`)).statusCode).toBe(429);
  });

  it('blocks logins from an address after its failures, though each attempt claims another address', async () => {
    const t = await appWith({ RATE_LIMIT_SCALE: '1000' });
    const ip = client();
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        payload: { email: `nobody-${randomInt(1e9)}@example.com`, password: 'not the password' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': spoof(), 'accept-language': 'en' },
      });
    for (let i = 0; i < LOCKOUT.addressFailures; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.json()).toMatchObject({ code: 'login_blocked' });
    const rows = await t.db.select({ ip: loginAttempts.ip }).from(loginAttempts).where(eq(loginAttempts.ip, ip));
    expect(rows.length).toBeGreaterThanOrEqual(LOCKOUT.addressFailures);
  });

  it('takes the protocol and host from a listed proxy only', async () => {
    const t = await appWith({});
    const signup = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/signup.php', payload: signupBody(), remoteAddress, headers: { 'x-forwarded-proto': 'https' } });
    expect((await signup(client())).cookies.find((c) => c.name === 'sid')!.secure).toBeFalsy();
    expect((await signup(PROXY)).cookies.find((c) => c.name === 'sid')!.secure).toBe(true);
  });

  it('trusts the country header only from a listed proxy', async () => {
    const t = await appWith({});
    const country = (remoteAddress: string) =>
      t.app.inject({ url: '/api/settings.php', remoteAddress, headers: { 'cf-ipcountry': 'DE' } });
    const direct = await country(client());
    const proxied = await country(PROXY);
    expect(direct.statusCode).toBe(200);
    expect(proxied.statusCode).toBe(200);
    expect(direct.body).not.toContain('"geoip_country":"DE"');
    expect(proxied.body).toContain('"geoip_country":"DE"');
  });
});
