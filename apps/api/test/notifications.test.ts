import {
  deviceTokenEndpoints,
  NOTIFICATION_MSG,
  notificationDeskEndpoints,
  notificationEndpoints,
  pathOf,
  SUBMIT_STATUS,
  tenderDeskEndpoints,
  operatorSelfEndpoints,
} from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bidSubmissions,
  notificationBroadcasts,
  notificationDeliveries,
  notificationRecipients,
  notifications,
  outbox,
  partners,
  pushDevices,
  users,
} from '../src/db/schema.ts';
import { fanOut, notify, type NotifyEvent, prune } from '../src/modules/notifications/notifications-service.ts';
import { bearer, createTestApp, DEMO_PASSWORD, login, settled, type TestApp } from './helpers.ts';
import { type PushEndpoint, type PushInbox, startPushEndpoint } from './push-endpoint.ts';

/**
 * The notification system: an event written once, fanned out by the queue to the inboxes of the
 * accounts allowed to see its area and to every push device (the real Web Push protocol, against a
 * local push service that decrypts what it gets), e-mailed where the partner wants it; the inbox's
 * counts and marks; devices registered once per browser; 404/410 subscriptions deleted; the desk's
 * broadcasts and delivery records; fan-out once with two instances on one database.
 */
let t: TestApp;
let push: PushEndpoint;
const tokens: Record<string, string> = {};

const limits = { LOGIN_RATE_MAX: '1000', LOGIN_ACCOUNT_RATE_MAX: '1000', LOGIN_ADDRESS_RATE_MAX: '1000' };
/** The local push service is plain HTTP on 127.0.0.1: only its own origin, named, is let through. */
const testEnv = () => ({ ...limits, PUSH_TEST_ORIGINS: push.url });

beforeAll(async () => {
  push = await startPushEndpoint();
  t = await createTestApp(testEnv());
  tokens.ncc_demo = await login(t.app, 'provider', 'ncc_demo');
  tokens.ncc_dau_thau = await login(t.app, 'provider', 'ncc_dau_thau');
  tokens.ncc_demo2 = await login(t.app, 'provider', 'ncc_demo2');
  tokens.dn_demo = await login(t.app, 'company', 'dn_demo');
  tokens.dn_demo_sub = await login(t.app, 'company', 'dn_demo_sub');
  tokens.dn_nhan_su = await login(t.app, 'company', 'dn_nhan_su');
  tokens.ctv_demo = await login(t.app, 'collaborator', 'ctv_demo');
  for (const name of ['qt_dauthau', 'qt_noidung', 'qt_cskh', 'qt_ketoan']) {
    const res = await t.app.inject({
      method: 'POST',
      url: operatorSelfEndpoints.login.path,
      payload: { username: name, password: DEMO_PASSWORD },
    });
    tokens[name] = res.json().data.token;
  }
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Polls `read` until `until` holds (the queue works in the background). */
const waitFor = settled;

const userId = async (username: string) => {
  const [row] = await t.database.db.select({ id: users.id, partnerId: users.partnerId }).from(users).where(eq(users.username, username));
  if (!row?.partnerId) throw new Error(username);
  return { id: row.id, partnerId: row.partnerId };
};

const register = (token: string, inbox: PushInbox, extra: object = {}) =>
  call('POST', deviceTokenEndpoints.register.path, token, {
    token: JSON.stringify(inbox.subscription),
    partnerCategoryType: 2,
    deviceType: 0,
    appVersion: '1.0.0',
    deviceInfo: 'Chrome trên Linux',
    ...extra,
  });

/** An event for a partner through the service, as an area would send it in its transaction. */
async function send(event: Partial<NotifyEvent> & { partnerId: string }) {
  return t.database.db.transaction((tx) =>
    notify({ jobs: t.jobs.queue, mailer: t.jobs.mailer, env: { publicUrl: 'http://localhost:3000' } }, tx, {
      area: 'announcements',
      kind: 'broadcast',
      title: 'Thông báo thử',
      body: 'Nội dung',
      link: '/thong-tin-chung?tab=thong-bao',
      ...event,
    }),
  );
}

const inboxOf = async (token: string, query = '') => (await call('GET', `${notificationEndpoints.list.path}${query}`, token)).json().data;
const unread = async (token: string) => (await call('GET', notificationEndpoints.unreadCount.path, token)).json().data;
const recipientsOf = (id: string) =>
  t.database.db.select().from(notificationRecipients).where(eq(notificationRecipients.notificationId, id));
const deliveriesOf = (id: string) =>
  t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, id));

