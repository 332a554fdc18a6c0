import { APPOINTMENT_STATUS, notificationEndpoints, REQUEST_STATUS, homeEndpoints, pathOf } from '@portal/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidRequests, debtLetters, deferredPayments, medicalOrders, partners, users } from '../src/db/schema.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

/**
 * The signed-in home's "waiting for you": each type sees what concerns it, read from the demo data,
 * only what its role may see, and its unread notifications.
 */
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '1000', LOGIN_ACCOUNT_RATE_MAX: '1000', LOGIN_ADDRESS_RATE_MAX: '1000' });
  tokens.ncc_demo = await login(t.app, 'provider', 'ncc_demo');
  tokens.ncc_demo2 = await login(t.app, 'provider', 'ncc_demo2');
  tokens.ctv_demo = await login(t.app, 'collaborator', 'ctv_demo');
  tokens.ctv_tro_ly = await login(t.app, 'collaborator', 'ctv_tro_ly');
  tokens.dn_demo = await login(t.app, 'company', 'dn_demo');
  tokens.dn_nhan_su = await login(t.app, 'company', 'dn_nhan_su');
});
afterAll(() => t.close());

const workspace = async (type: 'provider' | 'collaborator' | 'company', token: string) => {
  const res = await t.app.inject({ method: 'GET', url: pathOf(homeEndpoints.workspace, { type }), headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const partnerOf = async (username: string) => {
  const [row] = await t.database.db.select({ partnerId: users.partnerId }).from(users).where(eq(users.username, username));
  return row?.partnerId ?? '';
};

describe('the signed-in home', () => {
  it("lists a provider's unanswered requests from the inviting party, soonest first, with links to the bid", async () => {
    const partnerId = await partnerOf('ncc_demo');
    const open = await t.database.db
      .select()
      .from(bidRequests)
      .where(and(eq(bidRequests.partnerId, partnerId), eq(bidRequests.status, REQUEST_STATUS.NotAnswered)));
    const party = open.filter((r) => r.type !== 0 && r.createdByType !== 'Partner');
    const ws = await workspace('provider', tokens.ncc_demo!);
    expect(ws.waitingTotal).toBe(party.length);
    expect(ws.waitingTotal).toBeGreaterThan(0);
    for (const item of ws.waiting) expect(item.link).toMatch(/^\/thau\/\d+\?tab=request$/);
    const deadlines = ws.waiting.map((i: { deadline: string | null }) => i.deadline).filter(Boolean);
    expect(deadlines.map((d: string) => d.slice(0, 10))).toEqual([...deadlines.map((d: string) => d.slice(0, 10))].sort());
    // Another provider's requests are not in it.
    const other = await workspace('provider', tokens.ncc_demo2!);
    expect(other.waiting.map((i: { link: string }) => i.link)).not.toEqual(ws.waiting.map((i: { link: string }) => i.link));
  });

  it("lists a collaborator's orders waiting for confirmation, letters to answer and reports to confirm or pay", async () => {
    const partnerId = await partnerOf('ctv_demo');
    const pending = await t.database.db
      .select()
      .from(medicalOrders)
      .where(and(eq(medicalOrders.partnerId, partnerId), eq(medicalOrders.status, APPOINTMENT_STATUS.Pending)));
    const letters = await t.database.db
      .select()
      .from(debtLetters)
      .where(and(eq(debtLetters.partnerId, partnerId), eq(debtLetters.responseStatus, 1), isNull(debtLetters.supersededAt)));
    const reports = await t.database.db
      .select()
      .from(deferredPayments)
      .where(and(eq(deferredPayments.partnerId, partnerId), inArray(deferredPayments.status, [2, 3, 4])));
    expect(letters.length).toBeGreaterThan(0);
    expect(reports.length).toBeGreaterThan(0);
    const ws = await workspace('collaborator', tokens.ctv_demo!);
    expect(ws.waitingTotal).toBe(pending.length + letters.length + reports.length);
    const links = ws.waiting.map((i: { link: string }) => i.link);
    // Orders and money share the list: neither hides the other.
    expect(links.some((l: string) => l.startsWith('/chi-dinh/'))).toBe(true);
    expect(links).toContain(`/cong-no?tab=danh-sach&letter=${letters[0]!.id}`);
    expect(links.some((l: string) => /^\/cong-no\?report=/.test(l))).toBe(true);
    // What the list leaves out adds up to the total, each part pointing at its screen.
    const more = ws.waitingMore as Array<{ count: number; link: string }>;
    expect(ws.waiting.length + more.reduce((n, m) => n + m.count, 0)).toBe(ws.waitingTotal);
    expect(more.every((m) => m.link === '/chi-dinh' || m.link === '/cong-no')).toBe(true);
    // A staff role without 'debt.view' (ctv_tro_ly) sees only the orders.
    const staff = await workspace('collaborator', tokens.ctv_tro_ly!);
    expect(staff.waitingTotal).toBe(pending.length);
    expect(staff.waiting.every((i: { link: string }) => i.link.startsWith('/chi-dinh/'))).toBe(true);
  });

  it('shows a company its exam dates; a staff role without contracts sees none of them', async () => {
    const ws = await workspace('company', tokens.dn_demo!);
    for (const item of ws.waiting) expect(item.link).toMatch(/^\/hop-dong\//);
    const staff = await workspace('company', tokens.dn_nhan_su!);
    expect(staff).toMatchObject({ waiting: [], waitingTotal: 0 });
  });

  it('counts the unread notifications', async () => {
    const ws = await workspace('company', tokens.dn_demo!);
    const unread = (
      await t.app.inject({ method: 'GET', url: notificationEndpoints.unreadCount.path, headers: bearer(tokens.dn_demo!) })
    ).json().data;
    expect(ws.unread).toBe(unread.total);
    expect(ws.figures.find((f: { key: string }) => f.key === 'unread')?.value).toBe(unread.total);
    const [p] = await t.database.db
      .select()
      .from(partners)
      .where(eq(partners.id, await partnerOf('dn_demo')));
    expect(p?.type).toBe('company');
  });
});
