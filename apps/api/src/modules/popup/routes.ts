import { POPUP_MSG, popupEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as popup from './popup-service.ts';

/** The popup banner (spec 1 §2.8) partners read (contract: endpoints/popup.ts `popupEndpoints`). Operators write it on the desk. */
export async function popupRoutes(app: FastifyInstance) {
  const e = popupEndpoints;

  // Public so that a visitor or a stale token gets "no popup" rather than a 401 that would end
  // a session: the token, when valid, picks the audience.
  implement(app, e.current, {
    handler: async ({ deps, auth, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return popup.currentPopup(deps, auth);
    },
  });

  implement(app, e.dismiss, {
    message: POPUP_MSG.dismissed,
    handler: ({ deps, auth, params, body }) => popup.dismissPopup(deps, auth, params.id, body.dontShowAgain),
  });
}
