import { OPERATOR_PERMISSIONS, PARTNER_PERMISSIONS, type PartnerPermission } from '@portal/contract';
import type { FastifyInstance, FastifyRequest, FastifySchema, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
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
const AUTH_HOOK = Symbol('auth');
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

    // Each route with an access rule gets its own hooks, made here once with its rule: no lookup of the
    // route's options a request (Fastify builds that object anew on every read), and the owner check only
    // on the routes that name an owned object. They run before the route's own hooks of the same kind.
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (isApiRoute(route.url)) {
        const problem = accessProblem(access);
        if (problem || !access) throw new Error(`Route ${route.method} ${route.url} ${problem}`);
        const fieldPermissions = route.config?.fieldPermissions;
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD')
            routeTable.push({ method, url: route.url, access, schema: route.schema, ...(fieldPermissions ? { fieldPermissions } : {}) });
        }
      }
      if (!access) return;
      const onRequest = [route.onRequest ?? []].flat();
      // A GET's HEAD twin may arrive with the GET's hooks already in.
      if (onRequest.some((hook) => AUTH_HOOK in hook)) return;
      route.onRequest = [accessHook(access), ...onRequest];
      if (access.kind === 'partner' && access.owns && !access.ownerInStatement)
        route.preHandler = [ownerHook(access.owns), ...[route.preHandler ?? []].flat()];
    });

    app.addHook('onReady', async () => {
      for (const { method, url, access } of routeTable) {
        if (access?.kind === 'partner' && access.owns && !app.owners.has(access.owns)) {
          throw new Error(`Route ${method} ${url} owns '${access.owns}', which no area looks up`);
        }
      }
      catalog = buildPermissionCatalog(routeTable);
    });

    /** Who the caller is (before any body is parsed), and whether the rule lets them in. */
    function accessHook(rule: Access): onRequestHookHandler {
      const refusal = (request: FastifyRequest) => {
        const decision = decide(rule, request.auth, (request.params as Record<string, string> | undefined)?.type);
        if (decision === 'unauthenticated') return new AppError('unauthorized');
        if (decision === 'forbidden') return new AppError('forbidden');
        return undefined;
      };
      const hook: onRequestHookHandler = (request, _reply, done) => {
        const header = request.headers.authorization;
        const token = header ? BEARER.exec(header)?.[1] : undefined;
        if (!token) return done(refusal(request));
        authenticate(opts.deps, token).then((auth) => {
          request.auth = auth;
          done(refusal(request));
        }, done);
      };
      return Object.assign(hook, { [AUTH_HOOK]: true });
    }

    /** Once the params are valid: the `:id` the route names belongs to the caller's partner (404 otherwise). */
    function ownerHook(owns: OwnedObject): preHandlerHookHandler {
      return (request, _reply, done) => {
        const id = (request.params as { id?: string }).id;
        const lookup = app.owners.get(owns);
        if (!id || !lookup) return done(new AppError('not_found'));
        lookup(opts.deps, id).then(
          (owner) => done(owner && owner === request.auth?.partnerId ? undefined : new AppError('not_found')),
          done,
        );
      };
    }
  },
  { name: 'auth' },
);
