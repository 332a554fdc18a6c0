import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps.ts';
import { type Access, decide, type OwnedObject } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { authenticate } from '../modules/auth/auth-service.ts';

/** Every /api route with its declared access and schemas, for the tests that sweep them all. */
export type RouteEntry = { method: string; url: string; access: Access | undefined; schema: FastifySchema | undefined };

/** Finds the partner that owns an object (undefined when there is no such object). */
export type OwnerLookup = (deps: AppDeps, id: string) => Promise<string | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
    /** Owner lookups per kind of object; each area defines those of its objects. */
    owners: Map<OwnedObject, OwnerLookup>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;
const isApiRoute = (url: string) => url.startsWith('/api/') && url !== '/api/docs' && !url.startsWith('/api/docs/');

/**
 * Enforces every /api route's declared access: who the caller is (before any body is parsed),
 * then, once the params are valid, that an `:id` it names belongs to the caller's partner (404
 * otherwise, as if it did not exist). Refuses to start when a route declares no access, or names
 * an owned object that no area knows how to look up.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { deps: AppDeps }) => {
    app.decorateRequest('auth', null);
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);
    app.decorate('owners', new Map<OwnedObject, OwnerLookup>());

    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url)) return;
      if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routeTable.push({ method, url: route.url, access: route.config.access, schema: route.schema });
      }
    });

    app.addHook('onReady', async () => {
      for (const { method, url, access } of routeTable) {
        if (access?.kind === 'partner' && access.owns && !app.owners.has(access.owns)) {
          throw new Error(`Route ${method} ${url} owns '${access.owns}', which no area looks up`);
        }
      }
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
      if (rule?.kind !== 'partner' || !rule.owns) return;
      const id = (request.params as { id?: string }).id;
      const lookup = app.owners.get(rule.owns);
      const owner = id && lookup ? await lookup(opts.deps, id) : undefined;
      if (!owner || owner !== request.auth?.partnerId) throw new AppError('not_found');
    });
  },
  { name: 'auth' },
);
