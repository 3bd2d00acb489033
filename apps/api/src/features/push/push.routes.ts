import type { FastifyInstance } from 'fastify';
import { listPushDevices, pageHidden, removePushDevice, removePushSubscription, savePushSubscription } from '@dating/contracts';
import { fail } from '../../lib/api-error.js';
import { route } from '../../lib/route.js';
import { listDevices, removeDevice, removeSubscription, saveSubscription, tabVisibility } from './push.service.js';

/** Push subscriptions (several devices per member) and the page-hidden beacon (decision 042). */
export default async function pushRoutes(app: FastifyInstance) {
  route(app, savePushSubscription, async (request) => {
    const { renew, replaces, ...subscription } = request.body;
    const saved = await saveSubscription(request.unitDb, request.member.id, subscription, request.headers['user-agent'], {
      renew: renew === true,
      ...(replaces !== undefined && { replaces }),
    });
    return { success: true as const, saved };
  });

  route(app, removePushSubscription, async (request) => {
    await removeSubscription(request.unitDb, request.member.id, request.body.endpoint);
    return { success: true as const };
  });

  route(app, listPushDevices, async (request) => ({ devices: await listDevices(request.unitDb, request.member.id) }));

  route(app, removePushDevice, async (request) => {
    if (!(await removeDevice(request.unitDb, request.member.id, request.query.id))) throw fail('not_found');
    return { devices: await listDevices(request.unitDb, request.member.id) };
  });

  route(app, pageHidden, async (request) => {
    const { member, sessionId } = request;
    if (member && sessionId !== null) await tabVisibility(request.unitDb, { userId: member.id, sessionId, ...(request.query.tab && { tab: request.query.tab }) }, false);
    return { success: true as const };
  });
}
