import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { partners, users } from './schema-auth.ts';

/*
 * The engagement area (spec 1 §2.1 tabs hop-tac and gop-y, §2.8 popup): the cooperation
 * programme of each partner type, the contact form's submissions, partners' feedback, and the
 * popups a signed-in partner closed. Written only by `modules/engagement` (pages, contacts,
 * feedback) and `modules/popup` (dismissals). `body` holds HTML sanitised on write.
 */

const PARTNER_TYPE_CHECK = (column: unknown) => sql`${column} in ('collaborator', 'company', 'provider')`;
const STATUS_CHECK = (column: unknown) => sql`${column} in ('new', 'handled')`;

/** One programme per partner type, edited on the desk (`content.cooperation`). */
export const cooperationPages = pgTable(
  'cooperation_pages',
  {
    partnerType: text('partner_type').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('cooperation_pages_type_check', PARTNER_TYPE_CHECK(t.partnerType))],
);

/** A visitor's (or partner's) request to cooperate; e-mailed to the operators and handled on the desk. */
export const cooperationContacts = pgTable(
  'cooperation_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    organisation: text('organisation').notNull().default(''),
    partnerType: text('partner_type').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    note: text('note').notNull().default(''),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    check('cooperation_contacts_type_check', PARTNER_TYPE_CHECK(t.partnerType)),
    check('cooperation_contacts_status_check', STATUS_CHECK(t.status)),
    index('cooperation_contacts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('cooperation_contacts_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A signed-in partner's feedback: stars, reasons from the fixed list and/or typed, a comment. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    stars: smallint('stars').notNull(),
    reasons: text('reasons').array().notNull().default(sql`'{}'::text[]`),
    otherReason: text('other_reason').notNull().default(''),
    comment: text('comment').notNull().default(''),
    area: text('area').notNull().default('general'),
    status: text('status').notNull().default('new'),
    note: text('note').notNull().default(''),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('feedback_stars_check', sql`${t.stars} between 1 and 5`),
    check('feedback_reason_check', sql`cardinality(${t.reasons}) > 0 or ${t.otherReason} <> ''`),
    check('feedback_status_check', STATUS_CHECK(t.status)),
    index('feedback_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('feedback_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('feedback_partner_idx').on(t.partnerId),
  ],
);
