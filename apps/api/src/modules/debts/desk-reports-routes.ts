import { deferredPaymentDeskEndpoints, REPORT_LIMITS, REPORT_MSG, type ReportFileKind } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { readMultipart, withUploads } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as desk from './desk-reports-service.ts';
import { reportFile } from './reports-service.ts';

/**
 * The accounts desk's monthly reports and settings: `/api/admin/debts` (contract: endpoints/debts.ts
 * `deferredPaymentDeskEndpoints`; read with debts.view, changed with debts.manage).
 */
export async function deferredPaymentDeskRoutes(app: FastifyInstance) {
  const e = deferredPaymentDeskEndpoints;

  implement(app, e.list, {
    handler: ({ deps, query }) => desk.listReports(deps, query),
  });

  implement(app, e.options, {
    handler: ({ deps }) => desk.deskOptions(deps),
  });

  implement(app, e.build, {
    message: 'Đã lập báo cáo công nợ',
    handler: ({ deps, actor, body }) => desk.build(deps, actor, body),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => desk.getReport(deps, params.id),
  });

  implement(app, e.send, {
    message: REPORT_MSG.sent,
    handler: ({ deps, actor, params }) => desk.send(deps, actor, params.id),
  });

  implement(app, e.pay, {
    message: REPORT_MSG.paid,
    handler: ({ deps, actor, params, body }) => desk.pay(deps, actor, params.id, body),
  });

  // Invoices ('Hóa đơn') and the document set ('Bộ hồ sơ'): the same upload, each of its kind.
  const attach = async (ctx: { deps: AppDeps; actor: Actor; req: FastifyRequest }, id: string, kind: ReportFileKind) => {
    const { uploads } = await readMultipart(ctx.req, ctx.deps.storage, {
      fileFields: e.invoices.multipart.files,
      accepted: REPORT_LIMITS.fileExtensions,
    });
    return withUploads(ctx.deps.storage, uploads, () => desk.attachFiles(ctx.deps, ctx.actor, id, kind, uploads));
  };

  implement(app, e.invoices, {
    message: REPORT_MSG.filesSaved,
    handler: (ctx) => attach(ctx, ctx.params.id, 'invoice'),
  });

  implement(app, e.documents, {
    message: REPORT_MSG.filesSaved,
    handler: (ctx) => attach(ctx, ctx.params.id, 'document'),
  });

  implement(app, e.removeFile, {
    message: REPORT_MSG.fileRemoved,
    handler: ({ deps, actor, params }) => desk.removeFile(deps, actor, params.id, params.fileId),
  });

  implement(app, e.decide, {
    message: REPORT_MSG.decided,
    handler: ({ deps, actor, params, body }) => desk.decideExtension(deps, actor, params.id, body),
  });

  implement(app, e.file, {
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await reportFile(deps, params.id)),
  });

  implement(app, e.settings, {
    handler: ({ deps }) => desk.getSettings(deps),
  });

  implement(app, e.saveSettings, {
    message: REPORT_MSG.settingsSaved,
    handler: ({ deps, actor, body }) => desk.saveSettings(deps, actor, body),
  });
}
