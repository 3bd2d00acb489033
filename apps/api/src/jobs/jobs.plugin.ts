import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { APP_JOBS, type AppJobs } from './definitions.js';
import { JobQueue } from './queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The durable job queue (decision 032). `app.jobs.send(name, data, { key })` from anywhere — a
     * domain-event subscriber above all; `work()` on nodes that run jobs (JOBS=true or worker).
     */
    jobs: JobQueue<FastifyInstance, AppJobs>;
  }
}

export default fp(
  async (app) => {
    const jobs = new JobQueue<FastifyInstance, AppJobs>({
      db: app.db,
      definitions: APP_JOBS,
      context: app,
      log: app.log,
      migrate: app.deps.env.migrateOnStart,
      // A job is a unit of work like a request: its domain events are delivered after it (decision 021).
      around: (work) => app.events.run(work),
    });
    app.decorate('jobs', jobs);
    // Running jobs finish before the database closes (it closes after the app).
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['deps', 'events'] },
);
