import {
  CONTENT_BODY_IMAGE_FIELD,
  CONTENT_COVER_FIELD,
  CONTENT_IMAGE_EXTENSIONS,
  CONTENT_MSG,
  contentIdParamsSchema,
  contentImageSchema,
  deskBlogCategoryBodySchema,
  deskBlogCategorySchema,
  deskFaqCategoryBodySchema,
  deskFaqCategorySchema,
  deskFaqListQuerySchema,
  deskFaqListSchema,
  deskFaqSchema,
  deskBlogPostDetailSchema,
  deskBlogPostFieldsSchema,
  deskBlogPostListQuerySchema,
  deskBlogPostListSchema,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { access } from '../../lib/access.ts';
import { KEEP } from '../../lib/http-cache.ts';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as faq from './desk-faq-service.ts';
import * as images from './desk-images-service.ts';
import * as posts from './desk-posts-service.ts';

const MANAGE = access.operator('content.news');

/** The post form: its text fields and at most one cover image (JPEG or PNG), content-checked. */
async function readPostForm(req: FastifyRequest, deps: AppDeps) {
  const { fields, uploads } = await readMultipart(req, deps.storage, {
    fileFields: [CONTENT_COVER_FIELD],
    accepted: CONTENT_IMAGE_EXTENSIONS,
    maxFiles: 1,
  });
  return { fields, uploads };
}

/** The content desk (`/api/admin/content`): news posts, their categories, FAQ and its categories; every write audited. */
export async function contentDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-content');

  r.get('/posts', {
    access: MANAGE,
    query: deskBlogPostListQuerySchema,
    data: deskBlogPostListSchema,
    handler: ({ deps, query }) => posts.listPosts(deps, query),
  });

  r.post('/posts', {
    access: MANAGE,
    multipart: { fields: deskBlogPostFieldsSchema, files: [CONTENT_COVER_FIELD] },
    data: deskBlogPostDetailSchema,
    message: CONTENT_MSG.postCreated,
    forgets: KEEP.news.group,
    handler: async ({ deps, actor, req }) => {
      const { fields, uploads } = await readPostForm(req, deps);
      return withUploads(deps.storage, uploads, () =>
        posts.createPost(deps, actor, parseFields(deskBlogPostFieldsSchema, fields), uploads),
      );
    },
  });

  r.get('/posts/:id', {
    access: MANAGE,
    params: contentIdParamsSchema,
    data: deskBlogPostDetailSchema,
    handler: ({ deps, params }) => posts.getPost(deps, params.id),
  });

  r.put('/posts/:id', {
    access: MANAGE,
    params: contentIdParamsSchema,
    multipart: { fields: deskBlogPostFieldsSchema, files: [CONTENT_COVER_FIELD] },
    data: deskBlogPostDetailSchema,
    message: CONTENT_MSG.postUpdated,
    forgets: KEEP.news.group,
    handler: async ({ deps, actor, params, req }) => {
      const { fields, uploads } = await readPostForm(req, deps);
      return withUploads(deps.storage, uploads, () =>
        posts.updatePost(deps, actor, params.id, parseFields(deskBlogPostFieldsSchema, fields), uploads),
      );
    },
  });

  r.delete('/posts/:id', {
    access: MANAGE,
    params: contentIdParamsSchema,
    message: CONTENT_MSG.postDeleted,
    forgets: KEEP.news.group,
    handler: ({ deps, actor, params }) => posts.deletePost(deps, actor, params.id),
  });

  r.raw('/files/:id', {
    access: MANAGE,
    params: contentIdParamsSchema,
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await posts.coverFile(deps, params.id), { inline: true }),
  });

  // An image for the rich text (a post's body, a FAQ answer): one JPEG or PNG, content-checked, audited.
  r.post('/images', {
    access: MANAGE,
    multipart: { fields: z.object({}), files: [CONTENT_BODY_IMAGE_FIELD] },
    data: contentImageSchema,
    message: CONTENT_MSG.imageUploaded,
    handler: async ({ deps, actor, req }) => {
      const { uploads } = await readMultipart(req, deps.storage, {
        fileFields: [CONTENT_BODY_IMAGE_FIELD],
        accepted: CONTENT_IMAGE_EXTENSIONS,
        maxFiles: 1,
      });
      return withUploads(deps.storage, uploads, () => images.uploadImage(deps, actor, uploads));
    },
  });

  r.get('/categories', {
    access: MANAGE,
    data: z.array(deskBlogCategorySchema),
    handler: ({ deps }) => posts.listCategories(deps),
  });

  r.post('/categories', {
    access: MANAGE,
    body: deskBlogCategoryBodySchema,
    data: deskBlogCategorySchema,
    message: CONTENT_MSG.categorySaved,
    forgets: KEEP.news.group,
    handler: ({ deps, actor, body }) => posts.createCategory(deps, actor, body),
  });

  r.put('/categories/:id', {
    access: MANAGE,
    params: contentIdParamsSchema,
    body: deskBlogCategoryBodySchema,
    data: deskBlogCategorySchema,
    message: CONTENT_MSG.categorySaved,
    forgets: KEEP.news.group,
    handler: ({ deps, actor, params, body }) => posts.updateCategory(deps, actor, params.id, body),
  });

  r.delete('/categories/:id', {
    access: MANAGE,
    params: contentIdParamsSchema,
    message: CONTENT_MSG.categoryDeleted,
    forgets: KEEP.news.group,
    handler: ({ deps, actor, params }) => posts.deleteCategory(deps, actor, params.id),
  });

  r.get('/faqs', {
    access: MANAGE,
    query: deskFaqListQuerySchema,
    data: deskFaqListSchema,
    handler: ({ deps, query }) => faq.listFaqs(deps, query),
  });

  r.post('/faqs', {
    access: MANAGE,
    body: faq.faqWriteSchema,
    data: deskFaqSchema,
    message: CONTENT_MSG.faqSaved,
    handler: ({ deps, actor, body }) => faq.createFaq(deps, actor, body),
  });

  r.get('/faqs/:id', {
    access: MANAGE,
    params: contentIdParamsSchema,
    data: deskFaqSchema,
    handler: ({ deps, params }) => faq.getFaq(deps, params.id),
  });

  r.put('/faqs/:id', {
    access: MANAGE,
    params: contentIdParamsSchema,
    body: faq.faqWriteSchema,
    data: deskFaqSchema,
    message: CONTENT_MSG.faqSaved,
    handler: ({ deps, actor, params, body }) => faq.updateFaq(deps, actor, params.id, body),
  });

  r.delete('/faqs/:id', {
    access: MANAGE,
    params: contentIdParamsSchema,
    message: CONTENT_MSG.faqDeleted,
    handler: ({ deps, actor, params }) => faq.deleteFaq(deps, actor, params.id),
  });

  r.get('/faq-categories', {
    access: MANAGE,
    data: z.array(deskFaqCategorySchema),
    handler: ({ deps }) => faq.listCategories(deps),
  });

  r.post('/faq-categories', {
    access: MANAGE,
    body: deskFaqCategoryBodySchema,
    data: deskFaqCategorySchema,
    message: CONTENT_MSG.categorySaved,
    handler: ({ deps, actor, body }) => faq.createCategory(deps, actor, body),
  });

  r.put('/faq-categories/:id', {
    access: MANAGE,
    params: contentIdParamsSchema,
    body: deskFaqCategoryBodySchema,
    data: deskFaqCategorySchema,
    message: CONTENT_MSG.categorySaved,
    handler: ({ deps, actor, params, body }) => faq.updateCategory(deps, actor, params.id, body),
  });

  r.delete('/faq-categories/:id', {
    access: MANAGE,
    params: contentIdParamsSchema,
    message: CONTENT_MSG.categoryDeleted,
    handler: ({ deps, actor, params }) => faq.deleteCategory(deps, actor, params.id),
  });
}