describe('device tokens (spec 1 §7)', () => {
  it('registers a browser once however often it registers, and lists it for its own user only', async () => {
    const inbox = push.subscribe();
    const me = await userId('ncc_demo');
    expect((await register(tokens.ncc_demo!, inbox, { userId: me.id })).statusCode).toBe(200);
    expect((await register(tokens.ncc_demo!, inbox)).statusCode).toBe(200);
    const list = await call('GET', `${pathOf(deviceTokenEndpoints.list, { userId: me.id })}?partnerCategoryType=2`, tokens.ncc_demo!);
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.filter((d: { token: string }) => d.token === JSON.stringify(inbox.subscription));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ partnerCategoryType: 2, deviceType: 0, appVersion: '1.0.0', deviceInfo: 'Chrome trên Linux' });
    // Another category filters it out; another user's list, or a userId of someone else, is 404 (SPEC-NOTES 9).
    expect(
      (await call('GET', `${pathOf(deviceTokenEndpoints.list, { userId: me.id })}?partnerCategoryType=0`, tokens.ncc_demo!)).json().data,
    ).toEqual([]);
    expect((await call('GET', pathOf(deviceTokenEndpoints.list, { userId: me.id }), tokens.ncc_demo2!)).statusCode).toBe(404);
    expect((await register(tokens.ncc_demo2!, push.subscribe(), { userId: me.id })).statusCode).toBe(404);
  });

  it('takes the category from the account, whatever the body says', async () => {
    const inbox = push.subscribe();
    const res = await register(tokens.ctv_demo!, inbox, { partnerCategoryType: 2 });
    expect(res.json().data.partnerCategoryType).toBe(0);
  });

  it('refuses a token that is no subscription, with its message, and stores nothing', async () => {
    const before = await t.database.db.select().from(pushDevices);
    for (const token of ['abc', JSON.stringify({ endpoint: 'not a url', keys: {} }), JSON.stringify({ endpoint: `${push.url}/x` })]) {
      const res = await call('POST', deviceTokenEndpoints.register.path, tokens.ncc_demo!, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NOTIFICATION_MSG.token);
    }
    expect((await call('POST', deviceTokenEndpoints.register.path, tokens.ncc_demo!, {})).statusCode).toBe(400);
    expect(await t.database.db.select().from(pushDevices)).toHaveLength(before.length);
  });

  it('removes a device of its own only', async () => {
    const inbox = push.subscribe();
    const id = (await register(tokens.ncc_demo!, inbox)).json().data.id as string;
    expect((await call('DELETE', pathOf(deviceTokenEndpoints.remove, { id }), tokens.ncc_demo2!)).statusCode).toBe(404);
    expect((await call('DELETE', pathOf(deviceTokenEndpoints.remove, { id }), tokens.ncc_demo!)).statusCode).toBe(200);
    expect(await t.database.db.select().from(pushDevices).where(eq(pushDevices.id, id))).toEqual([]);
  });

  it('answers the VAPID public key browsers subscribe with, to signed-in accounts only', async () => {
    const res = await call('GET', deviceTokenEndpoints.vapidPublicKey.path, tokens.ctv_demo!);
    expect(Buffer.from(res.json().data.publicKey, 'base64url')).toHaveLength(65);
    expect((await t.app.inject({ method: 'GET', url: deviceTokenEndpoints.vapidPublicKey.path })).statusCode).toBe(401);
  });
});

