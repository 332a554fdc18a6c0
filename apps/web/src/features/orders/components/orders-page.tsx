import {
  type AppointmentStatus,
  formatVnd,
  MONEY_PERMISSIONS,
  type OrderDetail,
  type OrderRow,
  ORDER_LIMITS,
  ORDER_TEXT,
  type RangeEntry,
  type ResultStatus,
  formatDateTime,
  orderEndpoints,
  wallClock,
} from '@portal/contract';
import { Button, DatePicker, Space, type TableColumnsType, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageTitle } from '@/components/page-title';
import { FilterSelect } from '@/components/filter-select';
import { PagedTable } from '@/components/paged-table';
import { SearchBox } from '@/components/search-box';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { FirstQueries } from '@/lib/first-draw';
import { listFiltersCodec, presetOf, useListFilters } from '@/lib/use-list-filters';
import { orderFilterOptionsQueryOptions, useOrderFilterOptions } from '../api/get-order-filter-options';
import { type OrderFilters, ordersQueryOptions, useOrders } from '../api/get-orders';
import type { OrderScreenParts } from '../parts';
import { OrderReport } from './order-report';
import { AppointmentStatusTag, MethodTag, ResultStatusTag } from '@/components/order-tags';
import { isEditModeArrival } from '@/lib/edit-mode';
import './orders.css';

// The wizard and the booking notice load when first opened, not with the list.
const OrderWizard = lazyDialog(
  () => import('./order-wizard').then((m) => m.OrderWizard),
  (p) => p.open,
);
const BookingSuccessDialog = lazyDialog(
  () => import('./booking-success-dialog').then((m) => m.BookingSuccessDialog),
  (p) => p.order !== undefined,
);

export const ORDERS_TEXT = {
  title: 'Chỉ định',
  create: ORDER_TEXT.wizardCreateTitle,
  patients: 'Quản lý bệnh nhân',
  search: 'Tìm theo tên, số điện thoại, SID, mã lịch hẹn',
  patient: 'Bệnh nhân',
  serviceTotal: 'Tổng tiền dịch vụ',
  consultationFee: 'Phí tư vấn',
  status: 'Trạng thái',
  result: 'Kết quả',
  dateOfMedical: 'Ngày khám',
} as const;

const FIRST_PAGE: OrderFilters = { page: 1, limit: ORDER_LIMITS.listPageSize };

/**
 * The filters as sent: a money range the role may not see is left out. The server would refuse it,
 * and a range chosen before the role lost its key could no longer be cleared (its select is gone).
 */
const sentFilters = (filters: OrderFilters, canSeePrices: boolean, canSeeFees: boolean): OrderFilters => ({
  ...filters,
  ...(canSeePrices ? {} : { MinServiceTotal: undefined, MaxServiceTotal: undefined }),
  ...(canSeeFees ? {} : { MinConsultationFee: undefined, MaxConsultationFee: undefined }),
});

/** What the page reads first (the route's loader: the server draws the page with it): the list as the address filters it, the filters' options. */
export const ordersFirstQueries: FirstQueries = (search, { can }) => [
  ordersQueryOptions(
    sentFilters(
      listFiltersCodec(orderEndpoints.list.query, FIRST_PAGE).read(search),
      can(MONEY_PERMISSIONS.prices),
      can(MONEY_PERMISSIONS.fees),
    ),
  ),
  orderFilterOptionsQueryOptions(),
];

const presetOptions = (presets: readonly RangeEntry[] | undefined) => (presets ?? []).map((r) => ({ value: r.key, label: r.name }));

/** A money preset's bounds as the list's Min/Max filters. */
const boundsOf = (presets: readonly RangeEntry[] | undefined, key: string | undefined) => {
  const preset = presets?.find((p) => p.key === key);
  return { min: preset?.from ?? undefined, max: preset?.to ?? undefined };
};

