import { PRODUCT_STATUS_LABELS, type ProductStatus } from '@portal/contract';
import { Tag } from 'antd';

export function ProductStatusTag({ status }: { status: ProductStatus }) {
  return <Tag color={status === 'selling' ? 'green' : 'default'}>{PRODUCT_STATUS_LABELS[status]}</Tag>;
}
