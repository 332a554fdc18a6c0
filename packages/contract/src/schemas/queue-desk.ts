import { z } from '../zod.ts';
import { listOf, pageQuerySchema } from './envelope.ts';
import { idParamSchema } from './files.ts';
import { optionalQuery } from './orders.ts';

/*
 * The job-queue desk (`/api/admin/queue`, administrator only): how far behind each background queue
 * is, the jobs that failed for good (with their error) and a retry for them, and when each
 * self-rescheduling job runs next. The queue names are the server's (`JOBS` in lib/jobs/queue.ts,
 * which checks that every one of them has a label here).
 */

/** Every background queue, as staff read it. */
export const QUEUE_LABELS = {
  'message.deliver': 'Gửi email / SMS',
  'content.publish': 'Đăng tin tức đã hẹn giờ',
  'notification.fanout': 'Phân phát thông báo tới tài khoản',
  'notification.push': 'Gửi thông báo đẩy (Web Push)',
  'notification.broadcast': 'Gửi thông báo hàng loạt',
  'notification.prune': 'Dọn thông báo cũ',
  'storage.sweep': 'Dọn tệp không còn dùng',
  'debts.report-schedule': 'Lịch lập báo cáo công nợ tháng',
  'debts.report-build': 'Lập báo cáo công nợ tháng của một cộng tác viên',
  'debts.reminders': 'Nhắc nợ hằng ngày',
  'system.backup': 'Sao lưu tự động',
  'integrations.orm-scan': 'Tìm lịch hẹn mới để gửi hệ thống xét nghiệm',
  'integrations.orm-deliver': 'Gửi chỉ định tới hệ thống xét nghiệm (HL7 v2 ORM)',
} as const satisfies Record<string, string>;
export type QueueName = keyof typeof QUEUE_LABELS;
export const QUEUE_NAMES = Object.keys(QUEUE_LABELS) as [QueueName, ...QueueName[]];

/** The queues whose every run queues the next one (not pg-boss cron schedules): what each does. */
export const RECURRING_QUEUES = {
  'notification.prune': { cadence: 'Hằng ngày', description: 'Xóa các thông báo trong hộp thư đối tác đã quá 12 tháng.' },
  'storage.sweep': {
    cadence: 'Hằng giờ',
    description: 'Xóa các tệp đã lưu mà không hồ sơ nào dùng (tải lên bị hủy giữa chừng), sau thời gian chờ.',
  },
  'debts.report-schedule': {
    cadence: 'Hằng tháng, 01:00 ngày 1 (giờ Việt Nam)',
    description: 'Lập báo cáo công nợ tháng trước cho từng cộng tác viên có chỉ định đã hoàn thành.',
  },
  'debts.reminders': {
    cadence: 'Hằng ngày, 08:00 (giờ Việt Nam)',
    description: 'Gửi nhắc nợ cho các báo cáo công nợ đã gửi chưa thanh toán; báo cáo quá hạn chuyển sang quá hạn.',
  },
  'system.backup': {
    // The desk says the configured hour instead (BACKUP_DESK_TEXT.cadence).
    cadence: 'Hằng ngày, giờ đặt trong BACKUP_SCHEDULE_HOUR (giờ Việt Nam)',
    description: 'Sao lưu cơ sở dữ liệu và các tệp đã lưu (như npm run admin -- backup), chỉ giữ các bản gần nhất.',
  },
  'integrations.orm-scan': {
    cadence: 'Mỗi phút, khi có tích hợp nhận chỉ định qua HL7 v2',
    description: 'Đưa các lịch hẹn mới (hoặc vừa hủy) vào hàng gửi tới hệ thống xét nghiệm của từng tích hợp.',
  },
} as const satisfies Partial<Record<QueueName, { cadence: string; description: string }>>;
export type RecurringQueue = keyof typeof RECURRING_QUEUES;

/** Completed and failed jobs are counted over this many recent hours. */
export const QUEUE_DESK_WINDOW_HOURS = 24;

export const QUEUE_DESK_MSG = {
  queue: 'Hàng đợi không hợp lệ!',
  notFailed: 'Công việc này không còn ở trạng thái lỗi, không cần thử lại.',
  retried: 'Đã đưa công việc vào hàng đợi để chạy lại.',
  retriedAll: (n: number) => (n > 0 ? `Đã đưa ${n} công việc lỗi vào hàng đợi để chạy lại.` : 'Không có công việc lỗi nào để thử lại.'),
} as const;

const queueNameSchema = z.enum(QUEUE_NAMES, { error: QUEUE_DESK_MSG.queue });

