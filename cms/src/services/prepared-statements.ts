/**
 * SQLite statements prepared once per connection and used again (PostgreSQL needs nothing of the kind here).
 *
 * knex's better-sqlite3 client prepares every query afresh, even one it ran a moment ago: on a staff list page that
 * is eight statements parsed and planned again per request, about 0.7 ms of its 10 (measured with the list cache
 * off). Strapi builds the same SQL text for the same kind of query, so a small cache of prepared statements keyed by
 * their text serves nearly every query after the first. SQLite re-prepares a kept statement by itself when the schema
 * it was planned for changes. better-sqlite3 runs a statement synchronously, so one statement is never in use by two
 * queries at once; the modes a caller may set on a shared statement (pluck, expand, raw) are reset on every use.
 */
import { LRUCache } from 'lru-cache';

/** What is used of a better-sqlite3 statement. */
export interface SqliteStatement {
  readonly reader: boolean;
  pluck(toggle?: boolean): unknown;
  expand(toggle?: boolean): unknown;
  raw(toggle?: boolean): unknown;
}

/** What is used of a better-sqlite3 database connection. */
export interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}

/** Statements kept per connection: Strapi's queries come in a few hundred shapes. */
export const KEPT_STATEMENTS = 500;

/** Makes `connection.prepare` answer a statement it prepared before for the same SQL text. */
export function keepPreparedStatements<C extends SqliteConnection>(connection: C, max = KEPT_STATEMENTS): C {
  const prepare = connection.prepare.bind(connection);
  const statements = new LRUCache<string, SqliteStatement>({ max });
  connection.prepare = (sql: string) => {
    const kept = statements.get(sql);
    if (kept) {
      if (kept.reader) {
        kept.pluck(false);
        kept.expand(false);
        kept.raw(false);
      }
      return kept;
    }
    const statement = prepare(sql);
    statements.set(sql, statement);
    return statement;
  };
  return connection;
}
