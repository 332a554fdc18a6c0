import { contentEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE, KEEP } from '../../lib/http-cache.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as content from './content-service.ts';

/** News and FAQ as anyone reads them, spec 2 §7 "Content and lists" (contract: endpoints/content.ts `contentEndpoints`). */
export async function contentRoutes(app: FastifyInstance) {
  const e = contentEndpoints;

  implement(app, e.posts, {
    cache: CACHE.publicContent,
    keep: KEEP.news,
    handler: ({ deps, query }) => content.listPosts(deps, query),
  });

  implement(app, e.categories, {
    cache: CACHE.publicContent,
    handler: ({ deps }) => content.listCategories(deps),
  });

  implement(app, e.post, {
    cache: CACHE.publicContent,
    handler: ({ deps, params }) => content.getPost(deps, params.id),
  });

  implement(app, e.coverImage, {
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await content.coverImage(deps, params.id), { inline: true }),
  });

  implement(app, e.contentImage, {
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await content.contentImage(deps, params.id), { inline: true }),
  });

  implement(app, e.faqs, {
    cache: CACHE.publicContent,
    handler: ({ deps, query }) => content.listFaqs(deps, query),
  });

  implement(app, e.faqCategories, {
    cache: CACHE.publicContent,
    handler: ({ deps }) => content.listFaqCategories(deps),
  });
}
