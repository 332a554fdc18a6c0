import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { oncePerDb, pageTotal } from '../../db/prepared.ts';
import {
  notificationBroadcasts,
  notificationDeliveries,
  notificationInboxCounts,
  notificationRecipients,
  notifications,
  notificationSettings,
  partners,
  personnelRoles,
  pushDevices,
  users,
} from '../../db/schema.ts';

/** The notification tables: SQL only. */

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationValues = Omit<typeof notifications.$inferInsert, 'id'>;
export type DeviceRow = typeof pushDevices.$inferSelect;
export type DeliveryRow = typeof notificationDeliveries.$inferSelect;

export async function insertNotification(db: Executor, values: NotificationValues): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification not inserted');
  return row;
}

export async function findNotification(db: Executor, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/**
 * The users who receive a partner's notification: its active accounts; a staff member only when
 * its role is active and holds `permission` (null: every account).
 */
export async function recipientsOf(db: Executor, partnerId: string, permission: string | null) {
  return db
    .select({ id: users.id, email: users.email, isSubUser: users.isSubUser })
    .from(users)
    .leftJoin(personnelRoles, eq(personnelRoles.id, users.personnelRoleId))
    .where(
      and(
        eq(users.partnerId, partnerId),
        eq(users.status, 'active'),
        permission === null
          ? undefined
          : sql`(not ${users.isSubUser} or (${personnelRoles.active} and ${permission} = any(${personnelRoles.permissions})))`,
      ),
    );
}

/** Inbox rows; a row already there (a fan-out run twice) is left as it is. */
export async function insertRecipients(db: Executor, n: NotificationRow, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await db
    .insert(notificationRecipients)
    .values(userIds.map((userId) => ({ notificationId: n.id, userId, area: n.area, createdAt: n.createdAt })))
    .onConflictDoNothing();
}

export async function devicesOf(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(pushDevices)
    .where(inArray(pushDevices.userId, [...userIds]));
}

/** One push delivery per device; answers those it created (a second fan-out creates none). */
export async function insertPushDeliveries(db: Executor, notificationId: string, devices: readonly DeviceRow[]) {
  if (devices.length === 0) return [];
  return db
    .insert(notificationDeliveries)
    .values(
      devices.map((d) => ({
        notificationId,
        userId: d.userId,
        channel: 'push',
        deviceId: d.id,
        target: d.deviceInfo || new URL(d.endpoint).host,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
}

export async function insertEmailDelivery(
  db: Executor,
  values: { notificationId: string; userId: string | null; target: string; outboxId: string },
) {
  await db.insert(notificationDeliveries).values({ ...values, channel: 'email', status: 'sent', attempts: 1 });
}

/** A push delivery with its device and its notification (the job is the delivery's only worker). */
export async function findDelivery(db: Executor, id: string) {
  const [row] = await db
    .select({ delivery: notificationDeliveries, device: pushDevices, notification: notifications })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .leftJoin(pushDevices, eq(pushDevices.id, notificationDeliveries.deviceId))
    .where(eq(notificationDeliveries.id, id));
  return row;
}

export async function settleDelivery(
  db: Executor,
  id: string,
  values: Partial<Pick<DeliveryRow, 'status' | 'statusCode' | 'error' | 'attempts'>>,
) {
  await db
    .update(notificationDeliveries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notificationDeliveries.id, id));
}

export async function deleteDevice(db: Executor, id: string) {
  await db.delete(pushDevices).where(eq(pushDevices.id, id));
}

/** Deletes notifications older than `before`, a batch at a time; answers how many went. */
export async function pruneBefore(db: Executor, before: Date, batch = 5_000): Promise<number> {
  const gone = await db
    .delete(notifications)
    .where(
      inArray(
        notifications.id,
        db.select({ id: notifications.id }).from(notifications).where(lt(notifications.createdAt, before)).limit(batch),
      ),
    )
    .returning({ id: notifications.id });
  return gone.length;
}

// ——— the inbox ———

export type InboxFilter = { userId: string; area?: string | undefined; unread?: boolean | undefined; since: Date };

type ReadFilter = 'unread' | 'read' | '';
const readFilterOf = (unread: boolean | undefined): ReadFilter => (unread === true ? 'unread' : unread === false ? 'read' : '');

/**
 * The inbox's total for a filter: the trigger-kept counts (notification_inbox_counts), less the rows
 * older than the inbox's months that the daily prune has not deleted yet (an index range read of
 * `notification_recipients_inbox_idx` that finds nothing or a day's rows).
 */
function inboxTotal(hasArea: boolean, read: ReadFilter) {
  const userId = sql.placeholder('userId');
  const area = sql.placeholder('area');
  const kept = sql`(select coalesce(sum(c.n), 0) from ${notificationInboxCounts} c where c.user_id = ${userId}${
    hasArea ? sql` and c.area = ${area}` : sql``
  }${read ? sql` and c.is_unread = ${read === 'unread' ? sql`true` : sql`false`}` : sql``})`;
  const older = sql`(select count(*) from ${notificationRecipients} o where o.user_id = ${userId} and o.created_at < ${sql.placeholder('since')}::timestamptz${
    hasArea ? sql` and o.area = ${area}` : sql``
  }${read === 'unread' ? sql` and o.read_at is null` : read === 'read' ? sql` and o.read_at is not null` : sql``})`;
  return sql<string>`(${kept} - ${older})::bigint`;
}

/**
 * One shape of the inbox (by area or not; all, unread or read) as prepared statements: the page
 * (chosen from notification_recipients alone, in its index's order, then joined to its 10
 * notifications) with the total in the same round trip; the total alone for a page past the end.
 */
function prepareInbox(db: Db, hasArea: boolean, read: ReadFilter) {
  const r = notificationRecipients;
  const where = and(
    eq(r.userId, sql.placeholder('userId')),
    sql`${r.createdAt} >= ${sql.placeholder('since')}::timestamptz`,
    hasArea ? eq(r.area, sql.placeholder('area')) : undefined,
    read === 'unread' ? isNull(r.readAt) : read === 'read' ? sql`${r.readAt} is not null` : undefined,
  );
  const page = db
    .select({ notificationId: r.notificationId, createdAt: r.createdAt, readAt: r.readAt })
    .from(r)
    .where(where)
    .orderBy(desc(r.createdAt), desc(r.notificationId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const total = inboxTotal(hasArea, read);
  const name = `inbox_${hasArea ? 'a' : ''}${read}`;
  return {
    page: db
      .select({
        id: notifications.id,
        area: notifications.area,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        createdAt: notifications.createdAt,
        readAt: page.readAt,
        total,
      })
      .from(page)
      .innerJoin(notifications, eq(notifications.id, page.notificationId))
      .orderBy(desc(page.createdAt), desc(page.notificationId))
      .prepare(name),
    total: db.select({ n: total }).from(sql`(select 1) as one`).prepare(`${name}_total`),
  };
}

const INBOX_SHAPES = [false, true].flatMap((hasArea) => (['', 'unread', 'read'] as const).map((read) => ({ hasArea, read })));
/** Every shape, prepared together the first time a database lists an inbox. */
const inboxStatements = oncePerDb((db) =>
  Object.fromEntries(INBOX_SHAPES.map(({ hasArea, read }) => [`${hasArea ? 'a' : ''}${read}`, prepareInbox(db, hasArea, read)])),
);

/** A page of a user's inbox, newest first, with the total: one statement (two for a page past the end). */
export async function inbox(db: Db, f: InboxFilter, page: number, limit: number) {
  const read = readFilterOf(f.unread);
  const statements = inboxStatements(db)[`${f.area ? 'a' : ''}${read}`]!;
  const values = { userId: f.userId, since: f.since.toISOString(), area: f.area, limit, offset: (page - 1) * limit };
  const rows = await statements.page.execute(values);
  const total = await pageTotal(rows, () => statements.total.execute(values));
  return { rows: rows.map(({ total: _, ...n }) => n), total };
}

/**
 * Unread per area (areas with none left out), from the trigger-kept counts less each area's unread
 * rows older than the inbox's months not pruned yet (per area, so an index range read of
 * `notification_recipients_unread_idx` that finds nothing or a day's rows): one prepared statement.
 */
const unreadStatement = oncePerDb((db) =>
  db
    .select({ area: sql<string>`t.area`, n: sql<string>`t.n` })
    .from(
      sql`(select c.area, c.n - (select count(*) from ${notificationRecipients} o
                                 where o.user_id = c.user_id and o.area = c.area and o.read_at is null
                                   and o.created_at < ${sql.placeholder('since')}::timestamptz) as n
           from ${notificationInboxCounts} c where c.user_id = ${sql.placeholder('userId')} and c.is_unread) as t`,
    )
    .where(sql`t.n > 0`)
    .orderBy(sql`t.area`)
    .prepare('inbox_unread_by_area'),
);

export async function unreadByArea(db: Db, userId: string, since: Date) {
  const rows = await unreadStatement(db).execute({ userId, since: since.toISOString() });
  return rows.map((r) => ({ area: r.area, n: Number(r.n) }));
}

/** Marks read; answers whether the user had that notification. */
export async function markRead(db: Executor, userId: string, notificationId: string): Promise<boolean> {
  const rows = await db
    .update(notificationRecipients)
    .set({ readAt: sql`coalesce(${notificationRecipients.readAt}, now())` })
    .where(and(eq(notificationRecipients.userId, userId), eq(notificationRecipients.notificationId, notificationId)))
    .returning({ id: notificationRecipients.notificationId });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, userId: string, area: string | undefined): Promise<number> {
  const rows = await db
    .update(notificationRecipients)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notificationRecipients.userId, userId),
        isNull(notificationRecipients.readAt),
        area ? eq(notificationRecipients.area, area) : undefined,
      ),
    )
    .returning({ id: notificationRecipients.notificationId });
  return rows.length;
}

export async function findSettings(db: Executor, userId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row;
}

export async function saveSettings(db: Executor, userId: string, emailAreas: string[]) {
  await db
    .insert(notificationSettings)
    .values({ userId, emailAreas })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { emailAreas, updatedAt: sql`now()` } });
}

/** An account's address and e-mail choices (null: no row yet, every area on), for a mail's opt-out link. */
export async function optOutTarget(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, emailAreas: notificationSettings.emailAreas })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** Turns one area's e-mails off for an account, in one statement (no row yet: every other area stays on). */
export async function turnOffEmailArea(db: Executor, userId: string, area: string, allAreas: readonly string[]) {
  const others = allAreas.filter((a) => a !== area);
  await db
    .insert(notificationSettings)
    .values({ userId, emailAreas: others })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { emailAreas: sql`array_remove(${notificationSettings.emailAreas}, ${area})`, updatedAt: sql`now()` },
    });
}