describe('fan-out', () => {
  it('a bid status change reaches the provider, its bid staff, their devices and its e-mail — nobody else', async () => {
    const provider = await userId('ncc_demo');
    const staff = await userId('ncc_dau_thau');
    await t.database.db.delete(pushDevices).where(inArray(pushDevices.userId, [provider.id, staff.id]));
    const inbox = push.subscribe();
    await register(tokens.ncc_demo!, inbox);
    const staffInbox = push.subscribe();
    await register(tokens.ncc_dau_thau!, staffInbox);
    const [submission] = await t.database.db.select().from(bidSubmissions).where(eq(bidSubmissions.partnerId, provider.partnerId));
    if (!submission) throw new Error('ncc_demo has no submission');
    const before = (await unread(tokens.ncc_demo!)).total as number;

    const res = await call('POST', pathOf(tenderDeskEndpoints.submissionStatus, { id: submission.id }), tokens.qt_dauthau!, {
      status: SUBMIT_STATUS.Approve,
    });
    expect(res.statusCode).toBe(200);

    const [n] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.partnerId, provider.partnerId), eq(notifications.kind, 'bid.status')));
    if (!n) throw new Error('no notification written');
    expect(n).toMatchObject({ area: 'tendering', link: `/thau/${submission.bidPostId}?tab=submit`, permission: 'bid.view' });
    const item = await waitFor<{ body: string } | undefined>(
      async () => (await inboxOf(tokens.ncc_demo!)).items.find((i: { id: string }) => i.id === n.id),
      Boolean,
      'inbox row',
    );
    expect(item).toMatchObject({ area: 'tendering', areaName: 'Đấu thầu', read: false, link: `/thau/${submission.bidPostId}?tab=submit` });
    expect(item?.body).toContain('Trúng thầu');
    expect((await unread(tokens.ncc_demo!)).total).toBe(before + 1);
    // Staff whose role holds bid.view get it; the other provider does not.
    expect((await inboxOf(tokens.ncc_dau_thau!)).items.map((i: { id: string }) => i.id)).toContain(n.id);
    expect((await inboxOf(tokens.ncc_demo2!)).items.map((i: { id: string }) => i.id)).not.toContain(n.id);

    // Each device got the push, encrypted for it and signed with the server's VAPID key.
    const vapid = (await call('GET', deviceTokenEndpoints.vapidPublicKey.path, tokens.ncc_demo!)).json().data.publicKey;
    await waitFor(
      async () => inbox.received.length + staffInbox.received.length,
      (x) => x === 2,
      'pushes',
    );
    expect(inbox.refused).toEqual([]);
    expect(inbox.received[0]).toMatchObject({ vapidKey: vapid, payload: { id: n.id, title: n.title, link: n.link, area: 'tendering' } });
    expect(staffInbox.received[0]?.payload.id).toBe(n.id);
    const deliveries = await waitFor(
      () => deliveriesOf(n.id),
      (rows) => rows.filter((d) => d.channel === 'push').every((d) => d.status === 'sent'),
      'deliveries',
    );
    expect(deliveries.filter((d) => d.channel === 'push')).toHaveLength(2);
    expect(deliveries.filter((d) => d.channel === 'push').every((d) => d.statusCode === 201 && d.attempts === 1)).toBe(true);
    // The e-mail is a delivery too, pointing at its outbox row.
    const email = deliveries.find((d) => d.channel === 'email');
    expect(email?.outboxId).toBeTruthy();
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, email?.outboxId ?? ''));
    expect(mail?.recipient).toBe(email?.target);
  });

  it('staff see an area only when their role holds its permission', async () => {
    const owner = await userId('dn_demo');
    const id = await send({ partnerId: owner.partnerId, area: 'contracts', permission: 'contract.view' });
    const rows = await waitFor(
      () => recipientsOf(id),
      (r) => r.length > 0,
      'recipients',
    );
    const names = await Promise.all(['dn_demo', 'dn_demo_sub', 'dn_nhan_su'].map(userId));
    const got = rows.map((r) => r.userId);
    expect(got).toContain(names[0]?.id);
    expect(got).toContain(names[1]?.id); // role dn-accounting holds contract.view
    expect(got).not.toContain(names[2]?.id); // role dn-profile does not
  });

  it('running a fan-out again adds no inbox row, no delivery and no push', async () => {
    const owner = await userId('ctv_demo');
    const inbox = push.subscribe();
    await register(tokens.ctv_demo!, inbox);
    const id = await send({ partnerId: owner.partnerId });
    await waitFor(
      async () => inbox.received.length,
      (n) => n === 1,
      'first push',
    );
    const [recipients, deliveries] = [await recipientsOf(id), await deliveriesOf(id)];
    await fanOut({ db: t.database.db, jobs: t.jobs.queue }, { notificationId: id });
    expect(await recipientsOf(id)).toHaveLength(recipients.length);
    expect(await deliveriesOf(id)).toHaveLength(deliveries.length);
    expect(inbox.received).toHaveLength(1);
  });

  it('a subscription answered 410 is deleted and its delivery recorded as gone', async () => {
    const owner = await userId('ctv_demo');
    const inbox = push.subscribe();
    inbox.status = 410;
    const device = (await register(tokens.ctv_demo!, inbox)).json().data.id as string;
    const id = await send({ partnerId: owner.partnerId });
    const rows = await waitFor(
      () => deliveriesOf(id),
      (r) => r.some((d) => d.target === 'Chrome trên Linux' && d.status === 'gone'),
      'gone delivery',
    );
    const gone = rows.find((d) => d.status === 'gone');
    expect(gone).toMatchObject({ statusCode: 410, deviceId: null });
    expect(await t.database.db.select().from(pushDevices).where(eq(pushDevices.id, device))).toEqual([]);
  });

  it('a failing push service is retried: the delivery stays queued with its error, then succeeds', async () => {
    const owner = await userId('ctv_demo');
    // Only this device: the others registered above would add deliveries of their own.
    await t.database.db.delete(pushDevices).where(eq(pushDevices.userId, owner.id));
    const inbox = push.subscribe();
    inbox.status = 500;
    await register(tokens.ctv_demo!, inbox);
    const id = await send({ partnerId: owner.partnerId });
    const pushes = async () => (await deliveriesOf(id)).filter((d) => d.channel === 'push');
    const [failed] = await waitFor(pushes, (r) => r.some((d) => d.attempts >= 1), 'first try');
    expect(failed).toMatchObject({ status: 'queued', statusCode: 500 });
    expect(failed?.error).toContain('refused on purpose');
    inbox.status = 201;
    // The queue's backoff brings the retry (first after ~5 s).
    const [sent] = await waitFor(pushes, (r) => r.some((d) => d.status === 'sent'), 'retry', 30_000);
    expect(sent?.attempts).toBeGreaterThanOrEqual(2);
    expect(inbox.received.map((r) => r.payload.id)).toEqual([id]);
  }, 40_000);
});

