import {
  type NotificationKind,
  APPOINTMENT_STATUS,
  appointmentStatusName,
  type DeskOrderDetail,
  type DeskOrderList,
  type DeskOrderListQuery,
  type DeskOrderOptions,
  FINAL_APPOINTMENT_STATUSES,
  ORDER_DESK_MSG,
  ORDER_OPTIONS,
  ORDER_OUTGOING,
  type AppointmentStatus,
  PROGRESS_STEP_LABELS,
  type ProgressStep,
  type ResultStatus,
  progressIndex,
  resultStatusName,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import * as audit from '../audit/audit-service.ts';
import { detailOf, orderCode, progressUrl, sampleId, toRow } from './orders-service.ts';
import { moveStep } from './progress.ts';
import { notify } from '../notifications/notifications-service.ts';
import * as repo from './orders-repository.ts';
import { pagination } from '../../lib/pagination.ts';

/*
 * The order desk (console, customer care): every collaborator's orders, moved through status,
 * progress and result, with the result file. Each write is audited and e-mails the collaborator,
 * in the transaction of the change.
 */

const collaboratorRow = (j: Pick<repo.OrderJoined, 'collaborator' | 'requestCount'>) => ({
  collaborator: j.collaborator,
  requestCount: j.requestCount,
});

export async function listOrders(deps: AppDeps, query: DeskOrderListQuery): Promise<DeskOrderList> {
  const limit = query.limit;
  const filter = {
    partnerId: query.partnerId,
    search: query.search,
    status: query.Status,
    result: query.Result,
    methodType: query.methodType,
    step: query.step,
    day: query.DateOfMedical,
    hasRequests: query.hasRequests,
  };
  if (Object.values(filter).every((value) => value === undefined)) {
    const { rows, total } = await repo.deskPage(deps.db, query.page, limit);
    return {
      items: rows.map((row) => ({ ...toRow(row, row.services), ...collaboratorRow(row) })),
      pagination: pagination(query.page, limit, total),
    };
  }
  const [{ rows, services }, total] = await Promise.all([
    repo.listOrders(deps.db, filter, query.page, limit),
    repo.countOrders(deps.db, filter),
  ]);
  return {
    items: rows.map((row) => ({ ...toRow(row, services), ...collaboratorRow(row) })),
    pagination: pagination(query.page, limit, total),
  };
}

export async function getOrder(deps: AppDeps, id: string): Promise<DeskOrderDetail> {
  const [{ detail, joined }, labUpdates] = await Promise.all([
    detailOf(deps.db, id),
    audit.integrationChanges(deps.db, 'medical_order', id),
  ]);
  return { ...detail, ...collaboratorRow(joined), linkTienTrinh: progressUrl(deps.env.publicUrl, joined.order.progressToken), labUpdates };
}

export async function options(deps: AppDeps): Promise<DeskOrderOptions> {
  return {
    collaborators: await repo.collaboratorsWithOrders(deps.db),
    status: ORDER_OPTIONS.status,
    result: ORDER_OPTIONS.result,
    methodType: ORDER_OPTIONS.methodType,
    progressStep: ORDER_OPTIONS.progressStep,
  };
}

/** Tells the collaborator what changed on its order, through the notification system (in the caller's transaction). */
async function tellCollaborator(deps: AppDeps, tx: Executor, order: repo.OrderRecord, kind: NotificationKind, what: string) {
  const partner = await repo.collaboratorOf(tx, order.partnerId);
  if (!partner) return;
  const code = orderCode(order.no);
  const subject = ORDER_OUTGOING.statusChangedSubject(code);
  await notify(deps, tx, {
    partnerId: partner.id,
    area: 'orders',
    kind,
    title: subject,
    body: `${order.patientName}: ${what}`,
    link: `/chi-dinh/${order.id}`,
    permission: 'order.view',
    email: {
      to: partner.email,
      subject,
      text: ORDER_OUTGOING.statusChangedText(partner.name, code, order.patientName, what),
    },
  });
}

async function lockOpen(tx: Executor, id: string) {
  const order = await repo.lockOrder(tx, id);
  if (!order) throw new AppError('not_found');
  return order;
}

const summary = (o: repo.OrderRecord, change: string) => `${orderCode(o.no)} ${o.patientName}: ${change}`;

/**
 * POST /api/admin/orders/{id}/status: a completed or cancelled order stays as it is; completing
 * needs the result step; cancelling keeps the desk's reason as the order's cancelNotes.
 */
export async function setStatus(
  deps: AppDeps,
  actor: Actor,
  id: string,
  status: AppointmentStatus,
  note: string,
): Promise<DeskOrderDetail> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOpen(tx, id);
    if (FINAL_APPOINTMENT_STATUSES.includes(order.status)) throw new AppError('business_rule', ORDER_DESK_MSG.finalStatus);
    if (order.status === status) throw new AppError('business_rule', ORDER_DESK_MSG.sameStatus);
    if (status === APPOINTMENT_STATUS.Completed && order.step !== 'RESULT_READY')
      throw new AppError('business_rule', ORDER_DESK_MSG.completeNeedsResult);
    const cancelNotes = status === APPOINTMENT_STATUS.Cancelled ? note : order.cancelNotes;
    await repo.updateOrder(tx, id, { status, cancelNotes });
    const change = `${appointmentStatusName(order.status)} → ${appointmentStatusName(status)}`;
    await audit.record(tx, actor, {
      objectType: 'medical_order',
      objectId: id,
      action: 'status',
      summary: summary(order, change),
      before: { status: order.status, cancelNotes: order.cancelNotes },
      after: { status, cancelNotes },
    });
    await tellCollaborator(deps, tx, order, 'order.status', ORDER_OUTGOING.statusWhat(appointmentStatusName(status)));
  });
  return getOrder(deps, id);
}

