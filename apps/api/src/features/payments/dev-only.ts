import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Headers a reverse proxy adds: their presence means the client is somewhere else, whatever the socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'cf-connecting-ip', 'true-client-ip'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * A request made on this machine itself: a loopback connection without proxy headers. The socket's own
 * address is read, never request.ip, so TRUST_PROXY cannot widen it. The one place the test provider
 * decides this; it is the same rule as the app-wide registerDevOnly() that replaces it once merged.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopback(request.raw.socket.remoteAddress)) return false;
  return PROXY_HEADERS.every((name) => request.headers[name] === undefined);
}
