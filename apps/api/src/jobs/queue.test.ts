import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { domainEvents, ensureReferenceData, openDatabase, rows, users, type Database } from '@dating/db';
import { EventDispatcher, eventKey } from '../events/dispatcher.js';
import { emit, withEventScope } from '../events/emit.js';
import { TestClock } from '../../test/clock.js';
import { loadEnv } from '../env.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { signUp } from '../../test/factories.js';
import { buildApp } from '../app.js';
import { createDeps } from '../create-deps.js';
import { APP_JOBS, type AppJobs } from './definitions.js';
import { JobQueue, type JobDefinition, type JobQueueOptions } from './queue.js';

const silent = { info() {}, warn() {}, error() {} } as unknown as JobQueueOptions<unknown, never>['log'];
const until = async (check: () => Promise<boolean> | boolean, timeoutMs = 60_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Every job pg-boss keeps of one kind, live and archived. */
async function jobsNamed(db: Database['db'], name: string) {
  return rows<{ state: string; output: unknown; retry_count: number }>(
    db,
    sql`select state::text, output, retry_count from pgboss.job where name = ${name}
        union all select state::text, output, retry_count from pgboss.archive where name = ${name}`,
  );
}

/** The queue as a node would run it, with short intervals so a test does not wait for minutes. */
function queueOn<D extends Record<string, JobDefinition<never, FastifyInstance>>>(app: FastifyInstance, definitions: D) {
  return new JobQueue<FastifyInstance, D>({
    db: app.db,
    definitions,
    context: app,
    log: silent,
    migrate: true,
    pollingIntervalSeconds: 0.5,
    cronMonitorIntervalSeconds: 1,
    around: (work) => app.events.run(work),
  });
}

describe('the job queue on the app database (decision 032)', () => {
  let t: TestApp;
  let second: { app: FastifyInstance; close(): Promise<void> };
  const queues: JobQueue<FastifyInstance, never>[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // A second API node on the same database, with the same clock.
    const created = await createDeps(t.app.deps.env, { database: t.database, clock: t.clock.now, photoStore: t.photoStore });
    const app = await buildApp(created.deps, { logger: false });
    await app.ready();
    second = {
      app,
      close: async () => {
        await app.close();
        await created.close();
      },
    };
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await second.close();
    await t.close();
  });

  it('runs a scheduled purge once although two nodes work the queue and both keep the schedule', async () => {
    const { body, cookie, user } = await signUp(t.app);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      payload: { reason: 'other', password: body.password },
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    t.clock.advanceDays(15);

    // Every minute instead of every quarter hour; a test near the end of a minute waits for the next one.
    if (new Date().getUTCSeconds() > 45) await new Promise((r) => setTimeout(r, (61 - new Date().getUTCSeconds()) * 1000));
    const runs: string[] = [];
    for (const [node, app] of [['first', t.app], ['second', second.app]] as const) {
      const purge = APP_JOBS['purge-deleted-accounts'];
      const queue = queueOn(app, {
        'purge-deleted-accounts': {
          ...purge,
          cron: '* * * * *',
          run: async (data, context, job) => {
            runs.push(node);
            return purge.run(data, context, job);
          },
        },
      } satisfies Partial<AppJobs>);
      queues.push(queue as never);
      await queue.work();
    }

    await until(async () => (await jobsNamed(t.db, 'purge-deleted-accounts')).some((j) => j.state === 'completed'));
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.purgedAt).not.toBeNull();
    // Both nodes ask for the schedule every second; a few more rounds change nothing.
    await new Promise((r) => setTimeout(r, 4_000));
    expect(runs).toHaveLength(1);
    const jobs = await jobsNamed(t.db, 'purge-deleted-accounts');
    expect(jobs.map((j) => [j.state, j.output])).toEqual([['completed', { rows: 1 }]]);
  }, 90_000);

  it('tries a failing job again with a growing back-off until it succeeds, and gives up after its limit', async () => {
    const tries: number[] = [];
    const given: number[] = [];
    const queue = queueOn(t.app, {
      flaky: {
        retryLimit: 3,
        retryDelaySeconds: 1,
        run: async (data: { succeedOn: number }) => {
          tries.push(Date.now());
          if (tries.length < data.succeedOn) throw new Error(`try ${tries.length} failed`);
          return { tries: tries.length };
        },
      },
      hopeless: {
        retryLimit: 1,
        retryDelaySeconds: 1,
        run: async () => {
          given.push(Date.now());
          throw new Error('never works');
        },
      },
    });
    queues.push(queue as never);
    // A node that sent before it began to work (the queue starts again with the workers' duties).
    await queue.send('flaky', { succeedOn: 3 });
    await queue.work();
    await queue.send('hopeless', {});

    await until(async () => (await jobsNamed(t.db, 'flaky')).some((j) => j.state === 'completed'));
    expect(tries).toHaveLength(3);
    // Retry n waits retryDelay × 2^(n-1) to twice that: 1–2 s, then 2–4 s.
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(900);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(1_900);
    expect(tries[2]! - tries[1]!).toBeGreaterThan((tries[1]! - tries[0]!) * 0.9);
    expect(await jobsNamed(t.db, 'flaky')).toEqual([{ state: 'completed', output: { tries: 3 }, retry_count: 2 }]);

    await until(async () => (await jobsNamed(t.db, 'hopeless')).some((j) => j.state === 'failed'));
    expect(given).toHaveLength(2);
    const [failed] = await jobsNamed(t.db, 'hopeless');
    expect(failed).toMatchObject({ state: 'failed', retry_count: 1, output: { message: 'never works' } });
  }, 60_000);

  it('takes a job from a domain-event subscriber once per event, even when the outbox delivers the event twice', async () => {
    const seen: number[] = [];
    const queue = queueOn(t.app, {
      'notify-like': {
        run: async (data: { toId: number; fromId: number }) => {
          seen.push(data.toId);
        },
      },
    });
    queues.push(queue as never);
    await queue.work();
    // A subscriber as subscribers.ts would have it, on the real dispatcher and outbox (decision 021).
    const dispatcher = new EventDispatcher(
      t.db,
      { 'like.created': [(event, delivery) => queue.send('notify-like', { toId: event.toId, fromId: event.fromId }, { key: eventKey(delivery) })] },
      silent,
    );
    const like = async (fromId: number, toId: number) => {
      const { scope, result } = withEventScope(t.db, (db) => db.transaction((tx) => emit(tx, { type: 'like.created', fromId, toId, match: false, source: 'profile' })));
      await result;
      expect(await dispatcher.deliverScope(scope)).toBe(true);
      return scope;
    };
    await like(8, 7);
    await like(8, 9);
    // The process died after delivering the first and before marking it: the sweep delivers it again.
    const [first] = await t.db.select({ id: domainEvents.id }).from(domainEvents).where(sql`${domainEvents.payload}->>'toId' = '7'`);
    await t.db.update(domainEvents).set({ deliveredAt: null, availableAt: sql`now()` }).where(eq(domainEvents.id, first!.id));
    expect(await dispatcher.sweep()).toBe(1);

    await until(() => seen.length >= 2);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(seen.sort()).toEqual([7, 9]);

    // Checked by the compiler only: a job's name and data come from its queue's table.
    const wrong = () => {
      // @ts-expect-error toId is a number
      void queue.send('notify-like', { toId: 'seven', fromId: 8 });
      // @ts-expect-error no such job
      void queue.send('notify-lik', {});
      // @ts-expect-error the purge takes no data
      void t.app.jobs.send('purge-deleted-accounts', { userId: 1 });
    };
    expect(typeof wrong).toBe('function');
  }, 30_000);

  it('stores every job of a burst of sends, a repeated key once, with its queue’s settings', async () => {
    const queue = queueOn(t.app, { 'burst-note': { retryLimit: 3, retryDelaySeconds: 7, run: async () => undefined } });
    queues.push(queue as never);
    await queue.prepare();
    const later = new Date(Date.now() + 3_600_000);
    // 40 sends at once: 20 keys, each sent twice (an event delivered twice), and one without a key.
    await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => queue.send('burst-note', { n: i % 20 }, { key: `burst:${i % 20}` })),
      queue.send('burst-note', { n: 99 }, { startAfter: later }),
    ]);
    const stored = await rows<{ n: number; retry_limit: number; retry_delay: number; start_after: Date }>(
      t.db,
      sql`select (data->>'n')::int as n, retry_limit, retry_delay, start_after from pgboss.job where name = 'burst-note' order by 1`,
    );
    expect(stored.map((j) => j.n)).toEqual([...Array.from({ length: 20 }, (_, i) => i), 99]);
    for (const job of stored) expect(job).toMatchObject({ retry_limit: 3, retry_delay: 7 });
    expect(new Date(stored.at(-1)!.start_after).getTime()).toBe(later.getTime());
  }, 30_000);
});

