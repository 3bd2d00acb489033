import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@dating/db/testing';
import { loadEnv } from './env.js';
import { signupBody } from '../test/factories.js';
import { freePort, serverProcessEnv } from '../test/ports.js';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The ids of the processes whose parent is `pid` (Linux /proc). */
async function childrenOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) found.push(Number(entry));
  }
  return found;
}

const until = async (what: string, check: () => Promise<boolean>, ms = 90_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe('WEB_CONCURRENCY: one API process per core', () => {
  const source = inject('dbSource');
  let database: TestDatabase | undefined;
  let dataDir: string;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-cluster-'));
    if (source.kind === 'postgres') database = await createTestDatabase(source);
  });
  afterAll(async () => {
    if (server?.pid) for (const pid of await childrenOf(server.pid)) process.kill(pid, 'SIGKILL');
    server?.kill('SIGKILL');
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses several processes without a database server and Redis to share', () => {
    const base = { NODE_ENV: 'test', WEB_CONCURRENCY: '2' };
    expect(() => loadEnv(base)).toThrow(/WEB_CONCURRENCY: several API processes need DATABASE_URL/);
    expect(() => loadEnv({ ...base, DATABASE_URL: 'postgres://x@127.0.0.1/db' })).toThrow(/REDIS_URL/);
    expect(() => loadEnv({ ...base, DATABASE_URL: 'postgres://x@127.0.0.1/db', REDIS_URL: 'redis://127.0.0.1:6379', JOBS: 'worker' })).toThrow(/JOBS=worker/);
    expect(loadEnv({ ...base, DATABASE_URL: 'postgres://x@127.0.0.1/db', REDIS_URL: 'redis://127.0.0.1:6379' }).webConcurrency).toBe(2);
  });

  it(
    source.kind === 'postgres'
      ? 'serves from two processes on one port, replaces one that dies, and ends them all on SIGTERM'
      : 'needs a PostgreSQL server (the embedded database belongs to one process)',
    async () => {
      if (!database?.url) return;
      const databaseUrl = database.url;
      const port = await freePort();
      const output: string[] = [];
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: {
          // The child inherits this environment (PATH ...); it reads its configuration through env.ts itself.
          // eslint-disable-next-line no-restricted-properties
          ...process.env,
          ...serverProcessEnv(port, dataDir),
          LOG_LEVEL: 'warn',
          DATABASE_URL: databaseUrl,
          // eslint-disable-next-line no-restricted-properties
          REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
          WEB_CONCURRENCY: '2',
          DATABASE_POOL_SIZE: '6',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = child;
      const pid = child.pid!;
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const base = `http://127.0.0.1:${port}`;
      const answers = () => fetch(`${base}/api/settings.php`).then((r) => r.ok, () => false);

      await until('two API processes answering', async () => (await answers()) && (await childrenOf(pid)).length === 2, 90_000).catch((e: Error) => {
        throw new Error(`${e.message}\n${output.join('')}`);
      });
      expect(output.join('')).toContain('2 API processes on port');
      expect(output.join('')).toContain('3 database connections each');
      const signup = await fetch(`${base}/api/signup.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
        body: JSON.stringify(signupBody()),
      });
      expect(signup.status).toBe(200);

      const [first] = await childrenOf(pid);
      process.kill(first!, 'SIGKILL');
      await until('a new process in place of the killed one', async () => {
        const now = await childrenOf(pid);
        return now.length === 2 && !now.includes(first!) && (await answers());
      }, 90_000).catch((e: Error) => {
        throw new Error(`${e.message}\n${output.join('').slice(-2_000)}`);
      });

      child.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 20_000))]);
      expect(code, output.join('').slice(-2_000)).toBe(0);
      expect(await answers()).toBe(false);
    },
    240_000,
  );
});
