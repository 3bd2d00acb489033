#!/usr/bin/env node
// The two README commands. `npm start` and `npm test` come here so that a machine with
// nothing but Node.js 20+ is set up by the command itself: pnpm, dependencies, build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is needed; this is ${process.versions.node}.`);
  process.exit(1);
}

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };
// npm passes its own settings to child processes; pnpm should see only its own.
for (const key of Object.keys(env)) if (key.startsWith('npm_config_')) delete env[key];

function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}
const PNPM = pnpmCommand();

function run(args, options = {}) {
  return new Promise((resolve, reject) => {
    const [cmd, ...pre] = PNPM;
    const child = spawn(cmd, [...pre, ...args], { cwd: root, stdio: 'inherit', env, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

function step(title) {
  console.log(`\n=== ${title}`);
}

async function install() {
  step('installing dependencies');
  await run(['install', '--frozen-lockfile', '--prefer-offline']);
}

/** The end-to-end tests drive Debian's Chromium; install it when we are root on Debian and it is missing. */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    step('installing Chromium for the end-to-end tests (apt-get install chromium)');
    const opts = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
    spawnSync('apt-get', ['update', '-qq'], opts);
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], opts);
    if (existsSync(path)) return path;
  }
  console.error(`Chromium is needed for the end-to-end tests and was not found at ${path}.\n` +
    'Install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}

async function start() {
  await install();
  step('building the web app, the staff console and the API');
  await run(['exec', 'turbo', 'run', 'build', '--filter=@dating/api', '--filter=@dating/web', '--filter=@dating/console']);
  step('starting: migrations, demo data, then http://localhost:' + (process.env.PORT ?? '3000'));
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: root, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

async function test() {
  const chromium = ensureChromium();
  env.CHROMIUM_PATH = chromium;
  await install();
  step('type-checking, linting, unit and integration tests');
  await run(['exec', 'turbo', 'run', 'typecheck', 'lint', 'test', '--concurrency=2', '--continue', '--output-logs=full']);
  step('end-to-end tests in Chromium');
  await run(['exec', 'turbo', 'run', 'e2e', '--output-logs=full']);
  console.log('\nAll checks passed.');
}

const command = process.argv[2];
const commands = { start, test };
if (!(command in commands)) {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
commands[command]().catch((error) => {
  console.error(`\n${error.message}`);
  process.exit(1);
});
