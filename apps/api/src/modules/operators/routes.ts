import { idParamSchema, MSG, operatorCreateBodySchema, operatorRowSchema, operatorUpdateBodySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as operators from './operators-service.ts';

/** Operator accounts and their roles, the administrators' desk: `/api/admin/operators`. */
export async function operatorRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin');

  r.get('', {
    access: access.operator('operators.manage'),
    data: z.array(operatorRowSchema),
    handler: ({ deps }) => operators.listOperators(deps),
  });

  r.post('', {
    access: access.operator('operators.manage'),
    body: operatorCreateBodySchema,
    data: operatorRowSchema,
    message: MSG.operatorCreated,
    handler: ({ deps, actor, body }) => operators.createOperator(deps, actor, body),
  });

  r.put('/:id', {
    access: access.operator('operators.manage'),
    params: z.object({ id: idParamSchema }),
    body: operatorUpdateBodySchema,
    data: operatorRowSchema,
    message: MSG.operatorUpdated,
    handler: ({ deps, actor, params, body }) => operators.updateOperator(deps, actor, params.id, body),
  });
}
