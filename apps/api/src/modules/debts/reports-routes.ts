import { deferredPaymentEndpoints, extensionRequestFieldsSchema, REPORT_FIELDS, REPORT_LIMITS, REPORT_MSG } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE } from '../../lib/http-cache.ts';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as reports from './reports-service.ts';

/**
 * A collaborator's monthly deferred-payment reports (spec 3 §7): `/api/partner/v1/collaborator/deferred-payment`
 * (contract: endpoints/debts.ts `deferredPaymentEndpoints`).
 */
export async function deferredPaymentRoutes(app: FastifyInstance) {
  const e = deferredPaymentEndpoints;
  app.owners.set('deferred-payment', reports.reportOwner);
  app.owners.set('deferred-payment-file', reports.reportFileOwner);

  implement(app, e.list, {
    handler: ({ deps, auth, query }) => reports.listReports(deps, auth, query),
  });

  implement(app, e.chart, {
    handler: ({ deps, auth }) => reports.chart(deps, auth),
  });

  implement(app, e.options, {
    cache: CACHE.privateLookup,
    handler: async () => reports.options(),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => reports.getReport(deps, params.id),
  });

  implement(app, e.confirm, {
    message: REPORT_MSG.confirmed,
    handler: ({ deps, auth, params }) => reports.confirmReport(deps, auth, params.id),
  });

  implement(app, e.extensionRequest, {
    message: REPORT_MSG.extensionRequested,
    handler: async ({ deps, auth, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, {
        fileFields: e.extensionRequest.multipart.files,
        accepted: REPORT_LIMITS.fileExtensions,
      });
      return withUploads(deps.storage, uploads, async () => {
        const missing: Record<string, string[]> = uploads.length ? {} : { [REPORT_FIELDS.extensionFiles]: [REPORT_MSG.extensionFiles] };
        const body = parseFields(extensionRequestFieldsSchema, fields, missing);
        await reports.requestExtension(deps, auth, params.id, body[REPORT_FIELDS.newDueDate], uploads);
      });
    },
  });

  implement(app, e.file, {
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await reports.reportFile(deps, params.id)),
  });
}
