import { consultingEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as consulting from './consulting-service.ts';

/**
 * A collaborator's consulting unit prices and monthly report: `/api/partner/v1/collaborator`
 * (contract: endpoints/orders.ts `consultingEndpoints`; 'debt.view' covers them).
 */
export async function consultingRoutes(app: FastifyInstance) {
  const e = consultingEndpoints;

  implement(app, e.prices, {
    handler: ({ deps, query }) => consulting.listConsultingPrices(deps, query),
  });

  implement(app, e.report, {
    handler: ({ deps, auth, query }) => consulting.monthlyReport(deps, auth, query),
  });
}
