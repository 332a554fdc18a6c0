import { addDays, REPORT_MSG, vietnamToday, deferredPaymentEndpoints, pathOf, deferredPaymentDeskEndpoints } from '@portal/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  debtEvents,
  debtReminderHistories,
  deferredPayments,
  deferredRecords,
  medicalOrderServices,
  medicalOrders,
  notifications,
  paymentExtensions,
} from '../src/db/schema.ts';
import { DEMO_ORGANIZATION } from '../src/db/seed-organization.ts';
import { enqueueMonthlyBuilds, previousMonth } from '../src/modules/debts/reports-build-service.ts';
import { runReminders } from '../src/modules/debts/reports-reminders.ts';
import { bearer, createTestApp, listFiles, login, multipart, SAMPLE_FILES, settled, type TestApp } from './helpers.ts';
import { caller, operatorToken, partnerIdOf } from './orders-helpers.ts';

let t: TestApp;
let second: TestApp;
let api: ReturnType<typeof caller>;
let tok: { ctv: string; ctv2: string; acct: string; care: string };
let ids: { ctv: string; ctv2: string };

beforeAll(async () => {
  t = await createTestApp();
  // A second instance on the same database, as a second server would be.
  second = await createTestApp({}, undefined, { database: t.dbName });
  api = caller(t);
  tok = {
    ctv: await login(t.app, 'collaborator', 'ctv_demo'),
    ctv2: await login(t.app, 'collaborator', 'ctv_demo2'),
    acct: await operatorToken(t, 'qt_ketoan'),
    care: await operatorToken(t, 'qt_cskh'),
  };
  ids = { ctv: await partnerIdOf(t, 'ctv_demo'), ctv2: await partnerIdOf(t, 'ctv_demo2') };
}, 60_000);
afterAll(async () => {
  await second?.stop();
  await t?.close();
});

const db = () => t.database.db;
const reportOf = async (partnerId: string, status: number) =>
  (
    await db()
      .select()
      .from(deferredPayments)
      .where(and(eq(deferredPayments.partnerId, partnerId), eq(deferredPayments.status, status)))
      .orderBy(desc(deferredPayments.month))
      .limit(1)
  )[0]!;
const extension = (id: string, parts: Parameters<typeof multipart>[0], token = tok.ctv) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: pathOf(deferredPaymentEndpoints.extensionRequest, { id }),
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const pdf = (name = 'cong-van.pdf') => ({ name: 'Files', filename: name, content: SAMPLE_FILES.pdf, type: 'application/pdf' });
const until = async <T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> =>
  (await settled(probe, (value) => value !== undefined, 'condition', timeoutMs)) as T;

