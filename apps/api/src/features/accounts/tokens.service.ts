import { and, eq, gt, isNull } from 'drizzle-orm';
import { mailTokens, users, type DbOrTx, type AccountRow } from '@dating/db';
import { hashToken, newToken } from '../../lib/tokens.js';

type Purpose = (typeof mailTokens.$inferInsert)['purpose'];

/** A new single-use mail link; earlier unused links of the same purpose stop working. */
export async function issueMailToken(
  db: DbOrTx,
  input: { userId: number; purpose: Purpose; now: Date; expiresAt: Date; newEmail?: string },
): Promise<string> {
  const token = newToken();
  await db
    .update(mailTokens)
    .set({ usedAt: input.now })
    .where(and(eq(mailTokens.userId, input.userId), eq(mailTokens.purpose, input.purpose), isNull(mailTokens.usedAt)));
  await db.insert(mailTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    newEmail: input.newEmail ?? null,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
  return token;
}

export interface ValidToken {
  id: number;
  user: AccountRow;
  newEmail: string | null;
}

/** The unused, unexpired token of that purpose with its member (row-locked), or null. */
export async function findValidToken(db: DbOrTx, token: string, purpose: Purpose, now: Date): Promise<ValidToken | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ token: mailTokens, user: users })
    .from(mailTokens)
    .innerJoin(users, eq(users.id, mailTokens.userId))
    .where(
      and(
        eq(mailTokens.tokenHash, hashToken(token)),
        eq(mailTokens.purpose, purpose),
        isNull(mailTokens.usedAt),
        gt(mailTokens.expiresAt, now),
      ),
    )
    .for('update');
  return row ? { id: row.token.id, user: row.user, newEmail: row.token.newEmail } : null;
}

export async function useToken(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(mailTokens).set({ usedAt: now }).where(eq(mailTokens.id, id));
}
