import {
  APPOINTMENT_STATUS,
  appointmentStatusName,
  type DeskOrderDetail,
  ORDER_TEXT,
  PROGRESS_STEP_LABELS,
  PROGRESS_STEPS,
  type ProgressStep,
  progressIndex,
  resultStatusName,
} from '@portal/contract';
import { Button, Card, Flex, Steps, Typography } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { useMoveOrderStep } from '../api/orders';

/** What else a move to `step` changes (docs/decisions/orders.md: status and result follow the steps). */
function sideEffects(order: DeskOrderDetail, step: ProgressStep): string {
  if (step === 'RESULT_READY')
    return ` Lịch hẹn chuyển sang "${appointmentStatusName(APPOINTMENT_STATUS.Completed)}", kết quả sang "${resultStatusName('DA_CO_KET_QUA')}".`;
  if (order.statusAppointment <= APPOINTMENT_STATUS.Confirmed)
    return ` Lịch hẹn chuyển sang "${appointmentStatusName(APPOINTMENT_STATUS.InProgress)}".`;
  return '';
}

export const stepButtonLabel = (step: ProgressStep) => `Chuyển sang bước: ${PROGRESS_STEP_LABELS[step]}`;

/**
 * The test progress (booking → sample taken → in the laboratory → result ready) with the time of
 * each step; the desk moves it forward only, after confirming (a step cannot be taken back).
 */
export function OrderProgressCard({ order, canManage }: { order: DeskOrderDetail; canManage: boolean }) {
  const move = useMoveOrderStep(order.id);
  const [target, setTarget] = useState<ProgressStep>();
  const current = progressIndex(order.progressStep);
  const cancelled = order.statusAppointment === APPOINTMENT_STATUS.Cancelled;
  const later = PROGRESS_STEPS.slice(current + 1);
  const skipped = target ? progressIndex(target) - current - 1 : 0;

  return (
    <Card title={ORDER_TEXT.progressTitle} size="small">
      <Steps
        current={current}
        status={cancelled ? 'error' : current === PROGRESS_STEPS.length - 1 ? 'finish' : 'process'}
        items={order.progress.map((p) => ({
          key: p.key,
          title: p.name,
          content: p.at ? formatDateTime(p.at) : 'Chưa tới bước này',
        }))}
      />
      {cancelled && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          Lịch hẹn đã hủy: tiến trình không còn thay đổi.
        </Typography.Paragraph>
      )}
      {canManage && !cancelled && later.length > 0 && (
        <Flex wrap gap={8} style={{ marginTop: 16 }}>
          {later.map((step, i) => (
            <Button key={step} type={i === 0 ? 'primary' : 'default'} onClick={() => setTarget(step)}>
              {stepButtonLabel(step)}
            </Button>
          ))}
        </Flex>
      )}
      <ConfirmDialog
        open={target !== undefined}
        title="Chuyển tiến trình xét nghiệm"
        okText="Chuyển bước"
        description={
          target &&
          `Chuyển lịch hẹn ${order.appointmentId} sang bước "${PROGRESS_STEP_LABELS[target]}"${
            skipped > 0 ? ` (${skipped} bước bỏ qua nhận cùng thời điểm)` : ''
          }?${sideEffects(order, target)} Tiến trình chỉ đi tiến, không thể quay lại bước trước. Cộng tác viên sẽ nhận được thông báo.`
        }
        onConfirm={() => move.mutateAsync(target!)}
        onClose={() => setTarget(undefined)}
      />
    </Card>
  );
}
