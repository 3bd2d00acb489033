import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverKeys, type Db } from '@dating/db';

const NAME = 'vapid';

/**
 * The VAPID key pair for web push: generated on first start and kept in the database, so
 * every API node and every restart signs with the same key. Answers the public key in the
 * URL-safe base64 form browsers expect (uncompressed P-256 point).
 */
export async function ensureVapidKeys(db: Db): Promise<string> {
  const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.name, NAME));
  if (existing) return existing.publicKey;
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  const row = { name: NAME, publicKey: point.toString('base64url'), privateKey: priv.d! };
  await db.insert(serverKeys).values(row).onConflictDoNothing();
  const [stored] = await db.select().from(serverKeys).where(eq(serverKeys.name, NAME));
  return stored!.publicKey;
}
