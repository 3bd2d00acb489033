import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sites } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { seedMembers } from '../../seed/members.js';

let t: TestApp;
// Each test file has its own database; this file fills it with a known population in Poland.
let viewer: { id: number; cookie: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  viewer = await createMember(t.db, { gender: 'male', country: 'PL', region: 'PL-14' });
  // The test clock stands at 2026-06-15: born 2001-06-15 is 25 today, 1996-06-16 is 29, 1996-06-15 is 30.
  const make = async (key: string, o: Parameters<typeof createMember>[1]) => {
    const m = await createMember(t.db, { country: 'PL', gender: 'female', ...o });
    ids[key] = m.id;
    cookies.set(m.id, m.cookie);
  };
  await make('age25', { dateOfBirth: '2001-06-15', region: 'PL-14' });
  await make('age24', { dateOfBirth: '2001-06-16', region: 'PL-14' });
  await make('age30', { dateOfBirth: '1996-06-15', region: 'PL-14' });
  await make('age31', { dateOfBirth: '1995-06-15', region: 'PL-14' });
  await make('krakow', { dateOfBirth: '1998-01-01', region: 'PL-12' });
  await make('man', { dateOfBirth: '1998-01-01', gender: 'male', region: 'PL-14' });
  await make('invisible', { dateOfBirth: '1998-01-01', region: 'PL-14', invisible: true });
  await make('unconfirmed', { dateOfBirth: '1998-01-01', region: 'PL-14', status: 'not_confirmed' });
  await make('deleted', { dateOfBirth: '1998-01-01', region: 'PL-14', status: 'deleted' });
  await make('disabled', { dateOfBirth: '1998-01-01', region: 'PL-14', status: 'disabled' });
  await make('blocksViewer', { dateOfBirth: '1998-01-01', region: 'PL-14' });
  await make('blockedByViewer', { dateOfBirth: '1998-01-01', region: 'PL-14' });
  await make('fictional', { dateOfBirth: '1998-01-01', region: 'PL-14', fictional: true });
  const blocker = ids.blocksViewer!;
  await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: viewer.id }, headers: { cookie: (await cookieOf(blocker)) } });
  await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: ids.blockedByViewer }, headers: { cookie: viewer.cookie } });
});
afterAll(() => t.close());

const cookies = new Map<number, string>();
async function cookieOf(id: number) {
  return cookies.get(id)!;
}

