import {
  addMonths,
  type CatalogueService,
  consultingEndpoints,
  deferredPaymentDeskEndpoints,
  deferredPaymentEndpoints,
  monthIndex,
  monthOfIndex,
  orderDeskEndpoints,
  orderEndpoints,
  type OrderRowWithMoney,
  pathOf,
  type ReportMonth,
  vietnamToday,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport } from '../src/modules/debts/reports-build-service.ts';
import type { TestApp } from './helpers.ts';
import { type caller, collaboratorApp, newPatientOrder, operatorToken, partnerIdOf } from './orders-helpers.ts';

/**
 * Money that reconciles (issue 37): a collaborator's 'Báo cáo' (report/monthly), its monthly debt
 * reports and its order list are three views of the same orders, and agree month by month: the
 * month of an order is its appointment day's (Vietnam), it counts once completed (status 4), its
 * revenue is its services' prices, its 'Chiết khấu' their feePrice, and a home order adds the
 * sampling fee once. Over the demo data (every month with a report, every collaborator with one),
 * and over orders booked, completed and billed here through the product's own calls.
 */
let t: TestApp;
let api: ReturnType<typeof caller>;
const tok = {} as Record<'ctv' | 'ctv2' | 'acct' | 'care', string>;
/** The demo collaborators that sign in, by partner id. */
const who = new Map<string, { username: string; token: string }>();

beforeAll(async () => {
  const app = await collaboratorApp();
  ({ t, api } = app);
  tok.ctv = app.tok.ctv;
  tok.ctv2 = app.tok.ctv2;
  tok.acct = await operatorToken(t, 'qt_ketoan');
  tok.care = await operatorToken(t, 'qt_cskh');
  who.set(await partnerIdOf(t, 'ctv_demo'), { username: 'ctv_demo', token: tok.ctv });
  who.set(await partnerIdOf(t, 'ctv_demo2'), { username: 'ctv_demo2', token: tok.ctv2 });
});
afterAll(() => t.close());

