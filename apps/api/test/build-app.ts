import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@dating/db/testing';
import { ensureReferenceData } from '@dating/db';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/env.js';
import { createDeps } from '../src/create-deps.js';
import type { Outbox } from '../src/mail/outbox.js';
import { TestClock } from './clock.js';
import { LocalDiskStore } from '../src/lib/storage/photo-store.js';
import { ensureGifts } from '../src/seed/gifts.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  db: TestDatabase['db'];
  outbox: Outbox;
  clock: TestClock;
  photoStore: LocalDiskStore;
  close(): Promise<void>;
}

/**
 * The real app on this test file's own database, with mail going over SMTP into a
 * temporary outbox and a clock the test controls.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: { photoStore?: (dir: string) => LocalDiskStore } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(inject('dbSource'));
  await ensureReferenceData(database.db);
  const dir = await mkdtemp(join(tmpdir(), 'api-test-'));
  const clock = new TestClock();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    PUBLIC_URL: 'http://amora.test',
    WEB_DIST: join(dir, 'no-web'),
    CONSOLE_DIST: join(dir, 'no-console'),
    DEV_OUTBOX: 'true',
    // Tests make many calls from one address; the rate-limit test sets its own scale.
    RATE_LIMIT_SCALE: '1000',
    // Tests change members between searches and expect exact counts at once; one test turns it on.
    SEARCH_CACHE_SECONDS: '0',
    // Each test file's nodes share Redis channels and counters with each other, never with other files.
    REDIS_PREFIX: `amora-test-${database.url?.split('/').pop() ?? 'pglite'}`,
    ...envOverrides,
  });
  const photoStore = options.photoStore?.(join(dir, 'media')) ?? new LocalDiskStore(join(dir, 'media'));
  const created = await createDeps(env, { database, clock: clock.now, photoStore });
  const outbox = created.deps.outbox;
  if (!outbox) throw new Error('tests expect the built-in outbox (no SMTP_URL)');
  await ensureGifts(database.db, photoStore);
  const app = await buildApp(created.deps, { logger: false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    outbox,
    clock,
    photoStore,
    async close() {
      await app.close();
      await created.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `sid=${cookie.value}`;
}