describe('the collaborator reads its reports (spec 3 §7)', () => {
  it('lists sent reports only, newest month first, never a draft', async () => {
    const res = await api.get(deferredPaymentEndpoints.list.path, tok.ctv, { page: '1', limit: '100' });
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    expect(pagination.count).toBe(12);
    expect(items.map((r: { status: number }) => r.status)).not.toContain(0);
    expect(new Set(items.map((r: { status: number }) => r.status))).toEqual(new Set([2, 3, 4, 5]));
    expect(items[0]).toMatchObject({ reportingMonth: expect.stringMatching(/^\d{2}\/\d{4}$/), isPaid: false });
    const months = items.map((r: { month: string }) => r.month);
    expect(months).toEqual([...months].sort().reverse());
  });

  it('charts 12 months up to the last finished one, 0 where nothing was sent', async () => {
    const res = await api.get(deferredPaymentEndpoints.chart.path, tok.ctv);
    const { data } = res.json().data;
    expect(data).toHaveLength(12);
    const last = previousMonth();
    expect(data.at(-1)).toEqual({ month: `${last.slice(5)}/${last.slice(0, 4)}`, amount: 0 }); // the draft month
    const sent = await db().select().from(deferredPayments).where(eq(deferredPayments.partnerId, ids.ctv));
    for (const point of data.slice(0, -1)) {
      const [mm, yyyy] = point.month.split('/');
      const report = sent.find((r) => r.month === `${yyyy}-${mm}`);
      expect(point.amount).toBe(report?.amount ?? 0);
    }
    const other = (await api.get(deferredPaymentEndpoints.chart.path, tok.ctv2)).json().data.data;
    expect(other.filter((p: { amount: number }) => p.amount > 0)).toHaveLength(1);
  });

  it('offers the status group and the extension statuses', async () => {
    const { data } = (await api.get(deferredPaymentEndpoints.options.path, tok.ctv)).json();
    expect(data.status.map((o: { value: number; name: string }) => [o.value, o.name])).toEqual([
      [3, 'Chờ xác nhận'],
      [2, 'Chờ thanh toán'],
      [4, 'Quá hạn'],
      [5, 'Đã thanh toán'],
    ]);
    expect(data.extensionStatus.map((o: { name: string }) => o.name)).toEqual(['Chờ xác nhận', 'Xác nhận', 'Từ chối']);
  });

  it('opens its own report with records, reminders, files, extensions and the VietQR transfer', async () => {
    const report = await reportOf(ids.ctv, 4);
    const res = await api.get(pathOf(deferredPaymentEndpoints.detail, { id: report.id }), tok.ctv);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: report.id, amount: report.amount, status: 4, statusName: 'Quá hạn', isPaid: false });
    expect(d.reportDeferredRecords.length).toBe(report.serviceCount);
    expect(d.reportDeferredRecords.reduce((s: number, r: { totalAmount: number }) => s + r.totalAmount, 0)).toBe(report.amount);
    expect(d.debtReminderHistories.map((h: { n: number }) => h.n)).toEqual([1, 2, 3, 4]);
    expect(d.files[0].name).toMatch(/^hoa-don-/);
    expect(d.documentFiles[0].name).toMatch(/^bo-ho-so-/);
    expect(d.paymentExtensionHistories[0]).toMatchObject({ extensionStatus: 3, extensionStatusName: 'Từ chối' });
    // The owner's account and name, from 'Thông tin đơn vị'.
    expect(d.vietQr).toMatchObject({
      bankBin: DEMO_ORGANIZATION.bankBin,
      bankName: 'Vietcombank',
      accountNumber: DEMO_ORGANIZATION.accountNumber,
      accountName: DEMO_ORGANIZATION.accountHolder,
      ownerName: DEMO_ORGANIZATION.legalName,
      amount: report.amount,
      note: report.code.replaceAll('-', ''),
    });
    expect(d.vietQr.payload).toMatch(/^000201010212.*6304[0-9A-F]{4}$/);
    expect(d.vietQr.payload).toContain(
      `0006${DEMO_ORGANIZATION.bankBin}01${String(DEMO_ORGANIZATION.accountNumber.length).padStart(2, '0')}${DEMO_ORGANIZATION.accountNumber}`,
    );
    expect(d.files[0].fullPath).toBe(pathOf(deferredPaymentEndpoints.file, { id: d.files[0].id }));
    // Waiting for confirmation: no QR yet.
    const waiting = (await api.get(pathOf(deferredPaymentEndpoints.detail, { id: (await reportOf(ids.ctv, 3)).id }), tok.ctv)).json().data;
    expect(waiting.vietQr).toBeNull();
  });

  it("answers 404 for another collaborator's report or file, and for a draft", async () => {
    const report = await reportOf(ids.ctv, 4);
    expect((await api.get(pathOf(deferredPaymentEndpoints.detail, { id: report.id }), tok.ctv2)).statusCode).toBe(404);
    expect(
      (await api.send('POST', pathOf(deferredPaymentEndpoints.confirm, { id: (await reportOf(ids.ctv, 3)).id }), tok.ctv2)).statusCode,
    ).toBe(404);
    const fileUrl = (await api.get(pathOf(deferredPaymentEndpoints.detail, { id: report.id }), tok.ctv)).json().data.files[0].fullPath;
    expect((await t.app.inject({ url: fileUrl, headers: bearer(tok.ctv2) })).statusCode).toBe(404);
    expect((await api.get(pathOf(deferredPaymentEndpoints.detail, { id: (await reportOf(ids.ctv, 0)).id }), tok.ctv)).statusCode).toBe(404);
  });
});

