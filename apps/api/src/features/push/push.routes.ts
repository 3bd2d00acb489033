import type { FastifyInstance } from 'fastify';
import { pageHidden, removePushSubscription, savePushSubscription } from '@dating/contracts';
import { route } from '../../lib/route.js';
import { removeSubscription, saveSubscription, tabVisibility } from './push.service.js';

/** Push subscriptions (several devices per member) and the page-hidden beacon (decision 042). */
export default async function pushRoutes(app: FastifyInstance) {
  route(app, savePushSubscription, async (request) => {
    await saveSubscription(app.db, request.member.id, request.body);
    return { success: true as const };
  });

  route(app, removePushSubscription, async (request) => {
    await removeSubscription(app.db, request.member.id, request.body.endpoint);
    return { success: true as const };
  });

  route(app, pageHidden, async (request) => {
    const { member, sessionId } = request;
    if (member && sessionId !== null) await tabVisibility(app.db, { userId: member.id, sessionId, ...(request.query.tab && { tab: request.query.tab }) }, false);
    return { success: true as const };
  });
}
