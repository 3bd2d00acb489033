import pg from 'pg';
import { CONNECT_TIMEOUT_MS, guardPool, type Db } from './client.js';
import { NamedStatementClient } from './named-statements.js';

/**
 * Runs one hand-written statement on the database behind a drizzle handle, for the few hot paths
 * where drizzle's query building and row mapping cost more than the query itself. On a PostgreSQL
 * server it runs as a named prepared statement like every statement with values (NamedStatementClient),
 * so repeated calls skip parsing; PGlite runs it as a plain parameterised query.
 *
 * `genericPlan: true` runs it on a companion pool whose connections use one generic plan per
 * statement (`plan_cache_mode = force_generic_plan`), so it is not planned again on every call
 * either. Only for statements whose generic plan is known to be good: write LIMIT as a literal,
 * since a generic plan cannot know a LIMIT parameter. The companion pool has half as many
 * connections as the main one, opened when first used.
 *
 * `name` names the statement itself (for a statement written once, so it shows by name in
 * pg_prepared_statements and needs no lookup of its text); otherwise it is named by a hash of its text.
 *
 * Rows come back as PostgreSQL sends them (snake_case names); select dates as text
 * (`col::text`) to keep them as YYYY-MM-DD strings.
 */
export async function preparedQuery<Row>(
  db: Db,
  text: string,
  values: unknown[],
  options: { genericPlan?: boolean; name?: string } = {},
): Promise<Row[]> {
  const client = db.$client;
  if (client instanceof pg.Pool) {
    const pool = options.genericPlan ? genericPool(client) : client;
    const result = await pool.query(options.name ? { name: options.name, text, values } : { text, values });
    return result.rows as Row[];
  }
  return (await client.query<Row>(text, values)).rows;
}

const companions = new WeakMap<pg.Pool, pg.Pool>();

function genericPool(main: pg.Pool): pg.Pool {
  let pool = companions.get(main);
  if (!pool) {
    const { connectionString, max } = main.options as pg.PoolConfig;
    pool = new pg.Pool({
      connectionString,
      max: Math.max(1, Math.ceil((max ?? 10) / 2)),
      options: '-c plan_cache_mode=force_generic_plan',
      Client: NamedStatementClient,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    guardPool(pool);
    companions.set(main, pool);
  }
  return pool;
}

/** Closes the companion pool of a main pool, if one was opened. */
export async function closeCompanionPool(main: unknown): Promise<void> {
  if (!(main instanceof pg.Pool)) return;
  const pool = companions.get(main);
  companions.delete(main);
  await pool?.end();
}
