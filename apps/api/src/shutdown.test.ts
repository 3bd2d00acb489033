import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@dating/db/testing';
import { signupBody } from '../test/factories.js';
import { freePort, serverProcessEnv } from '../test/ports.js';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/**
 * The real server process under load gets SIGTERM: requests it accepted finish, the pool closes
 * only after them, and the process exits cleanly. This is the seam between the HTTP server, the
 * in-flight handlers and the database that a unit test of one part cannot see.
 */
describe('shutdown under load', () => {
  // On a PostgreSQL server the process gets a copy of the test template; on PGlite its own DATA_DIR.
  let database: TestDatabase | undefined;
  let dataDir: string;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    const source = inject('dbSource');
    if (source.kind === 'postgres') database = await createTestDatabase(source);
    dataDir = await mkdtemp(join(tmpdir(), 'api-shutdown-'));
  });

  afterAll(async () => {
    server?.kill('SIGKILL');
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes accepted requests and exits 0 without touching a closed pool', async () => {
    const databaseUrl = database?.url;
    const port = await freePort();
    const output: string[] = [];
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        // The child inherits this environment (PATH, REDIS_URL ...); it reads its configuration through env.ts itself.
        // eslint-disable-next-line no-restricted-properties
        ...withoutDatabaseUrl(process.env),
        ...serverProcessEnv(port, dataDir),
        // The node works the job queue too: its running jobs and the queue's polling stop before the pool closes.
        JOBS: 'true',
        LOG_LEVEL: 'info',
        ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));

    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (await fetch(`${base}/api/settings.php`).then(() => true, () => false)) break;
      if (i > 150) throw new Error(`server did not start:\n${output.join('')}`);
      await new Promise((r) => setTimeout(r, 200));
    }

    const members = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const res = await fetch(`${base}/api/signup.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
          body: JSON.stringify(signupBody()),
        });
        expect(res.status).toBe(200);
        return { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
      }),
    );

    // Members keep reading and writing their profiles until the server stops answering.
    const statuses: number[] = [];
    let refused = 0;
    let stop = false;
    const client = async (cookie: string) => {
      while (!stop) {
        try {
          const read = await fetch(`${base}/api/profile.php`, { headers: { cookie, 'x-request-type': 'client' } });
          statuses.push(read.status);
          await read.arrayBuffer();
          const write = await fetch(`${base}/api/profile.php`, {
            method: 'PUT',
            headers: { cookie, 'content-type': 'application/json', 'x-request-type': 'client' },
            body: JSON.stringify({ description: `still here ${Date.now()}` }),
          });
          statuses.push(write.status);
          await write.arrayBuffer();
        } catch {
          refused++;
          return;
        }
      }
    };
    const load = members.flatMap((m) => [client(m.cookie), client(m.cookie)]);
    await new Promise((r) => setTimeout(r, 1_500));
    const before = statuses.length;
    server.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 15_000))]);
    stop = true;
    await Promise.all(load);
    const log = output.join('');

    expect(before, 'requests served before the signal').toBeGreaterThan(20);
    expect(code, log.slice(-2_000)).toBe(0);
    expect(log).not.toMatch(/Cannot use a pool after calling end/i);
    expect(log).not.toMatch(/"level":(50|60)/);
    // Requests in flight finished; ones that came after the signal were refused or told 503, never 500.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});
