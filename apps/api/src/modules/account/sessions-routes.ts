import { ACCOUNT_MSG, accountEndpoints, operatorSessionEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as sessions from '../auth/sessions-service.ts';

/**
 * A partner account's own signed-in sessions (the account page's devices):
 * `/api/partner/v1/:type/account` (contract: endpoints/account.ts `accountEndpoints`). Every
 * account's, sub-users included.
 */
export async function accountRoutes(app: FastifyInstance) {
  const e = accountEndpoints;

  implement(app, e.sessions, {
    handler: ({ deps, auth, query }) => sessions.listSessions(deps, auth, query),
  });

  implement(app, e.endSession, {
    message: ACCOUNT_MSG.sessionEnded,
    handler: ({ deps, auth, params }) => sessions.endSession(deps, auth, params.id),
  });

  implement(app, e.endOtherSessions, {
    message: ACCOUNT_MSG.otherSessionsEnded,
    handler: ({ deps, auth }) => sessions.endOtherSessions(deps, auth),
  });
}

/** The same for an operator's own sessions: `/api/admin/me/sessions` (contract: `operatorSessionEndpoints`). */
export async function operatorSessionRoutes(app: FastifyInstance) {
  const e = operatorSessionEndpoints;

  implement(app, e.sessions, {
    handler: ({ deps, auth, query }) => sessions.listSessions(deps, auth, query),
  });

  implement(app, e.endSession, {
    message: ACCOUNT_MSG.sessionEnded,
    handler: ({ deps, auth, params }) => sessions.endSession(deps, auth, params.id),
  });

  implement(app, e.endOtherSessions, {
    message: ACCOUNT_MSG.otherSessionsEnded,
    handler: ({ deps, auth }) => sessions.endOtherSessions(deps, auth),
  });
}
