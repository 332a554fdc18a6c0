import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { footerItems } from '../../db/schema.ts';

export async function ping(db: Executor) {
  await db.execute(sql`select 1`);
}

export async function readFooter(db: Executor): Promise<Record<string, string | number>> {
  const rows = await db.select().from(footerItems).orderBy(asc(footerItems.sort), asc(footerItems.key));
  const out: Record<string, string | number> = {};
  for (const row of rows) out[row.key] = row.key.endsWith('Count') ? Number(row.value) || 0 : row.value;
  return out;
}

export async function upsertFooter(db: Executor, values: Record<string, string>) {
  const entries = Object.entries(values);
  if (!entries.length) return;
  await db
    .insert(footerItems)
    .values(entries.map(([key, value], i) => ({ key, value, sort: i })))
    .onConflictDoUpdate({ target: footerItems.key, set: { value: sql`excluded.value` } });
}
