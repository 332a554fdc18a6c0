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
  SUPPLIER_LICENCE_FIELDS,
  SUPPLIER_MSG,
  SUPPLIER_TYPES,
  supplierProfileFieldsSchema,
  supplierProfileSchema,
  typeParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { CACHE } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import { parseFields, withUploads } from '../../lib/multipart.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as auth from '../auth/auth-service.ts';
import * as profile from './profile-service.ts';
import { keptLicenceIds, readLicence } from './supplier-http.ts';
import * as supplier from './supplier-service.ts';

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

  // Two forms on the spec's one path (spec 1 §7 "PUT …/profile, form data"; spec 3 §7): JSON is the
  // contact form of every type; multipart with isProfile=true is a supplier's whole profile and licence.
  r.put('', {
    access: access.ownType('profile.update'),
    params: typeParamsSchema,
    multipart: { fields: supplierProfileFieldsSchema, files: SUPPLIER_LICENCE_FIELDS },
    data: z.union([supplierProfileSchema, profileSchema]),
    message: (data) => ('sizeKey' in data ? SUPPLIER_MSG.updated : MSG.profileUpdated),
    errorStatuses: [413, 415, 422],
    handler: async ({ deps, auth, req }) => {
      if (!req.isMultipart())
        return profile.updateProfile(deps, auth, parseFields(profileUpdateBodySchema, req.body as Record<string, string>));
      const { fields, uploads } = await readLicence(req, deps.storage);
      return withUploads(deps.storage, uploads, () =>
        supplier.updateSupplierProfile(deps, auth, parseFields(supplierProfileFieldsSchema, fields), keptLicenceIds(fields), uploads),
      );
    },
  });

  r.get('/supplier', {
    access: access.ownType('profile.view', { types: SUPPLIER_TYPES }),
    params: typeParamsSchema,
    data: supplierProfileSchema,
    handler: ({ deps, auth }) => supplier.getOwnSupplierProfile(deps, auth),
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
