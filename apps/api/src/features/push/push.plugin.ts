import fp from 'fastify-plugin';
import { WebPushSender, vapidSubject } from './web-push.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends web pushes (decision 042). */
    push: WebPushSender;
  }
}

/** The web-push sender, signed with the server's VAPID keys. */
export default fp(
  async (app) => {
    const { mailFrom, publicUrl } = app.deps.env;
    app.decorate('push', new WebPushSender(app.db, vapidSubject(mailFrom, publicUrl)));
  },
  { name: 'push', dependencies: ['deps'] },
);
