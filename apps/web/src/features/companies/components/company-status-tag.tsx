import { companyStatusColor } from '@portal/contract';
import { Tag } from 'antd';

/** Spec 3 §2 colours: completed green, pending orange, declined red, the rest grey. */
export function CompanyStatusTag({ status, label }: { status: string; label: string }) {
  return (
    <Tag color={companyStatusColor(status)} data-status={status}>
      {label}
    </Tag>
  );
}
