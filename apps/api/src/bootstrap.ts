import { ensureReferenceData, seedDemoAccounts, seedDemoCampaignLinks, type Database } from '@dating/db';
import type { Env } from './env.js';
import { createDeps, type CreatedDeps } from './create-deps.js';
import { hashPassword } from './lib/passwords.js';
import { seedDemoMembers } from './seed/demo-members.js';
import { ensureGifts } from './seed/gifts.js';

export interface Started extends CreatedDeps {
  /** What start-up did, for the log. */
  report: { database: Database['kind']; seededAccounts: number; seededMembers: number; mail: string };
}

/** The server's start-up steps on top of createDeps: migrations, reference data, demo data. */
export async function bootstrap(env: Env): Promise<Started> {
  const created = await createDeps(env);
  const { database, photoStore, outbox } = created.deps;
  try {
    if (env.migrateOnStart) await database.migrate();
    await ensureReferenceData(database.db);
    await ensureGifts(database.db, photoStore);
    const seededAccounts = env.seedDemo ? await seedDemoAccounts(database.db, hashPassword, { staff: env.nodeEnv !== 'production' }) : 0;
    const seededMembers = env.seedDemo ? await seedDemoMembers(database.db, photoStore) : 0;
    if (env.seedDemo) await seedDemoCampaignLinks(database.db);
    return {
      ...created,
      report: { database: database.kind, seededAccounts, seededMembers, mail: outbox ? `outbox ${outbox.dir}` : 'smtp' },
    };
  } catch (error) {
    await created.close();
    throw error;
  }
}
