import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { LOCALES, type Campaign, type CampaignDraft, type CampaignText, type CampaignType, type Locale } from '@dating/contracts';
import { campaigns, notificationPreferences, notificationSends, pushSubscriptions, sites, users, type CampaignFailure, type CampaignRow, type Db, type MemberRow } from '@dating/db';
import { fail } from '../../lib/api-error.js';
import { pathFor } from '@dating/i18n';
import { deliver, recipient } from '../accounts/accounts.mail.js';
import { renderCampaignMail, type RenderedMail } from '../../mail/templates.js';
import { audit, type AuditActor } from '../staff/audit.service.js';
import { listUnsubscribeHeaders, unsubscribeKey, unsubscribeToken, wantsNotification } from '../notifications/preferences.service.js';

const BATCH = 200;
/** How long a push service keeps an undelivered campaign push for an offline browser. */
const TTL_SECONDS = 24 * 3600;
/** The longest push text; the rest of the campaign is in the mail (a lock screen shows little anyway). */
const PUSH_BODY_MAX = 180;

const MAIL_KIND = 'campaign_mail';
const PUSH_KIND = 'campaign_push';

/** The languages a campaign is written in: both subject and body given. */
export function writtenLanguages(texts: Partial<Record<string, CampaignText>>): Locale[] {
  return LOCALES.filter((l) => Boolean(texts[l]?.subject && texts[l]?.body));
}

/**
 * Members who may get a campaign of this type on a channel: active members (not staff) whose language
 * has text, who switched the type on for that channel (it is off by default: without a row nobody gets
 * it), for e-mail with no stop reason, for push with a subscription. `wantsNotification` is asked again
 * for each member just before sending.
 */
function audienceWhere(type: CampaignType, languages: Locale[], channel: 'email' | 'push'): SQL {
  const chosen = channel === 'email' ? notificationPreferences.email : notificationPreferences.push;
  return and(
    eq(users.status, 'active'),
    eq(users.role, 'member'),
    inArray(users.language, languages.length > 0 ? languages : ['-']),
    sql`exists (select 1 from ${notificationPreferences} where ${notificationPreferences.userId} = ${users.id} and ${notificationPreferences.type} = ${type} and ${chosen})`,
    channel === 'email'
      ? sql`cardinality(${users.notificationsDisabled}) = 0`
      : sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
  ) as SQL;
}

export interface Audience {
  email: number;
  push: number;
  /** Members reached on at least one chosen channel. */
  members: number;
}

export async function audienceOf(db: Db, draft: Pick<CampaignDraft, 'type' | 'email' | 'push'>, languages: Locale[]): Promise<Audience> {
  const countWhere = async (where: SQL) => Number((await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where))[0]?.n ?? 0);
  const byMail = audienceWhere(draft.type, languages, 'email');
  const byPush = audienceWhere(draft.type, languages, 'push');
  const email = draft.email ? await countWhere(byMail) : 0;
  const push = draft.push ? await countWhere(byPush) : 0;
  const either = draft.email && draft.push ? sql`(${byMail}) or (${byPush})` : draft.email ? byMail : byPush;
  return { email, push, members: await countWhere(either) };
}

/** The mail a member in this language gets (also the console's preview). */
export async function campaignMail(app: FastifyInstance, text: CampaignText, input: { t: Parameters<typeof renderCampaignMail>[0]['t']; locale: Locale; name: string; siteId: number }): Promise<RenderedMail> {
  const [site] = await app.db.select({ name: sites.name }).from(sites).where(eq(sites.id, input.siteId));
  return renderCampaignMail({
    t: input.t,
    site: site?.name ?? '',
    name: input.name,
    subject: text.subject,
    body: text.body,
    settingsUrl: `${app.deps.env.publicUrl}${pathFor('notifications', input.locale)}`,
  });
}

/** What the push carries: the subject as title, the start of the text as body; a click opens the home page. */
export function campaignPush(app: FastifyInstance, campaignId: number, text: CampaignText, locale: Locale) {
  const body = text.body.length > PUSH_BODY_MAX ? `${text.body.slice(0, PUSH_BODY_MAX - 1).trimEnd()}…` : text.body;
  const path = pathFor('members', locale);
  return { type: 'campaign' as const, title: text.subject, body, tag: `campaign-${campaignId}`, openUrl: `${app.deps.env.publicUrl}${path}`, checkUrl: path };
}

/** Saves the campaign with its audit row (one transaction), then queues its job. */
export async function createCampaign(app: FastifyInstance, draft: CampaignDraft, actor: AuditActor, now: Date): Promise<Campaign> {
  const languages = writtenLanguages(draft.texts);
  const texts = Object.fromEntries(languages.map((l) => [l, draft.texts[l]!]));
  const audience = await audienceOf(app.db, draft, languages);
  const row = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(campaigns)
      .values({ type: draft.type, texts, email: draft.email, push: draft.push, audience: audience.members, createdBy: actor.user.id, createdAt: now })
      .returning();
    await audit(tx, actor, { action: 'campaign.send', recordType: 'campaign', recordId: created!.id, after: { type: draft.type, email: draft.email, push: draft.push, languages, audience } }, now);
    return created!;
  });
  await app.jobs.send('send-campaign', { campaignId: row.id }, { key: `campaign:${row.id}` });
  return (await describe(app.db, [row]))[0]!;
}

