import {
  COMPANY_CONTRACT_STATUS_LABELS,
  COMPANY_CONTRACT_STATUSES,
  companyStatusColor,
  EXAM_STATE_LABELS,
  EXAM_STATES,
  HEALTH_CLASS_LABELS,
  HEALTH_CLASSES,
  HEALTH_UNCLASSIFIED_LABEL,
  SCHEDULE_STATUS_LABELS,
  SCHEDULE_STATUSES,
} from '@portal/contract';
import { Tag } from 'antd';

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
