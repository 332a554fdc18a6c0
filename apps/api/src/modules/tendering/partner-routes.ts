import {
  bidCategoryListSchema,
  bidPostListSchema,
  partnerBidPostListQuerySchema,
  SELF_PERMISSION,
  typeParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as bidPosts from './bid-post-service.ts';

/**
 * The bid-post list and categories with the login prefix (`/api/partner/v1/{type}/bid-post/...`,
 * spec 2 §7), for every partner type. The posts are public, so any account of the type reads
 * them; a provider's own submissions (`mine`) need 'bid.view', checked by the service.
 */
export async function tenderingPartnerRoutes(app: FastifyInstance) {
  const r = routes(app, 'tendering');

  r.get('/list', {
    access: access.ownType(SELF_PERMISSION),
    params: typeParamsSchema,
    query: partnerBidPostListQuerySchema,
    data: bidPostListSchema,
    handler: ({ deps, auth, query }) => bidPosts.listForPartner(deps, auth, query),
  });

  r.get('/category-list', {
    access: access.ownType(SELF_PERMISSION),
    params: typeParamsSchema,
    data: bidCategoryListSchema,
    handler: ({ deps }) => bidPosts.categories(deps),
  });
}
