import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  partnerDetailSchema,
  partnerFileParamsSchema,
  partnerListQuerySchema,
  partnerListSchema,
  reasonBodySchema,
  renameListQuerySchema,
  renameListSchema,
} from '../schemas/admin.ts';
import { idParamSchema } from '../schemas/files.ts';

const idParams = z.object({ id: idParamSchema });
const VIEW = access.operator('partners.view');
const APPROVE = access.operator('partners.approve');
const MANAGE = access.operator('partners.manage');

/**
 * The partner desk: `/api/admin/partners` (registrations, approval, lock, password reset, a
 * partner's files) and the rename requests under `/api/admin/partners/rename-requests`. Every
 * write records an audit entry in its transaction.
 */
export const partnerDeskEndpoints = {
  /** One page, with the filters (type, status, search). */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/partners',
    tag: 'admin-partners',
    access: VIEW,
    query: partnerListQuerySchema,
    data: partnerListSchema,
  }),
  /** The partner, its accounts, sub-units, licence files, renames. */
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/partners/:id',
    tag: 'admin-partners',
    access: VIEW,
    params: idParams,
    data: partnerDetailSchema,
  }),
  /** A licence file's bytes, shown inline. */
  file: endpoint({
    method: 'GET',
    path: '/api/admin/partners/:id/files/:fileId',
    tag: 'admin-partners',
    access: VIEW,
    params: partnerFileParamsSchema,
    raw: true,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/admin/partners/:id/approve',
    tag: 'admin-partners',
    access: APPROVE,
    params: idParams,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/partners/:id/reject',
    tag: 'admin-partners',
    access: APPROVE,
    params: idParams,
    body: reasonBodySchema,
  }),
  lock: endpoint({
    method: 'POST',
    path: '/api/admin/partners/:id/lock',
    tag: 'admin-partners',
    access: MANAGE,
    params: idParams,
  }),
  unlock: endpoint({
    method: 'POST',
    path: '/api/admin/partners/:id/unlock',
    tag: 'admin-partners',
    access: MANAGE,
    params: idParams,
  }),
  /** A reset link to the partner's e-mail. */
  passwordReset: endpoint({
    method: 'POST',
    path: '/api/admin/partners/:id/password-reset',
    tag: 'admin-partners',
    access: MANAGE,
    params: idParams,
  }),
  // ——— rename requests (a partner asks to change its registered name) ———
  /** One page, with the status filter. */
  renames: endpoint({
    method: 'GET',
    path: '/api/admin/partners/rename-requests',
    tag: 'admin-partners',
    access: VIEW,
    query: renameListQuerySchema,
    data: renameListSchema,
  }),
  /** The request's PDF. */
  renameFile: endpoint({
    method: 'GET',
    path: '/api/admin/partners/rename-requests/:id/file',
    tag: 'admin-partners',
    access: VIEW,
    params: idParams,
    raw: true,
  }),
  approveRename: endpoint({
    method: 'POST',
    path: '/api/admin/partners/rename-requests/:id/approve',
    tag: 'admin-partners',
    access: APPROVE,
    params: idParams,
  }),
  rejectRename: endpoint({
    method: 'POST',
    path: '/api/admin/partners/rename-requests/:id/reject',
    tag: 'admin-partners',
    access: APPROVE,
    params: idParams,
    body: reasonBodySchema,
  }),
};
