import { type HistoryRow, LIMITS, formatDateTime } from '@portal/contract';
import { Button, DatePicker, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { LoadError } from '@/components/query-state';
import { useHistory } from '../api/get-history';
import { lookupLabel, useTenderLookups } from '../api/get-lookups';
import { historyLines } from '../history-content';
import { useDebounced } from '@/lib/use-debounced';
import { ResponsiveTable } from '@/components/responsive-table';

/** 'Lịch sử cập nhật' (spec 2 §2.5): the submission's changes, every row at once. */
export function HistoryTab({ submissionId }: { submissionId: string }) {
  const lookups = useTenderLookups();
  const [search, setSearch] = useState('');
  const [date, setDate] = useState<Dayjs | null>(null);
  const [type, setType] = useState<number | undefined>(undefined);
  const filters = useDebounced({ search: search.trim(), date: date ? date.format('DD-MM-YYYY') : undefined, type });
  const query = useHistory(submissionId, filters);

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
        <DatePicker aria-label="Ngày" placeholder="Chọn ngày" format="DD-MM-YYYY" value={date} onChange={(value) => setDate(value)} />
        <Select
          aria-label="Hành động"
          placeholder="Hành động"
          allowClear
          value={type}
          onChange={(value: number | undefined) => setType(value)}
          options={lookups.historyType.map((item) => ({ value: item.id, label: item.name }))}
          style={{ minWidth: 160 }}
        />
        <Button
          onClick={() => {
            setSearch('');
            setDate(null);
            setType(undefined);
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
