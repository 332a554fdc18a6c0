import {
  collaboratorReportQuerySchema,
  collaboratorReportSchema,
  consultingPriceListSchema,
  consultingPriceQuerySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as consulting from './consulting-service.ts';

// permissions.ts: 'debt.view' covers "… đơn giá tư vấn và báo cáo".
const view = access.partner(['collaborator'], 'debt.view');

/** A collaborator's consulting unit prices and monthly report: `/api/partner/v1/collaborator`. */
export async function consultingRoutes(app: FastifyInstance) {
  const r = routes(app, 'consulting');

  r.get('/consulting-price/list', {
    access: view,
    query: consultingPriceQuerySchema,
    data: consultingPriceListSchema,
    handler: ({ deps, query }) => consulting.listConsultingPrices(deps, query),
  });

  r.get('/report/monthly', {
    access: view,
    query: collaboratorReportQuerySchema,
    data: collaboratorReportSchema,
    handler: ({ deps, auth, query }) => consulting.monthlyReport(deps, auth, query),
  });
}
