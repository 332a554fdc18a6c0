import { randomBytes } from 'node:crypto';
import { addDays, addMonths, lastDay, monthOf, vietnamInstant, vietnamToday } from '@portal/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Storage } from '../lib/storage.ts';
import { buildReport, reportCode } from '../modules/debts/reports-build-service.ts';
import type { Executor } from './client.ts';
import {
  debtEvents,
  debtReminderHistories,
  debtSettings,
  deferredPaymentFiles,
  deferredPayments,
  deferredRecords,
  medicalOrderServices,
  medicalOrders,
  partners,
  paymentExtensionFiles,
  paymentExtensions,
} from './schema.ts';
import { storeDemoPdf } from './seed-contracts.ts';

/*
 * Demo monthly reports: 13 months of ctv_demo's in every status (the month before as a draft built
 * from its completed orders, then sent, confirmed, overdue, extended and paid ones) with their
 * records, reminders, invoices and document sets, and extension requests in each state; one sent
 * report for ctv_demo2; the accountant's settings with a demo bank account.
 */

const PEOPLE = ['Nguyễn Thị Mai', 'Trần Văn Hùng', 'Lê Thị Thu Hà', 'Phạm Quốc Bảo', 'Hoàng Minh Tuấn', 'Đặng Thị Lan', 'Vũ Đức Anh'];
const TESTS: Array<[name: string, fee: number, discount: number]> = [
  ['Tổng phân tích tế bào máu ngoại vi', 90_000, 9_000],
  ['Định lượng Glucose', 35_000, 3_500],
  ['Định lượng HbA1c', 150_000, 15_000],
  ['Gói xét nghiệm tổng quát cơ bản', 890_000, 89_000],
  ['Định lượng TSH', 120_000, 12_000],
  ['Gói tầm soát tiểu đường', 450_000, 45_000],
];
const SAMPLING_FEE = 50_000;
const LADDER = [-3, 0, 3, 7];

type Demo = {
  ago: number;
  status: 2 | 3 | 4 | 5;
  /** Due date relative to today (unpaid ones), or the month's default. */
  dueIn?: number;
  extension?: { status: 1 | 2 | 3; newDueIn: number; previousDueIn?: number; reason?: string };
  invoices?: boolean;
  transferRef?: string;
};

const CTV_REPORTS: Demo[] = [
  { ago: 2, status: 3, dueIn: 5, invoices: true },
  { ago: 3, status: 2, dueIn: 2, invoices: true, extension: { status: 1, newDueIn: 30 } },
  {
    ago: 4,
    status: 4,
    dueIn: -10,
    invoices: true,
    extension: { status: 3, newDueIn: 40, previousDueIn: -10, reason: 'Thời hạn đề nghị quá dài, vui lòng thanh toán theo hạn ban đầu.' },
  },
  { ago: 5, status: 2, dueIn: 15, invoices: true, extension: { status: 2, newDueIn: 15, previousDueIn: -20 } },
  ...[6, 7, 8, 9, 10, 11, 12, 13].map((ago): Demo => ({ ago, status: 5, invoices: ago % 2 === 0, transferRef: `FT${26000 + ago * 137}` })),
];

/** Records of a demo month (3 to 6 lines, the first of a home order with its sampling fee). */
function demoRecords(month: string, seed: number) {
  const lines = 3 + (seed % 4);
  return Array.from({ length: lines }, (_, i) => {
    const [testName, testFee, discount] = TESTS[(seed + i) % TESTS.length]!;
    const samplingFee = i % 3 === 0 ? SAMPLING_FEE : 0;
    return {
      patientName: PEOPLE[(seed + Math.floor(i / 2)) % PEOPLE.length]!,
      examinationDate: `${month}-${String(3 + i * 4).padStart(2, '0')}`,
      testName,
      testFee,
      discount,
      samplingFee,
      totalAmount: testFee - discount + samplingFee,
      sort: i,
    };
  });
}

/**
 * Two completed orders of ctv_demo in the month before (copies of one of its completed orders), so
 * the month's draft is built from real orders whatever day the demo data is loaded.
 */
