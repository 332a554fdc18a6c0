import { COMPANY_LIMITS, type ExamPackageDetail, type ExamPackageRow, type ExamService, formatVnd } from '@portal/contract';
import { Button, Descriptions, Drawer, Empty, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { PagedTable } from '@/components/paged-table';
import { QueryState } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { useListFilters } from '@/lib/use-list-filters';
import { useExamPackage } from '../api/get-exam-package';
import { type ExamPackageFilters, useExamPackages } from '../api/get-exam-packages';
import { usePackageFilterOptions } from '../api/get-package-filter-options';
import './companies.css';
import { openRow } from './open-row';

export const PACKAGES_TEXT = {
  title: 'Gói khám',
  search: 'Tìm gói khám',
  category: 'Danh mục',
  price: 'Khoảng giá',
  back: '← Danh sách gói khám',
  backToContract: '← Gói khám của hợp đồng',
  catalogue: 'Xem danh mục gói khám',
  services: 'Dịch vụ trong gói',
  empty: 'Chưa có Gói xét nghiệm',
} as const;

const packageColumns: TableColumnsType<ExamPackageRow> = [
  { title: 'Tên gói khám', dataIndex: 'name', width: 240 },
  { title: 'Danh mục', key: 'category', width: 160, render: (_v, r) => r.category.name },
  { title: 'Loại', dataIndex: 'typeName', width: 120 },
  { title: 'Giá', dataIndex: 'price', width: 140, align: 'right', render: (v: number) => formatVnd(v) },
  { title: 'Số dịch vụ', dataIndex: 'serviceCount', width: 100, align: 'right' },
];

const serviceColumns: TableColumnsType<ExamService> = [
  { title: 'Mã', dataIndex: 'code', width: 110 },
  { title: 'Dịch vụ', dataIndex: 'name', width: 240 },
  { title: 'Nhóm', dataIndex: 'groupName', width: 160 },
  { title: 'Đơn giá', dataIndex: 'price', width: 130, align: 'right', render: (v: number) => formatVnd(v) },
];

/** One package: its facts and the services it holds. */
function PackageView({ pkg }: { pkg: ExamPackageDetail }) {
  return (
    <>
      <Descriptions
        title={pkg.name}
        size="small"
        column={1}
        bordered
        items={[
          { key: 'category', label: 'Danh mục', children: pkg.category.name },
          { key: 'type', label: 'Loại', children: pkg.typeName },
          { key: 'price', label: 'Giá', children: formatVnd(pkg.price) },
          ...(pkg.description ? [{ key: 'description', label: 'Mô tả', children: pkg.description }] : []),
        ]}
      />
      <h3 className="section-title">{PACKAGES_TEXT.services}</h3>
      <Table<ExamService>
        size="small"
        rowKey="id"
        columns={serviceColumns}
        dataSource={pkg.services}
        pagination={false}
        scroll={{ x: 640, y: 400 }}
      />
    </>
  );
}

function PackageDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useExamPackage(id);
  return (
    <>
      <Button type="link" onClick={onBack} style={{ paddingInline: 0 }}>
        {PACKAGES_TEXT.back}
      </Button>
      <QueryState query={detail}>{(p) => <PackageView pkg={p} />}</QueryState>
    </>
  );
}

function PackageList({ onOpen }: { onOpen: (id: string) => void }) {
  const { filters, setFilter, searchText, setSearchText, paging } = useListFilters<ExamPackageFilters>(
    { page: 1, limit: COMPANY_LIMITS.defaultPageSize },
    // The drawer opens over a contract: its filters are not the page's, so they stay out of its address.
    { query: null, searchDelay: COMPANY_LIMITS.searchDebounceMs },
  );
  const list = useExamPackages(filters);
  const options = usePackageFilterOptions();
  const ranges = options.data?.priceRanges ?? [];
  return (
    <>
      <div className="companies-toolbar filter-bar">
        <SearchBox width={240} label={PACKAGES_TEXT.search} value={searchText} onChange={setSearchText} />
        <FilterSelect<string>
          label={PACKAGES_TEXT.category}
          loading={options.isPending}
          options={(options.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(categoryId) => setFilter({ categoryId })}
        />
        <FilterSelect<number>
          label={PACKAGES_TEXT.price}
          options={ranges.map((r, i) => ({ value: i, label: r.name }))}
          onChange={(i) => {
            const range = i === undefined ? undefined : ranges[i];
            setFilter({ minPrice: range?.from ?? undefined, maxPrice: range?.to ?? undefined });
          }}
        />
      </div>
      <PagedTable<ExamPackageRow>
        query={list}
        columns={packageColumns}
        paging={paging}
        pageSizes={COMPANY_LIMITS.pageSizes}
        onRow={(r) => openRow(`Xem gói khám ${r.name}`, () => onOpen(r.id))}
      />
    </>
  );
}

type DrawerView = { kind: 'contract' } | { kind: 'catalogue' } | { kind: 'package'; id: string };

/**
 * 'Gói khám' of a contract (a drawer: paths.ts has no route for it): the package the contract buys
 * with its services, or 'Chưa có Gói xét nghiệm' when none is chosen yet; from there the catalogue
 * can be browsed.
 */
export function ExamPackageDrawer({
  open,
  onClose,
  contractPackage,
}: {
  open: boolean;
  onClose: () => void;
  contractPackage: ExamPackageDetail | null;
}) {
  const [view, setView] = useState<DrawerView>({ kind: 'contract' });
  const toCatalogue = () => setView({ kind: 'catalogue' });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={PACKAGES_TEXT.title}
      size="large"
      destroyOnHidden
      afterOpenChange={(o) => !o && setView({ kind: 'contract' })}
    >
      {view.kind === 'package' ? (
        <PackageDetail id={view.id} onBack={toCatalogue} />
      ) : view.kind === 'catalogue' ? (
        <>
          <Button type="link" onClick={() => setView({ kind: 'contract' })} style={{ paddingInline: 0 }}>
            {PACKAGES_TEXT.backToContract}
          </Button>
          <PackageList onOpen={(id) => setView({ kind: 'package', id })} />
        </>
      ) : (
        <>
          {contractPackage ? (
            <PackageView pkg={contractPackage} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PACKAGES_TEXT.empty} />
          )}
          <Button type="link" onClick={toCatalogue} style={{ paddingInline: 0, marginTop: 12 }}>
            {PACKAGES_TEXT.catalogue}
          </Button>
        </>
      )}
    </Drawer>
  );
}
