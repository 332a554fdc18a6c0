import {
  DEBT_LETTER_LIMITS,
  DEBT_LETTER_STATUS,
  type DebtLetterDetail,
  checkUploadList,
  debtLetterAnswerFieldSchemas,
  formatDate,
  formatVnd,
  groupDigits,
  uploadHint,
} from '@portal/contract';
import { Alert, Button, Descriptions, Form, Input, InputNumber, Modal, Radio, Space, Typography, Upload, type UploadFile } from 'antd';
import { useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html';
import { applyServerErrors } from '@/lib/form-errors';
import { useCan } from '@/lib/permissions';
import { zodRule } from '@/lib/zod-rule';
import { useConfirmLetter } from '../api/confirm-letter';
import { useDownloadLetterFile, useDownloadLetterPdf } from '../api/download-letter';
import { useLetter } from '../api/get-letter';
import { LetterStatusTag } from '@/components/debt-letter-tags';

export const LETTER_TEXT = {
  customer: 'Xác nhận của quý đối tác',
  agree: 'Số liệu trên khớp đúng với sổ sách của chúng tôi.',
  differ: (date: string) => `Số dư công nợ theo sổ sách của chúng tôi tính đến ngày ${date} là`,
  dong: 'đồng',
  amountLabel: 'Số dư theo sổ sách của quý đối tác',
  notes: 'Sự khác biệt trên là do',
  notesPlaceholder: 'Nhập lý do',
  attachment: 'Tệp đính kèm',
  choose: 'Chọn file',
  confirm: 'Xác nhận',
  cancel: 'Huỷ',
  pdf: 'Tải biên bản (PDF)',
  balance: 'Số dư theo sổ sách của chúng tôi',
  balanceDate: 'Ngày chốt số dư',
  sentDate: 'Ngày gửi',
  difference: 'Chênh lệch',
  superseded: 'Thư này đã được thay thế bằng thư điều chỉnh; vui lòng phản hồi thư mới.',
  answeredAt: (at: string) => `Đã phản hồi ngày ${formatDate(at)}.`,
} as const;

type Values = { ResponseStatus?: 2 | 3; ResponseBalanceAmount?: number | null; ResponseNotes?: string };

const grouped = (value: string | number | undefined) => (value === undefined || value === '' ? '' : groupDigits(Number(value)));
const digitsOnly = (value: string | undefined) => Number((value ?? '').replace(/\D/g, '')) || 0;

/**
 * The confirmation dialog (spec 3 §2, §4, §5; width 800): the letter's HTML, then the two
 * choices — the figures match (2) or our balance as of the date is … đồng (3, its amount enabled
 * only then) — the required 'Sự khác biệt trên là do', and one attachment (the last chosen is
 * kept). 'Xác nhận' shows only while the letter waits; once answered the form is read-only.
 */
export function LetterDialog({ letterId, onClose }: { letterId: string | undefined; onClose: () => void }) {
  const query = useLetter(letterId);
  const title = query.data ? (
    <Space wrap>
      <span>{query.data.letterName}</span>
      <LetterStatusTag status={query.data.responseStatus} name={query.data.responseStatusName} />
    </Space>
  ) : (
    'Thư xác nhận công nợ'
  );
  return (
    <Modal open={Boolean(letterId)} title={title} width={800} footer={null} onCancel={onClose} destroyOnHidden>
      <QueryState query={query}>
        {(letter) => <LetterBody key={`${letter.id}-${letter.responseStatus}`} letter={letter} onClose={onClose} />}
      </QueryState>
    </Modal>
  );
}

function LetterBody({ letter, onClose }: { letter: DebtLetterDetail; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const canAnswer = useCan('debt.answer');
  const isPending = letter.responseStatus === DEBT_LETTER_STATUS.pending && !letter.superseded;
  const editable = isPending && canAnswer;
  const status = Form.useWatch('ResponseStatus', form);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [fileError, setFileError] = useState<string>();
  const confirm = useConfirmLetter(letter.id);
  const downloadPdf = useDownloadLetterPdf();
  const downloadFile = useDownloadLetterFile();
  const hintId = useId();
  const date = formatDate(letter.balanceDate);
  const rule = { extensions: DEBT_LETTER_LIMITS.fileExtensions, maxFiles: DEBT_LETTER_LIMITS.maxFiles };

  const submit = (v: Values) => {
    const file = files[0]?.originFileObj;
    // A refusal keeps the dialog and what was typed (SPEC-NOTES 1); a field's error lands on its field.
    confirm.mutate(
      { status: v.ResponseStatus as 2 | 3, amount: v.ResponseBalanceAmount ?? undefined, notes: v.ResponseNotes ?? '', file },
      { onError: (error) => applyServerErrors(form, error) },
    );
  };

  return (
    <div className="letter-dialog">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'sent', label: LETTER_TEXT.sentDate, children: formatDate(letter.sentDate) },
          { key: 'date', label: LETTER_TEXT.balanceDate, children: date },
          { key: 'balance', label: LETTER_TEXT.balance, children: formatVnd(letter.balanceAmount) },
        ]}
      />
      <SafeHtml className="letter-dialog__body" html={letter.data} />
      {letter.superseded ? <Alert type="warning" showIcon title={LETTER_TEXT.superseded} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={!editable}
        initialValues={{
          ResponseStatus: letter.responseStatus === 1 ? undefined : (letter.responseStatus as 2 | 3),
          ResponseBalanceAmount: letter.responseBalanceAmount,
          ResponseNotes: letter.responseNotes ?? undefined,
        }}
        onFinish={submit}
      >
        <Form.Item
          name="ResponseStatus"
          rules={[zodRule(debtLetterAnswerFieldSchemas.ResponseStatus)]}
          label={LETTER_TEXT.customer}
          className="letter-dialog__choices"
        >
          <Radio.Group
            onChange={(e) => {
              if (e.target.value !== 3) form.setFieldValue('ResponseBalanceAmount', null);
            }}
          >
            <Space orientation="vertical">
              <Radio value={2}>{LETTER_TEXT.agree}</Radio>
              <Radio value={3}>{LETTER_TEXT.differ(date)}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <Space align="baseline" wrap className="letter-dialog__amount">
          <Form.Item
            name="ResponseBalanceAmount"
            dependencies={['ResponseStatus']}
            rules={status === 3 ? [zodRule(debtLetterAnswerFieldSchemas.ResponseBalanceAmount)] : []}
          >
            <InputNumber<number>
              aria-label={LETTER_TEXT.amountLabel}
              disabled={!editable || status !== 3}
              min={0}
              max={DEBT_LETTER_LIMITS.amountMax}
              style={{ width: 240 }}
              formatter={grouped}
              parser={digitsOnly}
            />
          </Form.Item>
          <span>{LETTER_TEXT.dong}</span>
        </Space>
        <Form.Item name="ResponseNotes" label={LETTER_TEXT.notes} rules={[zodRule(debtLetterAnswerFieldSchemas.ResponseNotes)]}>
          <Input.TextArea rows={3} maxLength={DEBT_LETTER_LIMITS.notesMax} placeholder={LETTER_TEXT.notesPlaceholder} />
        </Form.Item>
        {editable ? (
          <Form.Item label={LETTER_TEXT.attachment} htmlFor="letter-file" help={fileError} validateStatus={fileError ? 'error' : undefined}>
            <Upload
              id="letter-file"
              accept={rule.extensions.map((e) => `.${e}`).join(',')}
              aria-describedby={hintId}
              maxCount={1}
              fileList={files}
              beforeUpload={(file) => {
                const check = checkUploadList({ name: file.name, size: file.size }, [], rule);
                if (check.kind === 'reject') setFileError(check.message);
                else {
                  setFileError(undefined);
                  // Spec 3 §2: one attachment; a new choice replaces the last.
                  setFiles([{ uid: file.uid, name: file.name, size: file.size, originFileObj: file, status: 'done' }]);
                }
                return false;
              }}
              onRemove={() => setFiles([])}
            >
              <Button>{LETTER_TEXT.choose}</Button>
            </Upload>
            <Typography.Text type="secondary" id={hintId}>
              {uploadHint(rule)}
            </Typography.Text>
          </Form.Item>
        ) : null}
      </Form>
      {!isPending ? (
        <Space orientation="vertical" className="letter-dialog__answer">
          {letter.answeredAt ? <Typography.Text type="secondary">{LETTER_TEXT.answeredAt(letter.answeredAt)}</Typography.Text> : null}
          {letter.difference !== null ? (
            <Typography.Text>
              {LETTER_TEXT.difference}: <strong>{formatVnd(letter.difference)}</strong>
            </Typography.Text>
          ) : null}
          {letter.files.map((f) => (
            <Button key={f.id} type="link" onClick={() => downloadFile.mutate({ id: letter.id, name: f.fileName })}>
              {f.fileName}
            </Button>
          ))}
        </Space>
      ) : null}
      <div className="letter-dialog__footer">
        <Button loading={downloadPdf.isPending} onClick={() => downloadPdf.mutate({ id: letter.id, code: letter.code })}>
          {LETTER_TEXT.pdf}
        </Button>
        <Space>
          <Button onClick={onClose}>{LETTER_TEXT.cancel}</Button>
          {editable ? (
            <Button type="primary" loading={confirm.isPending} onClick={() => form.submit()}>
              {LETTER_TEXT.confirm}
            </Button>
          ) : null}
        </Space>
      </div>
    </div>
  );
}