const ok = async (res: Promise<{ statusCode: number; body: string; json: () => { data: unknown } }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((s, row) => s + of(row), 0);
/** 'LH-0000123' → 123: the order's number, which orders a day's lines in the report. */
const numberOf = (o: OrderRowWithMoney) => Number(o.appointmentId.replace(/\D/g, ''));
const dayOf = (o: OrderRowWithMoney) => o.appointmentDate.slice(0, 10);

type Row = { id: string; month: string; status: number; amount: number; serviceCount: number };
type Line = {
  patientName: string;
  examinationDate: string;
  testName: string;
  testFee: number;
  discount: number;
  samplingFee: number;
  totalAmount: number;
};

/** Every order of the collaborator, as its list shows it (one page holds them all). */
async function orderList(token: string): Promise<OrderRowWithMoney[]> {
  const list = (await ok(api.get(orderEndpoints.list.path, token, { limit: '1000' }))) as {
    items: OrderRowWithMoney[];
    pagination: { count: number };
  };
  expect(list.items).toHaveLength(list.pagination.count);
  return list.items;
}

/** The lines the month's report must hold, from the order list: its completed orders by day and number, each service a line. */
function linesOf(completed: OrderRowWithMoney[], samplingFee: number): Line[] {
  return [...completed]
    .sort((a, b) => dayOf(a).localeCompare(dayOf(b)) || numberOf(a) - numberOf(b))
    .flatMap((o) =>
      o.services.map((s, i) => {
        const fee = o.methodType === 'HOME' && i === 0 ? samplingFee : 0;
        return {
          patientName: o.patientName,
          examinationDate: dayOf(o),
          testName: s.serviceName,
          testFee: s.originalPrice,
          discount: s.feePrice,
          samplingFee: fee,
          totalAmount: s.originalPrice - s.feePrice + fee,
        };
      }),
    );
}

/**
 * The three views of one collaborator's `months` agree exactly: 'Báo cáo''s figures are the order
 * list's, and each month's report (as the accountant and, once sent, the collaborator read it) bills
 * exactly the list's completed orders of that month, line by line. Answers 'Báo cáo''s months.
 */
async function reconcile(partnerId: string, reports: Row[]): Promise<ReportMonth[]> {
  const { token } = who.get(partnerId)!;
  const samplingFee = ((await ok(api.get(orderEndpoints.optionFields.path, token))) as { homeSamplingFee: number }).homeSamplingFee;
  expect(samplingFee).toBeGreaterThan(0);
  const orders = await orderList(token);
  const months = reports.map((r) => r.month).sort();
  const baoCao = (await ok(api.get(consultingEndpoints.report.path, token, { fromMonth: months[0]!, toMonth: months.at(-1)! }))) as {
    items: ReportMonth[];
  };
  for (const row of reports) {
    const month = row.month;
    const figures = baoCao.items.find((m) => m.month === month)!;
    const inMonth = orders.filter((o) => o.appointmentDate.startsWith(month));
    const completed = inMonth.filter((o) => o.statusAppointment === 4);
    // 'Báo cáo' = the order list.
    expect(figures, `${month}: 'Báo cáo' and the order list`).toEqual({
      month,
      orders: inMonth.filter((o) => o.statusAppointment !== 5).length,
      completed: completed.length,
      revenue: sum(completed, (o) => o.totalServicePrice),
      fees: sum(completed, (o) => o.totalConsultationFee),
    });
    // A report bills real orders: none is made of lines without one.
    expect(figures.completed, `${month}: a report without completed orders`).toBeGreaterThan(0);
    // The report = the order list, line by line.
    const detail = (await ok(api.get(pathOf(deferredPaymentDeskEndpoints.detail, { id: row.id }), tok.acct))) as {
      amount: number;
      serviceCount: number;
      reportDeferredRecords: Array<Line & { id: string }>;
    };
    const lines = detail.reportDeferredRecords.map(({ id: _id, ...line }) => line);
    expect(lines, `${month}: the report's lines and the order list`).toEqual(linesOf(completed, samplingFee));
    // The report's totals = 'Báo cáo''s: services' total, 'Chiết khấu', the sampling fee once per home order.
    const homeOrders = completed.filter((o) => o.methodType === 'HOME').length;
    expect(
      sum(lines, (l) => l.testFee),
      `${month}: revenue`,
    ).toBe(figures.revenue);
    expect(
      sum(lines, (l) => l.discount),
      `${month}: Chiết khấu`,
    ).toBe(figures.fees);
    expect(
      sum(lines, (l) => l.samplingFee),
      `${month}: sampling fees`,
    ).toBe(homeOrders * samplingFee);
    expect(detail.amount, `${month}: the amount`).toBe(figures.revenue - figures.fees + homeOrders * samplingFee);
    expect(detail.amount).toBe(row.amount);
    expect(detail.serviceCount).toBe(lines.length);
    expect(row.serviceCount).toBe(sum(completed, (o) => o.services.length));
    // Sent, the collaborator reads the same report.
    if (row.status !== 0) {
      const own = (await ok(api.get(pathOf(deferredPaymentEndpoints.detail, { id: row.id }), token))) as typeof detail;
      expect(own.reportDeferredRecords).toEqual(detail.reportDeferredRecords);
      expect(own.amount).toBe(detail.amount);
    }
  }
  return baoCao.items;
}

/**
 * What the monthly schedule would have done before `month` is built: every month from this one up to
 * it built (a draft, or nothing without completed orders), so `month`'s report bills its own orders
 * and not, as a late completion, those of a month the schedule has not reached yet.
 */
async function scheduleUntil(partnerId: string, month: string) {
  for (let m = vietnamToday().slice(0, 7); m < month; m = addMonths(m, 1))
    await t.database.db.transaction((tx) => buildReport(tx, { partnerId, month: m }, { kind: 'job' }));
}

/** A collaborator's reports as the accountant lists them (every month). */
async function reportsOf(partnerId: string): Promise<Row[]> {
  const list = (await ok(api.get(deferredPaymentDeskEndpoints.list.path, tok.acct, { partnerId, limit: '100' }))) as {
    items: Row[];
    pagination: { totalCount: number };
  };
  expect(list.items).toHaveLength(list.pagination.totalCount);
  return list.items;
}

describe('the demo data reconciles', () => {
  it('every collaborator with reports signs in as a demo account', async () => {
    const { rows } = await t.database.db.execute<{ partner_id: string }>(sql`select distinct partner_id from deferred_payments`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(who.has(r.partner_id), r.partner_id).toBe(true);
  });

  it("ctv_demo: 'Báo cáo', each month's report and the order list agree, for every month with a report", async () => {
    const partnerId = await partnerIdOf(t, 'ctv_demo');
    const reports = await reportsOf(partnerId);
    // 13 months: the month before as a draft, and every status before it.
    expect(reports).toHaveLength(13);
    expect(new Set(reports.map((r) => r.status))).toEqual(new Set([0, 2, 3, 4, 5]));
    await reconcile(partnerId, reports);
  });

  it("ctv_demo2: its sent report's month agrees too", async () => {
    const partnerId = await partnerIdOf(t, 'ctv_demo2');
    const reports = await reportsOf(partnerId);
    expect(reports.filter((r) => r.status === 3)).toHaveLength(1);
    await reconcile(partnerId, reports);
  });

  it('every month that is over with completed orders has its report (the schedule built it)', async () => {
    const last = addMonths(vietnamToday().slice(0, 7), -1);
    const from = monthOfIndex(monthIndex(last) - 23);
    for (const [partnerId, { username, token }] of who) {
      const months = new Set((await reportsOf(partnerId)).map((r) => r.month));
      const baoCao = (await ok(api.get(consultingEndpoints.report.path, token, { fromMonth: from, toMonth: last }))) as {
        items: ReportMonth[];
      };
      const unbilled = baoCao.items.filter((m) => m.completed > 0 && !months.has(m.month)).map((m) => m.month);
      expect(unbilled, username).toEqual([]);
    }
  });
});

describe('orders booked, completed and billed through the product reconcile', () => {
  it('a fresh month: two done (home and facility), one waiting, one cancelled; built, sent and read', async () => {
    const partnerId = await partnerIdOf(t, 'ctv_demo');
    // A month no demo order reaches: three months ahead.
    const month = addMonths(vietnamToday().slice(0, 7), 3);
    const before = (await ok(api.get(consultingEndpoints.report.path, tok.ctv, { fromMonth: month, toMonth: month }))) as {
      items: ReportMonth[];
    };
    expect(before.items).toEqual([{ month, orders: 0, completed: 0, revenue: 0, fees: 0 }]);

    const atHome = (await ok(api.get(orderEndpoints.services.path, tok.ctv, { MaTinh: '79', IsTaiNha: 'true' }))) as CatalogueService[];
    const facility = ((await ok(api.get(orderEndpoints.locations.path, tok.ctv))) as Array<{ value: string }>)[0]!;
    const atFacility = (await ok(
      api.get(orderEndpoints.services.path, tok.ctv, { MaDV: facility.value, IsTaiNha: 'false' }),
    )) as CatalogueService[];
    const pick = (offered: CatalogueService[], from: number, n: number) =>
      offered.slice(from, from + n).map(({ maCP, tenCP, donGia }) => ({ maCP, tenCP, donGia }));
    const book = async (day: number, over: Record<string, unknown>) =>
      (
        (await ok(
          api.send(
            'POST',
            orderEndpoints.create.path,
            tok.ctv,
            newPatientOrder({ workTimeTest: `${month}-${String(day).padStart(2, '0')} 09:00`, ...over }),
          ),
        )) as { id: string }
      ).id;
    const home = await book(12, { name: 'Lý Thị Hồng', serviceIds: pick(atHome, 0, 3) });
    const visit = await book(5, {
      name: 'Đào Văn Tâm',
      methodType: 'HOSPITAL',
      facilityCode: facility.value,
      serviceIds: pick(atFacility, 2, 2),
    });
    const waiting = await book(20, { name: 'Mạc Thị Yến', serviceIds: pick(atHome, 4, 1) });
    const cancelled = await book(25, { name: 'Khổng Văn Đạt', serviceIds: pick(atHome, 5, 2) });
    // The desk completes two (the result is ready), the collaborator cancels one; one stays waiting.
    for (const id of [home, visit])
      await ok(api.send('POST', pathOf(orderDeskEndpoints.progress, { id }), tok.care, { step: 'RESULT_READY' }));
    await ok(api.send('PUT', pathOf(orderEndpoints.cancel, { id: cancelled }), tok.ctv, { reason: 1 }));

    // The monthly schedule's build of the month (the desk builds only a month that is over), then the accountant sends it.
    await scheduleUntil(partnerId, month);
    const built = await t.database.db.transaction((tx) => buildReport(tx, { partnerId, month }, { kind: 'job' }));
    expect(built).toBeDefined();
    await ok(api.send('POST', pathOf(deferredPaymentDeskEndpoints.send, { id: built!.id }), tok.acct));

    const row = (await reportsOf(partnerId)).find((r) => r.month === month)!;
    expect(row).toMatchObject({ id: built!.id, status: 3, amount: built!.amount, serviceCount: 5 });
    const [figures] = (await reconcile(partnerId, [row])).filter((m) => m.month === month);
    expect(figures).toMatchObject({ orders: 3, completed: 2 });
    // Both orders billed, the one waiting and the cancelled one not.
    const orders = await orderList(tok.ctv);
    const idsIn = (status: number) =>
      orders.filter((o) => o.appointmentDate.startsWith(month) && o.statusAppointment === status).map((o) => o.id);
    expect(idsIn(4).sort()).toEqual([home, visit].sort());
    expect(idsIn(5)).toEqual([cancelled]);
    expect(orders.find((o) => o.id === waiting)?.statusAppointment).toBe(1);
  });

  it('a late completion: billed once, by the next report built, even when two months are built at once', async () => {
    const partnerId = await partnerIdOf(t, 'ctv_demo');
    // Months no demo order and no other test reaches.
    const month = addMonths(vietnamToday().slice(0, 7), 5);
    const [next, after] = [addMonths(month, 1), addMonths(month, 2)];
    const atHome = (await ok(api.get(orderEndpoints.services.path, tok.ctv, { MaTinh: '79', IsTaiNha: 'true' }))) as CatalogueService[];
    const book = async (day: number, name: string, from: number) =>
      (
        (await ok(
          api.send(
            'POST',
            orderEndpoints.create.path,
            tok.ctv,
            newPatientOrder({
              name,
              workTimeTest: `${month}-${String(day).padStart(2, '0')} 09:00`,
              serviceIds: atHome.slice(from, from + 2).map(({ maCP, tenCP, donGia }) => ({ maCP, tenCP, donGia })),
            }),
          ),
        )) as { id: string }
      ).id;
    const done = await book(3, 'Vi Thị Lan', 0);
    const late = await book(9, 'Ông Văn Kiên', 2);
    await ok(api.send('POST', pathOf(orderDeskEndpoints.progress, { id: done }), tok.care, { step: 'RESULT_READY' }));
    await scheduleUntil(partnerId, month);
    const built = await t.database.db.transaction((tx) => buildReport(tx, { partnerId, month }, { kind: 'job' }));
    await ok(api.send('POST', pathOf(deferredPaymentDeskEndpoints.send, { id: built!.id }), tok.acct));
    // The second order's result comes after its month's report was sent.
    await ok(api.send('POST', pathOf(orderDeskEndpoints.progress, { id: late }), tok.care, { step: 'RESULT_READY' }));

    // The next two months built at once (two instances of the schedule): the late order lands in one, once.
    const [a, b] = await Promise.all(
      [next, after].map((m) => t.database.db.transaction((tx) => buildReport(tx, { partnerId, month: m }, { kind: 'job' }))),
    );
    const { rows } = await t.database.db.execute<{ report_id: string; month: string; lines: number; total: string }>(
      sql`select r.report_id, d.month, count(*)::int as lines, sum(r.total_amount) as total
          from deferred_records r join deferred_payments d on d.id = r.report_id where r.order_id = ${late} group by 1, 2`,
    );
    expect(rows).toHaveLength(1);
    expect([next, after]).toContain(rows[0]!.month);
    expect(rows[0]!.lines).toBe(2);
    const billing = [a, b].find((r) => r?.id === rows[0]!.report_id)!;
    expect(billing).toMatchObject({ serviceCount: 2, amount: Number(rows[0]!.total) });
    // Its line keeps the appointment's day, in the month it was done; its own month's report is as sent.
    const detail = (await ok(api.get(pathOf(deferredPaymentDeskEndpoints.detail, { id: billing.id }), tok.acct))) as {
      reportDeferredRecords: Line[];
    };
    expect(detail.reportDeferredRecords.map((l) => [l.patientName, l.examinationDate])).toEqual([
      ['Ông Văn Kiên', `${month}-09`],
      ['Ông Văn Kiên', `${month}-09`],
    ]);
    expect((await reportsOf(partnerId)).find((r) => r.month === month)).toMatchObject({
      status: 3,
      amount: built!.amount,
      serviceCount: 2,
    });
    // 'Báo cáo' counts it in its own month, as the order list does.
    const baoCao = (await ok(api.get(consultingEndpoints.report.path, tok.ctv, { fromMonth: month, toMonth: month }))) as {
      items: ReportMonth[];
    };
    expect(baoCao.items[0]).toMatchObject({ orders: 2, completed: 2 });
  });
});
