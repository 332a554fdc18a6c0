import { CONSULTING_KIND_LABELS, type ConsultingPrice, consultingEndpoints, formatVnd, ORDER_LIMITS } from '@portal/contract';
import { Button, Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { KeyboardScrollable } from '@/components/keyboard-scrollable';
import { NoAccess } from '@/components/no-access';
import { PageTitle } from '@/components/page-title';
import { PagedTable } from '@/components/paged-table';
import { SearchBox } from '@/components/search-box';
import { type ExportColumn, exportXlsx, fetchAllPages } from '@/lib/export-xlsx';
import { useCan } from '@/lib/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { FirstQueries } from '@/lib/first-draw';
import { listFiltersCodec, useListFilters } from '@/lib/use-list-filters';
import {
  type ConsultingPriceFilters,
  consultingPricesQueryOptions,
  getConsultingPrices,
  useConsultingPrices,
} from '../api/get-consulting-prices';

export const CONSULTING_TEXT = {
  title: 'Đơn giá tư vấn',
  search: 'Tìm theo mã hoặc tên dịch vụ',
  export: 'Xuất Excel',
} as const;

const EXPORT_COLUMNS: readonly ExportColumn<ConsultingPrice>[] = [
  { title: 'Mã dịch vụ', value: (r) => r.code, width: 16 },
  { title: 'Tên dịch vụ', value: (r) => r.name, width: 48 },
  { title: 'Loại', value: (r) => CONSULTING_KIND_LABELS[r.kind], width: 14 },
  { title: 'Đơn giá (đ)', value: (r) => r.price, width: 16 },
  { title: 'Phí tư vấn (đ)', value: (r) => r.feePrice, width: 16 },
];

const FIRST_PAGE: ConsultingPriceFilters = { page: 1, limit: ORDER_LIMITS.listPageSize };

/** What the page reads first (the route's loader: the server draws the page with it): the prices as the address pages and searches them, for a role that may see them. */
export const consultingPricesFirstQueries: FirstQueries = (search, { can }) =>
  can('debt.view') ? [consultingPricesQueryOptions(listFiltersCodec(consultingEndpoints.prices.query, FIRST_PAGE).read(search))] : [];

/** /don-gia-tu-van (spec 1 §2.1): each catalogue service with its list price and the collaborator's fee; search, pages, .xlsx. */
export function ConsultingPricesPage() {
  useDocumentTitle(CONSULTING_TEXT.title);
  const canView = useCan('debt.view');
  return (
    <section className="page">
      <PageTitle>{CONSULTING_TEXT.title}</PageTitle>
      {canView ? <ConsultingPriceList /> : <NoAccess />}
    </section>
  );
}

function ConsultingPriceList() {
  const { filters, searchText, setSearchText, paging } = useListFilters<ConsultingPriceFilters>(FIRST_PAGE, {
    query: consultingEndpoints.prices.query,
  });
  const list = useConsultingPrices(filters);
  const [isExporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllPages((page, limit) => getConsultingPrices({ search: filters.search, page, limit }));
      await exportXlsx('don-gia-tu-van.xlsx', CONSULTING_TEXT.title, EXPORT_COLUMNS, rows);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<ConsultingPrice> = [
    { title: 'STT', key: 'index', width: 56, render: (_v, _r, i) => (filters.page - 1) * filters.limit + i + 1 },
    { title: 'Mã dịch vụ', dataIndex: 'code', width: 120 },
    { title: 'Tên dịch vụ', dataIndex: 'name', width: 280 },
    { title: 'Loại', dataIndex: 'kind', width: 100, render: (v: ConsultingPrice['kind']) => CONSULTING_KIND_LABELS[v] },
    { title: 'Đơn giá', dataIndex: 'price', width: 130, align: 'right', render: (v: number) => formatVnd(v) },
    { title: 'Phí tư vấn', dataIndex: 'feePrice', width: 130, align: 'right', render: (v: number) => formatVnd(v) },
  ];

  return (
    <>
      <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
        <SearchBox label={CONSULTING_TEXT.search} value={searchText} onChange={setSearchText} width={320} />
        <Button onClick={() => void onExport()} loading={isExporting} disabled={!list.data?.items.length}>
          {CONSULTING_TEXT.export}
        </Button>
      </Flex>
      <KeyboardScrollable label={CONSULTING_TEXT.title}>
        <PagedTable query={list} columns={columns} paging={paging} pageSizes={ORDER_LIMITS.pageSizeOptions} />
      </KeyboardScrollable>
    </>
  );
}
