import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { STAFF_ROLES, consoleLanguage, STAFF_SETUP_HOURS, type ConsoleLanguage, type StaffAccount, type StaffRole } from '@dating/contracts';
import { sessions, staffRecoveryCodes, staffSessions, staffSetupLinks, staffTotp, users, type Db, type DbOrTx, type AccountRow } from '@dating/db';
import { fail } from '../../lib/api-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { audit, type AuditActor } from './audit.service.js';

/** Where a setup link leads: the console's own page (decision 052). */
export const setupPath = (token: string) => `/console/setup?token=${token}`;

type SetupLink = { url: string; expires_at: string };

async function accountOf(db: DbOrTx, user: AccountRow, now: Date): Promise<StaffAccount> {
  const [totp] = await db.select({ confirmedAt: staffTotp.confirmedAt }).from(staffTotp).where(eq(staffTotp.userId, user.id));
  const [link] = await db
    .select({ id: staffSetupLinks.id })
    .from(staffSetupLinks)
    .where(and(eq(staffSetupLinks.userId, user.id), isNull(staffSetupLinks.usedAt), gt(staffSetupLinks.expiresAt, now)))
    .limit(1);
  return {
    id: user.id,
    email: user.email,
    name: user.staffName,
    role: user.role as StaffRole,
    language: consoleLanguage(user.language),
    status: user.status === 'active' ? 'active' : 'disabled',
    second_factor: Boolean(totp?.confirmedAt),
    setup_pending: Boolean(link),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

export async function listStaff(db: DbOrTx, now: Date): Promise<StaffAccount[]> {
  const rows = await db.select().from(users).where(and(inArray(users.role, [...STAFF_ROLES]), ne(users.status, 'deleted'))).orderBy(asc(users.email));
  return Promise.all(rows.map((row) => accountOf(db, row, now)));
}

/** A new setup link for the account (older unused ones void), its token only in the answer. */
async function issueSetupLink(tx: DbOrTx, userId: number, actor: AuditActor, origin: string, now: Date): Promise<SetupLink> {
  await tx.update(staffSetupLinks).set({ usedAt: now }).where(and(eq(staffSetupLinks.userId, userId), isNull(staffSetupLinks.usedAt)));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + STAFF_SETUP_HOURS * 3_600_000);
  await tx.insert(staffSetupLinks).values({ userId, tokenHash: hashToken(token), createdBy: actor.user.id, createdAt: now, expiresAt });
  return { url: `${origin}${setupPath(token)}`, expires_at: expiresAt.toISOString() };
}

/** Ends every session of the account: console and member ones. */
async function endSessions(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.userId, userId), isNull(staffSessions.revokedAt)));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * A new staff account: no usable password until the setup link sets one (a random one is hashed meanwhile),
 * active, with its role and console language; one audit row. An address already taken (a member's too) is
 * refused: staff accounts are separate.
 */
export async function createStaff(
  tx: DbOrTx,
  actor: AuditActor,
  input: { email: string; name: string; role: StaffRole; language: ConsoleLanguage; origin: string; now: Date },
): Promise<{ staff: StaffAccount; setup_link: SetupLink }> {
  const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`);
  if (taken) throw fail('email_taken', {}, { fields: { email: 'email_taken' } });
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      passwordHash: await hashPassword(newToken()),
      status: 'active',
      role: input.role,
      language: input.language,
      staffName: input.name,
      emailConfirmedAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!user) throw new Error('staff account not written');
  const link = await issueSetupLink(tx, user.id, actor, input.origin, input.now);
  await audit(tx, actor, { action: 'staff.create', recordType: 'user', recordId: user.id, after: { email: user.email, name: input.name, role: input.role, language: input.language } }, input.now);
  return { staff: await accountOf(tx, user, input.now), setup_link: link };
}

export type StaffChange =
  | { action: 'role'; role: StaffRole }
  | { action: 'disable' }
  | { action: 'enable' }
  | { action: 'reset_second_factor' }
  | { action: 'setup_link' };

/**
 * One change to a staff account, in one transaction with every active admin locked, so two admins
 * demoting each other at once cannot leave none: an admin cannot disable themself, and the last active
 * admin keeps the role and stays enabled. Disabling and resetting the second factor end the account's
 * sessions. One audit row with before and after.
 */
export async function changeStaff(db: Db, actor: AuditActor, input: { id: number; change: StaffChange; origin: string; now: Date }): Promise<{ staff: StaffAccount; setup_link?: SetupLink }> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.status, 'active'))).for('update');
    const [user] = await tx.select().from(users).where(and(eq(users.id, input.id), inArray(users.role, [...STAFF_ROLES]), ne(users.status, 'deleted'))).for('update');
    if (!user) throw fail('not_found');
    const { change } = input;
    const before = await accountOf(tx, user, input.now);
    const isLastAdmin = user.role === 'admin' && user.status === 'active' && admins.length <= 1;
    let link: SetupLink | undefined;
    switch (change.action) {
      case 'role':
        if (isLastAdmin && change.role !== 'admin') throw fail('staff_last_admin');
        await tx.update(users).set({ role: change.role, updatedAt: input.now }).where(eq(users.id, user.id));
        break;
      case 'disable':
        if (user.id === actor.user.id) throw fail('staff_self_disable');
        if (isLastAdmin) throw fail('staff_last_admin');
        await tx.update(users).set({ status: 'disabled', updatedAt: input.now }).where(eq(users.id, user.id));
        await endSessions(tx, user.id, input.now);
        break;
      case 'enable':
        await tx.update(users).set({ status: 'active', updatedAt: input.now }).where(eq(users.id, user.id));
        break;
      case 'reset_second_factor':
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
        await tx.delete(staffTotp).where(eq(staffTotp.userId, user.id));
        await endSessions(tx, user.id, input.now);
        break;
      case 'setup_link':
        link = await issueSetupLink(tx, user.id, actor, input.origin, input.now);
        break;
    }
    const [updated] = await tx.select().from(users).where(eq(users.id, user.id));
    const after = await accountOf(tx, updated!, input.now);
    await audit(tx, actor, { action: `staff.${change.action}`, recordType: 'user', recordId: user.id, before, after }, input.now);
    return { staff: after, ...(link && { setup_link: link }) };
  });
}

/** The account of an unused, unexpired setup link, or 410 reset_link_expired. */
async function linkedAccount(db: DbOrTx, token: string, now: Date, lock: boolean) {
  const query = db
    .select({ link: staffSetupLinks, user: users })
    .from(staffSetupLinks)
    .innerJoin(users, eq(users.id, staffSetupLinks.userId))
    .where(and(eq(staffSetupLinks.tokenHash, hashToken(token)), isNull(staffSetupLinks.usedAt), gt(staffSetupLinks.expiresAt, now), eq(users.status, 'active')));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !(STAFF_ROLES as readonly string[]).includes(row.user.role)) throw fail('reset_link_expired');
  return row;
}

export async function setupAccount(db: DbOrTx, token: string, now: Date): Promise<{ email: string; name: string | null }> {
  const { user } = await linkedAccount(db, token, now, false);
  return { email: user.email, name: user.staffName };
}

/**
 * Sets the password through the setup link (once). The second factor starts afresh: it is enrolled at
 * the first sign-in, so whoever holds the link and the password also holds the only authenticator.
 */
export async function completeSetup(db: Db, input: { token: string; password: string; ip: string | null; now: Date }): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const { link, user } = await linkedAccount(tx, input.token, input.now, true);
    await tx.update(staffSetupLinks).set({ usedAt: input.now }).where(eq(staffSetupLinks.id, link.id));
    await tx.update(users).set({ passwordHash, updatedAt: input.now }).where(eq(users.id, user.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    await tx.delete(staffTotp).where(eq(staffTotp.userId, user.id));
    await endSessions(tx, user.id, input.now);
    await audit(tx, { user, ip: input.ip }, { action: 'staff.setup', recordType: 'user', recordId: user.id }, input.now);
  });
}

/** The staff member's own console language; a change is an audit row like any staff action. */
export async function saveLanguage(db: Db, actor: AuditActor, language: ConsoleLanguage, now: Date): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ language: users.language }).from(users).where(eq(users.id, actor.user.id)).for('update');
    const [updated] = await tx.update(users).set({ language, updatedAt: now }).where(eq(users.id, actor.user.id)).returning();
    if (!before || !updated) throw fail('not_found');
    if (before.language !== language) {
      await audit(tx, actor, { action: 'staff.language', recordType: 'user', recordId: updated.id, before: { language: before.language }, after: { language } }, now);
    }
    return updated;
  });
}
