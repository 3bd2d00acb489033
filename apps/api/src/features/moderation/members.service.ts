import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { MEMBER_SEARCH_LIMIT, type MemberLine, type MemberView } from '@dating/contracts';
import { complaints, memberWarnings, payments, photos, profiles, users, type DbOrTx } from '@dating/db';
import { fail } from '../../lib/api-error.js';
import { mediaUrl } from '../../lib/media.js';
import { complaintLines } from './complaints.service.js';
import { presentMemberLine } from './members.presenter.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Member lookup (moderators, admins): an id, an e-mail address (or part of one) or a profile name (or
 * its start). Exact id and e-mail first, then by name; staff accounts are not members and never listed.
 */
export async function searchMembers(db: DbOrTx, q: string): Promise<MemberLine[]> {
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const lowered = q.toLowerCase();
  const matches: SQL[] = [ilike(users.email, `%${escapeLike(q)}%`), ilike(profiles.name, `${escapeLike(q)}%`)];
  if (id !== null) matches.push(eq(users.id, id));
  const rows = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.role, 'member'), or(...matches)))
    .orderBy(
      desc(sql`(${users.id} = ${id ?? -1} or lower(${users.email}) = ${lowered})`),
      asc(profiles.name),
      asc(users.id),
    )
    .limit(MEMBER_SEARCH_LIMIT);
  return rows.map(presentMemberLine);
}

const RECENT_PAYMENTS = 10;

/** One member as moderators and admins see them (not_found for an unknown id or a staff account). */
export async function memberView(db: DbOrTx, userId: number, cdnPrefix: string): Promise<MemberView> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'member')));
  if (!row) throw fail('not_found');
  const { user, profile } = row;
  const [photoRows, about, by, warnings, recent, totals] = await Promise.all([
    db.select().from(photos).where(eq(photos.profileId, userId)).orderBy(desc(photos.isMain), asc(photos.createdAt)),
    complaintLines(db, eq(complaints.reportedId, userId)),
    complaintLines(db, eq(complaints.reporterId, userId)),
    db.select().from(memberWarnings).where(eq(memberWarnings.userId, userId)).orderBy(desc(memberWarnings.createdAt)),
    db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(RECENT_PAYMENTS),
    db
      .select({ currency: payments.currency, amount: sql<number>`sum(${payments.amount})::int`, n: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'paid')))
      .groupBy(payments.currency)
      .orderBy(payments.currency),
  ]);
  return {
    member: {
      ...presentMemberLine(row),
      role: user.role,
      language: user.language,
      city: profile?.city ?? null,
      gender: profile?.gender ?? null,
      date_of_birth: profile?.dateOfBirth ?? null,
      about: profile?.description ?? null,
      credits: user.credits,
      paid_user: user.paidUser,
      invisible: user.invisible,
      email_confirmed: user.emailConfirmedAt !== null,
      last_login_at: user.lastLoginAt?.toISOString() ?? null,
      deleted_at: user.deletedAt?.toISOString() ?? null,
    },
    ban: user.bannedAt ? { banned_at: user.bannedAt.toISOString(), reason: user.banReason } : null,
    hidden_at: profile?.hiddenAt?.toISOString() ?? null,
    photos: photoRows.map((p) => ({ id: p.id, thumb_url: mediaUrl(cdnPrefix, p.thumbFilename), status: p.status, main: p.isMain })),
    complaints_about: about,
    complaints_by: by,
    warnings: warnings.map((w) => ({ id: w.id, reason: w.reason as MemberView['warnings'][number]['reason'], created_at: w.createdAt.toISOString(), seen_at: w.seenAt?.toISOString() ?? null })),
    payments: {
      paid_count: totals.reduce((n, t) => n + t.n, 0),
      paid_totals: totals.map((t) => ({ currency: t.currency, amount: t.amount })),
      recent: recent.map((p) => ({ id: p.id, status: p.status, amount: p.amount, currency: p.currency, method: p.method, credits: p.credits, created_at: p.createdAt.toISOString() })),
    },
  };
}
