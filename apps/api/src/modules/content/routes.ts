import {
  blogCategoryListSchema,
  blogDetailParamsSchema,
  blogListQuerySchema,
  blogPostDetailSchema,
  blogPostListSchema,
  contentIdParamsSchema,
  faqCategoryListSchema,
  faqListQuerySchema,
  faqListSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { CACHE, KEEP } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as content from './content-service.ts';

/** News and FAQ as anyone reads them (spec 2 §7 "Content and lists"), `/api/partner/blog/…`, `/api/partner/faq/…`. */
export async function contentRoutes(app: FastifyInstance) {
  const r = routes(app, 'content');

  r.get('/blog/list', {
    access: access.public,
    query: blogListQuerySchema,
    data: blogPostListSchema,
    cache: CACHE.publicContent,
    keep: KEEP.news,
    handler: ({ deps, query }) => content.listPosts(deps, query),
  });

  r.get('/blog/category/list', {
    access: access.public,
    data: blogCategoryListSchema,
    cache: CACHE.publicContent,
    handler: ({ deps }) => content.listCategories(deps),
  });

  r.get('/blog/detail/:id', {
    access: access.public,
    params: blogDetailParamsSchema,
    data: blogPostDetailSchema,
    cache: CACHE.publicContent,
    handler: ({ deps, params }) => content.getPost(deps, params.id),
  });

  // A published post's cover: a raster image shown in the page, inline (SPEC-NOTES 21).
  r.raw('/blog/image/:id', {
    access: access.public,
    params: contentIdParamsSchema,
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await content.coverImage(deps, params.id), { inline: true }),
  });

  // An image inside a post's or an answer's text (uploaded by the desk), inline like a cover.
  r.raw('/blog/content-image/:id', {
    access: access.public,
    params: contentIdParamsSchema,
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await content.contentImage(deps, params.id), { inline: true }),
  });

  r.get('/faq/list', {
    access: access.public,
    query: faqListQuerySchema,
    data: faqListSchema,
    cache: CACHE.publicContent,
    handler: ({ deps, query }) => content.listFaqs(deps, query),
  });

  r.get('/faq/category/list', {
    access: access.public,
    data: faqCategoryListSchema,
    cache: CACHE.publicContent,
    handler: ({ deps }) => content.listFaqCategories(deps),
  });
}
