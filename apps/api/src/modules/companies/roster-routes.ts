import { companyRosterEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import { sendDownload } from '../../lib/send-file.ts';
import { readRosterUpload } from './roster-parse.ts';
import * as roster from './roster-service.ts';

/**
 * The company's staff-roster import (spec 3 §2 "Staff import", §7), under
 * `/api/partner/v1/company/contract` (contract: endpoints/companies.ts `companyRosterEndpoints`):
 * the dry run and its commit, the refused rows as a file, and the template. The contract is the
 * multipart `id`; the service checks it is the caller's.
 */
export async function rosterRoutes(app: FastifyInstance) {
  const e = companyRosterEndpoints;

  implement(app, e.import, {
    message: roster.importMessage,
    handler: async ({ deps, auth, req }) => roster.importForPartner(deps, auth, await readRosterUpload(req, deps.env.dataDir)),
  });

  implement(app, e.importErrors, {
    handler: async ({ deps, auth, params, reply }) => {
      const file = await roster.partnerErrorFile(deps, auth, params.importId);
      return sendDownload(reply, { name: file.name, mime: file.mime, size: file.body.length }, file.body);
    },
  });

  implement(app, e.template, {
    handler: async ({ reply }) => {
      const file = await roster.template();
      return sendDownload(reply, { name: file.name, mime: file.mime, size: file.body.length }, file.body);
    },
  });
}
