import { generateKeyPairSync } from 'node:crypto';
import type { Db } from '@dating/db';
import { keptKey, type KeyPair } from './server-keys.js';

/**
 * The VAPID key pair for web push: generated on first start and kept in the database, so
 * every API node and every restart signs with the same key. Answers the public key in the
 * URL-safe base64 form browsers expect (uncompressed P-256 point).
 */
export async function ensureVapidKeys(db: Db): Promise<string> {
  return (await vapidKeyPair(db)).publicKey;
}

/** Both halves (URL-safe base64): the public key browsers subscribe with, the private one that signs each push. */
export function vapidKeyPair(db: Db): Promise<KeyPair> {
  return keptKey(db, 'vapid', () => {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const jwk = publicKey.export({ format: 'jwk' });
    const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
    return { publicKey: point.toString('base64url'), privateKey: privateKey.export({ format: 'jwk' }).d! };
  });
}
