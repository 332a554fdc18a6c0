import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * Builds something (a prepared statement, a set of them) once per database handle and reuses it:
 * Drizzle builds the SQL once and PostgreSQL plans a named statement once per connection.
 */
export function oncePerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}

/**
 * A page's rows given its ids (`ids`: an `array(select id … order by … limit … offset …)` over the
 * list's index), in the list's order (`order by page.n`): `from(pageIds(ids))` then
 * `innerJoin(table, byPageId(table.id))`. With the page's ids apart, the plan PostgreSQL keeps for a
 * prepared list (its generic plan) costs a page; with LIMIT and OFFSET over the joins it guesses a
 * tenth of the rows and plans every call anew. The join is written `= any(array[…])` so that it cannot
 * be hashed: each row is a lookup by key, never a whole scan of a small table for a page of ten.
 */
export const pageIds = (ids: SQL) => sql`unnest(${ids}) with ordinality as page(id, n)`;
export const byPageId = (id: AnyPgColumn) => sql`${id} = any(array[page.id])`;
