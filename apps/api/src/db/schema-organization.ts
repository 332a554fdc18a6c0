import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { files } from './schema-files.ts';

/**
 * 'Thông tin đơn vị': who the portal owner is (legal name, tax code, representative, bank account
 * the partners pay into, logo), one row (id 1) written by the administrator. Every place that
 * names the owner reads it; no other copy exists. Empty strings until it is filled.
 */
export const organization = pgTable(
  'organization',
  {
    id: smallint('id').primaryKey().default(1),
    legalName: text('legal_name').notNull().default(''),
    shortName: text('short_name').notNull().default(''),
    taxCode: text('tax_code').notNull().default(''),
    address: text('address').notNull().default(''),
    representative: text('representative').notNull().default(''),
    representativeTitle: text('representative_title').notNull().default(''),
    hotline: text('hotline').notNull().default(''),
    supportEmail: text('support_email').notNull().default(''),
    /** NAPAS BIN of the bank (VietQR's acquirer id). */
    bankBin: text('bank_bin'),
    accountNumber: text('account_number').notNull().default(''),
    /** As the bank prints it: the legal name without marks, upper case. */
    accountHolder: text('account_holder').notNull().default(''),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('organization_single_row', sql`${t.id} = 1`)],
);
