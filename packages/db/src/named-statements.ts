import { createHash } from 'node:crypto';
import pg from 'pg';

/** Distinct statement texts given a name; beyond this, statements run unnamed (planned every time). */
const MAX_NAMED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A pg client that turns every parameterised statement into a named prepared statement (named by a
 * hash of its text), so PostgreSQL parses it once per connection and can keep its plan, instead of
 * parsing and planning drizzle's statements anew on every call. Measured on the chat send path,
 * parse and bind (planning) were three quarters of PostgreSQL's time. Statements without values
 * (BEGIN, COMMIT, migrations) stay as they are.
 */
export class NamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && !('name' in config && config.name) && 'text' in config && typeof config.text === 'string') {
      const values = (config as { values?: unknown[] }).values ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined);
      const name = values && values.length > 0 ? statementName(config.text) : undefined;
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

