import {
  type Device,
  type DeviceRegisterBody,
  type EmailOptOut,
  NOTIFICATION_AREA_LABELS,
  NOTIFICATION_AREAS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MAIL,
  NOTIFICATION_MSG,
  type NotificationArea,
  type NotificationKind,
  type NotificationItem,
  type NotificationList,
  type NotificationListQuery,
  type NotificationSettings,
  isPortalPath,
  notificationEndpoints,
  PARTNER_CATEGORY_CODES,
  type PartnerPermission,
  pushSubscriptionSchema,
  SITE_PATHS,
  type UnreadCount,
} from '@portal/contract';
import type { Db, Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Env } from '../../env.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobAttempt, JobData, JobQueue } from '../../lib/jobs/queue.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { pagination } from '../../lib/pagination.ts';
import { isGone, type PushPolicy, routePush, sendPush, type VapidKeys } from '../../lib/web-push.ts';
import { publishLive } from '../../lib/live.ts';
import * as repo from './notifications-repository.ts';

/*
 * The one way an area tells a partner something: `notify(deps, tx, event)` in the transaction of
 * the change. The event is written once; the e-mail (where the partner wants that area e-mailed)
 * is queued with it; the job queue then fans it out to the inboxes of the partner's accounts that
 * may see its area, and to each of their push devices, each delivery recorded with its outcome.
 */

export type NotifyDeps = { jobs: JobQueue; mailer: Mailer; env: Pick<Env, 'publicUrl'> };

export type NotifyEvent = {
  partnerId: string;
  area: NotificationArea;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A path inside the portal (/thau/12?tab=ket-qua). */
  link?: string | null;
  /** A staff member receives it only when its role holds this key (absent: every account of the partner). */
  permission?: PartnerPermission | null;
  /**
   * The e-mail of the event (sent when the partner's main account keeps this area's e-mails on):
   * its own subject and words (paragraphs between blank lines, never an address: the event's link
   * follows them as a button), or `false` for none; absent: the title and the body.
   */
  email?: { to?: string; subject: string; text: string } | false;
  broadcastId?: string;
};

const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** Areas build their links in code: one that would take a partner off the portal is a bug, never stored. */
function portalLink(link: string | null | undefined): string | null {
  if (link === undefined || link === null) return null;
  if (!isPortalPath(link)) throw new Error(`notification link leaves the portal: ${JSON.stringify(link)}`);
  return link;
}

/** Records the event, queues its e-mail and its fan-out, all in `tx`. Answers the notification's id. */
export async function notify(deps: NotifyDeps, tx: Executor, event: NotifyEvent): Promise<string> {
  const n = await repo.insertNotification(tx, {
    partnerId: event.partnerId,
    area: event.area,
    kind: event.kind,
    title: clip(event.title, NOTIFICATION_LIMITS.titleMax),
    body: clip(event.body ?? '', NOTIFICATION_LIMITS.bodyMax),
    link: portalLink(event.link),
    permission: event.permission ?? null,
    broadcastId: event.broadcastId ?? null,
  });
  if (event.email !== false) {
    const mail = await repo.partnerMail(tx, event.partnerId);
    const wanted = !mail?.emailAreas || mail.emailAreas.includes(event.area);
    const to = event.email?.to ?? mail?.email;
    if (mail && wanted && to) {
      const publicUrl = deps.env.publicUrl;
      const subject = event.email?.subject ?? n.title;
      const url = n.link ? `${publicUrl}${n.link}` : null;
      // A broadcast carries its one-click way out (List-Unsubscribe), for the main account whose choices these are.
      const optOut = event.kind === 'broadcast' && mail.userId ? optOutToken(deps.mailer, mail.userId, event.area) : null;
      const outboxId = await deps.mailer.send(tx, {
        channel: 'email',
        to,
        ...(optOut
          ? {
              ...NOTIFICATION_MAIL.broadcast({
                subject,
                text: event.email?.text ?? n.body,
                greetingName: mail.name,
                url,
                optOutUrl: `${publicUrl}${SITE_PATHS.emailOptOut}?token=${optOut}`,
              }),
              listUnsubscribe: `${publicUrl}${notificationEndpoints.confirmEmailOptOut.path}?token=${optOut}`,
            }
          : NOTIFICATION_MAIL.event({
              subject,
              text: event.email?.text ?? n.body,
              ...(event.email ? {} : { greetingName: mail.name }),
              area: event.area,
              url,
              settingsUrl: `${publicUrl}${SITE_PATHS.notificationSettings}`,
            })),
      });
      await repo.insertEmailDelivery(tx, { notificationId: n.id, userId: mail.userId, target: to, outboxId });
    }
  }
  await deps.jobs.enqueue(tx, 'notification.fanout', { notificationId: n.id }, { id: n.id });
  // The partner's open pages of this area refresh once the change commits (the inbox follows from the fan-out).
  // A staff member without the event's permission does not hear it (as its inbox does not get it).
  await publishLive(tx, { partnerId: event.partnerId }, event.area, { permission: event.permission });
  return n.id;
}

