import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  dashboardSchema,
  operatorCreateBodySchema,
  operatorMeSchema,
  operatorRowSchema,
  operatorUpdateBodySchema,
} from '../schemas/admin.ts';
import { changePasswordBodySchema, loginBodySchema, loginResultSchema, setPasswordBodySchema } from '../schemas/auth.ts';
import { idParamSchema } from '../schemas/files.ts';

/**
 * The signed-in operator's own calls: sign in and out, who they are, their password, and the
 * console's home (the counts waiting on the partner desk). Never reachable with a partner token.
 */
export const operatorSelfEndpoints = {
  /** A wrong password answers 401; the login limits answer 429. */
  login: endpoint({
    method: 'POST',
    path: '/api/admin/auth/login',
    tag: 'admin',
    access: access.public,
    body: loginBodySchema,
    data: loginResultSchema.extend({ type: z.literal('operator') }),
    errorStatuses: [401, 429],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/admin/auth/logout',
    tag: 'admin',
    access: access.operatorSelf,
  }),
  /** Who is signed in, their role and permissions (the console's menus and guards read it). */
  me: endpoint({
    method: 'GET',
    path: '/api/admin/me',
    tag: 'admin',
    access: access.operatorSelf,
    data: operatorMeSchema,
  }),
  /** An operator's first password, from the link `npm run admin -- create-operator` printed. */
  setPassword: endpoint({
    method: 'POST',
    path: '/api/admin/auth/set-password',
    tag: 'admin',
    access: access.public,
    body: setPasswordBodySchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/admin/me/change-password',
    tag: 'admin',
    access: access.operatorSelf,
    body: changePasswordBodySchema,
  }),
  /** The counters of what waits for the operators. */
  dashboard: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    tag: 'admin',
    access: access.operatorSelf,
    data: dashboardSchema,
  }),
};

const MANAGE = access.operator('operators.manage');

/** Operator accounts and their roles, the administrators' desk. */
export const operatorEndpoints = {
  /** Every operator account (a short list, not paged). */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/operators',
    tag: 'admin',
    access: MANAGE,
    data: z.array(operatorRowSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/operators',
    tag: 'admin',
    access: MANAGE,
    body: operatorCreateBodySchema,
    data: operatorRowSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/operators/:id',
    tag: 'admin',
    access: MANAGE,
    params: z.object({ id: idParamSchema }),
    body: operatorUpdateBodySchema,
    data: operatorRowSchema,
  }),
};
