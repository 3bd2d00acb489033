import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { deleteChat, getChats, getConversation, getGifts, getOperatorQueue, operatorReply, sendGift, sendMessage } from '@dating/contracts';
import { gifts } from '@dating/db';
import { route } from '../../lib/route.js';
import * as chat from './chat.service.js';
import * as operator from './operator.service.js';

export default async function chatRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();

  route(app, getChats, async (request) => chat.listChats(app.db, request.member!, request.site, now()));

  route(app, getConversation, async (request) =>
    chat.openConversation(app.db, { viewer: request.member!, id: request.query.id, profileId: request.query.profile_id, site: request.site, now: now() }),
  );

  route(app, sendMessage, async (request) =>
    chat.send(app.db, { sender: request.member!, to: request.body.profile_id, body: request.body.body, kind: 'text', site: request.site, now: now() }),
  );

  route(app, sendGift, async (request) =>
    chat.send(app.db, { sender: request.member!, to: request.body.profile_id, body: '', kind: 'gift', giftId: request.body.gift_id, site: request.site, now: now() }),
  );

  route(app, deleteChat, async (request) => {
    const body = request.body;
    const removed = await chat.removeChats(app.db, request.member!, 'conversation' in body ? { id: body.conversation.id } : { profileId: body.profile_id }, now());
    return { success: true as const, removed };
  });

  route(app, getGifts, async (request) => {
    const rows = await app.db.select().from(gifts).where(eq(gifts.active, true)).orderBy(asc(gifts.position));
    const prefix = request.site.cdnPrefix.replace(/\/$/, '');
    return { gifts: rows.map((g) => ({ id: g.id, code: g.code, image: `${prefix}/${g.imageFilename}`, credits: request.site.giftCredits })) };
  });

  route(app, getOperatorQueue, async (request) => {
    operator.requireOperator(request.member!);
    return { queue: await operator.operatorQueue(app.db, request.site, now()) };
  });

  route(app, operatorReply, async (request) => ({
    success: true as const,
    message_id: await operator.operatorReply(app.db, { operator: request.member!, conversationId: request.body.conversation_id, body: request.body.body, now: now() }),
  }));
}
