import { MSG, profileEndpoints, profileUpdateBodySchema, SUPPLIER_MSG, supplierProfileFieldsSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE } from '../../lib/http-cache.ts';
import { parseFields, withUploads } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as auth from '../auth/auth-service.ts';
import * as profile from './profile-service.ts';
import { keptLicenceIds, readLicence } from './supplier-http.ts';
import * as supplier from './supplier-service.ts';

/**
 * A signed-in partner's own profile, licence files and session: `/api/partner/v1/:type/profile`
 * (contract: endpoints/account.ts `profileEndpoints`).
 */
export async function profileRoutes(app: FastifyInstance) {
  const e = profileEndpoints;
  app.owners.set('partner-file', profile.fileOwner);

  // Every account reads its own profile (the shell loads it at start); the partner's files and requests need 'profile.view'.
  implement(app, e.read, {
    handler: ({ deps, auth }) => profile.getProfile(deps, auth),
  });

  // Two forms on the spec's one path (spec 1 §7 "PUT …/profile, form data"; spec 3 §7): JSON is the
  // contact form of every type; multipart with isProfile=true is a supplier's whole profile and licence.
  implement(app, e.update, {
    message: (data) => ('sizeKey' in data ? SUPPLIER_MSG.updated : MSG.profileUpdated),
    handler: async ({ deps, auth, req }) => {
      if (!req.isMultipart())
        return profile.updateProfile(deps, auth, parseFields(profileUpdateBodySchema, req.body as Record<string, string>));
      const { fields, uploads } = await readLicence(req, deps.storage);
      return withUploads(deps.storage, uploads, () =>
        supplier.updateSupplierProfile(deps, auth, parseFields(supplierProfileFieldsSchema, fields), keptLicenceIds(fields), uploads),
      );
    },
  });

  implement(app, e.supplier, {
    handler: ({ deps, auth }) => supplier.getOwnSupplierProfile(deps, auth),
  });

  implement(app, e.rename, {
    message: MSG.renameRequested,
    handler: ({ deps, auth, body }) => profile.requestRename(deps, auth, body),
  });

  implement(app, e.checkRequest, {
    handler: ({ deps, auth }) => profile.checkRequest(deps, auth),
  });

  implement(app, e.optionFields, {
    cache: CACHE.privateLookup,
    handler: async () => profile.optionFields(),
  });

  implement(app, e.licenseFiles, {
    handler: ({ deps, auth }) => profile.listLicenseFiles(deps, auth),
  });

  implement(app, e.licenseFile, {
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await profile.getLicenseFile(deps, params.id)),
  });

  implement(app, e.logout, {
    message: MSG.logoutSuccess,
    handler: ({ deps, auth: caller }) => auth.logout(deps, caller),
  });

  implement(app, e.changePassword, {
    message: MSG.changePasswordSuccess,
    handler: ({ deps, auth: caller, body }) => auth.changePassword(deps, caller, body),
  });
}
