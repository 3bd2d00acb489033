import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignLinks } from '@dating/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/build-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(campaignLinks).values([
    { token: 'test2026', lander: 'gallery', slug: 'nl', network: 'net-a', ref: 'spring', sub1: 'x' },
    { token: 'swipeonly', lander: 'tinderswipe', network: 'net-b' },
    { token: 'stopped1', lander: 'video', network: 'net-c', active: false },
  ]);
});
afterAll(() => t.close());

describe('campaign short links (/{token}, decision 056)', () => {
  it('sets the tracking record, counts the click and opens the lander with its slug', async () => {
    const res = await t.app.inject({ url: '/test2026' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/landers/gallery/nl');
    const cookie = res.cookies.find((c) => c.name === 'trafficsource');
    expect(JSON.parse(cookie!.value)).toEqual({ network: 'net-a', ref: 'spring', sub1: 'x', campaign: 'test2026' });
    expect(cookie!.httpOnly).toBe(true);
    const [row] = await t.db.select().from(campaignLinks).where(eq(campaignLinks.token, 'test2026'));
    expect(row!.clicks).toBe(1);

    // A HEAD request (a link checker) is answered alike but not counted.
    const head = await t.app.inject({ method: 'HEAD', url: '/test2026' });
    expect(head.statusCode).toBe(302);
    const [after] = await t.db.select().from(campaignLinks).where(eq(campaignLinks.token, 'test2026'));
    expect(after!.clicks).toBe(1);

    const own = await t.app.inject({ url: '/swipeonly' });
    expect(own.headers.location).toBe('/landers/tinderswipe');
  });

  it('answers 404 to an unknown or switched-off token and to paths of another shape, and never takes a page for a token', async () => {
    for (const url of ['/stopped1', '/nosuchtoken', '/UPPER1234', '/abc', `/${'a'.repeat(33)}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.cookies.find((c) => c.name === 'trafficsource'), url).toBeUndefined();
    }
    await t.db.insert(campaignLinks).values({ token: 'premium', lander: 'video', network: 'shadow' });
    const page = await t.app.inject({ url: '/premium' });
    expect(page.statusCode).not.toBe(302);
  });
});

describe('lander-members.php', () => {
  it('answers cards only, and refuses a count outside its bounds with a message', async () => {
    const ok = await t.app.inject({ url: '/api/lander-members.php?country=NL&region=NL-NH&count=4' });
    expect(ok.statusCode).toBe(200);
    expect(Array.isArray(ok.json().profiles)).toBe(true);
    expect(ok.headers['cache-control']).toBe('public, max-age=60');
    for (const url of ['/api/lander-members.php?count=99', '/api/lander-members.php?country=XX', '/api/lander-members.php?count=abc']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(400);
    }
  });
});
