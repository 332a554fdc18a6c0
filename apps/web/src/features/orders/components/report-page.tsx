import {
  CONSULTING_MSG,
  type CollaboratorReport,
  formatMonth,
  formatVnd,
  monthIndex,
  ORDER_LIMITS,
  ORDER_REPORT_LIMITS,
  type ReportMonth,
} from '@portal/contract';
import { Alert, Button, DatePicker, Flex, Table, type TableColumnsType, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { KeyboardScrollable } from '@/components/keyboard-scrollable';
import { NoAccess } from '@/components/no-access';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { type ExportColumn, exportXlsx } from '@/lib/export-xlsx';
import { useCan } from '@/lib/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { FirstQueries } from '@/lib/first-draw';
import { collaboratorReportQueryOptions, type ReportPeriod, useCollaboratorReport } from '../api/get-collaborator-report';
import { ReportChart } from './report-chart';
import './report-page.css';

export const REPORT_TEXT = {
  title: 'Báo cáo',
  period: 'Khoảng thời gian',
  export: 'Xuất Excel',
  total: 'Tổng cộng',
  caption: 'Số chỉ định, chỉ định hoàn thành, doanh thu và phí tư vấn theo tháng',
} as const;

/** A report page holds up to 24 months: they fit one page of 25 (sizes 10/25/50/100). */
const REPORT_PAGE_SIZE = 25;

const EXPORT_COLUMNS: readonly ExportColumn<ReportMonth & { label?: string }>[] = [
  { title: 'Tháng', value: (r) => r.label ?? formatMonth(r.month), width: 12 },
  { title: 'Số chỉ định', value: (r) => r.orders, width: 14 },
  { title: 'Hoàn thành', value: (r) => r.completed, width: 14 },
  { title: 'Doanh thu (đ)', value: (r) => r.revenue, width: 18 },
  { title: 'Phí tư vấn (đ)', value: (r) => r.fees, width: 18 },
];

/** What the page reads first (the route's loader: the server draws the page with it): the last 12 months, for a role that may see them. */
export const reportsFirstQueries: FirstQueries = (_search, { can }) => (can('debt.view') ? [collaboratorReportQueryOptions({})] : []);

/** /bao-cao (spec 1 §2.1): the collaborator's orders, completed orders, revenue and fees by month; a period; a chart; .xlsx. */
export function ReportPage() {
  useDocumentTitle(REPORT_TEXT.title);
  const canView = useCan('debt.view');
  return (
    <section className="page">
      <PageTitle>{REPORT_TEXT.title}</PageTitle>
      {canView ? <MonthlyReport /> : <NoAccess />}
    </section>
  );
}

const toMonth = (d: Dayjs) => d.format('YYYY-MM');

function MonthlyReport() {
  const [period, setPeriod] = useState<ReportPeriod>({});
  const [periodError, setPeriodError] = useState<string | null>(null);
  const report = useCollaboratorReport(period);
  const tableId = useId();

  const onPeriod = (range: [Dayjs | null, Dayjs | null] | null) => {
    const [start, end] = range ?? [null, null];
    if (!start || !end) {
      setPeriodError(null);
      setPeriod({});
      return;
    }
    const [from, to] = [toMonth(start), toMonth(end)];
    if (monthIndex(to) - monthIndex(from) >= ORDER_REPORT_LIMITS.maxMonths) {
      setPeriodError(CONSULTING_MSG.periodTooLong);
      return;
    }
    setPeriodError(null);
    setPeriod({ fromMonth: from, toMonth: to });
  };

  const value: [Dayjs, Dayjs] | null =
    period.fromMonth && period.toMonth ? [dayjs(`${period.fromMonth}-01`), dayjs(`${period.toMonth}-01`)] : null;

  return (
    <>
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          picker="month"
          format="MM/YYYY"
          value={value}
          onChange={(range) => onPeriod(range as [Dayjs | null, Dayjs | null] | null)}
          aria-label={REPORT_TEXT.period}
          placeholder={['Từ tháng', 'Đến tháng']}
          allowClear
        />
        <Button disabled={!report.data} onClick={() => report.data && void exportReport(report.data)}>
          {REPORT_TEXT.export}
        </Button>
      </Flex>
      {periodError ? <Alert type="error" showIcon title={periodError} style={{ marginBottom: 16 }} /> : null}
      <QueryState query={report}>
        {(data) => (
          <>
            <Typography.Paragraph type="secondary">
              {`Từ tháng ${formatMonth(data.from)} đến tháng ${formatMonth(data.to)} · ${data.total.orders} chỉ định, ${data.total.completed} hoàn thành, doanh thu ${formatVnd(data.total.revenue)}, phí tư vấn ${formatVnd(data.total.fees)}`}
            </Typography.Paragraph>
            <ReportChart items={data.items} describedBy={tableId} />
            <ReportTable id={tableId} data={data} />
          </>
        )}
      </QueryState>
    </>
  );
}

function ReportTable({ id, data }: { id: string; data: CollaboratorReport }) {
  const columns: TableColumnsType<ReportMonth> = [
    { title: 'Tháng', dataIndex: 'month', width: 100, render: (v: string) => formatMonth(v) },
    { title: 'Số chỉ định', dataIndex: 'orders', width: 110, align: 'right' },
    { title: 'Hoàn thành', dataIndex: 'completed', width: 110, align: 'right' },
    { title: 'Doanh thu', dataIndex: 'revenue', width: 150, align: 'right', render: (v: number) => formatVnd(v) },
    { title: 'Phí tư vấn', dataIndex: 'fees', width: 150, align: 'right', render: (v: number) => formatVnd(v) },
  ];
  return (
    <div id={id}>
      <KeyboardScrollable label={REPORT_TEXT.caption}>
        <Table<ReportMonth>
          rowKey="month"
          className="scroll-table"
          size="middle"
          columns={columns}
          dataSource={data.items}
          scroll={{ x: 620 }}
          pagination={{ defaultPageSize: REPORT_PAGE_SIZE, showSizeChanger: true, pageSizeOptions: [...ORDER_LIMITS.pageSizeOptions] }}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{REPORT_TEXT.total}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {data.total.orders}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {data.total.completed}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {formatVnd(data.total.revenue)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {formatVnd(data.total.fees)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </KeyboardScrollable>
    </div>
  );
}

/** The period's months and their total, as the table shows them. */
async function exportReport(data: CollaboratorReport) {
  const rows = [...data.items, { month: '', label: REPORT_TEXT.total, ...data.total }];
  await exportXlsx(`bao-cao-${data.from}-${data.to}.xlsx`, REPORT_TEXT.title, EXPORT_COLUMNS, rows);
}
