import { addDays, addMonths, firstDay, lastDay, monthOf, vietnamInstant, vietnamToday } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { Storage } from '../lib/storage.ts';
import { buildReport, MONTHLY_BUILD_HOUR } from '../modules/debts/reports-build-service.ts';
import { collaboratorsWithCompleted } from '../modules/debts/reports-repository.ts';
import type { Executor } from './client.ts';
import {
  debtEvents,
  debtReminderHistories,
  debtSettings,
  deferredPaymentFiles,
  deferredPayments,
  paymentExtensionFiles,
  paymentExtensions,
} from './schema.ts';
import { storeDemoPdf } from './seed-contracts.ts';
import { seedCompletedOrders } from './seed-orders.ts';

/*
 * Demo monthly reports: 13 months of ctv_demo's in every status (the month before as a draft, then
 * sent, confirmed, overdue, extended and paid ones) with their reminders, invoices and document sets,
 * and extension requests in each state; one sent report for ctv_demo2; the accountant's settings with
 * a demo bank account. Each month's report is built by the product's own build (`buildReport`, the
 * monthly schedule's) from real completed orders of that month (`seedCompletedOrders`, beside the
 * orders the demo already has then), and only then given its status and dates: 'Báo cáo', the report
 * and the order list count the same orders (docs/decisions/debts.md "One set of orders").
 */

const SAMPLING_FEE = 50_000;
const LADDER = [-3, 0, 3, 7];

type Demo = {
  ago: number;
  /** 0: the draft the monthly schedule leaves (never sent). */
  status: 0 | 2 | 3 | 4 | 5;
  /** Due date relative to today (unpaid ones), or the month's default. */
  dueIn?: number;
  extension?: { status: 1 | 2 | 3; newDueIn: number; previousDueIn?: number; reason?: string };
  invoices?: boolean;
  transferRef?: string;
};

const CTV_REPORTS: Demo[] = [
  { ago: 1, status: 0 },
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
const CTV2_REPORTS: Demo[] = [{ ago: 2, status: 3, dueIn: 5, invoices: true }];

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

  const pdf = (partnerId: string, purpose: string, name: string) =>
    storeDemoPdf(tx, storage, staged, { partnerId, purpose, name, title: name });
  const add = async (partnerId: string, demo: Demo, variant: number) => {
    const month = addMonths(current, -demo.ago);
    await seedCompletedOrders(tx, partnerId, month, variant);
    // The monthly schedule's build (a draft), from every completed order of the month.
    const built = await buildReport(tx, { partnerId, month }, { kind: 'job' });
    if (!built) throw new Error(`The demo report of ${month} was not built`);
    if (demo.status === 0) return;
    const { id, amount } = built;
    const dueDate = demo.dueIn !== undefined ? addDays(today, demo.dueIn) : addDays(lastDay(month), 15);
    // Built by the schedule's run on the 1st of the next month, sent two days later, confirmed after two more.
    const builtAt = vietnamInstant(firstDay(addMonths(month, 1)), MONTHLY_BUILD_HOUR);
    const sentAt = vietnamInstant(addDays(lastDay(month), 3), 9);
    const confirmedAt = demo.status === 3 ? null : vietnamInstant(addDays(lastDay(month), 5), 10);
    const paidAt = demo.status === 5 ? vietnamInstant(addDays(dueDate, -2), 14) : null;
    await tx
      .update(deferredPayments)
      .set({
        status: demo.status,
        dueDate,
        builtAt,
        sentAt,
        confirmedAt,
        paidAt,
        transferRef: demo.transferRef ?? null,
        updatedAt: paidAt ?? confirmedAt ?? sentAt,
      })
      .where(eq(deferredPayments.id, id));
    await tx
      .update(debtEvents)
      .set({ at: builtAt })
      .where(and(eq(debtEvents.subjectId, id), eq(debtEvents.kind, 'report_built')));
    const label = `${month.slice(5)}/${month.slice(0, 4)}`;
    const events: Array<typeof debtEvents.$inferInsert> = [
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

  // Oldest month first, as the schedule ran: each month is built once the months before it are.
  for (const demo of [...CTV_REPORTS].sort((a, b) => b.ago - a.ago)) await add(ctv, demo, demo.ago);
  // ctv_demo2's orders are drawn on other steps than ctv_demo's of the same month.
  if (ctv2) for (const demo of CTV2_REPORTS) await add(ctv2, demo, demo.ago + 7);
  // What the monthly schedule did on the 1st: a draft of the month before for every collaborator
  // with orders completed in it (ctv_demo2's recent one falls there in the first days of a month).
  const last = addMonths(current, -1);
  for (const partnerId of await collaboratorsWithCompleted(tx, firstDay(last), lastDay(last)))
    await buildReport(tx, { partnerId, month: last }, { kind: 'job' });
}