/**
 * /chi-dinh (spec 3 §2): every filter (any change goes back to page 1), the report over what
 * matches above the table, 'Tạo chỉ định' opening the wizard (also on arrival with the edit-mode
 * flag); after a create the list is read again at page 1, limit 10; a row opens its detail.
 */
export function OrdersPage({ parts }: { parts: OrderScreenParts }) {
  useDocumentTitle(ORDERS_TEXT.title);
  const navigate = useNavigate();
  const location = useLocation();
  const { filters, setFilters, setFilter, searchText, setSearchText, paging } = useListFilters<OrderFilters>(FIRST_PAGE, {
    query: orderEndpoints.list.query,
  });
  const [wizardOpen, setWizardOpen] = useState(false);
  const [saved, setSaved] = useState<OrderDetail>();
  // A sub-user whose role cannot book or manage patients is not offered to (SPEC-NOTES 8).
  const canManage = useCan('order.manage');
  const canSeePatients = useCan('patient.view');
  // The amounts are held field by field: without the key the answers carry none, so their columns and filters go too.
  const canSeePrices = useCan(MONEY_PERMISSIONS.prices);
  const canSeeFees = useCan(MONEY_PERMISSIONS.fees);
  const list = useOrders(sentFilters(filters, canSeePrices, canSeeFees));
  const options = useOrderFilterOptions();

  // Spec 3 §2: the edit-mode flag in the navigation state opens the wizard on arrival (once).
  useEffect(() => {
    if (!isEditModeArrival(location.state)) return;
    if (canManage) setWizardOpen(true);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate, canManage]);

  // Widths that fit a 1366-px screen (1164 px of page; the phone under the name saves a column); narrower screens scroll.
  const columns: TableColumnsType<OrderRow> = [
    { title: 'STT', key: 'index', width: 52, render: (_v, _r, i) => (filters.page - 1) * filters.limit + i + 1 },
    {
      title: 'Mã lịch hẹn',
      dataIndex: 'appointmentId',
      width: 108,
      render: (code: string, r) => (
        <Link to={paths.assignmentDetail.getHref(r.id)} onClick={(e) => e.stopPropagation()}>
          {code}
        </Link>
      ),
    },
    {
      title: 'Bệnh nhân',
      dataIndex: 'patientName',
      width: 150,
      render: (name: string, r) => (
        <>
          {name}
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {r.patientPhone}
          </Typography.Text>
        </>
      ),
    },
    { title: 'SID', dataIndex: 'sid', width: 60, render: (v: string | null) => v ?? '—' },
    { title: 'Ngày hẹn', dataIndex: 'appointmentDate', width: 104, render: (v: string) => wallClock(v) },
    { title: 'Hình thức', dataIndex: 'methodType', width: 114, render: (v: string) => <MethodTag method={v} /> },
    ...(canSeePrices
      ? [
          {
            title: ORDERS_TEXT.serviceTotal,
            dataIndex: 'totalServicePrice',
            width: 104,
            align: 'right' as const,
            render: (v: number) => formatVnd(v),
          },
        ]
      : []),
    ...(canSeeFees
      ? [
          {
            title: ORDERS_TEXT.consultationFee,
            dataIndex: 'totalConsultationFee',
            width: 96,
            align: 'right' as const,
            render: (v: number) => formatVnd(v),
          },
        ]
      : []),
    {
      title: ORDERS_TEXT.status,
      dataIndex: 'statusAppointment',
      width: 120,
      render: (v: number) => <AppointmentStatusTag status={v} />,
    },
    { title: ORDERS_TEXT.result, dataIndex: 'statusHisStr', width: 128, render: (v: string) => <ResultStatusTag result={v} /> },
    { title: 'Ngày tạo', dataIndex: 'createDate', width: 104, render: (v: string) => formatDateTime(v) },
  ];

  return (
    <div className="page orders-page">
      <PageTitle
        extra={
          <Space>
            {canSeePatients ? <Link to={paths.patients.getHref()}>{ORDERS_TEXT.patients}</Link> : null}
            {canManage ? (
              <Button type="primary" onClick={() => setWizardOpen(true)}>
                {ORDERS_TEXT.create}
              </Button>
            ) : null}
          </Space>
        }
      >
        {ORDERS_TEXT.title}
      </PageTitle>
      <OrderReport report={list.data?.report} showsPrices={canSeePrices} />
      <Space wrap className="filter-bar" style={{ marginBottom: 16 }}>
        <SearchBox width={300} label={ORDERS_TEXT.search} value={searchText} onChange={setSearchText} />
        <parts.PatientSelect
          placeholder={ORDERS_TEXT.patient}
          value={filters.patientId}
          onChange={(patientId) => setFilter({ patientId })}
        />
        {canSeePrices ? (
          <FilterSelect
            label={ORDERS_TEXT.serviceTotal}
            options={presetOptions(options.data?.serviceTotal)}
            value={presetOf(options.data?.serviceTotal, filters.MinServiceTotal, filters.MaxServiceTotal)?.key}
            onChange={(key) => {
              const { min, max } = boundsOf(options.data?.serviceTotal, key);
              setFilter({ MinServiceTotal: min, MaxServiceTotal: max });
            }}
          />
        ) : null}
        {canSeeFees ? (
          <FilterSelect
            label={ORDERS_TEXT.consultationFee}
            options={presetOptions(options.data?.consultationFee)}
            value={presetOf(options.data?.consultationFee, filters.MinConsultationFee, filters.MaxConsultationFee)?.key}
            onChange={(key) => {
              const { min, max } = boundsOf(options.data?.consultationFee, key);
              setFilter({ MinConsultationFee: min, MaxConsultationFee: max });
            }}
          />
        ) : null}
        <FilterSelect
          width={180}
          label={ORDERS_TEXT.status}
          options={(options.data?.status ?? []).map((o) => ({ value: o.key as AppointmentStatus, label: o.name }))}
          value={filters.Status as AppointmentStatus | undefined}
          onChange={(Status) => setFilter({ Status })}
        />
        <FilterSelect
          width={180}
          label={ORDERS_TEXT.result}
          options={(options.data?.result ?? []).map((o) => ({ value: o.key as ResultStatus, label: o.name }))}
          value={filters.Result as ResultStatus | undefined}
          onChange={(Result) => setFilter({ Result })}
        />
        <DatePicker
          placeholder={ORDERS_TEXT.dateOfMedical}
          aria-label={ORDERS_TEXT.dateOfMedical}
          format="DD/MM/YYYY"
          value={filters.DateOfMedical ? dayjs(String(filters.DateOfMedical)) : null}
          onChange={(day: Dayjs | null) => setFilter({ DateOfMedical: day ? day.format('YYYY-MM-DD') : undefined })}
        />
      </Space>
      <PagedTable<OrderRow>
        query={list}
        columns={columns}
        paging={paging}
        pageSizes={ORDER_LIMITS.pageSizeOptions}
        onRow={(r) => ({ onClick: () => navigate(paths.assignmentDetail.getHref(r.id)), className: 'orders-page__row' })}
      />
      <OrderWizard
        open={wizardOpen}
        PatientPicker={parts.PatientPicker}
        onClose={() => setWizardOpen(false)}
        onSaved={(order) => {
          setWizardOpen(false);
          // Spec 3 §4, §9: after a create the list is read again at page 1, limit 10.
          setFilters((f) => ({ ...f, page: FIRST_PAGE.page, limit: FIRST_PAGE.limit }));
          setSaved(order);
        }}
      />
      <BookingSuccessDialog
        order={saved}
        onClose={() => setSaved(undefined)}
        onBookNext={() => {
          setSaved(undefined);
          setWizardOpen(true);
        }}
      />
    </div>
  );
}
