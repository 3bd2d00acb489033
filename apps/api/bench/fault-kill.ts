/**
 * Fault run (a script, not a test; issue 15): members send messages with the web client's retry
 * policy (5 retries, 250 ms · 2^n apart, one Idempotency-Key per send) while the API process is
 * killed with SIGKILL again and again and started anew. At the end it checks, on the database:
 * 0 duplicated messages, 0 duplicated charges, 0 lost acknowledged sends, every balance equal to
 * the sum of its ledger; it reports the domain events still undelivered after the sweep had
 * FAULT_SETTLE_MS (default 65 s: a killed process's claimed events wait for their 60 s lease).
 *
 * FAULT_KILLS (default 8), FAULT_SENDERS (default 12), FAULT_GAP_MS (ms between kills, default
 * 2500), FAULT_PORT (default 3112); FAULT_NO_KEY=1 sends without the key (to see what the key prevents).
 *
 *   pnpm --filter @dating/api build && DATABASE_URL=postgres://… pnpm --filter @dating/api bench:fault
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { grantCredits, openDatabase, rows } from '@dating/db';
import { loadEnv } from '../src/env.js';
import { hashToken } from '../src/lib/tokens.js';
import { seedMembers } from '../src/seed/members.js';
import { adminQuery, scratchDatabase, startApi } from './support.js';

const env = loadEnv();
const adminUrl = env.databaseUrl;
if (!adminUrl) throw new Error('DATABASE_URL is needed: the fault run uses a scratch database on a PostgreSQL server.');
const knob = (name: string, fallback: number) => Number(env.raw[name] ?? fallback);
const kills = knob('FAULT_KILLS', 8);
const senders = knob('FAULT_SENDERS', 12);
const gapMs = knob('FAULT_GAP_MS', 2500);
const withKey = env.raw.FAULT_NO_KEY !== '1';
// The web client's policy (apps/web/src/lib/api-client.ts): 5 retries, 250 ms · 2^n.
const MAX_RETRIES = 5;
const retryDelay = (n: number) => 250 * 2 ** n;
const START_CREDITS = 100_000;

const dbName = 'bench_fault';
const { url, database } = await scratchDatabase(adminUrl, dbName);
await seedMembers(database.db, { count: senders * 2, now: new Date(), runId: 'fault', fictionalShare: 0 });
const ids = (await rows<{ id: number }>(database.db, sql`select id from users where email like 'seed-fault-%' order by id`)).map((r) => Number(r.id));
await database.db.execute(sql`update users set paid_user = true, status = 'active'`);
for (const id of ids) await grantCredits(database.db, { userId: id, amount: START_CREDITS, reason: 'adjustment', reference: 'admin:fault-run', now: new Date() });
const tokens = ids.map(() => randomBytes(24).toString('base64url'));
for (const [i, id] of ids.entries()) {
  await database.db.execute(sql`insert into sessions (user_id, token_hash, expires_at) values (${id}, ${hashToken(tokens[i]!)}, now() + interval '1 day')`);
}

const port = knob('FAULT_PORT', 3112);
const dataDir = await mkdtemp(join(tmpdir(), 'bench-fault-'));
// JOBS on: the outbox sweep runs, as on a production node.
const start = () => startApi(env, { port, databaseUrl: url, dataDir, extraEnv: { RATE_LIMIT_SCALE: '100000', JOBS: 'true' } });
let server: ChildProcess = await start();

interface Answer {
  status: number;
  body: string;
  replayed: boolean;
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function post(path: string, cookie: string, payload: string, key?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie };
    if (key) headers['idempotency-key'] = key;
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), replayed: res.headers['idempotent-replayed'] === 'true' }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

const figures = { attempts: 0, retries: 0, acknowledged: 0, gaveUp: 0, replayed: 0, networkErrors: 0, status5xx: 0 };
/** What each acknowledged send was: the message id the API answered, and its unique text. */
const acknowledged: { id: number; body: string; senderId: number }[] = [];
const sentTexts: string[] = [];

/** One send as the web client makes it: the same key over every retry of this one message. */
async function clientSend(senderIndex: number, seq: number): Promise<void> {
  const text = `fault ${senderIndex}-${seq}-${randomUUID().slice(0, 8)}`;
  sentTexts.push(text);
  const key = withKey ? randomUUID() : undefined;
  const to = ids[senders + senderIndex]!;
  const payload = JSON.stringify({ profile_id: to, body: text });
  for (let retry = 0; ; retry++) {
    figures.attempts++;
    let answer: Answer | null = null;
    try {
      answer = await post('/api/messages.php', `sid=${tokens[senderIndex]}`, payload, key);
    } catch {
      figures.networkErrors++;
    }
    if (answer?.status === 200) {
      const parsed = JSON.parse(answer.body) as { message: { id: number } };
      acknowledged.push({ id: parsed.message.id, body: text, senderId: ids[senderIndex]! });
      figures.acknowledged++;
      if (answer.replayed) figures.replayed++;
      return;
    }
    if (answer && answer.status < 500) throw new Error(`send refused: ${answer.status} ${answer.body}`);
    if (answer) figures.status5xx++;
    if (retry >= MAX_RETRIES) {
      figures.gaveUp++;
      return;
    }
    figures.retries++;
    await new Promise((r) => setTimeout(r, retryDelay(retry)));
  }
}

