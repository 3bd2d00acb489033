import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Names statement texts after a hash of themselves (`<prefix><hash>`), the same text always the same
 * name; past `max` distinct texts it names no more (undefined: the statement runs unnamed, planned every
 * time), so texts that change per call cannot fill every connection with prepared statements.
 */
export function statementNamer(prefix: string, max: number): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `${prefix}${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
    }
    return name;
  };
}

/** Distinct statement texts given a name; beyond this, statements run unnamed (planned every time). */
const statementName = statementNamer('s_', 2000);

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

