import { formatVnd, PRODUCT_STATUS_LABELS, type Product } from '@portal/contract';
import { Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { LoadError } from '@/components/query-state';
import { formatDateTime } from '../../../lib/format';
import { usePartnerProducts } from '../api/get-partner-products';

/** A provider's products under its partner page; operators only read them. */
export function PartnerProductsCard({ partnerId }: { partnerId: string }) {
  const [page, setPage] = useState(1);
  const products = usePartnerProducts(partnerId, page);
  return (
    <Card title="Sản phẩm" style={{ marginTop: 16 }}>
      {products.isError ? (
        <LoadError error={products.error} onRetry={() => void products.refetch()} isRetrying={products.isFetching} />
      ) : (
        <Table<Product>
          rowKey="id"
          size="small"
          loading={products.isFetching}
          dataSource={products.data?.items ?? []}
          locale={{ emptyText: 'Đối tác chưa có sản phẩm' }}
          pagination={{
            current: page,
            pageSize: 10,
            total: products.data?.pagination.count ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            { title: 'Mã', dataIndex: 'code' },
            { title: 'Tên sản phẩm', dataIndex: 'name' },
            { title: 'Nhóm', dataIndex: 'category' },
            { title: 'Đơn vị', dataIndex: 'unit' },
            { title: 'Giá bán', dataIndex: 'price', align: 'right', render: (v: number) => formatVnd(v) },
            {
              title: 'Trạng thái',
              dataIndex: 'status',
              render: (s: Product['status']) => <Tag color={s === 'selling' ? 'green' : 'default'}>{PRODUCT_STATUS_LABELS[s]}</Tag>,
            },
            { title: 'Ảnh', key: 'images', render: (_v, p) => p.images.length },
            { title: 'Cập nhật', dataIndex: 'updatedAt', render: (v: string) => formatDateTime(v) },
          ]}
        />
      )}
    </Card>
  );
}
