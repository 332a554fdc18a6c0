import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './schema-auth.ts';
import { medicalOrders } from './schema-orders.ts';

/**
 * The laboratory systems (LIS) that call the FHIR API: registered by an administrator, known by a
 * public client id and a secret of which only a hash is kept (docs/decisions/integrations.md).
 */
export const integrationClients = pgTable(
  'integration_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    clientId: text('client_id').notNull(),
    /** SHA-256 of the secret (32 random bytes: a fast hash is enough, as for session tokens). */
    secretHash: text('secret_hash').notNull(),
    /** INTEGRATION_SCOPES. */
    scopes: text('scopes').array().notNull(),
    /** The facilities whose orders it serves (catalogue codes); empty: all of them and the home visits. */
    facilityCodes: text('facility_codes').array().notNull().default(sql`'{}'::text[]`),
    /** Where its LIS takes bookings as HL7 v2 ORM^O01 over MLLP ('host:port'); null: none are sent. */
    ormEndpoint: text('orm_endpoint'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('integration_clients_client_id_key').on(t.clientId),
    // One live client per name: the desk and the logs speak of an integration by its name.
    uniqueIndex('integration_clients_name_key').on(sql`lower(${t.name})`).where(sql`${t.revokedAt} is null`),
  ],
);

/** Access tokens handed out by `POST /fhir/auth/token`: only their SHA-256 is kept; short-lived. */
export const integrationTokens = pgTable(
  'integration_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => integrationClients.id, { onDelete: 'cascade' }),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('integration_tokens_client_idx').on(t.clientId), index('integration_tokens_expires_idx').on(t.expiresAt)],
);

/** Every call an integration made (the token asked for included), in words, for the desk. */
export const integrationCalls = pgTable(
  'integration_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => integrationClients.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    summary: text('summary').notNull(),
    ip: text('ip'),
  },
  (t) => [
    index('integration_calls_client_at_idx').on(t.clientId, t.at.desc()),
    check('integration_calls_status_check', sql`${t.status} between 100 and 599`),
  ],
);

/**
 * The laboratory reports an integration posted (a FHIR DiagnosticReport, or an HL7 v2 ORU^R01 read
 * as one), known by the identifier it gave: the same report posted again changes nothing, a
 * corrected one replaces the order's result file. The report is kept as received (its PDF's bytes
 * are the order's result file, not kept here), with its observations.
 */
export const labReports = pgTable(
  'lab_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => integrationClients.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => medicalOrders.id, { onDelete: 'cascade' }),
    identifierSystem: text('identifier_system').notNull().default(''),
    identifierValue: text('identifier_value').notNull(),
    /** FHIR DiagnosticReport.status as last received: partial, preliminary, final, corrected, amended, appended. */
    status: text('status').notNull(),
    /** The ServiceRequests (booked service lines) it answers. */
    lineIds: uuid('line_ids').array().notNull(),
    /** The report as received, without its PDF's bytes. */
    resource: jsonb('resource').$type<Record<string, unknown>>().notNull(),
    observations: jsonb('observations').$type<Array<Record<string, unknown>>>().notNull().default(sql`'[]'::jsonb`),
    /** SHA-256 of its PDF (a report posted again with the same status and PDF changes nothing). */
    pdfSha256: text('pdf_sha256'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lab_reports_identifier_key').on(t.clientId, t.identifierSystem, t.identifierValue),
    index('lab_reports_order_idx').on(t.orderId),
  ],
);

/**
 * Bookings offered to an integration's LIS as HL7 v2 ORM^O01 (NW when booked, CA when cancelled):
 * one row per client, order and kind, so a booking is offered once; the job queue sends it until
 * the LIS acknowledges it (AA) or refuses it (AE/AR, kept with its reason for the desk).
 */
export const ormDeliveries = pgTable(
  'orm_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => integrationClients.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => medicalOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'NW' | 'CA'>().notNull(),
    /** MSH-10 of the message (the same on every try, so the LIS can tell a resend). */
    controlId: text('control_id').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orm_deliveries_order_kind_key').on(t.clientId, t.orderId, t.kind),
    index('orm_deliveries_client_created_idx').on(t.clientId, t.createdAt.desc()),
    check('orm_deliveries_kind_check', sql`${t.kind} in ('NW', 'CA')`),
    check('orm_deliveries_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
