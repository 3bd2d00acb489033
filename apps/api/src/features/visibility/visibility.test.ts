import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { blocks, conversations, likes, messages, preparedQuery, profiles, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { conversationOpen, searchText, visibleTo, type Purpose } from './visibility.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = async (purpose: Purpose, viewer: number | null) =>
  (await t.db.select({ id: profiles.id }).from(profiles).where(visibleTo(viewer, purpose))).map((r) => r.id).sort((a, b) => a - b);

/** The search statements' twin of visibleTo(viewer, 'find'), run as the search runs it. */
async function twin(viewer: number | null) {
  const values: unknown[] = viewer === null ? [] : [viewer];
  const rows = await preparedQuery<{ id: number }>(t.db, `select id from profiles where ${searchText.findable(viewer === null ? null : '$1')}`, values, { genericPlan: true });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The search's count for a viewer: the count every viewer shares, minus what this viewer may not find. */
async function twinCount(viewer: number) {
  const [row] = await preparedQuery<{ n: number; k: number }>(
    t.db,
    `select (select count(*)::int from profiles where ${searchText.findable(null)}) as n,
       (select count(*)::int from profiles where ${searchText.hiddenFromViewer('$1')} and ${searchText.findable(null)}) as k`,
    [viewer],
  );
  return row!.n - row!.k;
}

describe('one visibility rule', () => {
  it('states who finds, views, contacts and converses with whom', async () => {
    const viewer = await createMember(t.db, { gender: 'male', credits: 10 });
    const plain = await createMember(t.db);
    const invisible = await createMember(t.db, { invisible: true });
    const invisibleWrote = await createMember(t.db, { invisible: true, credits: 5 });
    const invisibleLiked = await createMember(t.db, { invisible: true });
    const deleted = await createMember(t.db, { status: 'deleted' });
    const disabled = await createMember(t.db, { status: 'disabled' });
    const unconfirmed = await createMember(t.db, { status: 'not_confirmed' });
    const blocksViewer = await createMember(t.db);
    const blockedByViewer = await createMember(t.db);
    const post = (url: string, cookie: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    expect((await post('/api/messages.php', invisibleWrote.cookie, { profile_id: viewer.id, body: 'Hello' })).statusCode).toBe(200);
    expect((await post('/api/like.php', invisibleLiked.cookie, { profile_id: viewer.id })).statusCode).toBe(200);
    expect((await post('/api/block.php', blocksViewer.cookie, { profile_id: viewer.id })).statusCode).toBe(200);
    expect((await post('/api/block.php', viewer.cookie, { profile_id: blockedByViewer.id })).statusCode).toBe(200);

    const everyone = [plain, invisible, invisibleWrote, invisibleLiked, deleted, disabled, unconfirmed, blocksViewer, blockedByViewer, viewer];
    const of = (list: { id: number }[]) => list.map((m) => m.id).sort((a, b) => a - b);
    const mine = async (purpose: Purpose) => (await ids(purpose, viewer.id)).filter((id) => everyone.some((m) => m.id === id));
    expect(await mine('find')).toEqual(of([plain]));
    expect(await mine('view')).toEqual(of([plain, invisibleWrote, invisibleLiked, blockedByViewer]));
    expect(await mine('contact')).toEqual(of([plain, invisibleWrote, invisibleLiked]));
    const open = async (other: number) => {
      const [row] = await t.db.select({ ok: sql<boolean>`${conversationOpen(viewer.id, other)}` }).from(sql`(select 1) as one`);
      return row!.ok;
    };
    const converses = [];
    for (const m of everyone.slice(0, -1)) if (await open(m.id)) converses.push(m);
    expect(of(converses)).toEqual(of([plain, invisibleWrote, invisibleLiked, unconfirmed]));
    // A visitor finds and views the findable members only, blocks concern members alone.
    const visitor = (await ids('view', null)).filter((id) => everyone.some((m) => m.id === id));
    expect(visitor).toEqual(of([plain, blocksViewer, blockedByViewer, viewer]));
  });

  it('gives the same members through the drizzle condition and its search-statement twin, on the same data', async () => {
    // 60 members of every kind, with random blocks, likes and messages between them.
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const statuses = ['active', 'active', 'active', 'not_confirmed', 'disabled', 'deleted'] as const;
    const members: number[] = [];
    for (let i = 0; i < 60; i++) {
      const m = await createMember(t.db, { status: statuses[Math.floor(random() * statuses.length)], invisible: random() < 0.3, gender: random() < 0.5 ? 'male' : 'female' });
      members.push(m.id);
    }
    const pick = () => members[Math.floor(random() * members.length)]!;
    for (let i = 0; i < 120; i++) {
      const [a, b] = [pick(), pick()];
      if (a === b) continue;
      const kind = random();
      if (kind < 0.35) await t.db.insert(blocks).values({ blockerId: a, blockedId: b }).onConflictDoNothing();
      else if (kind < 0.7) await t.db.insert(likes).values({ likerId: a, likedId: b }).onConflictDoNothing();
      else {
        const [low, high] = a < b ? [a, b] : [b, a];
        const [c] = await t.db
          .insert(conversations)
          .values({ memberA: low, memberB: high })
          .onConflictDoUpdate({ target: [conversations.memberA, conversations.memberB], set: { memberA: low } })
          .returning({ id: conversations.id });
        await t.db.insert(messages).values({ conversationId: c!.id, senderId: a, recipientId: b, body: 'hi', held: random() < 0.2 });
      }
    }
    // Invisibility and status changed after the contacts, as members do.
    const switched = members.filter(() => random() < 0.1);
    if (switched.length) await t.db.update(users).set({ invisible: sql`not ${users.invisible}` }).where(inArray(users.id, switched));

    const viewers: (number | null)[] = [null, ...members];
    let findable = 0;
    for (const viewer of viewers) {
      const drizzle = await ids('find', viewer);
      expect(await twin(viewer), `viewer ${viewer}`).toEqual(drizzle);
      if (viewer !== null) expect(await twinCount(viewer), `count for viewer ${viewer}`).toBe(drizzle.length);
      findable += drizzle.length;
    }
    // The data is not trivial: members find some, not all.
    expect(findable).toBeGreaterThan(0);
  });
});
