import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PartnerType } from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import {
  notificationDeliveries,
  notificationRecipients,
  notifications,
  partnerStartsWith,
  partners,
  pushDevices,
  users,
} from '../../db/schema.ts';

/** The notification desk's reads: what was sent to whom, and how each delivery ended. SQL only. */

export type DeskFilter = { partnerId?: string | undefined; area?: string | undefined; broadcastId?: string | undefined };

const where = (f: DeskFilter): SQL | undefined =>
  and(
    f.partnerId ? eq(notifications.partnerId, f.partnerId) : undefined,
    f.area ? eq(notifications.area, f.area) : undefined,
    f.broadcastId ? eq(notifications.broadcastId, f.broadcastId) : undefined,
  );

const partnerColumns = { id: partners.id, code: partners.code, name: partners.name, type: partners.type };

export async function listNotifications(db: Executor, f: DeskFilter, page: number, limit: number) {
  const w = where(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ n: notifications, partner: partnerColumns })
      .from(notifications)
      .innerJoin(partners, eq(partners.id, notifications.partnerId))
      .where(w)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(notifications).where(w),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findNotification(db: Executor, id: string) {
  const [row] = await db
    .select({ n: notifications, partner: partnerColumns })
    .from(notifications)
    .innerJoin(partners, eq(partners.id, notifications.partnerId))
    .where(eq(notifications.id, id));
  return row;
}

/** Per notification: its inbox rows, how many are read, its deliveries by status. */
export async function figures(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return { readers: [], deliveries: [] };
  const [readers, deliveries] = await Promise.all([
    db
      .select({
        id: notificationRecipients.notificationId,
        recipients: count(),
        read: sql<number>`count(${notificationRecipients.readAt})::int`,
      })
      .from(notificationRecipients)
      .where(inArray(notificationRecipients.notificationId, [...ids]))
      .groupBy(notificationRecipients.notificationId),
    db
      .select({
        id: notificationDeliveries.notificationId,
        key: sql<string>`${notificationDeliveries.channel} || '.' || ${notificationDeliveries.status}`,
        n: count(),
      })
      .from(notificationDeliveries)
      .where(inArray(notificationDeliveries.notificationId, [...ids]))
      .groupBy(notificationDeliveries.notificationId, notificationDeliveries.channel, notificationDeliveries.status),
  ]);
  return { readers, deliveries };
}

export async function readersOf(db: Executor, id: string) {
  return db
    .select({ user: users.username, readAt: notificationRecipients.readAt })
    .from(notificationRecipients)
    .innerJoin(users, eq(users.id, notificationRecipients.userId))
    .where(eq(notificationRecipients.notificationId, id))
    .orderBy(asc(users.username));
}

export async function deliveriesOf(db: Executor, id: string) {
  return db
    .select({ d: notificationDeliveries, user: users.username })
    .from(notificationDeliveries)
    .leftJoin(users, eq(users.id, notificationDeliveries.userId))
    .where(eq(notificationDeliveries.notificationId, id))
    .orderBy(asc(notificationDeliveries.createdAt));
}

/** A partner's accounts' push devices, for "why didn't partner X get this?". */
export async function partnerDevices(db: Executor, partnerId: string) {
  return db
    .select({ device: pushDevices, user: users.username })
    .from(pushDevices)
    .innerJoin(users, eq(users.id, pushDevices.userId))
    .where(eq(users.partnerId, partnerId))
    .orderBy(desc(pushDevices.lastSeenAt));
}

export async function existingPartners(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: partners.id })
    .from(partners)
    .where(inArray(partners.id, [...ids]));
}

/** Up to 20 active partners a broadcast may pick, newest first: of a type, by code or name prefix. */
export function pickPartners(db: Executor, search: string | undefined, type: PartnerType | undefined) {
  return db
    .select({ id: partners.id, code: partners.code, name: partners.name, type: partners.type })
    .from(partners)
    .where(and(eq(partners.status, 'active'), type ? eq(partners.type, type) : undefined, search ? partnerStartsWith(search) : undefined))
    .orderBy(desc(partners.createdAt), desc(partners.id))
    .limit(20);
}