/**
 * An event that already happened, written with its inbox rows at once, by the fan-out's own
 * recipient rule, without the queue, e-mail or push: the demo data loads before the queue runs.
 * Answers the notification and the users whose inbox holds it.
 */
export async function recordPast(tx: Executor, event: Omit<NotifyEvent, 'email'>, createdAt: Date) {
  const n = await repo.insertNotification(tx, {
    partnerId: event.partnerId,
    area: event.area,
    kind: event.kind,
    title: clip(event.title, NOTIFICATION_LIMITS.titleMax),
    body: clip(event.body ?? '', NOTIFICATION_LIMITS.bodyMax),
    link: portalLink(event.link),
    permission: event.permission ?? null,
    broadcastId: event.broadcastId ?? null,
    createdAt,
  });
  const users = await repo.recipientsOf(tx, n.partnerId, n.permission);
  await repo.insertRecipients(
    tx,
    n,
    users.map((u) => u.id),
  );
  return { notification: n, userIds: users.map((u) => u.id) };
}

// ——— the queue's side ———

/**
 * `notification.fanout`: inbox rows for every account that may see it, a push delivery per device
 * (each its own job, so one slow push service delays nobody else). Runs again harmlessly: rows and
 * deliveries already there are kept, and only new deliveries get a job.
 */
export async function fanOut(deps: { db: Db; jobs: JobQueue }, data: JobData<'notification.fanout'>) {
  await deps.db.transaction(async (tx) => {
    const n = await repo.findNotification(tx, data.notificationId);
    if (!n) return;
    const users = await repo.recipientsOf(tx, n.partnerId, n.permission);
    const userIds = users.map((u) => u.id);
    await repo.insertRecipients(tx, n, userIds);
    // The bell and the inbox of the partner's open pages: their new rows are there once this commits.
    await publishLive(tx, { partnerId: n.partnerId }, 'inbox');
    const created = await repo.insertPushDeliveries(tx, n.id, await repo.devicesOf(tx, userIds));
    for (const d of created) await deps.jobs.enqueue(tx, 'notification.push', { deliveryId: d.id }, { id: d.id });
  });
}

/** What the service worker shows (sw.js reads these fields). */
export const pushPayload = (n: repo.NotificationRow) =>
  JSON.stringify({ id: n.id, title: n.title, body: n.body, link: n.link ?? '/thong-tin-chung?tab=thong-bao', area: n.area });

/**
 * `notification.push`: one try at one device. Sent → 'sent'; 404/410, or an endpoint no push may
 * reach (an internal address, a name now resolving inside) → the subscription is deleted and the
 * delivery 'gone' with the reason; anything else is recorded and thrown, so the queue retries with
 * backoff until its last attempt marks it 'failed'.
 */
export async function deliverPush(
  deps: { db: Db; vapid: VapidKeys; push: PushPolicy },
  data: JobData<'notification.push'>,
  attempt: Pick<JobAttempt, 'isLastAttempt'>,
) {
  const row = await repo.findDelivery(deps.db, data.deliveryId);
  if (row?.delivery.status !== 'queued') return;
  const attempts = row.delivery.attempts + 1;
  if (!row.device) {
    await repo.settleDelivery(deps.db, row.delivery.id, { status: 'failed', attempts, error: 'Thiết bị đã được gỡ trước khi gửi' });
    return;
  }
  const outcome = await sendPush(deps.vapid, deps.push, row.device, pushPayload(row.notification));
  if (outcome.ok) {
    await repo.settleDelivery(deps.db, row.delivery.id, { status: 'sent', attempts, statusCode: outcome.statusCode, error: null });
    return;
  }
  // A refused endpoint stays refused: retrying would only knock on the same door, so it goes like a gone one.
  if (isGone(outcome) || outcome.refused) {
    const deviceId = row.device.id;
    const error = outcome.refused ? `${NOTIFICATION_MSG.endpointRefused} (${outcome.error})` : outcome.error;
    await deps.db.transaction(async (tx) => {
      await repo.settleDelivery(tx, row.delivery.id, { status: 'gone', attempts, statusCode: outcome.statusCode, error });
      await repo.deleteDevice(tx, deviceId);
    });
    return;
  }
  await repo.settleDelivery(deps.db, row.delivery.id, {
    status: attempt.isLastAttempt ? 'failed' : 'queued',
    attempts,
    statusCode: outcome.statusCode,
    error: outcome.error,
  });
  if (!attempt.isLastAttempt) throw new Error(`push not delivered (${outcome.statusCode ?? 'no answer'}): ${outcome.error ?? ''}`);
}

