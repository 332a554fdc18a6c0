import { footerSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { CACHE, KEEP } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import * as shell from './shell-service.ts';

/** What every page needs, for anyone: `/api` (liveness, readiness and ping for operations, the footer). */
export async function shellRoutes(app: FastifyInstance) {
  const r = routes(app, 'shell');

  // For load balancers and orchestrators (docs/operations.md); not in the envelope: they read `{ status }`.
  // Liveness: the process runs and its event loop turns; nothing else is asked (restart it when this fails).
  r.raw('/health/live', {
    access: access.public,
    summary: 'Liveness: the process answers (no database)',
    handler: async ({ reply }) => reply.send({ status: 'ok' }),
  });
  // Readiness: send traffic here (database and job queue up, not shutting down); `/health` is the same check.
  for (const [url, summary] of [
    ['/health/ready', 'Readiness: database and job queue answer, not shutting down'],
    ['/health', 'Readiness (the first name of /api/health/ready)'],
  ] as const) {
    r.raw(url, {
      access: access.public,
      summary,
      handler: async ({ deps, req, reply }) => reply.send(await shell.readiness(deps, req.server.lifecycle)),
    });
  }

  // A constant answer: what the server does with no work at all (the benchmarks' ceiling; a liveness probe).
  r.get('/ping', {
    access: access.public,
    data: z.literal('pong'),
    handler: async () => 'pong' as const,
  });

  r.get('/partner/footer/list', {
    access: access.public,
    data: footerSchema,
    cache: CACHE.publicContent,
    keep: KEEP.footer,
    handler: ({ deps }) => shell.getFooter(deps),
  });
}
