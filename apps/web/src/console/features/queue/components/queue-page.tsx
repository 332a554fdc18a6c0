import {
  type BackupRun,
  type FailedJob,
  QUEUE_LABELS,
  QUEUE_NAMES,
  type QueueBacklogRow,
  type QueueName,
  type QueueScheduleRow,
} from '@portal/contract';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { ShortTable } from '../../../components/short-table';
import { formatDateTime, formatSize } from '../../../lib/format';
import { listQuery, useListParams } from '../../../lib/list-params';
import { useQueueBacklog } from '../api/get-backlog';
import { useBackups } from '../api/get-backups';
import { useFailedJobs } from '../api/get-failed-jobs';
import { useQueueSchedule } from '../api/get-schedule';
import { useRetryFailedJobs, useRetryJob } from '../api/retry-jobs';
import { BACKUP_STATUS_LABELS, formatWait, LAST_STATE_LABELS, QUEUE_DESK_TEXT as TEXT } from './queue-labels';

const FILTER_KEYS = ['queue'] as const;

const count = (n: number, danger = false) => (danger && n > 0 ? <Typography.Text type="danger">{n}</Typography.Text> : n);

const backlogColumns = (hours: number): TableColumnsType<QueueBacklogRow & { id: string }> => [
  { key: 'queue', title: TEXT.queue, width: 220, render: (_, r) => QUEUE_LABELS[r.queue] },
  {
    key: 'queued',
    title: 'Đang chờ',
    width: 110,
    render: (_, r) => (
      <>
        {r.queued}
        {r.scheduled > 0 && (
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {r.scheduled} hẹn giờ
          </Typography.Text>
        )}
      </>
    ),
  },
  { key: 'active', title: 'Đang chạy', width: 90, dataIndex: 'active' },
  { key: 'retrying', title: 'Chờ thử lại', width: 100, render: (_, r) => count(r.retrying, true) },
  { key: 'failed', title: `Lỗi (${hours} giờ)`, width: 100, render: (_, r) => count(r.failed, true) },
  { key: 'completed', title: `Hoàn thành (${hours} giờ)`, width: 130, dataIndex: 'completed' },
  { key: 'oldest', title: 'Chờ lâu nhất', width: 130, render: (_, r) => formatWait(r.oldestWaitingSeconds) },
];

const scheduleColumns: TableColumnsType<QueueScheduleRow & { id: string }> = [
  { key: 'queue', title: 'Công việc', width: 200, render: (_, r) => QUEUE_LABELS[r.queue] },
  { key: 'cadence', title: 'Tần suất', width: 180, dataIndex: 'cadence' },
  { key: 'description', title: 'Việc làm', width: 320, dataIndex: 'description' },
  { key: 'next', title: 'Lần chạy tới', width: 150, render: (_, r) => (r.nextRunAt ? formatDateTime(r.nextRunAt) : 'Chưa hẹn') },
  {
    key: 'last',
    title: 'Lần chạy gần nhất',
    width: 190,
    render: (_, r) =>
      r.lastRunAt && r.lastState ? (
        <>
          {formatDateTime(r.lastRunAt)}{' '}
          <Tag color={r.lastState === 'failed' ? 'red' : r.lastState === 'active' ? 'blue' : 'green'}>{LAST_STATE_LABELS[r.lastState]}</Tag>
        </>
      ) : (
        '—'
      ),
  },
];

