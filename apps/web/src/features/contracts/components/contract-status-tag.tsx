import { contractStatusColor } from '@portal/contract';
import { Tag } from 'antd';

/** Spec 1 §4: green Active, red Ended, grey anything else. */
export function ContractStatusTag({ status, name }: { status: string; name: string }) {
  return (
    <Tag color={contractStatusColor(status)} data-status={status}>
      {name}
    </Tag>
  );
}
