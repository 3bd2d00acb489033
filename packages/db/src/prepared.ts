import pg from 'pg';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CONNECT_TIMEOUT_MS, IDLE_TIMEOUT_MS, guardPool, type Db, type DbOrTx } from './client.js';
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
    if (options.name) return describedOnce<Row>(pool, options.name, text, values);
    const result = await pool.query({ text, values });
    return result.rows as Row[];
  }
  return (await client.query<Row>(text, values)).rows;
}

/** What pg makes of a statement's row description: its fields, a parser per field and the empty row. */
interface RowShape {
  fields: unknown;
  parsers: unknown;
  empty: unknown;
}
/** pg's query result, as far as a known row shape needs it (its own fields, not part of pg's typings). */
interface ResultState {
  fields: unknown;
  _parsers: unknown;
  _prebuiltEmptyResultObject: unknown;
}
interface QueryInternals {
  _result: ResultState;
  _accumulateRows: boolean;
  handleRowDescription(message: unknown): void;
  prepare(connection: { describe(message: unknown): void }): void;
}

/** Per pool (each database has its own type ids), per statement name: the row shape of its first answer. */
const shapes = new WeakMap<pg.Pool, Map<string, RowShape>>();

/**
 * A named statement written once (its text and so its columns never change) is described once per pool:
 * node-postgres asks PostgreSQL for the row description on every execution and rebuilds its field list,
 * parsers and empty row from it, which for the 40-column session lookup cost more of the API's CPU than
 * anything else in the driver (decision 071). Here the first answer's shape is kept and later executions
 * skip the Describe message and start from the kept shape. If the schema changes under a running
 * process, PostgreSQL itself refuses the old statement ("cached plan must not change result type").
 */
async function describedOnce<Row>(pool: pg.Pool, name: string, text: string, values: unknown[]): Promise<Row[]> {
  let byName = shapes.get(pool);
  if (!byName) {
    byName = new Map();
    shapes.set(pool, byName);
  }
  const known = byName.get(name);
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    return await new Promise<Row[]>((resolve, reject) => {
      const query = new pg.Query({ name, text, values }, undefined, (error: Error | undefined, result: { rows: unknown[] }) => {
        if (error) reject(error);
        else resolve(result.rows as Row[]);
      }) as unknown as QueryInternals;
      if (known) {
        const { prepare } = query;
        query.prepare = (connection) => {
          const result = query._result;
          result.fields = known.fields;
          result._parsers = known.parsers;
          result._prebuiltEmptyResultObject = known.empty;
          query._accumulateRows = true;
          const { describe } = connection;
          connection.describe = () => {};
          try {
            prepare.call(query, connection);
          } finally {
            connection.describe = describe;
          }
        };
      } else {
        const { handleRowDescription } = query;
        query.handleRowDescription = (message) => {
          handleRowDescription.call(query, message);
          const result = query._result;
          byName.set(name, { fields: result.fields, parsers: result._parsers, empty: result._prebuiltEmptyResultObject });
        };
      }
      void client.query(query as unknown as pg.QueryConfig);
    });
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    // Like pool.query: a connection whose statement failed is closed rather than given to the next caller.
    client.release(failed);
  }
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
      idleTimeoutMillis: IDLE_TIMEOUT_MS,
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

/** A statement of a hot path whose text is written once: it runs by its name, only its values change per call. */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

const statementNames = new Map<string, string>();

/**
 * Declares a named statement (once, at module load or once per shape). A name stands for one text
 * for the life of the process, as PostgreSQL requires of a connection's prepared statements.
 */
export function statement(name: string, text: string): Statement {
  const known = statementNames.get(name);
  if (known !== undefined && known !== text) throw new Error(`statement ${name} is declared twice with different text`);
  statementNames.set(name, text);
  return { name, text };
}

/** The driver's client under a drizzle handle: the pool for a database, the checked-out connection in a transaction. */
function driverClient(db: DbOrTx): unknown {
  return (db as unknown as { session: { client: unknown } }).session.client;
}

/**
 * Runs a named statement on a database or inside a transaction (then on the transaction's own
 * connection, so it commits or rolls back with it). On a PostgreSQL server it is parsed once per
 * connection and afterwards only bound; no SQL text is built for the call. PGlite runs it as a plain
 * parameterised query. Rows come back as PostgreSQL sends them (snake_case names, int8 as text).
 */
export async function runStatement<Row>(db: DbOrTx, s: Statement, values: unknown[]): Promise<Row[]> {
  const client = driverClient(db);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return (await client.query({ name: s.name, text: s.text, values })).rows as Row[];
  }
  return (await (client as { query: (text: string, values: unknown[]) => Promise<{ rows: Row[] }> }).query(s.text, values)).rows;
}

/** Writes drizzle SQL as the database's own handle would (snake_case names), once per statement. */
const dialect = new PgDialect({ casing: 'snake_case' });

/** A statement written once from drizzle SQL with `sql.placeholder(name)` values. */
export interface PreparedSql<Row> {
  readonly statement: Statement;
  /** Runs it with the placeholders' values, on a database or inside a transaction. */
  run(db: DbOrTx, values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * Turns drizzle SQL into a named statement once (at module load): its conditions can come from the
 * shared drizzle helpers (the visibility rule), yet a call only fills the placeholders (as drizzle's
 * own `.prepare()` does) and runs it by name. Unlike `.prepare()`, it also runs inside a transaction.
 */
export function preparedSql<Row>(name: string, query: SQL): PreparedSql<Row> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const s = statement(name, text);
  return { statement: s, run: (db, values) => runStatement<Row>(db, s, fillPlaceholders(params, values)) };
}