/** `notification.prune`: the inbox keeps 12 months. */
export async function prune(deps: { db: Db }, now = new Date()) {
  const before = new Date(now);
  before.setMonth(before.getMonth() - NOTIFICATION_LIMITS.keepMonths);
  let gone = 0;
  for (let batch = await repo.pruneBefore(deps.db, before); batch > 0; batch = await repo.pruneBefore(deps.db, before)) gone += batch;
  return gone;
}

// ——— the partner's inbox ———

const keptSince = (now = new Date()) => {
  const since = new Date(now);
  since.setMonth(since.getMonth() - NOTIFICATION_LIMITS.keepMonths);
  return since;
};

const toItem = (
  n: Pick<repo.NotificationRow, 'id' | 'area' | 'kind' | 'title' | 'body' | 'link' | 'createdAt'>,
  readAt: Date | null,
): NotificationItem => ({
  id: n.id,
  area: n.area as NotificationArea,
  areaName: NOTIFICATION_AREA_LABELS[n.area as NotificationArea] ?? n.area,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  createdAt: n.createdAt.toISOString(),
  read: readAt !== null,
});

export async function listInbox(deps: AppDeps, auth: PartnerAuth, q: NotificationListQuery): Promise<NotificationList> {
  const { rows, total } = await repo.inbox(
    deps.db,
    { userId: auth.userId, area: q.area, unread: q.unread, since: keptSince() },
    q.page,
    q.limit,
  );
  return { items: rows.map((r) => toItem(r, r.readAt)), pagination: pagination(q.page, q.limit, total) };
}

export async function unreadCount(deps: AppDeps, auth: PartnerAuth): Promise<UnreadCount> {
  const rows = await repo.unreadByArea(deps.db, auth.userId, keptSince());
  const byArea = Object.fromEntries(rows.map((r) => [r.area, r.n]));
  return { total: rows.reduce((sum, r) => sum + r.n, 0), byArea };
}

export async function markRead(deps: AppDeps, auth: PartnerAuth, id: string): Promise<UnreadCount> {
  if (!(await repo.markRead(deps.db, auth.userId, id))) throw new AppError('not_found');
  return unreadCount(deps, auth);
}

export async function markAllRead(deps: AppDeps, auth: PartnerAuth, area: NotificationArea | undefined): Promise<UnreadCount> {
  await repo.markAllRead(deps.db, auth.userId, area);
  return unreadCount(deps, auth);
}

export async function getSettings(deps: AppDeps, auth: PartnerAuth): Promise<NotificationSettings> {
  const row = await repo.findSettings(deps.db, auth.userId);
  return { emailAreas: (row?.emailAreas ?? [...NOTIFICATION_AREAS]) as NotificationArea[] };
}

export async function saveSettings(deps: AppDeps, auth: PartnerAuth, body: NotificationSettings): Promise<NotificationSettings> {
  await repo.saveSettings(deps.db, auth.userId, [...new Set(body.emailAreas)]);
  return getSettings(deps, auth);
}

// ——— a mail's opt-out link (no sign-in: the token is signed by the server) ———

const OPT_OUT = 'email-opt-out';

/** The token of a mail's opt-out link: which account, which area (URL-safe as it is). */
const optOutToken = (mailer: Pick<Mailer, 'signLink'>, userId: string, area: NotificationArea) =>
  mailer.signLink(`${OPT_OUT}:${userId}:${area}`);

function readOptOutToken(deps: AppDeps, token: string): { userId: string; area: NotificationArea } {
  const [what, userId, area] = deps.mailer.readSignedLink(token)?.split(':') ?? [];
  if (what !== OPT_OUT || !userId || !(NOTIFICATION_AREAS as readonly string[]).includes(area ?? ''))
    throw AppError.field('token', NOTIFICATION_MSG.optOutInvalid);
  return { userId, area: area as NotificationArea };
}

