/**
 * Payment webhook benchmark (a script, not a test; issue 11 "Figures"): the built API with its built-in
 * Mollie test provider on a fresh PostgreSQL database; BENCH_RATE (200) calls a second of
 * `POST /api/payment-webhook.php` for BENCH_SECONDS (20) while members send chat messages through
 * `POST /api/messages.php` at BENCH_SEND_RATE (50) a second; then the ledger invariant is proved:
 * every balance equals the sum of its ledger rows, and every paid payment was granted exactly once
 * (one `purchase` row `payment:<id>`). Exits non-zero when the invariant breaks.
 *
 * The payments, all through the real payments code and the real Mollie client:
 * - BENCH_ROUTE_PAYMENTS (200) started by members through `POST /api/payment.php` and marked paid at the
 *   test provider, which then delivers its own webhook to the API: these are granted before the load and
 *   are the ids the load replays (a hot few many times, the most recently delivered ones at once).
 * - enough for the run's first deliveries started through the same service (`startPayment`) with the
 *   webhook address of a sink in this script, then marked paid at the test provider: the provider's notice
 *   goes to the sink, so the load's call is the first delivery the API sees.
 * The mix of webhook calls: 3 in 10 first deliveries, 5 in 10 replays, 2 in 10 ids the provider does not know.
 *
 * Floor (issue 18): a bare Fastify hello-world in its own process gets the same schedule from the same
 * load generator, alternated with the real run (floor, API, floor); then, closed-loop with autocannon
 * (BENCH_CAPACITY_SECONDS, 0 skips it), how many replayed webhooks a second the API serves against the
 * hello-world's requests a second. Beside every row: load average at start and end, and the server
 * process's CPU milliseconds per request (from /proc/<pid>/stat).
 *
 *   pnpm --filter @dating/api build && DATABASE_URL=postgres://… pnpm --filter @dating/api bench:webhooks
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rows, users } from '@dating/db';
import { scratchDatabase, startApi } from './support.js';
import { load, processCpu, processCpuMs, startHelloWorld } from './floor.js';
import { loadEnv } from '../src/env.js';
import { hashToken } from '../src/lib/tokens.js';
import { seedMembers } from '../src/seed/members.js';
import { createPaymentProvider, TEST_PROVIDER_API_KEY } from '../src/features/payments/provider.js';
import { startPayment } from '../src/features/payments/payments.service.js';
import { memberCountry, priceList } from '../src/features/payments/packages.service.js';

const env = loadEnv();
const adminUrl = env.databaseUrl;
if (!adminUrl) throw new Error('DATABASE_URL is needed: the benchmark runs on a PostgreSQL server.');
const knob = (name: string, fallback: number) => Number(env.raw[name] ?? fallback);
const memberCount = knob('BENCH_MEMBERS', 200);
const rate = knob('BENCH_RATE', 200);
const sendRate = knob('BENCH_SEND_RATE', 50);
const seconds = knob('BENCH_SECONDS', 20);
const warmup = knob('BENCH_WARMUP_SECONDS', 3);
const routePaymentCount = knob('BENCH_ROUTE_PAYMENTS', 200);
const capacitySeconds = knob('BENCH_CAPACITY_SECONDS', 5);
const port = knob('BENCH_PORT', 3960);
const floorPort = port + 1;
const sinkPort = port + 2;
const FIRST = 3;
const REPLAY = 5; // of 10; the rest are unknown ids
const HOT = 20; // route-paid ids replayed many times over

// --- Database, members, sessions ----------------------------------------------------------------------
const { url, database } = await scratchDatabase(adminUrl, 'bench_webhooks');
const { db } = database;
await seedMembers(db, { count: memberCount, now: new Date(), runId: 'webhooks', fictionalShare: 0 });
const ids = (await rows<{ id: number }>(db, sql`select id from users where email like 'seed-webhooks-%' order by id`)).map((r) => Number(r.id));
// Every other member is premium with credits and sends messages; the others start free with none and
// become premium with their first paid payment.
const senders = ids.filter((_, i) => i % 2 === 0);
await db.execute(sql`update users set paid_user = true, premium_since = now(), credits = 1000000 where id = any(${sql.param(senders)}::int[])`);
await db.execute(sql`insert into credit_ledger (user_id, amount, balance_after, reason, reference)
  select id, 1000000, 1000000, 'adjustment', 'admin:bench' from users where id = any(${sql.param(senders)}::int[])`);
const tokens = new Map<number, string>();
for (const id of ids) tokens.set(id, randomBytes(24).toString('base64url'));
await db.execute(sql`insert into sessions (user_id, token_hash, expires_at)
  select u, decode(h, 'hex'), now() + interval '1 day'
  from unnest(${sql.param(ids)}::int[], ${sql.param(ids.map((id) => hashToken(tokens.get(id)!).toString('hex')))}::text[]) as t(u, h)`);
const cookie = (id: number) => `sid=${tokens.get(id)}`;

// --- HTTP: plain http with keep-alive (the load generator shares the cores; fetch costs more CPU) -------
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
function call(targetPort: number, method: string, path: string, headers: Record<string, string>, payload?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: targetPort, path, method, agent, headers: { ...headers, ...(payload !== undefined && { 'content-length': String(Buffer.byteLength(payload)) }) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };
const webhook = (targetPort: number, id: string) => call(targetPort, 'POST', '/api/payment-webhook.php', FORM, `id=${encodeURIComponent(id)}`);

/** Runs `task` over `items` with at most `width` at once. */
async function pool<T>(items: T[], width: number, task: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await task(items[i]!, i);
      }
    }),
  );
}

