import { afterAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { signupBody } from '../../test/factories.js';
import { cspDirectives } from '../../test/csp.js';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { securityHeaders } from './security-headers.js';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});
async function appWith(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the other headers on API answers, errors and unknown paths', async () => {
    const t = await appWith({});
    for (const url of ['/api/settings.php', '/api/user.php?id=abc', '/api/no-such-call.php', '/somewhere']) {
      const res = await t.app.inject({ url });
      const csp = cspDirectives(res.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('style-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-(inline|eval)/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
      // Plain http (a local or test site): no HSTS, no upgrade of requests, the cookie not marked Secure.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    }
    const signup = await t.app.inject({ method: 'POST', url: '/api/signup.php', payload: signupBody() });
    expect(signup.cookies.find((c) => c.name === 'sid')!.secure).toBeFalsy();
  });

  it('adds HSTS and sends the session cookie Secure when PUBLIC_URL is https, even without a proxy saying so', async () => {
    const t = await appWith({ PUBLIC_URL: 'https://amora.test' });
    const res = await t.app.inject({ url: '/api/settings.php' });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    expect(cspDirectives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    const signup = await t.app.inject({ method: 'POST', url: '/api/signup.php', payload: signupBody() });
    expect(signup.statusCode).toBe(200);
    const cookie = signup.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.secure).toBe(true);
    expect(cookie.httpOnly).toBe(true);
    // The language cookie too.
    const language = await t.app.inject({ method: 'PUT', url: '/api/user.php', payload: { language: 'de' }, headers: { cookie: `sid=${cookie.value}` } });
    expect(language.statusCode).toBe(200);
    expect(language.cookies.find((c) => c.name === 'i18n_redirected')!.secure).toBe(true);
  });
});

describe('the headers written once at start-up', () => {
  it.each([false, true])('are exactly what @fastify/helmet sends with the site options (https: %s)', async (https) => {
    // The options the site used with helmet before its headers were written once (decision 071).
    const bare = Fastify({ logger: false });
    await bare.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: https ? { maxAge: 180 * 86_400, includeSubDomains: false } : false,
      xFrameOptions: { action: 'deny' },
      xContentTypeOptions: true,
    });
    bare.get('/', async () => ({}));
    const res = await bare.inject({ url: '/' });
    await bare.close();
    const fromHelmet = Object.fromEntries(
      Object.entries(res.headers).filter(([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name)),
    );
    const { 'permissions-policy': permissions, ...ours } = securityHeaders(https);
    expect(permissions).toContain('camera=()');
    expect(ours).toEqual(fromHelmet);
  });
});

describe('the built web app', () => {
  it('is served with the policy, and never its source maps even if a build left some', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
    try {
      await mkdir(join(dist, 'assets'));
      await writeFile(join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
      await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1)');
      await writeFile(join(dist, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"],"mappings":"AAAA"}');
      const t = await appWith({ WEB_DIST: dist });
      const page = await t.app.inject({ url: '/leden' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect((await t.app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
      const map = await t.app.inject({ url: '/assets/app.js.map' });
      expect(map.body).not.toContain('mappings');
      expect(map.body).not.toContain('secret.ts');
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
