import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
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

/*
 * The company area (spec 3 §2–§9, spec 2 §7 company variant): sub-unit profiles, health-exam
 * contracts with their staff rosters and exam progress, contract sets, appointment schedules,
 * roster imports, and the exam-package catalogue. Written only by `modules/companies`.
 */

/**
 * What a company's profile holds beyond `partners` (spec 3 §3 "Sub-unit profile"): the headcount
 * and the contact person. One row per company partner (parent or sub-unit), created on first write.
 */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    partnerId: uuid('partner_id')
      .primaryKey()
      .references(() => partners.id, { onDelete: 'cascade' }),
    totalEmployees: integer('total_employees'),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('company_profiles_total_check', sql`${t.totalEmployees} is null or ${t.totalEmployees} > 0`)],
);

/** Types of a company health-exam contract (`contract/list-contract-type`); reference rows come with the migration. */
export const companyContractTypes = pgTable('company_contract_types', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * A health-exam contract between the portal owner and a company (the parent or one of its
 * sub-units). `status` is a key of COMPANY_CONTRACT_STATUSES; money in whole đồng. The roster's
 * size and exam progress are counted from `contract_employees` (company_contract_counts), never
 * typed in; `plannedEmployees` is the headcount the contract was signed for.
 */
export const companyContracts = pgTable(
  'company_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The company the contract is for: the parent company or one of its sub-units. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => partners.id),
    /** The parent company (the account that signs in): the owner of every check. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => partners.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    contractTypeId: smallint('contract_type_id')
      .notNull()
      .references(() => companyContractTypes.id),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }).notNull(),
    plannedEmployees: integer('planned_employees').notNull(),
    totalValue: bigint('total_value', { mode: 'number' }).notNull().default(0),
    fileId: uuid('file_id').references(() => files.id),
    note: text('note').notNull().default(''),
    /** The exam package the contract buys (its 'Gói khám'); a package in use is not deleted. */
    examPackageId: uuid('exam_package_id').references((): AnyPgColumn => examPackages.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('company_contracts_exam_package_idx').on(t.examPackageId),
    uniqueIndex('company_contracts_code_key').on(sql`lower(${t.code})`),
    // NULLS FIRST, as a plain `order by … desc` sorts: an index built DESC NULLS LAST does not give that order.
    index('company_contracts_owner_start_idx').on(t.ownerId, t.dateStart.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('company_contracts_company_start_idx').on(t.companyId, t.dateStart.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('company_contracts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('company_contracts_status_check', sql`${t.status} in ('draft', 'pending', 'in_progress', 'completed', 'declined')`),
    check('company_contracts_period_check', sql`${t.dateEnd} >= ${t.dateStart}`),
    check('company_contracts_value_check', sql`${t.totalValue} >= 0`),
    check('company_contracts_planned_check', sql`${t.plannedEmployees} > 0`),
  ],
);

/** What the roster search reads: name, CCCD and phone as one lower-case text (one trigram index). */
export const employeeSearchText = (t: { name: AnyPgColumn; cccd: AnyPgColumn; phone: AnyPgColumn }) =>
  sql`(lower(${t.name}) || ' ' || lower(${t.cccd}) || ' ' || lower(${t.phone}))`;

/**
 * One person on a contract's roster, keyed by contract and CCCD (a re-import updates, never
 * duplicates). `examState` (EXAM_STATES) and `healthClass` (1–5, null = not classified) are moved
 * by the operator; the company sees them, never medical results (none are stored here).
 */
export const contractEmployees = pgTable(
  'contract_employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => companyContracts.id, { onDelete: 'cascade' }),
    cccd: text('cccd').notNull(),
    bhyt: text('bhyt').notNull().default(''),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: smallint('gender').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    examState: text('exam_state').notNull().default('unregistered'),
    healthClass: smallint('health_class'),
    /** When the person was last examined (in part or in full): the report chart's month. */
    examinedAt: date('examined_at', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contract_employees_contract_cccd_key').on(t.contractId, t.cccd),
    index('contract_employees_contract_name_idx').on(t.contractId, t.name, t.id),
    index('contract_employees_contract_state_idx').on(t.contractId, t.examState),
    // The roster filtered by registration and gender (its most used filters), read in list order:
    // `(exam_state = 'unregistered')::int = $unregistered and gender = $gender order by name, id` is a
    // range of it. An integer, not a boolean: PostgreSQL rewrites `(a <> b) = false` as `a = b`,
    // which no longer matches the indexed expression.
    index('contract_employees_contract_registered_idx').on(
      t.contractId,
      sql`((${t.examState} = 'unregistered')::int)`,
      t.gender,
      t.name,
      t.id,
    ),
    // The roster search over name, CCCD and phone (any part of them), through pg_trgm.
    index('contract_employees_search_idx').using('gin', sql`${employeeSearchText(t)} gin_trgm_ops`),
    index('contract_employees_contract_examined_idx').on(t.contractId, t.examinedAt).where(sql`${t.examinedAt} is not null`),
    check(
      'contract_employees_state_check',
      sql`${t.examState} in ('unregistered', 'registered', 'scheduled', 'partial', 'full', 'absent')`,
    ),
    check('contract_employees_gender_check', sql`${t.gender} in (0, 1)`),
    check('contract_employees_health_check', sql`${t.healthClass} is null or ${t.healthClass} between 1 and 5`),
  ],
);

/**
 * Roster size per contract and exam state, kept by a trigger on `contract_employees` in the
 * same transaction as the change: a contract's progress is one small read however long its roster.
 */
export const companyContractCounts = pgTable(
  'company_contract_counts',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => companyContracts.id, { onDelete: 'cascade' }),
    examState: text('exam_state').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.examState] })],
);

