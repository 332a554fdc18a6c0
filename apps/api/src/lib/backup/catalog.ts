import pg from 'pg';

/**
 * What a backup copies, read from PostgreSQL's catalog rather than listed by hand, so that a table
 * added by a migration is in the next backup without anyone remembering it:
 *  - every table of `public` (the portal) and `drizzle` (which migrations have run);
 *  - of pg-boss's schema, the jobs alone (`pgboss.job`, read through its partitioned parent). A job
 *    is enqueued in the transaction of the change that asks for it (an outbox row and its delivery,
 *    a notification and its fan-out), so the snapshot holds both or neither: leaving the jobs out
 *    would restore queued messages that nothing ever sends. The rest of pg-boss (queue definitions,
 *    its version, statistics, instances) is pg-boss's own bookkeeping, rebuilt from the code's JOBS
 *    when a restore installs the queue.
 */
export const DATA_SCHEMAS = ['public', 'drizzle'] as const;
export const JOB_TABLE = { schema: 'pgboss', table: 'job' } as const;
/** Schemas a restore with --force drops and recreates. */
export const PORTAL_SCHEMAS = ['public', 'drizzle', 'pgboss'] as const;

export type TableRef = { schema: string; table: string };
export type CatalogTable = TableRef & { columns: string[] };

export const qualified = (t: TableRef) => `${pg.escapeIdentifier(t.schema)}.${pg.escapeIdentifier(t.table)}`;
export const columnList = (columns: readonly string[]) => columns.map((c) => pg.escapeIdentifier(c)).join(', ');
export const sameTable = (a: TableRef, b: TableRef) => a.schema === b.schema && a.table === b.table;

/** The tables a backup copies, with their stored (not generated) columns in order. */
export async function backupTables(client: pg.ClientBase): Promise<CatalogTable[]> {
  const { rows } = await client.query<{ schema: string; table: string; columns: string[] }>(
    `SELECT n.nspname AS schema, c.relname AS table,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND (n.nspname = ANY($1) OR (n.nspname = $2 AND c.relname = $3))
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
      GROUP BY n.nspname, c.relname
      ORDER BY n.nspname, c.relname`,
    [DATA_SCHEMAS, JOB_TABLE.schema, JOB_TABLE.table],
  );
  return rows;
}

/** Every sequence of the portal's schemas (serial, identity and free-standing ones alike). */
export async function backupSequences(client: pg.ClientBase): Promise<TableRef[]> {
  const { rows } = await client.query<TableRef>(
    `SELECT n.nspname AS schema, c.relname AS table
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname = ANY($1)
      ORDER BY 1, 2`,
    [DATA_SCHEMAS],
  );
  return rows;
}

/** Whether the database holds anything of the portal (a table in its schemas, or pg-boss's). */
export async function hasPortalData(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
     ) OR EXISTS (SELECT 1 FROM pg_namespace WHERE nspname IN ('drizzle', 'pgboss')) AS found`,
    [PORTAL_SCHEMAS],
  );
  return rows[0]?.found ?? false;
}

/**
 * `tables` ordered so that a table comes after every table its foreign keys point to (a restore
 * loads parents first and PostgreSQL checks each key as it goes). A cycle, which the schema does
 * not have, would leave its tables in name order and the load would name the broken key.
 */
export async function parentsFirst<T extends TableRef>(client: pg.ClientBase, tables: readonly T[]): Promise<T[]> {
  const { rows } = await client.query<{ cs: string; ct: string; ps: string; pt: string }>(
    `SELECT cn.nspname AS cs, cc.relname AS ct, pn.nspname AS ps, pc.relname AS pt
       FROM pg_constraint k
       JOIN pg_class cc ON cc.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = cc.relnamespace
       JOIN pg_class pc ON pc.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = pc.relnamespace
      WHERE k.contype = 'f' AND k.conparentid = 0`,
  );
  const key = (t: TableRef) => `${t.schema}.${t.table}`;
  const parents = new Map<string, Set<string>>(tables.map((t) => [key(t), new Set<string>()]));
  for (const r of rows) {
    const child = `${r.cs}.${r.ct}`;
    const parent = `${r.ps}.${r.pt}`;
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: T[] = [];
  const done = new Set<string>();
  let remaining = [...tables];
  while (remaining.length) {
    const ready = remaining.filter((t) => [...(parents.get(key(t)) ?? [])].every((p) => done.has(p)));
    const next = ready.length ? ready : remaining;
    for (const t of next) {
      ordered.push(t);
      done.add(key(t));
    }
    remaining = remaining.filter((t) => !done.has(key(t)));
  }
  return ordered;
}
