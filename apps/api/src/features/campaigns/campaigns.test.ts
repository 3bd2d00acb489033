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
