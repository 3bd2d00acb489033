import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  COMPLAINTS_PAGE_SIZE,
  type ComplaintAction,
  type ComplaintLine,
  type ComplaintOutcome,
  type ComplaintStatus,
  type ComplaintView,
} from '@dating/contracts';
import { complaints, conversations, memberWarnings, messages, profiles, users, type Db, type DbOrTx } from '@dating/db';
import { fail } from '../../lib/api-error.js';
import { emit } from '../../events/emit.js';
import { applyBan, lockMember } from '../accounts/ban.service.js';
import { audit, type AuditActor } from '../staff/audit.service.js';
import { presentMemberLine } from './members.presenter.js';

const reporterProfile = alias(profiles, 'reporter_profile');
const reportedProfile = alias(profiles, 'reported_profile');
const assignee = alias(users, 'assignee');

type Outcome = ComplaintOutcome;
const OUTCOME: Record<ComplaintAction, Outcome> = { dismiss: 'dismissed', warn: 'warned', hide: 'hidden', ban: 'banned' };

/** Complaints as staff list them, with the names of reporter and reported member and who works them. */
export async function complaintLines(
  db: DbOrTx,
  where: SQL | undefined,
  page: { order?: SQL[]; limit?: number; offset?: number } = {},
): Promise<ComplaintLine[]> {
  const rows = await db
    .select({ c: complaints, reporterName: reporterProfile.name, reportedName: reportedProfile.name, assigneeEmail: assignee.email })
    .from(complaints)
    .leftJoin(reporterProfile, eq(reporterProfile.id, complaints.reporterId))
    .leftJoin(reportedProfile, eq(reportedProfile.id, complaints.reportedId))
    .leftJoin(assignee, eq(assignee.id, complaints.assigneeId))
    .where(where)
    .orderBy(...(page.order ?? [desc(complaints.createdAt), desc(complaints.id)]))
    .limit(page.limit ?? 100)
    .offset(page.offset ?? 0);
  return rows.map(({ c, reporterName, reportedName, assigneeEmail }) => ({
    id: c.id,
    category: c.category as ComplaintLine['category'],
    text: c.text,
    status: c.status as ComplaintStatus,
    outcome: c.outcome as Outcome | null,
    reporter: c.reporterId === null ? null : { id: c.reporterId, name: reporterName },
    email: c.email,
    reported: c.reportedId === null ? null : { id: c.reportedId, name: reportedName },
    assignee: c.assigneeId === null ? null : { id: c.assigneeId, email: assigneeEmail ?? '' },
    created_at: c.createdAt.toISOString(),
    closed_at: c.closedAt?.toISOString() ?? null,
  }));
}

/** The inbox: one status, oldest first (closed ones most recently closed first), a page at a time. */
export async function listComplaints(db: DbOrTx, status: ComplaintStatus, page: number) {
  const order = status === 'closed' ? [desc(complaints.closedAt), desc(complaints.id)] : [asc(complaints.createdAt), asc(complaints.id)];
  const [lines, [counted]] = await Promise.all([
    complaintLines(db, eq(complaints.status, status), { order, limit: COMPLAINTS_PAGE_SIZE, offset: (page - 1) * COMPLAINTS_PAGE_SIZE }),
    db.select({ n: sql<number>`count(*)::int` }).from(complaints).where(eq(complaints.status, status)),
  ]);
  return { complaints: lines, total: counted?.n ?? 0, page, per_page: COMPLAINTS_PAGE_SIZE };
}

async function oneLine(db: DbOrTx, id: number): Promise<ComplaintLine> {
  const [line] = await complaintLines(db, eq(complaints.id, id));
  if (!line) throw fail('not_found');
  return line;
}

const CONTEXT_MESSAGES = 30;

/** One complaint, the reported member and the last messages between reporter and reported member. */
export async function complaintView(db: DbOrTx, id: number): Promise<ComplaintView> {
  const complaint = await oneLine(db, id);
  const reportedId = complaint.reported?.id;
  const [reported] =
    reportedId === undefined
      ? []
      : await db.select({ user: users, profile: profiles }).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, reportedId));
  let conversation: ComplaintView['conversation'] = null;
  const reporterId = complaint.reporter?.id;
  if (reportedId !== undefined && reporterId !== undefined) {
    const [low, high] = reporterId < reportedId ? [reporterId, reportedId] : [reportedId, reporterId];
    const [found] = await db.select({ id: conversations.id }).from(conversations).where(and(eq(conversations.memberA, low), eq(conversations.memberB, high)));
    if (found) {
      const last = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, found.id))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(CONTEXT_MESSAGES);
      conversation = {
        id: found.id,
        messages: last.reverse().map((m) => ({ id: m.id, sender_id: m.senderId, kind: m.kind, text: m.body, created_at: m.createdAt.toISOString() })),
      };
    }
  }
  return { complaint, reported: reported ? presentMemberLine(reported) : null, conversation };
}

