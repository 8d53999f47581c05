/**
 * A node-postgres client that prepares each parameterised query once per
 * connection (a named statement), so PostgreSQL plans it once instead of on
 * every call (docs/decisions/020-pg-named-statements.md). Kysely sends every
 * query unnamed, and PostgreSQL plans an unnamed statement at each bind: on
 * a million listings, planning the car query's ten joins took 2 to 3 ms,
 * more than running it (0.1 to 0.5 ms).
 *
 * The name is a hash of the SQL text. Queries without parameters (BEGIN,
 * COMMIT, DDL, migrations of several statements) stay unnamed, and so does
 * everything past MAX_NAMED_PER_CONNECTION distinct texts on one connection,
 * so a stream of ever-new texts (bulk inserts of varying sizes) cannot grow
 * the connection's memory without bound.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Distinct statements prepared on one connection before further texts stay unnamed. */
export const MAX_NAMED_PER_CONNECTION = 500;

/** The statement name of `text`: "k" and 20 hex digits of its SHA-1. */
export function statementName(text: string): string {
  return `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

/** pg.Client whose `query(text, values)` with values runs as a named (prepared) statement. */
export class NamedStatementClient extends pg.Client {
  readonly #named = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this forwards them all.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
      const name = statementName(config);
      if (this.#named.has(name) || this.#named.size < MAX_NAMED_PER_CONNECTION) {
        this.#named.add(name);
        return super.query({ name, text: config, values }, callback);
      }
    }
    return super.query(config, values, callback);
  }
}
