/**
 * The cost of one authenticated request (issue 18), as ratios taken in the same run: the built API's
 * `GET /api/user.php` with a member's session cookie against a bare Fastify hello-world (the machine's
 * floor for one HTTP request) and the stack's floor (a bare Fastify with a pg pool running the same
 * session statement for the same cookies: what the framework and the driver alone cost for this round
 * trip), alternated under the same autocannon load; then pgbench running the
 * API's own session statement (SESSION_LOOKUP_SQL, `-M prepared`) with as many clients, the
 * database's floor for the same work. Beside every row: the load average at start and end, and the
 * server process's CPU milliseconds per request (from /proc/<pid>/stat; the API process is Node, the
 * hello-world's too).
 *
 *   pnpm --filter @dating/api build && DATABASE_URL=postgres://… pnpm --filter @dating/api bench:request
 *
 * Flags (each also as an environment variable): --seconds (BENCH_SECONDS, 10) per arm, --rounds
 * (BENCH_ROUNDS, 3) alternations of hello-world and API, --connections (BENCH_CONNECTIONS, 50),
 * --warmup (BENCH_WARMUP_SECONDS, 2) before every arm, --members (BENCH_MEMBERS, 1000) members with a
 * session and a main photo, whose cookies the load takes in turn, --port (BENCH_PORT, 3970; the
 * hello-world gets the next one), --pgbench (BENCH_PGBENCH, "pgbench"; "off" skips it).
 * --first-warmup (BENCH_FIRST_WARMUP_SECONDS, 5): an unmeasured load on each server before its first arm
 * (the JIT). --api-dir (BENCH_API_DIR): load the built API of another checkout's apps/api instead (e.g.
 * main's, for a before/after on the same database and statement; its schema must match).
 * --side-by-side (BENCH_SIDE_BY_SIDE_DIR): after the arms above, load another checkout's built API and this
 * one at the same time for --rounds rounds and print the ratio of their CPU per request (a before/after
 * that the VM's drifting speed does not blur); its port is --port + 2. BENCH_SIDE_BY_SIDE_NODE_ARGS gives that
 * other API its own Node options instead of BENCH_NODE_ARGS (with --side-by-side . the same build under two
 * sets of options, e.g. a garbage collector setting).
 * BENCH_NODE_ARGS adds Node options to the API process (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof");
 * RESPONSE_SERIALIZER=zod in the environment reaches the API too, to compare the two answer writers.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rows } from '@dating/db';
import { scratchDatabase, startApi } from './support.js';
import { cpuCeiling, measureArm, pgbenchArm, startDatabaseFloor, startHelloWorld, type Arm } from './floor.js';
import { loadEnv } from '../src/env.js';
import { hashToken } from '../src/lib/tokens.js';
import { seedMembers } from '../src/seed/members.js';
import { SESSION_LOOKUP_SQL } from '../src/plugins/session.js';

const env = loadEnv();
const adminUrl = env.databaseUrl;
if (!adminUrl) throw new Error('DATABASE_URL is needed: the benchmark runs on a PostgreSQL server.');
const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string' },
    warmup: { type: 'string' },
    members: { type: 'string' },
    port: { type: 'string' },
    pgbench: { type: 'string' },
    'first-warmup': { type: 'string' },
    'api-dir': { type: 'string' },
    'side-by-side': { type: 'string' },
  },
});
const knob = (flag: keyof typeof flags, name: string, fallback: number) => {
  const value = Number(flags[flag] ?? env.raw[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${flag} (${name}) must be a number`);
  return value;
};
const seconds = knob('seconds', 'BENCH_SECONDS', 10);
const rounds = knob('rounds', 'BENCH_ROUNDS', 3);
const connections = knob('connections', 'BENCH_CONNECTIONS', 50);
const warmup = knob('warmup', 'BENCH_WARMUP_SECONDS', 2);
const firstWarmup = knob('first-warmup', 'BENCH_FIRST_WARMUP_SECONDS', 5);
const apiDir = flags['api-dir'] ?? env.raw.BENCH_API_DIR;
const sideBySideDir = flags['side-by-side'] ?? env.raw.BENCH_SIDE_BY_SIDE_DIR;
const memberCount = knob('members', 'BENCH_MEMBERS', 1000);
const port = knob('port', 'BENCH_PORT', 3970);
const floorPort = port + 1;
/** --side-by-side takes port + 2. */
const stackFloorPort = port + 3;
const STACK_FLOOR_LABEL = "stack's floor: bare Fastify + pg, the same statement";
const pgbench = String(flags.pgbench ?? env.raw.BENCH_PGBENCH ?? 'pgbench');