const search = async (query: string, cookie = viewer.cookie) => {
  const res = await t.app.inject({ url: `/api/search.php?${query}`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { profiles: { id: number; age: number; fictional: boolean }[]; numResults: number; hasMore: boolean; similar: { id: number }[]; similarCount: number; numResultsCapped: boolean };
};
const found = (r: { profiles: { id: number }[] }) => r.profiles.map((p) => p.id);

describe('member search', () => {
  it('includes both ends of the age range and nobody outside it', async () => {
    const r = await search('gender=female&country=PL&min_age=25&max_age=30');
    expect(found(r)).toEqual(expect.arrayContaining([ids.age25, ids.age30]));
    expect(found(r)).not.toContain(ids.age24);
    expect(found(r)).not.toContain(ids.age31);
    for (const p of r.profiles) expect(p.age).toBeGreaterThanOrEqual(25);
    for (const p of r.profiles) expect(p.age).toBeLessThanOrEqual(30);
  });

  it('filters by gender, country and region', async () => {
    const women = await search('gender=female&country=PL&countryregion=PL-12');
    expect(found(women)).toEqual([ids.krakow]);
    const men = await search('gender=male&country=PL');
    expect(found(men)).toEqual([ids.man]);
    expect((await search('country=DE')).profiles).toEqual([]);
  });

  it('never shows invisible, unconfirmed, deleted or disabled members, blockers, blocked members or the viewer', async () => {
    const everyone = await search('country=PL&perPage=60');
    for (const hidden of ['invisible', 'unconfirmed', 'deleted', 'disabled', 'blocksViewer', 'blockedByViewer']) {
      expect(found(everyone), hidden).not.toContain(ids[hidden]);
    }
    expect(found(everyone)).not.toContain(viewer.id);
    expect(found(everyone)).toContain(ids.fictional);
    expect(everyone.profiles.find((p) => p.id === ids.fictional)?.fictional).toBe(true);
  });

  it('pages in a stable order without repeats, with hasMore and the count', async () => {
    const all = await search('country=PL&gender=female&perPage=60');
    const first = await search('country=PL&gender=female&perPage=3&pageNumber=1');
    const second = await search('country=PL&gender=female&perPage=3&pageNumber=2');
    const last = Math.ceil(all.profiles.length / 3);
    const final = await search(`country=PL&gender=female&perPage=3&pageNumber=${last}`);
    expect([...found(first), ...found(second)]).toEqual(found(all).slice(0, 6));
    expect(first.hasMore).toBe(true);
    expect(final.hasMore).toBe(false);
    expect(first.numResults).toBe(all.profiles.length);
    expect(first.numResultsCapped).toBe(false);
    const beyond = await search(`country=PL&gender=female&perPage=3&pageNumber=${last + 1}`);
    expect(beyond.profiles).toEqual([]);
  });

  it('answers similar members when few match, never the matches themselves or hidden members', async () => {
    const r = await search('gender=female&country=PL&countryregion=PL-12&min_age=27&max_age=29');
    expect(r.profiles).toHaveLength(1);
    expect(r.similarCount).toBeGreaterThan(0);
    expect(r.similar.map((p) => p.id)).not.toContain(ids.krakow);
    for (const hidden of ['invisible', 'unconfirmed', 'deleted', 'blocksViewer', 'blockedByViewer']) {
      expect(r.similar.map((p) => p.id)).not.toContain(ids[hidden]);
    }
    const empty = await search('gender=female&country=PL&min_age=90&max_age=99');
    expect(empty.profiles).toEqual([]);
    expect(empty.similarCount).toBeGreaterThan(0);
  });

  it("searches by default for whom the member looks for (gender and sexuality of the own profile); 'any' searches everyone", async () => {
    // The viewer is a straight man: without a gender he finds women only, as if he had asked for them.
    const byDefault = await search('country=PL&perPage=60');
    expect(found(byDefault)).toEqual(found(await search('country=PL&gender=female&perPage=60')));
    expect(found(byDefault)).not.toContain(ids.man);
    // Asking for everyone, or for men, is still his choice.
    expect(found(await search('country=PL&gender=any&perPage=60'))).toEqual(expect.arrayContaining([ids.man, ids.age25]));
    expect(found(await search('country=PL&gender=male&perPage=60'))).toEqual([ids.man]);
    // A gay man finds men, a lesbian woman women, a bisexual woman both; a visitor everyone.
    const gay = await createMember(t.db, { gender: 'male', sexuality: 'gay', country: 'PL', region: 'PL-14' });
    expect(found(await search('country=PL&perPage=60', gay.cookie))).toEqual([ids.man!, viewer.id].sort((a, b) => b - a));
    const lesbian = await createMember(t.db, { gender: 'female', sexuality: 'lesbian', country: 'PL', region: 'PL-14' });
    const women = found(await search('country=PL&perPage=60', lesbian.cookie));
    expect(women).toContain(ids.age25);
    expect(women).not.toContain(ids.man);
    const bi = await createMember(t.db, { gender: 'female', sexuality: 'bi', country: 'PL', region: 'PL-14' });
    expect(found(await search('country=PL&perPage=60', bi.cookie))).toEqual(expect.arrayContaining([ids.man, ids.age25, viewer.id]));
    expect(found(await search('country=PL&perPage=60', ''))).toEqual(expect.arrayContaining([ids.man, ids.age25]));
    // A gender that is neither is refused like any bad filter.
    const res = await t.app.inject({ url: '/api/search.php?gender=both', headers: { cookie: viewer.cookie } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['gender']);
  });

  it('refuses bad filters with a 400 per field', async () => {
    const res = await t.app.inject({ url: '/api/search.php?min_age=12&country=XX&pageNumber=0&perPage=1000', headers: { cookie: viewer.cookie } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['country', 'min_age', 'pageNumber', 'perPage']);
  });

  it('lets visitors search when the site allows it, and asks them to log in when not', async () => {
    expect((await search('country=PL', '')).profiles.length).toBeGreaterThan(0);
    await t.db.update(sites).set({ loggedOutSearch: 'none', loggedOutSearchTrafficsource: 'none' }).where(eq(sites.host, '*'));
    t.app.sites.clear();
    try {
      const res = await t.app.inject({ url: '/api/search.php?country=PL' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('authentication_required');
      expect((await search('country=PL')).profiles.length).toBeGreaterThan(0);
    } finally {
      await t.db.update(sites).set({ loggedOutSearch: 'all', loggedOutSearchTrafficsource: 'all' }).where(eq(sites.host, '*'));
      t.app.sites.clear();
    }
  });
});

describe('search cache (SEARCH_CACHE_SECONDS)', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ SEARCH_CACHE_SECONDS: '30' });
  });
  afterAll(() => c.close());

  const searchIn = async (query: string, cookie: string) => {
    const res = await c.app.inject({ url: `/api/search.php?${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { profiles: { id: number }[]; numResults: number; hasMore: boolean };
  };

  it('reuses a count for the same filters, while the page, hasMore and the viewer’s own blocks stay exact', async () => {
    const viewerA = await createMember(c.db, { country: 'NL', gender: 'male' });
    const viewerB = await createMember(c.db, { country: 'NL', gender: 'male' });
    const women: number[] = [];
    for (let i = 0; i < 3; i++) women.push((await createMember(c.db, { country: 'NL', gender: 'female' })).id);
    const before = await searchIn('gender=female&country=NL&perPage=3', viewerA.cookie);
    expect(before.numResults).toBe(3);
    expect(before.hasMore).toBe(false);

    const newcomer = await createMember(c.db, { country: 'NL', gender: 'female' });
    const again = await searchIn('gender=female&country=NL&perPage=3', viewerA.cookie);
    // The count is the one from a moment ago; the newest member is on the page and there is a next page.
    expect(again.numResults).toBe(3);
    expect(again.profiles[0]!.id).toBe(newcomer.id);
    expect(again.hasMore).toBe(true);
    // Another viewer shares the cached count, minus the members they blocked, at once.
    await c.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: women[0] }, headers: { cookie: viewerB.cookie } });
    const other = await searchIn('gender=female&country=NL&perPage=3', viewerB.cookie);
    expect(other.numResults).toBe(2);
    expect(other.profiles.map((p) => p.id)).not.toContain(women[0]);
    // Other filters count anew.
    expect((await searchIn('gender=female&country=NL&perPage=2', viewerA.cookie)).numResults).toBe(3);
    expect((await searchIn('gender=any&country=NL&perPage=3', viewerA.cookie)).numResults).toBe(5);
  });

  it('serves deep pages from a remembered page start with the same members as a scan from the top', async () => {
    await seedMembers(c.db, { count: 700, now: c.clock.now(), batchSize: 700 });
    const viewer = await createMember(c.db, { country: 'NL', gender: 'male' });
    const ids = (r: { profiles: { id: number }[] }) => r.profiles.map((p) => p.id);
    // Everyone (gender=any), offsets 480-539, read from the top (below the depth where page starts are used).
    const reference = ids(await searchIn('gender=any&perPage=60&pageNumber=9', viewer.cookie));
    expect(reference).toHaveLength(60);
    const page21 = ids(await searchIn('gender=any&perPage=25&pageNumber=21', viewer.cookie)); // offset 500, from the top
    expect(page21).toEqual(reference.slice(20, 45));
    expect(ids(await searchIn('gender=any&perPage=25&pageNumber=21', viewer.cookie))).toEqual(page21); // from its own start
    const page22 = ids(await searchIn('gender=any&perPage=25&pageNumber=22', viewer.cookie)); // offset 525, 25 past the start of page 21
    expect(page22.slice(0, 15)).toEqual(reference.slice(45, 60));
    expect(page22).toHaveLength(25);
  });
});
