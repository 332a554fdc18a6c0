import { changePasswordBodySchema, dashboardSchema, loginBodySchema, loginResultSchema, MSG, operatorMeSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import { authLimits, sessionMeta } from '../auth/auth-http.ts';
import * as auth from '../auth/auth-service.ts';
import * as partners from '../partners/desk-service.ts';
import * as operators from './operators-service.ts';

/**
 * The signed-in operator's own calls, mounted under `/api/admin`: sign in and out
 * (`/auth/login`, `/auth/logout`), `/me`, `/me/change-password`, and the console's home
 * (`/dashboard`, the counts waiting on the partner desk). Never reachable with a partner token.
 */
export async function operatorSelfRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin');
  const limits = authLimits(app);

  r.post('/auth/login', {
    access: access.public,
    body: loginBodySchema,
    data: loginResultSchema.extend({ type: z.literal('operator') }),
    message: MSG.loginSuccess,
    // A wrong password answers 401; the login limits answer 429 (counted around the check).
    errorStatuses: [401, 429],
    handler: ({ deps, body, req }) => limits.login(req, () => auth.login(deps, 'operator', body, sessionMeta(req))),
  });

  r.post('/auth/logout', {
    access: access.operator('operator.self'),
    message: MSG.logoutSuccess,
    handler: ({ deps, auth: caller }) => auth.logout(deps, caller),
  });

  r.get('/me', {
    access: access.operator('operator.self'),
    data: operatorMeSchema,
    handler: ({ deps, auth: caller }) => operators.me(deps, caller),
  });

  r.post('/me/change-password', {
    access: access.operator('operator.self'),
    body: changePasswordBodySchema,
    message: MSG.changePasswordSuccess,
    handler: ({ deps, auth: caller, body }) => auth.changePassword(deps, caller, body),
  });

  r.get('/dashboard', {
    access: access.operator('operator.self'),
    data: dashboardSchema,
    handler: ({ deps }) => partners.dashboard(deps),
  });
}
