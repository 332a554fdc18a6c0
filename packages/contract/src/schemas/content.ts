import { z } from '../zod.ts';
import { MSG } from '../messages.ts';
import { isPortalPath } from '../portal-path.ts';
import { rules, text } from '../rules/index.ts';
import { dateTimeSchema } from './dates.ts';
import { listOf, pageLimitSchema, pageQuerySchema, queryBoolean } from './envelope.ts';
import { idParamSchema } from './files.ts';
import { optionalQuery } from './orders.ts';

/*
 * News (blog) and FAQ (spec 1 §2.1 /tin-tuc, spec 2 §7 "Content and lists"): the public calls
 * under `/api/partner/blog/…` and `/api/partner/faq/…`, and the content desk under
 * `/api/admin/content` (operator permission `content.news`). HTML fields are sanitised by the
 * server when written; the page renders them through DOMPurify as well.
 */

export const CONTENT_LIMITS = {
  titleMax: 300,
  slugMax: 200,
  descriptionMax: 1000,
  contentMax: 200_000,
  categoryNameMax: 100,
  questionMax: 500,
  answerMax: 20_000,
  /** Rows a public FAQ list answers when no limit is asked for. */
  faqDefaultLimit: 100,
} as const;

/** The desk's messages (here rather than in MSG: only the server and the console need them). */
export const CONTENT_MSG = {
  titleRequired: 'Vui lòng nhập tiêu đề!',
  title: `Tiêu đề tối đa ${CONTENT_LIMITS.titleMax} ký tự!`,
  slug: 'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang, tối đa 200 ký tự!',
  slugTaken: 'Đường dẫn đã được dùng cho bài viết khác!',
  description: `Mô tả tối đa ${CONTENT_LIMITS.descriptionMax} ký tự!`,
  content: 'Nội dung quá dài!',
  categoryNameRequired: 'Vui lòng nhập tên danh mục!',
  categoryName: `Tên danh mục tối đa ${CONTENT_LIMITS.categoryNameMax} ký tự!`,
  categorySlugTaken: 'Đường dẫn danh mục đã tồn tại!',
  categoryRequired: 'Vui lòng chọn danh mục!',
  category: 'Danh mục không tồn tại!',
  categoryInUse: 'Danh mục đang có nội dung, không thể xóa!',
  image: 'Vui lòng chọn ảnh (JPG, JPEG hoặc PNG)!',
  imageUploaded: 'Đã tải ảnh lên',
  status: 'Trạng thái không hợp lệ!',
  publishAt: 'Thời gian đăng không hợp lệ!',
  publishAtRequired: 'Vui lòng chọn thời gian đăng!',
  publishAtFuture: 'Thời gian hẹn đăng phải sau thời điểm hiện tại!',
  questionRequired: 'Vui lòng nhập câu hỏi!',
  question: `Câu hỏi tối đa ${CONTENT_LIMITS.questionMax} ký tự!`,
  answer: 'Câu trả lời quá dài!',
  link: 'Liên kết phải bắt đầu bằng https://, http://, mailto:, tel: hoặc / (một trang của cổng)!',
  postCreated: 'Đã tạo bài viết',
  postUpdated: 'Đã cập nhật bài viết',
  postDeleted: 'Đã xóa bài viết',
  categorySaved: 'Đã lưu danh mục',
  categoryDeleted: 'Đã xóa danh mục',
  faqSaved: 'Đã lưu câu hỏi',
  faqDeleted: 'Đã xóa câu hỏi',
} as const;

export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];
export const BLOG_POST_STATUS_LABELS: Readonly<Record<BlogPostStatus, string>> = {
  draft: 'Nháp',
  scheduled: 'Đã lên lịch',
  published: 'Đã đăng',
};

/**
 * The accent-insensitive form of a text for search: lowercased, diacritics stripped (NFD, combining
 * marks removed, đ → d), spaces collapsed. 'Khám sức khỏe' and 'kham suc khoe' fold alike.
 */
export const foldForSearch = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The addresses a link in rich text may have: web, mail, phone, or a page of this site ('/tin-tuc',
 * never protocol-relative '//host' or with a backslash). The server's sanitiser drops any other
 * (a `javascript:` link among them); the editor refuses them before that.
 */
export const isRichTextHref = (href: string) => /^(?:https?:\/\/|mailto:|tel:)/i.test(href) || isPortalPath(href);

