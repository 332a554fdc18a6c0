import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  broadcastBodySchema,
  broadcastResultSchema,
  deskNotificationDetailSchema,
  deskNotificationListQuerySchema,
  deskNotificationListSchema,
  deskPartnerDeviceListSchema,
  deskPartnerPickQuerySchema,
  deskPartnerPickSchema,
  deviceListParamsSchema,
  deviceListQuerySchema,
  deviceListSchema,
  deviceRegisterSchema,
  deviceSchema,
  emailOptOutQuerySchema,
  emailOptOutSchema,
  markAllReadBodySchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSettingsSchema,
  unreadCountSchema,
  vapidKeySchema,
} from '../schemas/notifications.ts';

/** A signed-in partner's inbox (every account; what it holds depends on the account's role). */
export const notificationEndpoints = {
  /** Newest first, within the 12 months kept; by area, unread only. */
  list: endpoint({
    method: 'GET',
    path: '/api/partner/notifications',
    tag: 'notifications',
    access: access.anyPartner,
    query: notificationListQuerySchema,
    data: notificationListSchema,
  }),
  /** The header's badge and the inbox filter's counts. */
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/partner/notifications/unread-count',
    tag: 'notifications',
    access: access.anyPartner,
    data: unreadCountSchema,
  }),
  /** Answers the new counts. */
  markRead: endpoint({
    method: 'POST',
    path: '/api/partner/notifications/:id/read',
    tag: 'notifications',
    access: access.anyPartner,
    params: notificationIdParamsSchema,
    data: unreadCountSchema,
  }),
  /** Every unread one within the current filter (`area`); answers the new counts. */
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/partner/notifications/read-all',
    tag: 'notifications',
    access: access.anyPartner,
    body: markAllReadBodySchema,
    data: unreadCountSchema,
  }),
  /** The areas the partner wants e-mailed. */
  settings: endpoint({
    method: 'GET',
    path: '/api/partner/notifications/settings',
    tag: 'notifications',
    access: access.anyPartner,
    data: notificationSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/partner/notifications/settings',
    tag: 'notifications',
    access: access.anyPartner,
    body: notificationSettingsSchema,
    data: notificationSettingsSchema,
  }),
  /**
   * What a mail's opt-out link turns off, without signing in (the token, signed by the server, names
   * the account and the area): the page `/huy-nhan-email` asks before it turns it off. Changes nothing.
   */
  emailOptOut: endpoint({
    method: 'GET',
    path: '/api/partner/notifications/email-opt-out',
    tag: 'notifications',
    access: access.public,
    query: emailOptOutQuerySchema,
    data: emailOptOutSchema,
  }),
  /**
   * Turns that area's e-mails off: the page's button, and the mail clients' one-click opt-out
   * (List-Unsubscribe-Post, RFC 8058: a form body `List-Unsubscribe=One-Click`, which changes nothing here).
   */
  confirmEmailOptOut: endpoint({
    method: 'POST',
    path: '/api/partner/notifications/email-opt-out',
    tag: 'notifications',
    access: access.public,
    query: emailOptOutQuerySchema,
    data: emailOptOutSchema,
  }),
};

/** Web Push devices (spec 1 §7 device tokens): the signed-in account's own. */
export const deviceTokenEndpoints = {
  /** The key a subscription is made for (URL-safe base64). */
  vapidPublicKey: endpoint({
    method: 'GET',
    path: '/api/partner/device-tokens/vapid-public-key',
    tag: 'device-tokens',
    access: access.anyPartner,
    data: vapidKeySchema,
  }),
  /** The same browser registering again (same push endpoint) updates its row. */
  register: endpoint({
    method: 'POST',
    path: '/api/partner/device-tokens/register',
    tag: 'device-tokens',
    access: access.anyPartner,
    body: deviceRegisterSchema,
    data: deviceSchema,
  }),
  /** The user's devices, newest first; all categories without `partnerCategoryType`. */
  list: endpoint({
    method: 'GET',
    path: '/api/partner/device-tokens/user/:userId',
    tag: 'device-tokens',
    access: access.anyPartner,
    params: deviceListParamsSchema,
    query: deviceListQuerySchema,
    data: deviceListSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/partner/device-tokens/:id',
    tag: 'device-tokens',
    access: access.anyPartner,
    params: notificationIdParamsSchema,
  }),
};

const VIEW = access.operator('notifications.view');
const SEND = access.operator('notifications.send');

/** The notification desk: broadcasts, and what became of every notification. */
export const notificationDeskEndpoints = {
  /** One page, newest first, by partner, area or broadcast. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/notifications',
    tag: 'admin-notifications',
    access: VIEW,
    query: deskNotificationListQuerySchema,
    data: deskNotificationListSchema,
  }),
  /** Its body, readers and every delivery's outcome. */
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/notifications/:id',
    tag: 'admin-notifications',
    access: VIEW,
    params: notificationIdParamsSchema,
    data: deskNotificationDetailSchema,
  }),
  /** Active partners a broadcast may pick, by code or name (20 at most). */
  partners: endpoint({
    method: 'GET',
    path: '/api/admin/notifications/partners',
    tag: 'admin-notifications',
    access: VIEW,
    query: deskPartnerPickQuerySchema,
    data: deskPartnerPickSchema,
  }),
  /** The push devices of a partner's accounts. */
  partnerDevices: endpoint({
    method: 'GET',
    path: '/api/admin/notifications/partners/:id/devices',
    tag: 'admin-notifications',
    access: VIEW,
    params: notificationIdParamsSchema,
    data: deskPartnerDeviceListSchema,
  }),
  /** Recorded now, delivered by the queue; answers its id. */
  broadcast: endpoint({
    method: 'POST',
    path: '/api/admin/notifications/broadcasts',
    tag: 'admin-notifications',
    access: SEND,
    body: broadcastBodySchema,
    data: broadcastResultSchema,
  }),
};
