import {
  APPOINTMENT_STATUS,
  debtLetterListQuerySchema,
  formatVnd,
  REPORT_STATUS,
  orderListQuerySchema,
  lookupName,
  SCHEDULE_STATUS_LABELS,
  type PartnerPermission,
  WORKSPACE_LIMIT,
  type Workspace,
  type WorkspaceItem,
} from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { lastAppointments } from '../companies/companies-service.ts';
import { listLetters } from '../debts/letters-service.ts';
import { waitingReports } from '../debts/reports-service.ts';
import * as notifications from '../notifications/notifications-service.ts';
import { listOrders } from '../orders/orders-service.ts';
import { waitingRequests } from '../tendering/request-service.ts';

/**
 * The signed-in partner's home (issue 20): what waits for it, by type, each part only when the
 * account's role may see its area, and its unread notifications. Every area is read through its
 * own service.
 */

const may = (auth: PartnerAuth, key: PartnerPermission) => auth.permissions === null || auth.permissions.has(key);

type More = Workspace['waitingMore'][number];
type Waiting = { items: WorkspaceItem[]; total: number; more: More[] };
const NOTHING: Waiting = { items: [], total: 0, more: [] };

/** What a part of the list leaves out, pointing at the screen that shows all of it (nothing when none is left out). */
const left = (total: number, shown: number, label: string, link: string): More[] =>
  total > shown ? [{ count: total - shown, label, link }] : [];

/** A provider: the inviting party's meeting and document requests still unanswered. */
async function providerWaiting(deps: AppDeps, auth: PartnerAuth): Promise<Waiting> {
  if (!may(auth, 'bid.view')) return NOTHING;
  const { items, total } = await waitingRequests(deps, auth, WORKSPACE_LIMIT);
  return {
    total,
    more: left(total, items.length, 'yêu cầu khác chờ trả lời', '/thau-cua-toi'),
    items: items.map((r) => ({
      kind: 'bid.request',
      title: lookupName('requestType', r.type),
      detail: r.postName,
      deadline: r.deadline,
      link: `/thau/${r.postId}?tab=request`,
    })),
  };
}

/** A collaborator: its orders still waiting for the operator's confirmation. */
async function collaboratorOrders(deps: AppDeps, auth: PartnerAuth): Promise<Waiting> {
  if (!may(auth, 'order.view')) return NOTHING;
  const list = await listOrders(
    deps,
    auth,
    orderListQuerySchema.parse({ Status: String(APPOINTMENT_STATUS.Pending), limit: String(WORKSPACE_LIMIT) }),
  );
  return {
    total: list.pagination.totalCount,
    more: [],
    items: list.items.map((o) => ({
      kind: 'order.pending',
      title: `${o.appointmentId} — ${o.patientName}`,
      detail: 'Chờ xác nhận lịch hẹn',
      deadline: o.appointmentDate ? `${o.appointmentDate.replace(' ', 'T')}:00+07:00` : null,
      link: `/chi-dinh/${o.id}`,
    })),
  };
}

const REPORT_WAITING: Readonly<Record<number, string>> = {
  [REPORT_STATUS.AwaitingConfirmation]: 'Chờ bạn xác nhận báo cáo công nợ',
  [REPORT_STATUS.AwaitingPayment]: 'Chờ thanh toán',
  [REPORT_STATUS.Overdue]: 'Quá hạn thanh toán',
};

/** A collaborator: debt letters to answer, and monthly reports to confirm or to pay (soonest due first). */
async function collaboratorDebts(deps: AppDeps, auth: PartnerAuth): Promise<Waiting> {
  if (!may(auth, 'debt.view')) return NOTHING;
  const [letters, reports] = await Promise.all([
    listLetters(deps, auth, debtLetterListQuerySchema.parse({ responseStatus: '1', limit: String(WORKSPACE_LIMIT) })),
    waitingReports(deps, auth, WORKSPACE_LIMIT),
  ]);
  return {
    total: letters.pagination.totalCount + reports.total,
    more: [],
    items: [
      ...letters.items.map((l) => ({
        kind: 'debt.letter',
        title: l.letterName,
        detail: `Thư xác nhận công nợ chờ trả lời — ${formatVnd(l.balanceAmount)}`,
        deadline: null,
        link: `/cong-no?tab=danh-sach&letter=${l.id}`,
      })),
      ...reports.items.map((r) => ({
        kind: 'debt.report',
        title: `Công nợ tháng ${r.reportingMonth} — ${r.formattedAmount}`,
        detail: REPORT_WAITING[r.status] ?? r.statusName,
        deadline: r.dueDate,
        link: `/cong-no?report=${r.id}`,
      })),
    ],
  };
}

/** A collaborator: its orders waiting for confirmation, then what its money waits for. */
async function collaboratorWaiting(deps: AppDeps, auth: PartnerAuth): Promise<Waiting> {
  const [orders, debts] = await Promise.all([collaboratorOrders(deps, auth), collaboratorDebts(deps, auth)]);
  // Half the list each when both have more, so neither hides the other.
  const debtItems = debts.items.slice(0, Math.max(Math.ceil(WORKSPACE_LIMIT / 2), WORKSPACE_LIMIT - orders.items.length));
  const orderItems = orders.items.slice(0, WORKSPACE_LIMIT - debtItems.length);
  return {
    total: orders.total + debts.total,
    items: [...orderItems, ...debtItems],
    more: [
      ...left(orders.total, orderItems.length, 'chỉ định khác chờ xác nhận', '/chi-dinh'),
      ...left(debts.total, debtItems.length, 'việc công nợ khác', '/cong-no'),
    ],
  };
}

/** A company: exam dates the operator answered with another date, and confirmed ones still to come. */
async function companyWaiting(deps: AppDeps, auth: PartnerAuth): Promise<Waiting> {
  if (!may(auth, 'contract.view')) return NOTHING;
  const today = new Date().toISOString().slice(0, 10);
  const { items } = await lastAppointments(deps, auth, { page: 1, limit: 50 });
  const waiting = items
    .filter((a) => a.status === 'rescheduled' || (a.status === 'confirmed' && (a.counterDate ?? a.date) >= today))
    .map((a) => ({
      kind: `appointment.${a.status}`,
      title: `Lịch khám hợp đồng ${a.contractCode}`,
      detail: `${SCHEDULE_STATUS_LABELS[a.status]} — ${a.site}`,
      deadline: a.counterDate ?? a.date,
      link: `/hop-dong/${encodeURIComponent(a.contractCode)}`,
    }))
    .sort((x, y) => (x.deadline ?? '').localeCompare(y.deadline ?? ''));
  const shown = waiting.slice(0, WORKSPACE_LIMIT);
  return { items: shown, total: waiting.length, more: left(waiting.length, shown.length, 'lịch khám khác', '/hop-dong') };
}

const WAITING = { provider: providerWaiting, collaborator: collaboratorWaiting, company: companyWaiting } as const;

export async function workspace(deps: AppDeps, auth: PartnerAuth): Promise<Workspace> {
  const [waiting, unread] = await Promise.all([WAITING[auth.type](deps, auth), notifications.unreadCount(deps, auth)]);
  return {
    waiting: waiting.items,
    waitingTotal: waiting.total,
    waitingMore: waiting.more,
    figures: [{ key: 'unread', label: 'Thông báo chưa đọc', value: unread.total, link: '/thong-tin-chung?tab=thong-bao' }],
    unread: unread.total,
  };
}
