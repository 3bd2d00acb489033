import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { statementNamer, type Db } from '@dating/db';
import type { FastifyBaseLogger } from 'fastify';
import { batched } from '../lib/batched.js';

/** What a job's handler gets besides its data. */
export interface JobRun {
  /** pg-boss's id of this job. */
  id: string;
  /** 0 on the first try, 1 on the first retry ... */
  retryCount: number;
  /**
   * For a job on a dead-letter queue: what the job it stands for failed with the last time (the
   * error as pg-boss stored it: `{ message, ... }`, or `{ value: { message } }` for a timeout).
   */
  output?: unknown;
  /**
   * The run's handle of the database: the events written through it (or its transactions) are the
   * run's, delivered after it (the app's `around`); the queue's own database without one.
   */
  db: Db;
}

/**
 * One kind of job. A job runs until it returns; when it throws it is tried again after a back-off
 * (`retryDelaySeconds` × 1–2, then × 2–4, × 4–8 ...) up to `retryLimit` times, then kept as failed.
 */
export interface JobDefinition<Data extends object, Context> {
  /** A scheduled job: a cron expression in UTC (minutes are its finest grain). */
  cron?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run that takes longer than this counts as failed (and is retried). */
  expireInSeconds?: number;
  /**
   * stately: at most one job of this kind waits and one runs, whatever the number of nodes
   * (maintenance); standard: every job sent is worked (notifications).
   */
  policy?: 'standard' | 'stately';
  /**
   * Another job kind of the same table that gets a job with this job's data (and its error as
   * `output`) once it has failed for good: retries used up, or timed out on its last try.
   */
  deadLetter?: string;
  /** The work. What it answers (a count, an object) is kept with the completed job. */
  run(data: Data, context: Context, job: JobRun): Promise<unknown>;
}

/** The job kinds of a queue: name → definition; the data type of each follows from its definition. */
export type JobDefinitions<Context> = Record<string, JobDefinition<never, Context>>;
export type JobData<D, N extends keyof D> = D[N] extends JobDefinition<infer Data, never> ? Data : never;

export interface SendOptions {
  /**
   * Makes the send idempotent: a second send with the same key while the first job is kept (until
   * it has been completed for 12 hours) is ignored. A subscriber uses the domain event's id, so an
   * event delivered twice enqueues its job once.
   */
  key?: string;
  /** Not before this time (a reminder, a batched mail). */
  startAfter?: Date;
}

/** How many distinct pg-boss statement texts are named (it has a few dozen). */
export const BOSS_STATEMENTS_NAMED = 100;

/**
 * pg-boss's statements through the app's own connection: the node-postgres pool, or the embedded
 * PGlite engine. pg-boss sends its transactions as one text without values (BEGIN; ...; COMMIT);
 * PGlite runs such a text with exec (one statement at a time, under its own lock), everything else
 * with query.
 *
 * On the pool, a statement with values runs as a named prepared statement, named after its text
 * (issue 18): pg-boss sends the same few texts over and over (every message sent enqueues its push job
 * through the same insert), and unnamed, PostgreSQL would parse and plan each one again on every call.
 * pg-boss writes its texts once, so they are few (BOSS_STATEMENTS_NAMED bounds them all the same). The
 * `boss_` prefix tells them from the `s_` names the pool gives statements built per call.
 */
export function bossDb(client: pg.Pool | PGlite): PgBoss.Db {
  if ('exec' in client) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    };
  }
  const nameOf = statementNamer('boss_', BOSS_STATEMENTS_NAMED);
  return {
    executeSql(text, values) {
      const name = values && values.length > 0 ? nameOf(text) : undefined;
      return name === undefined ? client.query(text, values) : client.query({ name, text, values });
    },
  };
}

/** A stable UUID (pg-boss's job id) for a key: the same key gives the same job. */
function keyId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  // Version 5-like: the hash with the version and variant bits set.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface JobQueueOptions<Context, D extends JobDefinitions<Context>> {
  db: Db;
  definitions: D;
  /** What each handler gets (the app). */
  context: Context;
  log: FastifyBaseLogger;
  /** Install or upgrade pg-boss's own tables (schema `pgboss`) on start (MIGRATE_ON_START). */
  migrate: boolean;
  /** How often an idle worker asks for new jobs; pg-boss's default 2 s. */
  pollingIntervalSeconds?: number;
  /** How often a node checks the schedules; every node may, one at a time sends what is due. */
  cronMonitorIntervalSeconds?: number;
  /** Wraps every run (the app: one unit of work whose domain events are delivered after it). */
  around?: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
}

/**
 * The durable job queue (decision 032): pg-boss on the app's database — PostgreSQL, or the embedded
 * PGlite — so a job survives a restart, runs on one node however many work the queue, and is retried
 * with back-off. Every node can send; only nodes that call `work()` (JOBS=true or JOBS=worker) run
 * jobs and send the scheduled ones.
 */