let running = true;
const loops = Array.from({ length: senders }, async (_, i) => {
  for (let seq = 0; running; seq++) await clientSend(i, seq);
});

const restartMs: number[] = [];
const started = Date.now();
for (let k = 0; k < kills; k++) {
  await new Promise((r) => setTimeout(r, gapMs * (0.6 + Math.random() * 0.8)));
  server.kill('SIGKILL');
  await new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const t0 = Date.now();
  server = await start();
  restartMs.push(Date.now() - t0);
  process.stdout.write(`kill ${k + 1}/${kills}: API back after ${restartMs.at(-1)} ms\n`);
}
// Let the last sends and their retries finish against a live API.
await new Promise((r) => setTimeout(r, 2000));
running = false;
await Promise.all(loops);
const seconds = (Date.now() - started) / 1000;
// The sweep delivers what a killed process left in the outbox once its lease ran out (60 s).
await new Promise((r) => setTimeout(r, knob('FAULT_SETTLE_MS', 65_000)));
server.kill('SIGTERM');
await new Promise<void>((resolve) => server.once('exit', () => resolve()));

const check = await openDatabase({ url });
const db = check.db;
const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await rows<T>(db, q))[0]!;
const duplicatedMessages = Number((await one<{ n: number }>(sql`select coalesce(sum(n - 1), 0)::int as n from (select count(*) as n from messages where body like 'fault %' group by body having count(*) > 1) d`)).n);
const messageCount = Number((await one<{ n: number }>(sql`select count(*)::int as n from messages where body like 'fault %'`)).n);
const charges = Number((await one<{ n: number }>(sql`select count(*)::int as n from credit_ledger where reason = 'message'`)).n);
// Each distinct send may be charged once: every charge beyond that is a double charge.
const distinctSends = Number((await one<{ n: number }>(sql`select count(distinct body)::int as n from messages where body like 'fault %'`)).n);
const duplicatedCharges = charges - distinctSends;
const ackIds = acknowledged.map((a) => a.id);
const found = ackIds.length
  ? await rows<{ id: number; body: string }>(db, sql`select id, body from messages where id = any(${sql.param(ackIds)}::int[])`)
  : [];
const byId = new Map(found.map((r) => [Number(r.id), r.body]));
const lost = acknowledged.filter((a) => byId.get(a.id) !== a.body).length;
const ledgerMismatches = Number(
  (await one<{ n: number }>(sql`select count(*)::int as n from users u where u.credits <> coalesce((select sum(amount) from credit_ledger l where l.user_id = u.id), 0)`)).n,
);
const spent = Number((await one<{ n: number }>(sql`select coalesce(sum(${START_CREDITS} - credits), 0)::int as n from users where email like 'seed-fault-%'`)).n);
const undelivered = Number((await one<{ n: number }>(sql`select count(*)::int as n from domain_events where delivered_at is null`)).n);
const outboxRows = Number((await one<{ n: number }>(sql`select count(*)::int as n from domain_events`)).n);
await check.close();
await adminQuery(adminUrl, `drop database if exists "${dbName}" with (force)`);
agent.destroy();

const [l1, l5, l15] = os.loadavg();
const report = {
  idempotencyKey: withKey,
  kills,
  senders,
  seconds: Number(seconds.toFixed(1)),
  restartMs: { median: restartMs.sort((a, b) => a - b)[Math.floor(restartMs.length / 2)], max: Math.max(...restartMs) },
  sends: sentTexts.length,
  ...figures,
  messagesWritten: messageCount,
  creditsSpent: spent,
  duplicatedMessages,
  duplicatedCharges,
  lostAcknowledgedSends: lost,
  balancesNotEqualToLedger: ledgerMismatches,
  outbox: { rows: outboxRows, undelivered },
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, loadAverage: [l1, l5, l15].map((x) => Number(x!.toFixed(2))) },
};
console.log(JSON.stringify(report, null, 2));
const ok = duplicatedMessages === 0 && duplicatedCharges === 0 && lost === 0 && ledgerMismatches === 0 && kills >= 6;
console.log(ok ? 'FAULT RUN PASSED' : 'FAULT RUN FAILED');
process.exit(ok ? 0 : 1);
