import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { creditLedger, idempotencyKeys, messages, rows, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember, signupBody } from '../../../test/factories.js';
import { removeStaleRows } from '../../jobs/definitions.js';
import { grant } from './credits.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  // Every balance still equals the sum of its ledger.
  const balances = await rows<{ id: number; credits: number; ledger: number }>(t.db, sql`
    select u.id, u.credits, coalesce(sum(l.amount), 0)::int as ledger
    from ${users} u left join ${creditLedger} l on l.user_id = u.id group by u.id`);
  for (const r of balances) expect(r.credits, `member ${r.id}`).toBe(r.ledger);
  await t.close();
});

const send = (cookie: string, profileId: number, key?: string, body = 'Only once, please') =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    payload: { profile_id: profileId, body },
    headers: { cookie, ...(key !== undefined && { 'idempotency-key': key }) },
  });
const credits = async (id: number) => (await t.db.select({ c: users.credits }).from(users).where(eq(users.id, id)))[0]!.c;
const sentBy = async (id: number) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(messages).where(eq(messages.senderId, id)))[0]!.n;
const charges = async (id: number) => (await t.db.select().from(creditLedger).where(and(eq(creditLedger.userId, id), sql`${creditLedger.amount} < 0`))).length;

describe('a paid call with an Idempotency-Key', () => {
  it('charges once and writes one message when the same send comes 5 times with one key', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 5, paid: true });
    const b = await createMember(t.db);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await send(a.cookie, b.id, 'retry-key-sequential-1'));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Every retry gets the first answer: the same message, the balance right after the one charge.
    const first = answers[0]!.json();
    for (const r of answers) expect(r.json()).toEqual(first);
    expect(first.credits).toBe(4);
    expect(answers.slice(1).every((r) => r.headers['idempotent-replayed'] === 'true')).toBe(true);
    expect(await sentBy(a.id)).toBe(1);
    expect(await charges(a.id)).toBe(1);
    expect(await credits(a.id)).toBe(4);
    // Another key is another message.
    expect((await send(a.cookie, b.id, 'retry-key-sequential-2')).json().credits).toBe(3);
    expect(await sentBy(a.id)).toBe(2);
  });

  it('charges once when 5 copies arrive at the same moment', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 5, paid: true });
    const b = await createMember(t.db);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(a.cookie, b.id, 'retry-key-concurrent')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().message.id)).size).toBe(1);
    expect(await sentBy(a.id)).toBe(1);
    expect(await charges(a.id)).toBe(1);
    expect(await credits(a.id)).toBe(4);
  });

  it('holds for gifts and photo unlocks too, and keys are per member', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 20, paid: true });
    const c = await createMember(t.db, { gender: 'male', credits: 20, paid: true });
    const b = await createMember(t.db);
    const { gifts } = (await t.app.inject({ url: '/api/gifts.php' })).json();
    const gift = () => t.app.inject({ method: 'POST', url: '/api/gift.php', payload: { profile_id: b.id, gift_id: gifts[0].id }, headers: { cookie: a.cookie, 'idempotency-key': 'shared-key-123' } });
    const [g1, g2] = [await gift(), await gift()];
    expect(g2.json()).toEqual(g1.json());
    expect(await charges(a.id)).toBe(1);
    // The same key from another member is that member's own first use.
    expect((await send(c.cookie, b.id, 'shared-key-123')).json().credits).toBe(19);
    expect(await charges(c.id)).toBe(1);
  });

  it('refuses the key for another request (422) and a malformed key (400), in the member’s language', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 5, paid: true });
    const b = await createMember(t.db);
    expect((await send(a.cookie, b.id, 'reused-key-0001', 'first text')).statusCode).toBe(200);
    const reused = await send(a.cookie, b.id, 'reused-key-0001', 'another text');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(reused.json().message).toContain('herhaalsleutel');
    for (const bad of ['short', 'x'.repeat(101), 'has spaces in it', 'ünïcode-key-1']) {
      const res = await send(a.cookie, b.id, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'idempotency_key_invalid' });
    }
    expect(await sentBy(a.id)).toBe(1);
    expect(await credits(a.id)).toBe(4);
  });

  it('stores no failed answer: a send refused for credits goes through on retry once credits came', async () => {
    const a = await createMember(t.db, { gender: 'male', paid: true });
    const b = await createMember(t.db);
    expect((await send(a.cookie, b.id, 'after-purchase-1')).statusCode).toBe(402);
    await grant(t.db, { userId: a.id, amount: 3, reason: 'purchase', reference: 'payment:test-1', now: new Date() });
    const retried = await send(a.cookie, b.id, 'after-purchase-1');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().credits).toBe(2);
  });

  it('forgets a key after 24 hours (the stale-rows job removes it)', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 5, paid: true });
    const b = await createMember(t.db);
    await send(a.cookie, b.id, 'expiring-key-1');
    t.clock.advanceDays(1.1);
    await removeStaleRows(t.db, t.clock.now());
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, a.id))).toHaveLength(0);
  });
});

describe('the ledger', () => {
  it('grants once per (reason, reference): replaying a grant changes nothing', async () => {
    const a = await createMember(t.db);
    const once = { userId: a.id, amount: 50, reason: 'adjustment' as const, reference: 'admin:7:welcome-back', now: new Date() };
    expect(await grant(t.db, once)).toBe(50);
    expect(await grant(t.db, once)).toBe(50);
    expect(await grant(t.db, { ...once, reference: 'admin:7:second-gift' })).toBe(100);
    const booked = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, a.id)).orderBy(creditLedger.id);
    expect(booked.map((r) => [r.amount, r.reference])).toEqual([
      [50, 'admin:7:welcome-back'],
      [50, 'admin:7:second-gift'],
    ]);
  });

  it('books signup credits as a grant with reference signup', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/signup.php', payload: signupBody() });
    const user = res.json().user;
    const booked = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    // The reference site gives 10 signup credits.
    expect(user.credits).toBe(10);
    expect(booked.map((r) => ({ amount: r.amount, reason: r.reason, reference: r.reference, balance: r.balanceAfter }))).toEqual([
      { amount: 10, reason: 'signup_bonus', reference: 'signup', balance: 10 },
    ]);
  });
});