export async function listCampaigns(db: Db): Promise<Campaign[]> {
  return describe(db, await db.select().from(campaigns).orderBy(desc(campaigns.id)).limit(50));
}

async function describe(db: Db, list: CampaignRow[]): Promise<Campaign[]> {
  if (list.length === 0) return [];
  const refs = list.map((c) => String(c.id));
  const counted = await db
    .select({ ref: notificationSends.ref, kind: notificationSends.kind, n: sql<number>`count(*)::int` })
    .from(notificationSends)
    .where(and(inArray(notificationSends.kind, [MAIL_KIND, PUSH_KIND]), inArray(notificationSends.ref, refs)))
    .groupBy(notificationSends.ref, notificationSends.kind);
  const countOf = (id: number, kind: string) => Number(counted.find((c) => c.ref === String(id) && c.kind === kind)?.n ?? 0);
  const creators = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, list.map((c) => c.createdBy ?? 0)));
  return list.map((c) => {
    const languages = writtenLanguages(c.texts);
    return {
      id: c.id,
      type: c.type as CampaignType,
      email: c.email,
      push: c.push,
      languages,
      subject: c.texts[languages[0] ?? 'nl']?.subject ?? '',
      audience: c.audience,
      emails_sent: countOf(c.id, MAIL_KIND),
      pushes_sent: countOf(c.id, PUSH_KIND),
      status: c.finishedAt ? 'sent' : c.failedAt ? 'failed' : 'sending',
      failure: c.failedAt && c.failure ? { reason: c.failure.reason, undelivered: c.failure.undelivered ?? null, message: c.failure.message } : null,
      failed_at: c.failedAt?.toISOString() ?? null,
      created_by: creators.find((u) => u.id === c.createdBy)?.email ?? null,
      created_at: c.createdAt.toISOString(),
      finished_at: c.finishedAt?.toISOString() ?? null,
    };
  });
}

/** Claims the send of a campaign on a channel to a member; false when it was claimed before (a retried job). */
async function claim(db: Db, userId: number, kind: string, campaignId: number, now: Date): Promise<boolean> {
  const claimed = await db.insert(notificationSends).values({ userId, kind, ref: String(campaignId), sentAt: now }).onConflictDoNothing().returning({ id: notificationSends.id });
  return claimed.length > 0;
}

async function release(db: Db, userId: number, kind: string, campaignId: number): Promise<void> {
  await db.delete(notificationSends).where(and(eq(notificationSends.userId, userId), eq(notificationSends.kind, kind), eq(notificationSends.ref, String(campaignId))));
}

/** A run that could not deliver to everyone; pg-boss keeps `undelivered` with the failed job (its output). */
export class CampaignUndelivered extends Error {
  override name = 'CampaignUndelivered';
  constructor(
    message: string,
    readonly undelivered: number,
  ) {
    super(message);
  }
}

/** What pg-boss stored of the last failure: an error thrown by the run, or its timeout (`{ value: { message } }`). */
export function failureOf(output: unknown): CampaignFailure {
  const stored = (output ?? {}) as { name?: unknown; message?: unknown; undelivered?: unknown; value?: { message?: unknown } };
  const message = typeof stored.message === 'string' ? stored.message : typeof stored.value?.message === 'string' ? stored.value.message : 'unknown error';
  if (stored.name === 'CampaignUndelivered' && typeof stored.undelivered === 'number') return { reason: 'undelivered', undelivered: stored.undelivered, message };
  if (/timeout/i.test(message)) return { reason: 'timeout', message };
  return { reason: 'error', message };
}

/**
 * The dead letter of `send-campaign` (decision 061): its retries are used up, so the campaign stops
 * showing "Sending…" and shows why, with what went out so far. A campaign that finished meanwhile stays sent.
 */
export async function markCampaignFailed(db: Db, campaignId: number, output: unknown, now: Date): Promise<boolean> {
  const marked = await db
    .update(campaigns)
    .set({ failedAt: now, failure: failureOf(output) })
    .where(and(eq(campaigns.id, campaignId), isNull(campaigns.finishedAt), isNull(campaigns.failedAt)))
    .returning({ id: campaigns.id });
  return marked.length > 0;
}

/**
 * "Send the rest": a failed campaign is sending again, with the audit row, and a new job runs it. Who
 * has it already holds a claim in notification_sends, so only the rest get it. Only one of two admins
 * pressing at once wins; the other is told it is no longer failed.
 */
