import type { Sql } from 'postgres';

type AnySql = Sql<Record<string, never>>;
type Scoped = (sql: AnySql) => unknown;

/**
 * The postgres.js client as drizzle gets it, with every query a prepared statement. drizzle asks
 * postgres.js to prepare only the queries given a name (`.prepare(name)`); any other query with
 * parameters is then sent unnamed, which postgres.js does in two round trips (parse and describe,
 * then bind and execute) and PostgreSQL plans again on every call: an unlock's six-table read was
 * planned anew each time, most of the database's work. Prepared, a query is one round trip once
 * its connection has seen it, and PostgreSQL keeps its plan (a generic one when it costs no more
 * than planning each call). postgres.js keeps a connection's statements until the connection is
 * recycled (`max_lifetime`), and prepares a statement again when a migration changed a table
 * under it. Transactions and savepoints hand their own client to their callback: wrapped too.
 */
export function preparedByDefault<T extends AnySql>(sql: T): T {
  const scoped =
    (open: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      const work = args.pop() as Scoped;
      return open(...args, (inner: AnySql) => work(preparedByDefault(inner)));
    };
  // Made once per client: drizzle reads `unsafe` on every query.
  const replaced: Record<string | symbol, unknown> = {
    unsafe: (query: string, parameters?: unknown[], options?: Record<string, unknown>) =>
      sql.unsafe(query, parameters as never, { ...options, prepare: true }),
    begin: scoped(sql.begin as (...args: unknown[]) => unknown),
    savepoint: 'savepoint' in sql ? scoped(sql.savepoint as (...args: unknown[]) => unknown) : undefined,
  };
  return new Proxy(sql, {
    get: (target, property, receiver) =>
      property in replaced && replaced[property] !== undefined ? replaced[property] : Reflect.get(target, property, receiver),
  });
}
