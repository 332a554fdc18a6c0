import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { files } from './schema-files.ts';

/*
 * The content area's news and FAQ (spec 1 §2.1 /tin-tuc, spec 2 §7 "Content and lists"). Written
 * only by `modules/content`. HTML columns hold sanitised HTML (lib/sanitize-html.ts, on write);
 * `search_text` is the service's accent-free, lowercased copy of the searchable text
 * (`foldForSearch`), searched by substring through a trigram index.
 */

export const blogCategories = pgTable('blog_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique('blog_categories_slug_key'),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A news post. `status`: 'draft' (never shown), 'scheduled' (published by the queue's
 * `content.publish` job at `publishAt`), 'published' (shown once `publishedAt` has come).
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => blogCategories.id),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    coverFileId: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    content: text('content').notNull().default(''),
    isHome: boolean('is_home').notNull().default(false),
    status: text('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    // In the public list's order (publication, last change, id; all DESC NULLS FIRST): a page is an index range read.
    index('blog_posts_public_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    // The home page's posts (a few among many), in the same order.
    index('blog_posts_public_home_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published' and ${t.isHome}`),
    index('blog_posts_public_category_idx')
      .on(t.categoryId, t.publishedAt.desc().nullsFirst(), t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('blog_posts_category_idx').on(t.categoryId, t.publishedAt.desc().nullsFirst()),
    index('blog_posts_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check('blog_posts_scheduled_check', sql`${t.status} <> 'scheduled' or ${t.publishAt} is not null`),
    check('blog_posts_published_check', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ],
);

/**
 * Published posts per category and home flag, kept by statement-level triggers on `blog_posts`
 * (migration `content_lists`) in the transaction of each change: the public list's total without
 * counting the posts. A published post whose `published_at` is still to come is counted here; the
 * list subtracts those (an index range read of the future end of `blog_posts_public_idx`).
 */
export const blogPostCounts = pgTable(
  'blog_post_counts',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    isHome: boolean('is_home').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.isHome] })],
);

export const faqCategories = pgTable('faq_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => faqCategories.id),
    question: text('question').notNull(),
    answer: text('answer').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faqs_category_idx').on(t.categoryId, t.sort), index('faqs_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);
