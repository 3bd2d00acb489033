import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { signUp } from '../../../test/factories.js';
import errorsPlugin from '../../plugins/errors.js';
import { registerDevOnly } from '../../plugins/dev-only.js';

let t: TestApp;
let resetId: string;
let changeId: string;
let newEmail: string;
beforeAll(async () => {
  // A trusted proxy on this machine must not open the pages to the clients it forwards.
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  const { body, cookie } = await signUp(t.app);
  newEmail = `new-${body.email}`;
  await t.app.inject({ method: 'POST', url: '/api/password-reset.php', payload: { email: body.email } });
  await t.app.inject({ method: 'POST', url: '/api/email-change.php', payload: { email: newEmail, password: body.password }, headers: { cookie } });
  const mails = await t.outbox.list();
  resetId = mails.find((m) => m.to === body.email && /wachtwoord/i.test(m.subject))!.id;
  changeId = mails.find((m) => m.to === newEmail)!.id;
});
afterAll(() => t.close());

const pages = () => ['/dev/outbox', '/dev/outbox.json', `/dev/outbox/${resetId}`, `/dev/outbox/${changeId}`];

describe('development outbox: this machine only', () => {
  it('shows the reset and e-mail-change links to a browser on this machine (IPv4, IPv6, IPv4-mapped)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const list = await t.app.inject({ url: '/dev/outbox.json', remoteAddress });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain(newEmail);
      const reset = await t.app.inject({ url: `/dev/outbox/${resetId}`, remoteAddress });
      expect(reset.statusCode).toBe(200);
      expect(reset.body).toContain('?token=');
    }
  });

  it('answers 404, as for a page that does not exist, to any other address: no list, no link', async () => {
    for (const remoteAddress of ['203.0.113.7', '10.0.0.5', '192.168.1.20', '2001:db8::1', '::ffff:203.0.113.7']) {
      for (const url of pages()) {
        const res = await t.app.inject({ url, remoteAddress });
        expect(res.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found' });
        expect(res.body).not.toContain('token');
        expect(res.body).not.toContain(newEmail);
      }
    }
  });

  it('answers 404 to a request forwarded by a proxy on this machine, even a trusted one and whatever address it claims', async () => {
    const forwarded = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ];
    for (const headers of forwarded) {
      for (const url of pages()) {
        const res = await t.app.inject({ url, remoteAddress: '127.0.0.1', headers });
        expect(res.statusCode, `${JSON.stringify(headers)} ${url}`).toBe(404);
        expect(res.body).not.toContain('token');
      }
    }
  });

  it('the pages pass their own Content-Security-Policy: the list by the hash of its style, a mail with no script at all', async () => {
    const list = await t.app.inject({ url: '/dev/outbox' });
    expect(list.headers['content-security-policy']).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    const mail = await t.app.inject({ url: `/dev/outbox/${resetId}` });
    const csp = String(mail.headers['content-security-policy']);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-inline'");
  });
});

describe('registerDevOnly', () => {
  it('guards any development page the same way (the SMS outbox and the test payment provider use it)', async () => {
    const app = Fastify({ logger: false, trustProxy: ['127.0.0.1'] });
    await app.register(errorsPlugin);
    await registerDevOnly(app, async (scope, { body }: { body: string }) => {
      scope.get('/dev/sms.json', async () => ({ body }));
    }, { body: 'code 123456' });
    try {
      expect((await app.inject({ url: '/dev/sms.json' })).json()).toEqual({ body: 'code 123456' });
      const outside = await app.inject({ url: '/dev/sms.json', remoteAddress: '198.51.100.4' });
      expect(outside.statusCode).toBe(404);
      expect(outside.body).not.toContain('123456');
      const proxied = await app.inject({ url: '/dev/sms.json', headers: { 'x-forwarded-for': '198.51.100.4' } });
      expect(proxied.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
