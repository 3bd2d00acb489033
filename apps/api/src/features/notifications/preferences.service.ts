import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_TYPES,
  type NotificationDisabledReason,
  type NotificationPreference,
  type NotificationType,
} from '@dating/contracts';
import { notificationPreferences, users, type Db, type DbOrTx } from '@dating/db';
import { keptKey } from '../../lib/server-keys.js';

/** Every type with the member's choice, or its default where the member has not chosen (decision 044). */
export async function preferencesOf(db: DbOrTx, userId: number): Promise<NotificationPreference[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.type, row]));
  return NOTIFICATION_TYPES.map((type) => {
    const row = chosen.get(type);
    return { type, email: row?.email ?? NOTIFICATION_DEFAULTS[type], push: row?.push ?? NOTIFICATION_DEFAULTS[type] };
  });
}

export async function disabledReasons(db: DbOrTx, userId: number): Promise<NotificationDisabledReason[]> {
  const [row] = await db.select({ reasons: users.notificationsDisabled }).from(users).where(eq(users.id, userId));
  return (row?.reasons ?? []) as NotificationDisabledReason[];
}

/** Saves the given choices; the types not given stay as they were. */
export async function savePreferences(db: Db, userId: number, choices: NotificationPreference[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const choice of choices) {
      await tx
        .insert(notificationPreferences)
        .values({ userId, type: choice.type, email: choice.email, push: choice.push })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: { email: choice.email, push: choice.push },
        });
    }
  });
}

/**
 * Whether a notification of this type may reach the member on this channel: their choice (or the
 * default), and for e-mail no stop reason (bounce, spam complaint, unsubscribe in the mail program).
 * Every notification mail and push asks this first.
 */
export async function wantsNotification(db: DbOrTx, userId: number, type: NotificationType, channel: 'email' | 'push'): Promise<boolean> {
  const [row] = await db
    .select({ reasons: users.notificationsDisabled, email: notificationPreferences.email, push: notificationPreferences.push })
    .from(users)
    .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.type, type)))
    .where(eq(users.id, userId));
  if (!row) return false;
  if (channel === 'email' && row.reasons.length > 0) return false;
  return row[channel] ?? NOTIFICATION_DEFAULTS[type];
}

/** Adds a stop reason to every member with this address (case-insensitive); answers how many changed. */
export async function stopMail(db: DbOrTx, email: string, reason: NotificationDisabledReason, now: Date): Promise<number> {
  const changed = await db
    .update(users)
    .set({ notificationsDisabled: sql`array_append(${users.notificationsDisabled}, ${reason})`, updatedAt: now })
    .where(and(sql`lower(${users.email}) = lower(${email})`, sql`not (${reason} = any(${users.notificationsDisabled}))`))
    .returning({ id: users.id });
  return changed.length;
}

export async function unsubscribe(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ notificationsDisabled: sql`array_append(${users.notificationsDisabled}, 'listunsubscribe')`, updatedAt: now })
    .where(and(eq(users.id, userId), sql`not ('listunsubscribe' = any(${users.notificationsDisabled}))`));
}

/** The key that signs unsubscribe links: made on first use and kept in the database, like the VAPID keys. */
export async function unsubscribeKey(db: Db): Promise<Buffer> {
  const { privateKey } = await keptKey(db, 'unsubscribe', () => ({ publicKey: '', privateKey: randomBytes(32).toString('base64url') }));
  return Buffer.from(privateKey, 'base64url');
}

const signature = (key: Buffer, userId: number) => createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url').slice(0, 32);

/** `<member id>.<signature>`: names one member and cannot be made for another without the key. */
export function unsubscribeToken(key: Buffer, userId: number): string {
  return `${userId}.${signature(key, userId)}`;
}

export function memberOfToken(key: Buffer, token: string): number | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(key, userId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/**
 * The headers of every notification mail (RFC 2369 and RFC 8058): one click in the mail program
 * unsubscribes without a session or a page to fill in.
 */
export function listUnsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${publicUrl}/api/unsubscribe.php?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
