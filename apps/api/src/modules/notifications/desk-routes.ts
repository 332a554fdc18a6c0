import { NOTIFICATION_MSG, notificationDeskEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as desk from './desk-service.ts';

/** The notification desk, broadcasts and what became of every notification (contract: `notificationDeskEndpoints`). */
export async function notificationDeskRoutes(app: FastifyInstance) {
  const e = notificationDeskEndpoints;

  implement(app, e.list, {
    handler: ({ deps, query }) => desk.list(deps, query),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => desk.detail(deps, params.id),
  });

  implement(app, e.partners, {
    handler: ({ deps, query }) => desk.searchPartners(deps, query.search, query.type),
  });

  implement(app, e.partnerDevices, {
    handler: ({ deps, params }) => desk.partnerDevices(deps, params.id),
  });

  implement(app, e.broadcast, {
    message: NOTIFICATION_MSG.broadcastSent,
    handler: ({ deps, actor, body }) => desk.broadcast(deps, actor, body),
  });
}
