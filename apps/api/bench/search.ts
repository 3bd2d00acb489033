/**
 * Search benchmark (a script, not a test): seeds BENCH_MEMBERS (default 1,000,000) members into a
 * fresh database on the PostgreSQL server of DATABASE_URL, starts the built API
 * (apps/api/dist/server.js) in its own process, loads /api/search.php with autocannon for each filter
 * mix and prints requests per second and latency percentiles, plus EXPLAIN ANALYZE of the main queries.
 *
 * The machine's floor is taken in the same run (issue 18): a bare Fastify hello-world (bench/floor.ts)
 * is loaded the same way before every mix and once after the last, so each mix's row carries its
 * throughput as a ratio to the hello-world arms around it; every row (hello-world's too) prints the
 * load average at its start and end and the server process's CPU ms per request. Before the API, each mix
 * also loads the stack's floor (bench/floor.ts, startDatabaseFloor): a bare Fastify with a pg pool running
 * the same page statements (and, logged in, the same session statement) for the same requests, so the
 * figures separate what the framework, the driver and PostgreSQL cost on this machine from what the API adds.
 *
 * BENCH_MIXES runs only the mixes whose label starts with one of its comma-separated prefixes;
 * BENCH_NODE_ARGS adds Node options to the API process (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof");
 * BENCH_PORT (3900) is the API's port, the hello-world takes the next one and the stack's floor the one after; BENCH_API_DIR loads another
 * checkout's built apps/api on the same database (a before/after); BENCH_CONNECTIONS (50).
 *
 *   pnpm --filter @dating/api build && DATABASE_URL=postgres://… pnpm --filter @dating/api bench:search
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { adminQuery, databaseUrl, startApi } from './support.js';
import { cpuCeiling, cpuText, load, measureArm, startDatabaseFloor, startHelloWorld, type Arm, type FloorStatement } from './floor.js';
import { SearchQuery } from '@dating/contracts';
import { ensureReferenceData, openDatabase, rows } from '@dating/db';
import { loadEnv } from '../src/env.js';
import { hashToken } from '../src/lib/tokens.js';
import { seedMembers } from '../src/seed/members.js';
import { SESSION_LOOKUP_SQL } from '../src/plugins/session.js';
import { searchPageStatement } from '../src/features/search/search.service.js';
import { sql } from 'drizzle-orm';

const env = loadEnv();
const adminUrl = env.databaseUrl;
if (!adminUrl) throw new Error('DATABASE_URL is needed: the benchmark runs on a PostgreSQL server.');

const count = Number(process.env.BENCH_MEMBERS ?? 1_000_000);

const duration = Number(process.env.BENCH_SECONDS ?? 15);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

const reuse = process.env.BENCH_REUSE === 'true';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3900);
const floorPort = port + 1;
const stackFloorPort = port + 2;
const apiDir = process.env.BENCH_API_DIR;
const dbName = `bench_search_${count}`;

const url = databaseUrl(adminUrl, dbName);
const exists = (await adminQuery(adminUrl, `select 1 from pg_database where datname = '${dbName}'`)).rowCount === 1;
if (!reuse || !exists) {
  await adminQuery(adminUrl, `drop database if exists "${dbName}" with (force)`);
  await adminQuery(adminUrl, `create database "${dbName}"`);
  const database = await openDatabase({ url });
  await database.migrate();
  await ensureReferenceData(database.db);
  const started = Date.now();
  await seedMembers(database.db, { count, now: new Date(), batchSize: 10_000 });
  await database.db.execute(sql`vacuum analyze`);
  console.log(`seeded ${count.toLocaleString('en')} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}

// 1,000 members with a session (and two blocks each), for the logged-in mix: their searches add the
// block check per row, and each has their own cached counts.
const viewers = 1000;
const tokens: string[] = [];
/** The member each token signs in (tokens[n] is viewerIds[n]). */
const viewerIds: number[] = [];
{
  const database = await openDatabase({ url });
  await database.db.execute(sql`delete from sessions where user_agent = 'bench'`);
  await database.db.execute(sql`delete from blocks where blocker_id in (select id from profiles where id % 997 = 0)`);
  const ids = (await rows<{ id: number }>(database.db, sql`select id from profiles where searchable and id % 997 = 0 order by id limit ${viewers}`)).map((r) => Number(r.id));
  for (const id of ids) {
    const token = randomBytes(24).toString('base64url');
    tokens.push(token);
    viewerIds.push(id);
    await database.db.execute(sql`insert into sessions (user_id, token_hash, expires_at, user_agent) values (${id}, ${hashToken(token)}, now() + interval '1 day', 'bench')`);
    await database.db.execute(sql`insert into blocks (blocker_id, blocked_id) select ${id}, p.id from profiles p where p.id in (${id + 1}, ${id + 2}) on conflict do nothing`);
  }
  // Every run replaces these rows: without a vacuum (autovacuum may be off, as in CI) a reused database
  // keeps each run's dead rows, the block check reads them all, and the logged-in mix slows run after run
  // (52,000 dead block rows after 26 runs: 12 ms of PostgreSQL per search instead of 0.4).
  await database.db.execute(sql`vacuum analyze sessions, blocks`);
  await database.close();
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
const server = await startApi(env, { port, databaseUrl: url, dataDir, ...(apiDir && { apiDir }) });
const servers: ChildProcess[] = [server];
try {
  const floor = await startHelloWorld(floorPort);
  servers.push(floor);
  const mixes: [string, string][] = [
    ['no filter, page 1', ''],
    ['gender + country', 'gender=female&country=NL'],
    ['gender + country + age 25-35', 'gender=female&country=DE&min_age=25&max_age=35'],
    ['gender + country + region + age', 'gender=male&country=NL&countryregion=NL-NH&min_age=30&max_age=45'],
    ['narrow: small country, old ages', 'gender=male&country=NZ&min_age=70&max_age=80'],
    ['deep page 200 of gender + country', 'gender=female&country=NL&pageNumber=200'],
    ['deep page 500, no filter', 'pageNumber=500'],
  ];
  // Many different searches at once, as real traffic is: every country, both genders, six age
  // windows and the first five pages (900 filter sets), one after the other per connection.
  const countries = ['NL', 'BE', 'DE', 'AT', 'CH', 'FR', 'ES', 'IT', 'PL', 'GB', 'IE', 'US', 'CA', 'AU', 'NZ'];
  const ages = [[18, 25], [25, 35], [30, 45], [40, 55], [50, 65], [60, 80]] as const;
  const rotating: string[] = [];
  for (const country of countries)
    for (const gender of ['female', 'male'])
      for (const [min, max] of ages)
        for (let page = 1; page <= 5; page++) rotating.push(`gender=${gender}&country=${country}&min_age=${min}&max_age=${max}&pageNumber=${page}`);
  mixes.push(['rotating: 900 filter sets, pages 1-5', '*']);
  mixes.push([`logged in: ${tokens.length} members in turn, 900 filter sets`, '@']);
  const rotatingRequests = rotating.map((query) => ({ path: `/api/search.php?${query}` }));
  // Member n with filter set n (mod 900), one request per member.
  const loggedInRequests = tokens.map((token, n) => ({
    path: `/api/search.php?${rotating[n % rotating.length]}`,
    headers: { 'accept-language': 'en', cookie: `sid=${token}` },
  }));

  // The stack's floor: a bare Fastify with a pg pool running, for each request of every mix, the page
  // statement the API runs for it once its count is remembered (and the API's session statement first,
  // logged in), answering the statement's row as it comes: the same round trips without the API.
  const now = new Date();
  const statements: Record<string, FloorStatement> = {};
  const statementFor = (path: string, viewerId: number | null, anchorId?: number) => {
    const query = SearchQuery.parse(Object.fromEntries(new URLSearchParams(path.slice(path.indexOf('?') + 1))));
    return searchPageStatement({ viewerId, query, now, counting: false, ...(anchorId !== undefined && { anchorId }) });
  };
  // A deep page starts where the API remembers it starting (its first member's id), as the API runs it after its first time.
  const pageStart = async (path: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { text, values } = statementFor(path, null);
      const [row] = (await client.query<{ cards: [number][] | null }>(text, values)).rows;
      return row?.cards?.[0]?.[0];
    } finally {
      await client.end();
    }
  };
  for (const [, query] of mixes) {
    if (query === '*' || query === '@') continue;
    const path = `/api/search.php?${query}`;
    statements[path] = statementFor(path, null, await pageStart(path));
  }
  for (const { path } of rotatingRequests) statements[path] = statementFor(path, null);
  loggedInRequests.forEach(({ path }, n) => (statements[`${path} ${tokens[n]}`] = statementFor(path, viewerIds[n]!)));
  const stackFloor = await startDatabaseFloor(stackFloorPort, { url, poolSize: env.databasePoolSize, session: SESSION_LOOKUP_SQL, statements, genericPlan: true });
  servers.push(stackFloor);

  // BENCH_MIXES: run only the mixes whose label starts with one of these (comma-separated).
  const only = env.raw.BENCH_MIXES?.split(',').map((m) => m.trim()).filter(Boolean);
  const floorOptions = { url: `http://127.0.0.1:${floorPort}/`, connections } as autocannon.Options;
  const floorArm = () => measureArm('hello-world GET / (floor)', floorOptions, floor.pid!, duration, warmup);
  const rows: { arm: Arm; floorRate: number | null; stack?: Arm }[] = [];
  let before = await floorArm();
  rows.push({ arm: before, floorRate: null });
  for (const [label, query] of mixes) {
    if (only && !only.some((prefix) => label.startsWith(prefix))) continue;
    const options = (at: number) =>
      ({
        url: `http://127.0.0.1:${at}/api/search.php?${query}`,
        connections,
        headers: { 'accept-language': 'en' },
        // Prebuilt requests (autocannon builds each once and takes them in turn), as the floor's one request is:
        // a setupRequest function would rebuild the request's bytes on every call, in the load generator's CPU.
        ...(query === '*' && { requests: rotatingRequests }),
        ...(query === '@' && { requests: loggedInRequests }),
      }) as autocannon.Options;
    const stack = await measureArm(`${label}: the stack's floor`, options(stackFloorPort), stackFloor.pid!, duration, warmup);
    const arm = await measureArm(label, options(port), server.pid!, duration, warmup);
    const after = await floorArm();
    // The ratio to the mean of the hello-world arms just before and just after this mix.
    const floorRate = (before.rate + after.rate) / 2;
    rows.push({ arm: stack, floorRate }, { arm, floorRate, stack }, { arm: after, floorRate: null });
    before = after;
  }

  console.log(
    `\n${count.toLocaleString('en')} members, ${connections} connections, ${duration} s per arm after a ${warmup} s warm-up, search cache ${env.searchCacheSeconds} s, API ${apiDir ?? 'of this checkout'}, node ${process.version}\n`,
  );
  console.log('| arm | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | errors | server CPU ms/request | PostgreSQL CPU ms/request | load generator CPU ms/request | ratio to hello-world | load avg start → end |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { arm: a, floorRate } of rows) {
    console.log(
      `| ${a.label} | ${Math.round(a.rate)} | ${a.p50} | ${a.p90} | ${a.p97_5} | ${a.p99} | ${a.errors} | ${cpuText(a.cpuMsPerRequest)} | ${cpuText(a.dbCpuMsPerRequest ?? null)} | ${cpuText(a.generatorCpuMsPerRequest ?? null)} | ${floorRate === null ? '1 (floor)' : (a.rate / floorRate).toFixed(3)} | ${a.loadBefore} → ${a.loadAfter} |`,
    );
  }
  const api = rows.filter((r) => r.stack !== undefined);
  const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / Math.max(1, xs.length);
  console.log(
    `\nAPI CPU per search: ${mean(api.map((r) => r.arm.cpuMsPerRequest ?? 0)).toFixed(3)} ms (mean of ${api.length} mixes, max ${Math.max(...api.map((r) => r.arm.cpuMsPerRequest ?? 0)).toFixed(3)}); worst p99 ${Math.max(...api.map((r) => r.arm.p99))} ms; lowest ratio to hello-world ${Math.min(...api.map((r) => r.arm.rate / r.floorRate!)).toFixed(3)}; load ${load()}`,
  );
  // The machine's CPU budget per mix: with the API as cheap as the bare hello-world's server, the
  // load generator's and PostgreSQL's CPU per search alone bound the ratio to hello-world.
  const floors = rows.filter((r) => r.floorRate === null).map((r) => r.arm);
  const floorCpu = mean(floors.map((a) => a.cpuMsPerRequest ?? 0));
  const floorRate = mean(floors.map((a) => a.rate));
  for (const { arm: a, floorRate: around, stack } of api) {
    const ceiling = cpuCeiling(floorCpu, a);
    console.log(`CPU budget, ${a.label}: an API as cheap as the bare hello-world (${floorCpu.toFixed(3)} ms) would reach at most ${Math.round(ceiling)} searches/s = ${(ceiling / floorRate).toFixed(3)} of hello-world`);
    console.log(
      `  the stack's floor (bare Fastify + pg, the same statements): ${Math.round(stack!.rate)} searches/s = ${(stack!.rate / around!).toFixed(3)} of hello-world at ${cpuText(stack!.cpuMsPerRequest)} ms of CPU per search; ` +
        `the API ${(a.rate / stack!.rate).toFixed(3)} of its searches/s, ${((a.cpuMsPerRequest ?? 0) / (stack!.cpuMsPerRequest ?? 1)).toFixed(2)}x its CPU`,
    );
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const explain = async (title: string, query: string) => {
    const plan = await client.query(`explain (analyze, buffers, costs off) ${query}`);
    console.log(`\nEXPLAIN ANALYZE: ${title}\n`);
    console.log(plan.rows.map((r: Record<string, string>) => `    ${r['QUERY PLAN']}`).join('\n'));
  };
  // The statements of src/features/search/search.service.ts, with the values written in.
  const where = `searchable and gender = 'female' and country = 'DE'
       and date_of_birth <= current_date - interval '25 years' and date_of_birth >= current_date - interval '36 years' + interval '1 day'`;
  const cardJoins = `left join profiles p on p.id = page.id
     left join photos ph on ph.profile_id = p.id and ph.is_main and ph.status = 'active'`;
  const cardSelect = 'p.id, p.name, p.gender, p.date_of_birth::text as dob, p.city, p.country, p.region_code, p.fictional, ph.filename, ph.thumb_filename';
  await explain(
    'gender + country + age 25-35, first page and the count capped at 1,000 (one statement; the count is not cached yet)',
    `select c.n, ${cardSelect}
     from (select count(*)::int as n from (select 1 from profiles where ${where} order by id desc limit 1001) m) c
     left join (select id from profiles where ${where} order by id desc offset 0 limit 25) page on true
     ${cardJoins} order by p.id desc`,
  );
  await explain(
    'the same page once the count is cached',
    `select ${cardSelect} from (select id from profiles where ${where} order by id desc offset 0 limit 25) page ${cardJoins} order by p.id desc`,
  );
  await explain('deep page 500 without filters, scanned from the top', `select id from profiles where searchable order by id desc offset 12475 limit 25`);
  const [start] = (await client.query(`select id from profiles where searchable order by id desc offset 12475 limit 1`)).rows as { id: number }[];
  if (start) await explain('deep page 500 from its remembered start', `select id from profiles where searchable and id <= ${start.id} order by id desc offset 0 limit 25`);
  await client.end();
} finally {
  for (const s of servers) s.kill('SIGTERM');
}
