import { z } from 'zod';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  blogCategoryListSchema,
  blogDetailParamsSchema,
  blogListQuerySchema,
  blogPostDetailSchema,
  blogPostListSchema,
  CONTENT_BODY_IMAGE_FIELD,
  CONTENT_COVER_FIELD,
  contentIdParamsSchema,
  contentImageSchema,
  deskBlogCategoryBodySchema,
  deskBlogCategorySchema,
  deskBlogPostDetailSchema,
  deskBlogPostFieldsSchema,
  deskBlogPostListQuerySchema,
  deskBlogPostListSchema,
  deskFaqBodySchema,
  deskFaqCategoryBodySchema,
  deskFaqCategorySchema,
  deskFaqListQuerySchema,
  deskFaqListSchema,
  deskFaqSchema,
  faqCategoryListSchema,
  faqListQuerySchema,
  faqListSchema,
} from '../schemas/content.ts';

/** News and FAQ as anyone reads them (spec 2 §7 "Content and lists"): published rows only. */
export const contentEndpoints = {
  /** Published posts, newest first; by category, search, the home page's picks, the related posts of one. */
  posts: endpoint({
    method: 'GET',
    path: '/api/partner/blog/list',
    tag: 'content',
    access: access.public,
    query: blogListQuerySchema,
    data: blogPostListSchema,
  }),
  /** The news categories, in their order. */
  categories: endpoint({
    method: 'GET',
    path: '/api/partner/blog/category/list',
    tag: 'content',
    access: access.public,
    data: blogCategoryListSchema,
  }),
  /** A published post by id or by slug (a draft, a later one or an unknown id: 404). */
  post: endpoint({
    method: 'GET',
    path: '/api/partner/blog/detail/:id',
    tag: 'content',
    access: access.public,
    params: blogDetailParamsSchema,
    data: blogPostDetailSchema,
  }),
  /** A published post's cover: a raster image shown in the page, inline (SPEC-NOTES 21). */
  coverImage: endpoint({
    method: 'GET',
    path: '/api/partner/blog/image/:id',
    tag: 'content',
    access: access.public,
    params: contentIdParamsSchema,
    raw: true,
  }),
  /** An image inside a post's or an answer's text (uploaded by the desk), inline like a cover. */
  contentImage: endpoint({
    method: 'GET',
    path: '/api/partner/blog/content-image/:id',
    tag: 'content',
    access: access.public,
    params: contentIdParamsSchema,
    raw: true,
  }),
  /** Published entries by category then order; `search` ignores accents. */
  faqs: endpoint({
    method: 'GET',
    path: '/api/partner/faq/list',
    tag: 'content',
    access: access.public,
    query: faqListQuerySchema,
    data: faqListSchema,
  }),
  faqCategories: endpoint({
    method: 'GET',
    path: '/api/partner/faq/category/list',
    tag: 'content',
    access: access.public,
    data: faqCategoryListSchema,
  }),
};

const MANAGE = access.operator('content.news');

