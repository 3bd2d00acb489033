import type pg from 'pg';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from './client.js';
import { preparedQuery } from './prepared.js';
import { testEngines } from './testing.js';

/**
 * A pooled connection holds the hot paths' prepared statements and plans: a lull of a few seconds must not
 * close it, or the next burst opens, parses and plans everything again while requests queue (decision 082).
 */
const { engines, teardown } = testEngines(process.env.DATABASE_URL);
afterAll(teardown);
afterEach(() => void vi.useRealTimers());

describe.each(engines)('a lull on $name', ({ open, server }) => {
  it('keeps the connections and their prepared statements for a minute, and on a server gives them back after five', async () => {
    // Only the timers are faked: the connections themselves talk to the real database.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const database = await open();
    try {
      // Three statements at once take three pooled connections on a server; each prepares the named statement.
      const text = `select pg_backend_pid() as pid, $1::int as n, pg_sleep(0.05)::text as slept`;
      const first = await Promise.all([1, 2, 3].map((n) => preparedQuery<{ pid: number; n: number }>(database.db, text, [n], { name: 'pool_test' })));
      expect(first.map(([row]) => row!.n)).toEqual([1, 2, 3]);
      const pool = server ? (database.db.$client as pg.Pool) : null;
      if (pool) {
        expect(new Set(first.map(([row]) => row!.pid)).size).toBe(3);
        expect(pool.totalCount).toBe(3);
      }

      // pg-pool's own default closed an idle connection after ten seconds.
      vi.advanceTimersByTime(60_000);
      if (pool) expect(pool.totalCount).toBe(3);
      const after = await preparedQuery<{ pid: number; n: number }>(database.db, text, [4], { name: 'pool_test' });
      expect(after[0]!.n).toBe(4);
      // The same backend answers: its statement was not prepared anew on a new connection.
      expect(first.map(([row]) => row!.pid)).toContain(after[0]!.pid);

      if (pool) {
        vi.advanceTimersByTime(IDLE_TIMEOUT_MS + 1);
        expect(pool.totalCount).toBe(0);
      }
    } finally {
      await database.close();
    }
  });
});
