/**
 * Generates demo members in bulk: `pnpm --filter @dating/api seed:members --count 1000000`
 * (`--looks 48`: generated people per gender whose portraits the members share).
 * Uses DATABASE_URL when set, otherwise the embedded database under DATA_DIR (like npm start).
 */
import { parseArgs } from 'node:util';
import { ensureReferenceData } from '@dating/db';
import { createDeps } from '../src/create-deps.js';
import { loadEnv } from '../src/env.js';
import { generatePortraitPool } from '../src/seed/portraits.js';
import { seedMembers } from '../src/seed/members.js';
import { sql } from 'drizzle-orm';

const { values } = parseArgs({ options: { count: { type: 'string', default: '1000' }, batch: { type: 'string', default: '5000' }, looks: { type: 'string', default: '48' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive whole number');

const env = loadEnv();
const created = await createDeps(env);
const { database, photoStore: store } = created.deps;
try {
  await database.migrate();
  await ensureReferenceData(database.db);
  // A pool of generated people shared by all members (rendered once; a later run finds the files).
  const poolStarted = Date.now();
  const portraits = await generatePortraitPool(store, Number(values.looks));
  console.warn(`${portraits.length} generated people (${portraits.length * 6} photos) in ${((Date.now() - poolStarted) / 1000).toFixed(1)} s`);
  const started = Date.now();
  let last = 0;
  await seedMembers(database.db, {
    count,
    now: new Date(),
    batchSize: Number(values.batch),
    portraits,
    onProgress: (done) => {
      if (done - last >= 50_000 || done === count) {
        last = done;
        const s = (Date.now() - started) / 1000;
        console.warn(`${done.toLocaleString('en')} members in ${s.toFixed(1)} s (${Math.round(done / s).toLocaleString('en')}/s)`);
      }
    },
  });
  // Fresh statistics and a visibility map, so the first benchmark run plans and scans like later ones.
  await database.db.execute(sql`vacuum analyze`);
  console.warn(`done: ${count.toLocaleString('en')} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await created.close();
}
