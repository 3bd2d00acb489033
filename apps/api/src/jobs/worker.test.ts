import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ensureReferenceData, users } from '@dating/db';
import { createTestDatabase, type TestDatabase } from '@dating/db/testing';
import { signUp } from '../../test/factories.js';
import { buildApp } from '../app.js';
import { createDeps, type CreatedDeps } from '../create-deps.js';
import { loadEnv } from '../env.js';
import { freePort } from '../../test/ports.js';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The real server process with JOBS=worker, as compose's worker service runs it. */
function startWorker(env: Record<string, string>): { child: ChildProcess; output: string[]; exited: Promise<number | null> } {
  // The child inherits PATH, REDIS_URL ...; it reads its configuration through env.ts itself.
  // eslint-disable-next-line no-restricted-properties
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...inherited, NODE_ENV: 'test', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info', JOBS: 'worker', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

describe('JOBS=worker', () => {
  const source = inject('dbSource');
  let dataDir: string;
  let database: TestDatabase | undefined;
  let api: { app: FastifyInstance; created: CreatedDeps } | undefined;
  let worker: ReturnType<typeof startWorker> | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-worker-'));
    if (source.kind !== 'postgres') return;
    database = await createTestDatabase(source);
    await ensureReferenceData(database.db);
    // An API node (JOBS=false: it only sends) on the worker's database.
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web'), RATE_LIMIT_SCALE: '1000', JOBS: 'false' });
    const created = await createDeps(env, { database });
    const app = await buildApp(created.deps, { logger: false });
    await app.ready();
    api = { app, created };
  });
  afterAll(async () => {
    worker?.child.kill('SIGKILL');
    await api?.app.close();
    await api?.created.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    source.kind === 'postgres'
      ? 'works the jobs API nodes send, answers nothing but the health check, and stops cleanly'
      : 'is refused on the embedded PGlite, whose one process works the queue itself',
    async () => {
      const port = await freePort();
      if (!database?.url || !api) {
        worker = startWorker({ PORT: String(port), DATA_DIR: dataDir });
        expect(await worker.exited).toBe(1);
        expect(worker.output.join('')).toContain('JOBS: worker needs DATABASE_URL');
        return;
      }

      // A member deleted their account 15 days ago.
      const { body, cookie, user } = await signUp(api.app);
      const removed = await api.app.inject({ method: 'POST', url: '/api/account-delete.php', payload: { reason: 'other', password: body.password }, headers: { cookie } });
      expect(removed.statusCode).toBe(200);
      await database.db.update(users).set({ deletedAt: sql`now() - interval '15 days'` }).where(eq(users.id, user.id));

      worker = startWorker({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: database.url });
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        const health = await fetch(`${base}/api/health.php`).catch(() => null);
        if (health?.ok) {
          expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
          break;
        }
        if (i > 150) throw new Error(`worker did not start:\n${worker.output.join('')}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      // No API, no site, no sign-up on a worker.
      for (const [method, path] of [['GET', '/api/settings.php'], ['POST', '/api/signup.php'], ['GET', '/']] as const) {
        expect((await fetch(`${base}${path}`, { method })).status, `${method} ${path}`).toBe(404);
      }

      // The API node sends the purge; the worker runs it.
      await api.app.jobs.send('purge-deleted-accounts', {});
      for (let i = 0; ; i++) {
        const [row] = await database.db.select({ purgedAt: users.purgedAt }).from(users).where(eq(users.id, user.id));
        if (row?.purgedAt) break;
        if (i > 100) throw new Error(`purge did not run:\n${worker.output.join('')}`);
        await new Promise((r) => setTimeout(r, 200));
      }

      worker.child.kill('SIGTERM');
      const code = await Promise.race([worker.exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 15_000))]);
      const log = worker.output.join('');
      expect(code, log.slice(-2_000)).toBe(0);
      expect(log).toMatch(/"job":"purge-deleted-accounts".*"msg":"job done"/);
      expect(log).not.toMatch(/"level":(50|60)/);
    },
    60_000,
  );
});
