import { debtTimelineDeskEndpoints, debtTimelineEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as timeline from './timeline-service.ts';

/** The collaborator's debt timeline: `/api/partner/v1/collaborator/debt-timeline` (contract: endpoints/debts.ts `debtTimelineEndpoints`). */
export async function debtTimelineRoutes(app: FastifyInstance) {
  implement(app, debtTimelineEndpoints.timeline, {
    handler: ({ deps, auth, query }) => timeline.partnerTimeline(deps, auth, query),
  });
}

/** The accountant's view of one collaborator's timeline: `/api/admin/debts/partners/:id/timeline` (contract: `debtTimelineDeskEndpoints`). */
export async function debtTimelineDeskRoutes(app: FastifyInstance) {
  implement(app, debtTimelineDeskEndpoints.timeline, {
    handler: ({ deps, params, query }) => timeline.deskTimeline(deps, params.id, query),
  });
}
