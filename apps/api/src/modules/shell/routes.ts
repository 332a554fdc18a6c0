import { footerSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { CACHE, KEEP } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import * as shell from './shell-service.ts';

/** What every page needs, for anyone: `/api` (health and ping for operations, the footer). */
export async function shellRoutes(app: FastifyInstance) {
  const r = routes(app, 'shell');

  // Not in the envelope: load balancers read `{ status }`.
  r.raw('/health', {
    access: access.public,
    handler: async ({ deps, reply }) => reply.send(await shell.health(deps)),
  });

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
