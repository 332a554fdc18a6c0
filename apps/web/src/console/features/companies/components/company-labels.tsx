import {
  COMPANY_CONTRACT_STATUS_LABELS,
  COMPANY_CONTRACT_STATUSES,
  companyStatusColor,
  EXAM_STATE_LABELS,
  EXAM_STATES,
  type ExamProgress,
  HEALTH_CLASS_LABELS,
  HEALTH_CLASSES,
  HEALTH_UNCLASSIFIED_LABEL,
  SCHEDULE_STATUS_LABELS,
  SCHEDULE_STATUSES,
} from '@portal/contract';
import { Button, Space, Tag, Tooltip } from 'antd';

/** Select options from the contract's label maps. */
export const contractStatusOptions = COMPANY_CONTRACT_STATUSES.map((s) => ({ value: s, label: COMPANY_CONTRACT_STATUS_LABELS[s] }));
export const examStateOptions = EXAM_STATES.map((s) => ({ value: s, label: EXAM_STATE_LABELS[s] }));
export const healthClassOptions = HEALTH_CLASSES.map((c) => ({ value: c, label: HEALTH_CLASS_LABELS[c] }));
export const scheduleStatusOptions = SCHEDULE_STATUSES.map((s) => ({ value: s, label: SCHEDULE_STATUS_LABELS[s] }));
/** The roster's health filter: a class, or 0 for 'not yet classified'. */
export const healthFilterOptions = [
  ...HEALTH_CLASSES.map((c) => ({ value: String(c), label: HEALTH_CLASS_LABELS[c] })),
  { value: '0', label: HEALTH_UNCLASSIFIED_LABEL },
];

/** A status tag in spec 3 §2's colours (green done, orange waiting, red declined, grey the rest). */
export function CompanyStatusTag({ status, label }: { status: string; label: string }) {
  return <Tag color={companyStatusColor(status)}>{label}</Tag>;
}

const SEGMENTS = [
  { key: 'checkedPercentage', label: 'Khám đủ', color: '#52c41a' },
  { key: 'notEnoughPercentage', label: 'Khám chưa đủ', color: '#fa8c16' },
  { key: 'notCheckedPercentage', label: 'Chưa khám', color: '#f5222d' },
] as const;

/**
 * A roster's exam progress as the company sees it: one bar of three colours — fully examined
 * (green), partly examined (orange), not examined (red) — with the figures in words for screen readers.
 */
export function ExamProgressBar({ progress }: { progress: ExamProgress }) {
  const words = SEGMENTS.map((s) => `${s.label} ${progress[s.key]}%`).join(', ');
  return (
    <Tooltip title={words}>
      <div
        role="img"
        aria-label={words}
        style={{ display: 'flex', height: 10, minWidth: 120, borderRadius: 5, overflow: 'hidden', background: '#f0f0f0' }}
      >
        {SEGMENTS.map((s) => (
          <div key={s.key} style={{ width: `${progress[s.key]}%`, background: s.color }} />
        ))}
      </div>
    </Tooltip>
  );
}

/** 'Sửa' and (when it may go) 'Xóa' of a row, named after the row for screen readers. */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete?: () => void }) {
  return (
    <Space size={4}>
      <Button size="small" aria-label={`Sửa ${name}`} onClick={onEdit}>
        Sửa
      </Button>
      {onDelete && (
        <Button size="small" danger aria-label={`Xóa ${name}`} onClick={onDelete}>
          Xóa
        </Button>
      )}
    </Space>
  );
}
