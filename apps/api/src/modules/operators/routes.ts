import { MSG, operatorEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as operators from './operators-service.ts';

/** Operator accounts and their roles, the administrators' desk (contract: endpoints/operators.ts `operatorEndpoints`). */
export async function operatorRoutes(app: FastifyInstance) {
  const e = operatorEndpoints;

  implement(app, e.list, {
    handler: ({ deps }) => operators.listOperators(deps),
  });

  implement(app, e.create, {
    message: MSG.operatorCreated,
    handler: ({ deps, actor, body }) => operators.createOperator(deps, actor, body),
  });

  implement(app, e.update, {
    message: MSG.operatorUpdated,
    handler: ({ deps, actor, params, body }) => operators.updateOperator(deps, actor, params.id, body),
  });
}
