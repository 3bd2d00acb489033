/**
 * Fault script (not a test): restarts PostgreSQL under load and checks that the API lives through it.
 *
 * It starts its OWN PostgreSQL 15 cluster (initdb/pg_ctl from FAULT_PG_BIN, as the postgres user when
 * run as root) on FAULT_PG_PORT under /tmp — never the shared server — starts the built API on it,
 * and runs FAULT_WORKERS clients that send messages (each charged) and read their chat list. Then it
 * restarts PostgreSQL twice (`pg_ctl stop -m fast`, then `-m immediate`; down FAULT_DOWN_SECONDS each)
 * and checks:
 *   - the API process is alive afterwards and answers its health check;
 *   - calls made while the database was away got 503 with Retry-After (not 500, not hung);
 *   - the time from the database being back to the first answered call (must be < 5 s);
 *   - every acknowledged send is stored and charged exactly once (0 lost, 0 duplicated);
 *   - each member's balance equals the sum of their ledger.
 *
 *   pnpm --filter @dating/api build && pnpm --filter @dating/api bench:fault-db
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { ensureReferenceData, openDatabase, rows } from '@dating/db';
import { loadEnv } from '../src/env.js';
import { hashToken } from '../src/lib/tokens.js';
import { seedMembers } from '../src/seed/members.js';
import { startApi } from './support.js';

const run = promisify(execFile);
const env = loadEnv();
const knob = (name: string, fallback: number) => Number(env.raw[name] ?? fallback);
const pgBin = env.raw.FAULT_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const pgPort = knob('FAULT_PG_PORT', 55432);
const apiPort = knob('FAULT_API_PORT', 3961);
const workers = knob('FAULT_WORKERS', 16);
const members = knob('FAULT_MEMBERS', 60);
const downSeconds = knob('FAULT_DOWN_SECONDS', 3);
const steadySeconds = knob('FAULT_STEADY_SECONDS', 5);
/** A call not answered within this long counts as hung. */
const hangMs = knob('FAULT_HANG_MS', 15_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

// ---- the private PostgreSQL cluster ------------------------------------------------------------
const asRoot = process.getuid?.() === 0;
const clusterDir = await mkdtemp(join(tmpdir(), 'fault-pg-'));
const dataDir = join(clusterDir, 'data');
/** Runs a PostgreSQL program, as the postgres user when this script runs as root (initdb refuses root). */
async function pg(program: string, args: string[]) {
  const command = join(pgBin, program);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}
const pgCtl = (...args: string[]) => pg('pg_ctl', ['-D', dataDir, '-l', join(clusterDir, 'server.log'), ...args]);

if (asRoot) {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  await chown(clusterDir, Number(stdout.trim()), Number(gid.trim()));
}
await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
const pgOptions = `-p ${pgPort} -k ${clusterDir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
await pgCtl('-w', '-o', pgOptions, 'start');
const url = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
console.log(`private PostgreSQL 15 on port ${pgPort} (${clusterDir})`);

// ---- members with credits and sessions ---------------------------------------------------------
const setup = await openDatabase({ url });
await setup.migrate();
await ensureReferenceData(setup.db);
await seedMembers(setup.db, { count: members, now: new Date(), runId: 'fault', fictionalShare: 0 });
const ids = (await rows<{ id: number }>(setup.db, sql`select id from users where email like 'seed-fault-%' order by id`)).map((r) => Number(r.id));
await setup.db.execute(sql`update users set paid_user = true, credits = 1000000`);
await setup.db.execute(sql`insert into credit_ledger (user_id, amount, balance_after, reason, reference) select id, 1000000, 1000000, 'adjustment', 'fault' from users`);
const tokens = ids.map(() => randomBytes(24).toString('base64url'));
await setup.db.execute(sql`insert into sessions (user_id, token_hash, expires_at)
  select u, decode(h, 'hex'), now() + interval '1 day'
  from unnest(${sql.param(ids)}::int[], ${sql.param(tokens.map((t) => hashToken(t).toString('hex')))}::text[]) as t(u, h)`);
await setup.close();

// ---- load ---------------------------------------------------------------------------------------
interface Call {
  kind: 'send' | 'read';
  start: number;
  end: number;
  /** 0: no answer (connection error); -1: not answered within hangMs. */
  status: number;
  retryAfter: string | null;
  code: string | null;
  body?: string;
  messageId?: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: workers * 2 });
function call(method: 'GET' | 'POST', path: string, cookie: string, payload?: string): Promise<{ status: number; retryAfter: string | null; json: unknown }> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port: apiPort, path, method, agent, headers: { cookie, ...(payload && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let json: unknown = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString());
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, retryAfter: (res.headers['retry-after'] as string | undefined) ?? null, json });
        });
      },
    );
    req.setTimeout(hangMs, () => {
      req.destroy();
      resolve({ status: -1, retryAfter: null, json: null });
    });
    req.on('error', () => resolve({ status: 0, retryAfter: null, json: null }));
    req.end(payload);
  });
}

const calls: Call[] = [];
let loading = true;
async function worker(w: number) {
  let n = 0;
  while (loading) {
    const from = (w + n * workers) % ids.length;
    const cookie = `sid=${tokens[from]}`;
    const start = now();
    let record: Call;
    if (n % 3 === 2) {
      const res = await call('GET', '/api/chats.php', cookie);
      record = { kind: 'read', start, end: now(), status: res.status, retryAfter: res.retryAfter, code: (res.json as { code?: string } | null)?.code ?? null };
    } else {
      const to = ids[(from + 1 + (n % (ids.length - 1))) % ids.length]!;
      const body = `fault ${w} ${n} ${randomBytes(4).toString('hex')}`;
      const res = await call('POST', '/api/messages.php', cookie, JSON.stringify({ profile_id: to, body }));
      const json = res.json as { message?: { id: number }; code?: string } | null;
      record = { kind: 'send', start, end: now(), status: res.status, retryAfter: res.retryAfter, code: json?.code ?? null, body, messageId: json?.message?.id };
    }
    calls.push(record);
    n++;
    // A client that was told to wait backs off a little (not the whole Retry-After: recovery is measured).
    if (record.status !== 200) await sleep(100);
  }
}

/** CPU seconds the API process has used (user + system), from /proc. */
async function apiCpuSeconds(pid: number): Promise<number> {
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(stat[11]) + Number(stat[12])) / 100;
}

const apiData = await mkdtemp(join(tmpdir(), 'fault-api-'));
const server = await startApi(env, { port: apiPort, databaseUrl: url, dataDir: apiData, extraEnv: { RATE_LIMIT_SCALE: '100000', MIGRATE_ON_START: 'false' } });
const load1Before = loadavg()[0]!;
const cpuBefore = await apiCpuSeconds(server.pid!);
const wallStart = now();
let exitedWith: string | null = null;
server.on('exit', (code, signal) => (exitedWith = `${code ?? signal}`));

interface Restart {
  mode: 'fast' | 'immediate';
  stopAt: number;
  backAt: number;
}
const restarts: Restart[] = [];
const running = Array.from({ length: workers }, (_, w) => worker(w));
try {
  await sleep(steadySeconds * 1000);
  for (const mode of ['fast', 'immediate'] as const) {
    const stopAt = now();
    await pgCtl('-w', '-m', mode, 'stop');
    await sleep(downSeconds * 1000);
    await pgCtl('-w', '-o', pgOptions, 'start');
    restarts.push({ mode, stopAt, backAt: now() });
    await sleep(steadySeconds * 1000);
  }
} finally {
  loading = false;
  await Promise.all(running);
}
const wallSeconds = (now() - wallStart) / 1000;
const cpuSeconds = (await apiCpuSeconds(server.pid!).catch(() => Number.NaN)) - cpuBefore;
const load1After = loadavg()[0]!;

// ---- checks -------------------------------------------------------------------------------------
const health = await call('GET', '/api/health.php', '');
const alive = exitedWith === null && health.status === 200;
const exitBeforeStop = exitedWith;

const count = (list: Call[], test: (c: Call) => boolean) => list.filter(test).length;
const perRestart = restarts.map((r, i) => {
  const until = restarts[i + 1]?.stopAt ?? Infinity;
  const gap = calls.filter((c) => c.end >= r.stopAt && c.start <= r.backAt);
  const firstOk = calls.filter((c) => c.start >= r.backAt && c.start < until && c.status === 200).reduce((min, c) => Math.min(min, c.end), Infinity);
  return {
    mode: r.mode,
    downMs: Math.round(r.backAt - r.stopAt),
    callsInGap: gap.length,
    gap503WithRetryAfter: count(gap, (c) => c.status === 503 && c.code === 'service_unavailable' && c.retryAfter !== null),
    gap500: count(gap, (c) => c.status >= 500 && c.status !== 503),
    gap503WithoutRetryAfter: count(gap, (c) => c.status === 503 && c.retryAfter === null),
    gapHung: count(gap, (c) => c.status === -1),
    gapNoAnswer: count(gap, (c) => c.status === 0),
    gapOther: count(gap, (c) => c.status !== 200 && c.status !== 503 && c.status > 0 && c.status < 500),
    gap200: count(gap, (c) => c.status === 200),
    slowestGapAnswerMs: Math.round(gap.reduce((max, c) => Math.max(max, c.end - Math.max(c.start, r.stopAt)), 0)),
    recoveryMs: Math.round(firstOk - r.backAt),
  };
});

const sends = calls.filter((c) => c.kind === 'send');
const acked = sends.filter((c) => c.status === 200 && c.messageId);
const notAcked = sends.filter((c) => c.status !== 200);
const check = await openDatabase({ url });
const stored = await rows<{ id: number; body: string; charges: number }>(
  check.db,
  sql`select m.id, m.body, (select count(*)::int from credit_ledger l where l.reference = 'message:' || m.id) as charges
      from messages m where m.body like 'fault %'`,
);
const byBody = new Map<string, { id: number; charges: number }[]>();
for (const row of stored) byBody.set(row.body, [...(byBody.get(row.body) ?? []), { id: Number(row.id), charges: row.charges }]);
const lost = acked.filter((c) => !(byBody.get(c.body!) ?? []).some((m) => m.id === c.messageId && m.charges === 1)).length;
const duplicated = [...byBody.values()].filter((list) => list.length > 1 || list.some((m) => m.charges > 1)).length;
const committedButRefused = notAcked.filter((c) => byBody.has(c.body!)).length;
const [ledger] = await rows<{ mismatched: number; members: number }>(
  check.db,
  sql`select count(*) filter (where u.credits <> coalesce(l.total, 0))::int as mismatched, count(*)::int as members
      from users u left join (select user_id, sum(amount) as total from credit_ledger group by user_id) l on l.user_id = u.id`,
);
await check.close();

server.kill('SIGTERM');
await sleep(500);
await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
await rm(clusterDir, { recursive: true, force: true });
await rm(apiData, { recursive: true, force: true });

const summary = {
  cores: cpus().length,
  load1: { before: load1Before, after: load1After },
  wallSeconds: Math.round(wallSeconds),
  apiCpuSeconds: Math.round(cpuSeconds * 10) / 10,
  apiCpuShare: `${Math.round((cpuSeconds / wallSeconds) * 100)}% of one core`,
  calls: calls.length,
  sendsAcknowledged: acked.length,
  sendsRefused: notAcked.length,
  apiAlive: alive,
  apiExitedWith: exitBeforeStop,
  restarts: perRestart,
  lostAcknowledgedSends: lost,
  duplicatedSendsOrCharges: duplicated,
  committedButAnsweredError: committedButRefused,
  ledgerMismatches: ledger?.mismatched ?? -1,
  members: ledger?.members ?? 0,
};
console.log(JSON.stringify(summary, null, 2));

const failures = [
  !alive && 'the API process is not alive',
  ...perRestart.flatMap((r) => [
    r.gap500 > 0 && `${r.mode}: ${r.gap500} answers of 500 while the database was away`,
    r.gapHung > 0 && `${r.mode}: ${r.gapHung} calls hung`,
    r.gapNoAnswer > 0 && `${r.mode}: ${r.gapNoAnswer} calls without an answer`,
    r.gap503WithoutRetryAfter > 0 && `${r.mode}: 503 without Retry-After`,
    r.gap503WithRetryAfter === 0 && `${r.mode}: no call met the gap (no 503 seen)`,
    !(r.recoveryMs < 5000) && `${r.mode}: serving again took ${r.recoveryMs} ms`,
  ]),
  lost > 0 && `${lost} acknowledged sends lost`,
  duplicated > 0 && `${duplicated} sends or charges duplicated`,
  (ledger?.mismatched ?? 1) > 0 && 'balances differ from the ledger',
].filter(Boolean);
if (failures.length > 0) {
  console.error(`FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('OK: the API lived through both restarts');
process.exit(0);
