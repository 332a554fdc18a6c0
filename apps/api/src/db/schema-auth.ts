import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { startingWith } from './like.ts';

export const accountTypeEnum = pgEnum('account_type', ['collaborator', 'company', 'provider', 'operator']);
export const accountStatusEnum = pgEnum('account_status', ['pending', 'active', 'locked', 'rejected']);
export const requestStatusEnum = pgEnum('request_status', ['pending', 'approved', 'rejected']);

/** Numbers the partner codes (CTV-000001, DN-000002, NCC-000003). */
export const partnerCodeSeq = pgSequence('partner_code_seq', { startWith: 1 });

/**
 * A partner whose name or code starts with `search` (any case): the desk's list and the broadcast's
 * partner picker search the same way, on the same indexes.
 */
export const partnerStartsWith = (search: string) =>
  sql`(lower(${partners.name}) like ${startingWith(search)} or lower(${partners.code}) like ${startingWith(search)})`;

/** An organisation (or a collaborator) that partners with the portal owner. */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: accountTypeEnum('type').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => partners.id),
    ownerName: text('owner_name').notNull(),
    taxCode: text('tax_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    introducerName: text('introducer_name'),
    representative: text('representative'),
    address: text('address'),
    province: text('province'),
    status: accountStatusEnum('status').notNull().default('pending'),
    /** Why an operator refused the registration. */
    statusReason: text('status_reason'),
    // The supplier profile (spec 3 §3; collaborators and providers): category and size ids of the
    // contract's lists, charter capital in đồng, whether the supplier has worked with us before.
    categoryId: smallint('category_id'),
    companySize: smallint('company_size'),
    charterCapital: bigint('charter_capital', { mode: 'number' }),
    isCooperated: boolean('is_cooperated').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('partners_code_key').on(t.code),
    uniqueIndex('partners_type_tax_code_key').on(t.type, t.taxCode).where(sql`${t.parentId} is null`),
    index('partners_parent_idx').on(t.parentId),
    // Newest first, filtered by nothing, by type, by status or by both: each an ordered index read.
    index('partners_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('partners_type_created_idx').on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('partners_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('partners_type_status_created_idx').on(t.type, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('partners_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('partners_code_prefix_idx').on(sql`lower(${t.code}) text_pattern_ops`),
    check('partners_charter_capital_check', sql`${t.charterCapital} >= 0`),
  ],
);

/**
 * Row counts of `partners` per type and status, kept by a trigger in the same transaction as
 * the change, so a list's total is one lookup however large the table grows.
 */
export const partnerCounts = pgTable(
  'partner_counts',
  {
    type: accountTypeEnum('type').notNull(),
    status: accountStatusEnum('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.status] })],
);

/**
 * A partner's personnel role: a named set of partner permission keys, taken from the default list
 * (the keys its type's routes declare; the service checks them on write). Inactive, it gives its
 * staff nothing beyond their own account.
 */
export const personnelRoles = pgTable(
  'personnel_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('personnel_roles_partner_name_key').on(t.partnerId, sql`lower(${t.name})`),
    // The target of users' (partner_id, personnel_role_id) key: a staff member's role is its own partner's.
    uniqueIndex('personnel_roles_partner_id_key').on(t.partnerId, t.id),
    index('personnel_roles_partner_created_idx').on(t.partnerId, t.createdAt.desc()),
  ],
);

/**
 * A login. Partner accounts belong to a partner; sub-users are its personnel (staff: a role, a
 * full name, status `pending` until they set their first password); operators have none.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: accountTypeEnum('type').notNull(),
    partnerId: uuid('partner_id').references(() => partners.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    isSubUser: boolean('is_sub_user').notNull().default(false),
    /** Operators: the name the console shows, and the role that gives their permissions. */
    displayName: text('display_name'),
    operatorRole: text('operator_role'),
    /** Staff: the role that gives their permissions (of the same partner; a role in use cannot be deleted). */
    personnelRoleId: uuid('personnel_role_id'),
    /** Staff: the person's name. */
    fullName: text('full_name'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    status: accountStatusEnum('status').notNull().default('pending'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Operators' login names are a namespace of their own: a partner's registration never tells
    // whether an operator's name exists (docs/decisions/auth.md, "Who exists").
    uniqueIndex('users_username_key').on(sql`(${t.type} = 'operator')`, sql`lower(${t.username})`),
    index('users_partner_idx').on(t.partnerId),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_phone_idx').on(t.phone),
    index('users_personnel_role_idx').on(t.personnelRoleId),
    // A partner's staff list, newest first.
    index('users_partner_staff_idx').on(t.partnerId, t.createdAt.desc()).where(sql`${t.isSubUser}`),
    foreignKey({
      name: 'users_personnel_role_fk',
      columns: [t.partnerId, t.personnelRoleId],
      foreignColumns: [personnelRoles.partnerId, personnelRoles.id],
    }),
  ],
);

/** Bearer tokens, stored as SHA-256 hashes: a leaked table does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Last request seen (at most a minute stale): operator sessions end after OPERATOR_IDLE_HOURS without one. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One forgot-password attempt: the OTP, its tries, then the reset token it yields. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    otpHash: text('otp_hash').notNull(),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    resetTokenHash: text('reset_token_hash'),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.resetTokenHash), index('password_resets_user_idx').on(t.userId)],
);
