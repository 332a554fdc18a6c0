import { footerDeskEndpoints, MSG } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { KEEP } from '../../lib/http-cache.ts';
import { implement } from '../../lib/route.ts';
import * as shell from './shell-service.ts';

/** The footer desk: operators edit the footer every page shows (contract: `footerDeskEndpoints`). */
export async function footerDeskRoutes(app: FastifyInstance) {
  implement(app, footerDeskEndpoints.update, {
    message: MSG.footerUpdated,
    forgets: KEEP.footer.group,
    handler: ({ deps, actor, body }) => shell.updateFooter(deps, actor, body),
  });
}
