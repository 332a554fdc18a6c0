import { type BackupHistory, type FailedJob, QUEUE_DESK_MSG, QUEUE_NAMES, type QueueBacklog, type QueueSchedule } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findDialog } from '@/testing/antd-helpers';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { BACKUP_STATUS_LABELS, formatWait, QUEUE_DESK_TEXT } from './queue-labels';
import { QueuePage } from './queue-page';

const JOB = '00000000-0000-4000-8000-0000000000f1';
const OUTBOX = '00000000-0000-4000-8000-0000000000f2';

const backlog: QueueBacklog = {
  windowHours: 24,
  items: QUEUE_NAMES.map((queue) => ({
    queue,
    queued: queue === 'message.deliver' ? 7 : 0,
    scheduled: queue === 'message.deliver' ? 2 : 0,
    active: 0,
    retrying: queue === 'message.deliver' ? 4 : 0,
    failed: queue === 'message.deliver' ? 3 : 0,
    completed: queue === 'message.deliver' ? 15 : 0,
    oldestWaitingSeconds: queue === 'message.deliver' ? 750 : null,
  })),
};
const job: FailedJob = {
  id: JOB,
  queue: 'message.deliver',
  error: "Can't send mail - all recipients were rejected: 550 Mailbox unavailable",
  attempts: 13,
  failedAt: '2026-03-02T03:04:00.000Z',
  refs: { outboxId: OUTBOX },
};
const schedule: QueueSchedule = {
  items: [
    {
      queue: 'debts.reminders',
      cadence: 'Hằng ngày, 08:00 (giờ Việt Nam)',
      description: 'Gửi nhắc nợ cho các báo cáo công nợ đã gửi chưa thanh toán.',
      nextRunAt: '2026-03-03T01:00:00.000Z',
      lastRunAt: '2026-03-02T01:00:05.000Z',
      lastState: 'failed',
    },
  ],
};

