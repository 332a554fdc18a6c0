import {
  broadcastBodySchema,
  broadcastResultSchema,
  deskNotificationDetailSchema,
  deskNotificationListQuerySchema,
  deskNotificationListSchema,
  deskPartnerDeviceListSchema,
  deskPartnerPickQuerySchema,
  deskPartnerPickSchema,
  NOTIFICATION_MSG,
  notificationIdParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as desk from './desk-service.ts';

const VIEW = access.operator('notifications.view');
const SEND = access.operator('notifications.send');

/** The notification desk (`/api/admin/notifications`): broadcasts, and what became of every notification. */
export async function notificationDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-notifications');

  r.get('', {
    access: VIEW,
    query: deskNotificationListQuerySchema,
    data: deskNotificationListSchema,
    handler: ({ deps, query }) => desk.list(deps, query),
  });

  r.get('/:id', {
    access: VIEW,
    params: notificationIdParamsSchema,
    data: deskNotificationDetailSchema,
    handler: ({ deps, params }) => desk.detail(deps, params.id),
  });

  r.get('/partners', {
    access: VIEW,
    query: deskPartnerPickQuerySchema,
    data: deskPartnerPickSchema,
    handler: ({ deps, query }) => desk.searchPartners(deps, query.search, query.type),
  });

  r.get('/partners/:id/devices', {
    access: VIEW,
    params: notificationIdParamsSchema,
    data: deskPartnerDeviceListSchema,
    handler: ({ deps, params }) => desk.partnerDevices(deps, params.id),
  });

  r.post('/broadcasts', {
    access: SEND,
    body: broadcastBodySchema,
    data: broadcastResultSchema,
    message: NOTIFICATION_MSG.broadcastSent,
    handler: ({ deps, actor, body }) => desk.broadcast(deps, actor, body),
  });
}