describe('the job queue on the embedded PGlite (no DATABASE_URL)', () => {
  let database: Database;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const clock = new TestClock();

  beforeAll(async () => {
    // The app as `pnpm dev` runs it without DATABASE_URL: pg-boss on the same PGlite engine.
    database = await openDatabase({ pglite: true });
    await database.migrate();
    await ensureReferenceData(database.db);
    const dir = await mkdtemp(join(tmpdir(), 'api-jobs-'));
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dir, WEB_DIST: join(dir, 'no-web'), RATE_LIMIT_SCALE: '1000' });
    const created = await createDeps(env, { database, clock: clock.now });
    app = await buildApp(created.deps, { logger: false });
    await app.ready();
    close = async () => {
      await app.close();
      await created.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('works the app queue: a purge sent to it runs, with its retries and schedules in PGlite', async () => {
    const { body, cookie, user } = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/account-delete.php', payload: { reason: 'other', password: body.password }, headers: { cookie } });
    clock.advanceDays(15);

    await app.jobs.work();
    await app.jobs.send('purge-deleted-accounts', {});
    await until(async () => (await jobsNamed(database.db, 'purge-deleted-accounts')).some((j) => j.state === 'completed'));
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.purgedAt).not.toBeNull();
    // The schedules are kept in PGlite like on a server.
    const schedules = await rows<{ name: string; cron: string }>(database.db, sql`select name, cron from pgboss.schedule order by name`);
    expect(schedules).toEqual([
      { name: 'purge-deleted-accounts', cron: '*/15 * * * *' },
      { name: 'remove-stale-rows', cron: '7 * * * *' },
      { name: 'send-reminders', cron: '*/15 * * * *' },
      { name: 'send-weekly-updates', cron: '0 7-20 * * 1' },
    ]);
  }, 60_000);

  it('retries a failing job with back-off on PGlite too', async () => {
    let tries = 0;
    const queue = queueOn(app, {
      flaky: {
        retryLimit: 2,
        retryDelaySeconds: 1,
        run: async () => {
          tries++;
          if (tries < 2) throw new Error('first try fails');
        },
      },
    });
    await queue.work();
    await queue.send('flaky', {});
    await until(async () => (await jobsNamed(database.db, 'flaky')).some((j) => j.state === 'completed'));
    expect(tries).toBe(2);
    // A node's job table is the truth about schedules: this one schedules nothing, so the app's are gone.
    expect(await rows(database.db, sql`select name from pgboss.schedule`)).toEqual([]);
    await queue.stop();
  }, 30_000);
});
