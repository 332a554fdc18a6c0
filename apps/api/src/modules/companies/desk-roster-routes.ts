import {
  idParamSchema,
  ROSTER_FILE_FIELD,
  rosterImportFieldsSchema,
  rosterImportParamsSchema,
  rosterImportResultSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import { sendDownload } from '../../lib/send-file.ts';
import { readRosterUpload } from './roster-parse.ts';
import * as roster from './roster-service.ts';

const contractParamsSchema = z.object({ id: idParamSchema });
const importParamsSchema = rosterImportParamsSchema.extend({ id: idParamSchema });

/**
 * The operators' side of the staff-roster import, under `/api/admin/companies`: the same dry run
 * and commit for any contract (each commit audited), the error file and the template.
 */
export async function rosterDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'company-desk');

  r.post('/contracts/:id/roster/import', {
    access: access.operator('companies.manage'),
    summary: 'Dry run of a staff file for a contract (file), or commit of a dry run (importId)',
    params: contractParamsSchema,
    multipart: { fields: rosterImportFieldsSchema.omit({ id: true }), files: [ROSTER_FILE_FIELD] },
    errorStatuses: [404, 409, 413, 415, 422],
    data: rosterImportResultSchema,
    handler: async ({ deps, actor, params, req }) =>
      roster.importForOperator(deps, actor, params.id, await readRosterUpload(req, deps.env.dataDir)),
  });

  r.raw('/contracts/:id/roster/imports/:importId/errors', {
    access: access.operator('companies.view'),
    summary: 'The refused rows of a dry run, with the reasons (.xlsx)',
    params: importParamsSchema,
    errorStatuses: [404],
    handler: async ({ deps, params, reply }) => {
      const file = await roster.deskErrorFile(deps, params.id, params.importId);
      return sendDownload(reply, { name: file.name, mime: file.mime, size: file.body.length }, file.body);
    },
  });

  r.raw('/roster-template', {
    access: access.operator('companies.view'),
    summary: 'The staff file template (.xlsx)',
    handler: async ({ reply }) => {
      const file = await roster.template();
      return sendDownload(reply, { name: file.name, mime: file.mime, size: file.body.length }, file.body);
    },
  });
}
