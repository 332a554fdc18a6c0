import {
  ACCOUNT_MSG,
  accountSessionListSchema,
  accountSessionParamsSchema,
  accountSessionQuerySchema,
  endOtherSessionsResultSchema,
  endSessionResultSchema,
  operatorSessionParamsSchema,
  typeParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as sessions from '../auth/sessions-service.ts';

/**
 * A partner account's own signed-in sessions (the account page's devices):
 * `/api/partner/v1/:type/account`. Every account's, sub-users included.
 */
export async function accountRoutes(app: FastifyInstance) {
  const r = routes(app, 'account');

  r.get('/sessions', {
    access: access.ownType('account.self'),
    params: typeParamsSchema,
    query: accountSessionQuerySchema,
    data: accountSessionListSchema,
    handler: ({ deps, auth, query }) => sessions.listSessions(deps, auth, query),
  });

  r.delete('/sessions/:id', {
    access: access.ownType('account.self'),
    params: accountSessionParamsSchema,
    data: endSessionResultSchema,
    message: ACCOUNT_MSG.sessionEnded,
    handler: ({ deps, auth, params }) => sessions.endSession(deps, auth, params.id),
  });

  r.post('/sessions/logout-all', {
    access: access.ownType('account.self'),
    params: typeParamsSchema,
    data: endOtherSessionsResultSchema,
    message: ACCOUNT_MSG.otherSessionsEnded,
    handler: ({ deps, auth }) => sessions.endOtherSessions(deps, auth),
  });
}

/** The same for an operator's own sessions: `/api/admin/me/sessions`. */
export async function operatorSessionRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin');

  r.get('', {
    access: access.operator('operator.self'),
    query: accountSessionQuerySchema,
    data: accountSessionListSchema,
    handler: ({ deps, auth, query }) => sessions.listSessions(deps, auth, query),
  });

  r.delete('/:id', {
    access: access.operator('operator.self'),
    params: operatorSessionParamsSchema,
    data: endSessionResultSchema,
    message: ACCOUNT_MSG.sessionEnded,
    handler: ({ deps, auth, params }) => sessions.endSession(deps, auth, params.id),
  });

  r.post('/logout-all', {
    access: access.operator('operator.self'),
    data: endOtherSessionsResultSchema,
    message: ACCOUNT_MSG.otherSessionsEnded,
    handler: ({ deps, auth }) => sessions.endOtherSessions(deps, auth),
  });
}
