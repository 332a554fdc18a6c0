import { footerSchema, footerUpdateBodySchema, MSG } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { KEEP } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import * as shell from './shell-service.ts';

/** The footer desk: operators edit the footer every page shows, `PUT /api/admin/footer`. */
export async function footerDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin');

  r.put('', {
    access: access.operator('content.footer'),
    body: footerUpdateBodySchema,
    data: footerSchema,
    message: MSG.footerUpdated,
    forgets: KEEP.footer.group,
    handler: ({ deps, actor, body }) => shell.updateFooter(deps, actor, body),
  });
}
