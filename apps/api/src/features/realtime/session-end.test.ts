import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { profiles, sessions, users } from '@dating/db';
import { createTestApp, sessionCookie, type TestApp } from '../../../test/build-app.js';
import { createMember, signUp } from '../../../test/factories.js';
import { connect, listen } from '../../../test/sockets.js';
import { buildApp } from '../../app.js';
import { ApiError } from '../../lib/api-error.js';
import { banMember } from '../accounts/ban.service.js';

// eslint-disable-next-line no-restricted-properties -- which stores this run can reach
const redisUrl = process.env.REDIS_URL;
const setups: { name: string; twoNodes: boolean }[] = [{ name: 'one node, in process', twoNodes: false }];
if (redisUrl) setups.push({ name: 'two nodes sharing Redis', twoNodes: true });

const SESSION_ENDED = { code: 4401, reason: 'session_ended' };

describe.each(setups)('the end of a session closes its sockets ($name)', ({ twoNodes }) => {
  let t: TestApp;
  /** Node A takes the calls; node B holds the sockets (the same node without Redis). */
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let baseB: string;
  let extra: FastifyInstance | null = null;

  beforeAll(async () => {
    t = await createTestApp(twoNodes && redisUrl ? { REDIS_URL: redisUrl } : {});
    nodeA = t.app;
    nodeB = twoNodes ? (extra = await buildApp({ ...t.app.deps }, { logger: false })) : t.app;
    baseB = await listen(nodeB);
  });
  afterAll(async () => {
    await extra?.close();
    await t.close();
  });

  const login = async (email: string, password: string) =>
    sessionCookie(await nodeA.inject({ method: 'POST', url: '/api/user.php', payload: { email, password } }));
  const me = async (cookie: string) => (await nodeA.inject({ url: '/api/user.php', headers: { cookie } })).json().user;
  const sendMessage = (cookie: string, profileId: number, body: string) =>
    nodeA.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: profileId, body }, headers: { cookie } });
  async function tokenMailedTo(address: string, kind: RegExp): Promise<string> {
    const mail = (await t.outbox.list()).find((m) => m.to === address && kind.test(m.subject));
    const token = mail && /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.html)?.[1];
    if (!token) throw new Error(`no link mailed to ${address}`);
    return token;
  }

  it('closes the socket of a session logged out on another node; it gets nothing more, the member’s other tab does', async () => {
    const sender = await createMember(t.db, { gender: 'male', credits: 5 });
    const { body, cookie } = await signUp(t.app);
    const memberId = (await me(cookie)).id as number;
    // Confirmed, so that messages reach the member.
    await t.db.update(users).set({ status: 'active', emailConfirmedAt: t.clock.now() }).where(eq(users.id, memberId));
    await t.db.update(profiles).set({ status: 'active' }).where(eq(profiles.id, memberId));
    const otherCookie = await login(body.email, body.password);
    const loggedOut = await connect(baseB, cookie);
    const stays = await connect(baseB, otherCookie);
    expect(nodeB.realtime.localSockets()).toBe(2);

    const res = await nodeA.inject({ url: '/api/logout.php', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(await loggedOut.closed).toEqual(SESSION_ENDED);
    const seen = loggedOut.events.length;
    expect(nodeB.realtime.localSockets()).toBe(1);

    expect((await sendMessage(sender.cookie, memberId, 'Still there?')).statusCode).toBe(200);
    await stays.waitFor((e) => e.type === 'message');
    expect(loggedOut.events).toHaveLength(seen);
    expect(loggedOut.events.some((e) => e.type === 'message')).toBe(false);
    // Its cookie opens no new socket either.
    const again = await connect(baseB, cookie);
    expect(await again.closed).toEqual({ code: 4401, reason: 'authentication_required' });
    stays.socket.close();
  });

  it('closes the sockets of the member’s other sessions on a password change, not the one that changed it', async () => {
    const { body, cookie } = await signUp(t.app);
    const otherCookie = await login(body.email, body.password);
    const changer = await connect(baseB, cookie);
    const other = await connect(baseB, otherCookie);
    const res = await nodeA.inject({
      method: 'PUT',
      url: '/api/password.php',
      payload: { old_password: body.password, password: 'a new secret 123', password_repeat: 'a new secret 123' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await other.closed).toEqual(SESSION_ENDED);
    await new Promise((r) => setTimeout(r, 200));
    expect(changer.socket.readyState).toBe(changer.socket.OPEN);
    changer.socket.close();
  });

  it('closes every socket of the member when the password is reset from the mailed link', async () => {
    const { body, cookie } = await signUp(t.app);
    const otherCookie = await login(body.email, body.password);
    const tabs = [await connect(baseB, cookie), await connect(baseB, otherCookie)];
    expect((await nodeA.inject({ method: 'POST', url: '/api/password-reset.php', payload: { email: body.email } })).statusCode).toBe(200);
    const token = await tokenMailedTo(body.email, /wachtwoord|password/i);
    const res = await nodeA.inject({ method: 'PUT', url: '/api/password-reset.php', payload: { token, password: 'reset secret 123', password_repeat: 'reset secret 123' } });
    expect(res.statusCode).toBe(200);
    for (const tab of tabs) expect(await tab.closed).toEqual(SESSION_ENDED);
  });

  it('ends the member’s other sessions and closes their sockets on an e-mail change, keeping the session that confirmed it', async () => {
    const { body, cookie } = await signUp(t.app);
    const otherCookie = await login(body.email, body.password);
    const confirming = await connect(baseB, cookie);
    const other = await connect(baseB, otherCookie);
    const newEmail = `changed-${body.email}`;
    const asked = await nodeA.inject({ method: 'POST', url: '/api/email-change.php', payload: { email: newEmail, password: body.password }, headers: { cookie } });
    expect(asked.statusCode).toBe(200);
    // Asking changes nothing yet.
    expect((await me(otherCookie)).email).toBe(body.email);
    const token = await tokenMailedTo(newEmail, /.*/);
    const done = await nodeA.inject({ method: 'PUT', url: '/api/email-change.php', payload: { token }, headers: { cookie } });
    expect(done.statusCode).toBe(200);
    expect(await other.closed).toEqual(SESSION_ENDED);
    expect(await me(otherCookie)).toBeNull();
    expect((await me(cookie)).email).toBe(newEmail);
    await new Promise((r) => setTimeout(r, 200));
    expect(confirming.socket.readyState).toBe(confirming.socket.OPEN);
    confirming.socket.close();
  });

  it('ends every session on an e-mail change confirmed without one of the member’s sessions (another browser)', async () => {
    const { body, cookie } = await signUp(t.app);
    const stranger = await createMember(t.db);
    const tab = await connect(baseB, cookie);
    const newEmail = `elsewhere-${body.email}`;
    await nodeA.inject({ method: 'POST', url: '/api/email-change.php', payload: { email: newEmail, password: body.password }, headers: { cookie } });
    const token = await tokenMailedTo(newEmail, /.*/);
    // Opened in a browser where someone else is logged in: that session is not the member's to keep.
    const done = await nodeA.inject({ method: 'PUT', url: '/api/email-change.php', payload: { token }, headers: { cookie: stranger.cookie } });
    expect(done.statusCode).toBe(200);
    expect(await tab.closed).toEqual(SESSION_ENDED);
    expect(await me(cookie)).toBeNull();
    expect((await me(stranger.cookie)).id).toBe(stranger.id);
  });

  it('closes every socket of a member who deletes the account', async () => {
    const { body, cookie } = await signUp(t.app);
    const otherCookie = await login(body.email, body.password);
    const tabs = [await connect(baseB, cookie), await connect(baseB, otherCookie)];
    const res = await nodeA.inject({ method: 'POST', url: '/api/account-delete.php', payload: { reason: 'time', password: body.password }, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    for (const tab of tabs) expect(await tab.closed).toEqual(SESSION_ENDED);
  });

  it('bans a member: disabled, every session ended, every socket closed, no login', async () => {
    const { body, cookie } = await signUp(t.app);
    const otherCookie = await login(body.email, body.password);
    const memberId = (await me(cookie)).id as number;
    const bystander = await createMember(t.db);
    const tabs = [await connect(baseB, cookie), await connect(baseB, otherCookie)];
    const bystanderTab = await connect(baseB, bystander.cookie);

    const banned = await banMember(t.db, nodeA.realtime, { userId: memberId, now: t.clock.now() });
    expect(banned.status).toBe('disabled');
    for (const tab of tabs) expect(await tab.closed).toEqual({ code: 4403, reason: 'account_banned' });
    expect(await me(cookie)).toBeNull();
    expect(await me(otherCookie)).toBeNull();
    const again = await nodeA.inject({ method: 'POST', url: '/api/user.php', payload: { email: body.email, password: body.password } });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('account_banned');
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, memberId));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    // Even a session that escaped the revocation (restored by hand here) opens nothing for a banned account.
    await t.db.update(sessions).set({ revokedAt: null }).where(eq(sessions.userId, memberId));
    expect(await me(cookie)).toBeNull();
    // Other members' sockets stay open.
    expect(bystanderTab.socket.readyState).toBe(bystanderTab.socket.OPEN);
    bystanderTab.socket.close();
  });

  it('keeps a deleted account deleted when it is banned, and answers not_found for an unknown id', async () => {
    const member = await createMember(t.db);
    await t.db.update(users).set({ status: 'deleted', deletedAt: t.clock.now() }).where(eq(users.id, member.id));
    expect((await banMember(t.db, nodeA.realtime, { userId: member.id, now: t.clock.now() })).status).toBe('deleted');
    const unknown = await banMember(t.db, nodeA.realtime, { userId: 2_000_000_000, now: t.clock.now() }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(ApiError);
    expect((unknown as ApiError).code).toBe('not_found');
  });

  it('refuses a socket whose session ended while it was being opened', async () => {
    const member = await createMember(t.db);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    // The news of the end arrives before the socket, whose upgrade still saw a live session.
    await nodeA.realtime.endSessions(member.id, [session!.id]);
    await new Promise((r) => setTimeout(r, 100));
    const tab = await connect(baseB, member.cookie);
    expect(await tab.closed).toEqual(SESSION_ENDED);
  });
});