/** Lowercase ASCII words joined by hyphens ('kham-suc-khoe-dinh-ky'). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A slug made from a title: folded, anything else than letters and digits a hyphen. */
export const slugify = (value: string) =>
  foldForSearch(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_LIMITS.slugMax)
    .replace(/-+$/, '');

const optionalId = optionalQuery(z.uuid({ error: MSG.badRequest }));
const searchQuery = optionalQuery(rules.search);

// ——— public calls ———

export const blogCategorySchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const blogCategoryListSchema = z.array(blogCategorySchema);

/** An image as the page shows it: the address it is served from. */
export const contentImageSchema = z.object({ id: z.string(), fullPath: z.string() });

export const blogPostRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  category: blogCategorySchema,
  coverImage: contentImageSchema.nullable(),
  isHome: z.boolean(),
  publishedAt: z.string().nullable(),
});
export type BlogPostRow = z.infer<typeof blogPostRowSchema>;
export const blogPostListSchema = listOf(blogPostRowSchema);
export type BlogPostList = z.infer<typeof blogPostListSchema>;
export const blogPostDetailSchema = blogPostRowSchema.extend({
  /** HTML, sanitised when written. */
  content: z.string(),
});
export type BlogPostDetail = z.infer<typeof blogPostDetailSchema>;

/**
 * GET /api/partner/blog/list (spec 2 §7): `relateId` lists the posts of that post's category
 * without it; `isHome` only the posts marked for the home page; `search` ignores case and accents.
 * Only published posts are ever listed (`showPublic` is accepted; `false` does not show drafts).
 */
export const blogListQuerySchema = pageQuerySchema.extend({
  categoryId: optionalId,
  relateId: optionalId,
  isHome: optionalQuery(queryBoolean),
  showPublic: optionalQuery(queryBoolean),
  search: searchQuery,
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

/** GET /api/partner/blog/detail/:id: a post's id or its slug. */
export const blogDetailParamsSchema = z.object({ id: text().trim().min(1, MSG.notFound).max(CONTENT_LIMITS.slugMax, MSG.notFound) });

export const faqCategorySchema = z.object({ id: z.string(), name: z.string() });
export const faqCategoryListSchema = z.array(faqCategorySchema);
export const faqSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** HTML, sanitised when written. */
  answer: z.string(),
  category: faqCategorySchema,
  sort: z.number(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListSchema = listOf(faqSchema);
export type FaqList = z.infer<typeof faqListSchema>;

/** GET /api/partner/faq/list (spec 2 §7): published entries, by category then order. */
export const faqListQuerySchema = pageQuerySchema.extend({
  limit: pageLimitSchema(CONTENT_LIMITS.faqDefaultLimit),
  categoryId: optionalId,
  search: searchQuery,
});
export type FaqListQuery = z.output<typeof faqListQuerySchema>;

// ——— the desk ———

export const contentIdParamsSchema = z.object({ id: idParamSchema });

/** The cover image's multipart field (one JPEG or PNG). */
export const CONTENT_COVER_FIELD = 'coverImage';
export const CONTENT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** The body-image upload's multipart field (`POST /api/admin/content/images`): one JPEG or PNG for a post's or an answer's text. */
export const CONTENT_BODY_IMAGE_FIELD = 'image';
/** A body-image upload answers `contentImageSchema`: its id and the public address the HTML refers to. */
export type ContentImage = z.infer<typeof contentImageSchema>;

const formBoolean = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === true ? true : v === 'false' || v === '0' || v === '' || v === false ? false : v),
  z.boolean({ error: MSG.badRequest }),
);
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** A post's or an entry's category: none chosen and an unknown id say different things. */
const categoryIdSchema = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === '' ? CONTENT_MSG.categoryRequired : CONTENT_MSG.category),
});
const categoryNameSchema = text()
  .trim()
  .min(1, CONTENT_MSG.categoryNameRequired)
  .max(CONTENT_LIMITS.categoryNameMax, CONTENT_MSG.categoryName);

/**
 * The post form (multipart text fields, with `coverImage` as its file). `status`: 'draft',
 * 'published' (now), or 'scheduled' with `publishAt` (an instant with its offset) in the future;
 * `slug` is made from the title when left blank; `removeCover` drops the current cover.
 */
