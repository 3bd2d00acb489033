import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sites, trackingRecords } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { signupBody } from '../../../test/factories.js';

/**
 * One visitor, one answer: settings, signup and search read the same traffic source (spec section 4),
 * the tracking record the landing URL carried and the server kept in the `trafficsource` cookie.
 */
let t: TestApp;
const host = 'campaign.example.nl';
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(sites).values({
    host,
    name: 'Campagne',
    domain: host,
    domainLanguage: 'nl',
    indexTitle: 'Daten',
    description: 'Daten',
    supportEmail: 'help@campaign.example.nl',
    countries: ['NL'],
    defaultCountry: 'NL',
    signups: 'with_trafficsource',
    loggedOutSearch: 'none',
    loggedOutSearchTrafficsource: 'all',
    visibleProfileFields: ['age'],
    visibleProfileNotes: [],
    searchFields: ['gender'],
    minimumMessageCosts: {},
  });
});
afterAll(() => t.close());

async function settings(query: string, cookie?: string) {
  const res = await t.app.inject({ url: `/api/settings.php?host=${host}${query}`, headers: { host, ...(cookie && { cookie }) } });
  expect(res.statusCode).toBe(200);
  const set = res.cookies.find((c) => c.name === 'trafficsource');
  return { settings: res.json().settings, cookie: set ? `trafficsource=${encodeURIComponent(set.value)}` : undefined, set };
}
const signUp = (cookie?: string, tracking?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/signup.php', headers: { host, 'accept-language': 'nl', ...(cookie && { cookie }) }, payload: signupBody(tracking ? { tracking } : {}) });
const search = (cookie?: string) => t.app.inject({ url: '/api/search.php', headers: { host, ...(cookie && { cookie }) } });

describe('the traffic source of a visitor', () => {
  it('without one: settings say signup and search are closed, and signup and search refuse alike', async () => {
    const plain = await settings('');
    expect(plain.settings).toMatchObject({ signup_enabled: false, logged_out_search_visible: false });
    expect(plain.set).toBeUndefined();
    const refused = await signUp();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('signups_closed');
    expect((await search()).statusCode).toBe(403);
  });

  it('with ?trafficsource= on the landing URL: settings, signup and search all let the visitor in, and the member keeps the record', async () => {
    const landing = await settings('&trafficsource=adnet&ref=spring&sub1=banner-3');
    expect(landing.settings).toMatchObject({ signup_enabled: true, logged_out_search_visible: true });
    expect(landing.set).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax', maxAge: 30 * 86_400 });

    // A later page load of the same visitor carries no query, only the cookie.
    expect((await settings('', landing.cookie)).settings).toMatchObject({ signup_enabled: true, logged_out_search_visible: true });
    expect((await search(landing.cookie)).statusCode).toBe(200);
    const res = await signUp(landing.cookie);
    expect(res.statusCode).toBe(200);
    const [record] = await t.db.select().from(trackingRecords).where(eq(trackingRecords.userId, res.json().user.id));
    expect(record).toMatchObject({ network: 'adnet', ref: 'spring', sub1: 'banner-3', sub2: null, sub3: null });
  });

  it('the newest landing replaces the record, and a record sent with the signup itself counts too', async () => {
    const first = await settings('&network=one&ref=a');
    const second = await settings('&network=two', first.cookie);
    const res = await signUp(second.cookie);
    const [record] = await t.db.select().from(trackingRecords).where(eq(trackingRecords.userId, res.json().user.id));
    expect(record).toMatchObject({ network: 'two', ref: null });

    const direct = await signUp(undefined, { ref: 'api-partner' });
    expect(direct.statusCode).toBe(200);
  });

  it('a cookie that is not a record (edited, garbage, empty values) counts as no source and never fails the call', async () => {
    for (const value of ['nonsense', '%7B%22ref%22%3A%22%22%7D', '%5B1%2C2%5D', '%7B%22ref%22%3A42%7D', 'null']) {
      const cookie = `trafficsource=${value}`;
      expect((await settings('', cookie)).settings.signup_enabled).toBe(false);
      expect((await search(cookie)).statusCode).toBe(403);
      expect((await signUp(cookie)).statusCode).toBe(403);
    }
  });
});
