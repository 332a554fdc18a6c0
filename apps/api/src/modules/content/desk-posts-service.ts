import { createHash } from 'node:crypto';
import {
  BLOG_POST_STATUS_LABELS,
  type BlogPostStatus,
  CONTENT_MSG,
  type DeskBlogCategory,
  type DeskBlogCategoryBody,
  type DeskBlogPostDetail,
  type DeskBlogPostFields,
  type DeskBlogPostList,
  type DeskBlogPostListQuery,
  foldForSearch,
  slugify,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import { insertFileRows } from '../../db/files-repository.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobData, JobQueue } from '../../lib/jobs/queue.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { pagination } from '../../lib/pagination.ts';
import { isUniqueViolation, pgError } from '../../lib/pg-error.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import * as audit from '../audit/audit-service.ts';
import { categoryView, postRowView, postSearchText } from './content-service.ts';
import * as repo from './content-repository.ts';

/**
 * The content desk's news posts and their categories (`/api/admin/content`). Every change is
 * audited in words. A scheduled post is published by the queue (`content.publish`, enqueued in the
 * change's transaction to start at `publishAt`), never by a reader's request.
 */

const COVER_PURPOSE = 'blog_cover';
/** Who the audit names when the queue publishes a scheduled post. */
const SYSTEM_ACTOR: Actor = { userId: null, username: 'Hệ thống', ip: null };

function deskView(join: repo.BlogPostJoin): DeskBlogPostDetail {
  const { post } = join;
  return {
    ...postRowView(join),
    status: post.status as BlogPostStatus,
    publishAt: post.publishAt?.toISOString() ?? null,
    content: post.content,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

export async function listPosts(deps: AppDeps, query: DeskBlogPostListQuery): Promise<DeskBlogPostList> {
  const limit = query.limit;
  const search = query.search ? foldForSearch(query.search) : undefined;
  const { rows, total } = await repo.listPosts(
    deps.db,
    { categoryId: query.categoryId, status: query.status, search: search || undefined },
    query.page,
    limit,
  );
  return {
    items: rows.map((row) => {
      const { content: _c, createdAt: _a, ...rest } = deskView(row);
      return rest;
    }),
    pagination: pagination(query.page, limit, total),
  };
}

export async function getPost(deps: AppDeps, id: string, db: Executor = deps.db): Promise<DeskBlogPostDetail> {
  const found = await repo.findPost(db, repo.byId(id));
  if (!found) throw new AppError('not_found');
  return deskView(found);
}

/** The audit's words for a post. */
function auditView(post: DeskBlogPostDetail) {
  return {
    title: post.title,
    slug: post.slug,
    category: post.category.name,
    description: post.description,
    content: post.content,
    isHome: post.isHome ? 'Có' : 'Không',
    status: BLOG_POST_STATUS_LABELS[post.status],
    publishAt: post.publishAt,
    publishedAt: post.publishedAt,
    coverImage: post.coverImage ? 'Có' : 'Không',
  };
}

/** A deterministic job id per post and time: enqueueing the same publication twice queues one job. */
function publishJobId(postId: string, publishAt: Date): string {
  const h = createHash('sha1').update(`content.publish:${postId}:${publishAt.toISOString()}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((Number.parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

async function enqueuePublish(jobs: JobQueue, db: Executor, postId: string, publishAt: Date) {
  await jobs.enqueue(
    db,
    'content.publish',
    { postId, publishAt: publishAt.toISOString() },
    { id: publishJobId(postId, publishAt), startAfter: publishAt },
  );
}

/** The columns of a post from the form: status and its times, HTML sanitised, search text folded. */
function postValues(fields: DeskBlogPostFields, previous: repo.BlogPostRow | undefined, now: Date) {
  let publishAt: Date | null = null;
  let publishedAt: Date | null = null;
  if (fields.status === 'scheduled') {
    publishAt = new Date(fields.publishAt ?? '');
    const unchanged = previous?.status === 'scheduled' && previous.publishAt?.getTime() === publishAt.getTime();
    if (!unchanged && publishAt.getTime() <= now.getTime()) throw AppError.field('publishAt', CONTENT_MSG.publishAtFuture);
  } else if (fields.status === 'published') {
    publishedAt = previous?.status === 'published' && previous.publishedAt ? previous.publishedAt : now;
  }
  return {
    categoryId: fields.categoryId,
    title: fields.title,
    slug: fields.slug ?? (slugify(fields.title) || 'bai-viet'),
    description: fields.description,
    content: sanitizeRichText(fields.content),
    isHome: fields.isHome,
    status: fields.status,
    publishAt,
    publishedAt,
    searchText: postSearchText(fields.title, fields.description),
  };
}

async function requireCategory(tx: Executor, id: string) {
  if (!(await repo.findCategory(tx, id))) throw AppError.field('categoryId', CONTENT_MSG.category);
}

const slugTaken = (err: unknown) => {
  if (isUniqueViolation(err) && pgError(err)?.constraint === 'blog_posts_slug_key')
    throw AppError.field('slug', CONTENT_MSG.slugTaken, 'conflict');
  throw err;
};

export async function createPost(
  deps: AppDeps,
  actor: Actor,
  fields: DeskBlogPostFields,
  uploads: AcceptedUpload[],
): Promise<DeskBlogPostDetail> {
  const now = new Date();
  const created = await deps.db
    .transaction(async (tx) => {
      await requireCategory(tx, fields.categoryId);
      const cover = uploads[0];
      await insertFileRows(tx, { purpose: COVER_PURPOSE, partnerId: null }, uploads);
      const post = await repo.insertPost(tx, { ...postValues(fields, undefined, now), coverFileId: cover?.id ?? null });
      if (post.status === 'scheduled' && post.publishAt) await enqueuePublish(deps.jobs, tx, post.id, post.publishAt);
      const detail = await getPost(deps, post.id, tx);
      await audit.record(tx, actor, {
        objectType: 'blog_post',
        objectId: post.id,
        action: 'create',
        summary: `Tạo bài viết "${post.title}"`,
        after: auditView(detail),
      });
      return detail;
    })
    .catch(slugTaken);
  for (const u of uploads) await deps.storage.promote(u.id);
  return created;
}

export async function updatePost(
  deps: AppDeps,
  actor: Actor,
  id: string,
  fields: DeskBlogPostFields,
  uploads: AcceptedUpload[],
): Promise<DeskBlogPostDetail> {
  const now = new Date();
  const updated = await deps.db
    .transaction(async (tx) => {
      const locked = await repo.lockPost(tx, id);
      if (!locked) throw new AppError('not_found');
      await requireCategory(tx, fields.categoryId);
      const before = await getPost(deps, id, tx);
      const cover = uploads[0];
      await insertFileRows(tx, { purpose: COVER_PURPOSE, partnerId: null }, uploads);
      const coverFileId = cover ? cover.id : fields.removeCover ? null : locked.coverFileId;
      const values = { ...postValues(fields, locked, now), coverFileId };
      await repo.updatePost(tx, id, values);
      const rescheduled =
        values.status === 'scheduled' &&
        values.publishAt &&
        (locked.status !== 'scheduled' || locked.publishAt?.getTime() !== values.publishAt.getTime());
      if (rescheduled && values.publishAt) await enqueuePublish(deps.jobs, tx, id, values.publishAt);
      const after = await getPost(deps, id, tx);
      await audit.record(tx, actor, {
        objectType: 'blog_post',
        objectId: id,
        action: 'update',
        summary: `Cập nhật bài viết "${after.title}"`,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    })
    .catch(slugTaken);
  for (const u of uploads) await deps.storage.promote(u.id);
  return updated;
}

/** Deletes a post; a job still queued for it finds nothing and does nothing. */
export async function deletePost(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockPost(tx, id);
    if (!locked) throw new AppError('not_found');
    const before = await getPost(deps, id, tx);
    await repo.deletePost(tx, id);
    await audit.record(tx, actor, {
      objectType: 'blog_post',
      objectId: id,
      action: 'delete',
      summary: `Xóa bài viết "${locked.title}"`,
      before: auditView(before),
    });
  });
}

/** A desk cover image (of any post, published or not). */
export async function coverFile(deps: AppDeps, fileId: string) {
  const file = await repo.findCover(deps.db, fileId);
  if (!file) throw new AppError('not_found');
  return { ...file, size: Number(file.size) };
}

// ——— scheduled publication (the queue) ———

/**
 * The `content.publish` job: publishes the post if it is still scheduled for this very time and
 * the time has come. A post already published, back to draft, rescheduled or deleted is left as
 * it is (the job is done); a job run early (clock skew) throws, so the queue tries again later.
 */
export async function publishScheduled(
  deps: Pick<AppDeps, 'db'>,
  data: JobData<'content.publish'>,
  now: Date = new Date(),
): Promise<'published' | 'skipped'> {
  const at = new Date(data.publishAt);
  return deps.db.transaction(async (tx) => {
    const post = await repo.lockPost(tx, data.postId);
    if (post?.status !== 'scheduled' || post.publishAt?.getTime() !== at.getTime()) return 'skipped';
    if (at.getTime() > now.getTime()) throw new Error(`content.publish ran before ${data.publishAt}`);
    await repo.updatePost(tx, post.id, { status: 'published', publishedAt: at, publishAt: null });
    await audit.record(tx, SYSTEM_ACTOR, {
      objectType: 'blog_post',
      objectId: post.id,
      action: 'publish',
      summary: `Tự động đăng bài viết hẹn giờ "${post.title}"`,
      before: { status: BLOG_POST_STATUS_LABELS.scheduled, publishedAt: null },
      after: { status: BLOG_POST_STATUS_LABELS.published, publishedAt: at.toISOString() },
    });
    return 'published';
  });
}

/**
 * Queues the publication of every scheduled post (the queue's start): posts scheduled by the
 * demo data, or whose job was lost, get one; a job already queued for the same time stays the only one.
 */
export async function enqueueScheduled(deps: Pick<AppDeps, 'db' | 'jobs'>): Promise<number> {
  const posts = await repo.scheduledPosts(deps.db);
  for (const post of posts) if (post.publishAt) await enqueuePublish(deps.jobs, deps.db, post.id, post.publishAt);
  return posts.length;
}

// ——— categories ———

const categoryDesk = (c: repo.BlogCategoryRow & { postCount: number }): DeskBlogCategory => ({
  ...categoryView(c),
  sort: c.sort,
  postCount: c.postCount,
});

export async function listCategories(deps: AppDeps): Promise<DeskBlogCategory[]> {
  return (await repo.listCategories(deps.db)).map(categoryDesk);
}

async function categoryRow(deps: AppDeps, id: string): Promise<DeskBlogCategory> {
  const found = (await listCategories(deps)).find((c) => c.id === id);
  if (!found) throw new AppError('not_found');
  return found;
}

const categorySlugTaken = (err: unknown) => {
  if (isUniqueViolation(err)) throw AppError.field('slug', CONTENT_MSG.categorySlugTaken, 'conflict');
  throw err;
};

const categoryValues = (body: DeskBlogCategoryBody) => ({
  name: body.name,
  slug: body.slug ?? (slugify(body.name) || 'danh-muc'),
  sort: body.sort,
});

export async function createCategory(deps: AppDeps, actor: Actor, body: DeskBlogCategoryBody): Promise<DeskBlogCategory> {
  const id = await deps.db
    .transaction(async (tx) => {
      const values = categoryValues(body);
      const row = await repo.insertCategory(tx, values);
      await audit.record(tx, actor, {
        objectType: 'blog_category',
        objectId: row.id,
        action: 'create',
        summary: `Tạo danh mục tin tức "${row.name}"`,
        after: values,
      });
      return row.id;
    })
    .catch(categorySlugTaken);
  return categoryRow(deps, id);
}

export async function updateCategory(deps: AppDeps, actor: Actor, id: string, body: DeskBlogCategoryBody): Promise<DeskBlogCategory> {
  await deps.db
    .transaction(async (tx) => {
      const current = await repo.lockCategory(tx, id);
      if (!current) throw new AppError('not_found');
      const values = categoryValues(body);
      await repo.updateCategory(tx, id, values);
      await audit.record(tx, actor, {
        objectType: 'blog_category',
        objectId: id,
        action: 'update',
        summary: `Cập nhật danh mục tin tức "${values.name}"`,
        before: { name: current.name, slug: current.slug, sort: current.sort },
        after: values,
      });
    })
    .catch(categorySlugTaken);
  return categoryRow(deps, id);
}

/** A category that still has posts stays (422). */
export async function deleteCategory(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await repo.lockCategory(tx, id);
    if (!current) throw new AppError('not_found');
    if ((await repo.postsInCategory(tx, id)) > 0) throw new AppError('business_rule', CONTENT_MSG.categoryInUse);
    await repo.deleteCategory(tx, id);
    await audit.record(tx, actor, {
      objectType: 'blog_category',
      objectId: id,
      action: 'delete',
      summary: `Xóa danh mục tin tức "${current.name}"`,
      before: { name: current.name, slug: current.slug, sort: current.sort },
    });
  });
}
