import { afterAll, describe, expect, it } from 'vitest';
import { preparedQuery } from './prepared.js';
import { statementNamer } from './named-statements.js';
import { testEngines } from './testing.js';

/** Hand-written hot-path statements answer the same rows on both engines; on a server they are prepared. */
const { engines, teardown } = testEngines(process.env.DATABASE_URL);
afterAll(teardown);

describe.each(engines)('preparedQuery on $name', ({ open, server }) => {
  it('answers rows with parameters, and on a server keeps one generic plan when asked', async () => {
    const database = await open();
    try {
      const text = `select g::int as n, $1::text as label from generate_series(1, 3) g where g >= $2 order by g limit 10`;
      for (let i = 0; i < 8; i++) {
        const rows = await preparedQuery<{ n: number; label: string }>(database.db, text, ['x', 2], { genericPlan: true });
        expect(rows).toEqual([
          { n: 2, label: 'x' },
          { n: 3, label: 'x' },
        ]);
      }
      if (server) {
        const plans = await preparedQuery<{ generic: number; custom: number }>(
          database.db,
          `select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement = $1`,
          [text],
          { genericPlan: true },
        );
        // One pooled connection of the generic pool may not have run it; those that did used generic plans only.
        expect(plans.length).toBeGreaterThan(0);
        for (const p of plans) expect(p.custom).toBe(0);
      }
    } finally {
      await database.close();
    }
  });

  it('answers a named statement the same on every call, with its types, nulls and several rows, also after a failed call', async () => {
    const database = await open();
    try {
      const text = `select g::int as n, (timestamptz '2026-01-02 03:04:05.678+00' + g * interval '1 day') as at,
        case when g % 2 = 0 then null else 'odd' end as label, g > $2 as big, array['a', 'b'] as tags
        from generate_series(1, $1::int) g order by g`;
      const name = `test_named_${Math.random().toString(36).slice(2, 8)}`;
      for (let i = 1; i <= 4; i++) {
        const rows = await preparedQuery<{ n: number; at: Date; label: string | null; big: boolean; tags: string[] }>(database.db, text, [i, 2], { name });
        expect(rows).toHaveLength(i);
        expect(rows[0]).toEqual({ n: 1, at: new Date('2026-01-03T03:04:05.678Z'), label: 'odd', big: false, tags: ['a', 'b'] });
        if (i >= 3) expect(rows[2]).toEqual({ n: 3, at: new Date('2026-01-05T03:04:05.678Z'), label: 'odd', big: true, tags: ['a', 'b'] });
        if (i >= 2) expect(rows[1]!.label).toBeNull();
      }
      // A value the statement cannot take fails that call only.
      await expect(preparedQuery(database.db, text, ['many', 2], { name })).rejects.toThrow();
      const again = await preparedQuery<{ n: number; at: Date }>(database.db, text, [2, 2], { name });
      expect(again.map((r) => r.n)).toEqual([1, 2]);
      expect(again[1]!.at).toEqual(new Date('2026-01-04T03:04:05.678Z'));
      // No row: an empty answer.
      expect(await preparedQuery(database.db, text, [0, 2], { name })).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('statementNamer', () => {
  it('names a text the same every time, other texts otherwise, and past its bound names no more', async () => {
    const name = statementNamer('t_', 2);
    const first = name('select $1::int');
    expect(first).toMatch(/^t_[0-9a-f]{20}$/);
    expect(name('select $1::int')).toBe(first);
    const second = name('select $1::text');
    expect(second).toMatch(/^t_/);
    expect(second).not.toBe(first);
    // The bound reached: a third text runs unnamed; the named ones keep their names.
    expect(name('select $1::bigint')).toBeUndefined();
    expect(name('select $1::text')).toBe(second);
  });
});
