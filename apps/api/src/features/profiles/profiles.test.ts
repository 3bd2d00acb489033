import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DELETE_REASONS } from '@dating/contracts';
import { complaints, pagePresence, profiles, sessions, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { addPhotos, createMember, signUp } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const view = (id: number, cookie?: string) => t.app.inject({ url: `/api/member.php?id=${id}`, headers: cookie ? { cookie } : {} });

describe('profile view', () => {
  it('shows a free member the main photo and only blurred variants of the others', async () => {
    const owner = await createMember(t.db, { description: 'Hello there' });
    await addPhotos(t.db, owner.id, 3);
    const free = await createMember(t.db, { gender: 'male' });
    const res = await view(owner.id, free.cookie);
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile.photos).toHaveLength(3);
    expect(profile.photos[0]).toMatchObject({ main: true, locked: false, url: `/media/p/${owner.id}/0-original-secret.webp` });
    for (const photo of profile.photos.slice(1)) {
      expect(photo.locked).toBe(true);
      expect(photo.url).toMatch(/-blur\.webp$/);
      expect(photo.thumb_url).toMatch(/-blur\.webp$/);
    }
    // No URL of an unlocked non-main variant appears anywhere in the answer.
    expect(res.body).not.toContain('1-original-secret');
    expect(res.body).not.toContain('2-thumb-secret');
    expect(profile.description).toBe('Hello there');
  });

  it('shows a premium member every photo', async () => {
    const owner = await createMember(t.db);
    await addPhotos(t.db, owner.id, 3);
    const premium = await createMember(t.db, { gender: 'male', paid: true });
    const { profile } = (await view(owner.id, premium.cookie)).json();
    expect(profile.photos.every((p: { locked: boolean }) => !p.locked)).toBe(true);
    expect(profile.photos[2].url).toBe(`/media/p/${owner.id}/2-original-secret.webp`);
  });

  it('answers 404 for hidden, deleted and blocking members, and after a block both ways', async () => {
    const viewer = await createMember(t.db, { gender: 'male' });
    const invisible = await createMember(t.db, { invisible: true });
    const deleted = await createMember(t.db, { status: 'deleted' });
    const unconfirmed = await createMember(t.db, { status: 'not_confirmed' });
    for (const m of [invisible, deleted, unconfirmed]) expect((await view(m.id, viewer.cookie)).statusCode).toBe(404);
    expect((await view(999_999, viewer.cookie)).statusCode).toBe(404);

    const other = await createMember(t.db);
    expect((await view(other.id, viewer.cookie)).json().blocked_by_me).toBe(false);
    const blocked = await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: viewer.id }, headers: { cookie: other.cookie } });
    expect(blocked.statusCode).toBe(200);
    // The blocked member cannot open the blocker's profile; the blocker still can, to lift the block.
    expect((await view(other.id, viewer.cookie)).statusCode).toBe(404);
    const own = await view(viewer.id, other.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().blocked_by_me).toBe(true);
    // A visitor still sees the member: blocks are between two members.
    expect((await view(other.id)).statusCode).toBe(200);
  });

  it('shows an invisible member who wrote to the viewer, as the chat with them is allowed', async () => {
    const viewer = await createMember(t.db, { gender: 'male' });
    const shy = await createMember(t.db, { invisible: true, credits: 5 });
    expect((await view(shy.id, viewer.cookie)).statusCode).toBe(404);
    const sent = await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: viewer.id, body: 'Hello' }, headers: { cookie: shy.cookie } });
    expect(sent.statusCode).toBe(200);
    const opened = await view(shy.id, viewer.cookie);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().profile.id).toBe(shy.id);
    expect((await t.app.inject({ url: `/api/chat.php?profile_id=${shy.id}`, headers: { cookie: viewer.cookie } })).statusCode).toBe(200);
    // Only to the member they wrote to: others and visitors still get 404.
    expect((await view(shy.id, (await createMember(t.db)).cookie)).statusCode).toBe(404);
    expect((await view(shy.id)).statusCode).toBe(404);
  });

  it('answers block and complaint calls alike for a missing, invisible, deleted or blocking member (no id oracle)', async () => {
    const me = await createMember(t.db, { gender: 'male' });
    const invisible = await createMember(t.db, { invisible: true });
    const deleted = await createMember(t.db, { status: 'deleted' });
    const blocking = await createMember(t.db);
    await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: me.id }, headers: { cookie: blocking.cookie } });
    const missing = 2_000_000_000;
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie: me.cookie } });
    const answers = async (url: string, payload: (id: number) => object) => {
      const out = [];
      for (const id of [missing, invisible.id, deleted.id, blocking.id]) {
        const res = await post(url, payload(id));
        out.push({ status: res.statusCode, body: res.body });
      }
      return out;
    };
    const blocks = await answers('/api/block.php', (id) => ({ profile_id: id }));
    expect(blocks.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(blocks.map((a) => a.body)).size).toBe(1);
    const reports = await answers('/api/complaints.php', (id) => ({ category: 'fake_profile', text: 'These photos are from a magazine.', profile_id: id }));
    expect(reports.map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect(new Set(reports.map((a) => a.body)).size).toBe(1);
    const [stored] = await t.db.select().from(complaints).where(eq(complaints.reporterId, me.id));
    expect(stored).toBeUndefined();
    // A member they may see is blocked and reported as before.
    const visible = await createMember(t.db);
    expect((await post('/api/block.php', { profile_id: visible.id })).statusCode).toBe(200);
    expect((await post('/api/complaints.php', { category: 'fake_profile', text: 'These photos are from a magazine.', profile_id: visible.id })).statusCode).toBe(200);
  });

  it('hides fields the site does not show', async () => {
    const owner = await createMember(t.db, { hairColour: 'red', description: 'Text' });
    const { profile } = (await view(owner.id)).json();
    expect(profile.hair_colour).toBe('red');
    expect(profile.fictional).toBe(false);
  });

  it('refuses a malformed id', async () => {
    expect((await t.app.inject({ url: '/api/member.php?id=abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/member.php' })).statusCode).toBe(400);
  });
});

