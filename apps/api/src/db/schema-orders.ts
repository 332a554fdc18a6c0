import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AppointmentStatus, MethodType, OrderRequestKind, ProgressStep, ResultStatus } from '@portal/contract';
import { createdAt, updatedAt } from './columns.ts';
import { partners } from './schema-auth.ts';
import { files } from './schema-files.ts';
import { provinces, wards } from './schema-locations.ts';
import { patients } from './schema-patients.ts';

/** Where hospital visits take place. */
export const facilities = pgTable(
  'facilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.code),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('facilities_code_key').on(sql`lower(${t.code})`)],
);

/** The tests and packages a collaborator can order (spec 3 §3: maCP, tenCP, donGia). */
export const catalogueServices = pgTable(
  'catalogue_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** The collaborator's consultation fee for it. */
    feePrice: bigint('fee_price', { mode: 'number' }).notNull().default(0),
    kind: text('kind').notNull().default('test'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('catalogue_services_code_key').on(sql`lower(${t.code})`),
    check('catalogue_services_kind_check', sql`${t.kind} in ('test', 'package')`),
    check('catalogue_services_price_check', sql`${t.price} >= 0 and ${t.feePrice} >= 0`),
  ],
);

/** Home sampling of a service is offered in these provinces. */
export const serviceProvinces = pgTable(
  'service_provinces',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => catalogueServices.id, { onDelete: 'cascade' }),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.code),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.provinceCode] }), index('service_provinces_province_idx').on(t.provinceCode)],
);

/** Hospital visits for a service are offered at these facilities. */
export const serviceFacilities = pgTable(
  'service_facilities',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => catalogueServices.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.facilityId] }), index('service_facilities_facility_idx').on(t.facilityId)],
);

/** What the order search reads: the patient's name, phone and sample id as one lower-case text (one trigram index). */
export const orderSearchText = (t: { patientName: AnyPgColumn; patientPhone: AnyPgColumn; sid: AnyPgColumn }) =>
  sql`(lower(${t.patientName}) || ' ' || ${t.patientPhone} || ' ' || lower(coalesce(${t.sid}, '')))`;

/** Numbers the bookings: code 'LH-0000123', sample id 'XN00000123'. */
export const medicalOrderNoSeq = pgSequence('medical_order_no_seq', { startWith: 1 });

/**
 * A booking of tests or an exam for a patient (spec 3 §3). The patient's fields are copied onto
 * the order (the booking's contact data). Progress: the time each step was reached.
 */
