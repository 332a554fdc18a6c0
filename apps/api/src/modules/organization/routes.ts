import { organizationEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as organization from './organization-service.ts';

/** The owner's logo, public: the footer and the mails show it (contract: `organizationEndpoints`). */
export async function organizationRoutes(app: FastifyInstance) {
  implement(app, organizationEndpoints.logo, {
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await organization.logoFile(deps, params.id), { inline: true }),
  });
}
