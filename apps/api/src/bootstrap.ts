import { join } from 'node:path';
import { ensureReferenceData, openDatabase, seedDemoAccounts, type Database } from '@dating/db';
import type { Env } from './env.js';
import { hashPassword } from './lib/passwords.js';
import { systemClock } from './lib/clock.js';
import { createSmtpMailer } from './mail/mailer.js';
import { Outbox } from './mail/outbox.js';
import type { AppDeps } from './plugins/deps.js';
import { LocalDiskStore } from './lib/storage/photo-store.js';
import { seedDemoMembers } from './seed/demo-members.js';
import { ensureGifts } from './seed/gifts.js';

export interface Started {
  deps: AppDeps;
  /** Closes the mailer, the outbox listener and the database. */
  shutdown(): Promise<void>;
  /** What start-up did, for the log. */
  report: { database: Database['kind']; seededAccounts: number; seededMembers: number; mail: string };
}

/** Opens the database (server or embedded), migrates, seeds, and wires mail: everything but HTTP. */
export async function bootstrap(env: Env): Promise<Started> {
  const database = env.databaseUrl
    ? await openDatabase({ url: env.databaseUrl, poolSize: env.databasePoolSize })
    : await openDatabase({ pglite: true, dataDir: join(env.dataDir, 'pglite') });
  try {
    if (env.migrateOnStart) await database.migrate();
    await ensureReferenceData(database.db);
    const photoStore = new LocalDiskStore(join(env.dataDir, 'media'));
    await ensureGifts(database.db, photoStore);
    const seededAccounts = env.seedDemo ? await seedDemoAccounts(database.db, hashPassword) : 0;
    const seededMembers = env.seedDemo ? await seedDemoMembers(database.db, photoStore) : 0;

    let outbox: Outbox | null = null;
    let smtpUrl = env.smtpUrl;
    if (!smtpUrl) {
      outbox = new Outbox(join(env.dataDir, 'outbox'));
      smtpUrl = await outbox.start();
    }
    const mailer = createSmtpMailer(smtpUrl, env.mailFrom);
    return {
      deps: { env, database, mailer, outbox, clock: systemClock, photoStore },
      report: { database: database.kind, seededAccounts, seededMembers, mail: outbox ? `outbox ${outbox.dir}` : 'smtp' },
      async shutdown() {
        mailer.close();
        await outbox?.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