/** The content desk: news posts, their categories, FAQ and its categories; every write audited. */
export const contentDeskEndpoints = {
  posts: endpoint({
    method: 'GET',
    path: '/api/admin/content/posts',
    tag: 'admin-content',
    access: MANAGE,
    query: deskBlogPostListQuerySchema,
    data: deskBlogPostListSchema,
  }),
  /** The post form: its text fields and at most one cover image (JPEG or PNG), content-checked. */
  createPost: endpoint({
    method: 'POST',
    path: '/api/admin/content/posts',
    tag: 'admin-content',
    access: MANAGE,
    multipart: { fields: deskBlogPostFieldsSchema, files: [CONTENT_COVER_FIELD] },
    data: deskBlogPostDetailSchema,
  }),
  post: endpoint({
    method: 'GET',
    path: '/api/admin/content/posts/:id',
    tag: 'admin-content',
    access: MANAGE,
    params: contentIdParamsSchema,
    data: deskBlogPostDetailSchema,
  }),
  updatePost: endpoint({
    method: 'PUT',
    path: '/api/admin/content/posts/:id',
    tag: 'admin-content',
    access: MANAGE,
    params: contentIdParamsSchema,
    multipart: { fields: deskBlogPostFieldsSchema, files: [CONTENT_COVER_FIELD] },
    data: deskBlogPostDetailSchema,
  }),
  deletePost: endpoint({
    method: 'DELETE',
    path: '/api/admin/content/posts/:id',
    tag: 'admin-content',
    access: MANAGE,
    params: contentIdParamsSchema,
  }),
  /** A post's cover, drafts included (inline). */
  coverFile: endpoint({
    method: 'GET',
    path: '/api/admin/content/files/:id',
    tag: 'admin-content',
    access: MANAGE,
    params: contentIdParamsSchema,
    raw: true,
  }),
  /** An image for the rich text (a post's body, a FAQ answer): one JPEG or PNG, content-checked, audited. */
  uploadImage: endpoint({
    method: 'POST',
    path: '/api/admin/content/images',
    tag: 'admin-content',
    access: MANAGE,
    multipart: { fields: z.object({}), files: [CONTENT_BODY_IMAGE_FIELD] },
    data: contentImageSchema,
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/admin/content/categories',
    tag: 'admin-content',
    access: MANAGE,
    data: z.array(deskBlogCategorySchema),
  }),
  createCategory: endpoint({
    method: 'POST',
    path: '/api/admin/content/categories',
    tag: 'admin-content',
    access: MANAGE,
    body: deskBlogCategoryBodySchema,
    data: deskBlogCategorySchema,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: '/api/admin/content/categories/:id',
    tag: 'admin-content',
    access: MANAGE,
    params: contentIdParamsSchema,
    body: deskBlogCategoryBodySchema,
    data: deskBlogCategorySchema,
  }),
  deleteCategory: endpoint({
    method: 'DELETE',
    path: '/api/admin/content/categories/:id',
    tag: 'admin-content',
    access: MANAGE,
    params: contentIdParamsSchema,
  }),
  faqs: endpoint({
    method: 'GET',
    path: '/api/admin/content/faqs',
    tag: 'admin-content',
    access: MANAGE,
    query: deskFaqListQuerySchema,
    data: deskFaqListSchema,
  }),
  /** The answer is sanitised by the server before anything stores it. */
  createFaq: endpoint({
    method: 'POST',
    path: '/api/admin/content/faqs',
    tag: 'admin-content',
    access: MANAGE,
    body: deskFaqBodySchema,
    data: deskFaqSchema,
  }),
  faq: endpoint({
    method: 'GET',
    path: '/api/admin/content/faqs/:id',
    tag: 'admin-content',
    access: MANAGE,
    params: contentIdParamsSchema,
    data: deskFaqSchema,
  }),
  updateFaq: endpoint({
    method: 'PUT',
    path: '/api/admin/content/faqs/:id',
    tag: 'admin-content',
    access: MANAGE,
    params: contentIdParamsSchema,
    body: deskFaqBodySchema,
    data: deskFaqSchema,
  }),
  deleteFaq: endpoint({
    method: 'DELETE',
    path: '/api/admin/content/faqs/:id',
    tag: 'admin-content',
    access: MANAGE,
    params: contentIdParamsSchema,
  }),
  faqCategories: endpoint({
    method: 'GET',
    path: '/api/admin/content/faq-categories',
    tag: 'admin-content',
    access: MANAGE,
    data: z.array(deskFaqCategorySchema),
  }),
  createFaqCategory: endpoint({
    method: 'POST',
    path: '/api/admin/content/faq-categories',
    tag: 'admin-content',
    access: MANAGE,
    body: deskFaqCategoryBodySchema,
    data: deskFaqCategorySchema,
  }),
  updateFaqCategory: endpoint({
    method: 'PUT',
    path: '/api/admin/content/faq-categories/:id',
    tag: 'admin-content',
    access: MANAGE,
    params: contentIdParamsSchema,
    body: deskFaqCategoryBodySchema,
    data: deskFaqCategorySchema,
  }),
  deleteFaqCategory: endpoint({
    method: 'DELETE',
    path: '/api/admin/content/faq-categories/:id',
    tag: 'admin-content',
    access: MANAGE,
    params: contentIdParamsSchema,
  }),
};
