import { deferredPaymentEndpoints, extensionDateText, type ReportRow } from '@portal/contract';
import { Button, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { PagedTable } from '@/components/paged-table';
import { QueryState } from '@/components/query-state';
import { listFiltersCodec, useListFilters } from '@/lib/use-list-filters';
import {
  reportChartQueryOptions,
  reportDetailQueryOptions,
  reportListQueryOptions,
  useReportChart,
  useReportList,
} from '../api/report-queries';
import { ReportChart, ReportChartLoading } from './report-chart';
import { lazyDialog } from '@/components/lazy-dialog';
import type { FirstModules } from '@/lib/first-draw';
import { PaidTag, ReportStatusTag } from './report-tags';
import './reports.css';

const ReportDialog = lazyDialog(
  () => import('./report-dialog').then((m) => m.ReportDialog),
  (p) => p.reportId !== undefined,
);

export const REPORTS_TEXT = {
  table: 'Báo cáo công nợ theo tháng',
  month: 'Tháng',
  amount: 'Số tiền công nợ',
  extensionDate: 'Ngày gia hạn',
  status: 'Trạng thái xác nhận',
  payment: 'Thanh toán',
  detail: 'Chi tiết',
  detailOf: (month: string) => `Chi tiết công nợ tháng ${month}`,
} as const;

const PAGE_SIZES = [10, 25, 50, 100] as const;
const FIRST_PAGE: { page: number; limit: number } = { page: 1, limit: PAGE_SIZES[0] };

/**
 * What the tab reads first (the server draws it with them): the chart, and the monthly list as the
 * address pages it; with a `report` in the address (a notification's link), that report too, so its
 * dialog is drawn open with it (its code: `reportsFirstModules`).
 */
export const reportsFirstQueries = (search: URLSearchParams) => {
  const opened = search.get('report');
  return [
    reportChartQueryOptions(),
    reportListQueryOptions(listFiltersCodec(deferredPaymentEndpoints.list.query, FIRST_PAGE).read(search)),
    ...(opened ? [reportDetailQueryOptions(opened)] : []),
  ];
};

/** With a `report` in the address, the dialog's code too: the server draws it open, still, and the browser hydrates it so. */
export const reportsFirstModules: FirstModules = (search) => (search.has('report') ? [ReportDialog.preload()] : []);

/**
 * 'Báo cáo công nợ' (spec 3 §2), the default tab of /cong-no: the 12-month chart, the monthly
 * table and the report dialog. A `report` search parameter (a notification's link) opens that
 * report's dialog. The table's page and size are kept in the address (`page`, `limit`; issue 37):
 * the list has no other filter, and only one tab of the page is shown at a time.
 */
export function ReportsTab() {
  const { filters, paging } = useListFilters(FIRST_PAGE, { query: deferredPaymentEndpoints.list.query });
  const [searchParams, setSearchParams] = useSearchParams();
  const opened = searchParams.get('report') ?? undefined;
  const chart = useReportChart();
  const list = useReportList(filters);

  const open = (id: string | undefined) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id) next.set('report', id);
        else next.delete('report');
        return next;
      },
      { replace: true },
    );

  const columns: TableColumnsType<ReportRow> = [
    { title: REPORTS_TEXT.month, dataIndex: 'reportingMonth', width: 100 },
    { title: REPORTS_TEXT.amount, dataIndex: 'formattedAmount', width: 150, align: 'right' },
    { title: REPORTS_TEXT.extensionDate, dataIndex: 'extensionDate', width: 130, render: (_v, row) => extensionDateText(row) },
    {
      title: REPORTS_TEXT.status,
      dataIndex: 'status',
      width: 160,
      render: (_v, row) => <ReportStatusTag status={row.status} name={row.statusName} />,
    },
    { title: REPORTS_TEXT.payment, dataIndex: 'isPaid', width: 150, render: (v: boolean) => <PaidTag isPaid={v} /> },
    {
      title: REPORTS_TEXT.detail,
      key: 'detail',
      width: 110,
      fixed: 'right',
      render: (_v, row) => (
        <Button size="small" onClick={() => open(row.id)} aria-label={REPORTS_TEXT.detailOf(row.reportingMonth)}>
          {REPORTS_TEXT.detail}
        </Button>
      ),
    },
  ];

  return (
    <div className="reports-tab">
      <QueryState query={chart} loading={<ReportChartLoading />}>
        {(data) => <ReportChart chart={data} />}
      </QueryState>
      <section aria-label={REPORTS_TEXT.table}>
        <PagedTable query={list} columns={columns} pageSizes={PAGE_SIZES} paging={paging} />
      </section>
      <ReportDialog reportId={opened} onClose={() => open(undefined)} />
    </div>
  );
}
