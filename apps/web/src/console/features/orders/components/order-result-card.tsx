import {
  APPOINTMENT_STATUS,
  type DeskOrderDetail,
  ORDER_LIMITS,
  ORDER_OPTIONS,
  type ResultStatus,
  resultStatusName,
} from '@portal/contract';
import { Button, Card, Descriptions, Flex, Select, Typography, type UploadFile } from 'antd';
import { useState } from 'react';
import { FileListUpload } from '@/components/file-list-upload';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FileButton } from '../../../components/file-viewer';
import { formatDateTime, formatSize } from '../../../lib/format';
import { getResultFile, useSetOrderResult, useUploadResultFile } from '../api/orders';
import { ResultStatusTag } from '@/components/order-tags';

const RESULT_FILE_INPUT = 'order-result-file';

/**
 * The result: its status (changed after confirming: the collaborator is e-mailed) and its file,
 * which the collaborator downloads from the order's detail. A new file replaces the old one, so
 * replacing asks first. Nothing changes on a cancelled order.
 */
export function OrderResultCard({ order, canManage }: { order: DeskOrderDetail; canManage: boolean }) {
  const setResult = useSetOrderResult(order.id);
  const upload = useUploadResultFile(order.id);
  const [pendingResult, setPendingResult] = useState<ResultStatus>();
  const [picked, setPicked] = useState<UploadFile[]>([]);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const writable = canManage && order.statusAppointment !== APPOINTMENT_STATUS.Cancelled;
  const file = picked[0]?.originFileObj as File | undefined;

  const send = async () => {
    if (!file) return;
    await upload.mutateAsync(file);
    setPicked([]);
  };

  return (
    <Card title="Kết quả xét nghiệm" size="small">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'result',
            label: 'Trạng thái kết quả',
            children: writable ? (
              <Select<ResultStatus>
                aria-label="Trạng thái kết quả"
                style={{ width: 240 }}
                value={order.statusHisStr}
                loading={setResult.isPending}
                onChange={setPendingResult}
                options={ORDER_OPTIONS.result.map((o) => ({ value: o.key, label: o.name }))}
              />
            ) : (
              <ResultStatusTag result={order.statusHisStr} />
            ),
          },
          {
            key: 'file',
            label: 'File kết quả',
            children: order.resultFile ? (
              <Flex vertical align="flex-start">
                <FileButton file={{ id: order.id, name: order.resultFile.name, mime: order.resultFile.mime }} load={getResultFile} />
                <Typography.Text type="secondary">
                  {formatSize(order.resultFile.size)} · tải lên lúc {formatDateTime(order.resultFile.createdAt)}
                </Typography.Text>
              </Flex>
            ) : (
              'Chưa có file kết quả'
            ),
          },
        ]}
      />
      {writable && (
        <Flex vertical gap={8} style={{ marginTop: 16 }}>
          <label htmlFor={RESULT_FILE_INPUT}>{order.resultFile ? 'Thay file kết quả' : 'Tải lên file kết quả'}</label>
          <FileListUpload
            id={RESULT_FILE_INPUT}
            value={picked}
            onChange={setPicked}
            extensions={ORDER_LIMITS.resultFileExtensions}
            maxFiles={1}
            buttonLabel="Chọn file kết quả"
            disabled={upload.isPending}
          />
          <Button
            type="primary"
            style={{ alignSelf: 'flex-start' }}
            disabled={!file}
            loading={upload.isPending}
            onClick={() => (order.resultFile ? setConfirmReplace(true) : void send().catch(() => undefined))}
          >
            Tải lên
          </Button>
        </Flex>
      )}
      <ConfirmDialog
        open={pendingResult !== undefined}
        title="Đổi trạng thái kết quả"
        description={`Đổi trạng thái kết quả của lịch hẹn ${order.appointmentId} từ "${resultStatusName(order.statusHisStr)}" sang "${resultStatusName(pendingResult)}"? Cộng tác viên sẽ nhận được thông báo.`}
        onConfirm={() => setResult.mutateAsync(pendingResult!)}
        onClose={() => setPendingResult(undefined)}
      />
      <ConfirmDialog
        open={confirmReplace}
        title="Thay file kết quả"
        okText="Thay file"
        danger
        description={`File "${order.resultFile?.name ?? ''}" sẽ được thay bằng "${file?.name ?? ''}" và không thể khôi phục. Cộng tác viên sẽ nhận được thông báo.`}
        onConfirm={send}
        onClose={() => setConfirmReplace(false)}
      />
    </Card>
  );
}
