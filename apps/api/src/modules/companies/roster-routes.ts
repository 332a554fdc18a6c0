import { ROSTER_FILE_FIELD, rosterImportFieldsSchema, rosterImportParamsSchema, rosterImportResultSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import { sendDownload } from '../../lib/send-file.ts';
import { readRosterUpload } from './roster-parse.ts';
import * as roster from './roster-service.ts';

/**
 * The company's staff-roster import (spec 3 §2 "Staff import", §7), under
 * `/api/partner/v1/company/contract`: the dry run and its commit, the refused rows as a file,
 * and the template. The contract is the multipart `id`; the service checks it is the caller's.
 */
export async function rosterRoutes(app: FastifyInstance) {
  const r = routes(app, 'companies');

  r.post('/import-company-employees', {
    access: access.partner(['company'], 'contract.import'),
    summary: 'Dry run of a staff file (id + file), or commit of a dry run (id + importId)',
    multipart: { fields: rosterImportFieldsSchema, files: [ROSTER_FILE_FIELD] },
    // It may also answer 404 (another company's contract); the document's rule keeps 404 for ids in the path.
    errorStatuses: [409, 413, 415, 422],
    data: rosterImportResultSchema,
    handler: async ({ deps, auth, req }) => roster.importForPartner(deps, auth, await readRosterUpload(req, deps.env.dataDir)),
  });

  r.raw('/import-company-employees/:importId/errors', {
    access: access.partner(['company'], 'contract.view'),
    summary: 'The refused rows of a dry run, with the reasons (.xlsx)',
    params: rosterImportParamsSchema,
    errorStatuses: [404],
    handler: async ({ deps, auth, params, reply }) => {
      const file = await roster.partnerErrorFile(deps, auth, params.importId);
      return sendDownload(reply, { name: file.name, mime: file.mime, size: file.body.length }, file.body);
    },
  });

  r.raw('/export-example', {
    access: access.partner(['company'], 'contract.view'),
    summary: 'The staff file template (.xlsx)',
    handler: async ({ reply }) => {
      const file = await roster.template();
      return sendDownload(reply, { name: file.name, mime: file.mime, size: file.body.length }, file.body);
    },
  });
}
