import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@dating/contracts';
import { auditLog, type AuditRow, type DbOrTx, type MemberRow } from '@dating/db';

/** Who did it: the staff account (its e-mail and role are copied, so the row outlives changes) and from where. */
export interface AuditActor {
  user: Pick<MemberRow, 'id' | 'email' | 'role'>;
  ip: string | null;
}

export interface AuditRecord {
  action: string;
  recordType?: string;
  recordId?: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one row of the append-only audit log (decision 041); call it in the transaction of the action
 * it describes, so both happen or neither.
 */
export async function audit(db: DbOrTx, actor: AuditActor, record: AuditRecord, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    actorRole: actor.user.role,
    action: record.action,
    recordType: record.recordType ?? null,
    recordId: record.recordId === undefined ? null : String(record.recordId),
    before: record.before ?? null,
    after: record.after ?? null,
    ip: actor.ip,
    createdAt: now,
  });
}

export interface AuditFilter {
  page: number;
  perPage: number;
  /** An account id, or part of an e-mail address. */
  actor?: string;
  action?: string;
  recordType?: string;
  recordId?: string;
}

/** A page of the audit log, newest first, with the number of rows the filter matches. */
export async function listAudit(db: DbOrTx, filter: AuditFilter): Promise<{ entries: AuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (filter.actor) {
    const id = /^\d{1,9}$/.test(filter.actor) ? Number(filter.actor) : null;
    const byEmail = ilike(auditLog.actorEmail, `%${filter.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(id === null ? byEmail : (or(eq(auditLog.actorId, id), byEmail) as SQL));
  }
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.recordType) where.push(eq(auditLog.recordType, filter.recordType));
  if (filter.recordId) where.push(eq(auditLog.recordId, filter.recordId));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return { entries: rows.map(presentAudit), total: counted?.n ?? 0 };
}

export function presentAudit(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
    action: row.action,
    record_type: row.recordType,
    record_id: row.recordId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}
