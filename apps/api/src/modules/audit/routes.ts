import { auditListSchema, auditQuerySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as audit from './audit-service.ts';

/** The audit trail, read only (no route edits or deletes an entry): `/api/admin/audit`. */
export async function auditRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin');

  r.get('', {
    access: access.operator('audit.view'),
    query: auditQuerySchema,
    data: auditListSchema,
    handler: ({ deps, query }) => audit.list(deps, query),
  });
}
