import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { EnvError, loadEnv, type Env } from './env.js';
import { bootstrap } from './bootstrap.js';
import { buildApp } from './app.js';

/** How often a node with JOBS=true or worker delivers what the outbox still holds. */
const EVENT_SWEEP_MS = 3_000;
const HEALTH_PATH = '/api/health.php';

/**
 * JOBS=worker listens for the health check only (compose and the image's HEALTHCHECK ask it):
 * the same answer as the API's, everything else 404. No member reaches a worker.
 */
function healthOnly(app: FastifyInstance): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== HEALTH_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('job worker: no API here\n');
      return;
    }
    app.inject({ url: HEALTH_PATH }).then(
      (answer) => res.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(answer.body),
      () => res.writeHead(503).end(),
    );
  });
}

/**
 * WEB_CONCURRENCY > 1: this process only starts and watches the API processes (Node's cluster module;
 * they share the port). It migrates and seeds once first, so the workers never race on it; each worker
 * gets DATABASE_POOL_SIZE divided by their number, and only the first works the job queue and sweeps
 * the outbox (when JOBS allows). A worker that dies is started again after a second; SIGTERM/SIGINT go
 * to every worker, and this process exits once they all have (decision 066).
 */
async function primary(env: Env) {
  const started = await bootstrap(env);
  // The job queue's own tables and queues too: the API processes start with MIGRATE_ON_START=false.
  const setup = await buildApp(started.deps, { logger: false });
  try {
    await setup.ready();
    await setup.jobs.prepare();
  } finally {
    await setup.close();
    await started.close();
  }
  const count = env.webConcurrency;
  const poolSize = Math.max(1, Math.floor(env.databasePoolSize / count));
  const slots: (Worker | null)[] = Array.from({ length: count }, () => null);
  let closing = false;
  const fork = (slot: number) => {
    slots[slot] = cluster.fork({
      WEB_CONCURRENCY: '1',
      DATABASE_POOL_SIZE: String(poolSize),
      MIGRATE_ON_START: 'false',
      SEED_DEMO: 'false',
      JOBS: slot === 0 && env.jobs ? 'true' : 'false',
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.indexOf(worker);
    if (slot >= 0) slots[slot] = null;
    if (closing) {
      if (slots.every((w) => w === null)) process.exit(0);
      return;
    }
    console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    if (slot >= 0) setTimeout(() => fork(slot), 1_000).unref();
  });
  const close = () => {
    if (closing) return;
    closing = true;
    const running = slots.filter((w): w is Worker => w !== null);
    if (running.length === 0) process.exit(0);
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  for (let slot = 0; slot < count; slot++) fork(slot);
  console.warn(`${count} API processes on port ${env.port}, ${poolSize} database connections each`);
}

async function main() {
  const env = loadEnv();
  if (env.webConcurrency > 1 && cluster.isPrimary) return primary(env);
  const started = await bootstrap(env);
  const app = await buildApp(started.deps);
  await app.ready();
  app.log.info({ ...started.report, jobs: env.jobs }, 'started');
  if (env.jobs) {
    // The job queue (decision 032) and the outbox sweep (decision 021).
    await app.jobs.work();
    app.events.startSweep(EVENT_SWEEP_MS);
  }
  const health = env.jobs === 'worker' ? healthOnly(app) : null;

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    health?.close();
    health?.closeAllConnections();
    // Stops taking requests, lets running requests and jobs finish, then the database closes.
    await app.close();
    await started.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  if (health) {
    await new Promise<void>((resolve, reject) => {
      health.once('error', reject);
      health.listen(env.port, env.host, resolve);
    });
    app.log.info({ port: env.port }, 'job worker: working the queue; health check only over HTTP');
    return;
  }
  await app.listen({ port: env.port, host: env.host });
  if (env.devOutbox && started.deps.outbox) {
    app.log.info(`development outbox: ${env.publicUrl}/dev/outbox`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
