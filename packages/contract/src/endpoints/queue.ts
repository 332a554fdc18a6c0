import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  backupHistorySchema,
  failedJobListQuerySchema,
  failedJobListSchema,
  jobIdParamsSchema,
  queueBacklogSchema,
  queueScheduleSchema,
  retryFailedBodySchema,
  retryResultSchema,
} from '../schemas/queue-desk.ts';

const QUEUE = access.operator('system.queue');

/** The job-queue desk (administrators): backlog, failed jobs and their retry, recurring jobs. */
export const queueDeskEndpoints = {
  /** Per queue, what waits, runs, retries, and what failed or completed lately. */
  backlog: endpoint({
    method: 'GET',
    path: '/api/admin/queue/backlog',
    tag: 'admin-queue',
    access: QUEUE,
    data: queueBacklogSchema,
  }),
  /** Jobs that failed for good, newest first, by queue. */
  failed: endpoint({
    method: 'GET',
    path: '/api/admin/queue/failed',
    tag: 'admin-queue',
    access: QUEUE,
    query: failedJobListQuerySchema,
    data: failedJobListSchema,
  }),
  /** Every failed job of a queue (`null`: of every queue) back in its queue; answers how many. */
  retryFailed: endpoint({
    method: 'POST',
    path: '/api/admin/queue/failed/retry',
    tag: 'admin-queue',
    access: QUEUE,
    body: retryFailedBodySchema,
    data: retryResultSchema,
  }),
  /** One failed job back in its queue. */
  retryJob: endpoint({
    method: 'POST',
    path: '/api/admin/queue/jobs/:id/retry',
    tag: 'admin-queue',
    access: QUEUE,
    params: jobIdParamsSchema,
  }),
  /** Each recurring job's next and last run. */
  schedule: endpoint({
    method: 'GET',
    path: '/api/admin/queue/schedule',
    tag: 'admin-queue',
    access: QUEUE,
    data: queueScheduleSchema,
  }),
  /** The scheduled backup's settings and its latest runs (where, how big, or why it failed). */
  backups: endpoint({
    method: 'GET',
    path: '/api/admin/queue/backups',
    tag: 'admin-queue',
    access: QUEUE,
    data: backupHistorySchema,
  }),
};
