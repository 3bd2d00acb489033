import { EnvError, loadEnv } from './env.js';
import { bootstrap } from './bootstrap.js';
import { buildApp } from './app.js';
import { startScheduler } from './jobs/scheduler.js';

async function main() {
  const env = loadEnv();
  const started = await bootstrap(env);
  const app = await buildApp(started.deps);
  app.log.info(started.report, 'started');
  const stopJobs = env.jobs ? startScheduler(started.deps.database.db, started.deps.photoStore, started.deps.clock, app.log) : () => {};

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
