import { z } from 'zod';
import { defineRoute } from './route.js';
import { NOTIFICATION_TYPES, NotificationDisabledReason, NotificationType } from './enums.js';

/**
 * What a member gets before choosing (decision 044): what someone does for or to the member (a new
 * conversation, a message, a like, reminders of unread messages and of their account) is on; promotions,
 * news and weekly updates are off until the member opts in (GDPR, ePrivacy).
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationType, boolean> = {
  new_conversations: true,
  new_messages: true,
  like: true,
  unread_message_reminders: true,
  reminders: true,
  promotions: false,
  weekly_updates: false,
  news: false,
};

export const NotificationPreference = z.object({
  type: NotificationType,
  email: z.boolean(),
  push: z.boolean(),
});
export type NotificationPreference = z.infer<typeof NotificationPreference>;

const Preferences = z.object({
  /** Every type, in the order of NOTIFICATION_TYPES. */
  preferences: z.array(NotificationPreference),
  /**
   * Why no notification mail goes out at all (bounce, fbl, listunsubscribe); while this is not empty the
   * e-mail choices are kept but nothing is mailed.
   */
  notifications_disabled: z.array(NotificationDisabledReason),
});

export const getNotificationPreferences = defineRoute({
  method: 'GET',
  path: '/api/notifications.php',
  summary: "The member's notification choices, each of the eight types for e-mail and push, and the reasons mail is stopped.",
  access: 'member',
  response: Preferences,
});

export const putNotificationPreferences = defineRoute({
  method: 'PUT',
  path: '/api/notifications.php',
  summary:
    "Saves the member's choices (any subset of the types). Mail stopped for a reason (bounce, spam complaint, unsubscribe in the mail program) is resumed with POST /api/notifications-enable.php.",
  access: 'member',
  body: z.object({
    preferences: z
      .array(NotificationPreference)
      .max(NOTIFICATION_TYPES.length)
      .refine((list) => new Set(list.map((p) => p.type)).size === list.length, { error: 'duplicate_type' }),
  }),
  response: Preferences,
});

export const unsubscribeOneClick = defineRoute({
  method: 'POST',
  path: '/api/unsubscribe.php',
  summary:
    "One-click unsubscribe (RFC 8058), the target of every notification mail's List-Unsubscribe header: no session; the signed token names the member. Stops all notification mail to the member (reason listunsubscribe); mails the member asked for themselves (password reset, receipts) still go. The mail program posts `List-Unsubscribe=One-Click`; a wrong token answers 404.",
  access: 'public',
  query: z.object({ token: z.string().trim().min(1).max(200) }),
  response: z.object({ unsubscribed: z.literal(true) }),
});

/** A bounce or spam complaint as the mail service reports it (decision 044 documents the payload). */
export const MailEvent = z.object({
  type: z.enum(['bounce', 'complaint']),
  /** The recipient the event is about. */
  email: z.string().trim().max(254),
  /** Hard bounces stop mail; a soft bounce (mailbox full) is only logged. */
  permanent: z.boolean().optional(),
});

export const postMailEvents = defineRoute({
  method: 'POST',
  path: '/api/mail-events.php',
  summary:
    "Bounces and spam complaints from the mail service, authenticated by the shared secret of MAIL_EVENTS_SECRET in `Authorization: Bearer <secret>`. A permanent bounce sets the member's reason bounce, a complaint fbl; no notification mail goes to the address afterwards. Answers how many members were changed. 404 when MAIL_EVENTS_SECRET is not set.",
  access: 'public',
  body: z.object({ events: z.array(MailEvent).min(1).max(500) }),
  response: z.object({ updated: z.number().int() }),
});