export const deskBlogPostFieldsSchema = z
  .object({
    categoryId: categoryIdSchema,
    title: text(CONTENT_MSG.titleRequired)
      .trim()
      .min(1, { error: CONTENT_MSG.titleRequired, abort: true })
      .max(CONTENT_LIMITS.titleMax, CONTENT_MSG.title),
    slug: z.preprocess(
      blankToUndefined,
      z.string().trim().max(CONTENT_LIMITS.slugMax, CONTENT_MSG.slug).regex(SLUG, CONTENT_MSG.slug).optional(),
    ),
    description: text().trim().max(CONTENT_LIMITS.descriptionMax, CONTENT_MSG.description).default(''),
    content: z.string().max(CONTENT_LIMITS.contentMax, CONTENT_MSG.content).default(''),
    isHome: formBoolean.default(false),
    status: z.enum(BLOG_POST_STATUSES, { error: CONTENT_MSG.status }).default('draft'),
    publishAt: z.preprocess(
      blankToUndefined,
      dateTimeSchema({ offset: 'required', required: CONTENT_MSG.publishAtRequired, invalid: CONTENT_MSG.publishAt }).optional(),
    ),
    removeCover: formBoolean.default(false),
  })
  .refine((f) => f.status !== 'scheduled' || f.publishAt !== undefined, { message: CONTENT_MSG.publishAtRequired, path: ['publishAt'] });
export type DeskBlogPostFields = z.output<typeof deskBlogPostFieldsSchema>;

export const deskBlogPostListQuerySchema = pageQuerySchema.extend({
  categoryId: optionalId,
  status: optionalQuery(z.enum(BLOG_POST_STATUSES, { error: CONTENT_MSG.status })),
  search: searchQuery,
});
export type DeskBlogPostListQuery = z.output<typeof deskBlogPostListQuerySchema>;

export const deskBlogPostRowSchema = blogPostRowSchema.extend({
  status: z.enum(BLOG_POST_STATUSES),
  publishAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type DeskBlogPostRow = z.infer<typeof deskBlogPostRowSchema>;
export const deskBlogPostListSchema = listOf(deskBlogPostRowSchema);
export type DeskBlogPostList = z.infer<typeof deskBlogPostListSchema>;
export const deskBlogPostDetailSchema = deskBlogPostRowSchema.extend({ content: z.string(), createdAt: z.string() });
export type DeskBlogPostDetail = z.infer<typeof deskBlogPostDetailSchema>;

export const deskBlogCategoryBodySchema = z.object({
  name: categoryNameSchema,
  slug: z.preprocess(
    blankToUndefined,
    z.string().trim().max(CONTENT_LIMITS.slugMax, CONTENT_MSG.slug).regex(SLUG, CONTENT_MSG.slug).optional(),
  ),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type DeskBlogCategoryBody = z.output<typeof deskBlogCategoryBodySchema>;
export const deskBlogCategorySchema = blogCategorySchema.extend({ sort: z.number(), postCount: z.number() });
export type DeskBlogCategory = z.infer<typeof deskBlogCategorySchema>;

export const deskFaqCategoryBodySchema = z.object({
  name: categoryNameSchema,
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type DeskFaqCategoryBody = z.output<typeof deskFaqCategoryBodySchema>;
export const deskFaqCategorySchema = faqCategorySchema.extend({ sort: z.number(), faqCount: z.number() });
export type DeskFaqCategory = z.infer<typeof deskFaqCategorySchema>;

/** A FAQ entry; `answer` is HTML, sanitised by the server before it is stored. */
export const deskFaqBodySchema = z.object({
  categoryId: categoryIdSchema,
  question: text(CONTENT_MSG.questionRequired)
    .trim()
    .min(1, { error: CONTENT_MSG.questionRequired, abort: true })
    .max(CONTENT_LIMITS.questionMax, CONTENT_MSG.question),
  answer: z.string().max(CONTENT_LIMITS.answerMax, CONTENT_MSG.answer).default(''),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
  published: z.boolean().default(true),
});
export type DeskFaqBody = z.input<typeof deskFaqBodySchema>;

export const deskFaqListQuerySchema = pageQuerySchema.extend({ categoryId: optionalId, search: searchQuery });
export type DeskFaqListQuery = z.output<typeof deskFaqListQuerySchema>;
export const deskFaqSchema = faqSchema.extend({ published: z.boolean(), updatedAt: z.string() });
export type DeskFaq = z.infer<typeof deskFaqSchema>;
export const deskFaqListSchema = listOf(deskFaqSchema);
export type DeskFaqList = z.infer<typeof deskFaqListSchema>;
