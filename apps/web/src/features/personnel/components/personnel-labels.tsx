import { PERSONNEL_STATUS_LABELS, type PersonnelStatus } from '@portal/contract';
import { Tag } from 'antd';

const STATUS_COLORS: Readonly<Record<PersonnelStatus, string>> = { pending: 'gold', active: 'green', locked: 'red' };

/** A staff account's status: waiting for its password (gold), active (green), locked (red). */
export function StaffStatusTag({ status }: { status: PersonnelStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{PERSONNEL_STATUS_LABELS[status]}</Tag>;
}

export const ROLE_ACTIVE_LABELS = { active: 'Đang hoạt động', inactive: 'Ngừng hoạt động' } as const;

/** Whether a role gives its staff anything. */
export function RoleActiveTag({ active }: { active: boolean }) {
  return <Tag color={active ? 'green' : 'default'}>{active ? ROLE_ACTIVE_LABELS.active : ROLE_ACTIVE_LABELS.inactive}</Tag>;
}
