import {
  idParamSchema,
  MSG,
  partnerDetailSchema,
  partnerFileParamsSchema,
  partnerListQuerySchema,
  partnerListSchema,
  reasonBodySchema,
  renameListQuerySchema,
  renameListSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as partners from './desk-service.ts';

const idParams = z.object({ id: idParamSchema });

/**
 * The partner desk: `/api/admin/partners` (registrations, approval, lock, password reset, a
 * partner's files) and the rename requests under `/api/admin/partners/rename-requests`. Every
 * write records an audit entry in its transaction (the service does it).
 */
export async function partnerDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-partners');

  r.get('', {
    access: access.operator('partners.view'),
    query: partnerListQuerySchema,
    data: partnerListSchema,
    handler: ({ deps, query }) => partners.listPartners(deps, query),
  });

  r.get('/:id', {
    access: access.operator('partners.view'),
    params: idParams,
    data: partnerDetailSchema,
    handler: ({ deps, params }) => partners.getPartner(deps, params.id),
  });

  r.raw('/:id/files/:fileId', {
    access: access.operator('partners.view'),
    params: partnerFileParamsSchema,
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await partners.getPartnerFile(deps, params.id, params.fileId), { inline: true }),
  });

  r.post('/:id/approve', {
    access: access.operator('partners.approve'),
    params: idParams,
    message: MSG.accountApproved,
    handler: ({ deps, actor, params }) => partners.approve(deps, actor, { partnerId: params.id }),
  });

  r.post('/:id/reject', {
    access: access.operator('partners.approve'),
    params: idParams,
    body: reasonBodySchema,
    message: MSG.registrationRejected,
    handler: ({ deps, actor, params, body }) => partners.reject(deps, actor, params.id, body.reason),
  });

  r.post('/:id/lock', {
    access: access.operator('partners.manage'),
    params: idParams,
    message: MSG.partnerLocked,
    handler: ({ deps, actor, params }) => partners.setLocked(deps, actor, params.id, true),
  });

  r.post('/:id/unlock', {
    access: access.operator('partners.manage'),
    params: idParams,
    message: MSG.partnerUnlocked,
    handler: ({ deps, actor, params }) => partners.setLocked(deps, actor, params.id, false),
  });

  r.post('/:id/password-reset', {
    access: access.operator('partners.manage'),
    params: idParams,
    message: MSG.resetLinkSent,
    handler: ({ deps, actor, params }) => partners.sendPasswordReset(deps, actor, params.id),
  });

  // ——— rename requests (a partner asks to change its registered name) ———
  r.get('/rename-requests', {
    access: access.operator('partners.view'),
    query: renameListQuerySchema,
    data: renameListSchema,
    handler: ({ deps, query }) => partners.listRenames(deps, query),
  });

  r.raw('/rename-requests/:id/file', {
    access: access.operator('partners.view'),
    params: idParams,
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await partners.getRenameFile(deps, params.id)),
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
}
