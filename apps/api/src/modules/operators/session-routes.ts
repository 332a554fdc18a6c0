import { MSG, operatorSelfEndpoints, PERSONNEL_MSG } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import { authLimits, sessionMeta } from '../auth/auth-http.ts';
import * as auth from '../auth/auth-service.ts';
import * as partners from '../partners/desk-service.ts';
import * as operators from './operators-service.ts';

/**
 * The signed-in operator's own calls (contract: endpoints/operators.ts `operatorSelfEndpoints`): sign
 * in and out (`/api/admin/auth/login`, `/auth/logout`), `/me`, `/me/change-password`, and the
 * console's home (`/dashboard`, the counts waiting on the partner desk). Never reachable with a partner token.
 */
export async function operatorSelfRoutes(app: FastifyInstance) {
  const e = operatorSelfEndpoints;
  const limits = authLimits(app);

  // A wrong password answers 401; the login limits answer 429 (counted around the check).
  implement(app, e.login, {
    message: MSG.loginSuccess,
    handler: ({ deps, body, req }) => limits.login(req, () => auth.login(deps, 'operator', body, sessionMeta(req))),
  });

  // The first password of an operator made by `npm run admin -- create-operator`, from its printed link.
  implement(app, e.setPassword, {
    message: PERSONNEL_MSG.setPasswordSuccess,
    preHandler: limits.beforeReset,
    handler: ({ deps, body }) => auth.setPassword(deps, 'operator', body.token, body.newPassword),
  });

  implement(app, e.logout, {
    message: MSG.logoutSuccess,
    handler: ({ deps, auth: caller }) => auth.logout(deps, caller),
  });

  implement(app, e.me, {
    handler: ({ deps, auth: caller }) => operators.me(deps, caller),
  });

  implement(app, e.changePassword, {
    message: MSG.changePasswordSuccess,
    handler: ({ deps, auth: caller, body }) => auth.changePassword(deps, caller, body),
  });

  implement(app, e.dashboard, {
    handler: ({ deps }) => partners.dashboard(deps),
  });
}
