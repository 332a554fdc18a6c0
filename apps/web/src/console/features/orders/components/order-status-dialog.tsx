import {
  APPOINTMENT_STATUS,
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  appointmentStatusName,
  type DeskOrderDetail,
  deskOrderStatusBodySchema,
  FINAL_APPOINTMENT_STATUSES,
  ORDER_DESK_MSG,
  ORDER_LIMITS,
} from '@portal/contract';
import { Alert, Form, Input, Modal, Radio, Typography } from 'antd';
import { requiredRule, zodRule } from '@/lib/zod-rule';
import { CONSOLE_TEXT } from '../../../lib/labels';
import { useSetOrderStatus } from '../api/orders';

type StatusForm = { status?: AppointmentStatus; note?: string };

/** The statuses the desk may move an order to (none from a final one; completing needs the result step). */
export function statusTargets(order: Pick<DeskOrderDetail, 'statusAppointment' | 'progressStep'>) {
  if (FINAL_APPOINTMENT_STATUSES.includes(order.statusAppointment as AppointmentStatus)) return [];
  return APPOINTMENT_STATUSES.filter((s) => s !== order.statusAppointment).map((status) => ({
    status,
    disabled: status === APPOINTMENT_STATUS.Completed && order.progressStep !== 'RESULT_READY',
  }));
}

/** The cancel reason's rule is the status body's own (required when cancelling, at most 500 characters). */
const cancelNoteRule = zodRule({
  safeParse: (note: unknown) => deskOrderStatusBodySchema.safeParse({ status: APPOINTMENT_STATUS.Cancelled, note }),
});

/**
 * Moves an order to another status; cancelling asks for the reason the collaborator will read.
 * Completed and cancelled are final, so the dialog says so before the operator confirms.
 */
export function OrderStatusDialog({ order, onClose }: { order: DeskOrderDetail; onClose: () => void }) {
  const [form] = Form.useForm<StatusForm>();
  const setStatus = useSetOrderStatus(order.id);
  const target = Form.useWatch('status', form);
  const isFinal = target !== undefined && FINAL_APPOINTMENT_STATUSES.includes(target);

  const submit = ({ status, note }: StatusForm) => {
    if (status === undefined) return;
    setStatus.mutate({ status, note: status === APPOINTMENT_STATUS.Cancelled ? (note ?? '').trim() : '' }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      title={`Chuyển trạng thái lịch hẹn ${order.appointmentId}`}
      okText={CONSOLE_TEXT.confirm}
      cancelText={CONSOLE_TEXT.cancel}
      okButtonProps={{ htmlType: 'submit', form: 'order-status', danger: target === APPOINTMENT_STATUS.Cancelled }}
      confirmLoading={setStatus.isPending}
      onCancel={onClose}
      mask={{ closable: !setStatus.isPending }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Trạng thái hiện tại: <strong>{appointmentStatusName(order.statusAppointment)}</strong>. Cộng tác viên {order.collaborator.name} sẽ
        nhận được thông báo.
      </Typography.Paragraph>
      <Form<StatusForm>
        form={form}
        id="order-status"
        name="order-status"
        layout="vertical"
        onFinish={submit}
        disabled={setStatus.isPending}
      >
        <Form.Item name="status" label="Trạng thái mới" rules={[requiredRule(ORDER_DESK_MSG.chooseStatus)]}>
          <Radio.Group
            options={statusTargets(order).map(({ status, disabled }) => ({
              value: status,
              disabled,
              label: disabled ? `${appointmentStatusName(status)} (cần tiến trình tới bước Có kết quả)` : appointmentStatusName(status),
            }))}
          />
        </Form.Item>
        {target === APPOINTMENT_STATUS.Cancelled && (
          <Form.Item name="note" label="Lý do hủy (gửi tới cộng tác viên)" rules={[cancelNoteRule]}>
            <Input.TextArea rows={3} maxLength={ORDER_LIMITS.cancelNotesMax} showCount />
          </Form.Item>
        )}
      </Form>
      {isFinal && (
        <Alert
          type="warning"
          showIcon
          title={`Lịch hẹn ở trạng thái "${appointmentStatusName(target)}" không thể chuyển sang trạng thái khác. Thao tác này không thể hoàn tác.`}
        />
      )}
    </Modal>
  );
}
