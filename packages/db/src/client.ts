import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations, SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { closeCompanionPool } from './prepared.js';
import { NamedStatementClient } from './named-statements.js';

export type Schema = typeof schema;
/** The database handle every service takes first; the same type for PostgreSQL and PGlite. */
export type Db = PgDatabase<PgQueryResultHKT, Schema> & {
  /** The driver under drizzle: a node-postgres pool, or the embedded PGlite engine. */
  $client: pg.Pool | PGlite;
};
/** An open transaction of a Db. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a service that may run inside the caller's transaction takes: the database or a transaction of it. */
export type DbOrTx = Db | Tx;

/**
 * The rows of a hand-written statement, typed by the caller. Both drivers (node-postgres and PGlite)
 * answer `execute` with `{ rows }`; drizzle types that answer per driver, so this is the one place that
 * says so.
 */
export async function rows<T extends Record<string, unknown>>(db: DbOrTx, query: SQLWrapper): Promise<T[]> {
  // With the driver-generic Db the answer's type is unknown; at run time it is pg's or PGlite's `{ rows }`.
  const result = (await db.execute<T>(query)) as { rows: T[] };
  return result.rows;
}

/** How long a query waits for a pooled connection (or for a new one to open) before failing. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * How long a pooled connection may sit idle before the pool closes it: five minutes, not pg-pool's ten
 * seconds. A connection holds what a hot path needs ready (its named prepared statements and their
 * plans, the backend's catalog caches); closed after a lull of ten seconds, the next burst opened new
 * ones and parsed, planned and cached everything again while requests queued behind it (decision 082:
 * bench:chat's first second after a 25-second lull delivered at 400 ms). A site quiet for five minutes
 * still gives its connections back.
 */
export const IDLE_TIMEOUT_MS = 300_000;

/**
 * A connection the server cuts (restart, pg_terminate_backend, network) emits 'error' on its client.
 * The pool listens only while the client is idle; one checked out (in a transaction, between two
 * statements) would have nobody listening, and an unheard 'error' ends the process. So every client
 * gets its own listener for its whole life: the statement in flight fails (and the request with it),
 * the pool drops the broken client, and the next request gets a fresh connection.
 */
export function guardPool(pool: pg.Pool, onError: (error: Error) => void = () => {}): void {
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
}

export interface Database {
  db: Db;
  /** 'postgres' for a server reached by URL, 'pglite' for the embedded engine. */
  kind: 'postgres' | 'pglite';
  /** Applies every committed migration that has not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { url: string; poolSize?: number }
  /** dataDir: a folder that keeps the data between runs; omitted = in memory. */
  | { pglite: true; dataDir?: string };

/** The committed SQL migrations: `db/migrations` at the repository root (found from here, bundled or not). */
export function findMigrationsDir(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(start);
  for (;;) {
    const candidate = join(dir, 'db', 'migrations');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No db/migrations folder found above ${start}`);
    dir = parent;
  }
}

export async function openDatabase(config: DatabaseConfig, migrationsFolder = findMigrationsDir()): Promise<Database> {
  if ('url' in config) {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      Client: NamedStatementClient,
      // While the server is away, a call waiting for a connection fails after this instead of hanging.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: IDLE_TIMEOUT_MS,
    });
    guardPool(pool);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: async () => {
        await closeCompanionPool(pool);
        await pool.end();
      },
    };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create(config.dataDir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
