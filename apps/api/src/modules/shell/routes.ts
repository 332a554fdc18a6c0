import { shellEndpoints } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { CACHE, KEEP } from '../../lib/http-cache.ts';
import { implement } from '../../lib/route.ts';
import * as shell from './shell-service.ts';

/** What every page needs, for anyone: liveness, readiness and ping for operations, the footer (contract: endpoints/shell.ts `shellEndpoints`). */
export async function shellRoutes(app: FastifyInstance) {
  const e = shellEndpoints;

  // For load balancers and orchestrators (docs/operations.md); not in the envelope: they read `{ status }`.
  // Liveness: the process runs and its event loop turns; nothing else is asked (restart it when this fails).
  implement(app, e.live, {
    handler: async ({ reply }) => reply.send({ status: 'ok' }),
  });
  // Readiness: send traffic here (database and job queue up, not shutting down); `/health` is the same check.
  const readiness = async ({ deps, req, reply }: { deps: AppDeps; req: FastifyRequest; reply: FastifyReply }) =>
    reply.send(await shell.readiness(deps, req.server.lifecycle));
  implement(app, e.ready, { handler: readiness });
  implement(app, e.health, { handler: readiness });

  // A constant answer: what the server does with no work at all (the benchmarks' ceiling; a liveness probe).
  implement(app, e.ping, {
    handler: async () => 'pong' as const,
  });

  implement(app, e.footer, {
    cache: CACHE.publicContent,
    keep: KEEP.footer,
    handler: ({ deps }) => shell.getFooter(deps),
  });
}
