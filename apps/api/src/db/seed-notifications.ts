import {
  appointmentStatusName,
  COMPANY_OUTGOING,
  CONTRACT_OUTGOING,
  CREATED_BY,
  lookupName,
  ORDER_OUTGOING,
  REQUEST_STATUS,
  REQUEST_TYPE,
  SUBMIT_STATUS,
  TENDER_OUTGOING,
} from '@portal/contract';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { type NotifyEvent, recordPast } from '../modules/notifications/notifications-service.ts';
import { orderCode } from '../modules/orders/orders-service.ts';
import type { Executor } from './client.ts';
import {
  bidPosts,
  bidRequests,
  bidSubmissions,
  companyContracts,
  contracts,
  medicalOrders,
  notificationBroadcasts,
  notificationDeliveries,
  notificationRecipients,
  partners,
  users,
} from './schema.ts';

/*
 * The notification demo data: each demo partner's inbox, told what the rest of the demo data
 * says happened to it (ncc_demo's submissions and the desk's requests, ctv_demo's orders,
 * dn_demo's contracts), plus one announcement to every demo partner with a few delivery outcomes
 * for the desk. Written with `recordPast`, the fan-out's recipient rule without the queue (the
 * seed loads before the queue starts). Times are counted from now, so the inbox always looks
 * current; what is older than a week is read by the main account, the rest waits unread.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const DEMO_ANNOUNCEMENT = {
  title: 'Cổng đối tác có mục Thông báo mới',
  body: 'Mọi cập nhật về đấu thầu, chỉ định xét nghiệm và hợp đồng từ nay đều có trong mục Thông báo. Bạn có thể chọn lĩnh vực muốn nhận thêm qua email trong phần Nhận email.',
  link: '/thong-tin-chung?tab=faq',
} as const;

type Planned = { event: Omit<NotifyEvent, 'email'>; at: Date };

export async function seedNotifications(tx: Executor, ids: ReadonlyMap<string, string>): Promise<void> {
  const now = Date.now();
  /** At most an hour ago, so that nothing lands in the future. */
  const at = (ms: number) => new Date(Math.min(ms, now - HOUR));
  const planned: Planned[] = [];

  const demo = await tx
    .select({ id: partners.id, type: partners.type, userId: users.id, email: partners.email })
    .from(partners)
    .innerJoin(users, and(eq(users.partnerId, partners.id), eq(users.isSubUser, false)))
    .where(and(eq(partners.status, 'active'), inArray(partners.id, [...ids.values()])))
    .orderBy(asc(partners.code));

  // Tendering: each submission's status and result, and the desk's requests and answers.
  const providerIds = demo.filter((p) => p.type === 'provider').map((p) => p.id);
  if (providerIds.length > 0) {
    const submissions = await tx
      .select({ s: bidSubmissions, postName: bidPosts.name })
      .from(bidSubmissions)
      .innerJoin(bidPosts, eq(bidPosts.id, bidSubmissions.bidPostId))
      .where(inArray(bidSubmissions.partnerId, providerIds));
    for (const { s, postName } of submissions) {
      if (s.status === SUBMIT_STATUS.Applied) continue;
      const decided = s.status === SUBMIT_STATUS.Approve || s.status === SUBMIT_STATUS.Reject;
      planned.push({
        at: at(s.createdAt.getTime() + (decided ? 10 : 3) * DAY),
        event: decided
          ? {
              partnerId: s.partnerId,
              area: 'tendering',
              kind: 'bid.result',
              title: TENDER_OUTGOING.resultsSubject,
              body: `${postName}: ${s.status === SUBMIT_STATUS.Approve ? 'Trúng thầu' : 'Không trúng thầu'}`,
              link: `/thau/${s.bidPostId}`,
              permission: 'bid.view',
            }
          : {
              partnerId: s.partnerId,
              area: 'tendering',
              kind: 'bid.status',
              title: TENDER_OUTGOING.statusChangedSubject,
              body: `${postName}: ${lookupName('bdSubmitStatus', s.status)}`,
              link: `/thau/${s.bidPostId}?tab=submit`,
              permission: 'bid.view',
            },
      });
    }
    const requests = await tx
      .select({ r: bidRequests, postName: bidPosts.name })
      .from(bidRequests)
      .innerJoin(bidPosts, eq(bidPosts.id, bidRequests.bidPostId))
      .where(inArray(bidRequests.partnerId, providerIds));
    for (const { r, postName } of requests) {
      const fromDesk = r.createdByType === CREATED_BY.Cms;
      // A clarification the desk records for itself is never shown to the provider.
      if (fromDesk && r.type === REQUEST_TYPE.Clarify) continue;
      if (!fromDesk && r.status !== REQUEST_STATUS.Answered) continue;
      const title = !fromDesk
        ? TENDER_OUTGOING.requestAnsweredSubject
        : r.type === REQUEST_TYPE.Meet
          ? TENDER_OUTGOING.meetRequestSubject
          : TENDER_OUTGOING.additionalRequestSubject;
      planned.push({
        at: at(r.createdAt.getTime() + (fromDesk ? 2 * HOUR : DAY)),
        event: {
          partnerId: r.partnerId,
          area: 'tendering',
          kind: fromDesk ? (r.type === REQUEST_TYPE.Meet ? 'bid.meet-request' : 'bid.document-request') : 'bid.request-answered',
          title,
          body: `${postName}: ${r.title || r.content}`,
          link: `/thau/${r.bidPostId}?tab=request`,
          permission: 'bid.view',
        },
      });
    }
    // The providers' contracts, newest three each.
    for (const providerId of providerIds) {
      const rows = await tx
        .select({ id: contracts.id, code: contracts.code, name: contracts.name })
        .from(contracts)
        .where(eq(contracts.partnerId, providerId))
        .orderBy(desc(contracts.dateSigned), asc(contracts.code))
        .limit(3);
      for (const [i, c] of rows.entries())
        planned.push({
          at: at(now - (9 + 8 * i) * DAY - 3 * HOUR),
          event: {
            partnerId: providerId,
            area: 'contracts',
            kind: 'contract.created',
            title: CONTRACT_OUTGOING.createdSubject(c.code),
            body: c.name,
            link: `/hop-dong/${c.id}`,
            permission: 'contract.view',
          },
        });
    }
  }

  // Orders: each collaborator's orders that the desk has moved on, newest five.
  for (const p of demo.filter((x) => x.type === 'collaborator')) {
    const orders = await tx
      .select({ id: medicalOrders.id, no: medicalOrders.no, patientName: medicalOrders.patientName, status: medicalOrders.status })
      .from(medicalOrders)
      .where(and(eq(medicalOrders.partnerId, p.id), ne(medicalOrders.status, 1)))
      .orderBy(desc(medicalOrders.no))
      .limit(5);
    for (const [i, o] of orders.entries())
      planned.push({
        at: at(now - (1 + 4 * i) * DAY - (i + 2) * HOUR),
        event: {
          partnerId: p.id,
          area: 'orders',
          kind: 'order.status',
          title: ORDER_OUTGOING.statusChangedSubject(orderCode(o.no)),
          body: `${o.patientName}: ${ORDER_OUTGOING.statusWhat(appointmentStatusName(o.status))}`,
          link: `/chi-dinh/${o.id}`,
          permission: 'order.view',
        },
      });
  }

  // Companies: the health-exam contracts the desk created for them, newest three.
  for (const p of demo.filter((x) => x.type === 'company')) {
    const rows = await tx
      .select({ code: companyContracts.code, name: companyContracts.name })
      .from(companyContracts)
      .where(eq(companyContracts.ownerId, p.id))
      .orderBy(desc(companyContracts.code))
      .limit(3);
    for (const [i, c] of rows.entries())
      planned.push({
        at: at(now - (2 + 6 * i) * DAY - 5 * HOUR),
        event: {
          partnerId: p.id,
          area: 'contracts',
          kind: 'company-contract.created',
          title: COMPANY_OUTGOING.contractCreatedSubject(c.code),
          body: c.name,
          link: `/hop-dong/${encodeURIComponent(c.code)}`,
          permission: 'contract.view',
        },
      });
  }

  const mainUser = new Map(demo.map((p) => [p.id, p.userId]));
  const write = async ({ event, at: when }: Planned) => {
    const { notification, userIds } = await recordPast(tx, event, when);
    const main = mainUser.get(event.partnerId);
    if (when.getTime() < now - 7 * DAY && main && userIds.includes(main)) {
      await tx
        .update(notificationRecipients)
        .set({ readAt: new Date(when.getTime() + 3 * HOUR) })
        .where(and(eq(notificationRecipients.notificationId, notification.id), eq(notificationRecipients.userId, main)));
    }
    return notification;
  };
  planned.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const p of planned) await write(p);

  // One announcement to every demo partner, e-mailed, with the outcomes the desk explains.
  if (demo.length === 0) return;
  const sentAt = at(now - 12 * DAY);
  const [broadcast] = await tx
    .insert(notificationBroadcasts)
    .values({ ...DEMO_ANNOUNCEMENT, partnerIds: demo.map((p) => p.id), email: true, partnerCount: demo.length, createdAt: sentAt })
    .returning({ id: notificationBroadcasts.id });
  for (const [i, p] of demo.entries()) {
    const n = await write({
      at: sentAt,
      event: {
        partnerId: p.id,
        area: 'announcements',
        kind: 'broadcast',
        ...DEMO_ANNOUNCEMENT,
        ...(broadcast ? { broadcastId: broadcast.id } : {}),
      },
    });
    const updatedAt = new Date(sentAt.getTime() + 60_000);
    const deliveries: (typeof notificationDeliveries.$inferInsert)[] = [
      { notificationId: n.id, userId: p.userId, channel: 'email', target: p.email, status: 'sent', attempts: 1, updatedAt },
    ];
    // The first partner's old phone had unsubscribed (410: its subscription was removed); the second's push service failed.
    if (i === 0)
      deliveries.push({
        notificationId: n.id,
        userId: p.userId,
        channel: 'push',
        target: 'Chrome trên Android',
        status: 'gone',
        statusCode: 410,
        error: 'push subscription has unsubscribed or expired',
        attempts: 1,
        updatedAt,
      });
    if (i === 1)
      deliveries.push({
        notificationId: n.id,
        userId: p.userId,
        channel: 'push',
        target: 'Firefox trên Windows',
        status: 'failed',
        statusCode: 503,
        error: 'Service Unavailable',
        attempts: 5,
        updatedAt,
      });
    await tx.insert(notificationDeliveries).values(deliveries);
  }
}