export const medicalOrders = pgTable(
  'medical_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    no: bigint('no', { mode: 'number' }).notNull().default(sql`nextval('medical_order_no_seq')`),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    patientName: text('patient_name').notNull(),
    patientPhone: text('patient_phone').notNull(),
    patientEmail: text('patient_email').notNull().default(''),
    patientBirthday: date('patient_birthday', { mode: 'string' }).notNull(),
    patientGender: smallint('patient_gender').notNull(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.code),
    districtCode: text('district_code').notNull(),
    wardCode: text('ward_code')
      .notNull()
      .references(() => wards.code),
    address: text('address').notNull(),
    methodType: text('method_type').$type<MethodType>().notNull(),
    facilityId: uuid('facility_id').references(() => facilities.id),
    appointmentAt: timestamp('appointment_at', { withTimezone: true }).notNull(),
    /** The appointment's calendar day in Vietnam (the DateOfMedical filter). */
    appointmentDay: date('appointment_day', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    cancelNotes: text('cancel_notes'),
    sid: text('sid'),
    status: smallint('status').$type<AppointmentStatus>().notNull().default(1),
    result: text('result').$type<ResultStatus>().notNull().default('CHUA_CO_KET_QUA'),
    step: text('step').$type<ProgressStep>().notNull().default('BOOKED'),
    sampleTakenAt: timestamp('sample_taken_at', { withTimezone: true }),
    inLabAt: timestamp('in_lab_at', { withTimezone: true }),
    resultReadyAt: timestamp('result_ready_at', { withTimezone: true }),
    serviceTotal: bigint('service_total', { mode: 'number' }).notNull().default(0),
    consultationFee: bigint('consultation_fee', { mode: 'number' }).notNull().default(0),
    /** The unguessable part of the public progress link. */
    progressToken: text('progress_token').notNull(),
    resultFileId: uuid('result_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('medical_orders_no_key').on(t.no),
    uniqueIndex('medical_orders_progress_token_key').on(t.progressToken),
    uniqueIndex('medical_orders_sid_key').on(t.sid),
    // A collaborator's list, newest first, filtered by nothing, by status, by day or by result: each an index range read in the list's order.
    index('medical_orders_partner_created_idx').on(t.partnerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('medical_orders_partner_status_created_idx').on(t.partnerId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('medical_orders_partner_day_idx').on(t.partnerId, t.appointmentDay, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('medical_orders_partner_result_idx').on(t.partnerId, t.result, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('medical_orders_patient_idx').on(t.patientId),
    // The report over a collaborator's filtered orders reads this index alone (an index-only scan:
    // status, result, totals and day are all in it), whichever of those filters are set.
    index('medical_orders_partner_report_idx').on(t.partnerId, t.status, t.result, t.serviceTotal, t.consultationFee, t.appointmentDay),
    // The desk's list of every collaborator's orders.
    index('medical_orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('medical_orders_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('medical_orders_day_idx').on(t.appointmentDay, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The laboratory's polls of what changed since (FHIR `_lastUpdated`), oldest change first.
    index('medical_orders_updated_idx').on(t.updatedAt, t.no),
    // The search over name, phone and sample id (any part of them), through pg_trgm.
    index('medical_orders_search_idx').using('gin', sql`${orderSearchText(t)} gin_trgm_ops`),
    check('medical_orders_status_check', sql`${t.status} between 1 and 5`),
    check('medical_orders_method_check', sql`${t.methodType} in ('HOME', 'HOSPITAL')`),
    check('medical_orders_facility_check', sql`${t.methodType} = 'HOME' or ${t.facilityId} is not null`),
    check(
      'medical_orders_result_check',
      sql`${t.result} in ('CHUA_CO_KET_QUA', 'DANG_XET_NGHIEM', 'CO_KET_QUA_MOT_PHAN', 'DA_CO_KET_QUA')`,
    ),
    check('medical_orders_step_check', sql`${t.step} in ('BOOKED', 'SAMPLE_TAKEN', 'IN_LAB', 'RESULT_READY')`),
    check('medical_orders_gender_check', sql`${t.patientGender} in (0, 1)`),
  ],
);

/**
 * A collaborator's orders per status: how many and their service total, kept by a trigger in the
 * order's transaction, so the unfiltered list's count and report are one lookup at any size.
 */
export const partnerOrderTotals = pgTable(
  'partner_order_totals',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    serviceTotal: bigint('service_total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.status] })],
);

/**
 * A collaborator's orders per status, result and service total: how many. Kept by a
 * statement-level trigger (transition tables) in the transaction of every change to
 * `medical_orders`, so the list's count and report filtered by status, result and a service-total
 * range sum a few rows (one per distinct total), not every matching order.
 */
export const orderReportCounts = pgTable(
  'order_report_counts',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    result: text('result').notNull(),
    serviceTotal: bigint('service_total', { mode: 'number' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.status, t.result, t.serviceTotal] })],
);

/**
 * Every collaborator's orders per status, result, method and progress step: how many (the order
 * desk's total, unfiltered or filtered by those), kept by the same statement-level trigger.
 */
export const orderDeskCounts = pgTable(
  'order_desk_counts',
  {
    /** One of 16 slots by collaborator (its id hashed), so that bookings of different collaborators seldom wait on one row. */
    slot: smallint('slot').notNull(),
    status: smallint('status').notNull(),
    result: text('result').notNull(),
    methodType: text('method_type').notNull(),
    step: text('step').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slot, t.status, t.result, t.methodType, t.step] })],
);

/** The services of an order, priced from the catalogue when booked. */
export const medicalOrderServices = pgTable(
  'medical_order_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => medicalOrders.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => catalogueServices.id),
    serviceCode: text('service_code').notNull(),
    serviceName: text('service_name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    feePrice: bigint('fee_price', { mode: 'number' }).notNull().default(0),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('medical_order_services_order_idx').on(t.orderId, t.sort), index('medical_order_services_service_idx').on(t.serviceId)],
);

/** A collaborator's request to the care desk about an order (`PUT detail/{id}/request`). */
export const medicalOrderRequests = pgTable(
  'medical_order_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => medicalOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderRequestKind>().notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('medical_order_requests_order_idx').on(t.orderId, t.createdAt.desc().nullsFirst()),
    check('medical_order_requests_kind_check', sql`${t.kind} in ('CONFIRM_SOON', 'RESEND_RESULT', 'CHANGE_INFO', 'OTHER')`),
  ],
);