/** The complaint, locked; refused when closed or when another moderator works it. */
async function lockOpen(tx: DbOrTx, id: number, actor: AuditActor) {
  const [current] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  if (!current) throw fail('not_found');
  if (current.status === 'closed') throw fail('complaint_closed');
  if (current.status === 'in_progress' && current.assigneeId !== actor.user.id) throw fail('complaint_taken');
  return current;
}

/** Assigns an open complaint to the moderator (in progress); one audit row. Taking one's own again changes nothing. */
export async function takeComplaint(db: Db, id: number, actor: AuditActor, now: Date): Promise<ComplaintLine> {
  await db.transaction(async (tx) => {
    const current = await lockOpen(tx, id, actor);
    if (current.status === 'in_progress') return;
    await tx.update(complaints).set({ status: 'in_progress', assigneeId: actor.user.id }).where(eq(complaints.id, id));
    await audit(tx, actor, { action: 'complaint.taken', recordType: 'complaint', recordId: id, before: { status: current.status }, after: { status: 'in_progress' } }, now);
  });
  return oneLine(db, id);
}

/**
 * Closes a complaint with an action, all in one transaction with its one audit row: dismiss; warn (a
 * warning the member sees in the web app); hide the reported profile (out of search, likes and the swipe
 * game); ban the reported member (sessions ended, sockets closed after the commit).
 */
export async function actOnComplaint(
  db: Db,
  input: { id: number; action: ComplaintAction; note?: string | undefined; actor: AuditActor; now: Date },
): Promise<ComplaintLine> {
  const { id, action, actor, now } = input;
  const outcome = OUTCOME[action];
  await db.transaction(async (tx) => {
    const current = await lockOpen(tx, id, actor);
    const reportedId = current.reportedId;
    if (action !== 'dismiss' && reportedId === null) throw fail('complaint_without_member');
    if (reportedId !== null && action !== 'dismiss') {
      const member = await lockMember(tx, reportedId);
      if (action === 'warn') {
        const [warning] = await tx.insert(memberWarnings).values({ userId: member.id, complaintId: id, reason: current.category, createdAt: now }).returning({ id: memberWarnings.id });
        await emit(tx, { type: 'member.warned', userId: member.id, warningId: warning!.id });
      } else if (action === 'hide') {
        await tx.update(profiles).set({ status: 'disabled', hiddenAt: now, updatedAt: now }).where(eq(profiles.id, member.id));
      } else {
        await applyBan(tx, member, input.note || `complaint ${id}`, now);
      }
    }
    await tx.update(complaints).set({ status: 'closed', outcome, assigneeId: actor.user.id, closedAt: now }).where(eq(complaints.id, id));
    await audit(
      tx,
      actor,
      {
        action: `complaint.${outcome}`,
        recordType: 'complaint',
        recordId: id,
        before: { status: current.status },
        after: { status: 'closed', outcome, reported_id: reportedId, note: input.note || null },
      },
      now,
    );
  });
  return oneLine(db, id);
}

/** The member's warnings not yet acknowledged, oldest first. */
export async function unseenWarnings(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(memberWarnings)
    .where(and(eq(memberWarnings.userId, userId), sql`${memberWarnings.seenAt} is null`))
    .orderBy(asc(memberWarnings.createdAt), asc(memberWarnings.id));
  return rows.map((w) => ({ id: w.id, reason: w.reason as ComplaintLine['category'], created_at: w.createdAt.toISOString() }));
}

/** Marks the member's own warning read; another member's id changes nothing. */
export async function acknowledgeWarning(db: DbOrTx, userId: number, id: number, now: Date): Promise<void> {
  await db
    .update(memberWarnings)
    .set({ seenAt: now })
    .where(and(eq(memberWarnings.id, id), eq(memberWarnings.userId, userId), sql`${memberWarnings.seenAt} is null`));
}