// --- The sink: where the provider delivers its notices of the first-delivery payments -------------------
const noticed = new Set<string>();
const sink = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const id = new URLSearchParams(body).get('id');
    if (id) noticed.add(id);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => sink.listen(sinkPort, '127.0.0.1', resolve));

const dataDir = await mkdtemp(join(tmpdir(), 'bench-webhooks-'));
const servers: ChildProcess[] = [];
let failed = false;
try {
  const api = await startApi(env, { port, databaseUrl: url, dataDir, extraEnv: { RATE_LIMIT_SCALE: '100000', TEST_PAYMENT_PROVIDER: 'allow' } });
  servers.push(api);
  const floor = await startHelloWorld(floorPort);
  servers.push(floor);

  /** Marks a payment paid at the test provider, which then delivers its webhook (to the API or the sink). */
  const markPaid = async (providerId: string) => {
    const r = await call(port, 'POST', `/dev/mollie/test/payments/${providerId}/status`, JSON_BODY, JSON.stringify({ status: 'paid' }));
    if (r.status !== 200) throw new Error(`test provider refused to mark ${providerId} paid: ${r.status} ${r.body}`);
  };

  // --- Payments through the route, paid, delivered by the provider itself: the replayed ids ---------------
  let started = performance.now();
  const packagesOf = new Map<number, number[]>();
  const routePaid: string[] = [];
  await pool(
    Array.from({ length: routePaymentCount }, (_, i) => ids[i % ids.length]!),
    8,
    async (member, i) => {
      if (!packagesOf.has(member)) {
        const credits = await call(port, 'GET', '/api/credits.php', { cookie: cookie(member) });
        const list = JSON.parse(credits.body) as { packages: { id: number }[]; methods: { id: string }[] };
        if (credits.status !== 200 || !list.methods.some((m) => m.id === 'creditcard')) throw new Error(`credits.php: ${credits.status} ${credits.body}`);
        packagesOf.set(member, list.packages.map((p) => p.id));
      }
      const packages = packagesOf.get(member)!;
      const r = await call(port, 'POST', '/api/payment.php', { ...JSON_BODY, cookie: cookie(member) }, JSON.stringify({ package_id: packages[i % packages.length], method: 'creditcard' }));
      if (r.status !== 200) throw new Error(`payment.php: ${r.status} ${r.body}`);
      const providerId = new URL((JSON.parse(r.body) as { checkout_url: string }).checkout_url).pathname.split('/').pop()!;
      await markPaid(providerId);
      routePaid.push(providerId);
    },
  );
  console.log(`${routePaid.length} payments through POST /api/payment.php, paid at the test provider and delivered by it, in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // --- Payments through the service with the sink's webhook address: the first deliveries ---------------
  started = performance.now();
  const provider = createPaymentProvider({ mollieApiKey: undefined, port, host: '127.0.0.1' }, { testEndpoint: `http://127.0.0.1:${port}/dev/mollie/v2/` });
  const log = { level: 'warn', fatal: console.error, error: console.error, warn: console.warn, info: () => {}, debug: () => {}, trace: () => {}, silent: () => {} };
  const logger = { ...log, child: () => logger } as unknown as FastifyBaseLogger;
  const firstCount = Math.ceil((rate * (warmup + seconds) * FIRST) / 10) + 50;
  const listOf = new Map<number, number[]>();
  const firstPending: string[] = [];
  await pool(
    Array.from({ length: firstCount }, (_, i) => ids[i % ids.length]!),
    8,
    async (memberId, i) => {
      const [member] = await db.select().from(users).where(eq(users.id, memberId));
      if (!listOf.has(memberId)) listOf.set(memberId, (await priceList(db, await memberCountry(db, memberId), 'NL')).packages.map((p) => p.id));
      const packages = listOf.get(memberId)!;
      const { payment_id } = await startPayment(db, provider, member!, {
        packageId: packages[i % packages.length]!,
        method: 'creditcard',
        locale: 'en',
        siteDefaultCountry: 'NL',
        description: (count) => `Bench: ${count} credits`,
        redirectUrl: (id) => `http://127.0.0.1:${port}/en/transactions/${id}`,
        webhookUrl: `http://127.0.0.1:${sinkPort}/provider-notice`,
        now: new Date(),
      }, logger);
      const [row] = await rows<{ provider_id: string }>(db, sql`select provider_id from payments where id = ${payment_id}`);
      await markPaid(row!.provider_id);
      firstPending.push(row!.provider_id);
    },
  );
  const [open] = await rows<{ n: number }>(db, sql`select count(*)::int as n from payments where status = 'open'`);
  console.log(
    `${firstPending.length} payments through startPayment with the sink as webhook address, paid at the test provider (${noticed.size} notices at the sink; ${open!.n} still open in our database) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // --- The load -------------------------------------------------------------------------------------
  type Kind = 'first' | 'replay' | 'unknown' | 'send';
  interface Sample {
    kind: Kind;
    ms: number;
    status: number; // 0: no answer (network error)
  }
  const delivered: string[] = [...routePaid]; // ids a delivery was fired for, the newest last
  const firstAcknowledged = new Set<string>();
  const hot = routePaid.slice(0, HOT);
  let firstIndex = 0;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

  /** Fires `total` calls `rate` a second on a fixed schedule (open loop: a slow answer does not slow the schedule). */
  async function schedule(perSecond: number, duration: number, fire: (n: number) => Promise<void>): Promise<number> {
    const inflight = new Set<Promise<void>>();
    const begun = performance.now();
    const total = Math.round(perSecond * duration);
    for (let n = 0; n < total; n++) {
      const wait = begun + (n * 1000) / perSecond - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const p = fire(n).finally(() => inflight.delete(p));
      inflight.add(p);
    }
    await Promise.all(inflight);
    return (performance.now() - begun) / 1000;
  }

  /** One phase: webhooks and sends at their rates against the API (`real`) or the hello-world. */
  async function phase(real: boolean, duration: number) {
    const target = real ? port : floorPort;
    const samples: Sample[] = [];
    const timed = async (kind: Kind, request: () => Promise<{ status: number }>, after?: (status: number) => void) => {
      const t0 = performance.now();
      let status = 0;
      try {
        status = (await request()).status;
      } catch {
        status = 0;
      }
      samples.push({ kind, ms: performance.now() - t0, status });
      after?.(status);
    };
    const fireWebhook = (n: number) => {
      const slot = n % 10;
      // The floor gets the same calls with made-up ids; only the API phases use up the paid payments.
      if (slot < FIRST && !real) return timed('first', () => webhook(target, `tr_floor${n}`));
      if (slot < FIRST && firstIndex < firstPending.length) {
        const id = firstPending[firstIndex++]!;
        delivered.push(id);
        return timed('first', () => webhook(target, id), (status) => status === 200 && firstAcknowledged.add(id));
      }
      if (slot < FIRST + REPLAY) {
        // Half of the replays hit a hot few ids (many times each); half the ids delivered last (often still in flight).
        const id = n % 2 === 0 ? pick(hot) : pick(delivered.slice(-50));
        return timed('replay', () => webhook(target, id));
      }
      return timed('unknown', () => webhook(target, `tr_unknown${randomBytes(5).toString('hex')}`));
    };
    const fireSend = (n: number) => {
      const from = pick(senders);
      let to = pick(ids);
      if (to === from) to = ids[(ids.indexOf(to) + 1) % ids.length]!;
      return timed('send', () =>
        call(target, 'POST', '/api/messages.php', { ...JSON_BODY, cookie: cookie(from) }, JSON.stringify({ profile_id: to, body: `bench ${n} ${randomBytes(4).toString('hex')}` })),
      );
    };
    const server = real ? api : floor;
    const loadBefore = load();
    const cpuBefore = await processCpu(server.pid!);
    const ownBefore = process.cpuUsage();
    const [webhookSeconds, sendSeconds] = await Promise.all([schedule(rate, duration, fireWebhook), schedule(sendRate, duration, fireSend)]);
    const own = process.cpuUsage(ownBefore);
    const cpuAfter = await processCpu(server.pid!);
    const user = cpuAfter.user - cpuBefore.user;
    const system = cpuAfter.system - cpuBefore.system;
    return { real, samples, webhookSeconds, sendSeconds, cpu: user + system, user, system, ownCpu: (own.user + own.system) / 1000, loadBefore, loadAfter: load() };
  }

  const pct = (values: number[], q: number) => {
    if (values.length === 0) return '-';
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  };
  const errors = (s: Sample[]) => s.filter((x) => x.status !== 200).length;
  const webhooksOf = (s: Sample[]) => s.filter((x) => x.kind !== 'send');
  const sendsOf = (s: Sample[]) => s.filter((x) => x.kind === 'send');

  type Result = Awaited<ReturnType<typeof phase>>;
  const row = (r: Result) => {
    const w = webhooksOf(r.samples);
    const s = sendsOf(r.samples);
    const wOk = w.filter((x) => x.status === 200);
    const sOk = s.filter((x) => x.status === 200);
    return `| ${r.real ? 'API' : 'hello-world (floor)'} | ${rate} → ${(wOk.length / r.webhookSeconds).toFixed(0)} | ${pct(w.map((x) => x.ms), 0.5)} | ${pct(w.map((x) => x.ms), 0.99)} | ${pct(w.map((x) => x.ms), 1)} | ${errors(w)} | ${sendRate} → ${(sOk.length / r.sendSeconds).toFixed(0)} | ${pct(s.map((x) => x.ms), 0.5)} | ${pct(s.map((x) => x.ms), 0.99)} | ${errors(s)} | ${(r.cpu / r.samples.length).toFixed(3)} | ${(r.ownCpu / r.samples.length).toFixed(3)} | ${r.loadBefore} → ${r.loadAfter} |`;
  };

  console.log(`\nwarm-up: ${warmup} s against the API and the hello-world (not measured)`);
  await phase(true, warmup);
  await phase(false, warmup);
  await new Promise((r) => setTimeout(r, 1000));

  const results: Result[] = [];
  for (const real of [false, true, false]) {
    results.push(await phase(real, seconds));
    await new Promise((r) => setTimeout(r, 1000));
  }

  console.log(`\n${memberCount} members (${senders.length} sending), ${rate} webhooks/s + ${sendRate} sends/s for ${seconds} s per phase, floor and API alternated\n`);
  console.log('| server | webhooks/s target → answered 200 | webhook p50 ms | p99 ms | max ms | webhook errors | sends/s target → 200 | send p50 ms | p99 ms | send errors | server CPU ms/request | load generator CPU ms/request | load avg 1/5/15 start → end |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) console.log(row(r));

  const real = results.find((r) => r.real)!;
  const floors = results.filter((r) => !r.real);
  const floorCpu = floors.reduce((a, r) => a + r.cpu / r.samples.length, 0) / floors.length;
  const floorP99 = (kind: 'webhook' | 'send') => floors.reduce((a, r) => a + Number(pct((kind === 'webhook' ? webhooksOf : sendsOf)(r.samples).map((x) => x.ms), 0.99)), 0) / floors.length;
  const realCpu = real.cpu / real.samples.length;
  console.log(`\nratio, API to floor (mean of the two floor phases): CPU per request ${(realCpu / floorCpu).toFixed(1)}x (floor serves ${(floorCpu / realCpu).toFixed(3)} of the API's CPU cost);` +
    ` webhook p99 ${(Number(pct(webhooksOf(real.samples).map((x) => x.ms), 0.99)) / floorP99('webhook')).toFixed(1)}x, send p99 ${(Number(pct(sendsOf(real.samples).map((x) => x.ms), 0.99)) / floorP99('send')).toFixed(1)}x the floor's`);
  console.log(`API CPU: ${real.cpu} ms (${real.user} user, ${real.system} system) over ${real.samples.length} requests (${webhooksOf(real.samples).length} webhooks + ${sendsOf(real.samples).length} sends; each webhook also makes one GET to the test provider in the same process)`);

  console.log('\nAPI phase by kind of call:\n');
  console.log('| call | count | answered 200 | other status | no answer | p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const kind of ['first', 'replay', 'unknown', 'send'] as const) {
    const s = real.samples.filter((x) => x.kind === kind);
    const statuses = [...new Set(s.filter((x) => x.status !== 200 && x.status !== 0).map((x) => x.status))].join(', ');
    console.log(
      `| ${kind === 'send' ? 'send (messages.php)' : `webhook: ${kind}`} | ${s.length} | ${s.filter((x) => x.status === 200).length} | ${s.filter((x) => x.status !== 200 && x.status !== 0).length}${statuses ? ` (${statuses})` : ''} | ${s.filter((x) => x.status === 0).length} | ${pct(s.map((x) => x.ms), 0.5)} | ${pct(s.map((x) => x.ms), 0.99)} | ${pct(s.map((x) => x.ms), 1)} |`,
    );
  }

  // --- Capacity: closed loop, replayed webhooks against hello-world --------------------------------------
  // Also the test provider's GET /v2/payments/:id alone: the call each webhook makes to it, in the same
  // process, so the webhook's cost splits into the provider stand-in's share and ours.
  if (capacitySeconds > 0) {
    let nextId = 0;
    type Target = 'floor' | 'webhook' | 'provider';
    const label: Record<Target, string> = { floor: 'hello-world (floor)', webhook: 'API: POST /api/payment-webhook.php (replays)', provider: 'API: test provider GET /dev/mollie/v2/payments/:id' };
    const capacity = async (target: Target) => {
      const server = target === 'floor' ? floor : api;
      const nextPayment = () => delivered[nextId++ % delivered.length]!;
      const options = (
        target === 'provider'
          ? {
              url: `http://127.0.0.1:${port}/dev/mollie/v2/payments/x`,
              headers: { authorization: `Bearer ${TEST_PROVIDER_API_KEY}` },
              requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: `/dev/mollie/v2/payments/${nextPayment()}` }) }],
            }
          : {
              url: `http://127.0.0.1:${target === 'floor' ? floorPort : port}/api/payment-webhook.php`,
              method: 'POST',
              headers: FORM,
              requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: `id=${nextPayment()}` }) }],
            }
      ) as autocannon.Options;
      await autocannon({ ...options, connections: 10, duration: 1 });
      const loadBefore = load();
      const cpuBefore = await processCpuMs(server.pid!);
      const result = await autocannon({ ...options, connections: 10, duration: capacitySeconds });
      const cpu = (await processCpuMs(server.pid!)) - cpuBefore;
      return { target, result, cpu, loadBefore, loadAfter: load() };
    };
    const runs = [];
    for (const target of ['floor', 'webhook', 'provider', 'floor'] as const) runs.push(await capacity(target));
    console.log(`\ncapacity: closed loop, 10 connections, ${capacitySeconds} s each after 1 s warm-up, floor and API alternated\n`);
    console.log('| server | req/s | p50 ms | p99 ms | errors + non-2xx | server CPU ms/request | load avg start → end |');
    console.log('|---|---|---|---|---|---|---|');
    for (const { target, result, cpu, loadBefore, loadAfter } of runs) {
      const l = result.latency as unknown as Record<string, number>;
      console.log(`| ${label[target]} | ${Math.round(result.requests.average)} | ${l.p50} | ${l.p99} | ${result.errors + result.non2xx} | ${(cpu / result.requests.total).toFixed(3)} | ${loadBefore} → ${loadAfter} |`);
    }
    const floorRate = (runs[0]!.result.requests.average + runs[3]!.result.requests.average) / 2;
    console.log(`\nratio: replayed webhooks ${(runs[1]!.result.requests.average / floorRate).toFixed(3)}, the test provider's GET ${(runs[2]!.result.requests.average / floorRate).toFixed(3)} of the hello-world's requests a second`);
  }

  // --- The invariant ----------------------------------------------------------------------------------
  await new Promise((r) => setTimeout(r, 1000));
  const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(db, query))[0]!.n);
  const checks: [string, number][] = [
    ['members whose balance differs from the sum of their ledger rows', await count(sql`select count(*)::int as n from users u where u.credits <> coalesce((select sum(l.amount) from credit_ledger l where l.user_id = u.id), 0)`)],
    [
      'paid payments without exactly one purchase row',
      await count(sql`select count(*)::int as n from payments p where p.status = 'paid' and (select count(*) from credit_ledger l where l.reason = 'purchase' and l.reference = 'payment:' || p.id) <> 1`),
    ],
    [
      'purchase rows for no paid payment, another member or another amount',
      await count(sql`select count(*)::int as n from credit_ledger l left join payments p on l.reference = 'payment:' || p.id
        where l.reason = 'purchase' and (p.id is null or p.status <> 'paid' or p.user_id <> l.user_id or p.credits <> l.amount)`),
    ],
    [
      'first deliveries answered 200 whose payment is not paid',
      await count(sql`select count(*)::int as n from unnest(${sql.param([...firstAcknowledged])}::text[]) as a(id) left join payments p on p.provider_id = a.id where p.status is distinct from 'paid'`),
    ],
    ['members with a paid payment who are not premium', await count(sql`select count(distinct p.user_id)::int as n from payments p join users u on u.id = p.user_id where p.status = 'paid' and not u.paid_user`)],
  ];
  const [totals] = await rows<{ paid: number; purchases: number; open: number; members: number }>(
    db,
    sql`select (select count(*)::int from payments where status = 'paid') as paid, (select count(*)::int from credit_ledger where reason = 'purchase') as purchases,
      (select count(*)::int from payments where status = 'open') as open, (select count(*)::int from users) as members`,
  );
  console.log(
    `\nledger invariant: ${totals!.members} members, ${totals!.paid} paid payments, ${totals!.purchases} purchase rows; ${routePaid.length} paid through the route, ${firstAcknowledged.size} first deliveries acknowledged during the load (warm-up included), ${totals!.open} paid at the provider but never delivered (still open)\n`,
  );
  for (const [what, n] of checks) console.log(`${n === 0 ? 'ok  ' : 'FAIL'} ${what}: ${n}`);
  failed = checks.some(([, n]) => n !== 0) || totals!.paid !== totals!.purchases;
  console.log(failed ? '\nTHE LEDGER INVARIANT IS BROKEN' : '\nthe ledger invariant holds');
} finally {
  for (const s of servers) s.kill('SIGTERM');
  sink.close();
  agent.destroy();
  await database.close();
}
process.exit(failed ? 1 : 0);
