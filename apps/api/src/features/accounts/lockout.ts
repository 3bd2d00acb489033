import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { loginAttempts, type DbOrTx } from '@dating/db';

/** Login protection: failures counted per account and per address within a window (spec section 4). */
export const LOCKOUT = {
  accountFailures: 5,
  addressFailures: 20,
  windowMinutes: 15,
  blockMinutes: 15,
} as const;

const minutes = (n: number) => n * 60_000;

/** When the newest of the last `limit` failures (within the window) blocks until, or null. */
function blockedUntil(failures: Date[], limit: number): Date | null {
  if (failures.length < limit) return null;
  return new Date(failures[0]!.getTime() + minutes(LOCKOUT.blockMinutes));
}

/**
 * Minutes left on a login block for this account or this address, or 0. A successful login
 * clears the account's count; the address count is only cleared by time.
 */
export async function blockedMinutes(db: DbOrTx, email: string, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - minutes(LOCKOUT.windowMinutes));
  const lower = email.trim().toLowerCase();
  const lastSuccess = db
    .select({ at: sql`max(${loginAttempts.attemptedAt})` })
    .from(loginAttempts)
    .where(and(eq(sql`lower(${loginAttempts.email})`, lower), eq(loginAttempts.success, true)));
  const [byAccount, byAddress] = await Promise.all([
    db
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(
        and(
          eq(sql`lower(${loginAttempts.email})`, lower),
          eq(loginAttempts.success, false),
          gt(loginAttempts.attemptedAt, since),
          sql`${loginAttempts.attemptedAt} > coalesce((${lastSuccess}), '-infinity'::timestamptz)`,
        ),
      )
      .orderBy(desc(loginAttempts.attemptedAt))
      .limit(LOCKOUT.accountFailures),
    db
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.attemptedAt, since)))
      .orderBy(desc(loginAttempts.attemptedAt))
      .limit(LOCKOUT.addressFailures),
  ]);
  const until = [
    blockedUntil(byAccount.map((r) => r.at), LOCKOUT.accountFailures),
    blockedUntil(byAddress.map((r) => r.at), LOCKOUT.addressFailures),
  ]
    .filter((d): d is Date => d !== null && d > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return until ? Math.ceil((until.getTime() - now.getTime()) / 60_000) : 0;
}

/**
 * Serialises login attempts for one account and one address across every API node, so that
 * parallel guesses cannot all pass the count before any of them is written.
 */
export async function lockAttempts(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:account:${email.trim().toLowerCase()}`}))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:address:${ip}`}))`);
}
