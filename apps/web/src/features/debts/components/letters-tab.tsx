import { type DebtLetterItem, type DebtLetterResponseStatus, debtLetterEndpoints, formatDate, formatVnd } from '@portal/contract';
import { Button, DatePicker, Select, Space, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { LetterStatusTag } from '@/components/debt-letter-tags';
import { PagedTable } from '@/components/paged-table';
import { SearchBox } from '@/components/search-box';
import { useListFilters } from '@/lib/use-list-filters';
import { type LetterFilters, useLetterOptions, useLetters } from '../api/get-letters';
import { lazyDialog } from '@/components/lazy-dialog';
import './letters.css';

const LetterDialog = lazyDialog(
  () => import('./letter-dialog').then((m) => m.LetterDialog),
  (p) => p.letterId !== undefined,
);

export const LETTERS_TEXT = {
  search: 'Tìm theo tên thư, mã thư',
  sentDate: 'Ngày gửi',
  balanceDate: 'Ngày chốt số dư',
  responseStatus: 'Trạng thái phản hồi',
  clear: 'Xoá bộ lọc',
  index: 'STT',
  letterName: 'Tên thư',
  balanceAmount: 'Số dư công nợ',
  detail: 'Chi tiết',
} as const;

export const LETTER_PAGE_SIZES = [10, 25, 50, 100] as const;
const FIRST_PAGE: LetterFilters = { page: 1, limit: LETTER_PAGE_SIZES[0] };
const DAY = 'YYYY-MM-DD';

/** Spec 3 §5: no sent date after today, no balance date before the end of today. */
export const isFutureDay = (d: Dayjs) => d.isAfter(dayjs().endOf('day'));
export const isBeforeEndOfToday = (d: Dayjs) => d.isBefore(dayjs().endOf('day'));

/**
 * 'Danh sách công nợ' (spec 3 §2): the collaborator's debt confirmation letters — search
 * (500 ms), sent date, balance date, response status from the server, 'Xoá bộ lọc'; row numbers
 * continue across pages; 'Chi tiết' (or `?letter=<id>`, the notification's link) opens the
 * confirmation dialog.
 */
export function LettersTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, setFilters, setFilter, searchText, setSearchText, paging } = useListFilters<LetterFilters>(FIRST_PAGE, {
    query: debtLetterEndpoints.list.query,
  });
  const list = useLetters(filters);
  const options = useLetterOptions();
  const openId = searchParams.get('letter') ?? undefined;
  const open = (id: string | undefined) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id) next.set('letter', id);
        else next.delete('letter');
        return next;
      },
      { replace: true },
    );
  const hasFilters = Boolean(searchText || filters.sentDate || filters.balanceDate || filters.responseStatus);

  const columns: TableColumnsType<DebtLetterItem> = [
    { title: LETTERS_TEXT.index, key: 'index', width: 64, render: (_v, _r, i) => (filters.page - 1) * filters.limit + i + 1 },
    { title: LETTERS_TEXT.letterName, dataIndex: 'letterName', width: 280 },
    { title: LETTERS_TEXT.sentDate, dataIndex: 'sentDate', width: 120, render: (v: string) => formatDate(v) },
    { title: LETTERS_TEXT.balanceDate, dataIndex: 'balanceDate', width: 140, render: (v: string) => formatDate(v) },
    { title: LETTERS_TEXT.balanceAmount, dataIndex: 'balanceAmount', width: 150, align: 'right', render: (v: number) => formatVnd(v) },
    {
      title: LETTERS_TEXT.responseStatus,
      dataIndex: 'responseStatus',
      width: 160,
      render: (v: number, r) => <LetterStatusTag status={v} name={r.responseStatusName} />,
    },
    {
      title: LETTERS_TEXT.detail,
      key: 'detail',
      width: 110,
      render: (_v, r) => (
        <Button size="small" onClick={() => open(r.id)} aria-label={`${LETTERS_TEXT.detail}: ${r.letterName}`}>
          {LETTERS_TEXT.detail}
        </Button>
      ),
    },
  ];

  return (
    <section aria-label="Danh sách công nợ" className="letters-tab">
      <Space wrap className="filter-bar letters-tab__filters">
        <SearchBox width={260} label={LETTERS_TEXT.search} value={searchText} onChange={setSearchText} />
        <DatePicker
          placeholder={LETTERS_TEXT.sentDate}
          aria-label={LETTERS_TEXT.sentDate}
          format="DD/MM/YYYY"
          disabledDate={isFutureDay}
          value={filters.sentDate ? dayjs(filters.sentDate) : null}
          onChange={(d: Dayjs | null) => setFilter({ sentDate: d ? d.format(DAY) : undefined })}
        />
        <DatePicker
          placeholder={LETTERS_TEXT.balanceDate}
          aria-label={LETTERS_TEXT.balanceDate}
          format="DD/MM/YYYY"
          disabledDate={isBeforeEndOfToday}
          value={filters.balanceDate ? dayjs(filters.balanceDate) : null}
          onChange={(d: Dayjs | null) => setFilter({ balanceDate: d ? d.format(DAY) : undefined })}
        />
        <Select<DebtLetterResponseStatus>
          allowClear
          style={{ width: 200 }}
          placeholder={LETTERS_TEXT.responseStatus}
          aria-label={LETTERS_TEXT.responseStatus}
          loading={options.isFetching}
          value={filters.responseStatus}
          options={(options.data?.responseStatus ?? []).map((o) => ({ value: o.value as DebtLetterResponseStatus, label: o.name }))}
          onChange={(v?: DebtLetterResponseStatus) => setFilter({ responseStatus: v ?? undefined })}
        />
        <Button
          disabled={!hasFilters}
          onClick={() => {
            setSearchText('');
            setFilters((f) => ({ page: 1, limit: f.limit }));
          }}
        >
          {LETTERS_TEXT.clear}
        </Button>
      </Space>
      <PagedTable<DebtLetterItem> query={list} columns={columns} paging={paging} pageSizes={LETTER_PAGE_SIZES} />
      <LetterDialog letterId={openId} onClose={() => open(undefined)} />
    </section>
  );
}
