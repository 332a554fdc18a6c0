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