describe('blocking', () => {
  it('lists whom a member blocked, unblocks, and refuses blocking oneself', async () => {
    const me = await createMember(t.db, { gender: 'male' });
    const a = await createMember(t.db, { name: 'Alice' });
    const block = (id: number, method = 'POST') => t.app.inject({ method: method as 'POST', url: '/api/block.php', payload: { profile_id: id }, headers: { cookie: me.cookie } });
    expect((await block(a.id)).statusCode).toBe(200);
    expect((await block(a.id)).statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/blocks.php', headers: { cookie: me.cookie } });
    expect(list.json().profiles).toEqual([{ id: a.id, name: 'Alice', main_image: null, fictional: false }]);
    expect((await block(a.id, 'DELETE')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/blocks.php', headers: { cookie: me.cookie } })).json().profiles).toEqual([]);
    expect((await view(a.id, me.cookie)).statusCode).toBe(200);
    expect((await block(me.id)).statusCode).toBe(400);
    expect((await block(123_456_789)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: a.id } })).statusCode).toBe(403);
  });

  it('leaves an account that was deleted out of the blocked list', async () => {
    const me = await createMember(t.db, { gender: 'male' });
    const gone = await signUp(t.app);
    // As if the activation link had been opened (unconfirmed members are not visible to others).
    await t.db.update(users).set({ status: 'active', emailConfirmedAt: new Date() }).where(eq(users.id, gone.user.id));
    await t.db.update(profiles).set({ status: 'active' }).where(eq(profiles.id, gone.user.id));
    const list = async () => (await t.app.inject({ url: '/api/blocks.php', headers: { cookie: me.cookie } })).json().profiles as { id: number }[];
    await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: gone.user.id }, headers: { cookie: me.cookie } });
    expect((await list()).map((p) => p.id)).toEqual([gone.user.id]);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      payload: { reason: DELETE_REASONS[0], password: gone.body.password },
      headers: { cookie: gone.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await list()).toEqual([]);
  });
});