async function completedOrdersLastMonth(tx: Executor, partnerId: string, month: string) {
  const [source] = await tx
    .select()
    .from(medicalOrders)
    .where(and(eq(medicalOrders.partnerId, partnerId), eq(medicalOrders.status, 4)))
    .orderBy(asc(medicalOrders.no))
    .limit(1);
  if (!source) return;
  const services = await tx.select().from(medicalOrderServices).where(eq(medicalOrderServices.orderId, source.id));
  for (const [day, method] of [
    [8, 'HOME'],
    [19, 'HOSPITAL'],
  ] as const) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    const at = vietnamInstant(date, 9);
    const { id: _id, no: _no, sid: _sid, resultFileId: _file, ...values } = source;
    const [order] = await tx
      .insert(medicalOrders)
      .values({
        ...values,
        methodType: method === 'HOME' || source.facilityId === null ? 'HOME' : 'HOSPITAL',
        appointmentAt: at,
        appointmentDay: date,
        sampleTakenAt: new Date(at.getTime() + 15 * 60_000),
        inLabAt: new Date(at.getTime() + 2 * 3_600_000),
        resultReadyAt: new Date(at.getTime() + 26 * 3_600_000),
        progressToken: randomBytes(32).toString('base64url'),
        createdAt: new Date(at.getTime() - 3 * 86_400_000),
        updatedAt: new Date(at.getTime() + 26 * 3_600_000),
      })
      .returning({ id: medicalOrders.id });
    await tx.insert(medicalOrderServices).values(services.map(({ id: _s, orderId: _o, ...s }) => ({ ...s, orderId: order!.id })));
  }
  await tx.execute(sql`update medical_orders set sid = 'XN' || lpad(no::text, 8, '0') where sample_taken_at is not null and sid is null`);
}

