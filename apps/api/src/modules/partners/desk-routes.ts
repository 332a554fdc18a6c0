import { MSG, partnerDeskEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as partners from './desk-service.ts';

/**
 * The partner desk: `/api/admin/partners` (registrations, approval, lock, password reset, a
 * partner's files) and the rename requests under `/api/admin/partners/rename-requests` (contract:
 * endpoints/partners.ts `partnerDeskEndpoints`). Every write records an audit entry in its
 * transaction (the service does it).
 */
export async function partnerDeskRoutes(app: FastifyInstance) {
  const e = partnerDeskEndpoints;

  implement(app, e.list, {
    handler: ({ deps, query }) => partners.listPartners(deps, query),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => partners.getPartner(deps, params.id),
  });

  implement(app, e.file, {
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await partners.getPartnerFile(deps, params.id, params.fileId), { inline: true }),
  });

  implement(app, e.approve, {
    message: MSG.accountApproved,
    handler: ({ deps, actor, params }) => partners.approve(deps, actor, { partnerId: params.id }),
  });

  implement(app, e.reject, {
    message: MSG.registrationRejected,
    handler: ({ deps, actor, params, body }) => partners.reject(deps, actor, params.id, body.reason),
  });

  implement(app, e.lock, {
    message: MSG.partnerLocked,
    handler: ({ deps, actor, params }) => partners.setLocked(deps, actor, params.id, true),
  });

  implement(app, e.unlock, {
    message: MSG.partnerUnlocked,
    handler: ({ deps, actor, params }) => partners.setLocked(deps, actor, params.id, false),
  });

  implement(app, e.passwordReset, {
    message: MSG.resetLinkSent,
    handler: ({ deps, actor, params }) => partners.sendPasswordReset(deps, actor, params.id),
  });

  // ——— rename requests (a partner asks to change its registered name) ———
  implement(app, e.renames, {
    handler: ({ deps, query }) => partners.listRenames(deps, query),
  });

  implement(app, e.renameFile, {
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await partners.getRenameFile(deps, params.id)),
  });

  implement(app, e.approveRename, {
    message: MSG.renameApproved,
    handler: ({ deps, actor, params }) => partners.decideRename(deps, actor, params.id, { approve: true }),
  });

  implement(app, e.rejectRename, {
    message: MSG.renameRejected,
    handler: ({ deps, actor, params, body }) => partners.decideRename(deps, actor, params.id, { approve: false, reason: body.reason }),
  });
}
