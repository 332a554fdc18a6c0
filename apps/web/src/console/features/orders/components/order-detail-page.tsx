import {
  APPOINTMENT_STATUS,
  DEFAULT_ORDER_REASON,
  type DeskOrderDetail,
  formatVnd,
  genderName,
  type OrderServiceWithMoney,
  REASON_LINE_PREFIX,
  reasonFromNote,
  servicesTotal,
  formatDate,
  wallClock,
} from '@portal/contract';
import { Alert, Button, Card, Col, Descriptions, Flex, Row, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { consolePaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { CONSOLE_TEXT } from '../../../lib/labels';
import { useOrder } from '../api/orders';
import { AppointmentStatusTag, MethodTag, ResultStatusTag } from '@/components/order-tags';
import { OrderProgressCard } from './order-progress-card';
import { OrderResultCard } from './order-result-card';
import { OrderStatusDialog, statusTargets } from './order-status-dialog';

export type OrderPermissions = { canManage: boolean; canSeeAudit: boolean };

/** The note's other lines (its 'lý do đặt lịch:' line is shown as the reason). */
const noteWithoutReason = (note: string) =>
  note
    .split(/\r?\n/)
    .filter((line) => !line.trim().toLowerCase().startsWith(REASON_LINE_PREFIX))
    .join('\n')
    .trim();

const item = (key: string, label: string, children: React.ReactNode) => ({ key, label, children: children || CONSOLE_TEXT.empty });

/** A small card of label–value rows. */
const InfoCard = ({ title, items }: { title: string; items: ReturnType<typeof item>[] }) => (
  <Card title={title} size="small">
    <Descriptions size="small" column={1} items={items} />
  </Card>
);

function PatientCard({ order }: { order: DeskOrderDetail }) {
  return (
    <InfoCard
      title="Bệnh nhân"
      items={[
        item('name', 'Họ và tên', order.patientName),
        item('phone', 'Số điện thoại', order.patientPhone),
        item('sex', 'Giới tính', genderName(order.patientSex)),
        item('bod', 'Ngày sinh', formatDate(order.patientBod)),
        item('email', 'Email', order.patientEmail || order.email),
        item('address', 'Địa chỉ', order.fullAddress),
      ]}
    />
  );
}

function BookingCard({ order }: { order: DeskOrderDetail }) {
  const note = noteWithoutReason(order.reasonNote);
  return (
    <InfoCard
      title="Thông tin đặt lịch"
      items={[
        item('code', 'Mã lịch hẹn', order.appointmentId),
        item('method', 'Hình thức', <MethodTag method={order.methodType} />),
        ...(order.methodType === 'HOSPITAL' ? [item('facility', 'Cơ sở y tế', order.facilityName)] : []),
        item('date', 'Thời gian lấy mẫu', wallClock(order.appointmentDate)),
        item('reason', 'Lý do đặt lịch', reasonFromNote(order.reasonNote) || DEFAULT_ORDER_REASON),
        item('note', 'Ghi chú', note && <span style={{ whiteSpace: 'pre-wrap' }}>{note}</span>),
        item('sid', 'Mã mẫu (SID)', order.sid),
        item('created', 'Ngày tạo', formatDateTime(order.createDate)),
        ...(order.cancelNotes ? [item('cancel', 'Lý do hủy', order.cancelNotes)] : []),
      ]}
    />
  );
}

function CollaboratorCard({ order }: { order: DeskOrderDetail }) {
  const c = order.collaborator;
  return (
    <InfoCard
      title="Cộng tác viên"
      items={[
        item('name', 'Cộng tác viên', <Link to={consolePaths.partnerDetail.getHref(c.id)}>{`${c.code} — ${c.name}`}</Link>),
        item('email', 'Email', c.email),
        item(
          'link',
          'Trang tiến trình',
          <a href={order.linkTienTrinh} target="_blank" rel="noopener noreferrer">
            Mở trang tiến trình
          </a>,
        ),
      ]}
    />
  );
}

function ServicesCard({ services }: { services: OrderServiceWithMoney[] }) {
  return (
    <Card title={`Dịch vụ (${services.length})`} size="small">
      <Table<OrderServiceWithMoney>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={services}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'code', title: 'Mã dịch vụ', dataIndex: 'serviceCode' },
          { key: 'name', title: 'Tên dịch vụ', dataIndex: 'serviceName' },
          { key: 'price', title: 'Đơn giá', align: 'right', render: (_, s) => formatVnd(s.originalPrice) },
          { key: 'fee', title: 'Phí tư vấn', align: 'right', render: (_, s) => formatVnd(s.feePrice) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <strong>Tổng cộng</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong>{formatVnd(servicesTotal(services))}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {formatVnd(services.reduce((sum, s) => sum + s.feePrice, 0))}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}

function RequestsCard({ order }: { order: DeskOrderDetail }) {
  return (
    <Card title={`Yêu cầu của cộng tác viên (${order.requests.length})`} size="small">
      {order.requests.length === 0 ? (
        <Typography.Text type="secondary">Chưa có yêu cầu</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          {order.requests.map((r) => (
            <Flex key={r.id} vertical gap={4}>
              <Space wrap>
                <Tag color="volcano">{r.kindName}</Tag>
                <Typography.Text type="secondary">{formatDateTime(r.createdAt)}</Typography.Text>
              </Space>
              <span style={{ whiteSpace: 'pre-wrap' }}>{r.content}</span>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

/** What the laboratory's systems changed on the order: who moved it, when, and what. */
function LabUpdatesCard({ updates }: { updates: DeskOrderDetail['labUpdates'] }) {
  return (
    <Card title="Cập nhật từ hệ thống xét nghiệm" size="small">
      <Flex vertical gap={8}>
        {updates.map((u) => (
          <Flex key={`${u.at}-${u.summary}`} wrap gap={8} align="baseline">
            <Typography.Text type="secondary">{formatDateTime(u.at)}</Typography.Text>
            <Tag color="geekblue">{u.integration}</Tag>
            <span>{u.summary}</span>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

function OrderView({ order, can }: { order: DeskOrderDetail; can: OrderPermissions }) {
  const [movingStatus, setMovingStatus] = useState(false);
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Space wrap align="center">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {order.appointmentId} — {order.patientName}
          </Typography.Title>
          <AppointmentStatusTag status={order.statusAppointment} />
          <ResultStatusTag result={order.statusHisStr} />
          <MethodTag method={order.methodType} />
          {order.labUpdates[0] && <Tag color="geekblue">{`Cập nhật bởi tích hợp: ${order.labUpdates[0].integration}`}</Tag>}
        </Space>
        <Space wrap>
          {can.canManage && statusTargets(order).length > 0 && (
            <Button type="primary" onClick={() => setMovingStatus(true)}>
              Chuyển trạng thái
            </Button>
          )}
          {can.canSeeAudit && (
            <Link to={consolePaths.audit.getHref({ objectType: 'medical_order', search: order.id })}>Nhật ký thao tác</Link>
          )}
        </Space>
      </Flex>
      {order.statusAppointment === APPOINTMENT_STATUS.Cancelled && (
        <Alert type="error" showIcon title="Lịch hẹn đã hủy" description={`Lý do hủy: ${order.cancelNotes || CONSOLE_TEXT.empty}`} />
      )}
      {order.requests.length > 0 && (
        <Alert type="info" showIcon title={`Cộng tác viên đã gửi ${order.requests.length} yêu cầu về lịch hẹn này (xem bên dưới).`} />
      )}
      <OrderProgressCard order={order} canManage={can.canManage} />
      {order.labUpdates.length > 0 && <LabUpdatesCard updates={order.labUpdates} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <PatientCard order={order} />
        </Col>
        <Col xs={24} lg={8}>
          <BookingCard order={order} />
        </Col>
        <Col xs={24} lg={8}>
          <CollaboratorCard order={order} />
        </Col>
      </Row>
      <ServicesCard services={order.services} />
      <OrderResultCard order={order} canManage={can.canManage} />
      <RequestsCard order={order} />
      {movingStatus && <OrderStatusDialog order={order} onClose={() => setMovingStatus(false)} />}
    </Flex>
  );
}

/** /quan-tri/chi-dinh/{id}: an order with its patient, booking, services, progress, result and the collaborator's requests. */
export function OrderDetailPage({ id, can }: { id: string; can: OrderPermissions }) {
  const query = useOrder(id);
  return <QueryState query={query}>{(order) => <OrderView order={order} can={can} />}</QueryState>;
}
