import { ORGANIZATION_LOGO_EXTENSIONS, ORGANIZATION_LOGO_FIELD, ORGANIZATION_MSG, organizationDeskEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { KEEP } from '../../lib/http-cache.ts';
import { withOneUpload } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import * as organization from './organization-service.ts';

/** 'Thông tin đơn vị': the administrator sets who the portal owner is (contract: `organizationDeskEndpoints`). */
export async function organizationDeskRoutes(app: FastifyInstance) {
  const e = organizationDeskEndpoints;

  implement(app, e.get, {
    handler: ({ deps }) => organization.getOrganization(deps),
  });

  // The footer carries the owner's block: a change is forgotten with it.
  implement(app, e.save, {
    message: ORGANIZATION_MSG.saved,
    forgets: KEEP.footer.group,
    handler: ({ deps, actor, body }) => organization.saveOrganization(deps, actor, body),
  });

  implement(app, e.uploadLogo, {
    message: ORGANIZATION_MSG.logoSaved,
    forgets: KEEP.footer.group,
    handler: ({ deps, actor, req }) =>
      withOneUpload(req, deps.storage, { fileFields: [ORGANIZATION_LOGO_FIELD], accepted: ORGANIZATION_LOGO_EXTENSIONS }, (uploads) =>
        organization.uploadLogo(deps, actor, uploads),
      ),
  });

  implement(app, e.removeLogo, {
    message: ORGANIZATION_MSG.logoRemoved,
    forgets: KEEP.footer.group,
    handler: ({ deps, actor }) => organization.removeLogo(deps, actor),
  });
}