describe('confirming and asking for an extension (spec 3 §4, §5)', () => {
  it('confirms only while awaiting confirmation, once, even when two confirms race', async () => {
    const report = await reportOf(ids.ctv, 3);
    const [a, b] = await Promise.all([
      api.send('POST', pathOf(deferredPaymentEndpoints.confirm, { id: report.id }), tok.ctv),
      api.send('POST', pathOf(deferredPaymentEndpoints.confirm, { id: report.id }), tok.ctv),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json().message).toBe(REPORT_MSG.confirmed);
    expect((a.statusCode === 422 ? a : b).json().message).toBe(REPORT_MSG.notConfirmable);
    expect((await api.get(pathOf(deferredPaymentEndpoints.detail, { id: report.id }), tok.ctv)).json().data).toMatchObject({
      status: 2,
      statusName: 'Chờ thanh toán',
    });
    const [events] = await db()
      .select({ n: count() })
      .from(debtEvents)
      .where(and(eq(debtEvents.subjectId, report.id), eq(debtEvents.kind, 'report_confirmed')));
    expect(events!.n).toBe(1);
  });

  it('refuses an extension without files or a date, with the spec`s messages, storing nothing', async () => {
    const report = await reportOf(ids.ctv, 4);
    const before = (await listFiles(t.filesDir)).length;
    const res = await extension(report.id, [{ name: 'Other', value: 'x' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ Files: [REPORT_MSG.extensionFiles], NewDueDate: [REPORT_MSG.extensionDate] });
    const past = await extension(report.id, [pdf(), { name: 'NewDueDate', value: addDays(vietnamToday(), -1) }]);
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.NewDueDate).toEqual([REPORT_MSG.extensionDateFuture]);
    expect((await listFiles(t.filesDir)).length).toBe(before);
  });

  it('refuses an extension outside its status (422) and leaves no file behind', async () => {
    // ctv_demo2's sent report (in a month's first days, the schedule's draft of the month before sits beside it).
    const sent = await reportOf(ids.ctv2, 3);
    expect(sent.status).toBe(3);
    const before = (await listFiles(t.filesDir)).length;
    const res = await extension(sent.id, [pdf(), { name: 'NewDueDate', value: addDays(vietnamToday(), 20) }], tok.ctv2);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(REPORT_MSG.notExtendable);
    expect((await listFiles(t.filesDir)).length).toBe(before);
  });

  it("records one waiting request (1 'Chờ xác nhận') when two race, with its files", async () => {
    const report = await reportOf(ids.ctv, 4);
    const due = addDays(vietnamToday(), 25);
    const [a, b] = await Promise.all([
      extension(report.id, [pdf('a.pdf'), pdf('b.pdf'), { name: 'NewDueDate', value: due }]),
      extension(report.id, [pdf('c.pdf'), { name: 'NewDueDate', value: due }]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    expect((a.statusCode === 422 ? a : b).json().message).toBe(REPORT_MSG.extensionPending);
    const d = (await api.get(pathOf(deferredPaymentEndpoints.detail, { id: report.id }), tok.ctv)).json().data;
    expect(d.paymentExtensionHistories[0]).toMatchObject({ newDueDate: due, extensionStatus: 1, extensionStatusName: 'Chờ xác nhận' });
    expect(d.paymentExtensionHistories[0].files.length).toBeGreaterThan(0);
    expect(d.extensionDate).toBe(`${due.slice(8)}/${due.slice(5, 7)}/${due.slice(0, 4)}`);
    // The list's extension date and the desk's "waiting" flag read the same request.
    const listed = (await api.get(deferredPaymentEndpoints.list.path, tok.ctv, { limit: '100' }))
      .json()
      .data.items.find((r: { id: string }) => r.id === report.id);
    expect(listed.extensionDate).toBe(d.extensionDate);
    // Asked for, not granted: the date is labelled so, and no second request is offered.
    expect(listed.extensionPending).toBe(true);
    expect(d.extensionPending).toBe(true);
    const desk = (await api.get(deferredPaymentDeskEndpoints.list.path, tok.acct, { partnerId: ids.ctv, limit: '100' })).json().data.items;
    expect(desk.find((r: { id: string }) => r.id === report.id).extensionPending).toBe(true);
    expect(desk.filter((r: { extensionPending: boolean }) => r.extensionPending)).toHaveLength(2);
    // The accountant's to-do: every report with a request waiting, whatever its month and collaborator.
    const waiting = await db().select().from(paymentExtensions).where(eq(paymentExtensions.status, 1));
    const todo = (await api.get(deferredPaymentDeskEndpoints.list.path, tok.acct, { extensionPending: 'true', limit: '100' })).json().data;
    expect(todo.pagination.totalCount).toBe(waiting.length);
    expect(todo.items.map((r: { id: string }) => r.id).sort()).toEqual(waiting.map((e) => e.reportId).sort());
    // The refused racer's files are gone: only the winner's are stored.
    const file = await t.app.inject({ url: d.paymentExtensionHistories[0].files[0].fullPath, headers: bearer(tok.ctv) });
    expect(file.statusCode).toBe(200);
  });
});

describe('the accountant decides extensions and records payments', () => {
  it('approving moves the due date, tells the collaborator, and an overdue report awaits payment again', async () => {
    const report = await reportOf(ids.ctv, 4);
    const d = (await api.get(pathOf(deferredPaymentDeskEndpoints.detail, { id: report.id }), tok.acct)).json().data;
    const pending = d.paymentExtensionHistories.find((e: { extensionStatus: number }) => e.extensionStatus === 1);
    const decide = (payload: unknown, token = tok.acct) =>
      api.send('POST', pathOf(deferredPaymentDeskEndpoints.decide, { id: pending.id }), token, payload);
    expect((await decide({ approve: true }, tok.care)).statusCode).toBe(403);
    expect((await decide({ approve: false })).json().errors.reason).toEqual([REPORT_MSG.rejectReason]);
    const res = await decide({ approve: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 2, dueDate: pending.newDueDate });
    expect((await decide({ approve: false, reason: 'Muộn' })).statusCode).toBe(422);
    const partner = (await api.get(pathOf(deferredPaymentEndpoints.detail, { id: report.id }), tok.ctv)).json().data;
    expect(partner.formattedDueDate).toBe(pending.formattedNewDueDate);
    expect(partner.paymentExtensionHistories[0]).toMatchObject({ extensionStatus: 2, extensionStatusName: 'Xác nhận' });
    // Granted: the date is no longer only asked for.
    expect(partner.extensionPending).toBe(false);
    const [note] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.partnerId, ids.ctv))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(note).toMatchObject({ area: 'debts', kind: 'debt.extension-decided', permission: 'debt.view' });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.objectId, report.id)).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ objectType: 'deferred_payment', action: 'extension_approve' });
    expect(entry!.summary).toContain('chấp nhận');
  });

  it('refusing keeps the due date and carries the reason', async () => {
    const report = await reportOf(ids.ctv, 2);
    const due = addDays(report.dueDate, 10);
    const req = await extension(report.id, [
      pdf(),
      { name: 'NewDueDate', value: due > vietnamToday() ? due : addDays(vietnamToday(), 10) },
    ]);
    // The seeded report of this status may already wait for an answer.
    const d = (await api.get(pathOf(deferredPaymentDeskEndpoints.detail, { id: report.id }), tok.acct)).json().data;
    const pending = d.paymentExtensionHistories.find((e: { extensionStatus: number }) => e.extensionStatus === 1);
    expect([200, 422]).toContain(req.statusCode);
    const res = await api.send('POST', pathOf(deferredPaymentDeskEndpoints.decide, { id: pending.id }), tok.acct, {
      approve: false,
      reason: 'Không đủ căn cứ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.dueDate).toBe(report.dueDate);
    expect(res.json().data.paymentExtensionHistories.find((e: { id: string }) => e.id === pending.id)).toMatchObject({
      extensionStatus: 3,
      reason: 'Không đủ căn cứ',
    });
  });

  it('marks a report paid with its transfer reference; the collaborator sees Đã thanh toán; twice is 422', async () => {
    const report = await reportOf(ids.ctv, 2);
    const res = await api.send('POST', pathOf(deferredPaymentDeskEndpoints.pay, { id: report.id }), tok.acct, {
      transferRef: 'FT26331123456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 5, isPaid: true, transferRef: 'FT26331123456', vietQr: null });
    expect((await api.get(pathOf(deferredPaymentEndpoints.detail, { id: report.id }), tok.ctv)).json().data).toMatchObject({
      statusName: 'Đã thanh toán',
      isPaid: true,
    });
    expect((await api.send('POST', pathOf(deferredPaymentDeskEndpoints.pay, { id: report.id }), tok.acct, {})).json().message).toBe(
      REPORT_MSG.notPayable,
    );
  });
});

describe('the monthly build', () => {
  const MONTH = '2024-03';
  /** Moves some completed orders into MONTH (the build reads completed orders by appointment day). */
  /**
   * The collaborator's first `n` orders that no other month's report bills, completed and moved into
   * MONTH (a report bills each order once: one the demo's reports bill would not be billed again).
   */
  const intoMonth = async (partnerId: string, n: number, firstDay: number) => {
    const rows = await db()
      .select({ id: medicalOrders.id })
      .from(medicalOrders)
      .where(
        and(
          eq(medicalOrders.partnerId, partnerId),
          sql`not exists (select 1 from ${deferredRecords} join ${deferredPayments} on ${deferredPayments.id} = ${deferredRecords.reportId}
            where ${deferredRecords.orderId} = ${medicalOrders.id} and ${deferredPayments.month} <> ${MONTH})`,
        ),
      )
      .orderBy(asc(medicalOrders.no))
      .limit(n);
    expect(rows).toHaveLength(n);
    for (const [i, row] of rows.entries())
      await db()
        .update(medicalOrders)
        .set({ status: 4, appointmentDay: `${MONTH}-${String(firstDay + i * 3).padStart(2, '0')}` })
        .where(eq(medicalOrders.id, row.id));
    return rows.map((r) => r.id);
  };
  /** What the records must be: one per service line of the month's completed orders. */
  const expected = async (partnerId: string) => {
    const lines = await db()
      .select({
        orderId: medicalOrders.id,
        method: medicalOrders.methodType,
        patientName: medicalOrders.patientName,
        day: medicalOrders.appointmentDay,
        name: medicalOrderServices.serviceName,
        price: medicalOrderServices.price,
        fee: medicalOrderServices.feePrice,
      })
      .from(medicalOrders)
      .innerJoin(medicalOrderServices, eq(medicalOrderServices.orderId, medicalOrders.id))
      .where(
        and(
          eq(medicalOrders.partnerId, partnerId),
          eq(medicalOrders.status, 4),
          sql`${medicalOrders.appointmentDay} between ${`${MONTH}-01`} and ${`${MONTH}-31`}`,
        ),
      )
      .orderBy(asc(medicalOrders.appointmentDay), asc(medicalOrders.no), asc(medicalOrderServices.sort), asc(medicalOrderServices.id));
    const seen = new Set<string>();
    return lines.map((l) => {
      const samplingFee = l.method === 'HOME' && !seen.has(l.orderId) ? 50_000 : 0;
      seen.add(l.orderId);
      return {
        patientName: l.patientName,
        examinationDate: l.day,
        testName: l.name,
        testFee: l.price,
        discount: l.fee,
        samplingFee,
        totalAmount: l.price - l.fee + samplingFee,
      };
    });
  };
  const recordsOf = async (partnerId: string) => {
    const [report] = await db()
      .select()
      .from(deferredPayments)
      .where(and(eq(deferredPayments.partnerId, partnerId), eq(deferredPayments.month, MONTH)));
    if (!report) return undefined;
    const records = await db()
      .select()
      .from(deferredRecords)
      .where(eq(deferredRecords.reportId, report.id))
      .orderBy(asc(deferredRecords.sort));
    return { report, records: records.map(({ id: _i, reportId: _r, orderId: _o, sort: _s, ...rest }) => rest) };
  };

  it('runs once per collaborator and month with two instances, and its records match the completed orders', async () => {
    await intoMonth(ids.ctv, 3, 4);
    await intoMonth(ids.ctv2, 1, 20);
    // Both instances run the month's schedule at the same time; both work the queue.
    await Promise.all([
      enqueueMonthlyBuilds({ db: t.database.db, jobs: t.jobs.queue }, MONTH),
      enqueueMonthlyBuilds({ db: second.database.db, jobs: second.jobs.queue }, MONTH),
    ]);
    const built = await until(async () => {
      const ctv = await recordsOf(ids.ctv);
      const ctv2 = await recordsOf(ids.ctv2);
      return ctv && ctv2 ? { ctv, ctv2 } : undefined;
    });
    // Wait until every build job of the month has settled, then count.
    const jobs = await until(async () => {
      const { rows } = await t.database.db.execute<{ state: string; n: number }>(
        sql`select state, count(*)::int as n from pgboss.job where name = 'debts.report-build' and data->>'month' = ${MONTH} group by state`,
      );
      return rows.length && rows.every((r) => r.state === 'completed') ? rows : undefined;
    });
    expect(jobs).toEqual([{ state: 'completed', n: 2 }]);
    const reports = await db().select().from(deferredPayments).where(eq(deferredPayments.month, MONTH));
    expect(reports).toHaveLength(2);
    const [events] = await db()
      .select({ n: count() })
      .from(debtEvents)
      .where(
        and(
          inArray(
            debtEvents.subjectId,
            reports.map((r) => r.id),
          ),
          eq(debtEvents.kind, 'report_built'),
        ),
      );
    expect(events!.n).toBe(2);
    expect(built.ctv.records).toEqual(await expected(ids.ctv));
    expect(built.ctv2.records).toEqual(await expected(ids.ctv2));
    expect(built.ctv.report).toMatchObject({
      status: 0,
      amount: built.ctv.records.reduce((s, r) => s + r.totalAmount, 0),
      dueDate: '2024-04-15',
    });
  });

  it('the accountant rebuilds a draft (records replaced), sends it (collaborator told), and cannot rebuild it after', async () => {
    const moved = await intoMonth(ids.ctv, 4, 2); // one more completed order joins the month
    expect(moved).toHaveLength(4);
    const build = (payload: unknown, token = tok.acct) => api.send('POST', deferredPaymentDeskEndpoints.build.path, token, payload);
    expect((await build({ month: MONTH, partnerId: ids.ctv }, tok.care)).statusCode).toBe(403);
    const res = await build({ month: MONTH, partnerId: ids.ctv });
    expect(res.statusCode).toBe(200);
    const after = await recordsOf(ids.ctv);
    expect(after!.records).toEqual(await expected(ids.ctv));
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.objectId, after!.report.id)).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ objectType: 'deferred_payment', action: 'rebuild' });
    // Built for March 2024 (due 15/04/2024) and sent today: the collaborator still gets the settings' days to pay.
    const [{ dueDays }] = (await db().execute(sql`select due_days as "dueDays" from debt_settings limit 1`)).rows as [{ dueDays: number }];
    // The draft says so before it is sent: the due date it would get today, not one already past.
    const draft = (await api.get(pathOf(deferredPaymentDeskEndpoints.detail, { id: after!.report.id }), tok.acct)).json().data;
    expect(draft).toMatchObject({ status: 0, dueDate: addDays(vietnamToday(), dueDays) });
    const row = (await api.get(deferredPaymentDeskEndpoints.list.path, tok.acct, { month: MONTH, partnerId: ids.ctv })).json().data
      .items[0];
    expect(row).toMatchObject({ status: 0, dueDate: addDays(vietnamToday(), dueDays) });
    const sent = await api.send('POST', pathOf(deferredPaymentDeskEndpoints.send, { id: after!.report.id }), tok.acct);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 3, dueDate: addDays(vietnamToday(), dueDays) });
    const [note] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.partnerId, ids.ctv))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(note).toMatchObject({ kind: 'debt.report-sent', title: 'Báo cáo công nợ tháng 03/2024' });
    expect((await build({ month: MONTH, partnerId: ids.ctv })).json().message).toBe(REPORT_MSG.alreadySent);
    expect((await api.send('POST', pathOf(deferredPaymentDeskEndpoints.send, { id: after!.report.id }), tok.acct)).statusCode).toBe(422);
    expect((await build({ month: vietnamToday().slice(0, 7) })).statusCode).toBe(422);
    expect((await build({ month: '2024-13' })).statusCode).toBe(400);
  });

  it('attaches invoices the collaborator can download', async () => {
    const report = (await recordsOf(ids.ctv))!.report;
    const body = multipart([pdf('hoa-don-03-2024.pdf')]);
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(deferredPaymentDeskEndpoints.invoices, { id: report.id }),
      headers: { ...bearer(tok.acct), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const d = (await api.get(pathOf(deferredPaymentEndpoints.detail, { id: report.id }), tok.ctv)).json().data;
    expect(d.files.map((f: { name: string }) => f.name)).toEqual(['hoa-don-03-2024.pdf']);
    expect((await t.app.inject({ url: d.files[0].fullPath, headers: bearer(tok.ctv) })).statusCode).toBe(200);
  });
});

