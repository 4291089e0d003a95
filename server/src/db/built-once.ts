import type { Query } from 'drizzle-orm';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * A select whose SQL is built once and run in any transaction. drizzle builds a query's text on
 * every call, walking every selected column and condition: the unlock's locked read (thirty-odd
 * columns and three subqueries) spent a fifth of the server's time there. A query prepared with
 * `.prepare()` is built once but belongs to the pool, not to a transaction; this one is built
 * with placeholders (`sql.placeholder`) and handed on each run to the executor's own session,
 * which maps its rows as drizzle does. Flat selections only (no nested objects): their fields
 * are in the selection's key order, as drizzle orders them.
 */
export function builtOnce<TRow>(select: { toSQL(): Query; _: { selectedFields: object } }) {
  const built = select.toSQL();
  const fields = Object.entries(select._.selectedFields).map(([name, field]) => {
    if (typeof field !== 'object' || field === null || !('getSQL' in field || 'mapFromDriverValue' in field))
      throw new Error(`builtOnce: field ${name} is not a column or an SQL expression`);
    return { path: [name], field };
  }) as SelectedFieldsOrdered;
  return (executor: Executor, values: Record<string, unknown>): Promise<TRow[]> =>
    executor._.session.prepareQuery(built, fields, undefined, true).execute(values) as Promise<TRow[]>;
}