/**
 * Roster size per contract, exam state, gender and health class (0 = not classified), kept by a
 * trigger on `contract_employees` in the same statement as the change: the total of a roster
 * filtered by any of these (registration, gender, exam state, health class) is a sum of at most
 * 72 small rows, however long the roster.
 */
export const companyRosterCounts = pgTable(
  'company_roster_counts',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => companyContracts.id, { onDelete: 'cascade' }),
    examState: text('exam_state').notNull(),
    gender: smallint('gender').notNull(),
    healthClass: smallint('health_class').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.examState, t.gender, t.healthClass] })],
);

/**
 * Contracts per owner, company (the owner or a sub-unit), status and type, kept by a trigger on
 * `company_contracts`: the contract list's total (as it opens, or filtered by these) is one small
 * read, however many contracts there are.
 */
export const companyContractListCounts = pgTable(
  'company_contract_list_counts',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    contractTypeId: smallint('contract_type_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.companyId, t.status, t.contractTypeId] })],
);

/** A company's named set of contracts (spec 3 §2 "Contract sets"). */
export const contractGroups = pgTable(
  'contract_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contract_groups_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc())],
);

export const contractGroupContracts = pgTable(
  'contract_group_contracts',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => contractGroups.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => companyContracts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.contractId] }), index('contract_group_contracts_contract_idx').on(t.contractId)],
);

/**
 * Exam days a company proposes for a contract; the operator confirms or proposes another day
 * (`counterDate`). The latest row per contract is where the appointment stands.
 */
export const appointmentSchedules = pgTable(
  'appointment_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => companyContracts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    site: text('site').notNull(),
    headcount: integer('headcount').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('proposed'),
    counterDate: date('counter_date', { mode: 'string' }),
    reply: text('reply').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointment_schedules_contract_created_idx').on(t.contractId, t.createdAt.desc()),
    index('appointment_schedules_status_created_idx').on(t.status, t.createdAt.desc()),
    check('appointment_schedules_status_check', sql`${t.status} in ('proposed', 'confirmed', 'rescheduled')`),
    check('appointment_schedules_headcount_check', sql`${t.headcount} > 0`),
  ],
);

/**
 * A roster import's dry run: what each row of the file would do. The commit applies exactly
 * these rows (one transaction) and marks the import `committed`; one with errors never commits.
 */
export const rosterImports = pgTable(
  'roster_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => companyContracts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('previewed'),
    rowsNew: integer('rows_new').notNull().default(0),
    rowsUpdated: integer('rows_updated').notNull().default(0),
    rowsUnchanged: integer('rows_unchanged').notNull().default(0),
    rowsError: integer('rows_error').notNull().default(0),
    /** The partner user or operator who uploaded the file. */
    createdBy: uuid('created_by').references(() => users.id),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('roster_imports_contract_created_idx').on(t.contractId, t.createdAt.desc()),
    check('roster_imports_status_check', sql`${t.status} in ('previewed', 'committed', 'superseded')`),
  ],
);

/** One row of a dry run: the values read, the action, and its errors (column and message). */
export const rosterImportRows = pgTable(
  'roster_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => rosterImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    action: text('action').notNull(),
    /** The roster row an 'updated' or 'unchanged' row matches. */
    employeeId: uuid('employee_id'),
    values: jsonb('values').$type<Record<string, string | number | null>>().notNull(),
    errors: jsonb('errors').$type<{ column: string; message: string }[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNumber] }),
    index('roster_import_rows_action_idx').on(t.importId, t.action),
    check('roster_import_rows_action_check', sql`${t.action} in ('new', 'updated', 'unchanged', 'error')`),
  ],
);

/** Exam-package categories (spec 2 §7 "Content and lists"). */
export const examPackageCategories = pgTable(
  'exam_package_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('exam_package_categories_name_key').on(sql`lower(${t.name})`)],
);

/** A service an exam package can hold (code, name, group, unit price in đồng). */
export const examServices = pgTable(
  'exam_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    groupName: text('group_name').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('exam_services_code_key').on(sql`lower(${t.code})`),
    index('exam_services_group_name_idx').on(t.groupName, t.name),
    check('exam_services_price_check', sql`${t.price} >= 0`),
  ],
);

/** An exam package: a priced set of services, for individuals (type 1) or companies (type 2). */
export const examPackages = pgTable(
  'exam_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => examPackageCategories.id),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    description: text('description').notNull().default(''),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exam_packages_category_price_idx').on(t.categoryId, t.price),
    index('exam_packages_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('exam_packages_type_check', sql`${t.type} in (1, 2)`),
    check('exam_packages_price_check', sql`${t.price} >= 0`),
  ],
);

export const examPackageServices = pgTable(
  'exam_package_services',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => examPackages.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => examServices.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.serviceId] }), index('exam_package_services_service_idx').on(t.serviceId)],
);