describe('reminders (the ladder, once per step)', () => {
  it('sends the due step once, however many runs and instances, and tells the collaborator', async () => {
    const report = await reportOf(ids.ctv2, 3);
    // Its due date three days ahead: the -3 step is due today.
    await db()
      .update(deferredPayments)
      .set({ dueDate: addDays(vietnamToday(), 3) })
      .where(eq(deferredPayments.id, report.id));
    const deps = (x: TestApp) => ({ db: x.database.db, jobs: x.jobs.queue, mailer: x.jobs.mailer, env: { publicUrl: 'http://localhost' } });
    await Promise.all([runReminders(deps(t)), runReminders(deps(second))]);
    await runReminders(deps(t));
    const rows = await db().select().from(debtReminderHistories).where(eq(debtReminderHistories.reportId, report.id));
    expect(rows.map((r) => [r.n, r.offsetDays])).toEqual([[1, -3]]);
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.partnerId, ids.ctv2), eq(notifications.kind, 'debt.reminder')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toContain('lần thứ 1');
    const d = (await api.get(pathOf(deferredPaymentEndpoints.detail, { id: report.id }), tok.ctv2)).json().data;
    expect(d.debtReminderHistories).toMatchObject([{ n: 1, offsetDays: -3 }]);
  });
});

describe('settings', () => {
  it('the accountant reads and saves the ladder, due days and sampling fee (audited); bad values are 400', async () => {
    const got = await api.get(deferredPaymentDeskEndpoints.settings.path, tok.acct);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().data).toEqual({ reminderOffsets: [-3, 0, 3, 7], dueDays: 15, homeSamplingFee: 50_000 });
    const body = { ...got.json().data, reminderOffsets: [7, -5, 0], dueDays: 20 };
    const saved = await api.send('PUT', deferredPaymentDeskEndpoints.saveSettings.path, tok.acct, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.reminderOffsets).toEqual([-5, 0, 7]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.objectType, 'debt_settings')).limit(1);
    expect(entry!.summary).toContain('Cập nhật cài đặt công nợ');
    expect(
      (await api.send('PUT', deferredPaymentDeskEndpoints.saveSettings.path, tok.acct, { ...body, reminderOffsets: [400] })).json().errors,
    ).toBeDefined();
    expect((await api.send('PUT', deferredPaymentDeskEndpoints.saveSettings.path, tok.acct, { ...body, dueDays: -1 })).statusCode).toBe(
      400,
    );
    expect((await api.send('PUT', deferredPaymentDeskEndpoints.saveSettings.path, tok.care, body)).statusCode).toBe(403);
  });
});

