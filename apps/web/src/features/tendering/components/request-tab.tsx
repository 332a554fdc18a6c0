import { LIMITS, type RequestRow, TENDER_MSG, formatDate } from '@portal/contract';
import { Button, DatePicker, Input, Modal, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { LoadError } from '@/components/query-state';
import { lookupLabel, useTenderLookups } from '../api/get-lookups';
import { useRequests } from '../api/get-requests';
import { useDeleteRequest } from '../api/save-request';
import { hasReply, isEditableKind, visibleRequests } from '../bid-rules';
import { useDebounced } from '@/lib/use-debounced';
import type { RequestDialogState } from './bid-detail-page';
import { ResponsiveTable } from '@/components/responsive-table';

type RequestTabProps = {
  submissionId: string;
  /** False once the bid has a result: requests are read-only then. */
  canChange: boolean;
  onOpen: (state: RequestDialogState) => void;
};

/** 'Yêu cầu' (spec 2 §2.6, §4.3): the provider's clarification requests (CMS staff's hidden). */

/** The sum of the columns' widths below: narrower, the tab scrolls; wider, long replies wrap. */
const REQUEST_TABLE_WIDTH = 60 + 150 + 200 + 250 + 150 + 180;
export function RequestTab({ submissionId, canChange, onOpen }: RequestTabProps) {
  const lookups = useTenderLookups();
  const [search, setSearch] = useState('');
  const [date, setDate] = useState<Dayjs | null>(null);
  const filters = useDebounced({ search: search.trim(), date: date ? date.format('YYYY-MM-DD') : undefined });
  const query = useRequests(submissionId, filters);
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
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <DatePicker aria-label="Ngày" placeholder="Chọn ngày" format="DD/MM/YYYY" value={date} onChange={(value) => setDate(value)} />
        <Button
          onClick={() => {
            setSearch('');
            setDate(null);
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
