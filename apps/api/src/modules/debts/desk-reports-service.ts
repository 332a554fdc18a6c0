import {
  type NotificationKind,
  addDays,
  type DebtEventKind,
  type DebtSettings,
  type DeskBuildBody,
  type DeskDecideBody,
  type DeskPayBody,
  type DeskReportDetail,
  type DeskReportList,
  type DeskReportListQuery,
  EXTENSION_STATUS,
  firstDay,
  formatDate,
  formatMonth,
  formatVnd,
  lastDay,
  monthOf,
  REPORT_MSG,
  REPORT_OUTGOING,
  REPORT_STATUS,
  REPORT_STATUS_LABELS,
  type ReportFileKind,
  UNPAID_REPORT_STATUSES,
  vietnamToday,
  pathOf,
  deferredPaymentDeskEndpoints,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { pagination } from '../../lib/pagination.ts';
import * as audit from '../audit/audit-service.ts';
import { notify } from '../notifications/notifications-service.ts';
import { buildReport, previousMonth } from './reports-build-service.ts';
import * as repo from './reports-repository.ts';
import { detailOf, statusName, toRow } from './reports-service.ts';
import { recordDebtEvent } from './timeline-service.ts';

/*
 * The accounts desk's side of the monthly reports (`/api/admin/debts/reports`, `/settings`):
 * build, review, attach invoices and the document set, send, decide extensions, record payments,
 * and the settings. Each change writes its row, its audit entry in words, the timeline event and
 * the collaborator's notification in one transaction.
 */

/** Where the collaborator opens a report. */
export const reportLink = (id: string) => `/cong-no?tab=bao-cao&report=${id}`;

const KIND_LABEL: Record<ReportFileKind, string> = { invoice: 'Hóa đơn', document: 'Bộ hồ sơ' };

/**
 * GET /reports: one month's reports (the month before when none is chosen), or one collaborator's
 * of every month; narrowed by status.
 */
/**
 * The due date a report gets when it is sent at `at`: its month's (month end + the settings' days),
 * or, sent later than that allows, the send day + those days. A draft shows the one it would get if
 * sent today, never a day already past.
 */
const dueIfSent = (dueDate: string, dueDays: number, at: Date = new Date()): string => {
  const earliest = addDays(vietnamToday(at), dueDays);
  return dueDate < earliest ? earliest : dueDate;
};

export async function listReports(deps: AppDeps, query: DeskReportListQuery): Promise<DeskReportList> {
  const limit = query.limit;
  // The last month by default, unless one collaborator's reports or the waiting extensions are asked for (any month).
  const month = query.month ?? (query.partnerId || query.extensionPending !== undefined ? undefined : previousMonth());
  const { rows, total } = await repo.listAll(
    deps.db,
    { month, partnerId: query.partnerId, status: query.status, extensionPending: query.extensionPending },
    query.page,
    limit,
  );
  const dueDays = rows.some((row) => row.status === REPORT_STATUS.Draft) ? (await repo.getSettings(deps.db)).dueDays : 0;
  return {
    items: rows.map((row) => ({
      ...toRow(row.status === REPORT_STATUS.Draft ? { ...row, dueDate: dueIfSent(row.dueDate, dueDays) } : row),
      collaborator: row.collaborator,
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    pagination: pagination(query.page, limit, total),
  };
}

export async function deskOptions(deps: AppDeps) {
  return {
    collaborators: await repo.collaborators(deps.db),
    status: ([0, 3, 2, 4, 5] as const).map((value) => ({ value, name: REPORT_STATUS_LABELS[value] })),
  };
}

/** Reads its parts together: on the pool, never in a transaction (one connection runs one statement at a time). */
async function deskDetail(db: Executor, stored: repo.ReportRecord): Promise<DeskReportDetail> {
  const report =
    stored.status === REPORT_STATUS.Draft
      ? { ...stored, dueDate: dueIfSent(stored.dueDate, (await repo.getSettings(db)).dueDays) }
      : stored;
  const [detail, partner] = await Promise.all([
    detailOf(db, report, (fileId) => pathOf(deferredPaymentDeskEndpoints.file, { id: fileId })),
    repo.partnerCode(db, report.partnerId),
  ]);
  return {
    ...detail,
    collaborator: { id: report.partnerId, code: partner?.code ?? '', name: partner?.name ?? '' },
    sentAt: report.sentAt?.toISOString() ?? null,
    confirmedAt: report.confirmedAt?.toISOString() ?? null,
    transferRef: report.transferRef,
  };
}

export async function getReport(deps: AppDeps, id: string): Promise<DeskReportDetail> {
  const report = await repo.getReport(deps.db, id);
  if (!report) throw new AppError('not_found');
  return deskDetail(deps.db, report);
}

async function lock(tx: Executor, id: string) {
  const report = await repo.lockReport(tx, id);
  if (!report) throw new AppError('not_found');
  return report;
}

const monthLabel = (report: repo.ReportRecord) => formatMonth(report.month);

type DeskChange = {
  kind: DebtEventKind;
  /** The timeline's line (both sides read it). */
  event: string;
  action: string;
  /** The audit trail's line, in words. */
  audit: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** What the collaborator is told. */
  tell: { kind: NotificationKind; title: string; body: string };
};

/** A desk change's timeline event, audit entry and notification, in the change's transaction. */
async function recordChange(deps: AppDeps, tx: Executor, actor: Actor, report: repo.ReportRecord, change: DeskChange) {
  await recordDebtEvent(tx, {
    partnerId: report.partnerId,
    kind: change.kind,
    subject: 'report',
    subjectId: report.id,
    summary: change.event,
    amount: report.amount,
    actor: 'operator',
    userId: actor.userId,
  });
  await audit.record(tx, actor, {
    objectType: 'deferred_payment',
    objectId: report.id,
    action: change.action,
    summary: change.audit,
    before: change.before,
    after: change.after,
  });
  await notify(deps, tx, {
    partnerId: report.partnerId,
    area: 'debts',
    kind: change.tell.kind,
    title: change.tell.title,
    body: change.tell.body,
    link: reportLink(report.id),
    permission: 'debt.view',
  });
}

async function partnerName(tx: Executor, partnerId: string) {
  return (await repo.partnerCode(tx, partnerId))?.name ?? '';
}

/**
 * POST /reports/build: one collaborator's month (built or rebuilt while a draft; 422 once sent), or
 * every collaborator with completed orders that month (sent reports left alone), in one transaction.
 */
export async function build(deps: AppDeps, actor: Actor, body: DeskBuildBody) {
  if (body.month >= monthOf(vietnamToday())) throw AppError.field('month', REPORT_MSG.monthNotOver, 'business_rule');
  return deps.db.transaction(async (tx) => {
    if (body.partnerId) {
      const built = await buildReport(tx, { partnerId: body.partnerId, month: body.month }, { kind: 'desk', actor });
      return { built: built ? 1 : 0, reportIds: built ? [built.id] : [] };
    }
    const reportIds: string[] = [];
    const [from, to] = [firstDay(body.month), lastDay(body.month)];
    for (const partnerId of await repo.collaboratorsWithCompleted(tx, from, to)) {
      // In buildReport's order (the collaborator's builds, then the report), so two builds never deadlock.
      await repo.lockPartnerBuilds(tx, partnerId);
      const existing = await repo.lockReportOf(tx, partnerId, body.month);
      if (existing && existing.status !== REPORT_STATUS.Draft) continue;
      const built = await buildReport(tx, { partnerId, month: body.month }, { kind: 'desk', actor });
      if (built) reportIds.push(built.id);
    }
    if (!reportIds.length) throw new AppError('business_rule', REPORT_MSG.nothingToBuild);
    return { built: reportIds.length, reportIds };
  });
}

/**
 * POST /reports/{id}/send: a draft with records goes to the collaborator (3, awaiting confirmation).
 * A month sent late still leaves the collaborator the settings' days to pay: the due date is the
 * later of the built one and today plus those days.
 */
export async function send(deps: AppDeps, actor: Actor, id: string): Promise<DeskReportDetail> {
  const changed = await deps.db.transaction(async (tx) => {
    const report = await lock(tx, id);
    if (report.status !== REPORT_STATUS.Draft) throw new AppError('business_rule', REPORT_MSG.notDraft);
    if (!report.serviceCount) throw new AppError('business_rule', REPORT_MSG.emptyReport);
    const sentAt = new Date();
    report.dueDate = dueIfSent(report.dueDate, (await repo.getSettings(tx)).dueDays, sentAt);
    await repo.updateReport(tx, id, { status: REPORT_STATUS.AwaitingConfirmation, sentAt, dueDate: report.dueDate });
    const name = await partnerName(tx, report.partnerId);
    const summary = `Gửi báo cáo công nợ tháng ${monthLabel(report)} cho ${name}: ${formatVnd(report.amount)}, hạn ${formatDate(report.dueDate)}`;
    await recordChange(deps, tx, actor, report, {
      kind: 'report_sent',
      event: `Báo cáo công nợ tháng ${monthLabel(report)}: ${formatVnd(report.amount)}, hạn ${formatDate(report.dueDate)}`,
      action: 'send',
      audit: summary,
      before: { status: statusName(report.status) },
      after: { status: statusName(REPORT_STATUS.AwaitingConfirmation) },
      tell: {
        kind: 'debt.report-sent',
        title: REPORT_OUTGOING.sentTitle(monthLabel(report)),
        body: REPORT_OUTGOING.sentBody(formatVnd(report.amount), formatDate(report.dueDate)),
      },
    });
    return { ...report, status: REPORT_STATUS.AwaitingConfirmation, sentAt };
  });
  return deskDetail(deps.db, changed);
}

/** POST /reports/{id}/invoices and /documents: invoices or the document set; the bytes are kept once the rows commit. */
export async function attachFiles(deps: AppDeps, actor: Actor, id: string, kind: ReportFileKind, uploads: AcceptedUpload[]) {
  if (!uploads.length) throw AppError.field('Files', REPORT_MSG.filesRequired);
  await deps.db.transaction(async (tx) => {
    const report = await lock(tx, id);
    await repo.insertReportFiles(tx, report, kind, uploads);
    await audit.record(tx, actor, {
      objectType: 'deferred_payment',
      objectId: id,
      action: `attach_${kind}`,
      summary: `${KIND_LABEL[kind]} của báo cáo công nợ tháng ${monthLabel(report)} (${await partnerName(tx, report.partnerId)}): thêm ${uploads.map((u) => u.name).join(', ')}`,
      before: undefined,
      after: { [KIND_LABEL[kind]]: uploads.map((u) => u.name) },
    });
  });
  await Promise.all(uploads.map((u) => deps.storage.promote(u.id)));
  return getReport(deps, id);
}

/** DELETE /reports/{id}/file/{fileId}: a file of an unpaid report. */
export async function removeFile(deps: AppDeps, actor: Actor, id: string, fileId: string) {
  await deps.db.transaction(async (tx) => {
    const report = await lock(tx, id);
    if (report.status === REPORT_STATUS.Paid) throw new AppError('business_rule', REPORT_MSG.notPayable);
    const name = await repo.removeReportFile(tx, id, fileId);
    if (name === undefined) throw new AppError('not_found');
    await audit.record(tx, actor, {
      objectType: 'deferred_payment',
      objectId: id,
      action: 'remove_file',
      summary: `Xóa tệp ${name} khỏi báo cáo công nợ tháng ${monthLabel(report)}`,
      before: { file: name },
      after: undefined,
    });
  });
  return getReport(deps, id);
}

/**
 * POST /extensions/{id}/decide: approving moves the due date (an overdue
 * report waits for payment again); refusing keeps it, with the reason told to the collaborator.
 */
export async function decideExtension(deps: AppDeps, actor: Actor, extensionId: string, body: DeskDecideBody) {
  const changed = await deps.db.transaction(async (tx) => {
    const id = await repo.reportOfExtension(tx, extensionId);
    if (!id) throw new AppError('not_found');
    const report = await lock(tx, id);
    const extension = await repo.lockExtension(tx, id, extensionId);
    if (!extension) throw new AppError('not_found');
    if (extension.status !== EXTENSION_STATUS.Pending) throw new AppError('business_rule', REPORT_MSG.notPendingExtension);
    const reason = body.reason?.trim() || null;
    const month = monthLabel(report);
    let next = report;
    if (body.approve) {
      const status =
        report.status === REPORT_STATUS.Overdue && extension.newDueDate >= vietnamToday() ? REPORT_STATUS.AwaitingPayment : report.status;
      await repo.updateReport(tx, id, { dueDate: extension.newDueDate, status });
      next = { ...report, dueDate: extension.newDueDate, status };
    }
    await repo.decideExtension(tx, extensionId, body.approve ? 2 : 3, reason);
    const verdict = body.approve ? `chấp nhận, hạn mới ${formatDate(extension.newDueDate)}` : `từ chối (${reason ?? ''})`;
    await recordChange(deps, tx, actor, report, {
      kind: 'extension_decided',
      event: `Yêu cầu gia hạn công nợ tháng ${month}: ${verdict}`,
      action: body.approve ? 'extension_approve' : 'extension_reject',
      audit: `Yêu cầu gia hạn công nợ tháng ${month} của ${await partnerName(tx, report.partnerId)}: ${verdict}`,
      before: { dueDate: formatDate(report.dueDate), extension: 'Chờ xác nhận' },
      after: { dueDate: formatDate(next.dueDate), extension: body.approve ? 'Xác nhận' : 'Từ chối', ...(reason ? { reason } : {}) },
      tell: {
        kind: 'debt.extension-decided',
        title: REPORT_OUTGOING.decidedTitle(month, body.approve),
        body: body.approve ? REPORT_OUTGOING.approvedBody(formatDate(extension.newDueDate)) : REPORT_OUTGOING.rejectedBody(reason ?? ''),
      },
    });
    return next;
  });
  return deskDetail(deps.db, changed);
}

/** POST /reports/{id}/pay: a sent, unpaid report is paid (5), with the transfer reference if given. */
export async function pay(deps: AppDeps, actor: Actor, id: string, body: DeskPayBody) {
  const changed = await deps.db.transaction(async (tx) => {
    const report = await lock(tx, id);
    if (!(UNPAID_REPORT_STATUSES as readonly number[]).includes(report.status)) throw new AppError('business_rule', REPORT_MSG.notPayable);
    const paidAt = new Date();
    const transferRef = body.transferRef?.trim() || null;
    await repo.updateReport(tx, id, { status: REPORT_STATUS.Paid, paidAt, transferRef });
    const month = monthLabel(report);
    await recordChange(deps, tx, actor, report, {
      kind: 'payment_recorded',
      event: `Thanh toán công nợ tháng ${month}: ${formatVnd(report.amount)}${transferRef ? ` (mã giao dịch ${transferRef})` : ''}`,
      action: 'pay',
      audit: `Ghi nhận thanh toán công nợ tháng ${month} của ${await partnerName(tx, report.partnerId)}: ${formatVnd(report.amount)}`,
      before: { status: statusName(report.status) },
      after: { status: statusName(REPORT_STATUS.Paid), transferRef },
      tell: { kind: 'debt.report-paid', title: REPORT_OUTGOING.paidTitle(month), body: REPORT_OUTGOING.paidBody(formatVnd(report.amount)) },
    });
    return { ...report, status: REPORT_STATUS.Paid, paidAt, transferRef };
  });
  return deskDetail(deps.db, changed);
}

// ——— settings ———

const toSettings = (s: repo.SettingsRecord): DebtSettings => ({
  reminderOffsets: s.reminderOffsets,
  dueDays: s.dueDays,
  homeSamplingFee: s.homeSamplingFee,
});

export async function getSettings(deps: AppDeps): Promise<DebtSettings> {
  return toSettings(await repo.getSettings(deps.db));
}

const inWords = (s: DebtSettings) => ({
  'Mốc nhắc (ngày so với hạn)': s.reminderOffsets.join(', '),
  'Số ngày đến hạn': s.dueDays,
  'Phí lấy mẫu tại nhà': formatVnd(s.homeSamplingFee),
});

export async function saveSettings(deps: AppDeps, actor: Actor, body: DebtSettings): Promise<DebtSettings> {
  return deps.db.transaction(async (tx) => {
    const before = toSettings(await repo.lockSettings(tx));
    await repo.saveSettings(tx, body);
    await audit.record(tx, actor, {
      objectType: 'debt_settings',
      objectId: '1',
      action: 'update',
      summary: 'Cập nhật cài đặt công nợ (mốc nhắc, hạn thanh toán, phí lấy mẫu)',
      before: inWords(before),
      after: inWords(body),
    });
    return body;
  });
}
