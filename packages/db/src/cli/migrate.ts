/**
 * `pnpm db:migrate`: applies the committed migrations (db/migrations) that have not run yet.
 * To a PostgreSQL server when DATABASE_URL is set, otherwise to the embedded database that
 * `npm start` uses (DATA_DIR/pglite, DATA_DIR defaulting to .data at the repository root).
 * The server applies the same files on start (MIGRATE_ON_START); this is for doing it ahead of a deploy.
 */
import { join, resolve } from 'node:path';
import { findMigrationsDir, openDatabase } from '../client.js';

const url = process.env.DATABASE_URL;
const migrations = findMigrationsDir();
const dataDir = resolve(migrations, '..', '..', process.env.DATA_DIR ?? '.data');
const database = url ? await openDatabase({ url, poolSize: 1 }) : await openDatabase({ pglite: true, dataDir: join(dataDir, 'pglite') });
try {
  await database.migrate();
  console.warn(`migrations applied (${database.kind}${url ? '' : ` in ${join(dataDir, 'pglite')}`})`);
} finally {
  await database.close();
}