export class JobQueue<Context, D extends JobDefinitions<Context>> {
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  private working = false;
  /**
   * Stores sent jobs: the sends made while a store is under way go together in the next one, as one
   * statement (pg-boss's insert). A job whose id is taken already (the same key) is left out, as by send.
   */
  private readonly store = batched<PgBoss.JobInsert>(async (jobs) => (await this.start(false)).insert(jobs));

  constructor(private readonly options: JobQueueOptions<Context, D>) {}

  private start(working: boolean): Promise<PgBoss> {
    this.starting ??= (async () => {
      const boss = new PgBoss({
        db: bossDb(this.options.db.$client),
        migrate: this.options.migrate,
        // Maintenance (expiring, archiving) and the schedules run on working nodes only.
        supervise: working,
        schedule: working,
        cronMonitorIntervalSeconds: this.options.cronMonitorIntervalSeconds ?? 30,
        cronWorkerIntervalSeconds: Math.max(1, this.options.pollingIntervalSeconds ?? 5),
      });
      boss.on('error', (err: unknown) => this.options.log.error({ err }, 'job queue error'));
      await boss.start();
      // A dead-letter queue must exist before the queue that names it.
      const definitions = Object.entries(this.options.definitions).sort(([, a], [, b]) => Number(Boolean(a.deadLetter)) - Number(Boolean(b.deadLetter)));
      for (const [name, def] of definitions) {
        const queue = {
          name,
          policy: def.policy ?? 'standard',
          retryLimit: def.retryLimit ?? 5,
          retryDelay: def.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: def.expireInSeconds ?? 15 * 60,
          ...(def.deadLetter !== undefined && { deadLetter: def.deadLetter }),
        } as const;
        // Created once; a changed definition updates the stored one (pg-boss keeps a queue's options).
        if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
        else await boss.createQueue(name, queue);
      }
      this.boss = boss;
      return boss;
    })().catch((error: unknown) => {
      // The database was away: the next send or work() tries again.
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  /**
   * Installs pg-boss's tables (when `migrate`) and creates the queues, without working them: what a
   * cluster's primary does once before its API processes start (they neither migrate nor race on it).
   */
  async prepare(): Promise<void> {
    await this.start(false);
  }

  /** Puts a job on the queue (any node); resolves once it is stored. */
  async send<N extends keyof D & string>(name: N, data: JobData<D, N>, options: SendOptions = {}): Promise<void> {
    await this.store({
      name,
      data: data as object,
      ...(options.key !== undefined && { id: keyId(name, options.key) }),
      ...(options.startAfter && { startAfter: options.startAfter }),
    });
  }

  /** Works every kind of job in this process and keeps the schedules (JOBS=true or worker). */
  async work(): Promise<void> {
    if (this.working) return;
    this.working = true;
    if (this.starting) {
      // Started for sending only: start again with the workers' duties (maintenance, schedules).
      const sending = await this.starting.catch(() => undefined);
      await sending?.stop({ graceful: false, close: false });
      this.starting = undefined;
      this.boss = undefined;
    }
    const boss = await this.start(true);
    const pollingIntervalSeconds = this.options.pollingIntervalSeconds ?? 2;
    const around = this.options.around ?? ((work) => work(this.options.db));
    // The schedules are this table's: a job no longer scheduled (or no longer known) loses its schedule.
    for (const { name } of await boss.getSchedules()) {
      if (!this.options.definitions[name]?.cron) await boss.unschedule(name);
    }
    for (const [name, def] of Object.entries(this.options.definitions)) {
      if (def.cron) await boss.schedule(name, def.cron, {}, { tz: 'UTC' });
      await boss.work<object>(name, { pollingIntervalSeconds, includeMetadata: true, batchSize: 1 }, async ([job]) => {
        if (!job) return;
        const started = Date.now();
        try {
          const output = await around((db) => def.run(job.data as never, this.options.context, { id: job.id, retryCount: job.retryCount, output: job.output, db }));
          this.options.log.info({ job: name, id: job.id, ms: Date.now() - started, output }, 'job done');
          return typeof output === 'number' ? { rows: output } : output;
        } catch (err) {
          this.options.log.warn({ err, job: name, id: job.id, retryCount: job.retryCount }, 'job failed');
          throw err;
        }
      });
    }
  }

  /** Stops working: running jobs finish (up to `timeoutMs`), then the queue lets go of the database. */
  async stop(timeoutMs = 8_000): Promise<void> {
    const boss = this.boss ?? (this.starting ? await this.starting.catch(() => undefined) : undefined);
    if (!boss) return;
    await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs }).catch((err: unknown) => {
      this.options.log.error({ err }, 'job queue did not stop cleanly');
    });
  }
}
