// Starts the built API (which also serves apps/web/dist) on a throwaway database for Playwright.
// With DATABASE_URL: a fresh database e2e_<timestamp> on that server, dropped afterwards.
// Without: embedded PGlite in a fresh temporary DATA_DIR, removed afterwards.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(here, '..');
const serverFile = resolve(webDir, '../api/dist/server.js');
// E2E_WEB_DIST: a private build, so a rebuild of dist/ by someone else cannot change the site mid-run.
const webDist = process.env.E2E_WEB_DIST ? resolve(process.env.E2E_WEB_DIST) : resolve(webDir, 'dist');
// The staff console (console.spec.ts); E2E_CONSOLE_DIST like E2E_WEB_DIST.
const consoleDist = process.env.E2E_CONSOLE_DIST ? resolve(process.env.E2E_CONSOLE_DIST) : resolve(webDir, '../console/dist');
const port = process.env.E2E_PORT ?? '3100';

for (const [file, hint] of [
  [serverFile, 'pnpm --filter @dating/api build'],
  [join(webDist, 'index.html'), 'pnpm --filter @dating/web build'],
  [join(consoleDist, 'index.html'), 'pnpm --filter @dating/console build'],
]) {
  if (!existsSync(file)) {
    console.error(`e2e: ${file} is missing; run \`${hint}\` first.`);
    process.exit(1);
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'dating-e2e-'));
let databaseUrl;
let dropDatabase = async () => undefined;

if (process.env.DATABASE_URL) {
  const name = `e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  };
  console.error(`e2e: using database ${name}`);
} else {
  console.error(`e2e: using PGlite in ${dataDir}`);
}

const child = spawn(process.execPath, [serverFile], {
  cwd: webDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Lighthouse measures the site as it runs in production (NODE_ENV=production): no outbox there.
    DEV_OUTBOX: process.env.NODE_ENV === 'production' ? 'false' : 'true',
    // The mail service's bounce and complaint webhook (notifications.spec.ts posts to it as the mail service would).
    MAIL_EVENTS_SECRET: 'e2e-mail-events-secret-0123456789',
    SEED_DEMO: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: webDist,
    CONSOLE_DIST: consoleDist,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every test signs up its own members from one address: lift the per-address limits (x100).
    RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '100',
    // Servers of other runs on this machine share Redis: this one hears only its own events and counts alone.
    REDIS_PREFIX: `amora-e2e-${port}-${process.pid}`,
  },
});

let cleaning;
async function cleanUp() {
  cleaning ??= Promise.allSettled([dropDatabase(), rm(dataDir, { recursive: true, force: true })]);
  await cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}

child.on('exit', async (code, signal) => {
  await cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
