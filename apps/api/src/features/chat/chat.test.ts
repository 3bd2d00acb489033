import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { creditLedger, messages, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { activationLink, createMember, signUp } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  // After everything this file did, every balance still equals the sum of its ledger.
  const rows = ((await t.db.execute(sql`
    select u.id, u.credits, coalesce(sum(l.amount), 0)::int as ledger
    from ${users} u left join ${creditLedger} l on l.user_id = u.id group by u.id`)) as unknown as { rows: { id: number; credits: number; ledger: number }[] }).rows;
  for (const r of rows) expect(r.credits, `member ${r.id}`).toBe(r.ledger);
  await t.close();
});

const send = (cookie: string, profileId: number, body = 'Hello there!') =>
  t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: profileId, body }, headers: { cookie } });
const credits = async (id: number) => (await t.db.select({ c: users.credits }).from(users).where(eq(users.id, id)))[0]!.c;
const countMessages = async (senderId: number) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(messages).where(eq(messages.senderId, senderId)))[0]!.n;

describe('messages cost credits', () => {
  it('sends a message, charges message_credits and books it in the ledger', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 5 });
    const b = await createMember(t.db);
    const res = await send(a.cookie, b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ credits: 4, message: { from_me: true, body: 'Hello there!', held: false, kind: 'text' } });
    const [entry] = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, a.id)).orderBy(sql`${creditLedger.id} desc`).limit(1);
    expect(entry).toMatchObject({ amount: -1, balanceAfter: 4, reason: 'message' });
    const chats = (await t.app.inject({ url: '/api/chats.php', headers: { cookie: b.cookie } })).json();
    expect(chats.chats).toEqual([expect.objectContaining({ profile: expect.objectContaining({ id: a.id }), num_unread_messages: 1 })]);
    expect(chats.totals.unread_messages).toBe(1);
  });

  it('lets exactly 10 of 50 parallel sends through with credits for 10', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 10, paid: true });
    const b = await createMember(t.db);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => send(a.cookie, b.id, `message ${i}`)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode === 402);
    expect(refused).toHaveLength(40);
    expect(refused[0]!.json()).toMatchObject({ code: 'insufficient_credits', message: 'Je hebt niet genoeg credits om dit bericht te versturen.' });
    expect(await countMessages(a.id)).toBe(10);
    expect(await credits(a.id)).toBe(0);
    const charged = await t.db.select().from(creditLedger).where(sql`${creditLedger.userId} = ${a.id} and ${creditLedger.reason} = 'message'`);
    expect(charged).toHaveLength(10);
  });

  it('charges nothing and writes nothing when a send fails', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 3 });
    const b = await createMember(t.db);
    const blocker = await createMember(t.db);
    await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: a.id }, headers: { cookie: blocker.cookie } });
    expect((await send(a.cookie, blocker.id)).statusCode).toBe(403);
    expect((await send(a.cookie, b.id, 'x'.repeat(1001))).statusCode).toBe(400);
    expect((await send(a.cookie, b.id, '   ')).statusCode).toBe(400);
    expect((await send(a.cookie, a.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: 'b' }, headers: { cookie: a.cookie } })).statusCode).toBe(400);
    expect(await credits(a.id)).toBe(3);
    expect(await countMessages(a.id)).toBe(0);
    const broke = await createMember(t.db, { gender: 'male' });
    expect((await send(broke.cookie, b.id)).statusCode).toBe(402);
    expect(await countMessages(broke.id)).toBe(0);
    // A refused first message leaves no empty conversation behind either.
    expect((await t.app.inject({ url: '/api/chats.php', headers: { cookie: broke.cookie } })).json().chats).toEqual([]);
  });

  it('limits a free member to 2 conversations; a premium member has no limit', async () => {
    const free = await createMember(t.db, { gender: 'male', credits: 20 });
    const women = await Promise.all([createMember(t.db), createMember(t.db), createMember(t.db)]);
    expect((await send(free.cookie, women[0]!.id)).statusCode).toBe(200);
    expect((await send(free.cookie, women[1]!.id)).statusCode).toBe(200);
    const third = await send(free.cookie, women[2]!.id);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ code: 'free_conversation_limit' });
    // Within the two conversations messages go on.
    expect((await send(free.cookie, women[0]!.id, 'again')).statusCode).toBe(200);
    expect(await credits(free.id)).toBe(17);
    const premium = await createMember(t.db, { gender: 'male', credits: 20, paid: true });
    for (const w of women) expect((await send(premium.cookie, w.id)).statusCode).toBe(200);
  });
});

