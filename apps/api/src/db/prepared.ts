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

/**
 * LIMIT and OFFSET of a prepared page. On the first page (offset 0, the list as it opens) they are
 * written into the statement, one statement per page size (`key` names it): PostgreSQL then costs
 * the plan it keeps for a page, not for a tenth of the rows (its guess for a LIMIT it cannot see,
 * which made it plan every call anew once a list had thousands of rows). Other pages share one
 * statement with placeholders. `limit` is a validated integer.
 */
export function pageBounds(limit: number, offset: number) {
  if (offset === 0 && Number.isSafeInteger(limit) && limit > 0) {
    const limitSql = sql.raw(String(limit));
    // Drizzle's `.limit(n)` binds a number as a parameter; an SQL chunk it writes in as it is.
    const written = limitSql as unknown as number;
    return { key: `l${limit}`, limit: written, offset: 0, limitSql, offsetSql: sql.raw('0') };
  }
  return {
    key: 'p',
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
    limitSql: sql`${sql.placeholder('limit')}`,
    offsetSql: sql`${sql.placeholder('offset')}`,
  };
}
export type PageBounds = ReturnType<typeof pageBounds>;

/** Prepared statements built once per database and key (a list's shape and page bounds), by `make`. */
export function preparedPerKey<T>(): (db: Db, key: string, make: () => T) => T {
  const built = oncePerDb(() => new Map<string, T>());
  return (db, key, make) => {
    const map = built(db);
    let value = map.get(key);
    if (value === undefined) {
      value = make();
      map.set(key, value);
    }
    return value;
  };
}

/**
 * A page's total: carried by its first row (`total`), or, for a page past the end that has no row,
 * read alone by `readTotal`.
 */
export async function pageTotal(
  rows: readonly { total: string | number }[],
  readTotal: () => Promise<readonly { n: string | number }[]>,
): Promise<number> {
  return rows[0] ? Number(rows[0].total) : Number((await readTotal())[0]?.n ?? 0);
}
