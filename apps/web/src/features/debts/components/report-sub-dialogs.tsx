import { formatDate, REPORT_LIMITS, REPORT_MSG, type ReportDetail } from '@portal/contract';
import { DatePicker, Descriptions, Form, Modal, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { FileListUpload } from '@/components/file-list-upload';
import { dayjs } from '@/lib/dayjs';
import { useConfirmReport, useRequestExtension } from '../api/report-mutations';

export const REPORT_SUB_TEXT = {
  confirmTitle: 'Xác nhận',
  confirm: 'Xác nhận',
  cancel: 'Huỷ',
  month: 'Tháng báo cáo',
  total: 'Tổng công nợ',
  services: 'Số dịch vụ',
  extendTitle: 'Xin gia hạn',
  files: 'Công văn đề nghị gia hạn',
  chooseFiles: 'Chọn file',
  newDueDate: 'Ngày gia hạn mới',
  currentDue: 'Hạn thanh toán hiện tại',
  send: 'Gửi yêu cầu',
} as const;

type Props = { report: ReportDetail; onClose: () => void };

/** 'confirmation' mode (spec 3 §2): reporting month, total and service count, then the question. */
export function ConfirmReportDialog({ report, onClose }: Props) {
  const confirm = useConfirmReport();
  return (
    <Modal
      open
      title={REPORT_SUB_TEXT.confirmTitle}
      okText={REPORT_SUB_TEXT.confirm}
      cancelText={REPORT_SUB_TEXT.cancel}
      confirmLoading={confirm.isPending}
      onOk={() => confirm.mutate(report.id, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'month', label: REPORT_SUB_TEXT.month, children: report.reportingMonth },
          { key: 'total', label: REPORT_SUB_TEXT.total, children: report.formattedAmount },
          { key: 'services', label: REPORT_SUB_TEXT.services, children: report.serviceCount },
        ]}
      />
      <p className="report-dialog__question">{REPORT_MSG.confirmQuestion}</p>
    </Modal>
  );
}

type ExtensionValues = { files?: UploadFile[]; newDueDate?: Dayjs | null };

/** 'extends' mode (spec 3 §2, §5): the dispatch document(s) and a new due date after today and the current one. */
export function ExtensionDialog({ report, onClose }: Props) {
  const [form] = Form.useForm<ExtensionValues>();
  const extend = useRequestExtension();
  const today = dayjs().startOf('day');
  const due = dayjs(report.dueDate);
  const earliest = due.isAfter(today) ? due : today;
  const submit = (values: ExtensionValues) =>
    extend.mutate(
      {
        id: report.id,
        files: (values.files ?? []).flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : [])),
        newDueDate: values.newDueDate!.format('YYYY-MM-DD'),
      },
      { onSuccess: onClose },
    );
  return (
    <Modal
      open
      width={600}
      title={REPORT_SUB_TEXT.extendTitle}
      okText={REPORT_SUB_TEXT.send}
      cancelText={REPORT_SUB_TEXT.cancel}
      confirmLoading={extend.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <p>
        {REPORT_SUB_TEXT.currentDue}: <strong>{formatDate(report.dueDate)}</strong>
      </p>
      {/* Enter in the date box takes the typed date; the browser would also send the form (its one
          text box), so the request goes only by 'Gửi yêu cầu'. */}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        name="report-extension"
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
        }}
      >
        <Form.Item
          name="files"
          label={REPORT_SUB_TEXT.files}
          rules={[{ required: true, type: 'array', min: 1, message: REPORT_MSG.extensionFiles }]}
        >
          <FileListUpload buttonLabel={REPORT_SUB_TEXT.chooseFiles} extensions={REPORT_LIMITS.fileExtensions} />
        </Form.Item>
        <Form.Item name="newDueDate" label={REPORT_SUB_TEXT.newDueDate} rules={[{ required: true, message: REPORT_MSG.extensionDate }]}>
          <DatePicker
            format="DD/MM/YYYY"
            disabledDate={(d) => !d.isAfter(earliest, 'day')}
            style={{ width: '100%' }}
            placeholder="DD/MM/YYYY"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
