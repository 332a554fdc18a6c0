import { adminPopupSchema, POPUP_MSG } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as popup from './popup-service.ts';

/** The popup desk: operators list and write the popup of each audience, `/api/admin/popup`. */
export async function popupDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin');

  r.get('', {
    access: access.operator('content.popup'),
    data: z.array(adminPopupSchema),
    handler: ({ deps }) => popup.listPopups(deps),
  });

  r.put('', {
    access: access.operator('content.popup'),
    body: popup.popupWriteSchema,
    data: adminPopupSchema,
    message: POPUP_MSG.saved,
    handler: ({ deps, actor, body }) => popup.savePopup(deps, actor, body),
  });
}
