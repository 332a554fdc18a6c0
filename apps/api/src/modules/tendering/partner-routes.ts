import { tenderingPartnerEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as bidPosts from './bid-post-service.ts';

/**
 * The bid-post list and categories with the login prefix (`/api/partner/v1/{type}/bid-post/...`,
 * spec 2 §7), for every partner type (contract: endpoints/tendering.ts `tenderingPartnerEndpoints`).
 * The posts are public, so any account of the type reads them; a provider's own submissions
 * (`mine`) need 'bid.view', checked by the service.
 */
export async function tenderingPartnerRoutes(app: FastifyInstance) {
  const e = tenderingPartnerEndpoints;

  implement(app, e.list, {
    handler: ({ deps, auth, query }) => bidPosts.listForPartner(deps, auth, query),
  });

  implement(app, e.categoryList, {
    handler: ({ deps }) => bidPosts.categories(deps),
  });
}
