import {
  type CollaboratorReport,
  type CollaboratorReportQuery,
  type ConsultingPriceList,
  type ConsultingPriceQuery,
  monthIndex,
  monthOfIndex,
  ORDER_REPORT_LIMITS,
  type ReportMonth,
  vietnamToday,
} from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { pagination } from '../../lib/pagination.ts';
import * as repo from './consulting-repository.ts';

/*
 * A collaborator's consulting unit prices (/don-gia-tu-van) and its monthly report (/bao-cao):
 * docs/decisions/orders.md "Consulting prices and the collaborator's report".
 */

/** The catalogue's services a collaborator may order, each with its list price and the collaborator's fee. */
export async function listConsultingPrices(deps: AppDeps, query: ConsultingPriceQuery): Promise<ConsultingPriceList> {
  const limit = query.limit;
  const { items, total } = await repo.listPrices(deps.db, query.search || undefined, query.page, limit);
  return {
    items: items.map((s) => ({ ...s, kind: s.kind === 'package' ? 'package' : 'test' })),
    pagination: pagination(query.page, limit, total),
  };
}

/** The period asked for; one end alone spans 12 months from it; neither: the 12 months up to this one (Vietnam). */
export function reportPeriod(query: CollaboratorReportQuery, today = vietnamToday()): { from: string; to: string } {
  const span = ORDER_REPORT_LIMITS.defaultMonths - 1;
  if (query.fromMonth) return { from: query.fromMonth, to: query.toMonth ?? monthOfIndex(monthIndex(query.fromMonth) + span) };
  const to = query.toMonth ?? today.slice(0, 7);
  return { from: monthOfIndex(monthIndex(to) - span), to };
}

const lastDayOf = (month: string): string => {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** Every month of the period, oldest first, a month without orders as zeros; and the period's totals. */
export async function monthlyReport(deps: AppDeps, auth: PartnerAuth, query: CollaboratorReportQuery): Promise<CollaboratorReport> {
  const { from, to } = reportPeriod(query);
  const rows = await repo.monthlyTotals(deps.db, auth.partnerId, `${from}-01`, lastDayOf(to));
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const items: ReportMonth[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) {
    const month = monthOfIndex(i);
    const row = byMonth.get(month);
    items.push({ month, orders: row?.orders ?? 0, completed: row?.completed ?? 0, revenue: row?.revenue ?? 0, fees: row?.fees ?? 0 });
  }
  const total = items.reduce(
    (sum, m) => ({
      orders: sum.orders + m.orders,
      completed: sum.completed + m.completed,
      revenue: sum.revenue + m.revenue,
      fees: sum.fees + m.fees,
    }),
    { orders: 0, completed: 0, revenue: 0, fees: 0 },
  );
  return { from, to, items, total };
}