describe('own profile', () => {
  it('saves the fields sent and nothing else, with interests replaced as a set', async () => {
    const me = await createMember(t.db);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/profile.php', payload, headers: { cookie: me.cookie } });
    const res = await put({ hair_colour: 'dark_blond', body_type: 'slim', interests: ['music', 'wine', 'music'], description: 'Hi!', country: 'BE', region: 'BE-VAN' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ hair_colour: 'dark_blond', body_type: 'slim', interests: ['music', 'wine'], description: 'Hi!', country: 'BE', region: 'BE-VAN', eye_colour: null });
    const again = await put({ eye_colour: 'green' });
    expect(again.json().profile).toMatchObject({ hair_colour: 'dark_blond', eye_colour: 'green', interests: ['music', 'wine'] });
    const moved = await put({ country: 'DE' });
    expect(moved.json().profile).toMatchObject({ country: 'DE', region: null });
  });

  it('tells the member what a thin profile lacks until photo, about text, city and interests are there', async () => {
    const me = await createMember(t.db);
    const missing = async () => (await t.app.inject({ url: '/api/user.php', headers: { cookie: me.cookie } })).json().user.profile.missing;
    expect(await missing()).toEqual(['photo', 'about', 'details']);
    await t.app.inject({ method: 'PUT', url: '/api/profile.php', payload: { description: 'Ik fiets graag door de duinen.', city: 'Haarlem' }, headers: { cookie: me.cookie } });
    expect(await missing()).toEqual(['photo', 'details']);
    await t.app.inject({ method: 'PUT', url: '/api/profile.php', payload: { interests: ['biking'] }, headers: { cookie: me.cookie } });
    expect(await missing()).toEqual(['photo']);
    await addPhotos(t.db, me.id, 1);
    expect(await missing()).toEqual([]);
  });

  it('refuses values outside the allowed lists, a region of another country, and a too young date of birth', async () => {
    const me = await createMember(t.db);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/profile.php', payload, headers: { cookie: me.cookie } });
    const bad = await put({ hair_colour: 'purple', interests: ['knitting'], gender: 'other' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['gender', 'hair_colour', 'interests.0']);
    const region = await put({ country: 'NL', region: 'DE-BY' });
    expect(region.json().fields).toEqual({ region: 'Deze waarde is niet geldig.' });
    const young = await put({ date_of_birth: '2010-01-01' });
    expect(young.json().fields.date_of_birth).toBe('Vul je geboortedatum in: je moet 18+ jaar oud zijn.');
    const at = await put({ name: '@me' });
    expect(at.json().fields.name).toBe('De profielnaam mag niet met @ beginnen.');
    const { profile } = (await t.app.inject({ url: '/api/profile.php', headers: { cookie: me.cookie } })).json();
    expect(profile).toMatchObject({ hair_colour: null, country: 'NL', region: 'NL-NH', date_of_birth: '1990-01-01' });
  });
});

describe('complaints', () => {
  it('stores a report of a member for the operators', async () => {
    const me = await createMember(t.db);
    const other = await createMember(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      payload: { category: 'fake_profile', text: 'These photos are from a magazine.', profile_id: other.id },
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(complaints).where(eq(complaints.reportedId, other.id));
    expect(row).toMatchObject({ reporterId: me.id, category: 'fake_profile', status: 'open' });
  });

  it('takes a problem report from a visitor with an e-mail address, and refuses too short texts', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/complaints.php', payload: { category: 'technical', text: 'The page does not load on my phone.', email: 'visitor@example.com' } });
    expect(ok.statusCode).toBe(200);
    const noMail = await t.app.inject({ method: 'POST', url: '/api/complaints.php', payload: { category: 'technical', text: 'The page does not load.' } });
    expect(noMail.statusCode).toBe(400);
    const short = await t.app.inject({ method: 'POST', url: '/api/complaints.php', payload: { category: 'other', text: 'bad', email: 'v@example.com' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ text: 'Dit is te kort.' });
  });
});

describe('profile activity (decision 067)', () => {
  const MIN = 60_000;
  const DAY = 86_400_000;
  /** A member last active `ago` ms before the test clock: their login and their session's last request. */
  async function activeAgo(ago: { login?: number | null; request?: number | null }, options: Parameters<typeof createMember>[1] = {}) {
    const member = await createMember(t.db, options);
    const at = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(t.clock.now().getTime() - ms));
    await t.db.update(users).set({ lastLoginAt: at(ago.login) }).where(eq(users.id, member.id));
    const request = at(ago.request);
    // The factory's session was last seen at creation (the real time): set it as the test says.
    await t.db
      .update(sessions)
      .set({ lastSeenAt: request ?? new Date('2000-01-01T00:00:00Z') })
      .where(eq(sessions.userId, member.id));
    return member;
  }
  const activityOf = async (id: number, cookie?: string) => {
    const res = await view(id, cookie);
    expect(res.statusCode).toBe(200);
    return res.json().activity;
  };

  it('shows a coarse bucket from the later of last login and last request, by the clock', async () => {
    const viewer = await createMember(t.db, { gender: 'male' });
    const cases: [{ login?: number | null; request?: number | null }, string | null][] = [
      [{ login: 5 * MIN }, 'online'],
      [{ login: 11 * MIN }, 'today'],
      [{ login: 23 * 60 * MIN }, 'today'],
      [{ login: 2 * DAY }, 'week'],
      [{ login: 20 * DAY }, 'month'],
      [{ login: 31 * DAY }, null],
      [{ login: null }, null],
      // A long session: logged in weeks ago, but requests made an hour ago count.
      [{ login: 25 * DAY, request: 60 * MIN }, 'today'],
      [{ login: 3 * DAY, request: 40 * DAY }, 'week'],
    ];
    for (const [ago, expected] of cases) {
      const member = await activeAgo(ago);
      expect({ ago, activity: await activityOf(member.id, viewer.cookie) }).toEqual({ ago, activity: expected });
    }

    // The same member moves through the buckets as time passes.
    const member = await activeAgo({ login: 0 });
    expect(await activityOf(member.id, viewer.cookie)).toBe('online');
    t.clock.advance(10 * MIN);
    expect(await activityOf(member.id, viewer.cookie)).toBe('today');
    t.clock.advanceDays(1);
    expect(await activityOf(member.id, viewer.cookie)).toBe('week');
    t.clock.advanceDays(6);
    expect(await activityOf(member.id, viewer.cookie)).toBe('month');
    t.clock.advanceDays(23);
    expect(await activityOf(member.id, viewer.cookie)).toBeNull();
  });

  it('shows online while the member has a visible tab open, not a hidden or stale one', async () => {
    const viewer = await createMember(t.db, { gender: 'male' });
    const member = await activeAgo({ login: 40 * DAY });
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    await t.db.insert(pagePresence).values({ sessionId: session!.id, tab: 'tab-1', userId: member.id, visible: true });
    expect(await activityOf(member.id, viewer.cookie)).toBe('online');
    await t.db.update(pagePresence).set({ visible: false }).where(eq(pagePresence.userId, member.id));
    expect(await activityOf(member.id, viewer.cookie)).toBeNull();
    // A visible tab whose node stopped renewing it (10 minutes old) is gone.
    await t.db
      .update(pagePresence)
      .set({ visible: true, seenAt: sql`now() - interval '10 minutes'` })
      .where(eq(pagePresence.userId, member.id));
    expect(await activityOf(member.id, viewer.cookie)).toBeNull();
  });

  it('never tells the activity of invisible members, chat-pals, blocked members, or to visitors', async () => {
    const viewer = await createMember(t.db, { gender: 'male' });
    // Invisible, but visible to the viewer because she wrote first: still no activity.
    const shy = await activeAgo({ login: MIN }, { invisible: true, credits: 5 });
    const sent = await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: viewer.id, body: 'Hi' }, headers: { cookie: shy.cookie } });
    expect(sent.statusCode).toBe(200);
    await t.db.update(sessions).set({ lastSeenAt: t.clock.now() }).where(eq(sessions.userId, shy.id));
    expect(await activityOf(shy.id, viewer.cookie)).toBeNull();

    const pal = await activeAgo({ login: MIN }, { fictional: true });
    expect(await activityOf(pal.id, viewer.cookie)).toBeNull();

    const blocked = await activeAgo({ login: MIN });
    expect(await activityOf(blocked.id, viewer.cookie)).toBe('online');
    expect((await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: blocked.id }, headers: { cookie: viewer.cookie } })).statusCode).toBe(200);
    expect(await activityOf(blocked.id, viewer.cookie)).toBeNull();

    const open = await activeAgo({ login: MIN });
    expect(await activityOf(open.id)).toBeNull();
  });

  it('leaks no timestamp of the member in the answer', async () => {
    const viewer = await createMember(t.db, { gender: 'male' });
    const member = await activeAgo({ login: 3 * DAY, request: 2 * DAY });
    const res = await view(member.id, viewer.cookie);
    expect(res.json().activity).toBe('week');
    const [user] = await t.db.select().from(users).where(eq(users.id, member.id));
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    for (const time of [user!.lastLoginAt!, session!.lastSeenAt]) {
      expect(res.body).not.toContain(time.toISOString());
      expect(res.body).not.toContain(String(time.getTime()));
      expect(res.body).not.toContain(time.toISOString().slice(0, 10));
    }
    expect(res.body).not.toMatch(/last_(login|seen)|seen_at/);
  });
});
