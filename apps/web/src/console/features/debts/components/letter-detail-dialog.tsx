import { type DeskDebtLetterDetail, formatDate, formatVnd } from '@portal/contract';
import { Button, Descriptions, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LetterStatusTag } from '@/components/debt-letter-tags';
import { QueryState } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html';
import { FileButton } from '../../../components/file-viewer';
import { consolePaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { downloadLetterPdf, getLetterFile, useLetter } from '../api/letters';

export const LETTER_DETAIL_TEXT = {
  partner: 'Cộng tác viên',
  sentDate: 'Ngày gửi',
  balanceDate: 'Ngày chốt số dư',
  balance: 'Số dư theo sổ sách',
  answer: 'Số dư theo cộng tác viên',
  difference: 'Chênh lệch',
  notes: 'Sự khác biệt trên là do',
  answeredAt: 'Phản hồi lúc',
  file: 'Tệp đính kèm',
  superseded: 'Đã thay thế',
  pdf: 'Tải biên bản (PDF)',
  correct: 'Gửi thư điều chỉnh',
  close: 'Đóng',
  timeline: 'Lịch sử công nợ',
} as const;

/** The difference as the desk reads it: the collaborator's figure minus ours, marked when it is not zero. */
export function DifferenceText({ value }: { value: number | null }) {
  if (value === null) return '—';
  return value === 0 ? formatVnd(0) : <Typography.Text type="danger">{formatVnd(value)}</Typography.Text>;
}

/** One letter on the desk: what was sent, the collaborator's answer and the difference, the record's PDF. */
export function LetterDetailDialog({
  letterId,
  canManage,
  onCorrect,
  onClose,
}: {
  letterId: string;
  canManage: boolean;
  onCorrect: (letter: DeskDebtLetterDetail) => void;
  onClose: () => void;
}) {
  const query = useLetter(letterId);
  return (
    <Modal
      open
      width={800}
      title={query.data ? `${query.data.code} — ${query.data.letterName}` : 'Thư xác nhận công nợ'}
      footer={null}
      onCancel={onClose}
    >
      <QueryState query={query}>
        {(letter) => <Detail letter={letter} canManage={canManage} onCorrect={onCorrect} onClose={onClose} />}
      </QueryState>
    </Modal>
  );
}

function Detail({
  letter,
  canManage,
  onCorrect,
  onClose,
}: {
  letter: DeskDebtLetterDetail;
  canManage: boolean;
  onCorrect: (letter: DeskDebtLetterDetail) => void;
  onClose: () => void;
}) {
  const [isDownloading, setDownloading] = useState(false);
  const file = letter.files[0];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'partner',
            label: LETTER_DETAIL_TEXT.partner,
            children: (
              <Space wrap>
                <span>
                  {letter.partner.code} — {letter.partner.name}
                </span>
                <Link to={consolePaths.debtTimeline.getHref(letter.partner.id)}>{LETTER_DETAIL_TEXT.timeline}</Link>
              </Space>
            ),
            span: 'filled',
          },
          { key: 'sent', label: LETTER_DETAIL_TEXT.sentDate, children: formatDate(letter.sentDate) },
          { key: 'date', label: LETTER_DETAIL_TEXT.balanceDate, children: formatDate(letter.balanceDate) },
          { key: 'balance', label: LETTER_DETAIL_TEXT.balance, children: formatVnd(letter.balanceAmount) },
          {
            key: 'status',
            label: 'Trạng thái',
            children: (
              <Space>
                <LetterStatusTag status={letter.responseStatus} name={letter.responseStatusName} />
                {letter.superseded ? <Tag>{LETTER_DETAIL_TEXT.superseded}</Tag> : null}
              </Space>
            ),
          },
          {
            key: 'answer',
            label: LETTER_DETAIL_TEXT.answer,
            children:
              letter.responseStatus === 2
                ? formatVnd(letter.balanceAmount)
                : letter.responseBalanceAmount === null
                  ? '—'
                  : formatVnd(letter.responseBalanceAmount),
          },
          { key: 'difference', label: LETTER_DETAIL_TEXT.difference, children: <DifferenceText value={letter.difference} /> },
          { key: 'notes', label: LETTER_DETAIL_TEXT.notes, children: letter.responseNotes ?? '—', span: 'filled' },
          { key: 'answeredAt', label: LETTER_DETAIL_TEXT.answeredAt, children: formatDateTime(letter.answeredAt) || '—' },
          {
            key: 'file',
            label: LETTER_DETAIL_TEXT.file,
            children: file ? (
              <FileButton file={{ id: letter.id, name: file.fileName, mime: file.contentType }} load={getLetterFile} />
            ) : (
              '—'
            ),
          },
        ]}
      />
      <SafeHtml className="letter-desk__body" html={letter.data} />
      <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button
          loading={isDownloading}
          onClick={() => {
            setDownloading(true);
            void downloadLetterPdf(letter.id, letter.code).finally(() => setDownloading(false));
          }}
        >
          {LETTER_DETAIL_TEXT.pdf}
        </Button>
        {canManage && !letter.superseded ? <Button onClick={() => onCorrect(letter)}>{LETTER_DETAIL_TEXT.correct}</Button> : null}
        <Button type="primary" onClick={onClose}>
          {LETTER_DETAIL_TEXT.close}
        </Button>
      </Space>
    </Space>
  );
}
