import {
  type HistoryListQuery,
  type HistoryRow,
  LIMITS,
  TENDER_LIMITS,
  formatDateTime,
  tenderingProviderEndpoints,
} from '@portal/contract';
import { Button, DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { LoadError } from '@/components/query-state';
import { useHistory } from '../api/get-history';
import { lookupLabel, useTenderLookups } from '../api/get-lookups';
import { historyLines } from '../history-content';
import { FILTER_DEBOUNCE_MS } from '@/lib/use-debounced';
import { useListFilters } from '@/lib/use-list-filters';
import { ResponsiveTable } from '@/components/responsive-table';

/** The tab's names in the address, apart from the request tab's (the page keeps both beside `?tab=`). */
const HISTORY_FILTERS_PREFIX = 'history-';
const ALL_ROWS: HistoryListQuery = { page: 1, limit: TENDER_LIMITS.allRowsPageSize };

/**
 * 'Lịch sử cập nhật' (spec 2 §2.5): the submission's changes, every row at once. The search, the
 * day and the action are kept in the address (`history-search`, `history-date` as YYYY-MM-DD,
 * `history-type`; issue 37); the day goes to the server as the filter shows it, DD-MM-YYYY (spec 2 §9).
 */
export function HistoryTab({ submissionId }: { submissionId: string }) {
  const lookups = useTenderLookups();
  const { filters, setFilters, setFilter, searchText, setSearchText } = useListFilters<HistoryListQuery>(ALL_ROWS, {
    query: tenderingProviderEndpoints.history.query,
    // Every row at once, of this submission: no page in the address.
    fixed: { page: ALL_ROWS.page, limit: ALL_ROWS.limit, bidPostSubmitId: submissionId },
    prefix: HISTORY_FILTERS_PREFIX,
    searchDelay: FILTER_DEBOUNCE_MS,
  });
  const query = useHistory(submissionId, {
    search: filters.search,
    date: filters.date ? dayjs(filters.date).format('DD-MM-YYYY') : undefined,
    type: filters.type,
  });

  return (
    <div className="bid-list">
      <div className="bid-filters">
        <Input.Search
          aria-label="Tìm kiếm"
          placeholder="Tìm kiếm"
          allowClear
          maxLength={LIMITS.searchMax}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <DatePicker
          aria-label="Ngày"
          placeholder="Chọn ngày"
          format="DD-MM-YYYY"
          value={filters.date ? dayjs(filters.date) : null}
          onChange={(value: Dayjs | null) => setFilter({ date: value ? value.format('YYYY-MM-DD') : undefined })}
        />
        <Select
          aria-label="Hành động"
          placeholder="Hành động"
          allowClear
          value={filters.type}
          onChange={(value: number | undefined) => setFilter({ type: value })}
          options={lookups.historyType.map((item) => ({ value: item.id, label: item.name }))}
          style={{ minWidth: 160 }}
        />
        <Button
          onClick={() => {
            setSearchText('');
            setFilters((f) => ({ page: 1, limit: f.limit }));
          }}
        >
          Gỡ bộ lọc
        </Button>
      </div>
      {query.isError ? (
        <LoadError error={query.error} isRetrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <ResponsiveTable<HistoryRow>
          rowKey="id"
          size="small"
          loading={query.isFetching}
          dataSource={query.data ?? []}
          pagination={false}
          scroll={{ y: 400, x: 'max-content' }}
          columns={[
            { title: 'STT', key: 'index', width: 70, render: (_v, _row, index) => index + 1 },
            { title: 'THỜI GIAN', dataIndex: 'date', width: 150, render: (value: string) => formatDateTime(value) },
            { title: 'NGƯỜI THỰC HIỆN', dataIndex: 'performer', width: 150 },
            {
              title: 'HÀNH ĐỘNG',
              dataIndex: 'actionType',
              width: 150,
              render: (value: number) => lookupLabel(lookups, 'historyType', value),
            },
            {
              title: 'NỘI DUNG',
              key: 'content',
              width: 360,
              render: (_v, row) => (
                <ul className="bid-history-lines">
                  {historyLines(row.content, row.actionType, row.subject, lookups).map((line, index) => (
                    <li key={`${line.field}-${index}`}>{line.label ? `${line.label}: ${line.text}` : line.text}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
