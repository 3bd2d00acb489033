import type { ChatMessage, Locale } from '@dating/contracts';
import type { AuditActor } from '../features/staff/audit.service.js';

/**
 * What happened, in the words of the domain (decision 021). Services emit these; the dispatcher fans
 * them out (realtime socket, mail, later push and webhooks). Payloads are plain JSON: durable events
 * are stored in the domain_events outbox until delivered.
 */
export type DomainEvent =
  | {
      type: 'message.sent';
      conversationId: number;
      senderId: number;
      recipientId: number;
      /** Held until the sender confirms their address: only the sender's other tabs hear of it. */
      held: boolean;
      /** One side is a fictional chat-pal: the operators' queue changed (decision 053). Absent in events stored before. */
      withChatPal?: boolean;
      /** As the sender sees it, and as the recipient does (a photo locked). */
      message: ChatMessage;
      forRecipient: ChatMessage;
    }
  | { type: 'message.read'; conversationId: number; readerId: number; otherId: number }
  | { type: 'like.created'; fromId: number; toId: number; match: boolean; source: 'profile' | 'swipe' | 'auto' }
  | { type: 'match.created'; memberIds: [number, number] }
  | { type: 'conversation.removed'; memberId: number; conversationIds: number[] }
  | { type: 'photo.moderated'; photoId: number; profileId: number; status: 'active' | 'rejected' }
  /** A moderator warned a member after a complaint: the member's open tabs show the warning at once. */
  | { type: 'member.warned'; userId: number; warningId: number }
  | { type: 'account.signed_up'; userId: number; siteId: number; activationToken: string }
  | { type: 'account.activation_requested'; userId: number; siteId: number; token: string }
  | { type: 'account.reactivation_requested'; userId: number; siteId: number; token: string; until: string }
  | { type: 'account.password_reset_requested'; userId: number; siteId: number; token: string; locale: Locale }
  | { type: 'account.email_change_requested'; userId: number; siteId: number; token: string; to: string; locale: Locale }
  | { type: 'account.email_changed'; userId: number; siteId: number; oldEmail: string }
  | { type: 'account.deleted'; userId: number; siteId: number; reactivationToken: string; until: string }
  /** Sessions revoked (logout, password or e-mail change, deletion, ban): their sockets close on every node. */
  | { type: 'sessions.ended'; userId: number; sessionIds: number[]; reason?: 'banned' }
  /** A paid payment was applied once: its credits granted (and premium for life on the first). */
  | { type: 'payment.completed'; paymentId: number; userId: number; credits: number; firstPurchase: boolean }
  /** A paid payment we do not apply (a second tryout): refunded in full through the provider. */
  | { type: 'payment.refund_due'; paymentId: number; providerId: string; userId: number; reason: 'tryout_repeated' }
  /**
   * An admin's refund reserved on the payment, written to the outbox leased for a while (decision 080): the
   * request that reserved it asks the provider and books it, marking this row delivered in the same
   * transaction. Only when that process died in between does the sweep deliver it: the refund is booked if
   * the provider made it, else the reservation is let go.
   */
  | {
      type: 'payment.refund_started';
      paymentId: number;
      providerId: string;
      amount: number;
      before: { status: string; refundedAmount: number; updatedAt: string };
      actor: AuditActor;
      note: string;
    }
  /** A paid payment refunded or charged back: the credits still there taken back (creditsTaken may be 0). */
  | { type: 'payment.reversed'; paymentId: number; userId: number; creditsTaken: number; kind: 'refund' | 'chargeback' };

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * Events whose loss nobody notices (a read receipt: the next page load shows it) are delivered
 * after commit from memory; every other event goes through the outbox.
 */
export const EPHEMERAL: ReadonlySet<DomainEventType> = new Set<DomainEventType>(['message.read']);

/** Payload fields that carry a secret (a link's token): wiped from the outbox once delivered. */
export const SECRET_FIELDS = ['activationToken', 'token', 'reactivationToken'] as const;
