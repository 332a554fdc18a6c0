import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { partners, users } from './schema-auth.ts';
import { files } from './schema-files.ts';
import { medicalOrders } from './schema-orders.ts';

/*
 * Monthly deferred-payment reports (modules/debts, report-*): one per collaborator and month, built
 * from its completed orders, with one record per service line, its files (invoices, the document
 * set), the reminders sent, and extension requests with their files. The accountant's settings
 * (reminder ladder, due days, sampling fee) are one row; the bank account partners pay into
 * is the owner's (schema-organization.ts). Money in whole đồng.
 */

export const deferredPayments = pgTable(
  'deferred_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The reported month, 'YYYY-MM'. */
    month: text('month').notNull(),
    /** 'CN-202510-CTV-000001': the transfer note of its payment. */
    code: text('code').notNull(),
    /** REPORT_STATUS: 0 draft, 3 sent (awaiting confirmation), 2 awaiting payment, 4 overdue, 5 paid. */
    status: smallint('status').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    serviceCount: integer('service_count').notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    transferRef: text('transfer_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deferred_payments_partner_month_key').on(t.partnerId, t.month),
    uniqueIndex('deferred_payments_code_key').on(t.code),
    // The partner's list (sent ones, newest month first) and the desk's per-month list (by code: the
    // collaborator's code follows the month in it, so a month's reports come in collaborator order).
    index('deferred_payments_partner_status_month_idx').on(t.partnerId, t.status, t.month.desc().nullsFirst()),
    index('deferred_payments_month_code_idx').on(t.month.desc().nullsFirst(), t.code),
    // … narrowed by status: still a range read of a page in the list's order.
    index('deferred_payments_month_status_code_idx').on(t.month.desc().nullsFirst(), t.status, t.code),
    // The collaborator's sent reports, newest month first (its list and its chart): a range read.
    index('deferred_payments_partner_sent_idx').on(t.partnerId, t.month.desc().nullsFirst()).where(sql`${t.status} in (2, 3, 4, 5)`),
    // The daily reminder run reads unpaid sent reports by due date.
    index('deferred_payments_unpaid_due_idx').on(t.dueDate).where(sql`${t.status} in (2, 3, 4)`),
    check('deferred_payments_status_check', sql`${t.status} in (0, 2, 3, 4, 5)`),
    check('deferred_payments_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * How many reports each month holds per status (the accountant's list of a month) and each
 * collaborator holds per status (its own list, the accountant's list of one collaborator): kept by
 * statement-level triggers on deferred_payments (migration), so a list's total is a lookup.
 */
export const deferredPaymentMonthCounts = pgTable(
  'deferred_payment_month_counts',
  {
    month: text('month').notNull(),
    status: smallint('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.status] })],
);

export const deferredPaymentPartnerCounts = pgTable(
  'deferred_payment_partner_counts',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.status] })],
);

/** One service line of a completed order, priced when the report was built. */
export const deferredRecords = pgTable(
  'deferred_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => deferredPayments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => medicalOrders.id, { onDelete: 'set null' }),
    patientName: text('patient_name').notNull(),
    examinationDate: date('examination_date', { mode: 'string' }).notNull(),
    testName: text('test_name').notNull(),
    testFee: bigint('test_fee', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    samplingFee: bigint('sampling_fee', { mode: 'number' }).notNull().default(0),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('deferred_records_report_idx').on(t.reportId, t.sort),
    // Whether an order is billed already (a report bills each completed order once).
    index('deferred_records_order_idx').on(t.orderId),
  ],
);

/** A report's invoices ('Hóa đơn') and document set ('Bộ hồ sơ'), attached by the accountant. */
export const deferredPaymentFiles = pgTable(
  'deferred_payment_files',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => deferredPayments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.fileId] }),
    index('deferred_payment_files_file_idx').on(t.fileId),
    check('deferred_payment_files_kind_check', sql`${t.kind} in ('invoice', 'document')`),
  ],
);

/** A reminder sent for one step of the ladder (days relative to the due date then in force), once. */
export const debtReminderHistories = pgTable(
  'debt_reminder_histories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => deferredPayments.id, { onDelete: 'cascade' }),
    /** 'Lần thứ n'. */
    n: integer('n').notNull(),
    offsetDays: integer('offset_days').notNull(),
    /** The due date the step was counted from (an approved extension starts a new ladder). */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    reminderDate: timestamp('reminder_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('debt_reminder_histories_step_key').on(t.reportId, t.dueDate, t.offsetDays)],
);

/** A collaborator's request for a later due date, decided by the accountant. */
export const paymentExtensions = pgTable(
  'payment_extensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => deferredPayments.id, { onDelete: 'cascade' }),
    newDueDate: date('new_due_date', { mode: 'string' }).notNull(),
    previousDueDate: date('previous_due_date', { mode: 'string' }).notNull(),
    /** EXTENSION_STATUS: 1 waiting, 2 approved, 3 refused. */
    status: smallint('status').notNull().default(1),
    reason: text('reason'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_extensions_report_idx').on(t.reportId, t.createdAt.desc().nullsFirst()),
    // One request waits at a time.
    uniqueIndex('payment_extensions_pending_key').on(t.reportId).where(sql`${t.status} = 1`),
    check('payment_extensions_status_check', sql`${t.status} in (1, 2, 3)`),
  ],
);

export const paymentExtensionFiles = pgTable(
  'payment_extension_files',
  {
    extensionId: uuid('extension_id')
      .notNull()
      .references(() => paymentExtensions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.extensionId, t.fileId] }), index('payment_extension_files_file_idx').on(t.fileId)],
);

/** The accountant's settings: one row (id 1). */
export const debtSettings = pgTable(
  'debt_settings',
  {
    id: smallint('id').primaryKey().default(1),
    reminderOffsets: integer('reminder_offsets').array().notNull().default(sql`'{-3,0,3,7}'::integer[]`),
    dueDays: integer('due_days').notNull().default(15),
    homeSamplingFee: bigint('home_sampling_fee', { mode: 'number' }).notNull().default(50_000),
    updatedAt: updatedAt(),
  },
  (t) => [check('debt_settings_single_row', sql`${t.id} = 1`)],
);
