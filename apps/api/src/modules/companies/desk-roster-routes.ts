import { companyRosterDeskEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import { sendDownload } from '../../lib/send-file.ts';
import { readRosterUpload } from './roster-parse.ts';
import * as roster from './roster-service.ts';

/**
 * The operators' side of the staff-roster import, under `/api/admin/companies` (contract:
 * endpoints/companies.ts `companyRosterDeskEndpoints`): the same dry run and commit for any
 * contract (each commit audited), the error file and the template.
 */
export async function rosterDeskRoutes(app: FastifyInstance) {
  const e = companyRosterDeskEndpoints;

  implement(app, e.import, {
    message: roster.importMessage,
    handler: async ({ deps, actor, params, req }) =>
      roster.importForOperator(deps, actor, params.id, await readRosterUpload(req, deps.env.dataDir)),
  });

  implement(app, e.importErrors, {
    handler: async ({ deps, params, reply }) => {
      const file = await roster.deskErrorFile(deps, params.id, params.importId);
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
