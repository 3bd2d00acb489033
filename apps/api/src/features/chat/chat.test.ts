import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { creditLedger, messages, photos, sites, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { activationLink, createMember, signUp } from '../../../test/factories.js';
import { jpegWithExif, multipart } from '../../../test/multipart.js';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import * as chatService from './chat.service.js';

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
const claim = async (cookie: string, conversationId: number) =>
  expect((await t.app.inject({ method: 'POST', url: '/api/operator/claim.php', payload: { conversation_id: conversationId }, headers: { cookie } })).statusCode).toBe(200);
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
    expect(entry).toMatchObject({ amount: -1, balanceAfter: 4, reason: 'message', reference: `message:${res.json().message.id}` });
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

  it('tells before the first message how many free conversations are left, as the send enforces them', async () => {
    const free = await createMember(t.db, { gender: 'male', credits: 20 });
    const women = await Promise.all([createMember(t.db, { credits: 5 }), createMember(t.db), createMember(t.db)]);
    const left = async (cookie: string, profileId: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/chat.php?profile_id=${profileId}`, headers: { cookie } })).json().free_conversations_left;
    expect(await left(free.cookie, women[0]!.id)).toBe(2);
    // A conversation another member started counts too, as it does for the send.
    expect((await send(women[0]!.cookie, free.id)).statusCode).toBe(200);
    expect(await left(free.cookie, women[1]!.id)).toBe(1);
    // Within an existing conversation nothing extra is due.
    expect(await left(free.cookie, women[0]!.id)).toBeNull();
    expect((await send(free.cookie, women[1]!.id)).statusCode).toBe(200);
    expect(await left(free.cookie, women[2]!.id)).toBe(0);
    expect((await send(free.cookie, women[2]!.id)).json()).toMatchObject({ code: 'free_conversation_limit' });
    const premium = await createMember(t.db, { gender: 'male', credits: 20, paid: true });
    expect(await left(premium.cookie, women[2]!.id)).toBeNull();
  });
});

describe('the free-conversation limit with a premium that just ended', () => {
  it('holds a member to the free limit when the premium ended after the request read the account', async () => {
    const member = await createMember(t.db, { gender: 'male', credits: 20, paid: true });
    const women = await Promise.all([createMember(t.db), createMember(t.db), createMember(t.db)]);
    for (const w of women.slice(0, 2)) expect((await send(member.cookie, w.id)).statusCode).toBe(200);
    // The account as the request read it (still premium), then the premium ends before the send runs.
    const [asRead] = await t.db.select().from(users).where(eq(users.id, member.id));
    await t.db.update(users).set({ paidUser: false }).where(eq(users.id, member.id));
    const [site] = await t.db.select().from(sites).where(eq(sites.host, '*'));
    const attempt = chatService.send(t.db, { sender: asRead!, to: women[2]!.id, body: 'Hi', kind: 'text', site: site!, now: new Date() });
    await expect(attempt).rejects.toMatchObject({ code: 'free_conversation_limit' });
    expect(await countMessages(member.id)).toBe(2);
    expect(await credits(member.id)).toBe(18);
    // Within the conversations it has, the member writes on.
    const again = await chatService.send(t.db, { sender: asRead!, to: women[0]!.id, body: 'Again', kind: 'text', site: site!, now: new Date() });
    expect(again).toMatchObject({ credits: 17, message: { body: 'Again', from_me: true } });
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
  it('lists an invisible member who never answered neither with name nor photo, until they write', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 5 });
    const b = await createMember(t.db, { credits: 5 });
    const id = (await send(a.cookie, b.id, 'Hi b')).json().conversation.id;
    await t.db.update(users).set({ invisible: true }).where(eq(users.id, b.id));
    const listOf = async (cookie: string) => (await t.app.inject({ url: '/api/chats.php', headers: { cookie } })).json();
    const mine = await listOf(a.cookie);
    expect(mine.chats).toEqual([]);
    expect(JSON.stringify(mine)).not.toContain(`"id":${b.id}`);
    expect((await t.app.inject({ url: `/api/chat.php?id=${id}`, headers: { cookie: a.cookie } })).statusCode).toBe(404);
    // The invisible member still has the conversation, and answering opens it to the other side.
    expect((await listOf(b.cookie)).chats).toEqual([expect.objectContaining({ profile: expect.objectContaining({ id: a.id }) })]);
    expect((await send(b.cookie, a.id, 'Hi a')).statusCode).toBe(200);
    expect((await listOf(a.cookie)).chats).toEqual([expect.objectContaining({ profile: expect.objectContaining({ id: b.id }), num_unread_messages: 1 })]);
  });
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

  it('counts in the badge only unread messages of conversations the list shows', async () => {
    const me = await createMember(t.db);
    const writers = await Promise.all([1, 2, 3].map(() => createMember(t.db, { gender: 'male', credits: 5 })));
    for (const w of writers) expect((await send(w.cookie, me.id)).statusCode).toBe(200);
    const totals = async () => (await t.app.inject({ url: '/api/chats.php', headers: { cookie: me.cookie } })).json().totals.unread_messages;
    expect(await totals()).toBe(3);
    await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: writers[0]!.id }, headers: { cookie: me.cookie } });
    expect(await totals()).toBe(2);
    await t.app.inject({ method: 'DELETE', url: '/api/chat.php', payload: { profile_id: writers[1]!.id }, headers: { cookie: me.cookie } });
    expect(await totals()).toBe(1);
    expect((await send(writers[1]!.cookie, me.id, 'again')).statusCode).toBe(200);
    expect(await totals()).toBe(3);
    // Several unread messages of one conversation each count.
    for (const body of ['one more', 'and another']) expect((await send(writers[2]!.cookie, me.id, body)).statusCode).toBe(200);
    expect(await totals()).toBe(5);
  });

  it('hides messages beyond the history limit with the privacy flag', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 200, paid: true });
    const b = await createMember(t.db);
    const id = (await send(a.cookie, b.id, 'first')).json().conversation.id;
    await t.db.execute(sql`insert into messages (conversation_id, sender_id, recipient_id, body) select ${id}, ${a.id}, ${b.id}, 'old ' || g from generate_series(1, 100) g`);
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
    const [booked] = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, a.id)).orderBy(sql`${creditLedger.id} desc`).limit(1);
    expect(booked).toMatchObject({ amount: -5, balanceAfter: 1, reason: 'gift', reference: `gift:${res.json().message.id}` });
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
    const operator = await createMember(t.db, { role: 'operator' });
    expect((await t.app.inject({ url: '/api/operator/queue.php', headers: { cookie: member.cookie } })).statusCode).toBe(403);
    const queue = (await t.app.inject({ url: '/api/operator/queue.php', headers: { cookie: operator.cookie } })).json().queue;
    const item = queue.find((q: { conversation: { id: number } }) => q.conversation.id === id);
    expect(item).toMatchObject({ fictional_profile: { id: pal.id, fictional: true }, member: { id: member.id } });
    const reply = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/operator/reply.php', payload: { conversation_id: id, body: 'I am a fictional chat-pal.' }, headers: { cookie } });
    expect((await reply(member.cookie)).statusCode).toBe(403);
    await claim(operator.cookie, id);
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

  it('neither queues nor delivers an operator’s answer to a member who blocked the fictional profile', async () => {
    const member = await createMember(t.db, { gender: 'male', credits: 5 });
    const pal = await createMember(t.db, { fictional: true });
    const operator = await createMember(t.db, { role: 'operator' });
    const id = (await send(member.cookie, pal.id, 'Hi')).json().conversation.id;
    await claim(operator.cookie, id);
    await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: pal.id }, headers: { cookie: member.cookie } });
    const queue = (await t.app.inject({ url: '/api/operator/queue.php', headers: { cookie: operator.cookie } })).json().queue;
    expect(queue.find((q: { conversation: { id: number } }) => q.conversation.id === id)).toBeUndefined();
    const reply = await t.app.inject({ method: 'POST', url: '/api/operator/reply.php', payload: { conversation_id: id, body: 'Still there?' }, headers: { cookie: operator.cookie } });
    expect(reply.statusCode).toBe(403);
    expect(await countMessages(pal.id)).toBe(0);
  });
});

describe('photos in chat', () => {
  const sendPhoto = async (cookie: string, profileId: number, data?: Buffer, type = 'image/jpeg') => {
    const body = multipart('photo', 'holiday.jpg', type, data ?? (await jpegWithExif(640, 480)));
    return t.app.inject({ method: 'POST', url: `/api/chat-photo.php?profile_id=${profileId}`, payload: body.payload, headers: { ...body.headers, cookie, 'accept-language': 'en' } });
  };
  const unlock = (cookie: string, messageId: number) =>
    t.app.inject({ method: 'POST', url: '/api/chat-photo-unlock.php', payload: { message_id: messageId }, headers: { cookie, 'accept-language': 'en' } });
  const fileOf = (url: string) => join(t.photoStore.localRoot!, url.replace(/^\/media\//, ''));
  const photoStatus = { photo_credits: 0 };
  beforeAll(async () => {
    photoStatus.photo_credits = (await t.app.inject({ url: '/api/settings.php' })).json().settings.photo_credits;
    expect(photoStatus.photo_credits).toBeGreaterThan(0);
  });

  it('sends a photo for message_credits, without its metadata; the recipient sees only the blurred variant until unlocking', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 5 });
    const b = await createMember(t.db, { credits: 10 });
    const res = await sendPhoto(a.cookie, b.id);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json();
    expect(sent).toMatchObject({ credits: 4, message: { kind: 'photo', from_me: true, photo: { locked: false } } });
    const stored = await readFile(fileOf(sent.message.photo.url));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Camera Owner'))).toBe(false);

    const opened = (await t.app.inject({ url: `/api/chat.php?id=${sent.conversation.id}`, headers: { cookie: b.cookie } })).json();
    const theirs = opened.messages.at(-1);
    expect(theirs).toMatchObject({ kind: 'photo', from_me: false, photo: { locked: true, unlock_credits: photoStatus.photo_credits } });
    // The recipient's answer names no file of the picture itself, only the blurred one.
    const pictureFile = sent.message.photo.url.split('/').pop();
    expect(JSON.stringify(opened)).not.toContain(pictureFile);
    expect(theirs.photo.url).not.toBe(sent.message.photo.url);
    expect(existsSync(fileOf(theirs.photo.url))).toBe(true);
    // The list shows the photo as the last message.
    const list = (await t.app.inject({ url: '/api/chats.php', headers: { cookie: b.cookie } })).json();
    expect(list.chats[0].last_message).toMatchObject({ kind: 'photo', from_me: false });

    const unlocked = await unlock(b.cookie, theirs.id);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toMatchObject({ credits: 10 - photoStatus.photo_credits, message: { id: theirs.id, photo: { locked: false, url: sent.message.photo.url } } });
    const [entry] = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, b.id)).orderBy(sql`${creditLedger.id} desc`).limit(1);
    expect(entry).toMatchObject({ amount: -photoStatus.photo_credits, reason: 'photo_unlock', reference: `message:${theirs.id}` });
    // Unlocked stays unlocked, and a second unlock charges nothing.
    expect((await unlock(b.cookie, theirs.id)).json().credits).toBe(10 - photoStatus.photo_credits);
    const again = (await t.app.inject({ url: `/api/chat.php?id=${sent.conversation.id}`, headers: { cookie: b.cookie } })).json();
    expect(again.messages.at(-1).photo).toMatchObject({ locked: false, url: sent.message.photo.url });
  });

  it('charges one unlock for five parallel unlocks', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 5 });
    const b = await createMember(t.db, { credits: 20 });
    const id = (await sendPhoto(a.cookie, b.id)).json().message.id;
    const results = await Promise.all(Array.from({ length: 5 }, () => unlock(b.cookie, id)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await credits(b.id)).toBe(20 - photoStatus.photo_credits);
    const charges = await t.db.select().from(creditLedger).where(sql`${creditLedger.userId} = ${b.id} and ${creditLedger.reason} = 'photo_unlock'`);
    expect(charges).toHaveLength(1);
  });

  it('refuses an unlock without enough credits and changes nothing; only the recipient can unlock', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 5 });
    const b = await createMember(t.db, { credits: photoStatus.photo_credits - 1 });
    const stranger = await createMember(t.db, { credits: 50 });
    const id = (await sendPhoto(a.cookie, b.id)).json().message.id;
    const poor = await unlock(b.cookie, id);
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ code: 'insufficient_credits' });
    expect(await credits(b.id)).toBe(photoStatus.photo_credits - 1);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, id));
    expect(row!.photoUnlockedAt).toBeNull();
    // The sender, a stranger, and a message that is no photo: all 404, nothing charged.
    expect((await unlock(a.cookie, id)).statusCode).toBe(404);
    expect((await unlock(stranger.cookie, id)).statusCode).toBe(404);
    const text = (await send(a.cookie, b.id, 'plain text')).json().message.id;
    expect((await unlock(b.cookie, text)).statusCode).toBe(404);
    expect(await credits(stranger.id)).toBe(50);
    expect((await t.app.inject({ method: 'POST', url: '/api/chat-photo-unlock.php', payload: { message_id: 'x' }, headers: { cookie: b.cookie } })).statusCode).toBe(400);
  });

  it('refuses a file that is no image, and a send without credits, storing and charging nothing', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 1 });
    const b = await createMember(t.db);
    const before = await countMessages(a.id);
    const notImage = await sendPhoto(a.cookie, b.id, Buffer.from('this is not a picture'), 'image/jpeg');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ code: 'photo_invalid' });
    const missing = await t.app.inject({ method: 'POST', url: `/api/chat-photo.php?profile_id=${b.id}`, payload: { profile_id: b.id }, headers: { cookie: a.cookie } });
    expect(missing.statusCode).toBe(400);
    expect((await sendPhoto(a.cookie, b.id)).statusCode).toBe(200);
    const broke = await sendPhoto(a.cookie, b.id);
    expect(broke.statusCode).toBe(402);
    expect(await countMessages(a.id)).toBe(before + 1);
    expect(await credits(a.id)).toBe(0);
  });

  it('lets an operator send a photo as the fictional profile, which the member unlocks', async () => {
    const member = await createMember(t.db, { gender: 'male', credits: 10 });
    const pal = await createMember(t.db, { fictional: true });
    const id = (await send(member.cookie, pal.id, 'Send me a picture?')).json().conversation.id;
    const operator = await createMember(t.db, { role: 'operator' });
    const body = multipart('photo', 'pal.jpg', 'image/jpeg', await jpegWithExif(300, 300));
    const post = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `/api/operator/photo.php?conversation_id=${id}`, payload: body.payload, headers: { ...body.headers, cookie } });
    expect((await post(member.cookie)).statusCode).toBe(403);
    await claim(operator.cookie, id);
    const res = await post(operator.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const last = (await t.app.inject({ url: `/api/chat.php?id=${id}`, headers: { cookie: member.cookie } })).json().messages.at(-1);
    expect(last).toMatchObject({ id: res.json().message_id, kind: 'photo', from_me: false, photo: { locked: true } });
    expect((await unlock(member.cookie, last.id)).json().message.photo.locked).toBe(false);
  });

  it('takes a new photo as an answer from operators only, with the claim, and refuses a file that is no image', async () => {
    const member = await createMember(t.db, { gender: 'male', credits: 10 });
    const pal = await createMember(t.db, { fictional: true });
    const id = (await send(member.cookie, pal.id, 'Do you have a picture of the beach?')).json().conversation.id;
    const photo = await jpegWithExif(320, 240);
    const post = (cookie: string | undefined, data: Buffer = photo, type = 'image/jpeg') => {
      const body = multipart('photo', 'beach.jpg', type, data);
      return t.app.inject({ method: 'POST', url: `/api/operator/photo.php?conversation_id=${id}`, payload: body.payload, headers: { ...body.headers, ...(cookie && { cookie }) } });
    };
    const stored = async () => (await readdir(t.photoStore.localRoot!, { recursive: true })).filter((f) => f.endsWith('.webp')).length;
    const filesBefore = await stored();
    const moderator = await createMember(t.db, { role: 'moderator' });
    const operator = await createMember(t.db, { role: 'operator' });
    // A visitor, the member, a moderator: refused before the file is read; nothing sent, nothing stored.
    expect((await post(undefined)).json().code).toBe('staff_authentication_required');
    expect((await post(member.cookie)).json().code).toBe('staff_authentication_required');
    expect((await post(moderator.cookie)).json().code).toBe('role_required');
    // An operator without the claim, and with a file that is no image: a clear 4xx, nothing stored.
    const unclaimed = await post(operator.cookie);
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json().code).toBe('claim_required');
    await claim(operator.cookie, id);
    const text = await post(operator.cookie, Buffer.from('not a picture at all'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'photo_invalid', message: 'This file is not a photo we can read. Please choose a JPEG, PNG or WebP image.' });
    expect(await countMessages(pal.id)).toBe(0);
    expect(await stored()).toBe(filesBefore);

    const sent = await post(operator.cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await stored()).toBe(filesBefore + 2);
    // The member sees it blurred, with the unlock price; the chat-pal's profile has no new photo.
    const last = (await t.app.inject({ url: `/api/chat.php?id=${id}`, headers: { cookie: member.cookie } })).json().messages.at(-1);
    expect(last).toMatchObject({ id: sent.json().message_id, kind: 'photo', from_me: false, photo: { locked: true, unlock_credits: photoStatus.photo_credits } });
    expect((await t.db.select().from(photos).where(eq(photos.profileId, pal.id))).length).toBe(0);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, last.id));
    expect(row).toMatchObject({ senderId: pal.id, operatorId: operator.id, kind: 'photo', photoUnlockedAt: null });
    expect(last.photo.url).toContain(row!.photoBlurFilename);
  });
});