/** n•••@minhan.vn: enough for its owner to know the address, not all of it for whoever holds the link. */
const partlyHidden = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email.slice(0, 1)}•••${email.slice(at)}`;
};

async function optOutOf(db: Executor, userId: string, area: NotificationArea): Promise<EmailOptOut> {
  const target = await repo.optOutTarget(db, userId);
  if (!target) throw AppError.field('token', NOTIFICATION_MSG.optOutInvalid);
  return {
    area,
    areaName: NOTIFICATION_AREA_LABELS[area],
    email: partlyHidden(target.email),
    isOff: target.emailAreas !== null && !target.emailAreas.includes(area),
  };
}

/** GET email-opt-out: what the link turns off, and whether it is off already. Changes nothing (mail scanners open links). */
export async function emailOptOut(deps: AppDeps, token: string): Promise<EmailOptOut> {
  const { userId, area } = readOptOutToken(deps, token);
  return optOutOf(deps.db, userId, area);
}

/** POST email-opt-out: that area's e-mails off for the account (the page's button, or a mail program's one-click). */
export async function confirmEmailOptOut(deps: AppDeps, token: string): Promise<EmailOptOut> {
  const { userId, area } = readOptOutToken(deps, token);
  return deps.db.transaction(async (tx) => {
    const before = await optOutOf(tx, userId, area);
    if (!before.isOff) await repo.turnOffEmailArea(tx, userId, area, NOTIFICATION_AREAS);
    return { ...before, isOff: true };
  });
}

// ——— push devices (spec 1 §4, §7) ———

const toDevice = (d: repo.DeviceRow): Device => ({
  id: d.id,
  token: d.token,
  partnerCategoryType: d.partnerCategoryType,
  deviceType: d.deviceType,
  appVersion: d.appVersion,
  deviceInfo: d.deviceInfo,
  createdAt: d.createdAt.toISOString(),
  lastSeenAt: d.lastSeenAt.toISOString(),
});

/**
 * The subscription in a device token, refused (400, nothing stored) when no push may ever go to its
 * endpoint (lib/web-push.ts `routePush`). A name that does not resolve right now is kept: each send
 * checks again.
 */
async function readToken(push: PushPolicy, token: string) {
  const invalid = () => new AppError('validation', NOTIFICATION_MSG.token, { token: [NOTIFICATION_MSG.token] });
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    throw invalid();
  }
  const parsed = pushSubscriptionSchema.safeParse(json);
  if (!parsed.success) throw invalid();
  const route = await routePush(push, parsed.data.endpoint);
  if (!route.ok && route.refused) throw invalid();
  return parsed.data;
}

/** `userId` other than the caller's: 404 (SPEC-NOTES 9: the owner comes from the token). */
const ownUser = (auth: PartnerAuth, userId: string | undefined) => {
  if (userId !== undefined && userId !== '' && userId !== auth.userId) throw new AppError('not_found');
};

/**
 * POST /api/partner/device-tokens/register: the same browser registering again (same endpoint)
 * updates its row, so reloads never add devices.
 */
export async function registerDevice(deps: AppDeps, auth: PartnerAuth, body: DeviceRegisterBody): Promise<Device> {
  ownUser(auth, body.userId);
  const sub = await readToken(deps.push, body.token);
  const row = await repo.upsertDevice(deps.db, {
    userId: auth.userId,
    // The caller's own category (SPEC-NOTES 10), whatever the body says.
    partnerCategoryType: PARTNER_CATEGORY_CODES[auth.type],
    token: body.token,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    deviceType: body.deviceType,
    appVersion: body.appVersion,
    deviceInfo: body.deviceInfo,
  });
  return toDevice(row);
}

export async function listDevices(
  deps: AppDeps,
  auth: PartnerAuth,
  userId: string,
  partnerCategoryType: number | undefined,
): Promise<Device[]> {
  ownUser(auth, userId);
  return (await repo.listDevices(deps.db, auth.userId, partnerCategoryType)).map(toDevice);
}

export async function removeDevice(deps: AppDeps, auth: PartnerAuth, id: string): Promise<void> {
  if (!(await repo.deleteOwnDevice(deps.db, auth.userId, id))) throw new AppError('not_found');
}
