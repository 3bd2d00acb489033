import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { domainEvents, openDatabase, rows, type Database } from '@dating/db';
import { createTestApp, type TestApp } from '../test/build-app.js';
import { createMember, signupBody } from '../test/factories.js';
import { buildApp } from './app.js';
import { databaseErrorCode } from './lib/db-errors.js';
import { LIMITS } from './plugins/rate-limit.js';

/** A TCP server on a free port: `answer` decides what (if anything) it says to what it is sent. */
async function tcpServer(answer: (data: string) => string | null = () => null): Promise<{ port: number; server: Server }> {
  const server = createServer((socket) => {
    socket.on('data', (data) => {
      const reply = answer(data.toString());
      if (reply) socket.write(reply);
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { port: address.port, server };
}

/** A port nothing listens on (it had a server a moment ago). */
async function closedPort(): Promise<number> {
  const { port, server } = await tcpServer();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) {
    server.close();
    // Sockets the hung servers hold open would keep them (and the run) alive.
    server.unref();
  }
});

/**
 * A TCP proxy in front of PostgreSQL: 'forward' passes connections on, 'refuse' cuts every open one
 * and drops new ones at once, 'hang' cuts every open one and lets new ones wait for ever.
 */
async function pgProxy(target: URL) {
  let current: 'forward' | 'refuse' | 'hang' = 'forward';
  const open = new Set<Socket>();
  const server = createServer((client) => {
    client.on('error', () => {});
    if (current === 'refuse') return void client.destroy();
    open.add(client);
    client.on('close', () => open.delete(client));
    if (current === 'hang') return;
    const upstream = connect(Number(target.port || 5432), target.hostname);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    server,
    port: address.port,
    mode(next: typeof current) {
      current = next;
      if (next !== 'forward') for (const socket of open) socket.destroy();
    },
  };
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work;
  return { value, ms: performance.now() - start };
}

describe('the database away', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers input a column cannot take with 4xx, never 500', async () => {
    const { cookie } = await createMember(t.db);
    const headers = { cookie, 'accept-language': 'en' };
    // An id nothing has: a foreign key would refuse it.
    const pass = await t.app.inject({ method: 'POST', url: '/api/swipe.php', payload: { profile_id: 2_000_000_000, action: 'pass' }, headers });
    expect(pass.statusCode).toBe(404);
    expect(pass.json().code).toBe('not_found');
    // Beyond the integer column.
    const big = await t.app.inject({ method: 'POST', url: '/api/like.php', payload: { profile_id: 2 ** 31 }, headers });
    expect(big.statusCode).toBe(400);
    expect(Object.keys(big.json().fields)).toEqual(['profile_id']);
    const bigQuery = await t.app.inject({ url: `/api/member.php?id=${2 ** 31}`, headers });
    expect(bigQuery.statusCode).toBe(400);
    // NUL bytes in a body are refused, naming the field.
    const nul = await t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: 'a\u0000@b.nl', password: 'x' }, headers: { 'accept-language': 'en' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields).toEqual({ email: 'This value is not valid.' });
    // In a query string they are stripped: the site of host "evil" (none: the fallback site).
    const host = await t.app.inject({ url: '/api/settings.php?host=%00evil', headers });
    expect(host.statusCode).toBe(200);
    expect(host.json()).toEqual((await t.app.inject({ url: '/api/settings.php?host=evil', headers })).json());
  });

  if (inject('dbSource').kind === 'postgres') {
    describe('connections cut by the server', () => {
      let admin: pg.Client;
      beforeAll(async () => {
        admin = new pg.Client({ connectionString: t.database.url! });
        await admin.connect();
      });
      afterAll(async () => admin.end());

      /** The same app, reaching its database through a proxy the test can cut or make hang. */
      async function appBehindProxy() {
        const proxy = await pgProxy(new URL(t.database.url!));
        servers.push(proxy.server);
        const url = new URL(t.database.url!);
        url.host = `127.0.0.1:${proxy.port}`;
        const database: Database = await openDatabase({ url: url.toString(), poolSize: 3 });
        const app = await buildApp({ ...t.app.deps, database }, { logger: false });
        await app.ready();
        return { app, proxy, close: async () => (await app.close(), await database.close()) };
      }

      it('answers 503 service_unavailable with Retry-After in the caller\'s language while the database is away, and serves again once it is back', async () => {
        const { app, proxy, close } = await appBehindProxy();
        try {
          const { cookie } = await createMember(t.db);
          expect((await app.inject({ url: '/api/chats.php', headers: { cookie } })).statusCode).toBe(200);
          proxy.mode('refuse');
          const { value: res, ms } = await timed(app.inject({ url: '/api/settings.php', headers: { 'accept-language': 'de' } }));
          expect(res.statusCode).toBe(503);
          expect(res.headers['retry-after']).toBe('5');
          expect(res.json()).toEqual({
            statusCode: 503,
            code: 'service_unavailable',
            message: 'Der Dienst ist gerade nicht erreichbar. Bitte versuche es in ein paar Sekunden noch einmal.',
          });
          expect(ms).toBeLessThan(2000);
          // A member's call (the session is looked up first) and a write answer the same.
          const like = await app.inject({ method: 'POST', url: '/api/like.php', payload: { profile_id: 1 }, headers: { cookie, 'accept-language': 'en' } });
          expect(like.statusCode).toBe(503);
          expect(like.json().message).toBe('The service is briefly unavailable. Please try again in a few seconds.');
          proxy.mode('forward');
          expect((await app.inject({ url: '/api/chats.php', headers: { cookie } })).statusCode).toBe(200);
        } finally {
          await close();
        }
      });

      it('answers 503 within the connection timeout when the database accepts connections but never answers', async () => {
        const { app, proxy, close } = await appBehindProxy();
        try {
          proxy.mode('hang');
          const { value: res, ms } = await timed(app.inject({ url: '/api/settings.php?host=other.test', headers: { 'accept-language': 'en' } }));
          expect(res.statusCode).toBe(503);
          expect(res.json().code).toBe('service_unavailable');
          expect(ms).toBeLessThan(7000);
        } finally {
          proxy.mode('forward');
          await close();
        }
      });

      const cutAll = () => admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');

      it('survives a connection killed in the middle of a transaction, and serves the next request', async () => {
        const { cookie } = await createMember(t.db);
        const failure = await t.db
          .transaction(async (tx) => {
            const [me] = await rows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
            await admin.query('select pg_terminate_backend($1)', [me!.pid]);
            // The checked-out client hears of it between two statements: nobody but its own listener.
            await new Promise((resolve) => setTimeout(resolve, 300));
            await tx.execute(sql`select 1`);
          })
          .then(
            () => null,
            (error: unknown) => error,
          );
        expect(databaseErrorCode(failure)).toBe('service_unavailable');
        const settings = await t.app.inject({ url: '/api/settings.php' });
        expect(settings.statusCode).toBe(200);
        const chats = await t.app.inject({ url: '/api/chats.php', headers: { cookie } });
        expect(chats.statusCode).toBe(200);
      });

      it('answers calls in flight when every connection is cut 503 or 200, never 500, and the next ones 200', async () => {
        const members = await Promise.all(Array.from({ length: 6 }, () => createMember(t.db, { credits: 100 })));
        const other = await createMember(t.db);
        const calls = () =>
          members.flatMap(({ cookie }) => [
            t.app.inject({ url: '/api/chats.php', headers: { cookie } }),
            t.app.inject({ method: 'POST', url: '/api/like.php', payload: { profile_id: other.id }, headers: { cookie } }),
          ]);
        const inFlight = calls();
        await cutAll();
        const during = await Promise.all([...inFlight, ...calls()]);
        for (const res of during) {
          expect([200, 503], res.body).toContain(res.statusCode);
          if (res.statusCode === 503) expect(res.headers['retry-after']).toBe('5');
        }
        const after = await Promise.all(calls());
        expect(after.map((res) => res.statusCode)).toEqual(after.map(() => 200));
      });
    });
  }
});

