import {
  appointmentStatusName,
  type DeskOrderRow,
  formatVnd,
  methodTypeName,
  ORDER_OPTIONS,
  type OrderOption,
  resultStatusName,
  wallClock,
} from '@portal/contract';
import { Badge, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { consolePaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getOrders, useOrderOptions, useOrders } from '../api/orders';
import { AppointmentStatusTag, MethodTag, ResultStatusTag } from '@/components/order-tags';

/** The list's filters, named as the API reads them. */
export const ORDER_FILTER_KEYS = ['search', 'partnerId', 'Status', 'Result', 'methodType', 'step', 'DateOfMedical', 'hasRequests'] as const;
type FilterKey = (typeof ORDER_FILTER_KEYS)[number];

const place = (row: DeskOrderRow) => (row.methodType === 'HOSPITAL' ? (row.facilityName ?? '') : row.provinceName);

const columns: ListColumn<DeskOrderRow>[] = [
  {
    key: 'appointmentId',
    title: 'Mã lịch hẹn',
    render: (_, row) => <Link to={consolePaths.orderDetail.getHref(row.id)}>{row.appointmentId}</Link>,
    exportValue: (row) => row.appointmentId,
  },
  {
    key: 'patientName',
    title: 'Bệnh nhân',
    render: (_, row) => (
      <Flex vertical>
        <span>{row.patientName}</span>
        <Typography.Text type="secondary">{row.patientPhone}</Typography.Text>
      </Flex>
    ),
    exportValue: (row) => row.patientName,
  },
  { key: 'patientPhone', title: 'Số điện thoại', defaultHidden: true, exportValue: (row) => row.patientPhone },
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
  {
    key: 'methodType',
    title: 'Hình thức',
    render: (_, row) => (
      <Flex vertical align="flex-start">
        <MethodTag method={row.methodType} />
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 180 }} title={place(row)}>
          {place(row)}
        </Typography.Text>
      </Flex>
    ),
    exportValue: (row) => methodTypeName(row.methodType),
  },
  { key: 'place', title: 'Nơi lấy mẫu', defaultHidden: true, render: (_, row) => place(row), exportValue: place },
  {
    key: 'appointmentDate',
    title: 'Lấy mẫu lúc',
    render: (_, row) => wallClock(row.appointmentDate),
    exportValue: (row) => wallClock(row.appointmentDate),
  },
  {
    key: 'totalServicePrice',
    title: 'Tổng tiền',
    align: 'right',
    render: (_, row) => formatVnd(row.totalServicePrice),
    exportValue: (row) => row.totalServicePrice,
  },
  {
    key: 'totalConsultationFee',
    title: 'Phí tư vấn',
    align: 'right',
    defaultHidden: true,
    render: (_, row) => formatVnd(row.totalConsultationFee),
    exportValue: (row) => row.totalConsultationFee,
  },
  {
    key: 'statusAppointment',
    title: 'Trạng thái',
    render: (_, row) => (
      <Flex vertical align="flex-start" gap={4}>
        <AppointmentStatusTag status={row.statusAppointment} />
        <ResultStatusTag result={row.statusHisStr} />
      </Flex>
    ),
    exportValue: (row) => appointmentStatusName(row.statusAppointment),
  },
  {
    key: 'statusHisStr',
    title: 'Kết quả',
    defaultHidden: true,
    render: (_, row) => <ResultStatusTag result={row.statusHisStr} />,
    exportValue: (row) => resultStatusName(row.statusHisStr),
  },
  { key: 'progressStepName', title: 'Tiến trình', exportValue: (row) => row.progressStepName },
  { key: 'sid', title: 'Mã mẫu (SID)', defaultHidden: true, render: (_, row) => row.sid ?? '—', exportValue: (row) => row.sid ?? '' },
  {
    key: 'requestCount',
    title: 'Yêu cầu',
    align: 'center',
    render: (_, row) => (row.requestCount ? <Badge count={row.requestCount} color="volcano" /> : '—'),
    exportValue: (row) => row.requestCount,
  },
  {
    key: 'createDate',
    title: 'Ngày tạo',
    defaultHidden: true,
    render: (_, row) => formatDateTime(row.createDate),
    exportValue: (row) => formatDateTime(row.createDate),
  },
];

/** The contract's option group as a select's options (keys as the URL holds them). */
const options = (group: readonly OrderOption[]) => group.map((o) => ({ value: String(o.key), label: o.name }));

/** /quan-tri/chi-dinh: every collaborator's orders, filtered as the customer-care desk needs. */
export function OrderListPage() {
  const list = useListParams(ORDER_FILTER_KEYS);
  const query = listQuery(list);
  const orders = useOrders(query);
  const lookups = useOrderOptions();
  const collaborators = lookups.data?.collaborators;
  const filters = useMemo<ListFilter<FilterKey>[]>(
    () => [
      { kind: 'search', key: 'search', label: 'Tìm theo tên, SĐT bệnh nhân, mã lịch hẹn, mã mẫu' },
      {
        kind: 'select',
        key: 'partnerId',
        label: 'Cộng tác viên',
        searchable: true,
        options: (collaborators ?? []).map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` })),
      },
      { kind: 'select', key: 'Status', label: 'Trạng thái', options: options(ORDER_OPTIONS.status) },
      { kind: 'select', key: 'Result', label: 'Kết quả', options: options(ORDER_OPTIONS.result) },
      { kind: 'select', key: 'methodType', label: 'Hình thức', options: options(ORDER_OPTIONS.methodType) },
      { kind: 'select', key: 'step', label: 'Tiến trình', options: options(ORDER_OPTIONS.progressStep) },
      { kind: 'date', key: 'DateOfMedical', label: 'Ngày lấy mẫu' },
      { kind: 'select', key: 'hasRequests', label: 'Yêu cầu của CTV', options: [{ value: 'true', label: 'Có yêu cầu' }] },
    ],
    [collaborators],
  );
  return (
    <>
      <Typography.Title level={3}>Chỉ định của cộng tác viên</Typography.Title>
      <ListPage<DeskOrderRow, FilterKey>
        id="orders"
        list={list}
        filters={filters}
        columns={columns}
        query={orders}
        rowKey={(row) => row.id}
        exportAll={{ fileName: 'chi-dinh', fetchPage: (page, limit) => getOrders({ ...query, page, limit }) }}
      />
    </>
  );
}
