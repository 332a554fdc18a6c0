import {
  debtSettingsDataSchema,
  debtSettingsSchema,
  deskBuildBodySchema,
  deskBuildResultSchema,
  deskDecideBodySchema,
  deskExtensionParamsSchema,
  deskFileRemoveParamsSchema,
  deskPayBodySchema,
  deskReportDetailSchema,
  deskReportListQuerySchema,
  deskReportListSchema,
  REPORT_FIELDS,
  REPORT_LIMITS,
  REPORT_MSG,
  reportFileParamsSchema,
  reportParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as desk from './desk-reports-service.ts';
import { reportFile } from './reports-service.ts';

const view = access.operator('debts.view');
const manage = access.operator('debts.manage');
const DESK_FILE_FIELDS = [REPORT_FIELDS.deskFiles];

const deskOptionsSchema = z.object({
  collaborators: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  status: z.array(z.object({ value: z.number(), name: z.string() })),
});

/** The accounts desk's monthly reports and settings: `/api/admin/debts` (read with debts.view, changed with debts.manage). */
export async function deferredPaymentDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-debt-reports');

  r.get('/reports', {
    access: view,
    query: deskReportListQuerySchema,
    data: deskReportListSchema,
    handler: ({ deps, query }) => desk.listReports(deps, query),
  });

  r.get('/reports/options', {
    access: view,
    data: deskOptionsSchema,
    handler: ({ deps }) => desk.deskOptions(deps),
  });

  r.post('/reports/build', {
    access: manage,
    body: deskBuildBodySchema,
    data: deskBuildResultSchema,
    message: 'Đã lập báo cáo công nợ',
    handler: ({ deps, actor, body }) => desk.build(deps, actor, body),
  });

  r.get('/reports/:id', {
    access: view,
    params: reportParamsSchema,
    data: deskReportDetailSchema,
    handler: ({ deps, params }) => desk.getReport(deps, params.id),
  });

  r.post('/reports/:id/send', {
    access: manage,
    params: reportParamsSchema,
    data: deskReportDetailSchema,
    message: REPORT_MSG.sent,
    handler: ({ deps, actor, params }) => desk.send(deps, actor, params.id),
  });

  r.post('/reports/:id/pay', {
    access: manage,
    params: reportParamsSchema,
    body: deskPayBodySchema,
    data: deskReportDetailSchema,
    message: REPORT_MSG.paid,
    handler: ({ deps, actor, params, body }) => desk.pay(deps, actor, params.id, body),
  });

  for (const [path, kind] of [
    ['invoices', 'invoice'],
    ['documents', 'document'],
  ] as const)
    r.post(`/reports/:id/${path}`, {
      access: manage,
      params: reportParamsSchema,
      multipart: { fields: z.object({}), files: DESK_FILE_FIELDS },
      data: deskReportDetailSchema,
      message: REPORT_MSG.filesSaved,
      handler: async ({ deps, actor, params, req }) => {
        const { uploads } = await readMultipart(req, deps.storage, {
          fileFields: DESK_FILE_FIELDS,
          accepted: REPORT_LIMITS.fileExtensions,
        });
        return withUploads(deps.storage, uploads, () => desk.attachFiles(deps, actor, params.id, kind, uploads));
      },
    });

  r.delete('/reports/:id/file/:fileId', {
    access: manage,
    params: deskFileRemoveParamsSchema,
    data: deskReportDetailSchema,
    message: REPORT_MSG.fileRemoved,
    handler: ({ deps, actor, params }) => desk.removeFile(deps, actor, params.id, params.fileId),
  });

  r.post('/extensions/:id/decide', {
    access: manage,
    params: deskExtensionParamsSchema,
    body: deskDecideBodySchema,
    data: deskReportDetailSchema,
    message: REPORT_MSG.decided,
    handler: ({ deps, actor, params, body }) => desk.decideExtension(deps, actor, params.id, body),
  });

  r.raw('/report-files/:id', {
    access: view,
    params: reportFileParamsSchema,
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await reportFile(deps, params.id)),
  });

  r.get('/settings', {
    access: view,
    data: debtSettingsDataSchema,
    handler: ({ deps }) => desk.getSettings(deps),
  });

  r.put('/settings', {
    access: manage,
    body: debtSettingsSchema,
    data: debtSettingsDataSchema,
    message: REPORT_MSG.settingsSaved,
    handler: ({ deps, actor, body }) => desk.saveSettings(deps, actor, body),
  });
}
