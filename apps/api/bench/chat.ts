/**
 * Chat delivery benchmark (a script, not a test): BENCH_SOCKETS members (default 1,000) each hold a
 * WebSocket; members send messages to each other through POST /api/messages.php at BENCH_RATE sends
 * per second (default 200) for BENCH_SECONDS; the time from the send call to the recipient's socket
 * event is measured. BENCH_NODES=2 starts two API processes behind Redis (REDIS_URL) and connects
 * half of the sockets to each, so most deliveries cross nodes.
 *
 * The machine's floor in the same run (issue 18): a bare Fastify hello-world (bench/floor.ts) takes the
 * same schedule of POSTs before and after the measured sends (its answer times are the floor of the
 * send call's), and then, alternated with the API, a capacity load (autocannon, BENCH_CONNECTIONS 50,
 * BENCH_CAPACITY_SECONDS 5 per arm, 0 skips) gives sends per second as a ratio to hello-world. Every row
 * prints the load average at its start and end and the server processes' CPU ms per request.
 *
 * After the hello-world arms, pgbench (BENCH_PGBENCH, "off" skips it) commits one small insert per transaction at
 * the same rate from 10 clients: the database's own floor for the tail of a send, which commits once.
 *
 * BENCH_NODE_ARGS adds Node options to the API processes (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof");
 * BENCH_PORT (3950): the API processes take it and the next ones, the hello-world the one after them;
 * BENCH_API_DIR loads another checkout's built apps/api (a before/after); BENCH_DB names the scratch database
 * (bench_chat), so runs of several checkouts on one server do not drop each other's.
 *
 *   pnpm --filter @dating/api build && DATABASE_URL=postgres://… [REDIS_URL=redis://…] pnpm --filter @dating/api bench:chat
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import WebSocket from 'ws';
import pg from 'pg';
import { scratchDatabase, startApi } from './support.js';
import { cpuText, load as loadAverage, measureArm, pgbenchArm, postgresCpu, postgresCpuBetween, processCpuMs, startHelloWorld, type Arm } from './floor.js';
import { sql } from 'drizzle-orm';
import { rows } from '@dating/db';
import { loadEnv } from '../src/env.js';
import { hashToken } from '../src/lib/tokens.js';
import { seedMembers } from '../src/seed/members.js';

const env = loadEnv();
const adminUrl = env.databaseUrl;
if (!adminUrl) throw new Error('DATABASE_URL is needed: the benchmark runs on a PostgreSQL server.');
const knob = (name: string, fallback: number) => Number(env.raw[name] ?? fallback);
const sockets = knob('BENCH_SOCKETS', 1000);
const rate = knob('BENCH_RATE', 200);
const seconds = knob('BENCH_SECONDS', 20);
const nodes = knob('BENCH_NODES', 1);
const warmup = knob('BENCH_WARMUP_SECONDS', 3);
const basePort = knob('BENCH_PORT', 3950);
const connections = knob('BENCH_CONNECTIONS', 50);
const capacitySeconds = knob('BENCH_CAPACITY_SECONDS', 5);
const apiDir = env.raw.BENCH_API_DIR;
const pgbench = env.raw.BENCH_PGBENCH ?? 'pgbench';
if (nodes > 1 && !env.redisUrl) throw new Error('BENCH_NODES=2 needs REDIS_URL so the nodes share events.');

const dbName = env.raw.BENCH_DB ?? 'bench_chat';
const { url, database } = await scratchDatabase(adminUrl, dbName);
await seedMembers(database.db, { count: sockets, now: new Date(), runId: 'chat', fictionalShare: 0 });
// Premium members with plenty of credits, so no limit or balance stops the load; one session each.
const ids = (await rows<{ id: number }>(database.db, sql`select id from users where email like 'seed-chat-%' order by id`)).map((r) => Number(r.id));
await database.db.execute(sql`update users set paid_user = true, credits = 1000000`);
await database.db.execute(sql`insert into credit_ledger (user_id, amount, balance_after, reason, reference) select id, 1000000, 1000000, 'adjustment', 'admin:bench' from users`);
const tokens = ids.map(() => randomBytes(24).toString('base64url'));
for (let i = 0; i < ids.length; i += 500) {
  const slice = ids.slice(i, i + 500);
  await database.db.execute(sql`insert into sessions (user_id, token_hash, expires_at)
    select u, decode(h, 'hex'), now() + interval '1 day'
    from unnest(${sql.param(slice)}::int[], ${sql.param(slice.map((_, j) => hashToken(tokens[i + j]!).toString('hex')))}::text[]) as t(u, h)`);
}
// The commit floor's table: one small row per transaction, as a send writes its message.
await database.db.execute(sql`create table bench_commit_probe (id bigserial primary key, body text not null, created_at timestamptz not null default now())`);
// Fresh statistics and a visibility map, as after any bulk load.
await database.db.execute(sql`vacuum analyze`);
await database.close();

// Plain http with keep-alive: the load generator shares the two cores with the API and PostgreSQL,
// and Node's fetch costs several times more CPU per request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
function post(port: number, path: string, cookie: string, payload: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-chat-'));
const ports = Array.from({ length: nodes }, (_, i) => basePort + i);
const floorPort = basePort + nodes;
const servers: ChildProcess[] = [];
try {
  for (const port of ports) servers.push(await startApi(env, { port, databaseUrl: url, dataDir, extraEnv: { RATE_LIMIT_SCALE: '100000' }, ...(apiDir && { apiDir }) }));
  const apis = [...servers];
  const floor = await startHelloWorld(floorPort);
  servers.push(floor);
  const cpuOf = async (processes: ChildProcess[]) => {
    let ms = 0;
    for (const p of processes) ms += await processCpuMs(p.pid!);
    return ms;
  };

  const pending = new Map<string, number>();
  /** Each delivered message: when it was sent and how long it took to arrive. */
  const deliveries: { sentAt: number; ms: number }[] = [];
  let connected = 0;
  const clients = await Promise.all(
    ids.map(
      (_, i) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${ports[i % nodes]}/api/socket.php`, { headers: { cookie: `sid=${tokens[i]}` } });
          ws.on('open', () => {
            connected++;
            resolve(ws);
          });
          ws.on('error', reject);
          ws.on('message', (data) => {
            const event = JSON.parse(data.toString()) as { type: string; message?: { body: string; from_me: boolean } };
            if (event.type !== 'message' || !event.message || event.message.from_me) return;
            const started = pending.get(event.message.body);
            if (started !== undefined) {
              deliveries.push({ sentAt: started, ms: performance.now() - started });
              pending.delete(event.message.body);
            }
          });
        }),
    ),
  );
  console.log(`${connected} sockets connected over ${nodes} API process(es)`);

  const callTimes: number[] = [];
  let sent = 0;
  let failed = 0;
  /**
   * Sends at the target rate for a while; `record` false is the warm-up (JIT, pool connections, prepared
   * statements). `toFloor` sends the same schedule to the hello-world instead (its answer times only).
   */
  async function load(duration: number, record: boolean, toFloor = false) {
    const floorTimes: number[] = [];
    const inflight = new Set<Promise<void>>();
    const started = performance.now();
    const total = rate * duration;
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const from = Math.floor(Math.random() * ids.length);
      let to = Math.floor(Math.random() * ids.length);
      if (to === from) to = (to + 1) % ids.length;
      const body = `bench ${record ? 'm' : 'w'} ${n} ${randomBytes(4).toString('hex')}`;
      const port = toFloor ? floorPort : ports[from % nodes]!;
      if (record && !toFloor) pending.set(body, performance.now());
      const callStarted = performance.now();
      if (toFloor) {
        const p = post(port, '/api/messages.php', `sid=${tokens[from]}`, JSON.stringify({ profile_id: ids[to], body }))
          .then(() => void floorTimes.push(performance.now() - callStarted))
          .catch(() => undefined)
          .finally(() => inflight.delete(p));
        inflight.add(p);
        continue;
      }
      const p = post(port, '/api/messages.php', `sid=${tokens[from]}`, JSON.stringify({ profile_id: ids[to], body }))
        .then((status) => {
          if (!record) return;
          callTimes.push(performance.now() - callStarted);
          if (status === 200) sent++;
          else {
            failed++;
            pending.delete(body);
          }
        })
        .catch(() => {
          if (!record) return;
          failed++;
          pending.delete(body);
        })
        .finally(() => inflight.delete(p));
      inflight.add(p);
    }
    await Promise.all(inflight);
    return { elapsed: (performance.now() - started) / 1000, floorTimes };
  }

  /** The same schedule against the hello-world: the floor of the send call's answer time, and its CPU per request. */
  async function floorSchedule(): Promise<string> {
    const loadBefore = loadAverage();
    const cpuBefore = await processCpuMs(floor.pid!);
    const { floorTimes } = await load(seconds, true, true);
    const cpu = (await processCpuMs(floor.pid!)) - cpuBefore;
    floorTimes.sort((x, y) => x - y);
    const q = (f: number) => floorTimes[Math.min(floorTimes.length - 1, Math.floor(f * floorTimes.length))]?.toFixed(1) ?? '-';
    return `| hello-world, the same schedule (floor) | ${rate} | ${(floorTimes.length / seconds).toFixed(0)} | - | p50 ${q(0.5)}, p95 ${q(0.95)}, p99 ${q(0.99)} | ${cpuText(floorTimes.length ? cpu / floorTimes.length : null)} | - | ${loadBefore} → ${loadAverage()} |`;
  }

  await load(warmup, false);
  await load(warmup, false, true);
  // The warm-up's conversations, messages and events took those tables from empty to some thousands of rows.
  // On a server whose autovacuum is off (this machine's CI configuration) nothing would analyze them, and the
  // API's connections would keep the plans they made while the tables were empty: sequential scans that grow
  // with the run. Production's autovacuum analyzes a table after a tenth of it changed, which re-plans them;
  // the run does the same once here, so it measures the plans a running site has.
  const analyzer = new pg.Client({ connectionString: url });
  await analyzer.connect();
  try {
    const { rows: [setting] } = await analyzer.query<{ autovacuum: string }>(`select current_setting('autovacuum') as autovacuum`);
    await analyzer.query('analyze');
    console.log(`after the warm-up: analyze (the server's autovacuum is ${setting?.autovacuum})`);
  } finally {
    await analyzer.end();
  }
  await new Promise((r) => setTimeout(r, 1000));
  const floorRows = [await floorSchedule()];
  // The analyze re-plans every statement on every connection, and the floor's run left the API idle: warm it
  // again right before the measured run, as a running site is (decision 082).
  await load(warmup, false);
  // How late this process's own event loop runs: a stall here would inflate the measured delivery times.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  // Sends per second: until the last send call answered (deliveries get 2 s more to arrive).
  const loadBefore = loadAverage();
  const cpuBefore = await cpuOf(apis);
  const dbBefore = await postgresCpu();
  const { elapsed } = await load(seconds, true);
  await new Promise((r) => setTimeout(r, 2000));
  const apiCpu = (await cpuOf(apis)) - cpuBefore;
  const dbCpu = postgresCpuBetween(dbBefore, await postgresCpu());
  const loadAfter = loadAverage();
  floorRows.push(await floorSchedule());
  const latencies = deliveries.map((d) => d.ms).sort((a, b) => a - b);
  const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1) ?? '-';
  console.log(`\n| API processes | sockets | target sends/s | achieved sends/s | delivered | lost | failed sends | p50 ms | p95 ms | p99 ms | max ms |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${nodes} | ${connected} | ${rate} | ${(sent / elapsed).toFixed(0)} | ${latencies.length} | ${pending.size} | ${failed} | ${pct(0.5)} | ${pct(0.95)} | ${pct(0.99)} | ${latencies.at(-1)?.toFixed(1) ?? '-'} |`,
  );
  loopDelay.disable();
  callTimes.sort((x, y) => x - y);
  const callPct = (q: number) => callTimes[Math.min(callTimes.length - 1, Math.floor(q * callTimes.length))]?.toFixed(1) ?? '-';
  // Where the tail came from: a stall shows as a few slow quarter-seconds, a slow machine as many.
  const measuredFrom = deliveries.reduce((min, d) => Math.min(min, d.sentAt), Infinity);
  const windows = new Map<number, number>();
  for (const d of deliveries) {
    const w = Math.floor((d.sentAt - measuredFrom) / 250);
    windows.set(w, Math.max(windows.get(w) ?? 0, d.ms));
  }
  const slowest = [...windows].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`slowest quarter-seconds of the run (sent at, slowest delivery): ${slowest.map(([w, ms]) => `${(w / 4).toFixed(2)} s ${ms.toFixed(0)} ms`).join(', ')}`);
  console.log(`\nsend call (HTTP answer): p50 ${callPct(0.5)} ms, p95 ${callPct(0.95)} ms, p99 ${callPct(0.99)} ms`);
  console.log('\n| arm | target/s | achieved/s | delivered p99 ms | answer ms | server CPU ms/request | PostgreSQL CPU ms/request | load avg start → end |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(floorRows[0]);
  console.log(
    `| API sends (${nodes} process(es), API ${apiDir ?? 'of this checkout'}) | ${rate} | ${(sent / elapsed).toFixed(0)} | ${pct(0.99)} | p50 ${callPct(0.5)}, p95 ${callPct(0.95)}, p99 ${callPct(0.99)} | ${cpuText(sent + failed > 0 ? apiCpu / (sent + failed) : null)} | ${cpuText(sent + failed > 0 ? dbCpu / (sent + failed) : null)} | ${loadBefore} → ${loadAfter} |`,
  );
  console.log(floorRows[1]);
  if (pgbench !== 'off') {
    // The database's own floor for a send's tail: a commit (WAL flush) per transaction at the same rate.
    const commit = await pgbenchArm('pgbench', {
      pgbench,
      url,
      script: `insert into bench_commit_probe (body) values ('bench ' || :client_id);\n`,
      clients: 10,
      seconds,
      warmup,
      rate,
    });
    console.log(
      `| pgbench, one insert and commit per transaction, the same rate, 10 clients (commit floor) | ${rate} | ${commit.rate.toFixed(0)} | - | p50 ${commit.p50}, p90 ${commit.p90}, p99 ${commit.p99}, max ${commit.max} | - | - | ${commit.loadBefore} → ${commit.loadAfter} |`,
    );
  }
  console.log(`\nload generator's event-loop delay: p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`);

  if (capacitySeconds > 0) {
    // Capacity: as many sends as 50 connections get answered, alternated with the hello-world under
    // the same load, for throughput as a ratio (members and recipients taken in turn).
    let n = 0;
    const apiOptions = {
      url: `http://127.0.0.1:${ports[0]}/api/messages.php`,
      method: 'POST',
      connections,
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req: autocannon.Request) => {
            const from = (n * 7) % ids.length;
            const to = (from + 1 + (n % (ids.length - 1))) % ids.length;
            n++;
            return {
              ...req,
              body: JSON.stringify({ profile_id: ids[to], body: `capacity ${n}` }),
              headers: { ...(req.headers as Record<string, string>), cookie: `sid=${tokens[from]}` },
            };
          },
        },
      ],
    } as autocannon.Options;
    const floorOptions = { url: `http://127.0.0.1:${floorPort}/api/messages.php`, method: 'POST', connections, headers: { 'content-type': 'application/json' }, body: '{"profile_id":1,"body":"capacity"}' } as autocannon.Options;
    const arms: Arm[] = [];
    for (let round = 0; round < 2; round++) {
      arms.push(await measureArm('hello-world POST (floor)', floorOptions, floor.pid!, capacitySeconds, 1));
      arms.push(await measureArm(`API POST /api/messages.php, ${connections} connections`, apiOptions, apis[0]!.pid!, capacitySeconds, 1));
    }
    arms.push(await measureArm('hello-world POST (floor)', floorOptions, floor.pid!, capacitySeconds, 1));
    const floorRate = arms.filter((a) => a.label.startsWith('hello')).reduce((sum, a) => sum + a.rate, 0) / 3;
    console.log(`\ncapacity (${nodes > 1 ? 'first API process only, ' : ''}${capacitySeconds} s per arm after 1 s warm-up):\n`);
    console.log('| arm | req/s | p50 ms | p99 ms | errors + non-2xx | server CPU ms/request | PostgreSQL CPU ms/request | ratio to hello-world | load avg start → end |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const a of arms) {
      console.log(`| ${a.label} | ${Math.round(a.rate)} | ${a.p50} | ${a.p99} | ${a.errors} | ${cpuText(a.cpuMsPerRequest)} | ${cpuText(a.dbCpuMsPerRequest ?? null)} | ${(a.rate / floorRate).toFixed(3)} | ${a.loadBefore} → ${a.loadAfter} |`);
    }
  }
  for (const c of clients) c.close();
  // The API records each closed tab's presence: let it finish before it is stopped.
  await new Promise((r) => setTimeout(r, 1000));
} finally {
  for (const s of servers) s.kill('SIGTERM');
}
