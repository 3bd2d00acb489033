import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';

/** Listens on a free port of 127.0.0.1; answers the ws:// base address. */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('http', 'ws');
}

/** A socket of a member that collects every event it receives. */
export async function connect(base: string, cookie: string) {
  const events: { type: string; [k: string]: unknown }[] = [];
  const socket = new WebSocket(`${base}/api/socket.php`, { headers: { cookie } });
  socket.on('message', (data) => events.push(JSON.parse(data.toString())));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waitFor = async (predicate: (e: (typeof events)[number]) => boolean, ms = 3000) => {
    const started = Date.now();
    for (;;) {
      const found = events.find(predicate);
      if (found) return found;
      if (Date.now() - started > ms) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { socket, events, waitFor };
}
