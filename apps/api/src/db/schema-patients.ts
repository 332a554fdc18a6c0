import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, date, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { partners } from './schema-auth.ts';
import { provinces, wards } from './schema-locations.ts';

/** What the patient search reads: the name in lower case and the phone as one text (one trigram index). */
export const patientSearchText = (t: { fullName: AnyPgColumn; phone: AnyPgColumn }) => sql`(lower(${t.fullName}) || ' ' || ${t.phone})`;

/**
 * A collaborator's patient. `order_count` and `total` (service prices of its orders not cancelled)
 * are kept by a trigger on medical_orders, so the list filters and sorts on them without a join.
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    gender: smallint('gender').notNull(),
    email: text('email').notNull().default(''),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.code),
    /** The pseudo-district of the 2025 mapping: the province code. */
    districtCode: text('district_code').notNull(),
    wardCode: text('ward_code')
      .notNull()
      .references(() => wards.code),
    address: text('address').notNull().default(''),
    orderCount: integer('order_count').notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('patients_partner_created_idx').on(t.partnerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('patients_partner_total_idx').on(t.partnerId, t.total),
    // The list's search over name and phone (any part of them), through pg_trgm.
    index('patients_search_idx').using('gin', sql`${patientSearchText(t)} gin_trgm_ops`),
    check('patients_gender_check', sql`${t.gender} in (0, 1)`),
  ],
);

/**
 * A collaborator's patients: how many, kept by a statement-level trigger (transition tables) in
 * the transaction of every insert and delete of `patients`, so the list's total as it opens is one
 * lookup at any size.
 */
export const patientCounts = pgTable('patient_counts', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
