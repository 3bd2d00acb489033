import { asc, eq, sql } from 'drizzle-orm';
import {
  blocks,
  complaints,
  creditLedger,
  discountCodes,
  likes,
  loginAttempts,
  mailTokens,
  messages,
  notificationPreferences,
  photos,
  profileInterests,
  profiles,
  sessions,
  trackingRecords,
  users,
  type Db,
} from '@dating/db';
import { fail } from '../../lib/api-error.js';
import { ownProfileFields } from '../profiles/profiles.presenter.js';

/**
 * Everything the site holds about one member (GDPR art. 15 and 20), in a portable JSON form.
 * Secrets are left out on purpose: the password hash and the hashes of tokens. The account row is read
 * fresh: the session's member (request.member) holds only the columns every call uses.
 */
export async function exportMemberData(db: Db, memberId: number, now: Date): Promise<Record<string, unknown>> {
  const id = memberId;
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw fail('not_found');
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, id));
  const [interests, photoRows, tracking, sessionRows, attempts, ledger, preferences, tokens, codes, written, liked, blocked, reported] = await Promise.all([
    db.select({ interest: profileInterests.interest }).from(profileInterests).where(eq(profileInterests.profileId, id)),
    db.select().from(photos).where(eq(photos.profileId, id)).orderBy(asc(photos.position)),
    db.select().from(trackingRecords).where(eq(trackingRecords.userId, id)),
    db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(asc(sessions.createdAt)),
    db
      .select()
      .from(loginAttempts)
      .where(eq(sql`lower(${loginAttempts.email})`, user.email.toLowerCase()))
      .orderBy(asc(loginAttempts.attemptedAt)),
    db.select().from(creditLedger).where(eq(creditLedger.userId, id)).orderBy(asc(creditLedger.id)),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, id)),
    db.select().from(mailTokens).where(eq(mailTokens.userId, id)).orderBy(asc(mailTokens.createdAt)),
    db.select().from(discountCodes).where(eq(discountCodes.userId, id)),
    db.select().from(messages).where(eq(messages.senderId, id)).orderBy(asc(messages.id)),
    db.select().from(likes).where(eq(likes.likerId, id)).orderBy(asc(likes.createdAt)),
    db.select().from(blocks).where(eq(blocks.blockerId, id)).orderBy(asc(blocks.createdAt)),
    db.select().from(complaints).where(eq(complaints.reporterId, id)).orderBy(asc(complaints.id)),
  ]);
  return {
    exported_at: now.toISOString(),
    account: {
      id,
      email: user.email,
      status: user.status,
      role: user.role,
      language: user.language,
      credits: user.credits,
      paid_user: user.paidUser,
      premium_since: user.premiumSince,
      invisible: user.invisible,
      notifications_disabled: user.notificationsDisabled,
      email_confirmed_at: user.emailConfirmedAt,
      last_login_at: user.lastLoginAt,
      signup_ip: user.signupIp,
      created_at: user.createdAt,
    },
    profile: profile
      ? {
          ...ownProfileFields(profile),
          signup_message: profile.signupMessage,
          interests: interests.map((i) => i.interest),
        }
      : null,
    photos: photoRows.map((p) => ({ filename: p.filename, status: p.status, main: p.isMain, uploaded_at: p.createdAt })),
    tracking: tracking[0] ? { network: tracking[0].network, ref: tracking[0].ref, sub1: tracking[0].sub1, sub2: tracking[0].sub2, sub3: tracking[0].sub3, campaign: tracking[0].campaignToken } : null,
    sessions: sessionRows.map((s) => ({
      created_at: s.createdAt,
      last_seen_at: s.lastSeenAt,
      expires_at: s.expiresAt,
      revoked_at: s.revokedAt,
      user_agent: s.userAgent,
      ip: s.ip,
    })),
    login_attempts: attempts.map((a) => ({ at: a.attemptedAt, ip: a.ip, success: a.success })),
    messages_sent: written.map((m) => ({
      at: m.createdAt,
      to_profile_id: m.recipientId,
      kind: m.kind,
      body: m.body,
      photo: m.photoFilename,
      credits: m.cost,
      read_at: m.readAt,
    })),
    likes_given: liked.map((l) => ({ at: l.createdAt, profile_id: l.likedId, source: l.source })),
    blocked_members: blocked.map((b) => ({ at: b.createdAt, profile_id: b.blockedId })),
    complaints_filed: reported.map((c) => ({ at: c.createdAt, about_profile_id: c.reportedId, category: c.category, text: c.text, status: c.status })),
    credit_ledger: ledger.map((l) => ({ at: l.createdAt, amount: l.amount, balance_after: l.balanceAfter, reason: l.reason, reference: l.reference })),
    notification_preferences: preferences.map((p) => ({ type: p.type, email: p.email, push: p.push })),
    mails_sent: tokens.map((t) => ({ purpose: t.purpose, sent_at: t.createdAt, used_at: t.usedAt, new_email: t.newEmail })),
    discount_codes: codes.map((c) => ({ code: c.code, percentage: Number(c.valuePercentage), expires: c.expires, status: c.status })),
  };
}
