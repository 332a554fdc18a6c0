import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { partners, users } from './schema-auth.ts';
import { files } from './schema-files.ts';

/** Contract categories (spec 1 §3 "Category list: id, name"); reference rows come with the migration. */
export const contractCategories = pgTable(
  'contract_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('contract_categories_name_key').on(t.name)],
);

/** Contract types (spec 1 §3 "Contract type list: entries with name"), numbered as the spec's `contractType` filter. */
export const contractTypes = pgTable('contract_types', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * A contract between the portal owner and one partner (a provider now; company contracts later).
 * `status` is a key of CONTRACT_STATUSES; money in whole đồng.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    contractTypeId: smallint('contract_type_id').references(() => contractTypes.id),
    categoryId: uuid('category_id').references(() => contractCategories.id),
    dateSigned: date('date_signed', { mode: 'string' }).notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    totalValue: bigint('total_value', { mode: 'number' }).notNull().default(0),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPosition: text('contact_position').notNull().default(''),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contracts_code_key').on(sql`lower(${t.code})`),
    // A partner's list, newest signed first: one index range read per page.
    index('contracts_partner_signed_idx').on(t.partnerId, t.dateSigned.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contracts_partner_status_idx').on(t.partnerId, t.status),
    index('contracts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('contracts_status_check', sql`${t.status} in ('Draft', 'Active', 'Suspended', 'Ended')`),
    check('contracts_period_check', sql`${t.dateTo} >= ${t.dateFrom}`),
    check('contracts_value_check', sql`${t.totalValue} >= 0`),
  ],
);

/**
 * How many contracts each partner has per status, kept by statement-level triggers on `contracts`:
 * the total of a partner's contract list is a lookup of a few rows at any number of contracts.
 */
export const contractCounts = pgTable(
  'contract_counts',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.status] })],
);

/** A contract's documents: rows of `files` (purpose 'contract', owned by the contract's partner). */
export const contractFiles = pgTable(
  'contract_files',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.fileId] }), uniqueIndex('contract_files_file_key').on(t.fileId)],
);

/** Supply (1) and payment (2) progress of a contract (SPEC-NOTES 11). */
export const contractProgress = pgTable(
  'contract_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    progressType: smallint('progress_type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('contract_progress_contract_idx').on(t.contractId, t.progressType, t.date.desc(), t.createdAt.desc()),
    check('contract_progress_type_check', sql`${t.progressType} in (1, 2)`),
  ],
);
