import { typeParamsSchema, workspaceSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as home from './home-service.ts';

/** The signed-in partner's home: `/api/partner/v1/:type/home`. */
export async function homeRoutes(app: FastifyInstance) {
  const r = routes(app, 'home');

  // Every account has a home; what it lists depends on its role (the service reads only what the role may see).
  r.get('/workspace', {
    access: access.ownType('account.self'),
    params: typeParamsSchema,
    data: workspaceSchema,
    handler: ({ deps, auth }) => home.workspace(deps, auth),
  });
}
