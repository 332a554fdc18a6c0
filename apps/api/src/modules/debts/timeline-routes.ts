import { debtTimelineQuerySchema, debtTimelineSchema, idParamSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as timeline from './timeline-service.ts';

/** The collaborator's debt timeline: `/api/partner/v1/collaborator/debt-timeline`. */
export async function debtTimelineRoutes(app: FastifyInstance) {
  const r = routes(app, 'debts');

  r.get('/debt-timeline', {
    access: access.partner(['collaborator'], 'debt.view'),
    query: debtTimelineQuerySchema,
    data: debtTimelineSchema,
    handler: ({ deps, auth, query }) => timeline.partnerTimeline(deps, auth, query),
  });
}

/** The accountant's view of one collaborator's timeline: `/api/admin/debts/partners/:id/timeline`. */
export async function debtTimelineDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-debts');

  r.get('/partners/:id/timeline', {
    access: access.operator('debts.view'),
    params: z.object({ id: idParamSchema }),
    query: debtTimelineQuerySchema,
    data: debtTimelineSchema,
    handler: ({ deps, params, query }) => timeline.deskTimeline(deps, params.id, query),
  });
}
