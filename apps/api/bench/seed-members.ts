/**
 * Generates demo members in bulk: `pnpm --filter @dating/api seed:members --count 1000000`.
 * Uses DATABASE_URL when set, otherwise the embedded database under DATA_DIR (like npm start).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureReferenceData, openDatabase } from '@dating/db';
import { loadEnv } from '../src/env.js';
import { LocalDiskStore } from '../src/lib/storage/photo-store.js';
import { generatePlaceholders } from '../src/seed/placeholder-images.js';
import { seedMembers } from '../src/seed/members.js';
import { sql } from 'drizzle-orm';

const { values } = parseArgs({ options: { count: { type: 'string', default: '1000' }, batch: { type: 'string', default: '5000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive whole number');

const env = loadEnv();
const database = env.databaseUrl
  ? await openDatabase({ url: env.databaseUrl })
  : await openDatabase({ pglite: true, dataDir: join(env.dataDir, 'pglite') });
try {
  await database.migrate();
  await ensureReferenceData(database.db);
  const store = new LocalDiskStore(join(env.dataDir, 'media'));
  const images = { female: await generatePlaceholders(store, 24, 'female'), male: await generatePlaceholders(store, 24, 'male') };
  const started = Date.now();
  let last = 0;
  await seedMembers(database.db, {
    count,
    now: new Date(),
    batchSize: Number(values.batch),
    images,
    onProgress: (done) => {
      if (done - last >= 50_000 || done === count) {
        last = done;
        const s = (Date.now() - started) / 1000;
        console.warn(`${done.toLocaleString('en')} members in ${s.toFixed(1)} s (${Math.round(done / s).toLocaleString('en')}/s)`);
      }
    },
  });
  await database.db.execute(sql`analyze`);
  console.warn(`done: ${count.toLocaleString('en')} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
