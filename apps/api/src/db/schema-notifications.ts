import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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

/*
 * The notification system every area uses (modules/notifications). An event about a partner is
 * written once (`notifications`, in the transaction of the change that causes it) and fanned out
 * by the job queue: one inbox row per user who may see it (`notification_recipients`), one
 * delivery per registered push device (`notification_deliveries`), and the e-mail where the
 * partner asked for it (a delivery too, pointing at its outbox row). Kept 12 months.
 */

/** An operator's broadcast to a partner type or to chosen partners: one notification per partner. */
export const notificationBroadcasts = pgTable(
  'notification_broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    /** The partner type it went to; null when it went to `partnerIds`. */
    audienceType: text('audience_type'),
    partnerIds: uuid('partner_ids').array().notNull().default(sql`'{}'::uuid[]`),
    email: boolean('email').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** How many partners it reached, set when its fan-out has written them. */
    partnerCount: integer('partner_count'),
    createdAt: createdAt(),
  },
  (t) => [check('notification_broadcasts_audience_check', sql`${t.audienceType} in ('collaborator', 'company', 'provider')`)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The area it concerns (NOTIFICATION_AREAS in the contract): the inbox's filter. */
    area: text('area').notNull(),
    /** What happened (e.g. 'bid.result'), for the desk and for tests. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Where it leads inside the portal (a path such as /thau/12?tab=ket-qua). */
    link: text('link'),
    /** A partner permission a staff member's role needs to receive it (null: every user of the partner). */
    permission: text('permission'),
    broadcastId: uuid('broadcast_id').references(() => notificationBroadcasts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_partner_idx').on(t.partnerId, t.createdAt.desc()),
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_broadcast_idx').on(t.broadcastId),
  ],
);

/** One user's copy in its inbox; `area` and `created_at` are copied so that the inbox reads one table. */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    // In the inbox's order (`order by created_at desc, notification_id desc`: NULLS FIRST, as drizzle's
    // `.desc()` alone is not), so a page is an index range read rather than a sort of the whole inbox.
    index('notification_recipients_inbox_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.notificationId.desc().nullsFirst()),
    index('notification_recipients_area_idx').on(t.userId, t.area, t.createdAt.desc().nullsFirst(), t.notificationId.desc().nullsFirst()),
    // An area's unread rows in the inbox's order: the page filtered by area and unread is an index range read.
    index('notification_recipients_unread_idx')
      .on(t.userId, t.area, t.createdAt.desc().nullsFirst(), t.notificationId.desc().nullsFirst())
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * How many inbox rows each user holds, per area, unread or not: kept by statement-level triggers on
 * `notification_recipients` (migration `notifications_lists`), in the transaction of each change, so
 * the inbox's total and the bell's unread counts never count the rows. The counts include rows older
 * than the inbox's 12 months until the daily prune deletes them; the reads subtract those (an index
 * range read of the few rows awaiting the prune).
 */
export const notificationInboxCounts = pgTable(
  'notification_inbox_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    isUnread: boolean('is_unread').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.area, t.isUnread] })],
);

/**
 * A browser's Web Push subscription (spec 1 §7 device tokens). `token` is what the app registered
 * (the subscription as JSON, compared as is by the app); endpoint and keys are read from it.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerCategoryType: smallint('partner_category_type').notNull(),
    token: text('token').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceType: smallint('device_type').notNull().default(0),
    appVersion: text('app_version').notNull().default(''),
    deviceInfo: text('device_info').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_devices_user_endpoint_key').on(t.userId, t.endpoint),
    check('push_devices_category_check', sql`${t.partnerCategoryType} in (0, 1, 2)`),
  ],
);

/**
 * One try at telling one device (push) or one address (e-mail): what it reached and how it ended,
 * so an operator can answer "why didn't partner X get this?". A device deleted later (gone, or
 * removed by its user) leaves its deliveries, with `target` naming it.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(),
    deviceId: uuid('device_id').references(() => pushDevices.id, { onDelete: 'set null' }),
    /** The device's description or the e-mail address, as it was. */
    target: text('target').notNull().default(''),
    /** queued → sent | failed | gone (push: the subscription answered 404/410, or its endpoint may not be reached, and was deleted). */
    status: text('status').notNull().default('queued'),
    statusCode: integer('status_code'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    outboxId: uuid('outbox_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notification_deliveries_notification_idx').on(t.notificationId),
    uniqueIndex('notification_deliveries_push_key').on(t.notificationId, t.deviceId).where(sql`${t.channel} = 'push'`),
    check('notification_deliveries_channel_check', sql`${t.channel} in ('push', 'email')`),
    check('notification_deliveries_status_check', sql`${t.status} in ('queued', 'sent', 'failed', 'gone')`),
  ],
);

/** A user's choices: the areas it wants e-mailed (no row: every area). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailAreas: text('email_areas').array().notNull(),
  updatedAt: updatedAt(),
});
