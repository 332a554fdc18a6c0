import {
  footerSchema,
  footerUpdateBodySchema,
  idParamSchema,
  loginBodySchema,
  loginResultSchema,
  MSG,
  adminPopupSchema,
  partnerListQuerySchema,
  POPUP_MSG,
  partnerListSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import { authLimits, sessionMeta } from '../auth/auth-http.ts';
import * as auth from '../auth/auth-service.ts';
import * as popup from '../popup/popup-service.ts';
import * as shell from '../shell/shell-service.ts';
import * as partners from './partners-service.ts';

/** The operators' calls (the portal owner's staff): `/api/admin`, never reachable with a partner token. */
export async function adminRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin');
  const limits = authLimits(app);

  r.post('/auth/login', {
    access: access.public,
    body: loginBodySchema,
    data: loginResultSchema.extend({ type: z.literal('operator') }),
    message: MSG.loginSuccess,
    ...limits.login,
    handler: ({ deps, body, req }) => auth.login(deps, 'operator', body, sessionMeta(req)),
  });

  r.get('/partners', {
    access: access.operator('partners.view'),
    query: partnerListQuerySchema,
    data: partnerListSchema,
    handler: ({ deps, query }) => partners.listPartners(deps, query),
  });

  r.post('/partners/:id/approve', {
    access: access.operator('partners.approve'),
    params: z.object({ id: idParamSchema }),
    message: MSG.accountApproved,
    handler: ({ deps, params }) => partners.approve(deps, { partnerId: params.id }),
  });

  r.put('/footer', {
    access: access.operator('content.footer'),
    body: footerUpdateBodySchema,
    data: footerSchema,
    message: MSG.footerUpdated,
    handler: ({ deps, body }) => shell.updateFooter(deps, body),
  });

  r.get('/popup', {
    access: access.operator('content.popup'),
    data: z.array(adminPopupSchema),
    handler: ({ deps }) => popup.listPopups(deps),
  });

  r.put('/popup', {
    access: access.operator('content.popup'),
    body: popup.popupWriteSchema,
    data: adminPopupSchema,
    message: POPUP_MSG.saved,
    handler: ({ deps, body }) => popup.savePopup(deps, body),
  });
}
