import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { EnvError, loadEnv } from './env.js';
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

async function main() {
  const env = loadEnv();
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