describe('unconfirmed e-mail', () => {
  it('holds the messages of a not_confirmed member until the address is confirmed', async () => {
    const { cookie, body, user } = await signUp(t.app);
    const b = await createMember(t.db, { gender: 'male' });
    const res = await send(cookie, b.id, 'Hi from a new member');
    expect(res.statusCode).toBe(200);
    expect(res.json().message.held).toBe(true);
    expect((await t.app.inject({ url: '/api/chats.php', headers: { cookie: b.cookie } })).json().chats).toEqual([]);
    const mine = (await t.app.inject({ url: `/api/chat.php?profile_id=${b.id}`, headers: { cookie } })).json();
    expect(mine).toMatchObject({ held_notice: true, messages: [expect.objectContaining({ held: true })] });
    const theirs = (await t.app.inject({ url: `/api/chat.php?profile_id=${user.id}`, headers: { cookie: b.cookie } })).json();
    expect(theirs.messages).toEqual([]);
    expect(theirs.other_unconfirmed).toBe(true);
    const mail = (await t.outbox.list()).find((m) => m.to === body.email)!;
    await t.app.inject({ url: activationLink(mail.html).replace('http://amora.test', '') });
    const after = (await t.app.inject({ url: '/api/chats.php', headers: { cookie: b.cookie } })).json();
    expect(after.chats).toHaveLength(1);
    expect(after.chats[0].last_message.body).toBe('Hi from a new member');
  });
});

