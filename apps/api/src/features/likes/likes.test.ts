import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { likes, matches, profiles, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const likeAs = (cookie: string | undefined, id: number) =>
  t.app.inject({ method: 'POST', url: '/api/like.php', payload: { profile_id: id }, headers: cookie ? { cookie, 'accept-language': 'en' } : { 'accept-language': 'en' } });
const likesOf = async (cookie: string) => (await t.app.inject({ url: '/api/likes.php', headers: { cookie } })).json();

describe('likes', () => {
  it('likes a member, who sees it as new until opening the profile', async () => {
    const a = await createMember(t.db, { gender: 'male' });
    const b = await createMember(t.db);
    const res = await likeAs(a.cookie, b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ match: false });
    expect((await likesOf(a.cookie)).profiles.map((p: { id: number }) => p.id)).toEqual([b.id]);
    const received = await likesOf(b.cookie);
    expect(received.liked_by).toEqual([expect.objectContaining({ id: a.id, like_new: true })]);
    expect(received.new_likes).toBe(1);
    await t.app.inject({ url: `/api/member.php?id=${a.id}`, headers: { cookie: b.cookie } });
    const after = await likesOf(b.cookie);
    expect(after.liked_by[0].like_new).toBe(false);
    expect(after.new_likes).toBe(0);
  });

  it('refuses self-likes, likes across a block either way, and likes to hidden or deleted members', async () => {
    const me = await createMember(t.db, { gender: 'male', language: 'en' });
    expect((await likeAs(me.cookie, me.id)).statusCode).toBe(400);
    const blocker = await createMember(t.db);
    await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: me.id }, headers: { cookie: blocker.cookie } });
    expect((await likeAs(me.cookie, blocker.id)).json()).toMatchObject({ statusCode: 403, code: 'like_not_allowed', message: 'You cannot like this member.' });
    expect((await likeAs(blocker.cookie, me.id)).statusCode).toBe(403);
    const deleted = await createMember(t.db, { status: 'deleted' });
    expect((await likeAs(me.cookie, deleted.id)).statusCode).toBe(403);
    expect((await likeAs(me.cookie, 987_654)).statusCode).toBe(403);
    const [n] = await t.db.select({ n: sql<number>`count(*)::int` }).from(likes).where(eq(likes.likerId, me.id));
    expect(n?.n).toBe(0);
  });

  it('lets nobody like an invisible member until that member liked them first', async () => {
    const me = await createMember(t.db, { gender: 'male' });
    const shy = await createMember(t.db, { invisible: true });
    expect((await likeAs(me.cookie, shy.id)).statusCode).toBe(403);
    expect((await likeAs(shy.cookie, me.id)).statusCode).toBe(200);
    const back = await likeAs(me.cookie, shy.id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ match: true });
  });

  it('tells a visitor to log in to like', async () => {
    const b = await createMember(t.db);
    const res = await likeAs(undefined, b.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'authentication_required', message: 'Log in or sign up for free to like this member.' });
  });

  it('makes exactly one match when two members like each other at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createMember(t.db, { gender: 'male' });
      const b = await createMember(t.db);
      const [ra, rb] = await Promise.all([likeAs(a.cookie, b.id), likeAs(b.cookie, a.id)]);
      expect([ra.json().match, rb.json().match].filter(Boolean)).toHaveLength(1);
      const rows = await t.db.select().from(matches).where(and(eq(matches.memberA, Math.min(a.id, b.id)), eq(matches.memberB, Math.max(a.id, b.id))));
      expect(rows).toHaveLength(1);
      const seen = await likesOf(b.cookie);
      expect(seen.matches.map((m: { id: number }) => m.id)).toEqual([a.id]);
      expect(seen.unseen_matches.map((m: { id: number }) => m.id)).toEqual([a.id]);
    }
  });

  it('remembers that the match modal was shown, and an unlike ends the match', async () => {
    const a = await createMember(t.db, { gender: 'male' });
    const b = await createMember(t.db);
    await likeAs(a.cookie, b.id);
    expect((await likeAs(b.cookie, a.id)).json().match).toBe(true);
    await t.app.inject({ method: 'PUT', url: '/api/like.php', payload: { profile_id: a.id, match_seen: true }, headers: { cookie: b.cookie } });
    expect((await likesOf(b.cookie)).unseen_matches).toEqual([]);
    expect((await likesOf(a.cookie)).unseen_matches).toHaveLength(1);
    await t.app.inject({ method: 'DELETE', url: '/api/like.php', payload: { profile_id: b.id }, headers: { cookie: a.cookie } });
    expect((await likesOf(a.cookie)).matches).toEqual([]);
  });

  it('refuses malformed bodies', async () => {
    const me = await createMember(t.db);
    for (const payload of [{}, { profile_id: 'x' }, { profile_id: -1 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/like.php', payload, headers: { cookie: me.cookie } });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('auto-like', () => {
  it('has a fitting fictional profile like the member once a day, never a blocked or already liked one', async () => {
    const me = await createMember(t.db, { gender: 'male' });
    const liked = await createMember(t.db, { fictional: true });
    const blocked = await createMember(t.db, { fictional: true });
    const wrongGender = await createMember(t.db, { fictional: true, gender: 'male' });
    // At least this one fits: a fictional woman for a man looking for women.
    await createMember(t.db, { fictional: true });
    await likeAs(me.cookie, liked.id);
    await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: blocked.id }, headers: { cookie: me.cookie } });
    // Other fictional profiles of this test file may fit too; none of the excluded ones may come.
    const seen = new Set<number>();
    const res = await t.app.inject({ url: '/api/auto-like.php', headers: { cookie: me.cookie } });
    const { profile } = res.json();
    expect(profile).not.toBeNull();
    expect(profile.fictional).toBe(true);
    seen.add(profile.id);
    expect([liked.id, blocked.id, wrongGender.id, me.id]).not.toContain(profile.id);
    expect((await likesOf(me.cookie)).liked_by.map((l: { id: number }) => l.id)).toContain(profile.id);
    expect((await t.app.inject({ url: '/api/auto-like.php', headers: { cookie: me.cookie } })).json().profile).toBeNull();
    t.clock.advanceDays(1);
    const next = (await t.app.inject({ url: '/api/auto-like.php', headers: { cookie: me.cookie } })).json().profile;
    if (next) expect([...seen, liked.id, blocked.id, wrongGender.id]).not.toContain(next.id);
  });
});