describe('list totals kept by triggers', () => {
  const exact = async (where: string) =>
    Number((await db().execute<{ n: string }>(sql.raw(`select count(*)::text as n from deferred_payments where ${where}`))).rows[0]?.n);
  const deskTotal = async (query: string) => {
    const res = await t.app.inject({ url: `${deferredPaymentDeskEndpoints.list.path}?${query}`, headers: bearer(tok.acct) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.pagination as { count: number; totalCount: number };
  };
  const ownTotal = async () => {
    const res = await t.app.inject({ url: `${deferredPaymentEndpoints.list.path}?page=1&limit=5`, headers: bearer(tok.ctv) });
    return res.json().data.pagination.totalCount as number;
  };
  const check = async () => {
    const months = (await db().selectDistinct({ month: deferredPayments.month }).from(deferredPayments)).map((r) => r.month);
    for (const month of months) {
      expect((await deskTotal(`month=${month}`)).totalCount, month).toBe(await exact(`month = '${month}'`));
      expect((await deskTotal(`month=${month}&status=2`)).count, month).toBe(await exact(`month = '${month}' and status = 2`));
    }
    for (const [who, id] of Object.entries(ids)) {
      expect((await deskTotal(`partnerId=${id}`)).totalCount, who).toBe(await exact(`partner_id = '${id}'`));
      expect((await deskTotal(`partnerId=${id}&status=5`)).totalCount, who).toBe(await exact(`partner_id = '${id}' and status = 5`));
    }
    expect(await ownTotal()).toBe(await exact(`partner_id = '${ids.ctv}' and status in (2, 3, 4, 5)`));
    // A page past the end has no row to carry the total: it still says how many there are.
    const far = await t.app.inject({ url: `${deferredPaymentEndpoints.list.path}?page=999&limit=10`, headers: bearer(tok.ctv) });
    expect(far.json().data.items).toEqual([]);
    expect(far.json().data.pagination.totalCount).toBe(await ownTotal());
    // …and the counts table itself, row by row, against the table.
    const { rows: drift } = await db().execute(sql`
      select coalesce(c.month, d.month) as month, coalesce(c.status, d.status) as status, c.n, d.n as real
      from deferred_payment_month_counts c
      full join (select month, status, count(*) as n from deferred_payments group by 1, 2) d using (month, status)
      where coalesce(c.n, 0) <> coalesce(d.n, 0)
      union all
      select coalesce(c.partner_id, d.partner_id)::text, coalesce(c.status, d.status), c.n, d.n
      from deferred_payment_partner_counts c
      full join (select partner_id, status, count(*) as n from deferred_payments group by 1, 2) d using (partner_id, status)
      where coalesce(c.n, 0) <> coalesce(d.n, 0)`);
    expect(drift).toEqual([]);
  };

  it('stay equal to a real count after inserts, updates and deletes', async () => {
    await check();
    await db().execute(sql`
      insert into deferred_payments (partner_id, month, code, status, amount, service_count, due_date)
      select ${ids.ctv2}::uuid, to_char(date '2001-01-01' + (m * interval '1 month'), 'YYYY-MM'), 'T-CNT-' || m, (array[0, 2, 3, 4, 5])[1 + m % 5], 1000, 1, date '2001-12-31'
      from generate_series(0, 23) m`);
    await check();
    await db().execute(sql`update deferred_payments set status = 5 where code like 'T-CNT-%' and status in (2, 3)`);
    await db().execute(sql`update deferred_payments set month = '2003-01' where code = 'T-CNT-0'`);
    await check();
    await db().execute(sql`delete from deferred_payments where code like 'T-CNT-%' and status = 5`);
    await check();
    await db().execute(sql`delete from deferred_payments where code like 'T-CNT-%'`);
    await check();
  });
});