describe('the inbox', () => {
  it('filters by area, marks one and marks all within the filter, and counts by area', async () => {
    const owner = await userId('dn_demo');
    await call('POST', notificationEndpoints.markAllRead.path, tokens.dn_demo!, {});
    const a = await send({ partnerId: owner.partnerId, area: 'contracts', title: 'Hợp đồng A' });
    const b = await send({ partnerId: owner.partnerId, area: 'contracts', title: 'Hợp đồng B' });
    const c = await send({ partnerId: owner.partnerId, area: 'companies', title: 'Đơn vị C' });
    await waitFor(
      () => unread(tokens.dn_demo!),
      (u) => u.total === 3,
      'three unread',
    );
    expect((await unread(tokens.dn_demo!)).byArea).toEqual({ contracts: 2, companies: 1 });

    const contracts = await inboxOf(tokens.dn_demo!, '?area=contracts&unread=true');
    expect(contracts.items.map((i: { id: string }) => i.id)).toEqual([b, a]);
    expect(contracts.pagination.totalCount).toBe(2);

    const read = await call('POST', pathOf(notificationEndpoints.markRead, { id: a }), tokens.dn_demo!);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.total).toBe(2);
    expect((await inboxOf(tokens.dn_demo!, '?area=contracts')).items.find((i: { id: string }) => i.id === a).read).toBe(true);

    const all = await call('POST', notificationEndpoints.markAllRead.path, tokens.dn_demo!, { area: 'contracts' });
    expect(all.json().data).toEqual({ total: 1, byArea: { companies: 1 } });
    expect((await inboxOf(tokens.dn_demo!, '?unread=true')).items.map((i: { id: string }) => i.id)).toEqual([c]);
  });

  it('never shows or marks another account’s notification', async () => {
    const owner = await userId('ncc_demo2');
    const id = await send({ partnerId: owner.partnerId });
    await waitFor(
      () => recipientsOf(id),
      (r) => r.length > 0,
      'recipients',
    );
    expect((await call('POST', pathOf(notificationEndpoints.markRead, { id }), tokens.ncc_demo!)).statusCode).toBe(404);
    expect((await inboxOf(tokens.ncc_demo!)).items.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await t.app.inject({ method: 'GET', url: notificationEndpoints.list.path })).statusCode).toBe(401);
  });

  it('keeps 12 months: older ones leave the inbox and are pruned', async () => {
    const owner = await userId('ctv_demo');
    const id = await send({ partnerId: owner.partnerId, title: 'Rất cũ' });
    await waitFor(
      () => recipientsOf(id),
      (r) => r.length > 0,
      'recipients',
    );
    const old = new Date();
    old.setMonth(old.getMonth() - 13);
    await t.database.db.update(notifications).set({ createdAt: old }).where(eq(notifications.id, id));
    await t.database.db.update(notificationRecipients).set({ createdAt: old }).where(eq(notificationRecipients.notificationId, id));
    expect((await inboxOf(tokens.ctv_demo!, '?limit=100')).items.map((i: { id: string }) => i.id)).not.toContain(id);
    expect(await prune({ db: t.database.db })).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.id, id))).toEqual([]);
  });

  it('e-mails only the areas the partner keeps on', async () => {
    const owner = await userId('ncc_demo2');
    const saved = await call('PUT', notificationEndpoints.saveSettings.path, tokens.ncc_demo2!, { emailAreas: ['contracts'] });
    expect(saved.json().data).toEqual({ emailAreas: ['contracts'] });
    const quiet = await send({ partnerId: owner.partnerId, area: 'tendering' });
    const mailed = await send({ partnerId: owner.partnerId, area: 'contracts' });
    expect((await deliveriesOf(quiet)).filter((d) => d.channel === 'email')).toHaveLength(0);
    expect((await deliveriesOf(mailed)).filter((d) => d.channel === 'email')).toHaveLength(1);
    expect((await call('PUT', notificationEndpoints.saveSettings.path, tokens.ncc_demo2!, { emailAreas: ['nowhere'] })).statusCode).toBe(
      400,
    );
  });
});

