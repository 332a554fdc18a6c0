import { type RequestRow, requestFieldsSchema, TENDER_LIMITS, formatDateTime } from '@portal/contract';
import { Button, DatePicker, Form, Input, Modal, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FileListUpload } from '@/components/file-list-upload';
import { applyServerErrors } from '@/lib/form-errors';
import { zodRule } from '@/lib/zod-rule';
import { downloadBidFile } from '../api/download-file';
import { useSaveRequest } from '../api/save-request';
import { FileLinks } from './file-links';

const shape = requestFieldsSchema.shape;

type RequestFormValues = { title: string; dateRequest: Dayjs | null; content: string; files: UploadFile[] };

/** Spec 2 §4.3: a new request is due three days after today, titled 'Yêu cầu {today DD/MM/YYYY}'. */
export function newRequestDefaults(today: Dayjs = dayjs()): RequestFormValues {
  return {
    title: `Yêu cầu ${today.format('DD/MM/YYYY')}`,
    dateRequest: today.add(TENDER_LIMITS.requestDueDays, 'day').startOf('day'),
    content: '',
    files: [],
  };
}

const fromRequest = (request: RequestRow): RequestFormValues => ({
  title: request.title,
  dateRequest: request.dateRequest ? dayjs(request.dateRequest) : null,
  content: request.content,
  files: request.files.map((f) => ({ uid: f.id, name: f.name, status: 'done', url: f.fullPath ?? undefined })),
});

type RequestDialogProps = {
  submissionId: string;
  /** The request to edit or watch; none for a new one. */
  request?: RequestRow;
  /** Watch mode: a replied request is view-only (spec 2 §4.3). */
  watch: boolean;
  onClose: () => void;
};

/** 'Yêu cầu làm rõ thông tin thầu': create, edit or watch a clarification request. */
export function RequestDialog({ submissionId, request, watch, onClose }: RequestDialogProps) {
  const [form] = Form.useForm<RequestFormValues>();
  const save = useSaveRequest();

  const onSend = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as RequestFormValues;
    save.mutate(
      {
        requestId: request?.id,
        submissionId,
        title: values.title.trim(),
        dateRequest: values.dateRequest ? values.dateRequest.format('YYYY-MM-DD') : '',
        content: values.content.trim(),
        files: values.files.map((f) => (f.originFileObj ? { name: f.name, file: f.originFileObj as File } : { id: f.uid, name: f.name })),
      },
      {
        onSuccess: onClose,
        onError: (error) =>
          applyServerErrors(form, error, { Title: 'title', DateRequest: 'dateRequest', Content: 'content', Files: 'files' }),
      },
    );
  };

  return (
    <Modal
      open
      title="Yêu cầu làm rõ thông tin thầu"
      width={700}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        watch
          ? [
              <Button key="close" onClick={onClose}>
                Đóng
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                Hủy
              </Button>,
              <Button key="send" type="primary" loading={save.isPending} onClick={() => void onSend()}>
                Gửi yêu cầu
              </Button>,
            ]
      }
    >
      <Form
        form={form}
        layout="vertical"
        name="bid-request"
        disabled={watch}
        initialValues={request ? fromRequest(request) : newRequestDefaults()}
      >
        <Form.Item name="title" label="Tiêu đề" rules={[zodRule(shape.Title)]}>
          <Input maxLength={TENDER_LIMITS.titleMax} />
        </Form.Item>
        <Form.Item
          name="dateRequest"
          label="Thời gian cần phản hồi"
          rules={[zodRule({ safeParse: (v: unknown) => shape.DateRequest.safeParse(v ? (v as Dayjs).format('YYYY-MM-DD') : undefined) })]}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="content" label="Nội dung" rules={[zodRule(shape.Content)]}>
          <Input.TextArea rows={4} maxLength={TENDER_LIMITS.contentMax} />
        </Form.Item>
        <Form.Item name="files" label="Tài liệu đính kèm">
          <FileListUpload
            renamable
            disabled={watch}
            onOpen={(file) => void downloadBidFile({ name: file.name, fullPath: file.url ?? null })}
          />
        </Form.Item>
      </Form>
      {request && request.replies.length > 0 ? (
        <section className="bid-section" aria-label="Phản hồi">
          <h3 className="bid-section__title">Phản hồi</h3>
          {request.replies.map((reply) => (
            <div key={reply.id} className="bid-reply-item">
              <p className="bid-muted">{formatDateTime(reply.creationTime)}</p>
              <p className="bid-pre">{reply.content}</p>
              <FileLinks files={reply.files} isPrivate />
            </div>
          ))}
        </section>
      ) : null}
    </Modal>
  );
}
