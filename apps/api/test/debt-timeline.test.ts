import { debtTimelineDeskEndpoints, pathOf, debtTimelineEndpoints } from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtEvents } from '../src/db/schema.ts';
import { recordDebtEvent } from '../src/modules/debts/timeline-service.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';
import { operatorToken, partnerIdOf } from './orders-helpers.ts';

/**
 * The debts area's one timeline: each part records its events in its change's transaction; the
 * collaborator reads its own, newest first, and the accountant reads any collaborator's.
 */
let t: TestApp;
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};
const subjectId = '00000000-0000-4000-8000-0000000000a1';

beforeAll(async () => {
  t = await createTestApp();
  tok.ctv = await login(t.app, 'collaborator', 'ctv_demo');
  tok.ctv2 = await login(t.app, 'collaborator', 'ctv_demo2');
  tok.acct = await operatorToken(t, 'qt_ketoan');
  ids.ctv = await partnerIdOf(t, 'ctv_demo');
  ids.ctv2 = await partnerIdOf(t, 'ctv_demo2');
  ids.ncc = await partnerIdOf(t, 'ncc_demo');
});
afterAll(() => t.close());

const get = async (url: string, token: string, query: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, query, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};
const eventsOf = async (partnerId: string) =>
  (await t.database.db.select({ n: count() }).from(debtEvents).where(eq(debtEvents.partnerId, partnerId)))[0]?.n ?? 0;

describe('the debt timeline', () => {
  it('shows a collaborator its own events, newest first, whole or of one subject', async () => {
    const before = await eventsOf(ids.ctv!);
    const base = Date.now() + 60_000; // later than anything the demo data holds
    await t.database.db.transaction(async (tx) => {
      await recordDebtEvent(tx, {
        partnerId: ids.ctv!,
        kind: 'report_sent',
        subject: 'report',
        subjectId,
        summary: 'Báo cáo công nợ tháng 10/2026',
        amount: 1_250_000,
        actor: 'operator',
        at: new Date(base),
      });
      await recordDebtEvent(tx, {
        partnerId: ids.ctv!,
        kind: 'letter_answered',
        subject: 'letter',
        subjectId,
        summary: 'Khác số liệu: 900.000 đ',
        amount: 900_000,
        actor: 'partner',
        at: new Date(base + 1_000),
      });
      await recordDebtEvent(tx, {
        partnerId: ids.ctv2!,
        kind: 'letter_sent',
        subject: 'letter',
        subjectId,
        summary: 'Thư của CTV khác',
        actor: 'operator',
      });
    });

    const all = await get(debtTimelineEndpoints.timeline.path, tok.ctv!, { limit: '2' });
    expect(all.status).toBe(200);
    expect(all.body.data.pagination.count).toBe(before + 2);
    expect(all.body.data.items.map((e: { kind: string }) => e.kind)).toEqual(['letter_answered', 'report_sent']);
    expect(all.body.data.items[0]).toMatchObject({ subject: 'letter', subjectId, amount: 900_000, actor: 'partner' });

    const reports = await get(debtTimelineEndpoints.timeline.path, tok.ctv!, { subject: 'report' });
    expect(reports.body.data.items.every((e: { subject: string }) => e.subject === 'report')).toBe(true);
    expect(reports.body.data.items[0]).toMatchObject({ kind: 'report_sent', summary: 'Báo cáo công nợ tháng 10/2026' });

    // Never another collaborator's.
    const mine = await get(debtTimelineEndpoints.timeline.path, tok.ctv!, { limit: '100' });
    expect(mine.body.data.items.map((e: { summary: string }) => e.summary)).not.toContain('Thư của CTV khác');
    const theirs = await get(debtTimelineEndpoints.timeline.path, tok.ctv2!, { limit: '100' });
    expect(theirs.body.data.items.map((e: { summary: string }) => e.summary)).toContain('Thư của CTV khác');
  });

  it("gives the accountant any collaborator's timeline, and 404 for anything but a collaborator", async () => {
    const desk = await get(pathOf(debtTimelineDeskEndpoints.timeline, { id: ids.ctv! }), tok.acct!, { limit: '100' });
    expect(desk.status).toBe(200);
    expect(desk.body.data.pagination.count).toBe(await eventsOf(ids.ctv!));
    expect(desk.body.data.items.map((e: { summary: string }) => e.summary)).toContain('Khác số liệu: 900.000 đ');
    expect((await get(pathOf(debtTimelineDeskEndpoints.timeline, { id: ids.ncc! }), tok.acct!)).status).toBe(404);
    expect((await get(debtTimelineEndpoints.timeline.path, tok.ctv!, { subject: 'invoice' })).status).toBe(400);
  });
});
