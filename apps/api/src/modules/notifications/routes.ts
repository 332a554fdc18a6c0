import { deviceTokenEndpoints, NOTIFICATION_MSG, notificationEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as notifications from './notifications-service.ts';

/** A signed-in partner's inbox (contract: endpoints/notifications.ts `notificationEndpoints`). */
export async function notificationRoutes(app: FastifyInstance) {
  const inbox = notificationEndpoints;

  implement(app, inbox.list, {
    handler: ({ deps, auth, query }) => notifications.listInbox(deps, auth, query),
  });

  implement(app, inbox.unreadCount, {
    handler: ({ deps, auth }) => notifications.unreadCount(deps, auth),
  });

  implement(app, inbox.markRead, {
    message: NOTIFICATION_MSG.markedRead,
    handler: ({ deps, auth, params }) => notifications.markRead(deps, auth, params.id),
  });

  implement(app, inbox.markAllRead, {
    message: NOTIFICATION_MSG.markedAllRead,
    handler: ({ deps, auth, body }) => notifications.markAllRead(deps, auth, body.area),
  });

  implement(app, inbox.settings, {
    handler: ({ deps, auth }) => notifications.getSettings(deps, auth),
  });

  implement(app, inbox.saveSettings, {
    message: NOTIFICATION_MSG.settingsSaved,
    handler: ({ deps, auth, body }) => notifications.saveSettings(deps, auth, body),
  });

  // A mail's opt-out link, in a context of its own: mail programs post the one-click opt-out as a
  // form (`List-Unsubscribe=One-Click`, RFC 8058), which only these two calls accept (nothing in it is read).
  await app.register(async (optOut) => {
    optOut.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    implement(optOut, inbox.emailOptOut, {
      handler: ({ deps, query }) => notifications.emailOptOut(deps, query.token),
    });
    implement(optOut, inbox.confirmEmailOptOut, {
      message: (data) => NOTIFICATION_MSG.optedOut(data.areaName),
      handler: ({ deps, query }) => notifications.confirmEmailOptOut(deps, query.token),
    });
  });
}

/** Web Push devices, spec 1 §7 (contract: endpoints/notifications.ts `deviceTokenEndpoints`). */
export async function deviceTokenRoutes(app: FastifyInstance) {
  const devices = deviceTokenEndpoints;

  implement(app, devices.vapidPublicKey, {
    handler: async ({ deps }) => ({ publicKey: deps.vapidPublicKey }),
  });

  implement(app, devices.register, {
    message: NOTIFICATION_MSG.deviceRegistered,
    handler: ({ deps, auth, body }) => notifications.registerDevice(deps, auth, body),
  });

  implement(app, devices.list, {
    handler: ({ deps, auth, params, query }) => notifications.listDevices(deps, auth, params.userId, query.partnerCategoryType),
  });

  implement(app, devices.remove, {
    message: NOTIFICATION_MSG.deviceRemoved,
    handler: ({ deps, auth, params }) => notifications.removeDevice(deps, auth, params.id),
  });
}
