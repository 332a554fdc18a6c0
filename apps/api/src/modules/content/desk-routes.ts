import {
  CONTENT_BODY_IMAGE_FIELD,
  CONTENT_COVER_FIELD,
  CONTENT_IMAGE_EXTENSIONS,
  CONTENT_MSG,
  contentDeskEndpoints,
  deskBlogPostFieldsSchema,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { KEEP } from '../../lib/http-cache.ts';
import { parseFields, readMultipart, withOneUpload, withUploads } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as faq from './desk-faq-service.ts';
import * as images from './desk-images-service.ts';
import * as posts from './desk-posts-service.ts';

/** The post form: its text fields and at most one cover image (JPEG or PNG), content-checked. */
async function readPostForm(req: FastifyRequest, deps: AppDeps) {
  const { fields, uploads } = await readMultipart(req, deps.storage, {
    fileFields: [CONTENT_COVER_FIELD],
    accepted: CONTENT_IMAGE_EXTENSIONS,
    maxFiles: 1,
  });
  return { fields, uploads };
}

/** The content desk: news posts, their categories, FAQ and its categories; every write audited (contract: `contentDeskEndpoints`). */
export async function contentDeskRoutes(app: FastifyInstance) {
  const e = contentDeskEndpoints;

  implement(app, e.posts, {
    handler: ({ deps, query }) => posts.listPosts(deps, query),
  });

  implement(app, e.createPost, {
    message: CONTENT_MSG.postCreated,
    forgets: KEEP.news.group,
    handler: async ({ deps, actor, req }) => {
      const { fields, uploads } = await readPostForm(req, deps);
      return withUploads(deps.storage, uploads, () =>
        posts.createPost(deps, actor, parseFields(deskBlogPostFieldsSchema, fields), uploads),
      );
    },
  });

  implement(app, e.post, {
    handler: ({ deps, params }) => posts.getPost(deps, params.id),
  });

  implement(app, e.updatePost, {
    message: CONTENT_MSG.postUpdated,
    forgets: KEEP.news.group,
    handler: async ({ deps, actor, params, req }) => {
      const { fields, uploads } = await readPostForm(req, deps);
      return withUploads(deps.storage, uploads, () =>
        posts.updatePost(deps, actor, params.id, parseFields(deskBlogPostFieldsSchema, fields), uploads),
      );
    },
  });

  implement(app, e.deletePost, {
    message: CONTENT_MSG.postDeleted,
    forgets: KEEP.news.group,
    handler: ({ deps, actor, params }) => posts.deletePost(deps, actor, params.id),
  });

  implement(app, e.coverFile, {
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await posts.coverFile(deps, params.id), { inline: true }),
  });

  implement(app, e.uploadImage, {
    message: CONTENT_MSG.imageUploaded,
    handler: ({ deps, actor, req }) =>
      withOneUpload(req, deps.storage, { fileFields: [CONTENT_BODY_IMAGE_FIELD], accepted: CONTENT_IMAGE_EXTENSIONS }, (uploads) =>
        images.uploadImage(deps, actor, uploads),
      ),
  });

  implement(app, e.categories, {
    handler: ({ deps }) => posts.listCategories(deps),
  });

  implement(app, e.createCategory, {
    message: CONTENT_MSG.categorySaved,
    forgets: KEEP.news.group,
    handler: ({ deps, actor, body }) => posts.createCategory(deps, actor, body),
  });

  implement(app, e.updateCategory, {
    message: CONTENT_MSG.categorySaved,
    forgets: KEEP.news.group,
    handler: ({ deps, actor, params, body }) => posts.updateCategory(deps, actor, params.id, body),
  });

  implement(app, e.deleteCategory, {
    message: CONTENT_MSG.categoryDeleted,
    forgets: KEEP.news.group,
    handler: ({ deps, actor, params }) => posts.deleteCategory(deps, actor, params.id),
  });

  implement(app, e.faqs, {
    handler: ({ deps, query }) => faq.listFaqs(deps, query),
  });

  implement(app, e.createFaq, {
    message: CONTENT_MSG.faqSaved,
    handler: ({ deps, actor, body }) => faq.createFaq(deps, actor, body),
  });

  implement(app, e.faq, {
    handler: ({ deps, params }) => faq.getFaq(deps, params.id),
  });

  implement(app, e.updateFaq, {
    message: CONTENT_MSG.faqSaved,
    handler: ({ deps, actor, params, body }) => faq.updateFaq(deps, actor, params.id, body),
  });

  implement(app, e.deleteFaq, {
    message: CONTENT_MSG.faqDeleted,
    handler: ({ deps, actor, params }) => faq.deleteFaq(deps, actor, params.id),
  });

  implement(app, e.faqCategories, {
    handler: ({ deps }) => faq.listCategories(deps),
  });

  implement(app, e.createFaqCategory, {
    message: CONTENT_MSG.categorySaved,
    handler: ({ deps, actor, body }) => faq.createCategory(deps, actor, body),
  });

  implement(app, e.updateFaqCategory, {
    message: CONTENT_MSG.categorySaved,
    handler: ({ deps, actor, params, body }) => faq.updateCategory(deps, actor, params.id, body),
  });

  implement(app, e.deleteFaqCategory, {
    message: CONTENT_MSG.categoryDeleted,
    handler: ({ deps, actor, params }) => faq.deleteCategory(deps, actor, params.id),
  });
}
