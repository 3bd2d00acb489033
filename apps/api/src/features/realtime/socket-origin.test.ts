import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sites } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { connect, listen, refusedUpgrade } from '../../../test/sockets.js';

let t: TestApp;
let base: string;
let member: { id: number; cookie: string };
beforeAll(async () => {
  // PUBLIC_URL is http://amora.test; amora.de is a second site host the app serves.
  t = await createTestApp();
  const [fallback] = await t.db.select().from(sites).where(eq(sites.host, '*'));
  const { id: _id, ...site } = fallback!;
  await t.db.insert(sites).values({ ...site, host: 'amora.de', domain: 'amora.de' });
  base = await listen(t.app);
  member = await createMember(t.db);
});
afterAll(() => t.close());

describe('the socket checks the Origin of the page that opens it', () => {
  it('opens for a page of PUBLIC_URL, for a page on the site host of the request, and for a client that is not a browser', async () => {
    for (const options of [
      { origin: 'http://amora.test' },
      { origin: 'https://amora.de', host: 'amora.de' },
      { origin: 'http://www.amora.de', host: 'www.amora.de' },
      {},
    ]) {
      const tab = await connect(base, member.cookie, options);
      await tab.waitFor((e) => e.type === 'totals');
      tab.socket.close();
    }
  });

  it('refuses a page of another site with 403 cross_site_refused, in the member’s language', async () => {
    for (const options of [
      { origin: 'https://evil.example' },
      // A site host, but not the one the request is for.
      { origin: 'https://amora.de' },
      // The request's own host, when that host is no site of its own (the fallback row).
      { origin: 'http://127.0.0.1', host: '127.0.0.1' },
      { origin: 'null' },
      { origin: 'http://amora.test.evil.example' },
    ]) {
      const refused = await refusedUpgrade(base, member.cookie, options);
      expect(refused.status, JSON.stringify(options)).toBe(403);
      expect(refused.body.code).toBe('cross_site_refused');
      expect(refused.body.message).toBe('Deze actie kan alleen vanaf onze eigen website. Open de site zelf en probeer het daar opnieuw.');
    }
    expect(t.app.realtime.localSockets()).toBe(0);
  });

  it('wants https for a site host when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://amora.test' });
    try {
      const [fallback] = await secure.db.select().from(sites).where(eq(sites.host, '*'));
      const { id: _id, ...site } = fallback!;
      await secure.db.insert(sites).values({ ...site, host: 'amora.de', domain: 'amora.de' });
      const secureBase = await listen(secure.app);
      const someone = await createMember(secure.db);
      expect((await refusedUpgrade(secureBase, someone.cookie, { origin: 'http://amora.de', host: 'amora.de' })).status).toBe(403);
      expect((await refusedUpgrade(secureBase, someone.cookie, { origin: 'http://amora.test' })).status).toBe(403);
      const tab = await connect(secureBase, someone.cookie, { origin: 'https://amora.de', host: 'amora.de' });
      tab.socket.close();
    } finally {
      await secure.close();
    }
  });
});
