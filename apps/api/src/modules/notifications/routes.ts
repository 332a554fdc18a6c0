import {
  deviceListParamsSchema,
  deviceListQuerySchema,
  deviceListSchema,
  deviceRegisterSchema,
  deviceSchema,
  markAllReadBodySchema,
  NOTIFICATION_MSG,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSettingsSchema,
  PARTNER_TYPES,
  unreadCountSchema,
  vapidKeySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as notifications from './notifications-service.ts';

/** Every signed-in account, whatever its role: its own inbox and its own devices. */
const SELF = access.partner(PARTNER_TYPES, 'account.self');

/** A signed-in partner's inbox: `/api/partner/notifications`. */
export async function notificationRoutes(app: FastifyInstance) {
  const r = routes(app, 'notifications');

  r.get('', {
    access: SELF,
    query: notificationListQuerySchema,
    data: notificationListSchema,
    handler: ({ deps, auth, query }) => notifications.listInbox(deps, auth, query),
  });

  r.get('/unread-count', {
    access: SELF,
    data: unreadCountSchema,
    handler: ({ deps, auth }) => notifications.unreadCount(deps, auth),
  });

  r.post('/:id/read', {
    access: SELF,
    params: notificationIdParamsSchema,
    data: unreadCountSchema,
    message: NOTIFICATION_MSG.markedRead,
    handler: ({ deps, auth, params }) => notifications.markRead(deps, auth, params.id),
  });

  r.post('/read-all', {
    access: SELF,
    body: markAllReadBodySchema,
    data: unreadCountSchema,
    message: NOTIFICATION_MSG.markedAllRead,
    handler: ({ deps, auth, body }) => notifications.markAllRead(deps, auth, body.area),
  });

  r.get('/settings', {
    access: SELF,
    data: notificationSettingsSchema,
    handler: ({ deps, auth }) => notifications.getSettings(deps, auth),
  });

  r.put('/settings', {
    access: SELF,
    body: notificationSettingsSchema,
    data: notificationSettingsSchema,
    message: NOTIFICATION_MSG.settingsSaved,
    handler: ({ deps, auth, body }) => notifications.saveSettings(deps, auth, body),
  });
}

/** Web Push devices (spec 1 §7): `/api/partner/device-tokens`. */
export async function deviceTokenRoutes(app: FastifyInstance) {
  const r = routes(app, 'device-tokens');

  r.get('/vapid-public-key', {
    access: SELF,
    data: vapidKeySchema,
    handler: async ({ deps }) => ({ publicKey: deps.vapidPublicKey }),
  });

  r.post('/register', {
    access: SELF,
    body: deviceRegisterSchema,
    data: deviceSchema,
    message: NOTIFICATION_MSG.deviceRegistered,
    handler: ({ deps, auth, body }) => notifications.registerDevice(deps, auth, body),
  });

  r.get('/user/:userId', {
    access: SELF,
    params: deviceListParamsSchema,
    query: deviceListQuerySchema,
    data: deviceListSchema,
    handler: ({ deps, auth, params, query }) => notifications.listDevices(deps, auth, params.userId, query.partnerCategoryType),
  });

  r.delete('/:id', {
    access: SELF,
    params: notificationIdParamsSchema,
    message: NOTIFICATION_MSG.deviceRemoved,
    handler: ({ deps, auth, params }) => notifications.removeDevice(deps, auth, params.id),
  });
}