describe('the desk', () => {
  it('broadcasts to a partner type: every active partner of it, audited, with each delivery visible', async () => {
    const res = await call('POST', notificationDeskEndpoints.broadcast.path, tokens.qt_noidung!, {
      title: 'Bảo trì hệ thống',
      body: 'Cổng tạm ngưng 22:00–23:00.',
      link: '/tin-tuc',
      audienceType: 'provider',
    });
    expect(res.statusCode).toBe(200);
    const broadcastId = res.json().data.id as string;
    const providers = await t.database.db
      .select()
      .from(partners)
      .where(and(eq(partners.type, 'provider'), eq(partners.status, 'active')));
    const list = await waitFor(
      async () =>
        (await call('GET', `${notificationDeskEndpoints.list.path}?broadcastId=${broadcastId}&limit=100`, tokens.qt_noidung!)).json().data,
      // The page and its total are read side by side (two snapshots): wait until both show the fan-out.
      (d) => d.pagination.totalCount === providers.length && d.items.length === Math.min(100, providers.length),
      'broadcast rows',
    );
    expect(
      list.items.every((i: { area: string; partner: { type: string } }) => i.area === 'announcements' && i.partner.type === 'provider'),
    ).toBe(true);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, broadcastId));
    expect(audit).toMatchObject({ objectType: 'notification_broadcast', action: 'create', operatorUsername: 'qt_noidung' });

    // The customer-care desk reads one in detail: who got it, who read it, each delivery's outcome.
    const mine = list.items.find((i: { partner: { code: string } }) => i.partner.code);
    const detail = await call('GET', pathOf(notificationDeskEndpoints.detail, { id: mine.id }), tokens.qt_cskh!);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ title: 'Bảo trì hệ thống', body: 'Cổng tạm ngưng 22:00–23:00.' });
    expect(Array.isArray(detail.json().data.deliveryList)).toBe(true);
  });

  it('refuses a broadcast without an audience, with a foreign link, or from an operator without the key', async () => {
    const bad = await call('POST', notificationDeskEndpoints.broadcast.path, tokens.qt_noidung!, { title: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(NOTIFICATION_MSG.audience);
    const link = await call('POST', notificationDeskEndpoints.broadcast.path, tokens.qt_noidung!, {
      title: 'X',
      audienceType: 'company',
      link: 'https://evil.example',
    });
    expect(link.json().message).toBe(NOTIFICATION_MSG.link);
    expect(
      (await call('POST', notificationDeskEndpoints.broadcast.path, tokens.qt_cskh!, { title: 'X', audienceType: 'company' })).statusCode,
    ).toBe(403);
    expect((await call('GET', notificationDeskEndpoints.list.path, tokens.qt_ketoan!)).statusCode).toBe(403);
  });

  it('refuses a link that starts with one slash yet leaves the portal, and stores nothing', async () => {
    const before = await t.database.db.select().from(notificationBroadcasts);
    // A browser reads /\evil.example/phish as http://evil.example/phish.
    const res = await call('POST', notificationDeskEndpoints.broadcast.path, tokens.qt_noidung!, {
      title: 'Cập nhật tài khoản',
      audienceType: 'provider',
      link: '/\\evil.example/phish',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: NOTIFICATION_MSG.link, errors: { link: [NOTIFICATION_MSG.link] } });
    expect(await t.database.db.select().from(notificationBroadcasts)).toHaveLength(before.length);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.title, 'Cập nhật tài khoản'))).toEqual([]);
  });
});

