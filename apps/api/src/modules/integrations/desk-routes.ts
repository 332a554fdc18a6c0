import { INTEGRATION_MSG, integrationDeskEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as desk from './desk-service.ts';

/** The integrations desk (administrators; contract: endpoints/integrations.ts `integrationDeskEndpoints`). */
export async function integrationDeskRoutes(app: FastifyInstance) {
  const e = integrationDeskEndpoints;

  implement(app, e.list, {
    handler: ({ deps }) => desk.list(deps),
  });

  implement(app, e.create, {
    message: INTEGRATION_MSG.created,
    handler: ({ deps, actor, body }) => desk.create(deps, actor, body),
  });

  implement(app, e.revoke, {
    message: INTEGRATION_MSG.revoked,
    handler: ({ deps, actor, params }) => desk.revoke(deps, actor, params.id),
  });

  implement(app, e.calls, {
    handler: ({ deps, params }) => desk.calls(deps, params.id),
  });

  implement(app, e.deliveries, {
    handler: ({ deps, params }) => desk.deliveries(deps, params.id),
  });
}
