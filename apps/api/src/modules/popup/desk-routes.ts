import { POPUP_MSG, popupDeskEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as popup from './popup-service.ts';

/** The popup desk: operators list and write the popup of each audience (contract: `popupDeskEndpoints`). */
export async function popupDeskRoutes(app: FastifyInstance) {
  const e = popupDeskEndpoints;

  implement(app, e.list, {
    handler: ({ deps }) => popup.listPopups(deps),
  });

  implement(app, e.save, {
    message: POPUP_MSG.saved,
    handler: ({ deps, actor, body }) => popup.savePopup(deps, actor, body),
  });
}
