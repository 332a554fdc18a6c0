import {
  bidCategoryListSchema,
  bidPostDetailSchema,
  bidPostIdParamSchema,
  bidPostListQuerySchema,
  bidPostListSchema,
  categoryInfoItemSchema,
  categoryInfoQuerySchema,
  idParamSchema,
  TENDER_LOOKUP_PATHS,
  type TenderLookupName,
  tenderLookupListSchema,
  tenderLookupsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { CACHE, KEEP } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as bidPosts from './bid-post-service.ts';

/** What anyone may read of tendering (`/api/partner/...`): lookups, published bid posts, their documents. */
export async function tenderingPublicRoutes(app: FastifyInstance) {
  const r = routes(app, 'tendering');

  for (const [name, path] of Object.entries(TENDER_LOOKUP_PATHS) as Array<[TenderLookupName, string]>) {
    r.get(`/${path}`, {
      access: access.public,
      data: tenderLookupListSchema,
      cache: CACHE.publicLookup,
      keep: KEEP.constants,
      handler: async () => bidPosts.lookup(name),
    });
  }

  r.get('/bid-post/lookups', {
    access: access.public,
    data: tenderLookupsSchema,
    cache: CACHE.publicLookup,
    keep: KEEP.constants,
    handler: async () => bidPosts.lookups(),
  });

  r.get('/bid-post/category-information-list', {
    access: access.public,
    query: categoryInfoQuerySchema,
    data: z.array(categoryInfoItemSchema),
    cache: CACHE.publicContent,
    handler: ({ deps, query }) => bidPosts.categoryInformation(deps, query.categoryId),
  });

  r.get('/bid-post/list', {
    access: access.public,
    query: bidPostListQuerySchema,
    data: bidPostListSchema,
    // The same answer for every visitor: kept a few seconds per instance (the desk's writes forget it).
    cache: CACHE.publicList,
    keep: KEEP.bidPosts,
    handler: ({ deps, query }) => bidPosts.listPosts(deps, query),
  });

  r.get('/bid-post/category-list', {
    access: access.public,
    data: bidCategoryListSchema,
    handler: ({ deps }) => bidPosts.categories(deps),
  });

  r.get('/bid-post/detail/:id', {
    access: access.public,
    params: z.object({ id: bidPostIdParamSchema }),
    data: bidPostDetailSchema,
    // The visitor's view: never a submission, even when a provider's token comes along (SPEC-NOTES 6).
    handler: ({ deps, params }) => bidPosts.detail(deps, params.id, null),
  });

  r.raw('/bid-post/file/:id', {
    access: access.public,
    params: z.object({ id: idParamSchema }),
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await bidPosts.postFile(deps, params.id)),
  });
}
