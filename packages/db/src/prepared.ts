import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from './client.js';

/**
 * Runs one hand-written statement on the database behind a drizzle handle, for the few hot paths
 * where drizzle's query building and row mapping cost more than the query itself. On a PostgreSQL
 * server the statement is prepared once per pooled connection (named after a hash of its text),
 * so repeated calls skip parsing and planning; PGlite runs it as a plain parameterised query.
 *
 * Rows come back as PostgreSQL sends them (snake_case names); select dates as text
 * (`col::text`) to keep them as YYYY-MM-DD strings.
 */
export async function preparedQuery<Row>(db: Db, text: string, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<{ rows: Row[] }> } }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query({ name: statementName(text), text, values });
    return result.rows as Row[];
  }
  return (await client.query(text, values)).rows;
}

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}
