import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { domainEvents } from '@dating/db';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createMember, signUp } from '../../test/factories.js';
import { connect, listen } from '../../test/sockets.js';
import { emit } from './emit.js';
import { MARK_DELIVERED } from './dispatcher.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('domain events reach the other member, whatever wrote the like', () => {
  it('pushes a like from the swipe game to the liked member’s socket, with the new-like total', async () => {
    const me = await createMember(t.db, { gender: 'male' });
    const her = await createMember(t.db);
    const herTab = await connect(base, her.cookie);
    const res = await t.app.inject({ method: 'POST', url: '/api/swipe.php', payload: { profile_id: her.id, action: 'like' }, headers: { cookie: me.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await herTab.waitFor((e) => e.type === 'like')).toMatchObject({ profile_id: me.id, match: false });
    await herTab.waitFor((e) => e.type === 'totals' && e.new_likes === 1);
    herTab.socket.close();
  });

  it('pushes an auto-like of a fictional profile to the member it likes', async () => {
    const me = await createMember(t.db, { gender: 'male' });
    await createMember(t.db, { fictional: true });
    const myTab = await connect(base, me.cookie);
    const res = await t.app.inject({ url: '/api/auto-like.php', headers: { cookie: me.cookie } });
    const { profile } = res.json();
    expect(profile).not.toBeNull();
    expect(await myTab.waitFor((e) => e.type === 'like')).toMatchObject({ profile_id: profile.id, match: false });
    myTab.socket.close();
  });

  it('tells both sides of a match made in the swipe game: the like carries match: true', async () => {
    const me = await createMember(t.db, { gender: 'male' });
    const her = await createMember(t.db);
    await t.app.inject({ method: 'POST', url: '/api/like.php', payload: { profile_id: me.id }, headers: { cookie: her.cookie } });
    const herTab = await connect(base, her.cookie);
    const res = await t.app.inject({ method: 'POST', url: '/api/swipe.php', payload: { profile_id: her.id, action: 'like' }, headers: { cookie: me.cookie } });
    expect(res.json()).toMatchObject({ match: true });
    expect(await herTab.waitFor((e) => e.type === 'like')).toMatchObject({ profile_id: me.id, match: true });
    herTab.socket.close();
  });
});

