import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sites, users } from '@dating/db';
import { pathFor } from '@dating/i18n';
import { formatUntil, mailLink, sendActionMail, sendNoticeMail } from '../features/accounts/accounts.mail.js';
import { RESET_HOURS } from '../features/accounts/password.service.js';
import { EMAIL_CHANGE_HOURS } from '../features/accounts/email-change.service.js';
import { sendPaymentReceipt } from '../features/payments/receipt.service.js';
import { providerOf } from '../features/payments/payments.routes.js';
import { recoverRefund } from '../features/console-money/money.service.js';
import { eventKey, type Subscribers } from './dispatcher.js';

/**
 * Who hears of which event: the realtime socket (every tab of a member, on any node) and the
 * member's mail. Payments, push notifications and webhooks add their subscribers here.
 */
export function subscribers(app: FastifyInstance): Subscribers {
  const { realtime } = app;
  const provider = providerOf(app);

  async function account(userId: number, siteId: number) {
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    const [site] = await app.db.select().from(sites).where(eq(sites.id, siteId));
    if (!user || !site) return null;
    return { user, site };
  }
  /** A mail that did not go out throws, so the event stays in the outbox and is tried again. */
  const sent = (ok: boolean) => {
    if (!ok) throw new Error('mail not sent');
  };

  const publishBalance = async (userId: number) => {
    const [user] = await app.db.select({ credits: users.credits, paidUser: users.paidUser }).from(users).where(eq(users.id, userId));
    if (user) await realtime.publish(userId, { type: 'balance', credits: user.credits, premium: user.paidUser });
  };

  return {
    'message.sent': [
      async (e) => {
        const base = { type: 'message' as const, conversation_id: e.conversationId };
        await realtime.publish(e.senderId, { ...base, profile_id: e.recipientId, message: e.message });
        if (e.held) return;
        await realtime.publish(e.recipientId, { ...base, profile_id: e.senderId, message: e.forRecipient });
        await realtime.publishTotals(e.recipientId);
      },
      // A message to or from a chat-pal changes the operators' queue: their consoles hear it at once (decision 053).
      async (e) => {
        if (!e.held && e.withChatPal) await realtime.publishQueue();
      },
      // Push when the recipient is not looking (decision 042); the job decides, once per event.
      async (e, delivery) => {
        if (e.held) return;
        await app.jobs.send('push-notify', { userId: e.recipientId, kind: 'message', conversationId: e.conversationId, fromId: e.senderId }, { key: eventKey(delivery) });
      },
    ],
    'message.read': [
      async (e) => {
        await realtime.publish(e.otherId, { type: 'read', conversation_id: e.conversationId, profile_id: e.readerId });
        await realtime.publishTotals(e.readerId);
      },
    ],
    'like.created': [
      async (e) => {
        await realtime.publish(e.toId, { type: 'like', profile_id: e.fromId, match: e.match });
        await realtime.publishTotals(e.toId);
      },
      // A like that makes a match is told as the match (below).
      async (e, delivery) => {
        if (e.match) return;
        await app.jobs.send('push-notify', { userId: e.toId, kind: 'like', fromId: e.fromId }, { key: eventKey(delivery) });
      },
    ],
    // A match reaches the liked member's tabs with the like itself; both members hear of it by push.
    'match.created': [
      async (e, delivery) => {
        const [a, b] = e.memberIds;
        const key = eventKey(delivery);
        await app.jobs.send('push-notify', { userId: a, kind: 'match', fromId: b }, { ...(key && { key: `${key}:a` }) });
        await app.jobs.send('push-notify', { userId: b, kind: 'match', fromId: a }, { ...(key && { key: `${key}:b` }) });
      },
    ],
    'conversation.removed': [async (e) => realtime.publishTotals(e.memberId)],
    // The member's open tabs hear the new balance and premium; the member gets a receipt (once per payment).
    'payment.completed': [async (e) => publishBalance(e.userId), async (e) => sendPaymentReceipt(app, e.paymentId)],
    // A refund or chargeback took credits back: open tabs show the lower balance at once.
    'payment.reversed': [async (e) => publishBalance(e.userId)],
    // A refund already asked for (the event delivered twice) is not asked again; a provider that fails
    // throws, so the event stays in the outbox and is tried again.
    'payment.refund_due': [
      async (e) => {
        const current = provider();
        if (!current) throw new Error('no payment provider to refund through');
        if ((await current.listRefunds(e.providerId)).length > 0) return;
        await current.createRefund(e.providerId, { description: 'Tryout already had: refunded', metadata: { payment_id: e.paymentId } });
      },
    ],
    // Only a refund whose request died reaches the sweep (decision 080): booked if the provider made it, else let go.
    'payment.refund_started': [
      async (e, delivery) => {
        if (delivery.eventId !== null) await recoverRefund(app.db, provider(), delivery.eventId, e, app.deps.clock());
      },
    ],
    'sessions.ended': [async (e) => realtime.endSessions(e.userId, e.sessionIds, e.reason)],
    // The member's open tabs hear the verdict, so the photo manager shows it (and a rejection's reason) at once.
    'photo.moderated': [
      async (e) => {
        await realtime.publish(e.profileId, { type: 'photo', photo_id: e.photoId, status: e.status });
      },
    ],
    // A moderator's warning reaches the member's open tabs at once, not only on the next page load (decision 060).
    'member.warned': [async (e) => realtime.publish(e.userId, { type: 'warning', warning_id: e.warningId })],
    'account.signed_up': [
      async (e) => {
        const found = await account(e.userId, e.siteId);
        if (!found) return;
        sent(await sendActionMail(app, { ...found, key: 'activation', url: mailLink(app, '/api/activate.php', e.activationToken) }));
      },
    ],
    'account.activation_requested': [
      async (e) => {
        const found = await account(e.userId, e.siteId);
        if (!found) return;
        sent(await sendActionMail(app, { ...found, key: 'activation', url: mailLink(app, '/api/activate.php', e.token) }));
      },
    ],
    'account.reactivation_requested': [
      async (e) => {
        const found = await account(e.userId, e.siteId);
        if (!found) return;
        const until = await formatUntil(app, found.user, new Date(e.until));
        sent(await sendActionMail(app, { ...found, key: 'accountDeleted', url: mailLink(app, '/api/reactivate.php', e.token), vars: { until } }));
      },
    ],
    'account.password_reset_requested': [
      async (e) => {
        const found = await account(e.userId, e.siteId);
        if (!found) return;
        const url = mailLink(app, pathFor('resetPasswordDo', e.locale), e.token);
        sent(await sendActionMail(app, { ...found, key: 'passwordReset', url, vars: { hours: RESET_HOURS } }));
      },
    ],
    'account.email_change_requested': [
      async (e) => {
        const found = await account(e.userId, e.siteId);
        if (!found) return;
        const url = mailLink(app, pathFor('mailChangeDo', e.locale), e.token);
        sent(await sendActionMail(app, { ...found, key: 'emailChange', url, to: e.to, vars: { hours: EMAIL_CHANGE_HOURS } }));
      },
    ],
    'account.email_changed': [
      async (e) => {
        const found = await account(e.userId, e.siteId);
        if (!found) return;
        const vars = { email: found.user.email, support: found.site.supportEmail };
        sent(await sendNoticeMail(app, { ...found, key: 'emailChanged', to: e.oldEmail, vars }));
      },
    ],
    'account.deleted': [
      async (e) => {
        const found = await account(e.userId, e.siteId);
        if (!found) return;
        const until = await formatUntil(app, found.user, new Date(e.until));
        sent(await sendActionMail(app, { ...found, key: 'accountDeleted', url: mailLink(app, '/api/reactivate.php', e.reactivationToken), vars: { until } }));
      },
    ],
  };
}
