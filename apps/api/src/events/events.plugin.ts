import fp from 'fastify-plugin';
import type { Db, DbOrTx } from '@dating/db';
import { EventDispatcher } from './dispatcher.js';
import { subscribers } from './subscribers.js';
import { eventScopeOf, withEventScope } from './emit.js';

declare module 'fastify' {
  interface FastifyInstance {
    events: {
      /**
       * Runs one unit of work (route(), a job) and delivers its events once it has succeeded: `work`
       * writes through the handle it is given (request.db in a handler), whose events are the unit's.
       */
      run<T>(work: (db: Db) => Promise<T>): Promise<T>;
      /**
       * Delivers the events the unit of `db` (request.db) emitted so far, now: for a handler whose answer
       * says whether a mail went out (its transaction has committed). Answers whether all went out.
       */
      deliverNow(db: DbOrTx): Promise<boolean>;
      /** Delivers undelivered events a crashed process left behind; answers how many. */
      sweep(): Promise<number>;
      /** Sweeps every `everyMs` until the app closes (JOBS=true). */
      startSweep(everyMs: number): void;
    };
  }
}

/** Domain events (decision 021): the dispatcher with its subscribers, and the sweep. */
export default fp(
  async (app) => {
    const dispatcher = new EventDispatcher(app.db, subscribers(app), app.log);
    let timer: NodeJS.Timeout | undefined;
    let sweeping: Promise<unknown> = Promise.resolve();

    app.decorate('events', {
      async run<T>(work: (db: Db) => Promise<T>): Promise<T> {
        const { scope, result } = withEventScope(app.db, work);
        const value = await result;
        // Most calls emit nothing (every read): then there is nothing to deliver or to wait for.
        if (scope.durable.length === 0 && scope.ephemeral.length === 0 && scope.leased.length === 0) return value;
        // After commit; a failed delivery stays in the outbox for the sweep and never fails the call.
        void app.inflight.track(dispatcher.deliverScope(scope).catch((err: unknown) => app.log.warn({ err }, 'events not delivered')));
        return value;
      },
      async deliverNow(db: DbOrTx) {
        const scope = eventScopeOf(db);
        return scope ? dispatcher.deliverScope(scope) : true;
      },
      sweep: () => dispatcher.sweep(),
      startSweep(everyMs: number) {
        timer = setInterval(() => {
          sweeping = app.inflight.track(dispatcher.sweep().catch((err: unknown) => app.log.error({ err }, 'event sweep failed')));
        }, everyMs);
        timer.unref();
      },
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  },
  { name: 'events', dependencies: ['deps', 'realtime', 'inflight'] },
);
