import { OPERATOR_PERMISSIONS, PARTNER_PERMISSIONS, type PartnerPermission } from '@portal/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps.ts';
import { type Access, decide, type OwnedObject } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { buildPermissionCatalog, EMPTY_CATALOG, type PermissionCatalog } from '../lib/permission-catalog.ts';
import { authenticate } from '../modules/auth/auth-service.ts';

/** Every /api route with its declared access and schemas, for the tests that sweep them all. */
export type RouteEntry = {
  method: string;
  url: string;
  access: Access | undefined;
  schema: FastifySchema | undefined;
  /** The keys its answer's and query's fields need (lib/withheld-fields.ts). */
  fieldPermissions?: readonly PartnerPermission[];
};

/** Finds the partner that owns an object (undefined when there is no such object). */
export type OwnerLookup = (deps: AppDeps, id: string) => Promise<string | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
    /** Owner lookups per kind of object; each area defines those of its objects. */
    owners: Map<OwnedObject, OwnerLookup>;
    /** The default permission list of each partner type, collected from the routes once they are all registered. */
    permissionCatalog: PermissionCatalog;
  }
}

/** Why a route's access cannot be enforced as declared (undefined when it can). */
function accessProblem(access: Access | undefined): string | undefined {
  if (!access) return 'declares no access rule (config.access)';
  if (access.kind === 'partner' && !Object.hasOwn(PARTNER_PERMISSIONS, access.permission ?? ''))
    return `declares no partner permission key (got ${String(access.permission)})`;
  if (access.kind === 'operator' && !Object.hasOwn(OPERATOR_PERMISSIONS, access.permission ?? ''))
    return `declares no operator permission key (got ${String(access.permission)})`;
  return undefined;
}

export const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;
const isApiRoute = (url: string) => url.startsWith('/api/') && url !== '/api/docs' && !url.startsWith('/api/docs/');

/**
 * Enforces every /api route's declared access: who the caller is (before any body is parsed),
 * then, once the params are valid, that an `:id` it names belongs to the caller's partner (404
 * otherwise, as if it did not exist; a route marked `ownerInStatement` has its service do that in
 * the statement that reads the answer). Refuses to start when a route declares no access, a partner
 * or operator route no permission key of its kind, or an owned object that no area knows how to
 * look up. Once every route is in, collects the default permission lists from them.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { deps: AppDeps }) => {
    app.decorateRequest('auth', null);
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);
    app.decorate('owners', new Map<OwnedObject, OwnerLookup>());
    let catalog = EMPTY_CATALOG;
    app.decorate('permissionCatalog', {
      groups: (type) => catalog.groups(type),
      allows: (type, key) => catalog.allows(type, key),
    } satisfies PermissionCatalog);

    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url)) return;
      const problem = accessProblem(route.config?.access);
      if (problem || !route.config?.access) throw new Error(`Route ${route.method} ${route.url} ${problem}`);
      const { access, fieldPermissions } = route.config;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          routeTable.push({ method, url: route.url, access, schema: route.schema, ...(fieldPermissions ? { fieldPermissions } : {}) });
      }
    });

    app.addHook('onReady', async () => {
      for (const { method, url, access } of routeTable) {
        if (access?.kind === 'partner' && access.owns && !app.owners.has(access.owns)) {
          throw new Error(`Route ${method} ${url} owns '${access.owns}', which no area looks up`);
        }
      }
      catalog = buildPermissionCatalog(routeTable);
    });

    app.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config?.access;
      if (!rule) return;
      const match = request.headers.authorization ? BEARER.exec(request.headers.authorization) : null;
      if (match?.[1]) request.auth = await authenticate(opts.deps, match[1]);
      const pathType = (request.params as Record<string, string> | undefined)?.type;
      const decision = decide(rule, request.auth, pathType);
      if (decision === 'unauthenticated') throw new AppError('unauthorized');
      if (decision === 'forbidden') throw new AppError('forbidden');
    });

    app.addHook('preHandler', async (request) => {
      const rule = request.routeOptions.config?.access;
      if (rule?.kind !== 'partner' || !rule.owns || rule.ownerInStatement) return;
      const id = (request.params as { id?: string }).id;
      const lookup = app.owners.get(rule.owns);
      const owner = id && lookup ? await lookup(opts.deps, id) : undefined;
      if (!owner || owner !== request.auth?.partnerId) throw new AppError('not_found');
    });
  },
  { name: 'auth' },
);
