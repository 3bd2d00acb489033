import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, pushSubscriptions, rows, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { PushServiceTwin } from '../../../test/push-service.js';
import { runCampaign } from './campaigns.service.js';

let t: TestApp;
const twin = new PushServiceTwin();
beforeAll(async () => {
  await twin.start();
  t = await createTestApp();
  t.app.push.agent = twin.agent;
});
afterAll(async () => {
  await t.close();
  await twin.stop();
});

type Member = Awaited<ReturnType<typeof createMember>>;
const mailsTo = async (m: Member) => {
  const [{ e }] = (await t.db.select({ e: users.email }).from(users).where(eq(users.id, m.id))) as [{ e: string }];
  return (await t.outbox.list()).filter((mail) => mail.to === e);
};
const optIn = (m: Member, type: 'promotions' | 'news', email: boolean, push: boolean) =>
  t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { cookie: m.cookie }, payload: { preferences: [{ type, email, push }] } });
const subscribe = (m: Member, subscription: object) => t.app.inject({ method: 'POST', url: '/api/user.php?push=1', payload: subscription, headers: { cookie: m.cookie } });
const texts = {
  nl: { subject: 'Weekendactie: 20% extra credits', body: 'Alleen dit weekend krijg je 20% extra credits bij elk pakket.' },
  en: { subject: 'Weekend offer: 20% extra credits', body: 'This weekend only, every bundle comes with 20% extra credits.' },
};
const post = (cookie: string, url: string, payload: object, key = `k-${Math.random().toString(36).slice(2)}`) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, 'idempotency-key': key }, payload });

