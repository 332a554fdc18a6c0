import {
  addDays,
  addMonths,
  firstDay,
  formatMonth,
  formatVnd,
  lastDay,
  monthOf,
  REPORT_MSG,
  REPORT_STATUS,
  vietnamToday,
} from '@portal/contract';
import type { Db, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/jobs/queue.ts';
import * as audit from '../audit/audit-service.ts';
import { keyedUuid, nextMonthStart } from './reports-dates.ts';
import * as repo from './reports-repository.ts';
import { recordDebtEvent } from './timeline-service.ts';

/*
 * Building a collaborator's report for a month from its completed orders (status 4, by the
 * appointment's day in Vietnam), each billed once over all reports: an order completed after its
 * month's report was sent goes to the next report built (reports-repository.ts `completedLines`).
 * One record per service line. The test fee is the line's price, the
 * discount the collaborator's fee on it (feePrice), and a home-sampling order carries the sampling
 * fee of the settings once, on its first line; a line's total is fee − discount + sampling fee.
 * docs/decisions/debts.md "Monthly deferred-payment reports".
 */

type BuildDeps = { db: Db; jobs: JobQueue };

/** The hour (Vietnam time) on the 1st of each month at which the month before is built. */
export const MONTHLY_BUILD_HOUR = 1;

export const reportCode = (month: string, partnerCode: string) => `CN-${month.replace('-', '')}-${partnerCode}`;

export type BuiltReport = { id: string; amount: number; serviceCount: number };

/**
 * Builds (or, while still a draft, rebuilds) one collaborator's report for `month` in `tx`.
 * `mode: 'job'` is the queue's: it never touches a report that exists, and skips a month without
 * completed orders. `mode: 'desk'` is the accountant's: a sent report is refused (422).
 */
export async function buildReport(
  tx: Executor,
  input: { partnerId: string; month: string },
  mode: { kind: 'job' } | { kind: 'desk'; actor: Actor },
): Promise<BuiltReport | undefined> {
  const { partnerId, month } = input;
  await repo.lockPartnerBuilds(tx, partnerId);
  const existing = await repo.lockReportOf(tx, partnerId, month);
  if (existing && mode.kind === 'job') return undefined;
  if (existing && existing.status !== REPORT_STATUS.Draft) throw new AppError('business_rule', REPORT_MSG.alreadySent);
  const partner = await repo.partnerCode(tx, partnerId);
  if (partner?.type !== 'collaborator') throw new AppError('not_found');
  const settings = await repo.getSettings(tx);
  const lines = await repo.completedLines(tx, partnerId, firstDay(month), lastDay(month), existing?.id ?? null);
  if (!lines.length && !existing) {
    if (mode.kind === 'job') return undefined;
    throw new AppError('business_rule', REPORT_MSG.nothingToBuild);
  }
  const seen = new Set<string>();
  const records = lines.map((line) => {
    const samplingFee = line.methodType === 'HOME' && !seen.has(line.orderId) ? settings.homeSamplingFee : 0;
    seen.add(line.orderId);
    return {
      orderId: line.orderId,
      patientName: line.patientName,
      examinationDate: line.day,
      testName: line.serviceName,
      testFee: line.price,
      discount: line.feePrice,
      samplingFee,
      totalAmount: line.price - line.feePrice + samplingFee,
    };
  });
  const amount = records.reduce((sum, rec) => sum + rec.totalAmount, 0);
  const values = { amount, serviceCount: records.length, dueDate: addDays(lastDay(month), settings.dueDays), builtAt: new Date() };
  let report = existing;
  if (report) await repo.updateReport(tx, report.id, values);
  else {
    report = await repo.insertReport(tx, { partnerId, month, code: reportCode(month, partner.code), status: 0, ...values });
    // Another instance inserted it between our lock and insert: its build stands.
    if (!report) return undefined;
  }
  await repo.replaceRecords(tx, report.id, records);
  const label = formatMonth(month);
  const summary = `Báo cáo công nợ tháng ${label}: ${records.length} dịch vụ, ${formatVnd(amount)}`;
  await recordDebtEvent(tx, {
    partnerId,
    kind: 'report_built',
    subject: 'report',
    subjectId: report.id,
    summary,
    amount,
    actor: mode.kind === 'job' ? 'system' : 'operator',
    userId: mode.kind === 'desk' ? mode.actor.userId : null,
  });
  if (mode.kind === 'desk')
    await audit.record(tx, mode.actor, {
      objectType: 'deferred_payment',
      objectId: report.id,
      action: existing ? 'rebuild' : 'build',
      summary: `${existing ? 'Lập lại' : 'Lập'} ${summary.charAt(0).toLowerCase()}${summary.slice(1)} — ${partner.name}`,
      before: existing ? { amount: existing.amount, serviceCount: existing.serviceCount } : undefined,
      after: { amount, serviceCount: records.length, dueDate: values.dueDate },
    });
  return { id: report.id, amount, serviceCount: records.length };
}

/** The month the schedule builds when it runs at `now`: the one before the current month in Vietnam. */
export const previousMonth = (now: Date = new Date()) => addMonths(monthOf(vietnamToday(now)), -1);

/**
 * `debts.report-schedule`: one `debts.report-build` job per collaborator with completed orders in
 * the month, each with an id fixed by collaborator and month, so however many instances run this,
 * each report is built once.
 */
export async function enqueueMonthlyBuilds(deps: BuildDeps, month: string): Promise<number> {
  const partnerIds = await repo.collaboratorsWithCompleted(deps.db, firstDay(month), lastDay(month));
  for (const partnerId of partnerIds)
    await deps.jobs.enqueue(
      deps.db,
      'debts.report-build',
      { partnerId, month },
      { id: keyedUuid(`deferred-payment:${partnerId}:${month}`) },
    );
  return partnerIds.length;
}

/** `debts.report-build`: the queue's build of one collaborator's month (a report that exists is left alone). */
export async function runReportBuild(deps: BuildDeps, data: { partnerId: string; month: string }): Promise<void> {
  await deps.db.transaction((tx) => buildReport(tx, data, { kind: 'job' }));
}

/** Queues the next monthly run (1st of next month, 01:00 in Vietnam); the queue keeps one waiting. */
export const scheduleNextMonthlyRun = (deps: BuildDeps, now: Date = new Date()) =>
  deps.jobs.enqueue(deps.db, 'debts.report-schedule', {}, { startAfter: nextMonthStart(now, MONTHLY_BUILD_HOUR) });
