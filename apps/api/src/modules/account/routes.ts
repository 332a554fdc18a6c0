import {
  changePasswordBodySchema,
  checkRequestSchema,
  idParamSchema,
  MSG,
  optionFieldsSchema,
  profileSchema,
  profileUpdateBodySchema,
  renameBodySchema,
  renameRequestSchema,
  storedFileSchema,
  typeParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { CACHE } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as auth from '../auth/auth-service.ts';
import * as profile from './profile-service.ts';

const fileParamsSchema = typeParamsSchema.extend({ id: idParamSchema });

/** A signed-in partner's own profile, licence files and session: `/api/partner/v1/:type/profile`. */
export async function profileRoutes(app: FastifyInstance) {
  const r = routes(app, 'profile');
  app.owners.set('partner-file', profile.fileOwner);

  // Every account reads its own profile (the shell loads it at start); the partner's files and requests need 'profile.view'.
  r.get('', {
    access: access.ownType('account.self'),
    params: typeParamsSchema,
    data: profileSchema,
    handler: ({ deps, auth }) => profile.getProfile(deps, auth),
  });

  r.put('', {
    access: access.ownType('profile.update'),
    params: typeParamsSchema,
    body: profileUpdateBodySchema,
    data: profileSchema,
    message: MSG.profileUpdated,
    handler: ({ deps, auth, body }) => profile.updateProfile(deps, auth, body),
  });

  r.put('/rename', {
    access: access.ownType('profile.rename', { mainOnly: true }),
    params: typeParamsSchema,
    body: renameBodySchema,
    data: renameRequestSchema,
    message: MSG.renameRequested,
    handler: ({ deps, auth, body }) => profile.requestRename(deps, auth, body),
  });

  r.get('/check-request', {
    access: access.ownType('profile.view'),
    params: typeParamsSchema,
    data: checkRequestSchema,
    handler: ({ deps, auth }) => profile.checkRequest(deps, auth),
  });

  r.get('/option-fields', {
    access: access.ownType('profile.view'),
    params: typeParamsSchema,
    data: optionFieldsSchema,
    cache: CACHE.privateLookup,
    handler: async () => profile.optionFields(),
  });

  r.get('/license-files', {
    access: access.ownType('profile.view'),
    params: typeParamsSchema,
    data: z.array(storedFileSchema),
    handler: ({ deps, auth }) => profile.listLicenseFiles(deps, auth),
  });

  r.raw('/license-files/:id', {
    access: access.ownType('profile.view', { owns: 'partner-file' }),
    params: fileParamsSchema,
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await profile.getLicenseFile(deps, params.id)),
  });

  r.post('/logout', {
    access: access.ownType('account.self'),
    params: typeParamsSchema,
    message: MSG.logoutSuccess,
    handler: ({ deps, auth: caller }) => auth.logout(deps, caller),
  });

  r.post('/change-password', {
    access: access.ownType('account.self'),
    params: typeParamsSchema,
    body: changePasswordBodySchema,
    message: MSG.changePasswordSuccess,
    handler: ({ deps, auth: caller, body }) => auth.changePassword(deps, caller, body),
  });
}
