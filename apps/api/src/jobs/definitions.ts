import { and, lt, or, isNotNull } from 'drizzle-orm';
import { domainEvents, loginAttempts, mailTokens, sessions, type Db } from '@dating/db';
import type { FastifyInstance } from 'fastify';
import { removeExpiredKeys } from '../lib/idempotency.js';
import { addDays } from '../lib/clock.js';
import { purgeDeletedAccounts } from '../features/accounts/deletion.service.js';
import { sendActivationReminders, sendUnreadReminders } from '../features/notifications/reminders.service.js';
import { sendWeeklyUpdates } from '../features/notifications/weekly-update.service.js';
import { notifyByPush, type Notice } from '../features/push/notify.js';
import { markCampaignFailed, runCampaign } from '../features/campaigns/campaigns.service.js';
import type { JobDefinition, JobDefinitions } from './queue.js';

/**
 * Old rows nobody needs: login attempts after 30 days, ended sessions and used links after 30 days,
 * delivered domain events after 7 days, Idempotency-Keys after 24 hours.
 */
export async function removeStaleRows(db: Db, now: Date): Promise<number> {
  const cutoff = addDays(now, -30);
  const a = await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, cutoff)).returning({ id: loginAttempts.id });
  const s = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff))))
    .returning({ id: sessions.id });
  const m = await db.delete(mailTokens).where(lt(mailTokens.expiresAt, cutoff)).returning({ id: mailTokens.id });
  const e = await db.delete(domainEvents).where(lt(domainEvents.deliveredAt, addDays(now, -7))).returning({ id: domainEvents.id });
  return a.length + s.length + m.length + e.length + (await removeExpiredKeys(db, now));
}

/** A job that takes no data (the scheduled ones). */
type NoData = Record<string, never>;
type AppJob<Data extends object> = JobDefinition<Data, FastifyInstance>;

/**
 * Every kind of job the app runs (decision 032). A job kind is a name, the type of its data and
 * its handler; `app.jobs.send(name, data)` is typed by this table. Notification jobs (push, mail)
 * come here, sent by their domain-event subscribers with the event's id as the key.
 */
export const APP_JOBS = {
  /** Personal data of accounts deleted more than 14 days ago (decision 005). */
  'purge-deleted-accounts': {
    cron: '*/15 * * * *',
    policy: 'stately',
    retryLimit: 3,
    retryDelaySeconds: 60,
    run: (_data, app, job) => purgeDeletedAccounts(job.db, app.deps.clock(), app.deps.photoStore),
  } satisfies AppJob<NoData>,
  'remove-stale-rows': {
    cron: '7 * * * *',
    policy: 'stately',
    retryLimit: 3,
    retryDelaySeconds: 60,
    run: (_data, app, job) => removeStaleRows(job.db, app.deps.clock()),
  } satisfies AppJob<NoData>,
  /** Activation and unread-message reminders, each sent once (decision 045). */
  'send-reminders': {
    cron: '*/15 * * * *',
    policy: 'stately',
    retryLimit: 3,
    retryDelaySeconds: 60,
    run: async (_data, app) => {
      const now = app.deps.clock();
      return (await sendActivationReminders(app, now)) + (await sendUnreadReminders(app, now));
    },
  } satisfies AppJob<NoData>,
  /** The weekly update to members who chose it, Monday mornings (hourly that day, so a failed hour is made up). */
  'send-weekly-updates': {
    cron: '0 7-20 * * 1',
    policy: 'stately',
    retryLimit: 3,
    retryDelaySeconds: 300,
    run: (_data, app) => sendWeeklyUpdates(app, app.deps.clock()),
  } satisfies AppJob<NoData>,
  /**
   * Tells a member of a message, a new conversation, a like or a match by web push when they are not
   * looking at the site; at most one push per conversation per quiet period (decision 042). A push
   * service that fails for every subscription makes the job fail: tried again after 30 s, 1 min, 2 min.
   */
  'push-notify': {
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    run: (data, app) => notifyByPush(app, data),
  } satisfies AppJob<Notice>,
  /**
   * A promotion or news item an admin sent (decision 055), to the members who opted in; each delivery is
   * claimed first, so a retry reaches only those not reached yet.
   */
  'send-campaign': {
    retryLimit: 5,
    retryDelaySeconds: 120,
    expireInSeconds: 3600,
    deadLetter: 'campaign-failed',
    run: (data, app) => runCampaign(app, data.campaignId),
  } satisfies AppJob<{ campaignId: number }>,
  /**
   * The dead letter of `send-campaign` (decision 061): its last retry failed or timed out, so the
   * campaign is marked failed with the reason; the console offers to send the rest.
   */
  'campaign-failed': {
    retryLimit: 5,
    retryDelaySeconds: 30,
    run: (data, app, job) => markCampaignFailed(job.db, data.campaignId, job.output, app.deps.clock()),
  } satisfies AppJob<{ campaignId: number }>,
} satisfies JobDefinitions<FastifyInstance>;

export type AppJobs = typeof APP_JOBS;
