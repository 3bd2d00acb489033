import { afterAll, describe, expect, it } from 'vitest';
import { preparedQuery } from './prepared.js';
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
});
