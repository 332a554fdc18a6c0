import {
  type broadcastBodySchema,
  DELIVERY_STATUS_LABELS,
  type DeskDelivery,
  type DeskNotificationDetail,
  type DeskNotificationListQuery,
  type DeskNotificationRow,
  type Device,
  NOTIFICATION_AREA_LABELS,
  type NotificationArea,
  type PartnerType,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobData } from '../../lib/jobs/queue.ts';
import { pagination } from '../../lib/pagination.ts';
import * as audit from '../audit/audit-service.ts';
import * as deskRepo from './desk-repository.ts';
import * as repo from './notifications-repository.ts';
import { type NotifyDeps, notify } from './notifications-service.ts';

/** The notification desk (`/api/admin/notifications`): broadcasts, and every notification's outcome. */

type Broadcast = z.output<typeof broadcastBodySchema>;

/** POST broadcasts: recorded and audited now, fanned out by the queue (`notification.broadcast`). */
export async function broadcast(deps: AppDeps, actor: Actor, body: Broadcast): Promise<{ id: string }> {
  const partnerIds = [...new Set(body.partnerIds)];
  if (partnerIds.length > 0 && (await deskRepo.existingPartners(deps.db, partnerIds)).length !== partnerIds.length) {
    throw new AppError('not_found');
  }
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertBroadcast(tx, {
      title: body.title,
      body: body.body,
      link: body.link ?? null,
      audienceType: body.audienceType ?? null,
      partnerIds,
      email: body.email,
      createdBy: actor.userId,
    });
    await audit.record(tx, actor, {
      objectType: 'notification_broadcast',
      objectId: row.id,
      action: 'create',
      summary: body.title,
      after: {
        title: body.title,
        body: body.body,
        link: body.link ?? null,
        audienceType: body.audienceType ?? null,
        partners: partnerIds.length,
        email: body.email,
      },
    });
    await deps.jobs.enqueue(tx, 'notification.broadcast', { broadcastId: row.id }, { id: row.id });
    return { id: row.id };
  });
}

/**
 * `notification.broadcast`: one notification per partner of the audience, 200 per transaction; a
 * retried run skips the partners already reached.
 */
export async function sendBroadcast(deps: NotifyDeps & { db: Db }, data: JobData<'notification.broadcast'>) {
  const b = await repo.findBroadcast(deps.db, data.broadcastId);
  if (!b) return;
  const targets = await repo.broadcastTargets(deps.db, b);
  for (let i = 0; i < targets.length; i += 200) {
    await deps.db.transaction(async (tx) => {
      for (const partner of targets.slice(i, i + 200)) {
        await notify(deps, tx, {
          partnerId: partner.id,
          area: 'announcements',
          kind: 'broadcast',
          title: b.title,
          body: b.body,
          link: b.link,
          broadcastId: b.id,
          ...(b.email ? {} : { email: false as const }),
        });
      }
    });
  }
  await repo.setBroadcastCount(deps.db, b.id, (b.partnerCount ?? 0) + targets.length);
}

type Figures = Awaited<ReturnType<typeof deskRepo.figures>>;
type Joined = NonNullable<Awaited<ReturnType<typeof deskRepo.findNotification>>>;

function toRow({ n, partner }: Joined, { readers, deliveries }: Figures): DeskNotificationRow {
  const r = readers.find((x) => x.id === n.id);
  return {
    id: n.id,
    partner: { ...partner, type: partner.type as PartnerType },
    area: n.area as NotificationArea,
    areaName: NOTIFICATION_AREA_LABELS[n.area as NotificationArea] ?? n.area,
    kind: n.kind,
    title: n.title,
    link: n.link,
    createdAt: n.createdAt.toISOString(),
    recipients: r?.recipients ?? 0,
    read: r?.read ?? 0,
    deliveries: Object.fromEntries(deliveries.filter((d) => d.id === n.id).map((d) => [d.key, d.n])),
  };
}

export async function list(deps: AppDeps, q: DeskNotificationListQuery) {
  const { rows, total } = await deskRepo.listNotifications(deps.db, q, q.page, q.limit);
  const figures = await deskRepo.figures(
    deps.db,
    rows.map((r) => r.n.id),
  );
  return { items: rows.map((row) => toRow(row, figures)), pagination: pagination(q.page, q.limit, total) };
}

export async function detail(deps: AppDeps, id: string): Promise<DeskNotificationDetail> {
  const found = await deskRepo.findNotification(deps.db, id);
  if (!found) throw new AppError('not_found');
  const [figures, readers, deliveries] = await Promise.all([
    deskRepo.figures(deps.db, [id]),
    deskRepo.readersOf(deps.db, id),
    deskRepo.deliveriesOf(deps.db, id),
  ]);
  return {
    ...toRow(found, figures),
    body: found.n.body,
    readers: readers.map((r) => ({ user: r.user, readAt: r.readAt?.toISOString() ?? null })),
    deliveryList: deliveries.map(
      ({ d, user }): DeskDelivery => ({
        id: d.id,
        channel: d.channel as DeskDelivery['channel'],
        user,
        target: d.target,
        status: d.status as DeskDelivery['status'],
        statusName: DELIVERY_STATUS_LABELS[d.status as DeskDelivery['status']] ?? d.status,
        statusCode: d.statusCode,
        error: d.error,
        attempts: d.attempts,
        updatedAt: d.updatedAt.toISOString(),
      }),
    ),
  };
}

export async function partnerDevices(deps: AppDeps, partnerId: string): Promise<(Device & { user: string })[]> {
  const rows = await deskRepo.partnerDevices(deps.db, partnerId);
  return rows.map(({ device: d, user }) => ({
    id: d.id,
    user,
    token: '',
    partnerCategoryType: d.partnerCategoryType,
    deviceType: d.deviceType,
    appVersion: d.appVersion,
    deviceInfo: d.deviceInfo || new URL(d.endpoint).host,
    createdAt: d.createdAt.toISOString(),
    lastSeenAt: d.lastSeenAt.toISOString(),
  }));
}

/** Partners a broadcast may pick: active ones, by code or name prefix (the partner desk's indexed search). */
export async function searchPartners(deps: AppDeps, search: string | undefined, type: PartnerType | undefined) {
  const rows = await deskRepo.pickPartners(deps.db, search, type);
  return rows.map((p) => ({ ...p, type: p.type as PartnerType }));
}