describe('two instances on one database', () => {
  it('fan out each event once', async () => {
    const second = await createTestApp(testEnv(), undefined, { database: t.dbName });
    try {
      const owner = await userId('ncc_demo2');
      await t.database.db.delete(pushDevices).where(eq(pushDevices.userId, owner.id));
      const inbox = push.subscribe();
      await register(tokens.ncc_demo2!, inbox);
      const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => send({ partnerId: owner.partnerId, title: `Sự kiện ${i}` })));
      await waitFor(
        async () => inbox.received.length,
        (n) => n >= ids.length,
        'pushes',
      );
      // Both queues are idle once every delivery is settled; nothing more arrives after that.
      for (const id of ids)
        await waitFor(
          () => deliveriesOf(id),
          (r) => r.some((d) => d.channel === 'push' && d.status === 'sent'),
          'settled',
        );
      for (const id of ids) {
        const jobs = await t.jobs.queue.boss.findJobs('notification.fanout', { id });
        expect(jobs.map((j) => j.state)).toEqual(['completed']);
      }
      expect(inbox.received.map((r) => r.payload.id).sort()).toEqual([...ids].sort());
      for (const id of ids) expect(await recipientsOf(id)).toHaveLength(1);
    } finally {
      await second.stop();
    }
  }, 40_000);
});
