import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client.js';

/**
 * Where integration tests get their PostgreSQL (design: "Tests"):
 * DATABASE_URL first, a throwaway container when a Docker engine exists, PGlite last.
 * The global setup migrates one template database; each test file then gets its own copy,
 * so files run in parallel and never see each other's rows.
 */
export type TestDatabaseSource =
  | { kind: 'postgres'; adminUrl: string; template: string }
  | { kind: 'pglite' };

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface PreparedTemplate {
  source: TestDatabaseSource;
  /** Drops the template and stops a container the setup started. */
  teardown(): Promise<void>;
}

async function startContainer(): Promise<{ url: string; stop(): Promise<void> } | null> {
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
  } catch {
    return null; // no container runtime here
  }
}

export async function prepareTemplate(databaseUrl: string | undefined): Promise<PreparedTemplate> {
  let adminUrl = databaseUrl;
  let stop = async () => {};
  if (!adminUrl) {
    const container = await startContainer();
    if (!container) return { source: { kind: 'pglite' }, teardown: async () => {} };
    adminUrl = container.url;
    stop = container.stop;
  }
  const template = `tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  const database = await openDatabase({ url: withDatabase(adminUrl, template), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const url = adminUrl;
  return {
    source: { kind: 'postgres', adminUrl: url, template },
    teardown: async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await stop();
    },
  };
}

export interface TestDatabase extends Database {
  /** The URL of this file's own database (postgres only), e.g. to start a second API node. */
  url: string | null;
}

/** A fresh, migrated database for one test file; `close()` drops it. */
export async function createTestDatabase(source: TestDatabaseSource): Promise<TestDatabase> {
  if (source.kind === 'pglite') {
    const database = await openDatabase({ pglite: true });
    await database.migrate();
    return { ...database, url: null };
  }
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(source.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${source.template}"`);
      break;
    } catch (error) {
      // Two copies of one template started at the same instant: try again shortly.
      if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
    }
  }
  const url = withDatabase(source.adminUrl, name);
  const database = await openDatabase({ url, poolSize: 5 });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await adminQuery(source.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export interface TestEngine {
  name: string;
  /** A PostgreSQL server (DATABASE_URL), as opposed to embedded PGlite. */
  server: boolean;
  /** A fresh, migrated database on this engine. */
  open: () => Promise<Database>;
}

/**
 * The engines a package test runs on: PGlite always, and the PostgreSQL server of `serverUrl`
 * (DATABASE_URL) when given. Call `teardown` after all tests to drop the server's template.
 */
export function testEngines(serverUrl: string | undefined): { engines: TestEngine[]; teardown: () => Promise<void> } {
  let template: PreparedTemplate | undefined;
  const engines: TestEngine[] = [
    {
      name: 'PGlite',
      server: false,
      open: async () => {
        const db = await openDatabase({ pglite: true });
        await db.migrate();
        return db;
      },
    },
  ];
  if (serverUrl) {
    engines.push({
      name: 'PostgreSQL server',
      server: true,
      open: async () => {
        template ??= await prepareTemplate(serverUrl);
        return createTestDatabase(template.source);
      },
    });
  }
  return { engines, teardown: async () => void (await template?.teardown()) };
}
