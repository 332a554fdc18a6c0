import { liveEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import { openStream } from './live-service.ts';

/** The live streams (contract: endpoints/live.ts): a partner's accounts hear their partner's changes, operators the desks'. */
export async function liveRoutes(app: FastifyInstance) {
  const streams = new Set<() => void>();
  // An open stream would hold the server's close until the browser hangs up: each ends first.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  implement(app, liveEndpoints.partner, {
    handler: async ({ deps, auth, req, reply }) => openStream(deps, req, reply, { partnerId: auth.partnerId }, streams),
  });

  implement(app, liveEndpoints.operator, {
    handler: async ({ deps, req, reply }) => openStream(deps, req, reply, 'operators', streams),
  });
}