/** A change the desk or a laboratory system makes, audited: what to tell the collaborator of it. */
type Told = { kind: NotificationKind; what: string };

/** The progress moved to `step` (reached at `at`), with status, result and sample id carried along; audited. */
async function stepIn(tx: Executor, actor: Actor, order: repo.OrderRecord, step: ProgressStep, at: Date): Promise<Told> {
  const move = moveStep(order, step, at);
  if (!move) throw new AppError('business_rule', ORDER_DESK_MSG.stepBackwards);
  const sid = order.sid ?? (move.sampleTakenAt ? sampleId(order.no) : null);
  await repo.updateOrder(tx, order.id, { ...move, sid });
  await audit.record(tx, actor, {
    objectType: 'medical_order',
    objectId: order.id,
    action: 'progress',
    summary: summary(order, `${PROGRESS_STEP_LABELS[order.step]} → ${PROGRESS_STEP_LABELS[step]}`),
    before: { step: order.step, status: order.status, result: order.result, sid: order.sid },
    after: { step: move.step, status: move.status, result: move.result, sid },
  });
  Object.assign(order, move, { sid });
  return { kind: 'order.progress', what: ORDER_OUTGOING.stepWhat(PROGRESS_STEP_LABELS[step]) };
}

async function resultIn(tx: Executor, actor: Actor, order: repo.OrderRecord, result: ResultStatus): Promise<Told> {
  await repo.updateOrder(tx, order.id, { result });
  await audit.record(tx, actor, {
    objectType: 'medical_order',
    objectId: order.id,
    action: 'result',
    summary: summary(order, `${resultStatusName(order.result)} → ${resultStatusName(result)}`),
    before: { result: order.result },
    after: { result },
  });
  order.result = result;
  return { kind: 'order.result', what: ORDER_OUTGOING.resultWhat(resultStatusName(result)) };
}

/** The order's result file (replacing any it had); `corrected` when it replaces a report the laboratory corrected. */
async function resultFileIn(tx: Executor, actor: Actor, order: repo.OrderRecord, upload: AcceptedUpload, corrected = false): Promise<Told> {
  const previous = order.resultFileId ? await repo.resultFileOf(tx, order.id) : undefined;
  await repo.setResultFile(tx, order, upload);
  await audit.record(tx, actor, {
    objectType: 'medical_order',
    objectId: order.id,
    action: 'result_file',
    summary: summary(order, corrected ? ORDER_DESK_MSG.correctedResultFile(upload.name) : upload.name),
    before: { resultFile: previous?.originalName ?? null },
    after: { resultFile: upload.name },
  });
  order.resultFileId = upload.id;
  return { kind: 'order.result-file', what: corrected ? ORDER_OUTGOING.correctedResultFileWhat : ORDER_OUTGOING.resultFileWhat };
}