/** The partner's e-mail and its main account's choices, for an event's e-mail. */
export async function partnerMail(db: Executor, partnerId: string) {
  const [row] = await db
    .select({ name: partners.name, email: partners.email, userId: users.id, emailAreas: notificationSettings.emailAreas })
    .from(partners)
    .leftJoin(users, and(eq(users.partnerId, partners.id), eq(users.isSubUser, false)))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row;
}

// ——— devices ———

export async function listDevices(db: Executor, userId: string, partnerCategoryType?: number) {
  return db
    .select()
    .from(pushDevices)
    .where(
      and(
        eq(pushDevices.userId, userId),
        partnerCategoryType === undefined ? undefined : eq(pushDevices.partnerCategoryType, partnerCategoryType),
      ),
    )
    .orderBy(desc(pushDevices.lastSeenAt));
}

/** Registers a subscription; the same browser (endpoint) registering again updates its row. */
export async function upsertDevice(db: Executor, values: Omit<typeof pushDevices.$inferInsert, 'id' | 'createdAt' | 'lastSeenAt'>) {
  const [row] = await db
    .insert(pushDevices)
    .values(values)
    .onConflictDoUpdate({
      target: [pushDevices.userId, pushDevices.endpoint],
      set: {
        token: values.token,
        p256dh: values.p256dh,
        auth: values.auth,
        partnerCategoryType: values.partnerCategoryType,
        deviceType: values.deviceType ?? 0,
        appVersion: values.appVersion ?? '',
        deviceInfo: values.deviceInfo ?? '',
        lastSeenAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('device not saved');
  return row;
}

export async function deleteOwnDevice(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.id, id), eq(pushDevices.userId, userId)))
    .returning({ id: pushDevices.id });
  return rows.length > 0;
}

// ——— broadcasts ———

export async function insertBroadcast(db: Executor, values: typeof notificationBroadcasts.$inferInsert) {
  const [row] = await db.insert(notificationBroadcasts).values(values).returning();
  if (!row) throw new Error('broadcast not inserted');
  return row;
}

export async function findBroadcast(db: Executor, id: string) {
  const [row] = await db.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, id));
  return row;
}

export async function setBroadcastCount(db: Executor, id: string, partnerCount: number) {
  await db.update(notificationBroadcasts).set({ partnerCount }).where(eq(notificationBroadcasts.id, id));
}

/** Active partners of a broadcast's audience that it has not reached yet (a retried run resumes). */
export async function broadcastTargets(db: Executor, b: typeof notificationBroadcasts.$inferSelect) {
  return db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.status, 'active'),
        b.audienceType
          ? sql`${partners.type} = ${b.audienceType}`
          : inArray(partners.id, b.partnerIds.length > 0 ? b.partnerIds : ['00000000-0000-0000-0000-000000000000']),
        sql`not exists (select 1 from ${notifications} where ${notifications.broadcastId} = ${b.id} and ${notifications.partnerId} = "partners"."id")`,
      ),
    );
}
