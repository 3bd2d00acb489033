import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, messages, profiles, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie, 'accept-language': 'en' } });
const claim = (cookie: string, conversationId?: number) => post(cookie, '/api/operator/claim.php', conversationId === undefined ? {} : { conversation_id: conversationId });
const reply = (cookie: string, conversationId: number, body = 'Hi, lovely to hear from you!') => post(cookie, '/api/operator/reply.php', { conversation_id: conversationId, body });
const queue = async (cookie: string) =>
  (await t.app.inject({ url: '/api/operator/queue.php', headers: { cookie } })).json().queue as { conversation: { id: number }; claim: { mine: boolean; operator_id: number } | null }[];
const auditOf = (actorId: number, action: string) => t.db.select().from(auditLog).where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action)));

/** A member who wrote to a fictional chat-pal: a conversation waiting in the operators' queue. */
async function waiting() {
  const member = await createMember(t.db, { gender: 'male', credits: 5 });
  const pal = await createMember(t.db, { fictional: true });
  const res = await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: pal.id, body: 'Anyone there?' }, headers: { cookie: member.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return { member, pal, id: res.json().conversation.id as number };
}

describe('operators claim a conversation with a lease', () => {
  it('lets exactly one of two operators claiming at the same moment win; the other is told who holds it', async () => {
    const { id } = await waiting();
    const [a, b] = await Promise.all([createMember(t.db, { role: 'operator' }), createMember(t.db, { role: 'operator' })]);
    const results = await Promise.all([claim(a.cookie, id), claim(b.cookie, id)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const lost = results.find((r) => r.statusCode === 409)!.json();
    expect(lost).toMatchObject({ code: 'conversation_claimed', statusCode: 409 });
    expect(lost.message).toMatch(/operator/i);
    const winner = results[0]!.statusCode === 200 ? a : b;
    const loser = winner === a ? b : a;
    // The queue shows who holds it, to both.
    expect((await queue(winner.cookie)).find((q) => q.conversation.id === id)?.claim).toMatchObject({ mine: true, operator_id: winner.id });
    expect((await queue(loser.cookie)).find((q) => q.conversation.id === id)?.claim).toMatchObject({ mine: false, operator_id: winner.id });
    // The loser cannot answer; the winner can.
    const refused = await reply(loser.cookie, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'claim_required' });
    expect((await reply(winner.cookie, id)).statusCode).toBe(200);
    expect(await auditOf(winner.id, 'operator.claimed')).toHaveLength(1);
    expect(await auditOf(loser.id, 'operator.claimed')).toHaveLength(0);
    expect(await auditOf(winner.id, 'operator.reply_sent')).toHaveLength(1);
  });

  it('lets the lease run out when the operator goes idle, so another can claim; the first can no longer answer', async () => {
    const { id, member } = await waiting();
    const [a, b] = await Promise.all([createMember(t.db, { role: 'operator' }), createMember(t.db, { role: 'operator' })]);
    expect((await claim(a.cookie, id)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await claim(b.cookie, id)).statusCode).toBe(409);
    // A heartbeat renews it for another three minutes.
    const beat = await post(a.cookie, '/api/operator/heartbeat.php', { conversation_id: id });
    expect(beat.statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await claim(b.cookie, id)).statusCode).toBe(409);
    // Idle past the lease: free again.
    t.clock.advance(3 * 60_000 + 1000);
    expect((await queue(b.cookie)).find((q) => q.conversation.id === id)?.claim).toBeNull();
    expect((await post(a.cookie, '/api/operator/heartbeat.php', { conversation_id: id })).json()).toMatchObject({ code: 'claim_required' });
    expect((await claim(b.cookie, id)).statusCode).toBe(200);
    const late = await reply(a.cookie, id, 'Sorry, I was away');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'claim_required', message: expect.stringMatching(/claim/i) });
    const sent = await t.db.select().from(messages).where(eq(messages.recipientId, member.id));
    expect(sent).toHaveLength(0);
  });

  it('renews the lease with each answer and frees it on release, both in the audit log', async () => {
    const { id } = await waiting();
    const [a, b] = await Promise.all([createMember(t.db, { role: 'operator' }), createMember(t.db, { role: 'operator' })]);
    expect((await claim(a.cookie, id)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await reply(a.cookie, id)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await reply(a.cookie, id, 'Still here?')).statusCode).toBe(200);
    expect((await claim(b.cookie, id)).statusCode).toBe(409);
    // Releasing someone else's claim does nothing.
    expect((await post(b.cookie, '/api/operator/release.php', { conversation_id: id })).statusCode).toBe(200);
    expect((await claim(b.cookie, id)).statusCode).toBe(409);
    expect(await auditOf(b.id, 'operator.released')).toHaveLength(0);
    expect((await post(a.cookie, '/api/operator/release.php', { conversation_id: id })).statusCode).toBe(200);
    expect(await auditOf(a.id, 'operator.released')).toEqual([expect.objectContaining({ recordType: 'conversation', recordId: String(id) })]);
    expect((await reply(a.cookie, id)).statusCode).toBe(409);
    expect((await claim(b.cookie, id)).statusCode).toBe(200);
  });

  it('claims the longest waiting free conversation when no id is given, and keeps an operator on their own claim', async () => {
    const first = await waiting();
    t.clock.advance(60_000);
    const second = await waiting();
    const [a, b] = await Promise.all([createMember(t.db, { role: 'operator' }), createMember(t.db, { role: 'operator' })]);
    const items = await queue(a.cookie);
    const order = items.map((q) => q.conversation.id);
    expect(order.indexOf(first.id)).toBeLessThan(order.indexOf(second.id));
    // Whatever older conversations earlier tests left: a and b never get the same one.
    const got = (await claim(a.cookie)).json().claim.conversation_id;
    expect((await claim(a.cookie)).json().claim.conversation_id).toBe(got);
    const other = (await claim(b.cookie)).json().claim.conversation_id;
    expect(other).not.toBe(got);
    expect(order.indexOf(got)).toBeLessThan(order.indexOf(other));
  });

  it('refuses members and conversations between two real members', async () => {
    const { id, member } = await waiting();
    const operator = await createMember(t.db, { role: 'operator' });
    expect((await claim(member.cookie, id)).statusCode).toBe(403);
    const other = await createMember(t.db);
    const realId = (await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: other.id, body: 'Hi' }, headers: { cookie: member.cookie } })).json().conversation.id;
    expect((await claim(operator.cookie, realId)).statusCode).toBe(403);
    expect((await claim(operator.cookie, 999_999_999)).statusCode).toBe(404);
  });
});

