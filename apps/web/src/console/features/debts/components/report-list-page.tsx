import {
  addMonths,
  type DeskReportRow,
  extensionDateText,
  formatMonth,
  monthOf,
  REPORT_STATUS_COLORS,
  type ReportStatus,
  vietnamToday,
} from '@portal/contract';
import { Badge, Button, Flex, Form, Modal, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { consolePaths } from '../../../config/paths';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getReports, useBuildReports, useReportDeskOptions, useReports } from '../api/report-desk';

export const REPORT_FILTER_KEYS = ['month', 'partnerId', 'status', 'extensionPending'] as const;
type FilterKey = (typeof REPORT_FILTER_KEYS)[number];

/**
 * The last 24 finished months of Vietnam's calendar, newest first ('YYYY-MM'): the server's months
 * (a report's month is its orders' days in Vietnam), whatever the clock of the operator's device
 * says (at 00:30 on the 1st in Hanoi a device on UTC is still in the month before).
 */
export const finishedMonths = (count = 24, now = new Date()) =>
  Array.from({ length: count }, (_, i) => addMonths(monthOf(vietnamToday(now)), -(i + 1))).map((value) => ({
    value,
    label: formatMonth(value),
  }));

export const ReportStatusTag = ({ status, name }: { status: number; name: string }) => (
  <Tag color={REPORT_STATUS_COLORS[status as ReportStatus]}>{name}</Tag>
);

const columns: ListColumn<DeskReportRow>[] = [
  {
    key: 'reportingMonth',
    title: 'Tháng',
    render: (_, row) => <Link to={consolePaths.debtReportDetail.getHref(row.id)}>{row.reportingMonth}</Link>,
    exportValue: (row) => row.reportingMonth,
  },
  {
    key: 'collaborator',
    title: 'Cộng tác viên',
    render: (_, row) => (
      <Flex vertical>
        <span>{row.collaborator.name}</span>
        <Typography.Text type="secondary">{row.collaborator.code}</Typography.Text>
      </Flex>
    ),
    exportValue: (row) => `${row.collaborator.code} — ${row.collaborator.name}`,
  },
  { key: 'code', title: 'Mã báo cáo', defaultHidden: true, exportValue: (row) => row.code },
  { key: 'amount', title: 'Số tiền', align: 'right', render: (_, row) => row.formattedAmount, exportValue: (row) => row.amount },
  { key: 'serviceCount', title: 'Số dịch vụ', align: 'right', exportValue: (row) => row.serviceCount },
  { key: 'formattedDueDate', title: 'Hạn thanh toán', exportValue: (row) => row.formattedDueDate },
  {
    key: 'status',
    title: 'Trạng thái',
    render: (_, row) => (
      <Flex gap={4} wrap>
        <ReportStatusTag status={row.status} name={row.statusName} />
        {row.extensionPending ? <Badge status="warning" text="Chờ duyệt gia hạn" /> : null}
      </Flex>
    ),
    exportValue: (row) => row.statusName,
  },
  { key: 'extensionDate', title: 'Ngày gia hạn', render: (_, row) => extensionDateText(row), exportValue: (row) => extensionDateText(row) },
];

type BuildValues = { month: string; partnerId?: string };

/** 'Lập báo cáo': a finished month, for one collaborator or all with completed orders (drafts are rebuilt). */
function BuildDialog({ collaborators, onClose }: { collaborators: { value: string; label: string }[]; onClose: () => void }) {
  const [form] = Form.useForm<BuildValues>();
  const build = useBuildReports();
  const navigate = useNavigate();
  return (
    <Modal
      open
      title="Lập báo cáo công nợ tháng"
      okText="Lập báo cáo"
      cancelText="Huỷ"
      okButtonProps={{ htmlType: 'submit', form: 'report-build' }}
      confirmLoading={build.isPending}
      onCancel={onClose}
    >
      <p>Báo cáo lập từ các đơn hoàn thành trong tháng. Báo cáo nháp được lập lại; báo cáo đã gửi không thay đổi.</p>
      <Form<BuildValues>
        form={form}
        id="report-build"
        name="report-build"
        layout="vertical"
        onFinish={(values) =>
          build.mutate(values, {
            onSuccess: (result) => {
              onClose();
              if (result.reportIds.length === 1) void navigate(consolePaths.debtReportDetail.getHref(result.reportIds[0]!));
            },
          })
        }
      >
        <Form.Item name="month" label="Tháng báo cáo" rules={[{ required: true, message: 'Vui lòng chọn tháng' }]}>
          <Select options={finishedMonths()} />
        </Form.Item>
        <Form.Item name="partnerId" label="Lập cho cộng tác viên (để trống: tất cả)">
          <Select allowClear showSearch optionFilterProp="label" options={collaborators} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /quan-tri/cong-no/bao-cao-thang: every collaborator's monthly reports. */
export function ReportListPage({ canManage }: { canManage: boolean }) {
  const list = useListParams(REPORT_FILTER_KEYS);
  const query = listQuery(list);
  const reports = useReports(query);
  const options = useReportDeskOptions();
  const [building, setBuilding] = useState(false);
  const collaborators = useMemo(
    () => (options.data?.collaborators ?? []).map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` })),
    [options.data],
  );
  const filters = useMemo<ListFilter<FilterKey>[]>(
    () => [
      { kind: 'select', key: 'month', label: 'Tháng', options: finishedMonths() },
      { kind: 'select', key: 'partnerId', label: 'Cộng tác viên', searchable: true, options: collaborators },
      {
        kind: 'select',
        key: 'status',
        label: 'Trạng thái',
        options: (options.data?.status ?? []).map((s) => ({ value: String(s.value), label: s.name })),
      },
      {
        kind: 'select',
        key: 'extensionPending',
        label: 'Gia hạn',
        options: [
          { value: 'true', label: 'Có yêu cầu gia hạn chờ duyệt' },
          { value: 'false', label: 'Không có yêu cầu chờ duyệt' },
        ],
      },
    ],
    [collaborators, options.data],
  );
  return (
    <>
      <Typography.Title level={3}>Báo cáo công nợ tháng</Typography.Title>
      {!list.filters.month && !list.filters.partnerId && !list.filters.extensionPending ? (
        <Typography.Paragraph type="secondary">
          Đang xem tháng {finishedMonths(1)[0]!.label}; chọn tháng hoặc cộng tác viên để xem báo cáo khác.
        </Typography.Paragraph>
      ) : null}
      <ListPage<DeskReportRow, FilterKey>
        id="debt-reports"
        list={list}
        filters={filters}
        columns={columns}
        query={reports}
        rowKey={(row) => row.id}
        exportAll={{ fileName: 'bao-cao-cong-no', fetchPage: (page, limit) => getReports({ ...query, page, limit }) }}
        extra={
          canManage ? (
            <Button type="primary" onClick={() => setBuilding(true)}>
              Lập báo cáo
            </Button>
          ) : null
        }
      />
      {building ? <BuildDialog collaborators={collaborators} onClose={() => setBuilding(false)} /> : null}
    </>
  );
}
