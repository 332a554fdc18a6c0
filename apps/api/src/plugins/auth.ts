import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { oncePerDb } from '../db/prepared.ts';
import { sessions, users } from '../db/schema.ts';
import { type Access, type AuthContext, decide } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';

/** Every /api route with its declared access and schemas, for the tests that sweep them all. */
export type RouteEntry = { method: string; url: string; access: Access | undefined; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/**
 * The session behind a token: one indexed lookup per authenticated request, prepared once per
 * database (a named statement: PostgreSQL plans it once per connection, Drizzle builds it once).
 */
const sessionLookup = oncePerDb((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      username: users.username,
      type: users.type,
      partnerId: users.partnerId,
      isSubUser: users.isSubUser,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('find_session'),
);

export async function findSession(db: Db, token: string): Promise<AuthContext | null> {
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token) });
  return row ?? null;
}

/**
 * Checks every /api route's declared access before anything else runs (no body is parsed for a
 * caller who may not call the route), and refuses to start when a route declares none.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    app.decorateRequest('auth', null);
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);

    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD' && route.url.startsWith('/api/')) {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') routeTable.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
        }
      }
      if (route.url.startsWith('/api/') && route.url !== '/api/docs' && !route.url.startsWith('/api/docs/')) {
        if (!route.config?.access) {
          throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
        }
      }
    });

    app.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config?.access;
      if (!rule) return;
      const header = request.headers.authorization;
      if (header) {
        const match = BEARER.exec(header);
        request.auth = match?.[1] ? await findSession(opts.db, match[1]) : null;
      }
      const pathType = (request.params as Record<string, string> | undefined)?.type;
      const decision = decide(rule, request.auth, pathType);
      if (decision === 'unauthenticated') throw new AppError('unauthorized');
      if (decision === 'forbidden') throw new AppError('forbidden');
    });
  },
  { name: 'auth' },
);
