import {
  formatVnd,
  maxLengthOf,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type Product,
  type ProductStatus,
  productEndpoints,
  rules,
} from '@portal/contract';
import { Button, Input, Popconfirm, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PagedTable } from '@/components/paged-table';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import { type ProductFilters, useProducts } from '../api/get-products';
import { useDeleteProduct } from '../api/product-mutations';
import { ProductCreateDialog } from './product-create-dialog';
import { ProductImage } from './product-image';
import { ProductStatusTag } from './product-status-tag';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListFilters } from '@/lib/use-list-filters';

export const PRODUCTS_TEXT = {
  title: 'Sản phẩm',
  search: 'Tìm theo tên, mã hoặc nhóm',
  status: 'Trạng thái',
  add: 'Thêm sản phẩm',
} as const;

/** The list's filters as the address gives them (the query schema's output). */
type ProductListFilters = ProductFilters & { search?: string; status?: ProductStatus };

const FIRST_PAGE: ProductListFilters = { page: 1, limit: 10 };

/**
 * The provider's catalogue: search, status filter, a paged table, create and delete. The search,
 * the status and the page are kept in the address (issue 37); a filter change goes back to page 1.
 */
export function ProductsPage() {
  useDocumentTitle('Sản phẩm');
  const { filters, setFilter, searchText, setSearchText, paging } = useListFilters<ProductListFilters>(FIRST_PAGE, {
    query: productEndpoints.list.query,
  });
  const [creating, setCreating] = useState(false);
  const list = useProducts(filters);
  const remove = useDeleteProduct();
  // A sub-user whose role only reads the catalogue sees no change offered (SPEC-NOTES 8).
  const canManage = useCan('product.manage');

  const columns: TableColumnsType<Product> = [
    {
      title: 'Ảnh',
      key: 'image',
      width: 80,
      render: (_v, p) => <ProductImage productId={p.id} fileId={p.images[0]?.id} alt={p.name} size={48} />,
    },
    { title: 'Mã sản phẩm', dataIndex: 'code' },
    {
      title: 'Tên sản phẩm',
      dataIndex: 'name',
      width: 240,
      render: (name: string, p) => <Link to={paths.productDetail.getHref(p.id)}>{name}</Link>,
    },
    { title: 'Nhóm', dataIndex: 'category' },
    { title: 'Đơn vị tính', dataIndex: 'unit', width: 110 },
    { title: 'Giá bán', dataIndex: 'price', align: 'right', render: (v: number) => formatVnd(v) },
    { title: 'Trạng thái', dataIndex: 'status', render: (s: ProductStatus) => <ProductStatusTag status={s} /> },
    {
      title: 'Thao tác',
      key: 'actions',
      fixed: 'right',
      width: 170,
      render: (_v, p) => (
        <Space size="small">
          <Link to={paths.productDetail.getHref(p.id)} aria-label={`${canManage ? 'Xem / sửa' : 'Xem'} ${p.code}`}>
            {canManage ? 'Xem / sửa' : 'Xem'}
          </Link>
          {canManage ? (
            <Popconfirm title={`Xóa sản phẩm ${p.name}?`} okText="Xóa" cancelText="Hủy" onConfirm={() => remove.mutateAsync(p.id)}>
              <Button size="small" danger aria-label={`Xóa ${p.code}`}>
                Xóa
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="page products-page">
      <PageTitle
        extra={
          canManage ? (
            <Button type="primary" onClick={() => setCreating(true)}>
              {PRODUCTS_TEXT.add}
            </Button>
          ) : null
        }
      >
        {PRODUCTS_TEXT.title}
      </PageTitle>
      <Space wrap className="filter-bar" style={{ marginBottom: 16 }}>
        <Input.Search
          style={{ width: 300 }}
          allowClear
          placeholder={PRODUCTS_TEXT.search}
          aria-label={PRODUCTS_TEXT.search}
          maxLength={maxLengthOf(rules.search)}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <Select
          allowClear
          style={{ width: 180 }}
          placeholder={PRODUCTS_TEXT.status}
          aria-label={PRODUCTS_TEXT.status}
          options={PRODUCT_STATUSES.map((s) => ({ value: s, label: PRODUCT_STATUS_LABELS[s] }))}
          value={filters.status}
          onChange={(status?: ProductStatus) => setFilter({ status })}
        />
      </Space>
      <PagedTable<Product> query={list} columns={columns} paging={paging} />
      <ProductCreateDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
