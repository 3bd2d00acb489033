import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { SOCKET_PATH } from '@dating/contracts';

/** Listens on a free local port; answers the ws:// base address. */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('http', 'ws');
}

export interface SocketOptions {
  /** The page origin a browser would send (none by default, like a client that is not a browser). */
  origin?: string;
  /** Another Host header than the listening address (a site host). */
  host?: string;
  /** The tab's id, as the web app sends it (`?tab=`): the page-hidden beacon names the same. */
  tab?: string;
  /** The console's socket (`?console=1`, on the staff cookie): the operators' queue changes. */
  console?: boolean;
}

/** A member's socket that collects every event it receives and how it was closed. */
export async function connect(base: string, cookie: string, options: SocketOptions = {}) {
  const events: { type: string; [k: string]: unknown }[] = [];
  const query = new URLSearchParams({ ...(options.tab && { tab: options.tab }), ...(options.console && { console: '1' }) }).toString();
  const socket = new WebSocket(`${base}${SOCKET_PATH}${query ? `?${query}` : ''}`, {
    headers: { cookie, ...(options.host && { host: options.host }) },
    ...(options.origin && { origin: options.origin }),
  });
  socket.on('message', (data) => events.push(JSON.parse(data.toString())));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waitFor = async (predicate: (e: (typeof events)[number]) => boolean, ms = 15_000) => {
    const started = Date.now();
    for (;;) {
      const found = events.find(predicate);
      if (found) return found;
      if (Date.now() - started > ms) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { socket, events, waitFor, closed };
}

/** Tries to open a socket that the server refuses before the upgrade: its HTTP status and JSON answer. */
export async function refusedUpgrade(base: string, cookie: string, options: SocketOptions = {}) {
  const socket = new WebSocket(`${base}${SOCKET_PATH}`, {
    headers: { cookie, ...(options.host && { host: options.host }) },
    ...(options.origin && { origin: options.origin }),
  });
  return new Promise<{ status: number; body: { code?: string; message?: string } }>((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      reject(new Error('the socket opened'));
    });
    socket.once('unexpected-response', (_request, response) => {
      let raw = '';
      response.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: raw ? JSON.parse(raw) : {} }));
    });
    socket.once('error', () => undefined);
  });
}
