import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  canChangeAppointment,
  DEFAULT_ORDER_REASON,
  genderName,
  type OrderDetail,
  ORDER_TEXT,
  reasonFromNote,
  formatDate,
  wallClock,
} from '@portal/contract';
import { Button, Card, Col, Descriptions, type DescriptionsProps, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { lazyDialog } from '@/components/lazy-dialog';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrder } from '../api/get-order';
import { useDownloadResultFile } from '../api/download-result-file';
import { ownNote, timeThenDate } from '../format';
import type { OrderScreenParts } from '../parts';
import { isEditModeArrival } from '@/lib/edit-mode';
import { AppointmentStatusTag, MethodTag, ResultStatusTag } from '@/components/order-tags';
import { ProgressFrame } from './progress-frame';
import { ServicesTable } from './services-table';
import './orders.css';

// The edit wizard and the cancel dialog load when first opened, not with the order.
const OrderWizard = lazyDialog(
  () => import('./order-wizard').then((m) => m.OrderWizard),
  (p) => p.open,
);
const CancelOrderDialog = lazyDialog(
  () => import('./cancel-order-dialog').then((m) => m.CancelOrderDialog),
  (p) => p.open,
);

export const DETAIL_TEXT = {
  title: 'Chi tiết lịch hẹn',
  back: 'Quay lại',
  packages: 'Gói xét nghiệm',
  patient: 'Thông tin bệnh nhân',
  booking: 'Thông tin đặt lịch',
  result: 'Kết quả xét nghiệm',
  download: 'Tải file kết quả',
  notFound: 'Không tìm thấy lịch hẹn này',
  backToList: 'Về danh sách chỉ định',
} as const;

/** /chi-dinh/{id} (spec 3 §2): the order's header, packages and progress on the left, patient and booking on the right. */
export function OrderDetailPage({ id, parts }: { id: string; parts: OrderScreenParts }) {
  useDocumentTitle(DETAIL_TEXT.title);
  const query = useOrder(id);
  return (
    <QueryState
      query={query}
      // An unknown or foreign id, or one of another shape (404): say so, and offer the way back to the list.
      errorTitle={query.error instanceof ApiError && query.error.status === 404 ? DETAIL_TEXT.notFound : undefined}
      errorExtra={<Link to={paths.assignments.getHref()}>{DETAIL_TEXT.backToList}</Link>}
    >
      {(order) => <OrderDetailView order={order} parts={parts} />}
    </QueryState>
  );
}

const patientItems = (order: OrderDetail): DescriptionsProps['items'] => [
  { key: 'name', label: 'Họ và tên', children: order.patientName },
  { key: 'sid', label: 'SID', children: order.sid ?? '—' },
  { key: 'birth', label: 'Ngày sinh', children: formatDate(order.patientBod) },
  { key: 'gender', label: 'Giới tính', children: genderName(order.patientSex) },
  { key: 'phone', label: 'Số điện thoại', children: order.patientPhone },
];

/** The booking card (spec 3 §2, §9): the reason comes from the note's 'lý do đặt lịch:' line, 'Khám sức khỏe' without one. */
const bookingItems = (order: OrderDetail): DescriptionsProps['items'] => [
  { key: 'method', label: 'Hình thức', children: <MethodTag method={order.methodType} /> },
  ...(order.facilityName ? [{ key: 'facility', label: 'Cơ sở y tế', children: order.facilityName }] : []),
  { key: 'address', label: 'Địa chỉ', children: order.fullAddress },
  { key: 'date', label: 'Ngày hẹn', children: wallClock(order.appointmentDate) },
  { key: 'phone', label: 'Số điện thoại', children: order.patientPhone },
  { key: 'reason', label: 'Lý do đặt lịch', children: reasonFromNote(order.reasonNote) || DEFAULT_ORDER_REASON },
  { key: 'note', label: 'Ghi chú', children: ownNote(order.reasonNote) || '—' },
  ...(order.cancelNotes ? [{ key: 'cancel', label: 'Lý do hủy', children: order.cancelNotes }] : []),
];

function OrderDetailView({ order, parts }: { order: OrderDetail; parts: OrderScreenParts }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const download = useDownloadResultFile();
  // Spec 3 §4: edit and cancel are offered only at status 1, and only to an account that may manage orders.
  const canManage = useCan('order.manage');
  const canChange = canChangeAppointment(order.statusAppointment) && canManage;

  // Spec 3 §2: arriving with the edit-mode flag opens the order dialog (when the order may still change).
  useEffect(() => {
    if (!isEditModeArrival(location.state)) return;
    if (canChange) setEditing(true);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate, canChange]);

  const back = () => (location.key === 'default' ? navigate(paths.assignments.getHref()) : navigate(-1));

  return (
    <div className="page order-detail">
      <div className="order-detail__head">
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
          {DETAIL_TEXT.back}
        </Button>
        <h1 className="order-detail__name">
          {order.patientName}
          {order.sid ? <span className="order-detail__sid"> #{order.sid}</span> : null}
        </h1>
        <ResultStatusTag result={order.statusHisStr} />
        <span className="order-detail__created">{timeThenDate(order.createDate)}</span>
        <span className="order-detail__status">
          {ORDER_TEXT.resultStatusTag}: <AppointmentStatusTag status={order.statusAppointment} />
        </span>
        {canChange ? (
          <Space className="order-detail__actions">
            <Button onClick={() => setEditing(true)}>{ORDER_TEXT.editOrder}</Button>
            <Button danger onClick={() => setCancelling(true)}>
              {ORDER_TEXT.cancelOrder}
            </Button>
          </Space>
        ) : null}
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title={DETAIL_TEXT.packages} size="small">
              <ServicesTable lines={order.services.map((s) => ({ code: s.serviceCode, name: s.serviceName, price: s.originalPrice }))} />
            </Card>
            <Card title={ORDER_TEXT.progressTitle} size="small">
              {/* A change the detail has read (a cancel, a step) shows in the frame at once, not at its next poll. */}
              <ProgressFrame key={`${order.statusAppointment}-${order.progressStep}-${order.statusHisStr}`} orderId={order.id} />
            </Card>
            {order.resultFile ? (
              <Card title={DETAIL_TEXT.result} size="small">
                <Button
                  icon={<DownloadOutlined aria-hidden />}
                  loading={download.isPending}
                  onClick={() => download.mutate({ id: order.id, name: order.resultFile?.name ?? 'ket-qua' })}
                >
                  {DETAIL_TEXT.download}: {order.resultFile.name}
                </Button>
              </Card>
            ) : null}
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title={DETAIL_TEXT.patient} size="small">
              <Descriptions column={1} size="small" items={patientItems(order)} />
            </Card>
            <Card title={DETAIL_TEXT.booking} size="small">
              <Descriptions column={1} size="small" items={bookingItems(order)} />
            </Card>
          </Space>
        </Col>
      </Row>
      <OrderWizard
        open={editing}
        order={order}
        PatientPicker={parts.PatientPicker}
        onClose={() => setEditing(false)}
        // Spec 3 §4: an edit closes and the detail is read again (the mutation drops the order's queries); no booking dialog.
        onSaved={() => setEditing(false)}
      />
      <CancelOrderDialog orderId={order.id} open={cancelling} onClose={() => setCancelling(false)} />
    </div>
  );
}
