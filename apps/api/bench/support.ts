/** What both benchmark scripts need: a database of their own on the server, and the built API started on it. */
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { ensureReferenceData, openDatabase, type Database } from '@dating/db';
import type { Env } from '../src/env.js';

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One statement on the server's admin database (create or drop a database). */
export async function adminQuery(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database `name` on the server (dropped first if a previous run left it), with the reference data. */
export async function scratchDatabase(adminUrl: string, name: string): Promise<{ url: string; database: Database }> {
  await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ url });
  await database.migrate();
  await ensureReferenceData(database.db);
  return { url, database };
}

/**
 * Starts the built API (dist/server.js; of `apiDir`, another checkout's apps/api, when given) in its own process on `port`, without jobs or demo data,
 * with BENCH_NODE_ARGS (or `nodeArgs`) as Node options, and waits until it answers its health check.
 */
export async function startApi(
  env: Env,
  options: { port: number; databaseUrl: string; dataDir: string; extraEnv?: Record<string, string>; apiDir?: string; nodeArgs?: string },
): Promise<ChildProcess> {
  const nodeArgs = (options.nodeArgs ?? env.raw.BENCH_NODE_ARGS)?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeArgs, 'dist/server.js'], {
    cwd: options.apiDir ?? new URL('..', import.meta.url).pathname,
    env: {
      ...env.raw,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JOBS: 'false',
      NODE_ENV: 'production',
      ...options.extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/api/health.php`)).ok) return server;
    } catch {
      if (i > 150) {
        server.kill('SIGTERM');
        throw new Error('API did not start');
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
