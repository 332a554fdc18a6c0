import {
  addMonths,
  buildVietQr,
  canConfirmReport,
  canExtendReport,
  type DeferredChart,
  EXTENSION_STATUS,
  EXTENSION_STATUS_COLORS,
  EXTENSION_STATUS_LABELS,
  type ExtensionStatus,
  extensionStatusName,
  formatDate,
  formatMonth,
  formatVnd,
  monthOf,
  REPORT_FIELDS,
  REPORT_LIMITS,
  REPORT_MSG,
  REPORT_STATUS,
  REPORT_STATUS_COLORS,
  REPORT_STATUS_LABELS,
  type ReportDetail,
  type ReportList,
  type ReportListQuery,
  type ReportOptions,
  type ReportRow,
  type ReportStatus,
  showsVietQr,
  vietnamToday,
  vietQrNote,
  deferredPaymentEndpoints,
  pathOf,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { pagination } from '../../lib/pagination.ts';
import { readOrganization } from '../organization/organization-service.ts';
import * as repo from './reports-repository.ts';
import { recordDebtEvent } from './timeline-service.ts';

/*
 * The collaborator's monthly reports (spec 3 §2, §4, §7): its sent reports, the 12-month chart,
 * the detail with its records, reminders, files, extensions and the VietQR transfer, the confirm
 * and the extension request. The owner comes from the token (routes check `owns`).
 */

export const statusName = (status: number) => REPORT_STATUS_LABELS[status as ReportStatus] ?? '';

export function toRow(row: repo.ReportListRow): ReportRow {
  return {
    id: row.id,
    code: row.code,
    month: row.month,
    reportingMonth: formatMonth(row.month),
    amount: row.amount,
    formattedAmount: formatVnd(row.amount),
    dueDate: row.dueDate,
    formattedDueDate: formatDate(row.dueDate),
    extensionDate: row.extensionDate ? formatDate(row.extensionDate) : '',
    extensionPending: row.extensionPending,
    status: row.status,
    statusName: statusName(row.status),
    isPaid: row.status === REPORT_STATUS.Paid,
    serviceCount: row.serviceCount,
  };
}

type FilePath = (fileId: string) => string;
const fileRef = (path: FilePath) => (f: { id: string; name: string }) => ({
  id: f.id,
  name: f.name,
  fileName: f.name,
  fullPath: path(f.id),
});

/** A report's detail as both sides read it; `path` gives each file's download path on that side. */
export async function detailOf(db: Executor, report: repo.ReportRecord, path: FilePath): Promise<ReportDetail> {
  const [records, reminders, reportFiles, extensions, owner] = await Promise.all([
    repo.recordsOf(db, report.id),
    repo.remindersOf(db, report.id),
    repo.filesOf(db, report.id),
    repo.extensionsOf(db, report.id),
    readOrganization(db),
  ]);
  const ref = fileRef(path);
  const latest = extensions.find((e) => e.status !== 3);
  // The owner's account ('Thông tin đơn vị'), once the administrator has set it.
  const payee = showsVietQr(report.status) && owner.accountNumber ? owner.bankBin : null;
  return {
    ...toRow({ ...report, extensionDate: latest?.newDueDate ?? null, extensionPending: latest?.status === EXTENSION_STATUS.Pending }),
    reportDeferredRecords: records.map((rec) => ({
      id: rec.id,
      patientName: rec.patientName,
      examinationDate: rec.examinationDate,
      testName: rec.testName,
      testFee: rec.testFee,
      discount: rec.discount,
      samplingFee: rec.samplingFee,
      totalAmount: rec.totalAmount,
    })),
    debtReminderHistories: reminders.map((h) => ({
      id: h.id,
      n: h.n,
      offsetDays: h.offsetDays,
      reminderDate: h.reminderDate.toISOString(),
    })),
    files: reportFiles.filter((f) => f.kind === 'invoice').map(ref),
    documentFiles: reportFiles.filter((f) => f.kind === 'document').map(ref),
    paymentExtensionHistories: extensions.map((e) => ({
      id: e.id,
      newDueDate: e.newDueDate,
      formattedNewDueDate: formatDate(e.newDueDate),
      extensionStatus: e.status,
      extensionStatusName: extensionStatusName(e.status),
      reason: e.reason,
      createdAt: e.createdAt.toISOString(),
      files: e.files.map(ref),
    })),
    paidAt: report.paidAt?.toISOString() ?? null,
    vietQr: payee
      ? {
          payload: buildVietQr({ bin: payee, accountNumber: owner.accountNumber, amount: report.amount, note: report.code }),
          bankBin: payee,
          bankName: owner.bankName,
          accountNumber: owner.accountNumber,
          accountName: owner.accountHolder,
          ownerName: owner.legalName,
          amount: report.amount,
          note: vietQrNote(report.code),
        }
      : null,
  };
}

export const reportOwner = (deps: AppDeps, id: string) => repo.reportOwner(deps.db, id);

/** The owner of a report's file (a draft's files are nobody's yet). */
export async function reportFileOwner(deps: AppDeps, fileId: string) {
  const file = await repo.reportFile(deps.db, fileId);
  return file && file.status !== REPORT_STATUS.Draft ? file.partnerId : undefined;
}

export async function reportFile(deps: AppDeps, fileId: string) {
  const file = await repo.reportFile(deps.db, fileId);
  if (!file) throw new AppError('not_found');
  return { ...file, size: Number(file.size) };
}

/** GET deferred-payment/list: the caller's sent reports, newest month first. */
export async function listReports(deps: AppDeps, auth: PartnerAuth, query: ReportListQuery): Promise<ReportList> {
  const limit = query.limit;
  const { rows, total } = await repo.listSent(deps.db, auth.partnerId, query.page, limit);
  return { items: rows.map(toRow), pagination: pagination(query.page, limit, total) };
}

/** The reports that wait for the collaborator (to confirm, to pay, overdue), soonest due first: the signed-in home reads them. */
export async function waitingReports(deps: AppDeps, auth: PartnerAuth, limit: number): Promise<{ items: ReportRow[]; total: number }> {
  const statuses = [REPORT_STATUS.AwaitingConfirmation, REPORT_STATUS.AwaitingPayment, REPORT_STATUS.Overdue];
  const { rows, total } = await repo.listWaiting(deps.db, auth.partnerId, statuses, limit);
  return { items: rows.map(toRow), total };
}

/** GET deferred-payment/chart: the 12 months up to the last finished one, 0 where no report was sent. */
export async function chart(deps: AppDeps, auth: PartnerAuth, now: Date = new Date()): Promise<DeferredChart> {
  const last = addMonths(monthOf(vietnamToday(now)), -1);
  const months = Array.from({ length: REPORT_LIMITS.chartMonths }, (_, i) => addMonths(last, i - REPORT_LIMITS.chartMonths + 1));
  const rows = await repo.chartOf(deps.db, auth.partnerId, months[0]!, last);
  const byMonth = new Map(rows.map((row) => [row.month, row.amount]));
  return { data: months.map((m) => ({ month: formatMonth(m), amount: byMonth.get(m) ?? 0 })) };
}

/** GET deferred-payment/options: the status group (spec 3 §3) and the extension statuses. */
export function options(): ReportOptions {
  return {
    status: ([3, 2, 4, 5] as const).map((value) => ({ value, name: REPORT_STATUS_LABELS[value], color: REPORT_STATUS_COLORS[value] })),
    extensionStatus: ([1, 2, 3] as ExtensionStatus[]).map((value) => ({
      value,
      name: EXTENSION_STATUS_LABELS[value],
      color: EXTENSION_STATUS_COLORS[value],
    })),
  };
}

export async function getReport(deps: AppDeps, id: string): Promise<ReportDetail> {
  const report = await repo.getReport(deps.db, id);
  if (!report || report.status === REPORT_STATUS.Draft) throw new AppError('not_found');
  return detailOf(deps.db, report, (fileId) => pathOf(deferredPaymentEndpoints.file, { id: fileId }));
}

/** Locks a sent report of the caller (the route checked the owner; a draft is 404). */
async function lockSent(tx: Executor, id: string) {
  const report = await repo.lockReport(tx, id);
  if (!report || report.status === REPORT_STATUS.Draft) throw new AppError('not_found');
  return report;
}

/** POST deferred-payment/{id}/confirm: only while it waits for confirmation (3 → 2). */
export async function confirmReport(deps: AppDeps, auth: PartnerAuth, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const report = await lockSent(tx, id);
    if (!canConfirmReport(report.status)) throw new AppError('business_rule', REPORT_MSG.notConfirmable);
    await repo.updateReport(tx, id, { status: REPORT_STATUS.AwaitingPayment, confirmedAt: new Date() });
    await recordDebtEvent(tx, {
      partnerId: report.partnerId,
      kind: 'report_confirmed',
      subject: 'report',
      subjectId: id,
      summary: `Xác nhận báo cáo công nợ tháng ${formatMonth(report.month)}: ${formatVnd(report.amount)}`,
      amount: report.amount,
      actor: 'partner',
      userId: auth.userId,
    });
  });
}

