import { homeEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as home from './home-service.ts';

/** The signed-in partner's home (contract: endpoints/home.ts `homeEndpoints`). */
export async function homeRoutes(app: FastifyInstance) {
  // Every account has a home; what it lists depends on its role (the service reads only what the role may see).
  implement(app, homeEndpoints.workspace, {
    handler: ({ deps, auth }) => home.workspace(deps, auth),
  });
}
