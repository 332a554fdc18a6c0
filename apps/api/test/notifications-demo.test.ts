import { NOTIFICATION_AREAS, notificationEndpoints, type NotificationItem, type PartnerType } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANNOUNCEMENT } from '../src/db/seed-notifications.ts';
import {
  bidSubmissions,
  companyContracts,
  contracts,
  medicalOrders,
  notificationDeliveries,
  notifications,
  users,
} from '../src/db/schema.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

/**
 * The demo inboxes (db/seed-notifications.ts): every demo partner's accounts hold notifications
 * derived from the rest of the demo data, each a deep link to one of the partner's own objects,
 * some read and some not, staff only where their role sees the area.
 */
let t: TestApp;
const limits = { LOGIN_RATE_MAX: '1000', LOGIN_ACCOUNT_RATE_MAX: '1000', LOGIN_ADDRESS_RATE_MAX: '1000' };

beforeAll(async () => {
  t = await createTestApp(limits);
});
afterAll(async () => {
  await t.close();
});

async function inboxOf(type: PartnerType, username: string) {
  const token = await login(t.app, type, username);
  const list = await t.app.inject({ method: 'GET', url: `${notificationEndpoints.list.path}?limit=100`, headers: bearer(token) });
  const count = await t.app.inject({ method: 'GET', url: notificationEndpoints.unreadCount.path, headers: bearer(token) });
  expect(list.statusCode).toBe(200);
  return {
    items: list.json().data.items as NotificationItem[],
    unread: count.json().data as { total: number; byArea: Record<string, number> },
  };
}

const partnerOf = async (username: string) => {
  const [row] = await t.database.db.select({ partnerId: users.partnerId }).from(users).where(eq(users.username, username));
  if (!row?.partnerId) throw new Error(`no partner for ${username}`);
  return row.partnerId;
};

describe('demo notifications', () => {
  it('every demo partner has an inbox of its own events with portal links, some read and some not', async () => {
    const accounts: [PartnerType, string][] = [
      ['collaborator', 'ctv_demo'],
      ['collaborator', 'ctv_demo2'],
      ['company', 'dn_demo'],
      ['company', 'dn_demo2'],
      ['provider', 'ncc_demo'],
      ['provider', 'ncc_demo2'],
    ];
    for (const [type, username] of accounts) {
      const { items, unread } = await inboxOf(type, username);
      expect(items.length, username).toBeGreaterThan(1);
      expect(items.some((i) => i.area === 'announcements' && i.title === DEMO_ANNOUNCEMENT.title)).toBe(true);
      expect(items.some((i) => i.read)).toBe(true);
      expect(unread.total).toBe(items.filter((i) => !i.read).length);
      for (const i of items) {
        expect(NOTIFICATION_AREAS).toContain(i.area);
        expect(i.link).toMatch(
          /^\/(thau\/\d+(\?tab=(submit|request))?|chi-dinh\/[0-9a-f-]{36}|hop-dong\/[^/?]+|thong-tin-chung\?tab=faq)$/,
        );
        expect(new Date(i.createdAt).getTime()).toBeLessThan(Date.now());
      }
      // Newest first.
      const times = items.map((i) => i.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    }
  });

  it('ncc_demo is told about its own submissions and the desk’s requests, unread, with a link to the tab', async () => {
    const { items, unread } = await inboxOf('provider', 'ncc_demo');
    const tendering = items.filter((i) => i.area === 'tendering');
    expect(tendering.map((i) => i.kind).sort()).toEqual(
      expect.arrayContaining(['bid.document-request', 'bid.meet-request', 'bid.request-answered', 'bid.status']),
    );
    expect(unread.byArea.tendering).toBeGreaterThan(0);
    const own = await t.database.db
      .select({ post: bidSubmissions.bidPostId })
      .from(bidSubmissions)
      .where(eq(bidSubmissions.partnerId, await partnerOf('ncc_demo')));
    const posts = new Set(own.map((s) => s.post));
    for (const i of tendering) expect(posts.has(Number(/^\/thau\/(\d+)/.exec(i.link ?? '')?.[1]))).toBe(true);
    expect(tendering.some((i) => i.link?.endsWith('?tab=request') && !i.read)).toBe(true);
    // Its contracts link to their pages by id.
    const mine = await t.database.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.partnerId, await partnerOf('ncc_demo')));
    const contractLinks = items.filter((i) => i.kind === 'contract.created').map((i) => i.link);
    expect(contractLinks.length).toBeGreaterThan(0);
    for (const link of contractLinks) expect(mine.map((c) => `/hop-dong/${c.id}`)).toContain(link);
  });

  it('ctv_demo’s orders and dn_demo’s contracts link to objects the partner owns', async () => {
    const ctv = await inboxOf('collaborator', 'ctv_demo');
    const orderIds = ctv.items.filter((i) => i.area === 'orders').map((i) => i.link?.slice('/chi-dinh/'.length) ?? '');
    expect(orderIds.length).toBeGreaterThan(0);
    const owned = await t.database.db
      .select({ id: medicalOrders.id })
      .from(medicalOrders)
      .where(and(inArray(medicalOrders.id, orderIds), eq(medicalOrders.partnerId, await partnerOf('ctv_demo'))));
    expect(owned).toHaveLength(orderIds.length);

    const dn = await inboxOf('company', 'dn_demo');
    const codes = dn.items
      .filter((i) => i.kind === 'company-contract.created')
      .map((i) => decodeURIComponent(i.link?.slice('/hop-dong/'.length) ?? ''));
    expect(codes.length).toBeGreaterThan(0);
    const rows = await t.database.db
      .select({ code: companyContracts.code })
      .from(companyContracts)
      .where(and(inArray(companyContracts.code, codes), eq(companyContracts.ownerId, await partnerOf('dn_demo'))));
    expect(rows.map((r) => r.code).sort()).toEqual([...codes].sort());
  });

  it('staff receive only the areas their role sees (the fan-out’s rule)', async () => {
    const accounting = await inboxOf('company', 'dn_demo_sub');
    expect(accounting.items.some((i) => i.area === 'contracts')).toBe(true);
    // dn_nhan_su's role holds no contract.view: only the announcement reaches it.
    const profileOnly = await inboxOf('company', 'dn_nhan_su');
    expect(profileOnly.items.map((i) => i.area)).toEqual(['announcements']);
    // Staff read nothing yet: the seeded reads are the main account's.
    expect(accounting.items.every((i) => !i.read)).toBe(true);
  });

  it('the desk sees the announcement once per partner with delivery outcomes to explain', async () => {
    const rows = await t.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.kind, 'broadcast'));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const outcomes = await t.database.db
      .select({ status: notificationDeliveries.status, channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(
        inArray(
          notificationDeliveries.notificationId,
          rows.map((r) => r.id),
        ),
      );
    expect(new Set(outcomes.map((o) => `${o.channel}.${o.status}`))).toEqual(new Set(['email.sent', 'push.gone', 'push.failed']));
  });
});
