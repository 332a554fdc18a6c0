import { QUEUE_DESK_MSG, queueDeskEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as desk from './desk-service.ts';

/** The job-queue desk (administrators): backlog, failed jobs and their retry, recurring jobs, backups (contract: endpoints/queue.ts `queueDeskEndpoints`). */
export async function queueDeskRoutes(app: FastifyInstance) {
  const e = queueDeskEndpoints;

  implement(app, e.backlog, {
    handler: ({ deps }) => desk.backlog(deps),
  });

  implement(app, e.failed, {
    handler: ({ deps, query }) => desk.failed(deps, query),
  });

  implement(app, e.retryFailed, {
    message: (data) => QUEUE_DESK_MSG.retriedAll(data.retried),
    handler: ({ deps, actor, body }) => desk.retryAll(deps, actor, body.queue),
  });

  implement(app, e.retryJob, {
    message: QUEUE_DESK_MSG.retried,
    handler: ({ deps, actor, params }) => desk.retryOne(deps, actor, params.id),
  });

  implement(app, e.schedule, {
    handler: ({ deps }) => desk.schedule(deps),
  });

  implement(app, e.backups, {
    handler: ({ deps }) => desk.backups(deps),
  });
}