/** POST /api/admin/orders/{id}/progress: the next step(s), with status and result carried along (docs/decisions/orders.md). */
export async function moveProgress(deps: AppDeps, actor: Actor, id: string, step: ProgressStep): Promise<DeskOrderDetail> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOpen(tx, id);
    if (order.status === APPOINTMENT_STATUS.Cancelled) throw new AppError('business_rule', ORDER_DESK_MSG.cancelledOrder);
    const told = await stepIn(tx, actor, { ...order }, step, new Date());
    await tellCollaborator(deps, tx, order, told.kind, told.what);
  });
  return getOrder(deps, id);
}

/** POST /api/admin/orders/{id}/result: the result status (not on a cancelled order). */
export async function setResult(deps: AppDeps, actor: Actor, id: string, result: ResultStatus): Promise<DeskOrderDetail> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOpen(tx, id);
    if (order.status === APPOINTMENT_STATUS.Cancelled) throw new AppError('business_rule', ORDER_DESK_MSG.cancelledOrder);
    if (order.result === result) throw new AppError('business_rule', ORDER_DESK_MSG.sameResult);
    const told = await resultIn(tx, actor, { ...order }, result);
    await tellCollaborator(deps, tx, order, told.kind, told.what);
  });
  return getOrder(deps, id);
}

/** POST /api/admin/orders/{id}/result-file: row, audit and e-mail commit together, then the staged bytes are promoted. */
export async function attachResultFile(deps: AppDeps, actor: Actor, id: string, uploads: AcceptedUpload[]): Promise<DeskOrderDetail> {
  const upload = uploads[0];
  if (!upload || uploads.length > 1) throw AppError.field('File', ORDER_DESK_MSG.resultFileRequired);
  await deps.db.transaction(async (tx) => {
    const order = await lockOpen(tx, id);
    if (order.status === APPOINTMENT_STATUS.Cancelled) throw new AppError('business_rule', ORDER_DESK_MSG.cancelledOrder);
    const told = await resultFileIn(tx, actor, { ...order }, upload);
    await tellCollaborator(deps, tx, order, told.kind, told.what);
  });
  await deps.storage.promote(upload.id);
  return getOrder(deps, id);
}

/**
 * What a laboratory system reports on an order (issue 38): a sample taken, or a report — partial
 * (the order in the laboratory, 'Có kết quả một phần') or final (the result step: 'Đã có kết quả',
 * completed), with its PDF as the result file, a corrected one replacing it. Moved exactly as the
 * desk moves it (the same steps, audit entries under the integration's name), in the caller's
 * transaction, and told to the collaborator once. Answers whether anything changed: a sample
 * already taken, a result already given, change nothing. The caller promotes the file after commit.
 */
export type LabChange =
  | { kind: 'sample'; collectedAt: Date }
  | { kind: 'report'; final: boolean; corrected: boolean; file?: AcceptedUpload | undefined };

export async function applyLabChange(deps: AppDeps, tx: Executor, actor: Actor, orderId: string, change: LabChange): Promise<boolean> {
  const order = await lockOpen(tx, orderId);
  if (order.status === APPOINTMENT_STATUS.Cancelled) throw new AppError('business_rule', ORDER_DESK_MSG.cancelledOrder);
  const before = { ...order };
  const told: Told[] = [];
  const reached = (step: ProgressStep) => progressIndex(order.step) >= progressIndex(step);
  if (change.kind === 'sample') {
    // Not before the booking (a laboratory's clock may run behind the portal's).
    const at = new Date(Math.max(change.collectedAt.getTime(), order.createdAt.getTime()));
    if (!reached('SAMPLE_TAKEN')) told.push(await stepIn(tx, actor, order, 'SAMPLE_TAKEN', at));
  } else {
    if (!change.final && order.result === 'DA_CO_KET_QUA') throw new AppError('business_rule', ORDER_DESK_MSG.partialAfterFinal);
    const now = new Date();
    if (change.final && !reached('RESULT_READY')) told.push(await stepIn(tx, actor, order, 'RESULT_READY', now));
    if (!change.final && !reached('IN_LAB')) told.push(await stepIn(tx, actor, order, 'IN_LAB', now));
    const result: ResultStatus = change.final ? 'DA_CO_KET_QUA' : 'CO_KET_QUA_MOT_PHAN';
    if (order.result !== result) told.push(await resultIn(tx, actor, order, result));
    if (change.file) told.push(await resultFileIn(tx, actor, order, change.file, change.corrected));
  }
  const last = told.at(-1);
  if (last) await tellCollaborator(deps, tx, before, last.kind, told.map((t) => t.what).join('; '));
  return told.length > 0;
}