describe('the conversation view and the notes per member and chat-pal', () => {
  const view = (cookie: string, id: number) => t.app.inject({ url: `/api/operator/conversation.php?id=${id}`, headers: { cookie } });
  const saveNote = (cookie: string, conversationId: number, body: string) =>
    t.app.inject({ method: 'PUT', url: '/api/operator/note.php', payload: { conversation_id: conversationId, body }, headers: { cookie } });

  it('shows both profiles, the persona notes and the history, oldest first', async () => {
    const { id, member, pal } = await waiting();
    await t.db.update(profiles).set({ personaNotes: 'Anna, 34, nurse; loves sailing; writes short and warm.' }).where(eq(profiles.id, pal.id));
    const operator = await createMember(t.db, { role: 'operator' });
    expect((await claim(operator.cookie, id)).statusCode).toBe(200);
    expect((await reply(operator.cookie, id, 'Yes, I am here!')).statusCode).toBe(200);
    const res = await view(operator.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      conversation: { id },
      member: { id: member.id, fictional: false, persona_notes: null },
      fictional_profile: { id: pal.id, fictional: true, persona_notes: 'Anna, 34, nurse; loves sailing; writes short and warm.' },
      messages: [
        { from_member: true, body: 'Anyone there?', kind: 'text' },
        { from_member: false, body: 'Yes, I am here!', kind: 'text' },
      ],
      note: null,
      claim: { mine: true, operator_id: operator.id },
    });
    expect((await view(member.cookie, id)).statusCode).toBe(403);
  });

  it('keeps one note per member and chat-pal pair, shared by operators, each save in the audit log', async () => {
    const { id, member, pal } = await waiting();
    const [a, b] = await Promise.all([createMember(t.db, { role: 'operator' }), createMember(t.db, { role: 'operator' })]);
    const emailOf = async (id: number) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
    const saved = await saveNote(a.cookie, id, '  Has a dog called Max; works night shifts.  ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().note).toMatchObject({ body: 'Has a dog called Max; works night shifts.', updated_by: await emailOf(a.id) });
    // Another operator sees it and changes it; the last save wins.
    expect((await view(b.cookie, id)).json().note.body).toBe('Has a dog called Max; works night shifts.');
    expect((await saveNote(b.cookie, id, 'Dog Max; night shifts; birthday in May.')).statusCode).toBe(200);
    expect((await view(a.cookie, id)).json().note).toMatchObject({ body: 'Dog Max; night shifts; birthday in May.', updated_by: await emailOf(b.id) });
    // The same member with another chat-pal: a note of its own.
    const otherPal = await createMember(t.db, { fictional: true });
    const other = await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: otherPal.id, body: 'Hi you' }, headers: { cookie: member.cookie } });
    expect((await view(a.cookie, other.json().conversation.id)).json().note).toBeNull();
    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'operator.note_saved'), eq(auditLog.recordId, `${member.id}:${pal.id}`))).orderBy(auditLog.id);
    expect(rows.map((r) => [r.actorId, r.before, r.after])).toEqual([
      [a.id, null, { body: 'Has a dog called Max; works night shifts.' }],
      [b.id, { body: 'Has a dog called Max; works night shifts.' }, { body: 'Dog Max; night shifts; birthday in May.' }],
    ]);
    // Too long: refused, nothing changed; said in the operator's console language (English; decision 052).
    const long = await saveNote(a.cookie, id, 'x'.repeat(5001));
    expect(long.json()).toMatchObject({ code: 'validation_failed', fields: { body: 'This is too long.' } });
    expect((await view(a.cookie, id)).json().note.body).toBe('Dog Max; night shifts; birthday in May.');
    expect((await saveNote(member.cookie, id, 'mine')).statusCode).toBe(403);
  });
});