describe('conversations', () => {
  it('opening a conversation sets its unread count to 0, and nobody else can read it through any call', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 5 });
    const b = await createMember(t.db);
    const stranger = await createMember(t.db, { credits: 5 });
    const sent = (await send(a.cookie, b.id)).json();
    const id = sent.conversation.id;
    const opened = (await t.app.inject({ url: `/api/chat.php?id=${id}`, headers: { cookie: b.cookie } })).json();
    expect(opened.messages).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/chats.php', headers: { cookie: b.cookie } })).json().chats[0].num_unread_messages).toBe(0);
    expect((await t.app.inject({ url: `/api/chat.php?id=${id}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/chat.php', payload: { conversation: { id } }, headers: { cookie: stranger.cookie } });
    expect(del.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/chats.php', headers: { cookie: stranger.cookie } })).json().chats).toEqual([]);
    expect((await t.app.inject({ url: `/api/chat.php?id=${id}`, headers: { cookie: a.cookie } })).json().messages).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/chat.php?id=${id}` })).statusCode).toBe(403);
  });

  it('removes a conversation from the own list by id or by profile; a new message brings it back', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 5, paid: true });
    const b = await createMember(t.db, { credits: 5 });
    const c = await createMember(t.db);
    const id = (await send(a.cookie, b.id)).json().conversation.id;
    await send(a.cookie, c.id);
    const byId = await t.app.inject({ method: 'DELETE', url: '/api/chat.php', payload: { conversation: { id } }, headers: { cookie: a.cookie } });
    expect(byId.json()).toEqual({ success: true, removed: 1 });
    const byProfile = await t.app.inject({ method: 'DELETE', url: '/api/chat.php', payload: { profile_id: c.id }, headers: { cookie: a.cookie } });
    expect(byProfile.json()).toEqual({ success: true, removed: 1 });
    expect((await t.app.inject({ url: '/api/chats.php', headers: { cookie: a.cookie } })).json().chats).toEqual([]);
    // The other side keeps it.
    expect((await t.app.inject({ url: '/api/chats.php', headers: { cookie: b.cookie } })).json().chats).toHaveLength(1);
    await send(b.cookie, a.id, 'Still there?');
    expect((await t.app.inject({ url: '/api/chats.php', headers: { cookie: a.cookie } })).json().chats).toHaveLength(1);
  });

  it('closes the conversation both ways when one blocks the other', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 5 });
    const b = await createMember(t.db, { credits: 5 });
    const id = (await send(a.cookie, b.id)).json().conversation.id;
    await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: a.id }, headers: { cookie: b.cookie } });
    expect((await send(a.cookie, b.id)).statusCode).toBe(403);
    expect((await send(b.cookie, a.id)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/chat.php?id=${id}`, headers: { cookie: a.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/chats.php', headers: { cookie: a.cookie } })).json().chats).toEqual([]);
  });

  it('hides messages beyond the history limit with the privacy flag', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 200, paid: true });
    const b = await createMember(t.db);
    const id = (await send(a.cookie, b.id, 'first')).json().conversation.id;
    await t.db.execute(sql`insert into messages (conversation_id, sender_id, body) select ${id}, ${a.id}, 'old ' || g from generate_series(1, 100) g`);
    const res = (await t.app.inject({ url: `/api/chat.php?id=${id}`, headers: { cookie: b.cookie } })).json();
    expect(res.messages).toHaveLength(100);
    expect(res.history_limited).toBe(true);
    expect(res.messages.map((m: { body: string }) => m.body)).not.toContain('first');
  });
});

describe('gifts', () => {
  it('lists generated gifts and sends one for gift_credits', async () => {
    const catalogue = (await t.app.inject({ url: '/api/gifts.php' })).json().gifts;
    expect(catalogue.length).toBeGreaterThanOrEqual(8);
    expect(catalogue[0]).toMatchObject({ code: 'rose', credits: 5 });
    expect((await t.app.inject({ url: catalogue[0].image })).headers['content-type']).toBe('image/webp');
    const a = await createMember(t.db, { gender: 'male', credits: 6 });
    const b = await createMember(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/gift.php', payload: { profile_id: b.id, gift_id: catalogue[1].id }, headers: { cookie: a.cookie } });
    expect(res.json()).toMatchObject({ credits: 1, message: { kind: 'gift', gift: { code: catalogue[1].code } } });
    const poor = await t.app.inject({ method: 'POST', url: '/api/gift.php', payload: { profile_id: b.id, gift_id: catalogue[0].id }, headers: { cookie: a.cookie } });
    expect(poor.statusCode).toBe(402);
    expect(await credits(a.id)).toBe(1);
  });
});

describe('fictional profiles and operators', () => {
  it('queues messages to a fictional profile for operators, and only an operator may answer as it', async () => {
    const member = await createMember(t.db, { gender: 'male', credits: 5 });
    const pal = await createMember(t.db, { fictional: true });
    const id = (await send(member.cookie, pal.id, 'Are you real?')).json().conversation.id;
    const operator = await createMember(t.db);
    await t.db.update(users).set({ role: 'operator' }).where(eq(users.id, operator.id));
    expect((await t.app.inject({ url: '/api/operator/queue.php', headers: { cookie: member.cookie } })).statusCode).toBe(403);
    const queue = (await t.app.inject({ url: '/api/operator/queue.php', headers: { cookie: operator.cookie } })).json().queue;
    const item = queue.find((q: { conversation: { id: number } }) => q.conversation.id === id);
    expect(item).toMatchObject({ fictional_profile: { id: pal.id, fictional: true }, member: { id: member.id } });
    const reply = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/operator/reply.php', payload: { conversation_id: id, body: 'I am a fictional chat-pal.' }, headers: { cookie } });
    expect((await reply(member.cookie)).statusCode).toBe(403);
    expect((await reply(operator.cookie)).statusCode).toBe(200);
    const conversation = (await t.app.inject({ url: `/api/chat.php?id=${id}`, headers: { cookie: member.cookie } })).json();
    expect(conversation.profile.fictional).toBe(true);
    expect(conversation.messages.at(-1)).toMatchObject({ from_me: false, body: 'I am a fictional chat-pal.' });
    const after = (await t.app.inject({ url: '/api/operator/queue.php', headers: { cookie: operator.cookie } })).json().queue;
    expect(after.find((q: { conversation: { id: number } }) => q.conversation.id === id)).toBeUndefined();
    // An operator cannot post into a conversation between two real members.
    const other = await createMember(t.db);
    const realId = (await send(member.cookie, other.id)).json().conversation.id;
    const refused = await t.app.inject({ method: 'POST', url: '/api/operator/reply.php', payload: { conversation_id: realId, body: 'x' }, headers: { cookie: operator.cookie } });
    expect(refused.statusCode).toBe(403);
  });
});