describe('auto-like under concurrency', () => {
  it('writes exactly one auto-like for 20 parallel calls', async () => {
    const me = await createMember(t.db, { gender: 'male' });
    for (let i = 0; i < 5; i++) await createMember(t.db, { fictional: true });
    const results = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ url: '/api/auto-like.php', headers: { cookie: me.cookie } })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.json().profile !== null)).toHaveLength(1);
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(likes).where(and(eq(likes.likedId, me.id), eq(likes.source, 'auto')));
    expect(row!.n).toBe(1);
  });
});

describe('swipe game', () => {
  it('allows 4 likes a day, then counts down to the member’s midnight, and resets there', async () => {
    const me = await createMember(t.db, { gender: 'male', language: 'en' });
    await t.db.update(users).set({ timeZone: 'Europe/Amsterdam' }).where(eq(users.id, me.id));
    const women = await Promise.all(Array.from({ length: 6 }, () => createMember(t.db)));
    const swipeOn = (id: number, action = 'like') =>
      t.app.inject({ method: 'POST', url: '/api/swipe.php', payload: { profile_id: id, action }, headers: { cookie: me.cookie } });
    // The test clock: 2026-06-15T12:00Z = 14:00 in Amsterdam; 10 hours to midnight.
    for (let i = 0; i < 4; i++) expect((await swipeOn(women[i]!.id)).json().likes_left).toBe(3 - i);
    const fifth = await swipeOn(women[4]!.id);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'swipe_limit_reached', seconds: 36_000 });
    const state = (await t.app.inject({ url: '/api/swipe.php', headers: { cookie: me.cookie } })).json();
    expect(state).toMatchObject({ likes_left: 0, next_allowance_in: 36_000 });
    // Passing is always possible.
    expect((await swipeOn(women[5]!.id, 'pass')).statusCode).toBe(200);
    t.clock.advance(10 * 3_600_000);
    expect((await t.app.inject({ url: '/api/swipe.php', headers: { cookie: me.cookie } })).json().likes_left).toBe(4);
    expect((await swipeOn(women[4]!.id)).statusCode).toBe(200);
  });

  it('holds the limit under parallel swipes', async () => {
    const me = await createMember(t.db, { gender: 'male' });
    const women = await Promise.all(Array.from({ length: 8 }, () => createMember(t.db)));
    const results = await Promise.all(
      women.map((w) => t.app.inject({ method: 'POST', url: '/api/swipe.php', payload: { profile_id: w.id, action: 'like' }, headers: { cookie: me.cookie } })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(4);
  });

  it('offers fitting candidates, never liked, passed, blocked or invisible ones', async () => {
    const me = await createMember(t.db, { gender: 'female' });
    await t.db.update(profiles).set({ sexuality: 'hetero' }).where(eq(profiles.id, me.id));
    const man = await createMember(t.db, { gender: 'male' });
    const passed = await createMember(t.db, { gender: 'male' });
    const liked = await createMember(t.db, { gender: 'male' });
    const invisible = await createMember(t.db, { gender: 'male', invisible: true });
    const woman = await createMember(t.db, { gender: 'female' });
    await t.app.inject({ method: 'POST', url: '/api/swipe.php', payload: { profile_id: passed.id, action: 'pass' }, headers: { cookie: me.cookie } });
    await likeAs(me.cookie, liked.id);
    const ids = (await t.app.inject({ url: '/api/swipe.php', headers: { cookie: me.cookie } })).json().candidates.map((c: { id: number }) => c.id);
    expect(ids).toContain(man.id);
    for (const hidden of [passed.id, liked.id, invisible.id, woman.id, me.id]) expect(ids).not.toContain(hidden);
  });
});

describe('match finder', () => {
  it('suggests members in the chosen age band, with a photo for "sexy"', async () => {
    const young = await createMember(t.db, { dateOfBirth: '2000-01-01' });
    const older = await createMember(t.db, { dateOfBirth: '1970-01-01' });
    const res = await t.app.inject({ url: '/api/match-finder.php?age=18-35&appearance=normal&race=white&gender=female' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().profiles.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(older.id);
    const old = (await t.app.inject({ url: '/api/match-finder.php?age=35%2B&appearance=normal&gender=female' })).json().profiles.map((p: { id: number }) => p.id);
    expect(old).not.toContain(young.id);
    const sexy = (await t.app.inject({ url: '/api/match-finder.php?age=18-35&appearance=sexy&gender=female' })).json().profiles;
    for (const p of sexy) expect(p.main_image).not.toBeNull();
    expect((await t.app.inject({ url: '/api/match-finder.php?age=40-50&appearance=normal' })).statusCode).toBe(400);
  });
});
