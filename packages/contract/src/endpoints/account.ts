import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  accountSessionListSchema,
  accountSessionParamsSchema,
  accountSessionQuerySchema,
  endOtherSessionsResultSchema,
  endSessionResultSchema,
  operatorSessionParamsSchema,
} from '../schemas/account.ts';
import { changePasswordBodySchema, typeParamsSchema } from '../schemas/auth.ts';
import { idParamSchema, storedFileSchema } from '../schemas/files.ts';
import { checkRequestSchema, optionFieldsSchema, profileSchema, renameBodySchema, renameRequestSchema } from '../schemas/profile.ts';
import {
  companySizeListSchema,
  partnerCategoryListSchema,
  partnerCategoryQuerySchema,
  providerTypeListSchema,
  SUPPLIER_LICENCE_FIELDS,
  SUPPLIER_TYPES,
  supplierProfileFieldsSchema,
  supplierProfileSchema,
} from '../schemas/supplier-profile.ts';

const VIEW = access.ownType('profile.view');

/** A signed-in partner's own profile, licence files and session: `/api/partner/v1/:type/profile`. */
export const profileEndpoints = {
  /** Every account reads its own profile (the shell loads it at start); the partner's files and requests need 'profile.view'. */
  read: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/profile',
    tag: 'profile',
    access: access.self,
    params: typeParamsSchema,
    data: profileSchema,
  }),
  /**
   * Two forms on the spec's one path (spec 1 §7 "PUT …/profile, form data"; spec 3 §7): JSON is the
   * contact form of every type (`profileUpdateBodySchema`, read by the handler); multipart with
   * isProfile=true is a supplier's whole profile and licence, the form the document describes.
   */
  update: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/:type/profile',
    tag: 'profile',
    access: access.ownType('profile.update'),
    params: typeParamsSchema,
    multipart: { fields: supplierProfileFieldsSchema, files: SUPPLIER_LICENCE_FIELDS },
    data: z.union([supplierProfileSchema, profileSchema]),
    errorStatuses: [413, 415, 422],
  }),
  /** The 'Hồ sơ nhà cung cấp' screen's data (collaborators and providers). */
  supplier: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/profile/supplier',
    tag: 'profile',
    access: access.ownType('profile.view', { types: SUPPLIER_TYPES }),
    params: typeParamsSchema,
    data: supplierProfileSchema,
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/:type/profile/rename',
    outside: "spec 1: the account's own rename request, for an integration (the screens ask renames of sub-units; the desk decides them)",
    tag: 'profile',
    access: access.ownType('profile.rename', { mainOnly: true }),
    params: typeParamsSchema,
    body: renameBodySchema,
    data: renameRequestSchema,
  }),
  /** The partner's latest rename request. */
  checkRequest: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/profile/check-request',
    tag: 'profile',
    access: VIEW,
    params: typeParamsSchema,
    data: checkRequestSchema,
  }),
  /** Provinces and partner types. */
  optionFields: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/profile/option-fields',
    tag: 'profile',
    access: VIEW,
    params: typeParamsSchema,
    data: optionFieldsSchema,
  }),
  licenseFiles: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/profile/license-files',
    outside: 'spec 1: the license files alone, for an integration (the profile answers them with the rest)',
    tag: 'profile',
    access: VIEW,
    params: typeParamsSchema,
    data: z.array(storedFileSchema),
  }),
  /** A licence file's bytes. */
  licenseFile: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/profile/license-files/:id',
    tag: 'profile',
    access: access.ownType('profile.view', { owns: 'partner-file' }),
    params: typeParamsSchema.extend({ id: idParamSchema }),
    raw: true,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/partner/v1/:type/profile/logout',
    tag: 'profile',
    access: access.self,
    params: typeParamsSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/partner/v1/:type/profile/change-password',
    tag: 'profile',
    access: access.self,
    params: typeParamsSchema,
    body: changePasswordBodySchema,
  }),
};

/**
 * The supplier profile's reference lists (spec 3 §7), under `/api/partner` without a login (lookup
 * data, as the contract status and type lists): provider types, categories, company sizes.
 */
export const supplierLookupEndpoints = {
  providerTypes: endpoint({
    method: 'GET',
    path: '/api/partner/provider-type/list',
    outside: 'spec 3 lookup list, for an integration (the supplier form asks category and size only)',
    tag: 'profile',
    access: access.public,
    data: providerTypeListSchema,
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/partner/partner-category/list',
    tag: 'profile',
    access: access.public,
    query: partnerCategoryQuerySchema,
    data: partnerCategoryListSchema,
  }),
  sizes: endpoint({
    method: 'GET',
    path: '/api/partner/provider/size-list',
    tag: 'profile',
    access: access.public,
    data: companySizeListSchema,
  }),
};

/**
 * A partner account's own signed-in sessions (the account page's devices):
 * `/api/partner/v1/:type/account`. Every account's, sub-users included.
 */
export const accountEndpoints = {
  /** The caller's live sessions, most recently used first. */
  sessions: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/account/sessions',
    tag: 'account',
    access: access.self,
    params: typeParamsSchema,
    query: accountSessionQuerySchema,
    data: accountSessionListSchema,
  }),
  /** That device is logged out (`current`: it was the caller's own session). */
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/partner/v1/:type/account/sessions/:id',
    tag: 'account',
    access: access.self,
    params: accountSessionParamsSchema,
    data: endSessionResultSchema,
  }),
  /** Every other device is logged out; this one stays. */
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/api/partner/v1/:type/account/sessions/logout-all',
    tag: 'account',
    access: access.self,
    params: typeParamsSchema,
    data: endOtherSessionsResultSchema,
  }),
};

/** The same for an operator's own sessions: `/api/admin/me/sessions`. */
export const operatorSessionEndpoints = {
  sessions: endpoint({
    method: 'GET',
    path: '/api/admin/me/sessions',
    outside: "the operator's own signed-in devices, for an integration (no console screen lists them yet)",
    tag: 'admin',
    access: access.operatorSelf,
    query: accountSessionQuerySchema,
    data: accountSessionListSchema,
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/admin/me/sessions/:id',
    outside: "the operator's own signed-in devices, for an integration (no console screen lists them yet)",
    tag: 'admin',
    access: access.operatorSelf,
    params: operatorSessionParamsSchema,
    data: endSessionResultSchema,
  }),
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/api/admin/me/sessions/logout-all',
    outside: "the operator's own signed-in devices, for an integration (no console screen lists them yet)",
    tag: 'admin',
    access: access.operatorSelf,
    data: endOtherSessionsResultSchema,
  }),
};
