import { and, lt, or, isNotNull } from 'drizzle-orm';
import { domainEvents, loginAttempts, mailTokens, sessions, type Db } from '@dating/db';
import { removeExpiredKeys } from '../lib/idempotency.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.js';
import { addDays } from '../lib/clock.js';
import { purgeDeletedAccounts } from '../features/accounts/deletion.service.js';
import type { PhotoStore } from '../lib/storage/photo-store.js';

export interface Job {
  name: string;
  everyMs: number;
  run(db: Db, now: Date, store: PhotoStore): Promise<number>;
}

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

export const JOBS: Job[] = [
  { name: 'purge-deleted-accounts', everyMs: 15 * 60_000, run: (db, now, store) => purgeDeletedAccounts(db, now, store) },
  { name: 'remove-stale-rows', everyMs: 3_600_000, run: removeStaleRows },
];

/**
 * Runs the periodic jobs in this process. Each job is safe to run on several API nodes at
 * once, so no leader election is needed; JOBS=false keeps a node out of it.
 */
export function startScheduler(db: Db, store: PhotoStore, clock: Clock, log: FastifyBaseLogger, jobs: Job[] = JOBS): () => void {
  const timers = jobs.map((job) => {
    const tick = async () => {
      try {
        const n = await job.run(db, clock(), store);
        if (n > 0) log.info({ job: job.name, rows: n }, 'job done');
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job failed');
      }
    };
    const first = setTimeout(() => void tick(), 30_000);
    const every = setInterval(() => void tick(), job.everyMs);
    first.unref();
    every.unref();
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  });
  return () => timers.forEach((stop) => stop());
}
