import {
  LIMITS,
  type RequestListQuery,
  type RequestRow,
  TENDER_LIMITS,
  TENDER_MSG,
  formatDate,
  tenderingProviderEndpoints,
} from '@portal/contract';
import { Button, DatePicker, Input, Modal, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { LoadError } from '@/components/query-state';
import { lookupLabel, useTenderLookups } from '../api/get-lookups';
import { useRequests } from '../api/get-requests';
import { useDeleteRequest } from '../api/save-request';
import { hasReply, isEditableKind, visibleRequests } from '../bid-rules';
import { FILTER_DEBOUNCE_MS } from '@/lib/use-debounced';
import { useListFilters } from '@/lib/use-list-filters';
import type { RequestDialogState } from './bid-detail-page';
import { ResponsiveTable } from '@/components/responsive-table';

type RequestTabProps = {
  submissionId: string;
  /** False once the bid has a result: requests are read-only then. */
  canChange: boolean;
  onOpen: (state: RequestDialogState) => void;
};

/** The tab's names in the address, apart from the history tab's (the page keeps both beside `?tab=`). */
const REQUEST_FILTERS_PREFIX = 'request-';
const ALL_ROWS: RequestListQuery = { page: 1, limit: TENDER_LIMITS.allRowsPageSize };

/** The sum of the columns' widths below: narrower, the tab scrolls; wider, long replies wrap. */
const REQUEST_TABLE_WIDTH = 60 + 150 + 200 + 250 + 150 + 180;

/**
 * 'Yêu cầu' (spec 2 §2.6, §4.3): the provider's clarification requests (CMS staff's hidden). The
 * search and the day are kept in the address (`request-search`, `request-date` as YYYY-MM-DD; issue 37).
 */
export function RequestTab({ submissionId, canChange, onOpen }: RequestTabProps) {
  const lookups = useTenderLookups();
  const { filters, setFilters, setFilter, searchText, setSearchText } = useListFilters<RequestListQuery>(ALL_ROWS, {
    query: tenderingProviderEndpoints.requests.query,
    // Every row at once, of this submission: no page in the address.
    fixed: { page: ALL_ROWS.page, limit: ALL_ROWS.limit, bidPostSubmitId: submissionId },
    prefix: REQUEST_FILTERS_PREFIX,
    searchDelay: FILTER_DEBOUNCE_MS,
  });
  const query = useRequests(submissionId, { search: filters.search, date: filters.date });
  const remove = useDeleteRequest();
  const [deleting, setDeleting] = useState<RequestRow | null>(null);

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
          format="DD/MM/YYYY"
          value={filters.date ? dayjs(filters.date) : null}
          onChange={(value: Dayjs | null) => setFilter({ date: value ? value.format('YYYY-MM-DD') : undefined })}
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
        <ResponsiveTable<RequestRow>
          rowKey="id"
          size="small"
          loading={query.isFetching}
          dataSource={visibleRequests(query.data ?? [])}
          pagination={false}
          className="scroll-table"
          tableLayout="fixed"
          scroll={{ y: 400, x: REQUEST_TABLE_WIDTH }}
          columns={[
            { title: 'STT', key: 'index', width: 60, render: (_v, _row, index) => index + 1 },
            { title: 'NGÀY CẦN PHẢN HỒI', dataIndex: 'dateRequest', width: 150, render: (value: string | null) => formatDate(value) },
            { title: 'TIÊU ĐỀ', dataIndex: 'title', width: 200 },
            {
              title: 'Phản hồi',
              key: 'reply',
              width: 250,
              render: (_v, row) => row.replies.at(-1)?.content ?? '',
            },
            {
              title: 'TRẠNG THÁI',
              dataIndex: 'status',
              width: 150,
              render: (value: number) => <Tag color={value ? 'green' : 'orange'}>{lookupLabel(lookups, 'requestStatus', value)}</Tag>,
            },
            {
              title: 'THAO TÁC',
              key: 'actions',
              width: 180,
              render: (_v, row) => {
                const replied = hasReply(row);
                return (
                  <Space size="small">
                    <Button size="small" onClick={() => onOpen({ request: row, watch: true })}>
                      Xem
                    </Button>
                    {isEditableKind(row) && canChange ? (
                      <>
                        <Button
                          size="small"
                          disabled={replied}
                          title={replied ? TENDER_MSG.cannotEditReplied : undefined}
                          onClick={() => onOpen({ request: row, watch: false })}
                        >
                          Sửa
                        </Button>
                        <Button
                          size="small"
                          danger
                          disabled={replied}
                          title={replied ? TENDER_MSG.cannotDeleteReplied : undefined}
                          onClick={() => setDeleting(row)}
                        >
                          Xóa
                        </Button>
                      </>
                    ) : null}
                  </Space>
                );
              },
            },
          ]}
        />
      )}
      <Modal
        open={deleting !== null}
        title={TENDER_MSG.deleteConfirmTitle}
        okText="Xóa"
        okButtonProps={{ danger: true }}
        cancelText="Hủy"
        confirmLoading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onOk={() => {
          if (!deleting) return;
          // A failure keeps the dialog open; the client has shown the notice (SPEC-NOTES 1).
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      >
        {TENDER_MSG.deleteConfirm}
      </Modal>
    </div>
  );
}
