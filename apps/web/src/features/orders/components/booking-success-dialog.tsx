import { CheckCircleFilled } from '@ant-design/icons';
import { genderName, methodTypeName, type OrderDetail, ORDER_TEXT, wallClock } from '@portal/contract';
import { Button, Descriptions, Modal, Space } from 'antd';
import { useMatch, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

export const SUCCESS_TEXT = { close: 'Đóng' } as const;

type Props = {
  /** The order just saved; none: closed. */
  order: OrderDetail | undefined;
  onClose: () => void;
  /** 'Đặt lịch tiếp theo': the wizard again, for a new order. */
  onBookNext: () => void;
};

/**
 * 'Đặt lịch thành công' (spec 3 §2): name, phone, booking date, gender, method. Away from an
 * order's detail it offers 'Đặt lịch tiếp theo' and 'Tới tiến trình lịch hẹn' (the new order's detail).
 */
export function BookingSuccessDialog({ order, onClose, onBookNext }: Props) {
  const onDetail = useMatch(paths.assignmentDetail.path) !== null;
  const navigate = useNavigate();
  return (
    <Modal
      open={order !== undefined}
      title={
        <Space>
          <CheckCircleFilled style={{ color: '#52c41a' }} aria-hidden />
          {ORDER_TEXT.successTitle}
        </Space>
      }
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{SUCCESS_TEXT.close}</Button>
          {onDetail || !order ? null : (
            <>
              <Button onClick={onBookNext}>{ORDER_TEXT.bookNext}</Button>
              <Button
                type="primary"
                onClick={() => {
                  onClose();
                  navigate(paths.assignmentDetail.getHref(order.id));
                }}
              >
                {ORDER_TEXT.goToProgress}
              </Button>
            </>
          )}
        </Space>
      }
    >
      {order ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: 'Họ và tên', children: order.patientName },
            { key: 'phone', label: 'Số điện thoại', children: order.patientPhone },
            { key: 'date', label: 'Ngày đặt lịch', children: wallClock(order.appointmentDate) },
            { key: 'gender', label: 'Giới tính', children: genderName(order.patientSex) },
            { key: 'method', label: 'Hình thức', children: methodTypeName(order.methodType) },
          ]}
        />
      ) : null}
    </Modal>
  );
}
