import {
  currentPopupSchema,
  PARTNER_TYPES,
  POPUP_MSG,
  popupDismissBodySchema,
  popupDismissParamsSchema,
  SELF_PERMISSION,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as popup from './popup-service.ts';

/** The popup banner (spec 1 §2.8) partners read: `/api/partner/popup`. Operators write it under `/api/admin/popup`. */
export async function popupRoutes(app: FastifyInstance) {
  const r = routes(app, 'shell');

  // Public so that a visitor or a stale token gets "no popup" rather than a 401 that would end
  // a session: the token, when valid, picks the audience.
  r.get('/current', {
    access: access.public,
    data: currentPopupSchema,
    handler: async ({ deps, auth, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return popup.currentPopup(deps, auth);
    },
  });

  r.post('/:id/dismiss', {
    access: access.partner(PARTNER_TYPES, SELF_PERMISSION),
    params: popupDismissParamsSchema,
    body: popupDismissBodySchema,
    message: POPUP_MSG.dismissed,
    handler: ({ deps, auth, params, body }) => popup.dismissPopup(deps, auth, params.id, body.dontShowAgain),
  });
}