export const queueBacklogRowSchema = z.object({
  queue: queueNameSchema,
  /** Waiting to run (their time has come, or not yet). */
  queued: z.number().int(),
  /** Of `queued`, those whose start time is still ahead (a recurring job's next run, a scheduled post). */
  scheduled: z.number().int(),
  active: z.number().int(),
  /** Failed an attempt, waiting for the next one. */
  retrying: z.number().int(),
  /** Failed for good in the window. */
  failed: z.number().int(),
  /** Completed in the window. */
  completed: z.number().int(),
  /** How long the oldest job whose time has come has been waiting; null when none waits. */
  oldestWaitingSeconds: z.number().int().nullable(),
});
export type QueueBacklogRow = z.infer<typeof queueBacklogRowSchema>;
export const queueBacklogSchema = z.object({ windowHours: z.number().int(), items: z.array(queueBacklogRowSchema) });
export type QueueBacklog = z.infer<typeof queueBacklogSchema>;

export const failedJobListQuerySchema = pageQuerySchema.extend({ queue: optionalQuery(queueNameSchema) });
export type FailedJobListQuery = z.infer<typeof failedJobListQuerySchema>;

export const failedJobSchema = z.object({
  id: z.string(),
  queue: queueNameSchema,
  /** The last attempt's error message (never its stack). */
  error: z.string(),
  attempts: z.number().int(),
  failedAt: z.string().nullable(),
  /** The ids the job's data names (`outboxId`, `postId`…); nothing else of the data is shown. */
  refs: z.record(z.string(), z.string()),
});
export type FailedJob = z.infer<typeof failedJobSchema>;
export const failedJobListSchema = listOf(failedJobSchema);
export type FailedJobList = z.infer<typeof failedJobListSchema>;

export const jobIdParamsSchema = z.object({ id: idParamSchema });

/** Retry every failed job of one queue, or of every queue (`null`): the scope is always said. */
export const retryFailedBodySchema = z.object({ queue: queueNameSchema.nullable() });
export type RetryFailedBody = z.infer<typeof retryFailedBodySchema>;
export const retryResultSchema = z.object({ retried: z.number().int() });

export const queueScheduleRowSchema = z.object({
  queue: z.enum(Object.keys(RECURRING_QUEUES) as [RecurringQueue, ...RecurringQueue[]]),
  cadence: z.string(),
  description: z.string(),
  /** The queued run's start time; null when none is queued (the next server start queues one). */
  nextRunAt: z.string().nullable(),
  /** When the last run ended (or started, for a run under way); null when none is kept. */
  lastRunAt: z.string().nullable(),
  lastState: z.enum(['active', 'completed', 'failed']).nullable(),
});
export type QueueScheduleRow = z.infer<typeof queueScheduleRowSchema>;
export const queueScheduleSchema = z.object({ items: z.array(queueScheduleRowSchema) });
export type QueueSchedule = z.infer<typeof queueScheduleSchema>;

// ——— scheduled backups (the `system.backup` queue: modules/queue/backup-service.ts) ———

/** How many of the latest scheduled backups the desk lists. */
export const BACKUP_HISTORY_LIMIT = 30;

export const BACKUP_DESK_TEXT = {
  /** The recurring job's cadence as the schedule shows it: the configured hour, or off. */
  cadence: (hour: number | null) =>
    hour === null ? 'Chưa bật (đặt BACKUP_SCHEDULE_HOUR)' : `Hằng ngày, ${String(hour).padStart(2, '0')}:00 (giờ Việt Nam)`,
} as const;

export const BACKUP_RUN_STATUSES = ['succeeded', 'failed'] as const;
export type BackupRunStatus = (typeof BACKUP_RUN_STATUSES)[number];

/** One run of the scheduled backup, as recorded when it ended. */
export const backupRunSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  status: z.enum(BACKUP_RUN_STATUSES),
  /** The backup's folder (`/srv/backups/portal-2026-05-01-020000`) or object prefix (`s3://bucket/backups/portal-…/`). */
  location: z.string(),
  /** Bytes written (tables gzipped and stored files); null when the run failed before the backup was whole. */
  sizeBytes: z.number().int().nullable(),
  /** Stored files copied; null as `sizeBytes`. */
  fileCount: z.number().int().nullable(),
  /** Older scheduled backups removed after this one, to keep the configured number. */
  removed: z.number().int(),
  /** Why the run failed (its message, never a stack); null on success. */
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupHistorySchema = z.object({
  /** The server's settings: the hour (Vietnam time) or null when the schedule is off, where backups go, how many are kept. */
  settings: z.object({ hour: z.number().int().nullable(), target: z.string().nullable(), keep: z.number().int() }),
  /** The latest runs, newest first (at most BACKUP_HISTORY_LIMIT). */
  items: z.array(backupRunSchema),
});
export type BackupHistory = z.infer<typeof backupHistorySchema>;