describe('campaigns (promotions and news)', () => {
  it('reach only members who opted in to the type, on the channels they chose, in a written language, once however often the job runs', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const both = await createMember(t.db, { language: 'nl' });
    const mailOnly = await createMember(t.db, { language: 'en' });
    const german = await createMember(t.db, { language: 'de' });
    const notOptedIn = await createMember(t.db, { language: 'nl' });
    const newsOnly = await createMember(t.db, { language: 'nl' });
    const bounced = await createMember(t.db, { language: 'nl' });
    await optIn(both, 'promotions', true, true);
    await optIn(mailOnly, 'promotions', true, false);
    await optIn(german, 'promotions', true, true);
    await optIn(newsOnly, 'news', true, true);
    await optIn(bounced, 'promotions', true, false);
    await t.db.update(users).set({ notificationsDisabled: ['bounce'] }).where(eq(users.id, bounced.id));
    const phone = twin.subscribe();
    await subscribe(both, phone);
    const newsPhone = twin.subscribe();
    await subscribe(newsOnly, newsPhone);

    const draft = { type: 'promotions', email: true, push: true, texts };
    const preview = await post(admin.cookie, '/api/campaign-preview.php', { draft, language: 'en' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().mail.subject).toBe(texts.en.subject);
    expect(preview.json().mail.text).toContain(texts.en.body);
    expect(preview.json().push).toEqual({ title: texts.en.subject, body: texts.en.body });
    // The German member has no text: not counted. The bounced address gets no mail.
    expect(preview.json().audience).toEqual({ email: 2, push: 1, members: 2 });
    expect((await post(admin.cookie, '/api/campaign-preview.php', { draft, language: 'de' })).json().mail).toBeNull();

    const sent = await post(admin.cookie, '/api/campaigns.php', draft);
    expect(sent.statusCode).toBe(200);
    const campaign = sent.json().campaign;
    expect(campaign).toMatchObject({ type: 'promotions', languages: ['nl', 'en'], audience: 2, status: 'sending', emails_sent: 0 });
    const queued = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from pgboss.job where name = 'send-campaign' and (data->>'campaignId')::int = ${campaign.id}`);
    expect(queued[0]!.n).toBe(1);
    const [audited] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'campaign.send'), eq(auditLog.recordId, String(campaign.id))));
    expect(audited?.actorId).toBe(admin.id);

    expect(await runCampaign(t.app, campaign.id)).toEqual({ emails: 2, pushes: 1 });
    // The job run again (a retry, a second worker): nobody gets it twice.
    await t.db.execute(sql`update campaigns set finished_at = null where id = ${campaign.id}`);
    expect(await runCampaign(t.app, campaign.id)).toEqual({ emails: 0, pushes: 0 });

    const [mail] = await mailsTo(both);
    expect(mail?.subject).toBe(texts.nl.subject);
    expect(mail?.text).toContain(texts.nl.body);
    expect(mail?.text).toContain('http://amora.test/');
    expect(mail?.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(mail?.listUnsubscribe).toMatch(/unsubscribe\.php\?token=/);
    expect((await mailsTo(mailOnly))[0]?.subject).toBe(texts.en.subject);
    expect(await mailsTo(both)).toHaveLength(1);
    for (const m of [german, notOptedIn, newsOnly, bounced]) expect(await mailsTo(m)).toHaveLength(0);
    const pushes = twin.received(phone.endpoint).map((r) => JSON.parse(r.payload));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ type: 'campaign', title: texts.nl.subject, body: texts.nl.body, tag: `campaign-${campaign.id}` });
    expect(twin.received(newsPhone.endpoint)).toHaveLength(0);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/campaigns.php', headers: { cookie: admin.cookie } })).json().campaigns;
    expect(listed[0]).toMatchObject({ id: campaign.id, emails_sent: 2, pushes_sent: 1, status: 'sent', created_by: expect.any(String) });
  });

  it('gives a failed mail back so the retry sends it, and drops a subscription the push service says is gone', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const reader = await createMember(t.db, { language: 'nl' });
    const gone = await createMember(t.db, { language: 'nl' });
    await optIn(reader, 'news', true, false);
    await optIn(gone, 'news', false, true);
    const dead = twin.subscribe();
    await subscribe(gone, dead);
    twin.answer(dead.endpoint, 410);
    const campaign = (await post(admin.cookie, '/api/campaigns.php', { type: 'news', email: true, push: true, texts: { nl: texts.nl } })).json().campaign;

    const mailer = t.app.deps.mailer;
    const send = mailer.send.bind(mailer);
    mailer.send = () => Promise.reject(new Error('mail server down'));
    // The member of the first test who chose news by mail is in this audience too.
    await expect(runCampaign(t.app, campaign.id)).rejects.toThrow(/2 not delivered/);
    mailer.send = send;
    expect(await mailsTo(reader)).toHaveLength(0);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, gone.id))).toHaveLength(0);

    expect(await runCampaign(t.app, campaign.id)).toEqual({ emails: 2, pushes: 0 });
    expect(await mailsTo(reader)).toHaveLength(1);
  });

  it('refuses other staff and members, a campaign without any written language, half a language and no channel', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const moderator = await createMember(t.db, { role: 'moderator' });
    const member = await createMember(t.db);
    const draft = { type: 'news', email: true, push: false, texts };
    expect((await post(moderator.cookie, '/api/campaigns.php', draft)).statusCode).toBe(403);
    expect((await post(member.cookie, '/api/campaigns.php', draft)).statusCode).toBe(403);
    const empty = await post(admin.cookie, '/api/campaigns.php', { ...draft, texts: { nl: { subject: '', body: '' } } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('validation_failed');
    const half = await post(admin.cookie, '/api/campaigns.php', { ...draft, texts: { ...texts, de: { subject: 'Nur ein Betreff', body: '' } } });
    expect(half.statusCode).toBe(400);
    expect((await post(admin.cookie, '/api/campaigns.php', { ...draft, email: false })).statusCode).toBe(400);
    expect((await post(admin.cookie, '/api/campaigns.php', { ...draft, type: 'like' })).statusCode).toBe(400);
  });
});

describe('a campaign whose job gives up (decision 061)', () => {
  const italian = { it: { subject: 'Novità: chat più veloce', body: 'Da oggi i messaggi arrivano più in fretta.' } };
  const list = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/campaigns.php', headers: { cookie } })).json().campaigns as Record<string, unknown>[];
  const resume = (cookie: string, id: number) => post(cookie, '/api/campaign-resume.php', { id });
  async function until<T>(what: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
    const started = Date.now();
    for (;;) {
      const value = await what();
      if (value) return value;
      if (Date.now() - started > ms) throw new Error(`timed out; jobs: ${JSON.stringify(await rows(t.db, sql`select name, state, retry_count, output from pgboss.job where name in ('send-campaign', 'campaign-failed')`))}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('ends failed with the reason and the counts so far once its retries are used up; "send the rest" reaches only the rest', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const members = [await createMember(t.db, { language: 'it' }), await createMember(t.db, { language: 'it' }), await createMember(t.db, { language: 'it' })];
    for (const m of members) await optIn(m, 'news', true, false);
    const [, unlucky] = members as [Member, Member, Member];
    const [{ e: unluckyEmail }] = (await t.db.select({ e: users.email }).from(users).where(eq(users.id, unlucky.id))) as [{ e: string }];

    // The mail server refuses this one address, every time.
    const mailer = t.app.deps.mailer;
    const send = mailer.send.bind(mailer);
    mailer.send = (message) => (message.to === unluckyEmail ? Promise.reject(new Error('550 mailbox unavailable')) : send(message));

    const campaign = (await post(admin.cookie, '/api/campaigns.php', { type: 'news', email: true, push: false, texts: italian })).json().campaign;
    expect(campaign).toMatchObject({ status: 'sending', audience: 3, failure: null });
    // One retry, a second apart (the real job waits 2 minutes and tries 5 times).
    await t.db.execute(sql`update pgboss.job set retry_limit = 1, retry_delay = 1 where name = 'send-campaign' and (data->>'campaignId')::int = ${campaign.id}`);
    await t.app.jobs.work();

    const failed = await until(async () => (await list(admin.cookie)).find((c) => c.id === campaign.id && c.status === 'failed'));
    expect(failed).toMatchObject({ emails_sent: 2, pushes_sent: 0, failure: { reason: 'undelivered', undelivered: 1, message: expect.stringContaining('1 not delivered') }, failed_at: expect.any(String), finished_at: null });
    const [tries] = await rows<{ retry_count: number; state: string }>(t.db, sql`select retry_count, state::text from pgboss.job where name = 'send-campaign' and (data->>'campaignId')::int = ${campaign.id}`);
    expect(tries).toEqual({ retry_count: 1, state: 'failed' });
    for (const m of members) expect(await mailsTo(m)).toHaveLength(m === unlucky ? 0 : 1);

    // The mail server is back: send the rest.
    mailer.send = send;
    const resumed = await resume(admin.cookie, campaign.id);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().campaign).toMatchObject({ status: 'sending', failure: null, emails_sent: 2 });
    const [audited] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'campaign.resume'), eq(auditLog.recordId, String(campaign.id))));
    expect(audited?.actorId).toBe(admin.id);

    const sent = await until(async () => (await list(admin.cookie)).find((c) => c.id === campaign.id && c.status === 'sent'));
    expect(sent).toMatchObject({ emails_sent: 3, failure: null, failed_at: null, finished_at: expect.any(String) });
    // Everyone has it exactly once.
    for (const m of members) expect(await mailsTo(m)).toHaveLength(1);
    expect((await mailsTo(unlucky))[0]?.subject).toBe(italian.it.subject);

    // Nothing to resume any more; an unknown campaign; not for other staff.
    const again = await resume(admin.cookie, campaign.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'campaign_not_failed', message: expect.stringContaining('not failed') });
    expect((await resume(admin.cookie, 987654)).statusCode).toBe(404);
    expect((await resume(admin.cookie, -1)).statusCode).toBe(400);
    const moderator = await createMember(t.db, { role: 'moderator' });
    expect((await resume(moderator.cookie, campaign.id)).statusCode).toBe(403);
  });

  it('a run that timed out on its last try is marked failed with that reason; a finished campaign is left sent', async () => {
    const { failureOf, markCampaignFailed } = await import('./campaigns.service.js');
    expect(failureOf({ value: { message: 'job failed by timeout in active state' } })).toEqual({ reason: 'timeout', message: 'job failed by timeout in active state' });
    expect(failureOf({ name: 'Error', message: 'connection reset' })).toEqual({ reason: 'error', message: 'connection reset' });
    const admin = await createMember(t.db, { role: 'admin' });
    const campaign = (await post(admin.cookie, '/api/campaigns.php', { type: 'news', email: true, push: false, texts: italian })).json().campaign;
    await until(async () => (await list(admin.cookie)).find((c) => c.id === campaign.id && c.status === 'sent'));
    expect(await markCampaignFailed(t.db, campaign.id, { value: { message: 'job failed by timeout in active state' } }, new Date())).toBe(false);
    expect((await list(admin.cookie)).find((c) => c.id === campaign.id)).toMatchObject({ status: 'sent', failure: null });
  });
});