const backups: BackupHistory = {
  settings: { hour: 2, target: '/srv/backups/portal', keep: 7 },
  items: [
    {
      id: '00000000-0000-4000-8000-0000000000b2',
      startedAt: '2026-03-02T19:00:00.000Z',
      finishedAt: '2026-03-02T19:00:09.000Z',
      status: 'failed',
      location: '/srv/backups/portal/portal-2026-03-03-020000',
      sizeBytes: null,
      fileCount: null,
      removed: 0,
      error: "ENOSPC: no space left on device, write '/srv/backups/portal/portal-2026-03-03-020000/db/public.files.copy.gz'",
    },
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      startedAt: '2026-03-01T19:00:00.000Z',
      finishedAt: '2026-03-01T19:03:00.000Z',
      status: 'succeeded',
      location: '/srv/backups/portal/portal-2026-03-02-020000',
      sizeBytes: 734_000_000,
      fileCount: 1520,
      removed: 1,
      error: null,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function stub(backupAnswer: BackupHistory = backups) {
  return mockFetch((url, init) => {
    if (url === '/api/admin/queue/backups') return jsonResponse({ data: backupAnswer });
    if (url === '/api/admin/queue/backlog') return jsonResponse({ data: backlog });
    if (url.startsWith('/api/admin/queue/failed?'))
      return jsonResponse({ data: { items: [job], pagination: { page: 1, limit: 20, count: 3, totalCount: 3 } } });
    if (url === '/api/admin/queue/schedule') return jsonResponse({ data: schedule });
    if (url === `/api/admin/queue/jobs/${JOB}/retry` && init.method === 'POST')
      return jsonResponse({ data: null, message: QUEUE_DESK_MSG.retried });
    if (url === '/api/admin/queue/failed/retry' && init.method === 'POST')
      return jsonResponse({ data: { retried: 3 }, message: QUEUE_DESK_MSG.retriedAll(3) });
    return jsonResponse({ message: 'Không tìm thấy' }, 404);
  });
}
const posts = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.init.method === 'POST');

describe('the job-queue desk', () => {
  it('shows each queue`s counts under its Vietnamese name, the failed jobs with their error and the recurring jobs', async () => {
    stub();
    renderConsole(<QueuePage />);
    const backlogTable = await screen.findByRole('region', { name: QUEUE_DESK_TEXT.backlog });
    const row = within(backlogTable).getByText('Gửi email / SMS').closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['Gửi email / SMS', '72 hẹn giờ', '0', '4', '3', '15', '12 phút']);
    expect(within(backlogTable).getByRole('columnheader', { name: 'Lỗi (24 giờ)' })).toBeInTheDocument();
    expect(screen.getByText(QUEUE_DESK_TEXT.backlogNote(24))).toBeInTheDocument();

    expect(await screen.findByText(job.error)).toBeInTheDocument();
    const jobRow = screen.getByText(job.error).closest('tr')!;
    expect(within(jobRow).getByText('13')).toBeInTheDocument();
    expect(within(jobRow).getAllByText('Gửi email / SMS')).toHaveLength(1);

    const scheduleTable = await screen.findByRole('region', { name: QUEUE_DESK_TEXT.schedule });
    expect(within(scheduleTable).getByText('Nhắc nợ hằng ngày')).toBeInTheDocument();
    expect(within(scheduleTable).getByText(schedule.items[0]!.description)).toBeInTheDocument();
    expect(within(scheduleTable).getByText('Lỗi')).toBeInTheDocument();
  });

  it('"Thử lại" retries that job; "Thử lại tất cả" asks first, then retries every failed job of the chosen queue', async () => {
    const { calls } = stub();
    renderConsole(<QueuePage />, '/quan-tri/hang-doi?queue=message.deliver');
    const user = userEvent.setup();
    await screen.findByText(job.error);
    await user.click(within(screen.getByText(job.error).closest('tr')!).getByRole('button', { name: QUEUE_DESK_TEXT.retry }));
    await waitFor(() => expect(posts(calls).map((c) => c.url)).toEqual([`/api/admin/queue/jobs/${JOB}/retry`]));

    await user.click(screen.getByRole('button', { name: QUEUE_DESK_TEXT.retryAll }));
    const dialog = await findDialog(QUEUE_DESK_TEXT.retryAllTitle);
    expect(within(dialog).getByText(QUEUE_DESK_TEXT.retryAllOf(3, 'Gửi email / SMS'))).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: QUEUE_DESK_TEXT.retryAll }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]?.url).toBe('/api/admin/queue/failed/retry');
    expect(JSON.parse(String(posts(calls)[1]?.init.body))).toEqual({ queue: 'message.deliver' });
  });

  it('shows the backup schedule and the latest backups: when, where, how big, or why one failed', async () => {
    stub();
    renderConsole(<QueuePage />);
    const table = await screen.findByRole('region', { name: QUEUE_DESK_TEXT.backups });
    expect(screen.getByText(QUEUE_DESK_TEXT.backupsOn(2, '/srv/backups/portal', 7))).toBeInTheDocument();
    const cellsOf = (text: string) =>
      within(within(table).getByText(text).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cellsOf(backups.items[1]!.location)).toEqual([
      '02/03/2026 02:00',
      BACKUP_STATUS_LABELS.succeeded,
      backups.items[1]!.location,
      '734.0 MB',
      '1520',
      '1',
      '—',
    ]);
    expect(cellsOf(backups.items[0]!.location)).toEqual([
      '03/03/2026 02:00',
      BACKUP_STATUS_LABELS.failed,
      backups.items[0]!.location,
      '—',
      '—',
      '0',
      backups.items[0]!.error,
    ]);
  });

  it('says how to turn the scheduled backup on while it is off', async () => {
    stub({ settings: { hour: null, target: null, keep: 7 }, items: [] });
    renderConsole(<QueuePage />);
    expect(await screen.findByText(QUEUE_DESK_TEXT.backupsOff)).toBeInTheDocument();
    expect(screen.getByText(QUEUE_DESK_TEXT.backupsNone)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: QUEUE_DESK_TEXT.backups })).not.toBeInTheDocument();
  });

  it('says a wait in words', () => {
    expect([formatWait(null), formatWait(45), formatWait(750), formatWait(3 * 3600), formatWait(26 * 3600 + 60)]).toEqual([
      '—',
      '45 giây',
      '12 phút',
      '3 giờ',
      '1 ngày 2 giờ',
    ]);
  });
});