export async function resumeCampaign(app: FastifyInstance, campaignId: number, actor: AuditActor, now: Date): Promise<Campaign> {
  const resumed = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaigns)
      .set({ failedAt: null, failure: null })
      .where(and(eq(campaigns.id, campaignId), isNotNull(campaigns.failedAt)))
      .returning();
    if (!row) return null;
    await audit(tx, actor, { action: 'campaign.resume', recordType: 'campaign', recordId: row.id, after: { status: 'sending' } }, now);
    return row;
  });
  if (!resumed) {
    const [exists] = await app.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
    throw fail(exists ? 'campaign_not_failed' : 'not_found');
  }
  await app.jobs.send('send-campaign', { campaignId: resumed.id }, { key: `campaign:${resumed.id}:resumed:${now.getTime()}` });
  return (await describe(app.db, [resumed]))[0]!;
}

/**
 * The job `send-campaign` (decision 055): every member who opted in to the campaign's type gets it on the
 * chosen channels they want, in their language, at most once: each delivery is claimed in
 * notification_sends first, so a retried (or doubly run) job skips who already has it. A mail server or push
 * service that fails gives the claim back and, at the end, fails the job, so the queue retries those.
 */
export async function runCampaign(app: FastifyInstance, campaignId: number): Promise<{ emails: number; pushes: number }> {
  const { db } = app;
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  // Finished, or given up on (a job of the failed run still around): an admin resumes it by a new job.
  if (!campaign || campaign.finishedAt || campaign.failedAt) return { emails: 0, pushes: 0 };
  const type = campaign.type as CampaignType;
  const languages = writtenLanguages(campaign.texts);
  const channels: SQL[] = [];
  if (campaign.email) channels.push(audienceWhere(type, languages, 'email'));
  if (campaign.push) channels.push(audienceWhere(type, languages, 'push'));
  const key = campaign.email ? await unsubscribeKey(db) : null;
  let emails = 0;
  let pushes = 0;
  const failures: string[] = [];
  let after = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(users)
      .where(and(gt(users.id, after), sql`(${sql.join(channels, sql` or `)})`))
      .orderBy(users.id)
      .limit(BATCH);
    for (const user of batch) {
      after = user.id;
      const locale = user.language as Locale;
      const text = campaign.texts[locale];
      if (!text) continue;
      const now = app.deps.clock();
      if (campaign.email && key && (await wantsNotification(db, user.id, type, 'email')) && (await claim(db, user.id, MAIL_KIND, campaign.id, now))) {
        if (await mailOne(app, user, text, key)) emails++;
        else {
          await release(db, user.id, MAIL_KIND, campaign.id);
          failures.push(`mail to member ${user.id}`);
        }
      }
      if (campaign.push && (await wantsNotification(db, user.id, type, 'push')) && (await claim(db, user.id, PUSH_KIND, campaign.id, now))) {
        const outcome = await pushOne(app, user, JSON.stringify(campaignPush(app, campaign.id, text, locale)), campaign.id, now);
        if (outcome === 'sent') pushes++;
        else {
          await release(db, user.id, PUSH_KIND, campaign.id);
          if (outcome === 'failed') failures.push(`push to member ${user.id}`);
        }
      }
    }
    if (batch.length < BATCH) break;
  }
  if (failures.length > 0)
    throw new CampaignUndelivered(`campaign ${campaign.id}: ${failures.length} not delivered (${failures.slice(0, 5).join(', ')}); the retry sends only those`, failures.length);
  await db.update(campaigns).set({ finishedAt: app.deps.clock() }).where(eq(campaigns.id, campaign.id));
  return { emails, pushes };
}

async function mailOne(app: FastifyInstance, user: MemberRow, text: CampaignText, key: Buffer): Promise<boolean> {
  const { name, t, locale } = await recipient(app, user);
  const mail = await campaignMail(app, text, { t, locale, name, siteId: user.siteId });
  const headers = listUnsubscribeHeaders(app.deps.env.publicUrl, unsubscribeToken(key, user.id));
  return deliver(app, user.email, { ...mail, headers }, { userId: user.id, mail: 'campaign' });
}

/** Pushes to every device of the member; gone subscriptions are removed. */
async function pushOne(app: FastifyInstance, user: MemberRow, payload: string, campaignId: number, now: Date): Promise<'sent' | 'gone' | 'failed'> {
  const subscriptions = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  let sent = 0;
  let failed = 0;
  for (const subscription of subscriptions) {
    const outcome = await app.push.send(subscription, payload, { ttlSeconds: TTL_SECONDS, topic: `campaign${campaignId}` });
    if (outcome.status === 'sent') {
      sent++;
      await app.db.update(pushSubscriptions).set({ lastSentAt: now }).where(eq(pushSubscriptions.id, subscription.id));
    } else if (outcome.status === 'gone') await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    else failed++;
  }
  return sent > 0 ? 'sent' : failed > 0 ? 'failed' : 'gone';
}
