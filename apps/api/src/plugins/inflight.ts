import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    inflight: InFlight;
  }
}

/**
 * The work a node has started for requests and sockets. A client that hangs up does not stop its
 * handler, so closing the HTTP server is not enough: shutdown waits for this work (up to a bound)
 * before the database pool closes, and no handler meets a closed pool.
 */
export class InFlight {
  private readonly pending = new Set<Promise<unknown>>();

  get size(): number {
    return this.pending.size;
  }

  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    const done = () => this.pending.delete(work);
    work.then(done, done);
    return work;
  }

  /** Resolves when everything tracked so far has settled, or after `timeoutMs`; answers what was still running. */
  async drain(timeoutMs: number): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    while (this.pending.size > 0) {
      const settled = Promise.allSettled([...this.pending]).then(() => 'settled' as const);
      if ((await Promise.race([settled, timeout.then(() => 'timeout' as const)])) === 'timeout') break;
    }
    clearTimeout(timer);
    return this.pending.size;
  }
}

/** How long a shutdown waits for running handlers before the database closes anyway. */
export const DRAIN_TIMEOUT_MS = 8_000;

export default fp(
  async (app) => {
    const inflight = new InFlight();
    app.decorate('inflight', inflight);
    // Keep-alive clients would hold their connections open past the close: from the moment the
    // close begins, every answer ends its connection and idle connections are closed as they appear,
    // so the HTTP server can finish closing as soon as the running requests are done.
    let sweeper: NodeJS.Timeout | undefined;
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
      app.server.closeIdleConnections();
      sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
      sweeper.unref();
    });
    app.addHook('onSend', (_request, reply, payload, next) => {
      if (closing) reply.header('connection', 'close');
      next(null, payload);
    });
    // onClose runs after the server stopped taking requests; the database closes after app.close().
    app.addHook('onClose', async () => {
      clearInterval(sweeper);
      const left = await inflight.drain(DRAIN_TIMEOUT_MS);
      if (left > 0) app.log.warn({ left }, 'shutdown: handlers still running after the drain timeout');
    });
  },
  { name: 'inflight' },
);
