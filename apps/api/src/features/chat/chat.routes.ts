import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { claimConversation, getOperatorFigures, getOperatorConversation, saveOperatorNote, claimHeartbeat, releaseConversation, deleteChat, getChats, getConversation, getGifts, getOperatorQueue, operatorGift, operatorPaidPhoto, operatorPhoto, operatorReply, sendChatPhoto, sendGift, sendMessage, unlockChatPhoto } from '@dating/contracts';
import { gifts } from '@dating/db';
import { readPhotoUpload } from '../../lib/photo-upload.js';
import { route } from '../../lib/route.js';
import { discardChatPhoto, storeChatPhoto } from '../photos/photos.service.js';
import * as chat from './chat.service.js';
import * as operator from './operator.service.js';
import { mediaUrl } from '../../lib/media.js';

export default async function chatRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();

  route(app, getChats, async (request) => chat.listChats(request.unitDb, request.member, request.site, now()));

  // Pushes to the sockets and mails leave with the domain events the services emit (decision 021).
  route(app, getConversation, async (request) =>
    chat.openConversation(request.unitDb, { viewer: request.member, id: request.query.id, profileId: request.query.profile_id, site: request.site, now: now() }),
  );

  route(app, sendMessage, async (request) =>
    chat.send(request.db, { sender: request.member, to: request.body.profile_id, body: request.body.body, kind: 'text', site: request.site, now: now() }),
  );

  route(app, sendGift, async (request) =>
    chat.send(request.db, { sender: request.member, to: request.body.profile_id, body: '', kind: 'gift', giftId: request.body.gift_id, site: request.site, now: now() }),
  );

  route(app, sendChatPhoto, async (request) => {
    const sender = request.member;
    const to = request.query.profile_id;
    const stored = await storeChatPhoto(app.deps.photoStore, sender.id, await readPhotoUpload(request));
    try {
      return await chat.send(request.db, { sender, to, body: '', kind: 'photo', photo: stored, site: request.site, now: now() });
    } catch (error) {
      // Not sent (no credits, not allowed ...): the stored picture goes too.
      await discardChatPhoto(app.deps.photoStore, stored);
      throw error;
    }
  }, { rateLimit: 'upload' });

  route(app, unlockChatPhoto, async (request) =>
    chat.unlockPhoto(request.db, { viewer: request.member, messageId: request.body.message_id, site: request.site, now: now() }),
  );

  route(app, deleteChat, async (request) => {
    const body = request.body;
    const removed = await chat.removeChats(request.unitDb, request.member, 'conversation' in body ? { id: body.conversation.id } : { profileId: body.profile_id }, now());
    return { success: true as const, removed };
  });

  route(app, getGifts, async (request) => {
    const rows = await request.unitDb.select().from(gifts).where(eq(gifts.active, true)).orderBy(asc(gifts.position));
    return { gifts: rows.map((g) => ({ id: g.id, code: g.code, image: mediaUrl(request.site.cdnPrefix, g.imageFilename), credits: request.site.giftCredits })) };
  });

  route(app, getOperatorQueue, async (request) => {
    return { queue: await operator.operatorQueue(request.unitDb, request.site, request.member.id, now()) };
  });

  // Every operator's console hears at once that the queue changed (a claim, a release, an answer);
  // a member's new message reaches it through the message.sent event (decision 053).
  const queueChanged = () => app.realtime.publishQueue().catch((err: unknown) => app.log.warn({ err }, 'queue change not told'));

  route(app, claimConversation, async (request) => {
    const claim = await operator.claimConversation(request.unitDb, { operator: request.member, ip: request.ip }, request.body.conversation_id, request.site, now());
    if (claim) await queueChanged();
    return { claim };
  });

  route(app, getOperatorConversation, async (request) =>
    operator.operatorConversation(request.unitDb, request.site, request.member.id, request.query.id, now()),
  );

  route(app, saveOperatorNote, async (request) => ({
    note: await operator.saveOperatorNote(request.unitDb, { operator: request.member, ip: request.ip }, request.body.conversation_id, request.body.body, now()),
  }));

  route(app, getOperatorFigures, async (request) => {
    const until = now();
    const since = new Date(until.getTime() - request.query.days * 86_400_000);
    return { since: since.toISOString(), figures: await operator.operatorFigures(request.unitDb, since, until) };
  });

  route(app, claimHeartbeat, async (request) => ({ claim: await operator.renewClaim(request.unitDb, request.member.id, request.body.conversation_id, now()) }));

  route(app, releaseConversation, async (request) => {
    await operator.releaseConversation(request.unitDb, { operator: request.member, ip: request.ip }, request.body.conversation_id, now());
    await queueChanged();
    return { success: true as const };
  });

  route(app, operatorReply, async (request) => {
    const reply = await operator.operatorReply(request.unitDb, { operator: request.member, ip: request.ip, conversationId: request.body.conversation_id, body: request.body.body, site: request.site, now: now() });
    await queueChanged();
    return { success: true as const, message_id: reply.message.id };
  });

  route(app, operatorGift, async (request) => {
    const { conversation_id: conversationId, gift_id: giftId } = request.body;
    const reply = await operator.operatorReply(request.unitDb, { operator: request.member, ip: request.ip, conversationId, body: '', giftId, site: request.site, now: now() });
    await queueChanged();
    return { success: true as const, message_id: reply.message.id };
  });

  route(app, operatorPaidPhoto, async (request) => {
    const { conversation_id: conversationId, photo_id: paidPhotoId } = request.body;
    const reply = await operator.operatorReply(request.unitDb, { operator: request.member, ip: request.ip, conversationId, body: '', paidPhotoId, site: request.site, now: now() });
    await queueChanged();
    return { success: true as const, message_id: reply.message.id };
  });

  route(app, operatorPhoto, async (request) => {
    const data = await readPhotoUpload(request);
    const stored = await storeChatPhoto(app.deps.photoStore, request.member.id, data);
    let reply;
    try {
      reply = await operator.operatorReply(request.unitDb, { operator: request.member, ip: request.ip, conversationId: request.query.conversation_id, body: '', photo: stored, site: request.site, now: now() });
    } catch (error) {
      await discardChatPhoto(app.deps.photoStore, stored);
      throw error;
    }
    await queueChanged();
    return { success: true as const, message_id: reply.message.id };
  }, { rateLimit: 'upload' });
}