/**
 * POST deferred-payment/{id}/extension-request: files required, a new due date after today and
 * after the current due date; only while awaiting payment or overdue, one request waiting at a time.
 */
export async function requestExtension(
  deps: AppDeps,
  auth: PartnerAuth,
  id: string,
  newDueDate: string,
  uploads: AcceptedUpload[],
): Promise<void> {
  const files = uploads.filter((u) => u.field === REPORT_FIELDS.extensionFiles);
  await deps.db.transaction(async (tx) => {
    const report = await lockSent(tx, id);
    if (!canExtendReport(report.status)) throw new AppError('business_rule', REPORT_MSG.notExtendable);
    if (newDueDate <= vietnamToday() || newDueDate <= report.dueDate)
      throw AppError.field(REPORT_FIELDS.newDueDate, REPORT_MSG.extensionDateFuture);
    if (await repo.pendingExtension(tx, id)) throw new AppError('business_rule', REPORT_MSG.extensionPending);
    await repo.insertExtension(tx, report, { newDueDate, requestedBy: auth.userId }, files);
    await recordDebtEvent(tx, {
      partnerId: report.partnerId,
      kind: 'extension_requested',
      subject: 'report',
      subjectId: id,
      summary: `Xin gia hạn công nợ tháng ${formatMonth(report.month)} đến ${formatDate(newDueDate)} (${files.length} tệp)`,
      amount: report.amount,
      actor: 'partner',
      userId: auth.userId,
    });
  });
  await Promise.all(files.map((f) => deps.storage.promote(f.id)));
}
