import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { idParamSchema } from '../schemas/files.ts';
import { ORGANIZATION_LOGO_FIELD, organizationBodySchema, organizationSchema } from '../schemas/organization.ts';

/** The owner's logo, by its file id (the address changes with the logo, so it is cached for good). */
export const organizationEndpoints = {
  logo: endpoint({
    method: 'GET',
    path: '/api/partner/organization/logo/:id',
    outside: "file address: the logo URL in the footer's and the mails' owner block",
    tag: 'shell',
    access: access.public,
    params: z.object({ id: idParamSchema }),
    raw: true,
  }),
};

const MANAGE = access.operator('organization.manage');

/** 'Thông tin đơn vị': the administrator sets who the portal owner is. */
export const organizationDeskEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/organization',
    tag: 'admin',
    access: MANAGE,
    data: organizationSchema,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/organization',
    tag: 'admin',
    access: MANAGE,
    body: organizationBodySchema,
    data: organizationSchema,
  }),
  /** Replaces the logo: one PNG or JPEG, content-checked, at most 1 MB. */
  uploadLogo: endpoint({
    method: 'POST',
    path: '/api/admin/organization/logo',
    tag: 'admin',
    access: MANAGE,
    multipart: { fields: z.object({}), files: [ORGANIZATION_LOGO_FIELD] },
    data: organizationSchema,
  }),
  removeLogo: endpoint({
    method: 'DELETE',
    path: '/api/admin/organization/logo',
    tag: 'admin',
    access: MANAGE,
    data: organizationSchema,
  }),
};
