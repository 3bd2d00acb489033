import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { jpegWithExif, multipart } from '../../../test/multipart.js';
import { connect, listen } from '../../../test/sockets.js';
import { buildApp } from '../../app.js';

const apps: TestApp[] = [];
const extra: FastifyInstance[] = [];
afterAll(async () => {
  for (const a of extra) await a.close();
  for (const a of apps) await a.close();
});

// eslint-disable-next-line no-restricted-properties -- which stores this run can reach
const redisUrl = process.env.REDIS_URL;
const setups: { name: string; env: Record<string, string> }[] = [{ name: 'one node, in process', env: {} }];
if (redisUrl) setups.push({ name: 'one node, Redis', env: { REDIS_URL: redisUrl } });

describe.each(setups)('realtime socket ($name)', ({ env }) => {
  it('pushes a new message, the totals and the read state to the members’ open tabs', async () => {
    const t = await createTestApp(env);
    apps.push(t);
    const base = await listen(t.app);
    const a = await createMember(t.db, { gender: 'male', credits: 5 });
    const b = await createMember(t.db);
    const bTab1 = await connect(base, b.cookie);
    const bTab2 = await connect(base, b.cookie);
    const aTab = await connect(base, a.cookie);
    const sent = await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: b.id, body: 'Live!' }, headers: { cookie: a.cookie } });
    expect(sent.statusCode).toBe(200);
    for (const tab of [bTab1, bTab2]) {
      const e = await tab.waitFor((x) => x.type === 'message');
      expect(e).toMatchObject({ profile_id: a.id, message: { body: 'Live!', from_me: false } });
      await tab.waitFor((x) => x.type === 'totals' && x.unread_messages === 1);
    }
    await aTab.waitFor((x) => x.type === 'message' && (x.message as { from_me: boolean }).from_me === true);
    const conversationId = sent.json().conversation.id;
    await t.app.inject({ url: `/api/chat.php?id=${conversationId}`, headers: { cookie: b.cookie } });
    await aTab.waitFor((x) => x.type === 'read' && x.conversation_id === conversationId);
    // Typing reaches the other member only.
    bTab1.socket.send(JSON.stringify({ type: 'typing', conversation_id: conversationId }));
    await aTab.waitFor((x) => x.type === 'typing' && x.profile_id === b.id);
    expect(bTab2.events.some((x) => x.type === 'typing')).toBe(false);
    for (const s of [bTab1, bTab2, aTab]) s.socket.close();
  });

  it('pushes a photo locked to the recipient, and an operator’s answer as a fictional profile', async () => {
    const t = await createTestApp(env);
    apps.push(t);
    const base = await listen(t.app);
    const a = await createMember(t.db, { gender: 'male', credits: 5 });
    const pal = await createMember(t.db, { fictional: true });
    const operator = await createMember(t.db, { role: 'operator' });
    const aTab = await connect(base, a.cookie);
    const palTab = await connect(base, pal.cookie);
    const body = multipart('photo', 'p.jpg', 'image/jpeg', await jpegWithExif(200, 200));
    const sent = await t.app.inject({ method: 'POST', url: `/api/chat-photo.php?profile_id=${pal.id}`, payload: body.payload, headers: { ...body.headers, cookie: a.cookie } });
    expect(sent.statusCode, sent.body).toBe(200);
    const pushed = await palTab.waitFor((x) => x.type === 'message');
    expect(pushed).toMatchObject({ message: { kind: 'photo', from_me: false, photo: { locked: true } } });
    expect(JSON.stringify(pushed)).not.toContain(sent.json().message.photo.url);
    const conversationId = sent.json().conversation.id;
    await t.app.inject({ method: 'POST', url: '/api/operator/claim.php', payload: { conversation_id: conversationId }, headers: { cookie: operator.cookie } });
    const reply = await t.app.inject({ method: 'POST', url: '/api/operator/reply.php', payload: { conversation_id: conversationId, body: 'Nice photo!' }, headers: { cookie: operator.cookie } });
    expect(reply.statusCode).toBe(200);
    const answer = await aTab.waitFor((x) => x.type === 'message' && (x.message as { body: string }).body === 'Nice photo!');
    expect(answer).toMatchObject({ conversation_id: conversationId, profile_id: pal.id, message: { from_me: false } });
    await aTab.waitFor((x) => x.type === 'totals' && x.unread_messages === 1);
    aTab.socket.close();
    palTab.socket.close();
  });

  it('never relays a blocked member’s typing to the blocker', async () => {
    const t = await createTestApp(env);
    apps.push(t);
    const base = await listen(t.app);
    const a = await createMember(t.db, { gender: 'male', credits: 5 });
    const b = await createMember(t.db);
    const id = (await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: b.id, body: 'Hi' }, headers: { cookie: a.cookie } })).json().conversation.id;
    const aTab = await connect(base, a.cookie);
    const bTab = await connect(base, b.cookie);
    aTab.socket.send(JSON.stringify({ type: 'typing', conversation_id: id }));
    await bTab.waitFor((x) => x.type === 'typing' && x.profile_id === a.id);
    expect((await t.app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: a.id }, headers: { cookie: b.cookie } })).statusCode).toBe(200);
    bTab.events.length = 0;
    aTab.socket.send(JSON.stringify({ type: 'typing', conversation_id: id }));
    // Nor the blocker's to the blocked member.
    bTab.socket.send(JSON.stringify({ type: 'typing', conversation_id: id }));
    await new Promise((r) => setTimeout(r, 300));
    expect(bTab.events.some((x) => x.type === 'typing')).toBe(false);
    expect(aTab.events.filter((x) => x.type === 'typing')).toEqual([]);
    aTab.socket.close();
    bTab.socket.close();
  });

  it('refuses a socket without a session, and ignores typing in a foreign conversation', async () => {
    const t = await createTestApp(env);
    apps.push(t);
    const base = await listen(t.app);
    const closed = await new Promise<number>((resolve) => {
      const s = new WebSocket(`${base}/api/socket.php`);
      s.on('close', (code) => resolve(code));
      s.on('error', () => undefined);
    });
    expect(closed).toBe(4401);
    const a = await createMember(t.db, { gender: 'male', credits: 5 });
    const b = await createMember(t.db);
    const stranger = await createMember(t.db);
    const id = (await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: b.id, body: 'Hi' }, headers: { cookie: a.cookie } })).json().conversation.id;
    const aTab = await connect(base, a.cookie);
    const strangerTab = await connect(base, stranger.cookie);
    strangerTab.socket.send(JSON.stringify({ type: 'typing', conversation_id: id }));
    strangerTab.socket.send('not json');
    await new Promise((r) => setTimeout(r, 300));
    expect(aTab.events.some((x) => x.type === 'typing')).toBe(false);
    aTab.socket.close();
    strangerTab.socket.close();
  });
});

if (redisUrl) {
  describe('realtime across API nodes', () => {
    it('delivers a message sent through one node to a socket held by another, through Redis', async () => {
      const t = await createTestApp({ REDIS_URL: redisUrl });
      apps.push(t);
      const other = await buildApp({ ...t.app.deps }, { logger: false });
      extra.push(other);
      const baseB = await listen(other);
      const a = await createMember(t.db, { gender: 'male', credits: 5 });
      const b = await createMember(t.db);
      const bTab = await connect(baseB, b.cookie);
      // Sent through node A (no socket of B there).
      const sent = await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: b.id, body: 'Across nodes' }, headers: { cookie: a.cookie } });
      expect(sent.statusCode).toBe(200);
      expect(t.app.realtime.localSockets()).toBe(0);
      expect(other.realtime.localSockets()).toBe(1);
      const e = await bTab.waitFor((x) => x.type === 'message');
      expect(e).toMatchObject({ message: { body: 'Across nodes' } });
      bTab.socket.close();
    });
  });
}
