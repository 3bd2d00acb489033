import { join } from 'node:path';
import { openDatabase, type Database } from '@dating/db';
import type { Env } from './env.js';
import { systemClock, type Clock } from './lib/clock.js';
import { LocalDiskStore, type PhotoStore } from './lib/storage/photo-store.js';
import { createSmtpMailer } from './mail/mailer.js';
import { Outbox } from './mail/outbox.js';
import { createCmGateway } from './sms/cm.js';
import { SmsOutbox } from './sms/outbox.js';
import type { AppDeps } from './plugins/deps.js';

/** What a caller may bring instead of what the configuration would open (tests: their own database and clock). */
export interface DepsOverrides {
  database?: Database;
  clock?: Clock;
  photoStore?: PhotoStore;
}

export interface CreatedDeps {
  deps: AppDeps;
  /** Closes what createDeps opened (mailer, outbox listener, and the database unless it was passed in). */
  close(): Promise<void>;
}

/**
 * Builds the app's dependencies from the configuration: the one place that decides between the
 * embedded defaults and the real services. The server, the tests and the benchmarks all start here.
 */
export async function createDeps(env: Env, overrides: DepsOverrides = {}): Promise<CreatedDeps> {
  const database =
    overrides.database ??
    (env.databaseUrl
      ? await openDatabase({ url: env.databaseUrl, poolSize: env.databasePoolSize })
      : await openDatabase({ pglite: true, dataDir: join(env.dataDir, 'pglite') }));
  let outbox: Outbox | null = null;
  try {
    let smtpUrl = env.smtpUrl;
    if (!smtpUrl) {
      outbox = new Outbox(join(env.dataDir, 'outbox'));
      smtpUrl = await outbox.start();
    }
    const mailer = createSmtpMailer(smtpUrl, env.mailFrom);
    // Texts: CM.com with a product token; else the outbox, except in production (no code reaches anyone there).
    const smsOutbox = !env.cmProductToken && env.nodeEnv !== 'production' ? new SmsOutbox(join(env.dataDir, 'sms-outbox')) : null;
    const sms = env.cmProductToken
      ? createCmGateway({ productToken: env.cmProductToken, from: env.smsFrom, ...(env.cmMessagingUrl && { url: env.cmMessagingUrl }) })
      : smsOutbox;
    const deps: AppDeps = {
      env,
      database,
      mailer,
      outbox,
      clock: overrides.clock ?? systemClock,
      sms,
      smsOutbox,
      photoStore: overrides.photoStore ?? new LocalDiskStore(join(env.dataDir, 'media')),
    };
    return {
      deps,
      async close() {
        mailer.close();
        await outbox?.stop();
        if (!overrides.database) await database.close();
      },
    };
  } catch (error) {
    await outbox?.stop();
    if (!overrides.database) await database.close();
    throw error;
  }
}
