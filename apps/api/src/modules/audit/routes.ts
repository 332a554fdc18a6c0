import { auditEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as audit from './audit-service.ts';

/** The audit trail, read only: no route edits or deletes an entry (contract: endpoints/audit.ts `auditEndpoints`). */
export async function auditRoutes(app: FastifyInstance) {
  implement(app, auditEndpoints.list, {
    handler: ({ deps, query }) => audit.list(deps, query),
  });
}
