import { eq, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRow } from '../src/db/json-rows.ts';
import { facilities, medicalOrders } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** A row read as JSON (`jsonRow`) is what Drizzle's own select of the same fields returns. */
let t: TestApp;
const sample = pgTable('json_row_sample', {
  id: integer('id').primaryKey(),
  key: uuid('key'),
  at: timestamp('at', { withTimezone: true }),
  local: timestamp('local'),
  day: date('day'),
  n: bigint('n', { mode: 'number' }),
  small: smallint('small'),
  ratio: doublePrecision('ratio'),
  yes: boolean('yes'),
  data: jsonb('data').$type<{ a: number[] }>(),
  label: text('label'),
});
const other = pgTable('json_row_other', {
  id: integer('id').primaryKey(),
  sampleId: integer('sample_id'),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

// Away from UTC, so that a timestamp without a zone read as local time would show.
const zone = process.env.TZ;
beforeAll(async () => {
  process.env.TZ = 'Asia/Ho_Chi_Minh';
  t = await createTestApp();
  await t.database.db.execute(sql`create table json_row_sample (id int primary key, key uuid, at timestamptz,
    local timestamp, day date, n bigint, small smallint, ratio double precision, yes boolean, data jsonb, label text)`);
  await t.database.db.execute(
    sql`create table json_row_other (id int primary key, sample_id int, name text not null, at timestamptz not null)`,
  );
  await t.database.db.insert(sample).values([
    {
      id: 1,
      key: '7b0c3f5e-4a8e-4c1f-9d3b-2f6a1e5c8d90',
      at: new Date('2026-03-04T05:06:07.891Z'),
      local: new Date('2026-12-31T23:59:59.123Z'),
      day: '2026-02-28',
      n: 9_007_199_254_740_991,
      small: -3,
      ratio: 0.125,
      yes: true,
      data: { a: [1, 2] },
      label: 'Phường "Sài Gòn" \\ tab\t',
    },
    { id: 2 },
  ]);
  await t.database.db.insert(other).values({ id: 1, sampleId: 1, name: 'một', at: new Date('2026-01-01T00:00:00Z') });
}, 60_000);
afterAll(async () => {
  process.env.TZ = zone;
  if (zone === undefined) delete process.env.TZ;
  await t?.close();
});

describe('jsonRow', () => {
  it('gives back every column type as Drizzle maps it, nulls included, a left join that found nothing as null', async () => {
    const fields = {
      sample,
      other: { name: other.name, at: other.at },
      upper: sql<string>`upper(${sample.label})`,
    };
    const row = jsonRow(fields);
    const query = (selection: Record<string, unknown>) =>
      t.database.db
        .select(selection as typeof fields)
        .from(sample)
        .leftJoin(other, eq(other.sampleId, sample.id))
        .orderBy(sample.id);
    const drizzle = await query(fields);
    const json = (
      await t.database.db.select({ row: row.sql }).from(sample).leftJoin(other, eq(other.sampleId, sample.id)).orderBy(sample.id)
    ).map((r) => row.revive(r.row));
    expect(drizzle).toHaveLength(2);
    expect(drizzle[1]!.other).toBeNull();
    expect(drizzle[0]!.sample.at).toBeInstanceOf(Date);
    expect(json).toEqual(drizzle);
  });

  it('reads the order list’s columns as the desk’s select does', async () => {
    const fields = { order: medicalOrders, facility: { code: facilities.code, name: facilities.name } };
    const row = jsonRow(fields);
    const drizzle = await t.database.db
      .select(fields)
      .from(medicalOrders)
      .leftJoin(facilities, eq(facilities.id, medicalOrders.facilityId))
      .orderBy(medicalOrders.no);
    const json = (
      await t.database.db
        .select({ row: row.sql })
        .from(medicalOrders)
        .leftJoin(facilities, eq(facilities.id, medicalOrders.facilityId))
        .orderBy(medicalOrders.no)
    ).map((r) => row.revive(r.row));
    expect(drizzle.length).toBeGreaterThan(5);
    expect(drizzle.some((r) => r.facility === null) && drizzle.some((r) => r.facility !== null)).toBe(true);
    expect(json).toEqual(drizzle);
  });

  it('refuses a column type it would read differently from Drizzle', () => {
    const money = pgTable('json_row_money', { amount: numeric('amount') });
    expect(() => jsonRow({ amount: money.amount })).toThrow(/PgNumeric/);
  });
});