// --- Database: members with a session and a main photo ------------------------------------------------
// Cookie tokens are `bench-<n>` for the n-th member, so pgbench can compute the same token hashes.
// Named after the port, so two checkouts benchmarking on one server (each on its own port) do not drop each other's database.
const { url, database } = await scratchDatabase(adminUrl, `bench_request_cost_${port}`);
const { db } = database;
await seedMembers(db, { count: memberCount, now: new Date(), runId: 'request', fictionalShare: 0 });
const ids = (await rows<{ id: number }>(db, sql`select id from users where email like 'seed-request-%' order by id`)).map((r) => Number(r.id));
await db.execute(sql`insert into sessions (user_id, token_hash, expires_at)
  select u, sha256(convert_to('bench-' || n, 'UTF8')), now() + interval '1 day'
  from unnest(${sql.param(ids)}::int[]) with ordinality as t(u, n)`);
await db.execute(sql`insert into photos (profile_id, filename, thumb_filename, blur_filename, status, is_main, position)
  select id, 'bench/' || id || '.webp', 'bench/' || id || '-thumb.webp', 'bench/' || id || '-blur.webp', 'active', true, 0
  from unnest(${sql.param(ids)}::int[]) as t(id)`);
await db.execute(sql`vacuum analyze`);
const token = (n: number) => `bench-${(n % ids.length) + 1}`;
if (!hashToken(token(0)).equals((await rows<{ h: Buffer }>(db, sql`select sha256(convert_to('bench-1', 'UTF8')) as h`))[0]!.h)) {
  throw new Error('the server computes another token hash than the API: pgbench would not find the sessions');
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-request-'));
const servers: ChildProcess[] = [];
try {
  const api = await startApi(env, { port, databaseUrl: url, dataDir, extraEnv: { RATE_LIMIT_SCALE: '100000' }, ...(apiDir && { apiDir }) });
  servers.push(api);
  const floor = await startHelloWorld(floorPort);
  servers.push(floor);
  // The stack's floor for the same work: a bare Fastify and pg pool running the API's own session statement.
  const stackFloor = await startDatabaseFloor(stackFloorPort, { url, session: SESSION_LOOKUP_SQL, poolSize: env.databasePoolSize });
  servers.push(stackFloor);

  const check = await fetch(`http://127.0.0.1:${port}/api/user.php`, { headers: { cookie: `sid=${token(0)}` } });
  const answer = (await check.json()) as { user: { id: number; profile: { main_image: unknown } } | null };
  if (check.status !== 200 || !answer.user?.profile.main_image) throw new Error(`GET /api/user.php does not answer the member with a photo: ${check.status} ${JSON.stringify(answer)}`);

  const memberRequests = ids.map((_, n) => ({ headers: { 'accept-language': 'en', cookie: `sid=${token(n)}` } }));
  const warmed = new Set<string>();
  const http = async (target: 'floor' | 'stack' | 'api'): Promise<Arm> => {
    const server = { floor, stack: stackFloor, api }[target];
    // One prebuilt request per member (autocannon builds each once), as the floor's one request is: a
    // setupRequest function would rebuild the request's bytes on every call, in the load generator's CPU.
    const options = (
      target === 'floor'
        ? { url: `http://127.0.0.1:${floorPort}/`, connections }
        : {
            url: target === 'api' ? `http://127.0.0.1:${port}/api/user.php` : `http://127.0.0.1:${stackFloorPort}/`,
            connections,
            headers: { 'accept-language': 'en' },
            requests: memberRequests,
          }
    ) as autocannon.Options;
    const warmFor = warmed.has(target) ? warmup : Math.max(warmup, firstWarmup);
    warmed.add(target);
    const label = { floor: 'hello-world GET / (floor)', stack: STACK_FLOOR_LABEL, api: 'API GET /api/user.php (member session)' }[target];
    return measureArm(label, options, server.pid!, seconds, warmFor);
  };

  const arms: Arm[] = [];
  for (let round = 0; round < rounds; round++) {
    arms.push(await http('floor'));
    arms.push(await http('stack'));
    arms.push(await http('api'));
  }
  arms.push(await http('floor'));

  if (sideBySideDir) await sideBySide(sideBySideDir, api, dataDir, memberRequests, servers);

  let pg: Arm | null = null;
  if (pgbench !== 'off') pg = await runPgbench();

  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  const floorArms = arms.filter((a) => a.label.startsWith('hello'));
  const stackArms = arms.filter((a) => a.label === STACK_FLOOR_LABEL);
  const apiArms = arms.filter((a) => a.label.startsWith('API'));
  const floorRate = mean(floorArms.map((a) => a.rate));
  const stackRate = mean(stackArms.map((a) => a.rate));
  const apiRate = mean(apiArms.map((a) => a.rate));

  console.log(
    `\n${memberCount} members with a session and a main photo; ${connections} connections, ${seconds} s per arm after ${warmup} s warm-up (${Math.max(warmup, firstWarmup)} s before each server's first); ${rounds} rounds; API ${apiDir ?? 'of this checkout'}; ${await serverVersion()}\n`,
  );
  console.log('| arm | req/s | p50 ms | p99 ms | errors + non-2xx | server CPU ms/request | PostgreSQL CPU ms/request | load generator CPU ms/request | ratio to hello-world | load avg start → end |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const ms = (x: number | null | undefined) => (x === null || x === undefined ? '-' : x.toFixed(3));
  for (const a of [...arms, ...(pg ? [pg] : [])]) {
    console.log(
      `| ${a.label} | ${Math.round(a.rate)} | ${a.p50} | ${a.p99} | ${a.errors} | ${ms(a.cpuMsPerRequest)} | ${ms(a.dbCpuMsPerRequest)} | ${ms(a.generatorCpuMsPerRequest)} | ${(a.rate / floorRate).toFixed(3)} | ${a.loadBefore} → ${a.loadAfter} |`,
    );
  }
  const apiCpu = mean(apiArms.map((a) => a.cpuMsPerRequest ?? 0));
  const floorCpu = mean(floorArms.map((a) => a.cpuMsPerRequest ?? 0));
  console.log(`\nuser.php: ${Math.round(apiRate)} req/s = ${(apiRate / floorRate).toFixed(3)} of hello-world (${Math.round(floorRate)} req/s, mean of ${floorArms.length} arms)`);
  const stackCpu = mean(stackArms.map((a) => a.cpuMsPerRequest ?? 0));
  console.log(`API CPU per user.php: ${apiCpu.toFixed(3)} ms; hello-world: ${floorCpu.toFixed(3)} ms; the stack's floor: ${stackCpu.toFixed(3)} ms`);
  console.log(
    `The stack's floor (bare Fastify + pg, the same statement): ${Math.round(stackRate)} req/s = ${(stackRate / floorRate).toFixed(3)} of hello-world; ` +
      `user.php = ${(apiRate / stackRate).toFixed(3)} of it in req/s, ${(apiCpu / stackCpu).toFixed(2)}x its CPU per request`,
  );
  if (pg) console.log(`user.php: ${(apiRate / pg.rate).toFixed(3)} of pgbench running the same statement (${Math.round(pg.rate)} transactions/s)`);
  // The machine's CPU budget: the load generator, PostgreSQL and the API share its cores. With the API
  // costing no more than the bare hello-world's server, how many user.php calls could the cores serve?
  const dbCpu = mean(apiArms.map((a) => a.dbCpuMsPerRequest ?? 0));
  const generatorCpu = mean(apiArms.map((a) => a.generatorCpuMsPerRequest ?? 0));
  const cores = availableParallelism();
  const used = (apiCpu + dbCpu + generatorCpu) * apiRate;
  const ceiling = cpuCeiling(floorCpu, { dbCpuMsPerRequest: dbCpu, generatorCpuMsPerRequest: generatorCpu });
  const allowance = (cores * 1000) / (0.2 * floorRate) - dbCpu - generatorCpu;
  console.log(
    `CPU budget (${cores} cores): per user.php the load generator ${generatorCpu.toFixed(3)} ms, PostgreSQL ${dbCpu.toFixed(3)} ms, the API ${apiCpu.toFixed(3)} ms (${((used / (cores * 1000)) * 100).toFixed(0)}% of the cores at ${Math.round(apiRate)} req/s). ` +
      `An API as cheap as the bare hello-world (${floorCpu.toFixed(3)} ms) would reach at most ${Math.round(ceiling)} req/s = ${(ceiling / floorRate).toFixed(3)} of hello-world; ` +
      `0.20 of hello-world leaves the API ${allowance.toFixed(3)} ms of CPU per request.`,
  );
} finally {
  for (const s of servers) s.kill('SIGTERM');
  await database.close();
}

async function serverVersion(): Promise<string> {
  const [row] = await rows<{ v: string }>(db, sql`select current_setting('server_version') as v`);
  return `PostgreSQL ${row!.v}, node ${process.version}`;
}

/**
 * pgbench on the session statement of the API, `-M prepared`, the same number of clients: each
 * transaction is one lookup of a random member's session. The one difference from the API's call: the
 * token hash is computed in the server from the member's number (pgbench cannot hash), and `now()`
 * stands for the API's clock.
 */
function runPgbench(): Promise<Arm> {
  const statement = SESSION_LOOKUP_SQL.replace('$1', `sha256(convert_to('bench-' || :n, 'UTF8'))`).replace('$2::timestamptz', 'now()').replace(/\s+/g, ' ');
  return pgbenchArm('pgbench -M prepared: the same statement', {
    pgbench,
    url,
    script: `\\set n random(1, ${ids.length})\n${statement};\n`,
    clients: connections,
    seconds,
    warmup,
  });
}

/**
 * --side-by-side DIR: the API of another checkout's apps/api (DIR) and this one (or --api-dir) loaded at
 * the same time, half the connections each, for `rounds` rounds: whatever the machine's speed does during
 * a round (a VM's neighbours, its clock), it does to both, so the ratio of their CPU per request is a
 * before/after that separate runs, minutes apart, cannot give on a VM whose speed drifts by a quarter.
 */
async function sideBySide(otherDir: string, api: ChildProcess, dataDir: string, requests: object[], servers: ChildProcess[]): Promise<void> {
  const otherPort = port + 2;
  // Read as given: an empty value (no options at all) is a setting here, which the app's env loader would drop.
  const nodeArgs = process.env.BENCH_SIDE_BY_SIDE_NODE_ARGS;
  const other = await startApi(env, { port: otherPort, databaseUrl: url, dataDir, extraEnv: { RATE_LIMIT_SCALE: '100000' }, apiDir: otherDir, ...(nodeArgs !== undefined && { nodeArgs }) });
  servers.push(other);
  const half = Math.max(1, Math.round(connections / 2));
  const load = (at: number) => ({ url: `http://127.0.0.1:${at}/api/user.php`, connections: half, headers: { 'accept-language': 'en' }, requests }) as autocannon.Options;
  console.log(`\nSide by side: ${otherDir}${nodeArgs !== undefined ? ` with Node options "${nodeArgs}"` : ''} (A) and ${apiDir ?? 'this checkout'} (B), ${half} connections each, at the same time, ${seconds} s per round`);
  console.log('| round | A req/s | A CPU ms/request | B req/s | B CPU ms/request | B/A CPU | load avg start → end |');
  console.log('|---|---|---|---|---|---|---|');
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const warm = round === 1 ? Math.max(warmup, firstWarmup) : warmup;
    const [a, b] = await Promise.all([measureArm('A', load(otherPort), other.pid!, seconds, warm), measureArm('B', load(port), api.pid!, seconds, warm)]);
    const ratio = b.cpuMsPerRequest! / a.cpuMsPerRequest!;
    ratios.push(ratio);
    console.log(`| ${round} | ${Math.round(a.rate)} | ${a.cpuMsPerRequest!.toFixed(4)} | ${Math.round(b.rate)} | ${b.cpuMsPerRequest!.toFixed(4)} | ${ratio.toFixed(3)} | ${a.loadBefore} → ${b.loadAfter} |`);
  }
  const sorted = [...ratios].sort((x, y) => x - y);
  console.log(`B/A CPU per user.php: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)} (from ${sorted[0]!.toFixed(3)} to ${sorted.at(-1)!.toFixed(3)})\n`);
  other.kill('SIGTERM');
}
