import { eq } from 'drizzle-orm';
import { serverKeys, type Db } from '@dating/db';

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

/** Per driver (pool): a unit of work's handle of the database (request.unitDb) shares the database's keys. */
const kept = new WeakMap<object, Map<string, Promise<KeyPair>>>();

/**
 * A key the server makes once and keeps in `server_keys` (VAPID, the unsubscribe links' HMAC key), so every
 * API node and every restart uses the same one. Two nodes starting at once keep the first one stored. Read
 * from the database once per process and name; a failed read is tried again on the next call.
 */
export function keptKey(db: Db, name: string, make: () => KeyPair): Promise<KeyPair> {
  let byName = kept.get(db.$client);
  if (!byName) kept.set(db.$client, (byName = new Map()));
  const cached = byName.get(name);
  if (cached) return cached;
  const loading = load(db, name, make).catch((error: unknown) => {
    byName.delete(name);
    throw error;
  });
  byName.set(name, loading);
  return loading;
}

async function load(db: Db, name: string, make: () => KeyPair): Promise<KeyPair> {
  const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (existing) return existing;
  await db.insert(serverKeys).values({ name, ...make() }).onConflictDoNothing();
  const [stored] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  return stored!;
}
