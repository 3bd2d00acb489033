import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@dating/db/testing';
import { ensureReferenceData } from '@dating/db';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/env.js';
import { createSmtpMailer } from '../src/mail/mailer.js';
import { Outbox } from '../src/mail/outbox.js';
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
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(inject('dbSource'));
  await ensureReferenceData(database.db);
  const dir = await mkdtemp(join(tmpdir(), 'api-test-'));
  const outbox = new Outbox(join(dir, 'outbox'));
  const mailer = createSmtpMailer(await outbox.start(), 'Amora <no-reply@amora.example>');
  const clock = new TestClock();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    PUBLIC_URL: 'http://amora.test',
    WEB_DIST: join(dir, 'no-web'),
    DEV_OUTBOX: 'true',
    // Tests make many calls from one address; the rate-limit test sets its own scale.
    RATE_LIMIT_SCALE: '1000',
    // Tests change members between searches and expect exact counts at once; one test turns it on.
    SEARCH_CACHE_SECONDS: '0',
    ...envOverrides,
  });
  const photoStore = new LocalDiskStore(join(dir, 'media'));
  await ensureGifts(database.db, photoStore);
  const app = await buildApp({ env, database, mailer, outbox, clock: clock.now, photoStore }, { logger: false });
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
      mailer.close();
      await outbox.stop();
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
