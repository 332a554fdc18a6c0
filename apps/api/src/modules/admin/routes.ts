import {
  adminPopupSchema,
  changePasswordBodySchema,
  dashboardSchema,
  footerSchema,
  footerUpdateBodySchema,
  idParamSchema,
  loginBodySchema,
  loginResultSchema,
  MSG,
  operatorMeSchema,
  partnerDetailSchema,
  partnerFileParamsSchema,
  partnerListQuerySchema,
  partnerListSchema,
  POPUP_MSG,
  reasonBodySchema,
  renameListQuerySchema,
  renameListSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import { authLimits, sessionMeta } from '../auth/auth-http.ts';
import * as auth from '../auth/auth-service.ts';
import * as operators from '../operators/operators-service.ts';
import * as popup from '../popup/popup-service.ts';
import * as shell from '../shell/shell-service.ts';
import * as partners from './partners-service.ts';

const idParams = z.object({ id: idParamSchema });

/**
 * The operators' console calls (the portal owner's staff): `/api/admin`, never reachable with a
 * partner token. Every write records an audit entry in its transaction (the services do it).
 */
export async function adminRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin');
  const limits = authLimits(app);

  // ——— the operator's own session ———
  r.post('/auth/login', {
    access: access.public,
    body: loginBodySchema,
    data: loginResultSchema.extend({ type: z.literal('operator') }),
    message: MSG.loginSuccess,
    ...limits.login,
    handler: ({ deps, body, req }) => auth.login(deps, 'operator', body, sessionMeta(req)),
  });

  r.post('/auth/logout', {
    access: access.operator('operator.self'),
    message: MSG.logoutSuccess,
    handler: ({ deps, auth: caller }) => auth.logout(deps, caller),
  });

  r.get('/me', {
    access: access.operator('operator.self'),
    data: operatorMeSchema,
    handler: ({ deps, auth: caller }) => operators.me(deps, caller),
  });

  r.post('/me/change-password', {
    access: access.operator('operator.self'),
    body: changePasswordBodySchema,
    message: MSG.changePasswordSuccess,
    handler: ({ deps, auth: caller, body }) => auth.changePassword(deps, caller, body),
  });

  r.get('/dashboard', {
    access: access.operator('operator.self'),
    data: dashboardSchema,
    handler: ({ deps }) => partners.dashboard(deps),
  });

  // ——— partner desk ———
  r.get('/partners', {
    access: access.operator('partners.view'),
    query: partnerListQuerySchema,
    data: partnerListSchema,
    handler: ({ deps, query }) => partners.listPartners(deps, query),
  });

  r.get('/partners/:id', {
    access: access.operator('partners.view'),
    params: idParams,
    data: partnerDetailSchema,
    handler: ({ deps, params }) => partners.getPartner(deps, params.id),
  });

  r.raw('/partners/:id/files/:fileId', {
    access: access.operator('partners.view'),
    params: partnerFileParamsSchema,
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await partners.getPartnerFile(deps, params.id, params.fileId), { inline: true }),
  });

  r.post('/partners/:id/approve', {
    access: access.operator('partners.approve'),
    params: idParams,
    message: MSG.accountApproved,
    handler: ({ deps, actor, params }) => partners.approve(deps, actor, { partnerId: params.id }),
  });

  r.post('/partners/:id/reject', {
    access: access.operator('partners.approve'),
    params: idParams,
    body: reasonBodySchema,
    message: MSG.registrationRejected,
    handler: ({ deps, actor, params, body }) => partners.reject(deps, actor, params.id, body.reason),
  });

  r.post('/partners/:id/lock', {
    access: access.operator('partners.manage'),
    params: idParams,
    message: MSG.partnerLocked,
    handler: ({ deps, actor, params }) => partners.setLocked(deps, actor, params.id, true),
  });

  r.post('/partners/:id/unlock', {
    access: access.operator('partners.manage'),
    params: idParams,
    message: MSG.partnerUnlocked,
    handler: ({ deps, actor, params }) => partners.setLocked(deps, actor, params.id, false),
  });

  r.post('/partners/:id/password-reset', {
    access: access.operator('partners.manage'),
    params: idParams,
    message: MSG.resetLinkSent,
    handler: ({ deps, actor, params }) => partners.sendPasswordReset(deps, actor, params.id),
  });

  r.get('/rename-requests', {
    access: access.operator('partners.view'),
    query: renameListQuerySchema,
    data: renameListSchema,
    handler: ({ deps, query }) => partners.listRenames(deps, query),
  });

  r.post('/rename-requests/:id/approve', {
    access: access.operator('partners.approve'),
    params: idParams,
    message: MSG.renameApproved,
    handler: ({ deps, actor, params }) => partners.decideRename(deps, actor, params.id, { approve: true }),
  });

  r.post('/rename-requests/:id/reject', {
    access: access.operator('partners.approve'),
    params: idParams,
    body: reasonBodySchema,
    message: MSG.renameRejected,
    handler: ({ deps, actor, params, body }) => partners.decideRename(deps, actor, params.id, { approve: false, reason: body.reason }),
  });

  // ——— content ———
  r.put('/footer', {
    access: access.operator('content.footer'),
    body: footerUpdateBodySchema,
    data: footerSchema,
    message: MSG.footerUpdated,
    handler: ({ deps, actor, body }) => shell.updateFooter(deps, actor, body),
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
    handler: ({ deps, actor, body }) => popup.savePopup(deps, actor, body),
  });
}
