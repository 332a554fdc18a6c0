import { eq, sql } from 'drizzle-orm';
import * as drizzleUtils from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelectedField } from '../src/db/row-mapper.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The server maps every Drizzle select's rows with its own compiled mapper (src/db/row-mapper.ts,
 * installed by `connect()`): each query here gives exactly what Drizzle's `mapResultRow` gives for the
 * same raw rows, values, nulls, nested objects, key order and the nulling of a left join's object.
 */
type MapResultRow = (fields: readonly SelectedField[], row: unknown[], joins?: Record<string, boolean>) => unknown;
const mapResultRow = (drizzleUtils as unknown as { mapResultRow: MapResultRow }).mapResultRow;

let t: TestApp;
const a = pgTable('row_mapper_a', {
  id: integer('id').primaryKey(),
  key: uuid('key'),
  at: timestamp('at', { withTimezone: true }),
  day: date('day'),
  n: bigint('n', { mode: 'number' }),
  money: numeric('money'),
  yes: boolean('yes'),
  data: jsonb('data').$type<{ x: number[] }>(),
  label: text('label'),
});
const b = pgTable('row_mapper_b', {
  id: integer('id').primaryKey(),
  aId: integer('a_id'),
  name: text('name'),
  at: timestamp('at', { withTimezone: true, mode: 'string' }),
});

type Prepared = {
  fields: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
  execute: () => Promise<unknown[]>;
};

/** Runs a prepared select, keeping the raw rows the driver gave: its answer, and Drizzle's own mapping of those rows. */
async function bothMappings(query: { prepare: (name: string) => unknown }, name: string) {
  const prepared = query.prepare(name) as Prepared;
  const compiled = prepared.customResultMapper;
  expect(compiled, 'the server maps the rows of a select itself').toBeTypeOf('function');
  let raw: unknown[][] = [];
  prepared.customResultMapper = (rows) => {
    raw = rows;
    return compiled?.(rows) ?? [];
  };
  const ours = await prepared.execute();
  const drizzle = raw.map((row) => mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap));
  return { ours, drizzle };
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.execute(sql`create table row_mapper_a (id int primary key, key uuid, at timestamptz, day date, n bigint,
    money numeric, yes boolean, data jsonb, label text)`);
  await db.execute(sql`create table row_mapper_b (id int primary key, a_id int, name text, at timestamptz)`);
  await db.insert(a).values([
    {
      id: 1,
      key: '7b0c3f5e-4a8e-4c1f-9d3b-2f6a1e5c8d90',
      at: new Date('2026-03-04T05:06:07.891Z'),
      day: '2026-02-28',
      n: 42,
      money: '1250000.50',
      yes: true,
      data: { x: [1, 2] },
      label: 'một',
    },
    { id: 2 },
    { id: 3, label: 'ba' },
  ]);
  // a 1 has a full b; a 3 has a b whose first selected column (name) is null but not its time.
  await db.insert(b).values([
    { id: 1, aId: 1, name: 'bê', at: '2026-01-01T00:00:00Z' },
    { id: 3, aId: 3, name: null, at: '2026-05-06T07:08:09Z' },
  ]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the compiled row mapper', () => {
  it('maps a whole table, every type and null, as Drizzle does', async () => {
    const { ours, drizzle } = await bothMappings(t.database.db.select().from(a).orderBy(a.id), 'row_mapper_all');
    expect(ours).toHaveLength(3);
    expect((ours[0] as { at: unknown }).at).toBeInstanceOf(Date);
    expect(ours).toEqual(drizzle);
    expect(JSON.stringify(ours)).toBe(JSON.stringify(drizzle));
  });

  it('maps SQL fields with and without mapWith, and nested objects of a left join, nulling the object of a missing row', async () => {
    const query = t.database.db
      .select({
        id: a.id,
        upper: sql<string>`upper(${a.label})`,
        count: sql`length(${a.label})`.mapWith(Number),
        b: { name: b.name, at: b.at },
        both: { label: a.label, name: b.name },
      })
      .from(a)
      .leftJoin(b, eq(b.aId, a.id))
      .orderBy(a.id);
    const { ours, drizzle } = await bothMappings(query, 'row_mapper_join');
    expect(ours).toEqual(drizzle);
    expect(JSON.stringify(ours)).toBe(JSON.stringify(drizzle));
    const rows = ours as Array<{ b: unknown; count: unknown }>;
    expect(rows[1]?.b).toBeNull();
    expect(rows[0]?.count).toBe(3);
    // Drizzle's rule, kept: the object is nulled when its first column is null, whatever follows.
    expect(rows[2]?.b).toBeNull();
  });

  it('keeps an inner join’s objects and a table selected whole beside a column', async () => {
    const query = t.database.db.select({ a, name: b.name }).from(a).innerJoin(b, eq(b.aId, a.id)).orderBy(a.id);
    const { ours, drizzle } = await bothMappings(query, 'row_mapper_inner');
    expect(ours).toHaveLength(2);
    expect(ours).toEqual(drizzle);
    expect(JSON.stringify(ours)).toBe(JSON.stringify(drizzle));
  });

  it('maps a plain select that is not prepared by name the same way', async () => {
    const rows = await t.database.db
      .select({ id: a.id, at: a.at, b: { id: b.id } })
      .from(a)
      .leftJoin(b, eq(b.aId, a.id))
      .orderBy(a.id);
    expect(rows.map((r) => r.b)).toEqual([{ id: 1 }, null, { id: 3 }]);
    expect(rows[0]?.at).toEqual(new Date('2026-03-04T05:06:07.891Z'));
  });
});
