import { EnvError, loadEnv } from './env.js';
import { bootstrap } from './bootstrap.js';
import { buildApp } from './app.js';
import { startScheduler } from './jobs/scheduler.js';

/** How often a node with JOBS=true delivers what the outbox still holds. */
const EVENT_SWEEP_MS = 3_000;

async function main() {
  const env = loadEnv();
  const started = await bootstrap(env);
  const app = await buildApp(started.deps);
  app.log.info(started.report, 'started');
  const stopJobs = env.jobs ? startScheduler(started.deps.database.db, started.deps.photoStore, started.deps.clock, app.log) : () => {};
  // Events a crashed process left in the outbox go out within seconds (decision 021).
  if (env.jobs) app.events.startSweep(EVENT_SWEEP_MS);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    stopJobs();
    await app.close();
    await started.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

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
