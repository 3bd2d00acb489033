/**
 * The machine's floor for a benchmark, taken in the same run (issue 18): a bare Fastify hello-world in
 * its own process, loaded with the same tool and the same request schedule as the real API, so a
 * reader on another machine compares ratios; plus what the figures need beside them: a process's CPU
 * time from /proc and the load average.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/**
 * Starts a bare Fastify server (the API's own Fastify version, no plugins) on `port` in its own
 * process: every POST answers `{}` after reading a JSON or form body, GET / answers hello world.
 */
export async function startHelloWorld(port: number): Promise<ChildProcess> {
  const code = `
    const app = require('fastify')({ logger: false });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body))));
    app.get('/', async () => ({ hello: 'world' }));
    app.post('/*', async () => ({}));
    app.listen({ port: ${port}, host: '127.0.0.1' }).catch((e) => { console.error(e); process.exit(1); });
  `;
  const server = spawn(process.execPath, ['-e', code], { cwd: new URL('..', import.meta.url).pathname, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForServer(server, `http://127.0.0.1:${port}/`, 'hello-world');
  return server;
}

/** A statement as the API runs it: its prepared statement's name, its text and its values. */
export interface FloorStatement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * Starts the least a server on the project's stack can do for an answer that needs the database: a bare
 * Fastify (no plugins, no hooks) with a `pg` pool of `poolSize` connections, running the API's own statements
 * as named prepared statements and answering their first row as JSON. With `session`, a request with a `sid`
 * cookie first hashes its value with SHA-256 and runs that statement ($1 the hash, $2 the time; 403 without
 * a row), as the API's member lookup does. With `statements`, the request's URL (and, with a session, a
 * space and the cookie's value) picks the statement to run next; without them every request needs the
 * cookie and the answer is
 * `{ user: <the session's row> }`; `genericPlan` runs the statements as the API runs its search statements (a
 * companion pool of half as many connections with one generic plan per statement). What Fastify and node-postgres alone cost for the same round trips on
 * this machine, taken in the same run: nothing the product adds (sessions touched, headers, the
 * contract's answer, cards presented).
 */
export async function startDatabaseFloor(
  port: number,
  options: { url: string; poolSize: number; session?: string; statements?: Record<string, FloorStatement>; genericPlan?: boolean },
): Promise<ChildProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-floor-'));
  const file = join(dir, 'statements.json');
  await writeFile(file, JSON.stringify(options.statements ?? null));
  const code = `
    const { createHash } = require('node:crypto');
    const { readFileSync } = require('node:fs');
    const pg = require('pg');
    const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: ${Math.trunc(options.poolSize)} });
    // As the API's search statements: a companion pool of half as many connections, one generic plan per statement.
    const statementPool = ${options.genericPlan ? `new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: ${Math.max(1, Math.ceil(options.poolSize / 2))}, options: '-c plan_cache_mode=force_generic_plan' })` : 'pool'};
    const session = process.env.FLOOR_SESSION || null;
    const statements = JSON.parse(readFileSync(process.env.FLOOR_STATEMENTS, 'utf8'));
    const app = require('fastify')({ logger: false });
    app.get('/*', async (request, reply) => {
      let sid = null;
      let user = null;
      if (session) sid = /(?:^|; *)sid=([^;]*)/.exec(request.headers.cookie ?? '')?.[1] ?? null;
      // Without statements every request is a member's; with them a request without the cookie is a visitor's.
      if (session && !sid && !statements) return reply.code(403).send({ message: 'no session' });
      if (sid) {
        const hash = createHash('sha256').update(sid).digest();
        user = (await pool.query({ name: 'floor_session', text: session, values: [hash, new Date().toISOString()] })).rows[0];
        if (!user) return reply.code(403).send({ message: 'no session' });
      }
      if (!statements) return { user };
      const statement = statements[sid ? request.url + ' ' + sid : request.url];
      if (!statement) return reply.code(404).send({ message: 'no statement for ' + request.url });
      return (await statementPool.query(statement)).rows[0];
    });
    app.listen({ port: ${port}, host: '127.0.0.1' }).catch((e) => { console.error(e); process.exit(1); });
  `;
  const server = spawn(process.execPath, ['-e', code], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, FLOOR_DATABASE_URL: options.url, FLOOR_SESSION: options.session ?? '', FLOOR_STATEMENTS: file },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(server, `http://127.0.0.1:${port}/`, 'the stack floor', (status) => status === 403 || status === 404);
  return server;
}

/** Waits until `url` answers (a 2xx, or a status `accept` takes); stops the process and throws after about ten seconds. */
async function waitForServer(server: ChildProcess, url: string, name: string, accept: (status: number) => boolean = () => false): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      const response = await fetch(url);
      if (response.ok || accept(response.status)) return;
    } catch {
      // Not listening yet.
    }
    if (i > 100) {
      server.kill('SIGTERM');
      throw new Error(`${name} server did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** User and system CPU milliseconds a process has used so far (Linux /proc/<pid>/stat, clock ticks of 10 ms). */
export async function processCpu(pid: number): Promise<{ user: number; system: number }> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start at field 3; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

/** User + system CPU milliseconds a process has used so far. */
export async function processCpuMs(pid: number): Promise<number> {
  const { user, system } = await processCpu(pid);
  return user + system;
}

/** CPU ms each PostgreSQL server process on this machine (every /proc/<pid> whose command is `postgres`) has used so far. */
export async function postgresCpu(): Promise<Map<string, number>> {
  const byPid = new Map<string, number>();
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes(' (postgres) ')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byPid;
}

/**
 * PostgreSQL's CPU ms between two readings: each process's growth, a process started in between
 * counted whole. A backend that exited in between takes its CPU with it, so the figure can only
 * undercount: bounds computed from it are generous.
 */
export function postgresCpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let ms = 0;
  for (const [pid, now] of after) ms += Math.max(0, now - (before.get(pid) ?? 0));
  return ms;
}

/** CPU ms this process (the load generator) has used so far. */
function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** "1.23 / 0.98 / 0.50": the 1, 5 and 15 minute load averages. */
export function load(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
}

/** One measured load of one server: throughput, latency, errors, the server's CPU per request and the load average around it. */
export interface Arm {
  label: string;
  requests: number;
  rate: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  /** The slowest request (pgbench arms; autocannon's are not kept). */
  max?: number;
  errors: number;
  /** The server process's user + system CPU ms per answered request. */
  cpuMsPerRequest: number | null;
  /** PostgreSQL's CPU ms per answered request (all its processes on this machine; autocannon arms). */
  dbCpuMsPerRequest?: number | null;
  /** The load generator's own CPU ms per answered request (autocannon arms). */
  generatorCpuMsPerRequest?: number | null;
  loadBefore: string;
  loadAfter: string;
}

/**
 * Loads one server with autocannon: `warmup` seconds unmeasured (the JIT, pooled connections and
 * their statements), then `seconds` measured, reading the process's CPU time before and after.
 */
export async function measureArm(label: string, options: autocannon.Options, pid: number, seconds: number, warmup: number): Promise<Arm> {
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const loadBefore = load();
  const cpuBefore = await processCpuMs(pid);
  const dbBefore = await postgresCpu();
  const generatorBefore = ownCpuMs();
  const result = await autocannon({ ...options, duration: seconds });
  const generator = ownCpuMs() - generatorBefore;
  const cpu = (await processCpuMs(pid)) - cpuBefore;
  const db = postgresCpuBetween(dbBefore, await postgresCpu());
  // autocannon's types list fewer percentiles than it reports (p97_5 is missing): read them by name.
  const l = result.latency as unknown as Record<string, number>;
  return {
    label,
    requests: result.requests.total,
    rate: result.requests.average,
    p50: l.p50!,
    p90: l.p90!,
    p97_5: l.p97_5!,
    p99: l.p99!,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuMsPerRequest: result.requests.total > 0 ? cpu / result.requests.total : null,
    dbCpuMsPerRequest: result.requests.total > 0 ? db / result.requests.total : null,
    generatorCpuMsPerRequest: result.requests.total > 0 ? generator / result.requests.total : null,
    loadBefore,
    loadAfter: load(),
  };
}

/**
 * The machine's CPU budget for one arm: requests per second the cores could serve if the API cost no more
 * CPU per request than the bare hello-world's server (`floorCpuMs`), PostgreSQL's and the load generator's
 * CPU per request staying as measured. A ratio to hello-world above ceiling / hello-world's rate is out of reach.
 */
export function cpuCeiling(floorCpuMs: number, arm: Pick<Arm, 'dbCpuMsPerRequest' | 'generatorCpuMsPerRequest'>): number {
  return (availableParallelism() * 1000) / (floorCpuMs + (arm.dbCpuMsPerRequest ?? 0) + (arm.generatorCpuMsPerRequest ?? 0));
}

/** CPU ms with three decimals, or a dash. */
export const cpuText = (ms: number | null) => (ms === null ? '-' : ms.toFixed(3));

/**
 * Runs pgbench (`-M prepared`, 2 threads) with `script` on `url`: `clients` connections for `seconds`
 * after `warmup` seconds unmeasured, at most `rate` transactions per second when given (`-R`, a fixed
 * schedule like the chat benchmark's). Latencies come from pgbench's per-transaction log; pgbench's own
 * CPU is not the database's, so the row has no CPU per request.
 */
export async function pgbenchArm(
  label: string,
  options: { pgbench: string; url: string; script: string; clients: number; seconds: number; warmup: number; rate?: number },
): Promise<Arm> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-pgbench-'));
  const script = join(dir, 'script.sql');
  await writeFile(script, options.script);
  const common = ['-n', '-M', 'prepared', '-f', script, '-c', String(options.clients), '-j', '2', ...(options.rate ? ['-R', String(options.rate)] : [])];
  // Warm-up: the connections' prepared statements and the buffers.
  if (options.warmup > 0) await run(options.pgbench, [...common, '-T', String(options.warmup), options.url]);
  const loadBefore = load();
  const out = await run(options.pgbench, [...common, '-T', String(options.seconds), '-l', `--log-prefix=${join(dir, 'log')}`, options.url]);
  const loadAfter = load();
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? /tps = ([\d.]+)/.exec(out)?.[1]);
  const failedMatch = /number of failed transactions: (\d+)/.exec(out);
  const latencies: number[] = [];
  for (const file of await readdir(dir)) {
    if (!file.startsWith('log')) continue;
    // Each line: client id, transaction number, latency in microseconds, ...
    for (const line of (await readFile(join(dir, file), 'utf8')).split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (Number.isFinite(micros) && line) latencies.push(micros / 1000);
    }
  }
  latencies.sort((a, b) => a - b);
  const pct = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 100) / 100;
  return {
    label,
    requests: latencies.length,
    rate: tps,
    p50: pct(0.5),
    p90: pct(0.9),
    p97_5: pct(0.975),
    p99: pct(0.99),
    max: Math.round((latencies.at(-1) ?? 0) * 100) / 100,
    errors: Number(failedMatch?.[1] ?? 0),
    cpuMsPerRequest: null,
    loadBefore,
    loadAfter,
  };
}

/** Runs a command to its end; resolves with its output, rejects with it when the exit code is not 0. */
export function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}: ${out}`))));
  });
}
