import {
  type BlogCategory,
  type BlogListQuery,
  type BlogPostDetail,
  type BlogPostList,
  type BlogPostRow,
  contentEndpoints,
  type Faq,
  type FaqList,
  type FaqListQuery,
  foldForSearch,
  pathOf,
} from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagination } from '../../lib/pagination.ts';
import * as repo from './content-repository.ts';
import * as faqRepo from './faq-repository.ts';

/**
 * What readers see of news and FAQ (the public calls): published posts whose time has come,
 * published FAQ entries. A draft, a post scheduled for later or one whose job has not run yet is
 * never shown; nothing a reader asks for publishes anything (the queue does, desk-posts-service.ts).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const categoryView = (c: Pick<repo.BlogCategoryRow, 'id' | 'name' | 'slug'>): BlogCategory => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
});

export function postRowView({ post, category }: repo.BlogPostListJoin): BlogPostRow {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    description: post.description,
    category: categoryView(category),
    coverImage: post.coverFileId ? { id: post.coverFileId, fullPath: pathOf(contentEndpoints.coverImage, { id: post.coverFileId }) } : null,
    isHome: post.isHome,
    publishedAt: post.publishedAt?.toISOString() ?? null,
  };
}

/** The searchable text of a post, folded (stored in `search_text`). */
export const postSearchText = (title: string, description: string) => foldForSearch(`${title} ${description}`);
/** The searchable text of a FAQ entry: its question and its answer's words. */
export const faqSearchText = (question: string, answerHtml: string) =>
  foldForSearch(`${question} ${answerHtml.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ')}`);

export async function listPosts(deps: AppDeps, query: BlogListQuery, now: Date = new Date()): Promise<BlogPostList> {
  const limit = query.limit;
  let categoryId = query.categoryId;
  if (query.relateId) {
    const related = await repo.findPost(deps.db, repo.visibleWhere(repo.byId(query.relateId), now));
    // Related to a post no reader sees: nothing.
    if (!related) return { items: [], pagination: pagination(query.page, limit, 0) };
    if (categoryId && categoryId !== related.post.categoryId) return { items: [], pagination: pagination(query.page, limit, 0) };
    categoryId = related.post.categoryId;
  }
  const search = query.search ? foldForSearch(query.search) : undefined;
  if (!search && !query.relateId) {
    // The list as /tin-tuc and the home page open it: one statement, its total kept by a trigger.
    const { rows, total } = await repo.listVisiblePosts(deps.db, { now, categoryId, isHome: query.isHome }, query.page, limit);
    return { items: rows.map(postRowView), pagination: pagination(query.page, limit, total) };
  }
  const { rows, total } = await repo.listPosts(
    deps.db,
    { visibleAt: now, categoryId, excludeId: query.relateId, isHome: query.isHome, search: search || undefined },
    query.page,
    limit,
  );
  return { items: rows.map(postRowView), pagination: pagination(query.page, limit, total) };
}

/** A published post by id or slug; anything else (draft, later, unknown) is 404. */
export async function getPost(deps: AppDeps, idOrSlug: string, now: Date = new Date()): Promise<BlogPostDetail> {
  const where = UUID.test(idOrSlug) ? repo.byId(idOrSlug.toLowerCase()) : repo.bySlug(idOrSlug);
  const found = await repo.findPost(deps.db, repo.visibleWhere(where, now));
  if (!found) throw new AppError('not_found');
  return { ...postRowView(found), content: found.post.content };
}

/**
 * The published posts as the sitemap lists them: the slug of each and its last change (its
 * publication, when that came after the last edit: a scheduled post goes out later than it was written).
 */
export async function sitemapPosts(
  deps: AppDeps,
  limit: number,
  now: Date = new Date(),
): Promise<Array<{ slug: string; lastModified: Date }>> {
  const rows = await repo.visiblePostRefs(deps.db, now, limit);
  return rows.map((r) => ({
    slug: r.slug,
    lastModified: r.publishedAt && r.publishedAt > r.updatedAt ? r.publishedAt : r.updatedAt,
  }));
}

export async function listCategories(deps: AppDeps): Promise<BlogCategory[]> {
  return (await repo.listCategories(deps.db)).map(categoryView);
}

/** A published post's cover image. */
export async function coverImage(deps: AppDeps, fileId: string, now: Date = new Date()) {
  const file = await repo.findCover(deps.db, fileId, now);
  if (!file) throw new AppError('not_found');
  return { ...file, size: Number(file.size) };
}

/** The `files` purpose of an image inside a post's or a FAQ answer's text (desk-images-service.ts stores them). */
export const CONTENT_IMAGE_PURPOSE = 'content_image';

/**
 * An image of a post's or an answer's text, for anyone: the editor inserts it before the post is
 * saved, so it belongs to no post and is served by its unguessable id.
 */
export async function contentImage(deps: AppDeps, fileId: string) {
  const file = await repo.findContentImage(deps.db, fileId, CONTENT_IMAGE_PURPOSE);
  if (!file) throw new AppError('not_found');
  return { ...file, size: Number(file.size) };
}

export function faqView({ faq, category }: faqRepo.FaqJoin): Faq {
  return {
    id: faq.id,
    question: faq.question,
    answer: faq.answer,
    category: { id: category.id, name: category.name },
    sort: faq.sort,
  };
}

export async function listFaqs(deps: AppDeps, query: FaqListQuery): Promise<FaqList> {
  const limit = query.limit;
  const search = query.search ? foldForSearch(query.search) : undefined;
  const { rows, total } = await faqRepo.listFaqs(
    deps.db,
    { publishedOnly: true, categoryId: query.categoryId, search: search || undefined },
    query.page,
    limit,
  );
  return { items: rows.map(faqView), pagination: pagination(query.page, limit, total) };
}

export async function listFaqCategories(deps: AppDeps) {
  return (await faqRepo.listCategories(deps.db, true)).map((c) => ({ id: c.id, name: c.name }));
}
