import { type TenderLookupName, tenderingPublicEndpoints, tenderLookupEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE, KEEP } from '../../lib/http-cache.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as bidPosts from './bid-post-service.ts';

/**
 * What anyone may read of tendering (`/api/partner/...`): lookups, published bid posts, their
 * documents (contract: endpoints/tendering.ts `tenderLookupEndpoints`, `tenderingPublicEndpoints`).
 */
export async function tenderingPublicRoutes(app: FastifyInstance) {
  const e = tenderingPublicEndpoints;

  for (const name of Object.keys(tenderLookupEndpoints) as TenderLookupName[]) {
    implement(app, tenderLookupEndpoints[name], {
      cache: CACHE.publicLookup,
      keep: KEEP.constants,
      handler: async () => bidPosts.lookup(name),
    });
  }

  implement(app, e.lookups, {
    cache: CACHE.publicLookup,
    keep: KEEP.constants,
    handler: async () => bidPosts.lookups(),
  });

  implement(app, e.categoryInformation, {
    cache: CACHE.publicContent,
    handler: ({ deps, query }) => bidPosts.categoryInformation(deps, query.categoryId),
  });

  implement(app, e.list, {
    // The same answer for every visitor: kept a few seconds per instance (the desk's writes forget it).
    cache: CACHE.publicList,
    keep: KEEP.bidPosts,
    handler: ({ deps, query }) => bidPosts.listPosts(deps, query),
  });

  implement(app, e.categoryList, {
    handler: ({ deps }) => bidPosts.categories(deps),
  });

  implement(app, e.detail, {
    // The visitor's view: never a submission, even when a provider's token comes along (SPEC-NOTES 6).
    handler: ({ deps, params }) => bidPosts.detail(deps, params.id, null),
  });

  implement(app, e.file, {
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await bidPosts.postFile(deps, params.id)),
  });
}