describe('figures per operator', () => {
  it('counts answered conversations and the median time members waited, for admins only', async () => {
    const [a, b] = await Promise.all([createMember(t.db, { role: 'operator' }), createMember(t.db, { role: 'operator' })]);
    const admin = await createMember(t.db, { role: 'admin' });
    const answerAfter = async (operator: { cookie: string }, seconds: number) => {
      const { id } = await waiting();
      expect((await claim(operator.cookie, id)).statusCode).toBe(200);
      t.clock.advance(seconds * 1000);
      expect((await reply(operator.cookie, id)).statusCode).toBe(200);
      return id;
    };
    const first = await answerAfter(a, 60);
    await answerAfter(a, 150);
    await answerAfter(b, 30);
    // A second answer in a row counts as an answer, not as a response time (the lease ran out meanwhile: claim again).
    expect((await claim(a.cookie, first)).statusCode).toBe(200);
    expect((await reply(a.cookie, first, 'And one more thing…')).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/operator/figures.php?days=1', headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json().figures as { operator_id: number }[];
    expect(figures.find((f) => f.operator_id === a.id)).toMatchObject({ answered_conversations: 2, answers: 3, median_response_seconds: 105 });
    expect(figures.find((f) => f.operator_id === b.id)).toMatchObject({ answered_conversations: 1, answers: 1, median_response_seconds: 30 });
    expect((await t.app.inject({ url: '/api/operator/figures.php', headers: { cookie: a.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/operator/figures.php?days=0', headers: { cookie: admin.cookie } })).statusCode).toBe(400);
  });
});
