import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { users, type DbOrTx } from '@dating/db';

// argon2id (the library's default algorithm) with the OWASP-recommended minimum cost: 19 MiB, 2 passes.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a login for an unknown address cannot be told apart by timing. */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-dummy');
  await verifyPassword(await dummyHash, plain);
  return false;
}

/**
 * Checks a logged-in member's password against the hash stored now: the session's member carries no
 * password hash (issue 18), so the few calls that ask for the password read it here.
 */
export async function verifyMemberPassword(db: DbOrTx, userId: number, plain: string): Promise<boolean> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row ? verifyPassword(row.passwordHash, plain) : verifyAgainstDummy(plain);
}
