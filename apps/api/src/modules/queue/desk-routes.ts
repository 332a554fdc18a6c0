import {
  failedJobListQuerySchema,
  failedJobListSchema,
  jobIdParamsSchema,
  QUEUE_DESK_MSG,
  queueBacklogSchema,
  queueScheduleSchema,
  retryFailedBodySchema,
  retryResultSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as desk from './desk-service.ts';

const QUEUE = access.operator('system.queue');

/** The job-queue desk (`/api/admin/queue`, administrator): backlog, failed jobs and their retry, recurring jobs. */
export async function queueDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-queue');

  r.get('/backlog', {
    access: QUEUE,
    data: queueBacklogSchema,
    handler: ({ deps }) => desk.backlog(deps),
  });

  r.get('/failed', {
    access: QUEUE,
    query: failedJobListQuerySchema,
    data: failedJobListSchema,
    handler: ({ deps, query }) => desk.failed(deps, query),
  });

  r.post('/failed/retry', {
    access: QUEUE,
    body: retryFailedBodySchema,
    data: retryResultSchema,
    message: (data) => QUEUE_DESK_MSG.retriedAll(data.retried),
    handler: ({ deps, actor, body }) => desk.retryAll(deps, actor, body.queue),
  });

  r.post('/jobs/:id/retry', {
    access: QUEUE,
    params: jobIdParamsSchema,
    message: QUEUE_DESK_MSG.retried,
    handler: ({ deps, actor, params }) => desk.retryOne(deps, actor, params.id),
  });

  r.get('/schedule', {
    access: QUEUE,
    data: queueScheduleSchema,
    handler: ({ deps }) => desk.schedule(deps),
  });
}