const backupColumns: TableColumnsType<BackupRun> = [
  { key: 'startedAt', title: 'Bắt đầu', width: 140, render: (_, r) => formatDateTime(r.startedAt) },
  {
    key: 'status',
    title: 'Kết quả',
    width: 110,
    render: (_, r) => <Tag color={r.status === 'failed' ? 'red' : 'green'}>{BACKUP_STATUS_LABELS[r.status]}</Tag>,
  },
  {
    key: 'location',
    title: 'Nơi lưu',
    width: 300,
    render: (_, r) => <Typography.Text style={{ wordBreak: 'break-all' }}>{r.location}</Typography.Text>,
  },
  { key: 'size', title: 'Dung lượng', width: 110, render: (_, r) => (r.sizeBytes === null ? '—' : formatSize(r.sizeBytes)) },
  { key: 'files', title: 'Số tệp', width: 80, render: (_, r) => r.fileCount ?? '—' },
  { key: 'removed', title: 'Bản cũ đã xóa', width: 110, dataIndex: 'removed' },
  {
    key: 'error',
    title: 'Lỗi',
    width: 300,
    render: (_, r) =>
      r.error ? <Typography.Text style={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>{r.error}</Typography.Text> : '—',
  },
];

/**
 * The job-queue desk (`/quan-tri/hang-doi`, administrator): how far behind each background queue
 * is, the jobs that failed for good with a retry for each or for all, the recurring jobs, and the
 * scheduled backup's settings and latest runs.
 */
export function QueuePage() {
  const backlog = useQueueBacklog();
  const schedule = useQueueSchedule();
  const backups = useBackups();
  const list = useListParams(FILTER_KEYS);
  const failed = useFailedJobs(listQuery(list));
  const retryJob = useRetryJob();
  const retryAll = useRetryFailedJobs();
  const [isConfirming, setConfirming] = useState(false);
  const queue = (list.filters.queue as QueueName | undefined) ?? null;
  const failedTotal = failed.data?.pagination.totalCount ?? 0;

  const filters: ListFilter<(typeof FILTER_KEYS)[number]>[] = [
    { kind: 'select', key: 'queue', label: TEXT.queue, options: QUEUE_NAMES.map((q) => ({ value: q, label: QUEUE_LABELS[q] })) },
  ];
  const failedColumns: ListColumn<FailedJob>[] = [
    {
      key: 'failedAt',
      title: 'Lúc lỗi',
      width: 140,
      render: (_, j) => formatDateTime(j.failedAt),
      exportValue: (j) => formatDateTime(j.failedAt),
    },
    { key: 'queue', title: TEXT.queue, width: 180, render: (_, j) => QUEUE_LABELS[j.queue], exportValue: (j) => QUEUE_LABELS[j.queue] },
    {
      key: 'error',
      title: 'Lỗi',
      width: 300,
      render: (_, j) => <Typography.Text style={{ wordBreak: 'break-word' }}>{j.error || '—'}</Typography.Text>,
      exportValue: (j) => j.error,
    },
    { key: 'attempts', title: 'Số lần chạy', width: 100, dataIndex: 'attempts', exportValue: (j) => j.attempts },
    {
      key: 'refs',
      title: 'Mã liên quan',
      width: 220,
      defaultHidden: true,
      render: (_, j) => <Typography.Text code>{JSON.stringify(j.refs)}</Typography.Text>,
      exportValue: (j) => JSON.stringify(j.refs),
    },
    {
      key: 'actions',
      title: 'Thao tác',
      width: 110,
      render: (_, j) => (
        <Button size="small" loading={retryJob.isPending && retryJob.variables === j.id} onClick={() => retryJob.mutate(j.id)}>
          {TEXT.retry}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {TEXT.title}
        </Typography.Title>
        <Typography.Text type="secondary">{TEXT.intro}</Typography.Text>
      </div>

      <Card title={TEXT.backlog} size="small">
        <QueryState query={backlog}>
          {(data) => (
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">{TEXT.backlogNote(data.windowHours)}</Typography.Text>
              <ShortTable
                label={TEXT.backlog}
                columns={backlogColumns(data.windowHours)}
                rows={data.items.map((r) => ({ ...r, id: r.queue }))}
                size="small"
              />
            </Flex>
          )}
        </QueryState>
      </Card>

      <Card title={TEXT.failed} size="small">
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{TEXT.failedNote}</Typography.Text>
          <ListPage
            id="queue-failed"
            list={list}
            filters={filters}
            columns={failedColumns}
            query={failed}
            rowKey={(j) => j.id}
            extra={
              <Button danger disabled={failedTotal === 0} onClick={() => setConfirming(true)}>
                {TEXT.retryAll}
              </Button>
            }
          />
        </Flex>
      </Card>

      <Card title={TEXT.schedule} size="small">
        <QueryState query={schedule}>
          {(data) => (
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">{TEXT.scheduleNote}</Typography.Text>
              <ShortTable
                label={TEXT.schedule}
                columns={scheduleColumns}
                rows={data.items.map((r) => ({ ...r, id: r.queue }))}
                size="small"
              />
            </Flex>
          )}
        </QueryState>
      </Card>

      <Card title={TEXT.backups} size="small">
        <QueryState query={backups}>
          {(data) => (
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">
                {data.settings.hour !== null && data.settings.target
                  ? TEXT.backupsOn(data.settings.hour, data.settings.target, data.settings.keep)
                  : TEXT.backupsOff}
              </Typography.Text>
              {data.items.length ? (
                <ShortTable label={TEXT.backups} columns={backupColumns} rows={data.items} size="small" />
              ) : (
                <Typography.Text>{TEXT.backupsNone}</Typography.Text>
              )}
            </Flex>
          )}
        </QueryState>
      </Card>

      <ConfirmDialog
        open={isConfirming}
        title={TEXT.retryAllTitle}
        description={TEXT.retryAllOf(failedTotal, queue ? QUEUE_LABELS[queue] : null)}
        okText={TEXT.retryAll}
        onConfirm={() => retryAll.mutateAsync(queue)}
        onClose={() => setConfirming(false)}
      />
    </Flex>
  );
}
