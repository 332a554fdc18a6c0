import {
  deferredChartSchema,
  extensionRequestFieldsSchema,
  REPORT_FIELDS,
  REPORT_LIMITS,
  REPORT_MSG,
  reportDetailSchema,
  reportFileParamsSchema,
  reportListQuerySchema,
  reportListSchema,
  reportOptionsSchema,
  reportParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { CACHE } from '../../lib/http-cache.ts';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as reports from './reports-service.ts';

const COLLABORATOR = ['collaborator'] as const;
const view = access.partner(COLLABORATOR, 'debt.view');
const viewOwn = access.partner(COLLABORATOR, 'debt.view', { owns: 'deferred-payment' });
const answerOwn = access.partner(COLLABORATOR, 'debt.answer', { owns: 'deferred-payment' });
const EXTENSION_FILE_FIELDS = [REPORT_FIELDS.extensionFiles];

/** A collaborator's monthly deferred-payment reports (spec 3 §7): `/api/partner/v1/collaborator/deferred-payment`. */
export async function deferredPaymentRoutes(app: FastifyInstance) {
  const r = routes(app, 'deferred-payments');
  app.owners.set('deferred-payment', reports.reportOwner);
  app.owners.set('deferred-payment-file', reports.reportFileOwner);

  r.get('/deferred-payment/list', {
    access: view,
    query: reportListQuerySchema,
    data: reportListSchema,
    handler: ({ deps, auth, query }) => reports.listReports(deps, auth, query),
  });

  r.get('/deferred-payment/chart', {
    access: view,
    data: deferredChartSchema,
    handler: ({ deps, auth }) => reports.chart(deps, auth),
  });

  r.get('/deferred-payment/options', {
    access: view,
    data: reportOptionsSchema,
    cache: CACHE.privateLookup,
    handler: async () => reports.options(),
  });

  r.get('/deferred-payment/detail/:id', {
    access: viewOwn,
    params: reportParamsSchema,
    data: reportDetailSchema,
    handler: ({ deps, params }) => reports.getReport(deps, params.id),
  });

  r.post('/deferred-payment/:id/confirm', {
    access: answerOwn,
    params: reportParamsSchema,
    message: REPORT_MSG.confirmed,
    handler: ({ deps, auth, params }) => reports.confirmReport(deps, auth, params.id),
  });

  r.post('/deferred-payment/:id/extension-request', {
    access: answerOwn,
    params: reportParamsSchema,
    multipart: { fields: extensionRequestFieldsSchema, files: EXTENSION_FILE_FIELDS },
    message: REPORT_MSG.extensionRequested,
    handler: async ({ deps, auth, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, {
        fileFields: EXTENSION_FILE_FIELDS,
        accepted: REPORT_LIMITS.fileExtensions,
      });
      return withUploads(deps.storage, uploads, async () => {
        const missing: Record<string, string[]> = uploads.length ? {} : { [REPORT_FIELDS.extensionFiles]: [REPORT_MSG.extensionFiles] };
        const body = parseFields(extensionRequestFieldsSchema, fields, missing);
        await reports.requestExtension(deps, auth, params.id, body[REPORT_FIELDS.newDueDate], uploads);
      });
    },
  });

  r.raw('/deferred-payment/file/:id', {
    access: access.partner(COLLABORATOR, 'debt.view', { owns: 'deferred-payment-file' }),
    params: reportFileParamsSchema,
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await reports.reportFile(deps, params.id)),
  });
}
