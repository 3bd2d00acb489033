import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { NamedStatementClient } from '@dating/db';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createMember } from '../../test/factories.js';
import { searchShapeCount } from '../features/search/search.service.js';

/**
 * Issue 18: the hot paths (user.php, chats.php, likes.php, search, send) run statements whose text was
 * written once. Watched here from outside: drizzle's text builder (PgDialect.sqlToQuery) must not run
 * while they answer, every statement they send the database must carry a name the code gave it (not
 * one the pool derived from freshly built text), and searches of known shapes add no statement. A send
 * with an Idempotency-Key counts too (a replay of a stored answer is not a hot path), and so does what a
 * send sets off after its answer: the delivery of its event, which puts the push job on pg-boss's queue.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

interface Seen {
  /** Statement texts drizzle built (transaction control left out). */
  built: string[];
  /** Statements with values sent by the app's pools under a name derived from their text (s_<hash>): built per call. */
  unnamed: string[];
  /** Statements with values sent with no name at all: parsed and planned by the database on every call. */
  plain: string[];
}

async function observe(work: () => Promise<void>): Promise<Seen> {
  const seen: Seen = { built: [], unnamed: [], plain: [] };
  const sqlToQuery = PgDialect.prototype.sqlToQuery;
  const dialectSpy = vi.spyOn(PgDialect.prototype, 'sqlToQuery').mockImplementation(function (this: PgDialect, ...args: Parameters<PgDialect['sqlToQuery']>) {
    const query = sqlToQuery.apply(this, args);
    if (!/^(begin|commit|rollback|savepoint|release savepoint)\b/i.test(query.sql.trim())) seen.built.push(query.sql);
    return query;
  });
  const clientQuery = pg.Client.prototype.query;
  const clientSpy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [{ name?: string; text?: string; values?: unknown[] } | string, unknown];
    if (this instanceof NamedStatementClient && typeof config === 'object' && config.name?.startsWith('s_')) seen.unnamed.push(config.text ?? '');
    const withValues = (Array.isArray(values) && values.length > 0) || (typeof config === 'object' && (config.values?.length ?? 0) > 0);
    if (withValues && (typeof config === 'string' || !config.name)) seen.plain.push(typeof config === 'string' ? config : (config.text ?? ''));
    return (clientQuery as (...a: unknown[]) => never).apply(this, args);
  } as never);
  try {
    await work();
  } finally {
    dialectSpy.mockRestore();
    clientSpy.mockRestore();
  }
  return seen;
}

describe('hot paths build no SQL text per request', () => {
  it('user.php, chats.php, likes.php, searches of known shapes and sends run only statements written before', async () => {
    const senders = await Promise.all([1, 2, 3].map(() => createMember(t.db, { gender: 'male', credits: 50, paid: true })));
    const free = await Promise.all([1, 2].map(() => createMember(t.db, { gender: 'male', credits: 50 })));
    const others = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => createMember(t.db, { gender: 'female', country: i % 2 ? 'NL' : 'DE', region: null, dateOfBirth: `199${i}-05-0${i}` })));
    const get = async (url: string, cookie?: string) => {
      const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, url).toBe(200);
    };
    const send = async (from: { cookie: string }, to: { id: number }, body: string, key?: string) => {
      const headers = { cookie: from.cookie, ...(key && { 'idempotency-key': key }) };
      const res = await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: to.id, body }, headers });
      expect(res.statusCode, body).toBe(200);
    };
    /** One round of every hot path; `n` picks other members and values, the same shapes. */
    const round = async (n: number) => {
      const me = senders[n]!;
      await get('/api/user.php', me.cookie);
      await get('/api/chats.php', me.cookie);
      await get('/api/likes.php', me.cookie);
      // A new conversation (paid and free sender), then one that exists.
      await send(me, others[n]!, `hello ${n}`);
      await send(free[n % 2]!, others[n + 3]!, `hi ${n}`);
      await send(me, others[n]!, `again ${n}`);
      // With an Idempotency-Key: the key's claim and stored answer too.
      await send(me, others[n]!, `keyed ${n}`, `hot-path-key-${n}`);
      const country = n % 2 ? 'NL' : 'DE';
      const ages = `min_age=${20 + n}&max_age=${40 + n}`;
      for (const cookie of [me.cookie, undefined]) {
        await get(`/api/search.php?gender=female&country=${country}&${ages}`, cookie);
        await get(`/api/search.php?gender=female&country=${country}&${ages}&pageNumber=2`, cookie);
        await get(`/api/search.php?gender=female`, cookie);
        // Few results: similar members come too.
        await get(`/api/search.php?gender=female&country=NZ&min_age=${70 + n}&max_age=80`, cookie);
      }
    };

    // Each send's event puts a push job on the queue once it is delivered, after the answer (a query without values: unwatched).
    const client = t.db.$client as unknown as { query(text: string): Promise<{ rows: { n: string | number }[] }> };
    const pushJobs = async () => Number((await client.query(`select count(*) as n from pgboss.job where name = 'push-notify'`)).rows[0]!.n);
    const pushesAfter = async (expected: number) => {
      for (let i = 0; (await pushJobs()) < expected; i++) {
        if (i > 200) throw new Error(`fewer than ${expected} push jobs`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await round(0);
    await pushesAfter(4);
    const shapes = searchShapeCount();
    const seen = await observe(async () => {
      await round(1);
      await round(2);
      await pushesAfter(12);
    });
    expect(seen.built, 'drizzle built these statements on a hot path').toEqual([]);
    expect(seen.unnamed, 'these statements went out named after their freshly built text').toEqual([]);
    expect(seen.plain, 'these statements went out unnamed, parsed and planned on every call').toEqual([]);
    expect(searchShapeCount(), 'searches of known shapes wrote new statements').toBe(shapes);
  });

  it('sees a call that does build its SQL per request (the watch works)', async () => {
    const me = await createMember(t.db);
    const seen = await observe(async () => {
      // The gift list is read with a drizzle query built on every call: not a hot path.
      expect((await t.app.inject({ url: '/api/gifts.php', headers: { cookie: me.cookie } })).statusCode).toBe(200);
    });
    expect(seen.built.length).toBeGreaterThan(0);
    if (t.database.url) expect(seen.unnamed.length).toBeGreaterThan(0);
  });
});
