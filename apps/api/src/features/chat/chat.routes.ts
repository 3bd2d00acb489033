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

  /** Realtime is a bonus on top of the stored state: a failed push never fails the call. */
  const push = (work: Promise<unknown>) => work.catch((err: unknown) => app.log.warn({ err }, 'realtime push failed'));

  route(app, getConversation, async (request) => {
    const viewer = request.member!;
    const result = await chat.openConversation(app.db, { viewer, id: request.query.id, profileId: request.query.profile_id, site: request.site, now: now() });
    if (result.conversation) {
      void push(app.realtime.publish(result.profile.id, { type: 'read', conversation_id: result.conversation.id, profile_id: viewer.id }));
      void push(app.realtime.publishTotals(viewer.id));
    }
    return result;
  });

  /** The new message to the recipient's tabs (unless held) and to the sender's other tabs. */
  function deliver(senderId: number, recipientId: number, sent: Awaited<ReturnType<typeof chat.send>>) {
    const base = { type: 'message' as const, conversation_id: sent.conversation.id };
    void push(app.realtime.publish(senderId, { ...base, profile_id: recipientId, message: sent.message }));
    if (sent.message.held) return;
    void push(app.realtime.publish(recipientId, { ...base, profile_id: senderId, message: { ...sent.message, from_me: false } }));
    void push(app.realtime.publishTotals(recipientId));
  }

  route(app, sendMessage, async (request) => {
    const sent = await chat.send(app.db, { sender: request.member!, to: request.body.profile_id, body: request.body.body, kind: 'text', site: request.site, now: now() });
    deliver(request.member!.id, request.body.profile_id, sent);
    return sent;
  });

  route(app, sendGift, async (request) => {
    const sent = await chat.send(app.db, { sender: request.member!, to: request.body.profile_id, body: '', kind: 'gift', giftId: request.body.gift_id, site: request.site, now: now() });
    deliver(request.member!.id, request.body.profile_id, sent);
    return sent;
  });

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
