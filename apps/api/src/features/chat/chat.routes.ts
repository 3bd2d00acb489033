import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { deleteChat, getChats, getConversation, getGifts, getOperatorQueue, operatorPhoto, operatorReply, sendChatPhoto, sendGift, sendMessage, unlockChatPhoto } from '@dating/contracts';
import { gifts } from '@dating/db';
import { readPhotoUpload } from '../../lib/photo-upload.js';
import { route } from '../../lib/route.js';
import type { SiteRow } from '../../plugins/site.js';
import { discardChatPhoto, storeChatPhoto } from '../photos/photos.service.js';
import * as chat from './chat.service.js';
import * as operator from './operator.service.js';
import { mediaUrl } from '../../lib/media.js';

export default async function chatRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();

  route(app, getChats, async (request) => chat.listChats(app.db, request.member, request.site, now()));

  /** Realtime is a bonus on top of the stored state: a failed push never fails the call. */
  const push = (work: Promise<unknown>) => work.catch((err: unknown) => app.log.warn({ err }, 'realtime push failed'));

  route(app, getConversation, async (request) => {
    const viewer = request.member;
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
    void push(app.realtime.publish(recipientId, { ...base, profile_id: senderId, message: sent.forRecipient }));
    void push(app.realtime.publishTotals(recipientId));
  }

  route(app, sendMessage, async (request) => {
    const sent = await chat.send(app.db, { sender: request.member, to: request.body.profile_id, body: request.body.body, kind: 'text', site: request.site, now: now() });
    deliver(request.member.id, request.body.profile_id, sent);
    return sent;
  });

  route(app, sendGift, async (request) => {
    const sent = await chat.send(app.db, { sender: request.member, to: request.body.profile_id, body: '', kind: 'gift', giftId: request.body.gift_id, site: request.site, now: now() });
    deliver(request.member.id, request.body.profile_id, sent);
    return sent;
  });

  route(app, sendChatPhoto, async (request) => {
    const sender = request.member;
    const to = request.query.profile_id;
    const stored = await storeChatPhoto(app.deps.photoStore, sender.id, await readPhotoUpload(request));
    let sent;
    try {
      sent = await chat.send(app.db, { sender, to, body: '', kind: 'photo', photo: stored, site: request.site, now: now() });
    } catch (error) {
      // Not sent (no credits, not allowed ...): the stored picture goes too.
      await discardChatPhoto(app.deps.photoStore, stored);
      throw error;
    }
    deliver(sender.id, to, sent);
    return sent;
  }, { rateLimit: 'upload' });

  route(app, unlockChatPhoto, async (request) =>
    chat.unlockPhoto(app.db, { viewer: request.member, messageId: request.body.message_id, site: request.site, now: now() }),
  );

  route(app, deleteChat, async (request) => {
    const body = request.body;
    const removed = await chat.removeChats(app.db, request.member, 'conversation' in body ? { id: body.conversation.id } : { profileId: body.profile_id }, now());
    return { success: true as const, removed };
  });

  route(app, getGifts, async (request) => {
    const rows = await app.db.select().from(gifts).where(eq(gifts.active, true)).orderBy(asc(gifts.position));
    return { gifts: rows.map((g) => ({ id: g.id, code: g.code, image: mediaUrl(request.site.cdnPrefix, g.imageFilename), credits: request.site.giftCredits })) };
  });

  route(app, getOperatorQueue, async (request) => {
    return { queue: await operator.operatorQueue(app.db, request.site, now()) };
  });

  /** An operator's answer as a fictional profile reaches the member's tabs like any message. */
  function deliverReply(reply: Awaited<ReturnType<typeof operator.operatorReply>>, site: SiteRow) {
    const base = { type: 'message' as const, conversation_id: reply.message.conversationId, profile_id: reply.fictionalId };
    void push(app.realtime.publish(reply.memberId, { ...base, message: chat.presentMessage(reply.message, reply.memberId, site) }));
    void push(app.realtime.publishTotals(reply.memberId));
  }

  route(app, operatorReply, async (request) => {
    const reply = await operator.operatorReply(app.db, { operator: request.member, conversationId: request.body.conversation_id, body: request.body.body, now: now() });
    deliverReply(reply, request.site);
    return { success: true as const, message_id: reply.message.id };
  });

  route(app, operatorPhoto, async (request) => {
    const data = await readPhotoUpload(request);
    const stored = await storeChatPhoto(app.deps.photoStore, request.member.id, data);
    let reply;
    try {
      reply = await operator.operatorReply(app.db, { operator: request.member, conversationId: request.query.conversation_id, body: '', photo: stored, now: now() });
    } catch (error) {
      await discardChatPhoto(app.deps.photoStore, stored);
      throw error;
    }
    deliverReply(reply, request.site);
    return { success: true as const, message_id: reply.message.id };
  }, { rateLimit: 'upload' });
}
