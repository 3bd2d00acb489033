import { hash, randomBytes } from 'node:crypto';

/** A random token for a cookie or a mail link (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a leaked table opens no session. */
export function hashToken(token: string): Buffer {
  // The one-shot hash: no Hash object per request (every call with a session cookie hashes it).
  return hash('sha256', token, 'buffer');
}
