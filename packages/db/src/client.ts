import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { closeCompanionPool } from './prepared.js';

export type Schema = typeof schema;
/** The database handle every service takes first; the same type for PostgreSQL and PGlite. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

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

/** Distinct statement texts given a name; beyond this, statements run unnamed (planned every time). */
const MAX_NAMED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A pg client that turns every parameterised statement into a named prepared statement (named by a
 * hash of its text), so PostgreSQL parses it once per connection and can keep its plan, instead of
 * parsing and planning drizzle's statements anew on every call. Measured on the chat send path,
 * parse and bind (planning) were three quarters of PostgreSQL's time. Statements without values
 * (BEGIN, COMMIT, migrations) stay as they are.
 */
class NamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && !('name' in config && config.name) && 'text' in config && typeof config.text === 'string') {
      const values = (config as { values?: unknown[] }).values ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined);
      const name = values && values.length > 0 ? statementName(config.text) : undefined;
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export async function openDatabase(config: DatabaseConfig, migrationsFolder = findMigrationsDir()): Promise<Database> {
  if ('url' in config) {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10, Client: NamedStatementClient });
    // A broken idle connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
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
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
