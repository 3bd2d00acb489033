/**
 * The machine's floor for a benchmark, taken in the same run (issue 18): a bare Fastify hello-world in
 * its own process, loaded with the same tool and the same request schedule as the real API, so a
 * reader on another machine compares ratios; plus what the figures need beside them: a process's CPU
 * time from /proc and the load average.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
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
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      if (i > 100) {
        server.kill('SIGTERM');
        throw new Error('hello-world server did not start');
      }
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
  errors: number;
  /** The server process's user + system CPU ms per answered request. */
  cpuMsPerRequest: number | null;
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
  const result = await autocannon({ ...options, duration: seconds });
  const cpu = (await processCpuMs(pid)) - cpuBefore;
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
    loadBefore,
    loadAfter: load(),
  };
}

/** CPU ms with three decimals, or a dash. */
export const cpuText = (ms: number | null) => (ms === null ? '-' : ms.toFixed(3));