export async function seedDeferredPayments(
  tx: Executor,
  partnerIds: Map<string, string>,
  storage: Storage | undefined,
  staged: string[],
): Promise<void> {
  await tx
    .insert(debtSettings)
    .values({
      id: 1,
      reminderOffsets: LADDER,
      dueDays: 15,
      homeSamplingFee: SAMPLING_FEE,
    })
    .onConflictDoNothing();
  const today = vietnamToday();
  const current = monthOf(today);
  const ctv = partnerIds.get('ctv');
  const ctv2 = partnerIds.get('ctv2');
  if (!ctv) return;

  // The month before: a draft from the completed orders (the queue's build, by hand here).
  await completedOrdersLastMonth(tx, ctv, addMonths(current, -1));
  await buildReport(tx, { partnerId: ctv, month: addMonths(current, -1) }, { kind: 'job' });

  const pdf = (partnerId: string, purpose: string, name: string) =>
    storeDemoPdf(tx, storage, staged, { partnerId, purpose, name, title: name });
  const add = async (partnerId: string, code: string, demo: Demo) => {
    const month = addMonths(current, -demo.ago);
    const records = demoRecords(month, demo.ago);
    const amount = records.reduce((sum, rec) => sum + rec.totalAmount, 0);
    const dueDate = demo.dueIn !== undefined ? addDays(today, demo.dueIn) : addDays(lastDay(month), 15);
    const sentAt = vietnamInstant(addDays(lastDay(month), 3), 9);
    const confirmedAt = demo.status === 3 ? null : vietnamInstant(addDays(lastDay(month), 5), 10);
    const paidAt = demo.status === 5 ? vietnamInstant(addDays(dueDate, -2), 14) : null;
    const [report] = await tx
      .insert(deferredPayments)
      .values({
        partnerId,
        month,
        code: reportCode(month, code),
        status: demo.status,
        amount,
        serviceCount: records.length,
        dueDate,
        builtAt: vietnamInstant(addDays(lastDay(month), 1), 1),
        sentAt,
        confirmedAt,
        paidAt,
        transferRef: demo.transferRef ?? null,
      })
      .returning();
    const id = report!.id;
    await tx.insert(deferredRecords).values(records.map((rec) => ({ ...rec, reportId: id })));
    const label = `${month.slice(5)}/${month.slice(0, 4)}`;
    const events: Array<typeof debtEvents.$inferInsert> = [
      {
        partnerId,
        kind: 'report_built',
        subject: 'report',
        subjectId: id,
        summary: `Báo cáo công nợ tháng ${label}`,
        amount,
        actor: 'system',
        at: report!.builtAt,
      },
      {
        partnerId,
        kind: 'report_sent',
        subject: 'report',
        subjectId: id,
        summary: `Báo cáo công nợ tháng ${label}`,
        amount,
        actor: 'operator',
        at: sentAt,
      },
    ];
    if (confirmedAt)
      events.push({
        partnerId,
        kind: 'report_confirmed',
        subject: 'report',
        subjectId: id,
        summary: `Xác nhận báo cáo công nợ tháng ${label}`,
        amount,
        actor: 'partner',
        at: confirmedAt,
      });
    if (demo.invoices) {
      const invoice = await pdf(partnerId, 'deferred_payment_invoice', `hoa-don-${month}.pdf`);
      const documents = await pdf(partnerId, 'deferred_payment_document', `bo-ho-so-${month}.pdf`);
      await tx.insert(deferredPaymentFiles).values([
        { reportId: id, fileId: invoice, kind: 'invoice' },
        { reportId: id, fileId: documents, kind: 'document' },
      ]);
    }
    if (demo.extension) {
      const e = demo.extension;
      const previousDueDate = addDays(today, e.previousDueIn ?? demo.dueIn ?? 0);
      // The day before the due date then in force, and never later than two days ago (nothing happens in the future).
      const requestedAt = new Date(Math.min(vietnamInstant(addDays(previousDueDate, -1), 15).getTime(), Date.now() - 2 * 86_400_000));
      const [ext] = await tx
        .insert(paymentExtensions)
        .values({
          reportId: id,
          newDueDate: addDays(today, e.newDueIn),
          previousDueDate,
          status: e.status,
          reason: e.reason ?? null,
          decidedAt: e.status === 1 ? null : new Date(requestedAt.getTime() + 86_400_000),
          createdAt: requestedAt,
        })
        .returning({ id: paymentExtensions.id });
      const file = await pdf(partnerId, 'deferred_payment_extension', `cong-van-gia-han-${month}.pdf`);
      await tx.insert(paymentExtensionFiles).values({ extensionId: ext!.id, fileId: file });
      events.push({
        partnerId,
        kind: 'extension_requested',
        subject: 'report',
        subjectId: id,
        summary: `Xin gia hạn công nợ tháng ${label}`,
        amount,
        actor: 'partner',
        at: requestedAt,
      });
      if (e.status !== 1)
        events.push({
          partnerId,
          kind: 'extension_decided',
          subject: 'report',
          subjectId: id,
          summary: `Yêu cầu gia hạn công nợ tháng ${label}: ${e.status === 2 ? 'chấp nhận' : 'từ chối'}`,
          amount,
          actor: 'operator',
          at: new Date(requestedAt.getTime() + 86_400_000),
        });
    }
    // Reminders: every ladder step already due (unpaid ones), from the due date then in force.
    const reminderDue = demo.extension?.status === 2 ? addDays(today, demo.extension.previousDueIn ?? 0) : dueDate;
    const steps = demo.status === 5 ? LADDER.slice(0, demo.ago % 3) : LADDER.filter((s) => addDays(reminderDue, s) <= today);
    const reminderBase = demo.status === 5 ? dueDate : reminderDue;
    for (const [i, offsetDays] of steps.entries()) {
      const reminderDate = vietnamInstant(addDays(reminderBase, offsetDays), 8);
      await tx.insert(debtReminderHistories).values({ reportId: id, n: i + 1, offsetDays, dueDate: reminderBase, reminderDate });
      events.push({
        partnerId,
        kind: 'reminder_sent',
        subject: 'report',
        subjectId: id,
        summary: `Lần thứ ${i + 1} — công nợ tháng ${label}`,
        amount,
        actor: 'system',
        at: reminderDate,
      });
    }
    if (paidAt)
      events.push({
        partnerId,
        kind: 'payment_recorded',
        subject: 'report',
        subjectId: id,
        summary: `Thanh toán công nợ tháng ${label}`,
        amount,
        actor: 'operator',
        at: paidAt,
      });
    await tx.insert(debtEvents).values(events);
  };

  const codeOf = async (partnerId: string) =>
    (await tx.select({ code: partners.code }).from(partners).where(eq(partners.id, partnerId)).limit(1))[0]?.code ?? '';
  const ctvCode = await codeOf(ctv);
  for (const demo of CTV_REPORTS) await add(ctv, ctvCode, demo);
  if (ctv2) await add(ctv2, await codeOf(ctv2), { ago: 2, status: 3, dueIn: 5, invoices: true });
}