describe('the outbox', () => {
  it('marks an event delivered by reading a few pages, however many delivered events the outbox keeps', async () => {
    // 3,000 delivered events of a message's size, then one to mark, as its delivery does (plan kept per connection).
    await t.db.execute(sql`insert into domain_events (type, payload, delivered_at)
      select 'message.sent', jsonb_build_object('body', repeat('x', 600), 'n', g), now() from generate_series(1, 3000) g`);
    const [row] = await t.db.insert(domainEvents).values({ type: 'message.sent', payload: { body: 'hello' } }).returning({ id: domainEvents.id });
    const marks = JSON.stringify([{ id: row!.id, attempts: 1, payload: { body: 'hello' } }]);
    const session = t.db.$client as unknown as { query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
    const client = 'connect' in session ? await (session as unknown as { connect(): Promise<typeof session & { release(): void }> }).connect() : session;
    try {
      await client.query(`prepare mark_probe as ${MARK_DELIVERED.text}`);
      const [{ 'QUERY PLAN': [plan] }] = (await client.query(`explain (analyze, buffers, format json) execute mark_probe('${marks}', ${row!.id}, ${row!.id})`)).rows as [{ 'QUERY PLAN': [{ Plan: Record<string, number> }] }];
      await client.query('deallocate mark_probe');
      const pages = plan!.Plan['Shared Hit Blocks']! + plan!.Plan['Shared Read Blocks']!;
      expect(pages, 'pages read to mark one event among 3,000').toBeLessThan(40);
    } finally {
      if ('release' in client) (client as { release(): void }).release();
    }
    const [marked] = await t.db.select().from(domainEvents).where(eq(domainEvents.id, row!.id));
    expect(marked!.deliveredAt).not.toBeNull();
    expect(marked!.attempts).toBe(1);
  });

  it('keeps an event a crashed process never delivered, and the sweep delivers it once', async () => {
    const a = await createMember(t.db, { gender: 'male' });
    const b = await createMember(t.db);
    const bTab = await connect(base, b.cookie);
    // As if the process died right after committing: the row is there, nobody delivered it.
    await emit(t.db, { type: 'like.created', fromId: a.id, toId: b.id, match: false, source: 'profile' });
    const [pending] = await t.db.select().from(domainEvents).where(sql`${domainEvents.payload}->>'fromId' = ${String(a.id)} and ${domainEvents.deliveredAt} is null`);
    expect(pending).toBeDefined();
    expect(await t.app.events.sweep()).toBeGreaterThanOrEqual(1);
    await bTab.waitFor((e) => e.type === 'like' && e.profile_id === a.id);
    const [done] = await t.db.select().from(domainEvents).where(eq(domainEvents.id, pending!.id));
    expect(done!.deliveredAt).not.toBeNull();
    // A second sweep finds nothing left of it: the member hears of the like once.
    await t.app.events.sweep();
    await new Promise((r) => setTimeout(r, 200));
    expect(bTab.events.filter((e) => e.type === 'like' && e.profile_id === a.id)).toHaveLength(1);
    bTab.socket.close();
  });

  it('delivers every message of a burst of sends once: each outbox row marked with its ids, each recipient told, one push job each', async () => {
    const me = await createMember(t.db, { gender: 'male', credits: 50, paid: true });
    const women = await Promise.all(Array.from({ length: 12 }, () => createMember(t.db)));
    const tabs = await Promise.all(women.map((w) => connect(base, w.cookie)));
    const answers = await Promise.all(
      women.map((w, i) => t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: w.id, body: `Burst ${i}` }, headers: { cookie: me.cookie } })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    for (const [i, tab] of tabs.entries()) {
      const { message, conversation } = answers[i]!.json();
      expect(await tab.waitFor((e) => e.type === 'message')).toMatchObject({ conversation_id: conversation.id, profile_id: me.id, message: { id: message.id, body: `Burst ${i}`, from_me: false } });
      tab.socket.close();
    }
    const mine = sql`${domainEvents.type} = 'message.sent' and ${domainEvents.payload}->>'senderId' = ${String(me.id)}`;
    for (let tries = 0; (await t.db.select().from(domainEvents).where(sql`${mine} and ${domainEvents.deliveredAt} is null`)).length > 0; tries++) {
      expect(tries).toBeLessThan(50);
      await new Promise((r) => setTimeout(r, 100));
    }
    const events = await t.db.select().from(domainEvents).where(mine);
    expect(events).toHaveLength(12);
    for (const [i, res] of answers.entries()) {
      const { message, conversation } = res.json();
      const row = events.find((e) => (e.payload as { message: { id: number } }).message.id === message.id);
      expect(row, `event of message ${i}`).toMatchObject({ attempts: 1, payload: { conversationId: conversation.id, recipientId: women[i]!.id, forRecipient: { id: message.id } } });
    }
    const jobs = await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'push-notify' and (data->>'fromId')::int = ${me.id}`);
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(12);
  });

  it('sends account mail from the outbox and wipes the link’s token once the mail went out', async () => {
    const { body, user } = await signUp(t.app);
    expect((await t.outbox.list()).filter((m) => m.to === body.email)).toHaveLength(1);
    const [row] = await t.db.select().from(domainEvents).where(sql`${domainEvents.type} = 'account.signed_up' and ${domainEvents.payload}->>'userId' = ${String(user.id)}`);
    expect(row!.deliveredAt).not.toBeNull();
    expect(JSON.stringify(row!.payload)).not.toContain('activationToken');
  });

  it('keeps a mail the mail server refused, answers mail_unavailable, and the sweep sends it later', async () => {
    const { body } = await signUp(t.app);
    const mailer = t.app.deps.mailer;
    const send = mailer.send.bind(mailer);
    // The mail server is down for this one call.
    mailer.send = async () => {
      throw new Error('connection refused');
    };
    let res;
    try {
      res = await t.app.inject({ method: 'POST', url: '/api/password-reset.php', payload: { email: body.email } });
    } finally {
      mailer.send = send;
    }
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'mail_unavailable' });
    const resets = sql`${domainEvents.type} = 'account.password_reset_requested' and ${domainEvents.payload}->>'userId' = (select id::text from users where email = ${body.email})`;
    const [waiting] = await t.db.select().from(domainEvents).where(resets);
    expect(waiting).toMatchObject({ deliveredAt: null, attempts: 1, lastError: 'mail not sent' });
    // Its retry is due (the backoff is 5 s); the sweep sends the mail with a working link.
    await t.db.update(domainEvents).set({ availableAt: sql`now()` }).where(eq(domainEvents.id, waiting!.id));
    expect(await t.app.events.sweep()).toBeGreaterThanOrEqual(1);
    const resetMails = (await t.outbox.list()).filter((m) => m.to === body.email && m.html.includes('token=') && !m.html.includes('activate.php'));
    expect(resetMails).toHaveLength(1);
    const [sent] = await t.db.select().from(domainEvents).where(eq(domainEvents.id, waiting!.id));
    expect(sent!.deliveredAt).not.toBeNull();
    expect(sent!.payload).not.toHaveProperty('token');
  });
});
