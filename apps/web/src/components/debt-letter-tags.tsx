import { DEBT_LETTER_STATUS_COLORS, DEBT_LETTER_STATUS_LABELS, type DebtLetterResponseStatus } from '@portal/contract';
import { Tag } from 'antd';

/** A debt letter's response status, as the collaborator and the accounts desk both show it. */
export const LetterStatusTag = ({ status, name }: { status: number; name?: string }) => (
  <Tag color={DEBT_LETTER_STATUS_COLORS[status as DebtLetterResponseStatus] ?? 'default'}>
    {name ?? DEBT_LETTER_STATUS_LABELS[status as DebtLetterResponseStatus] ?? status}
  </Tag>
);
