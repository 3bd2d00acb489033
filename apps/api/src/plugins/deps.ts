import fp from 'fastify-plugin';
import type { Database, Db } from '@dating/db';
import type { Env } from '../env.js';
import type { Clock } from '../lib/clock.js';
import type { Mailer } from '../mail/mailer.js';
import type { Outbox } from '../mail/outbox.js';
import type { SmsGateway } from '../sms/gateway.js';
import type { SmsOutbox } from '../sms/outbox.js';
import type { PhotoStore } from '../lib/storage/photo-store.js';

/** What the app is built from; tests pass their own database, clock and outbox. */
export interface AppDeps {
  env: Env;
  database: Database;
  mailer: Mailer;
  /** The embedded mail catcher, when mail is not sent to a real SMTP server. */
  outbox: Outbox | null;
  clock: Clock;
  /** Text messages (direct debit codes): CM.com, the SMS outbox, or none (production without CM_PRODUCT_TOKEN). */
  sms: SmsGateway | null;
  /** The embedded SMS catcher, when texts are not sent to a real provider. */
  smsOutbox: SmsOutbox | null;
  photoStore: PhotoStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    db: Db;
  }
}

export default fp<{ deps: AppDeps }>(
  async (app, { deps }) => {
    app.decorate('deps', deps);
    app.decorate('db', deps.database.db);
    // route() sets the database each handler writes through (HandlerRequest.db, unitDb).
    app.decorateRequest('db', null);
    app.decorateRequest('unitDb', null);
  },
  { name: 'deps' },
);