describe('Redis away', () => {
  /** Answers only the ready check (INFO), then nothing: a Redis that hangs once connected. */
  const answersOnlyInfo = (data: string) => (/info/i.test(data) ? '$10\r\nloading:0\r\n\r\n' : null);

  const cases: [string, () => Promise<number>][] = [
    ['a closed port', closedPort],
    ['a server that accepts connections and never answers', async () => {
      const hung = await tcpServer();
      servers.push(hung.server);
      return hung.port;
    }],
    ['a server that hangs after the ready check', async () => {
      const hung = await tcpServer(answersOnlyInfo);
      servers.push(hung.server);
      return hung.port;
    }],
  ];

  it.each(cases)('with %s costs a call at most a short delay, and rate limits still count (in process)', async (_name, port) => {
    const { value: t, ms: startMs } = await timed(createTestApp({ REDIS_URL: `redis://127.0.0.1:${await port()}`, RATE_LIMIT_SCALE: '1' }));
    try {
      expect(startMs).toBeLessThan(10_000);
      const ip = '198.18.7.7';
      const answers = [];
      for (let i = 0; i <= LIMITS.signup.max; i++) {
        const { value: res, ms } = await timed(t.app.inject({ method: 'POST', url: '/api/signup.php', payload: signupBody(), remoteAddress: ip, headers: { 'accept-language': 'en' } }));
        expect(ms).toBeLessThan(1500);
        answers.push(res.statusCode);
      }
      expect(answers).toEqual([...Array<number>(LIMITS.signup.max).fill(200), 429]);
      // A call that publishes realtime events (a like) is not held up by the event bus either.
      const me = await createMember(t.db);
      const other = await createMember(t.db);
      const { value: like, ms } = await timed(t.app.inject({ method: 'POST', url: '/api/like.php', payload: { profile_id: other.id }, headers: { cookie: me.cookie } }));
      expect(like.statusCode).toBe(200);
      expect(ms).toBeLessThan(1500);
      // Logging out answers at once too; the other nodes cannot hear of it yet, so the sessions.ended
      // event stays in the outbox to be delivered again (not marked delivered and forgotten).
      const { value: logout, ms: logoutMs } = await timed(t.app.inject({ url: '/api/logout.php', headers: { cookie: me.cookie, 'x-request-type': 'client' } }));
      expect(logout.statusCode).toBe(200);
      expect(logoutMs).toBeLessThan(1500);
      await t.app.inflight.drain(5_000);
      const ended = await t.db.select().from(domainEvents).where(eq(domainEvents.type, 'sessions.ended'));
      expect(ended).toHaveLength(1);
      expect(ended[0]!.deliveredAt).toBeNull();
      expect(ended[0]!.attempts).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
