import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { partners, users } from './schema-auth.ts';
import { files } from './schema-files.ts';

/**
 * Tendering (spec 2): bid posts the tender officer publishes, the providers' submissions with
 * their files, schedules and custom values, clarification requests and the inviting party's
 * requests (one table, by `type`), replies, and the submission's update history. Codes are the
 * contract's lookups (`packages/contract/src/tendering.ts`): statuses and modes are smallints.
 */

/** Fields of bid posts (spec 2 §3 `bidPostCategory`): "Thiết bị y tế", "Hoá chất xét nghiệm"… */
export const bidCategories = pgTable('bid_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A category's standard information items (`category-information-list?categoryId=`): the template
 * a new bid post of that category starts from. A bid post keeps its own copy (`bid_post_infos`),
 * so editing the template never changes what an open tender asks of the submissions it has.
 */
export const bidCategoryInfos = pgTable(
  'bid_category_infos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => bidCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    /** 0 text, 1 file. */
    type: smallint('type').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('bid_category_infos_category_idx').on(t.categoryId, t.sort)],
);

/** A public tender (spec 2 §3 "Bid post"). Numeric id: it is the public URL, `/thau/{id}`. */
export const bidPosts = pgTable(
  'bid_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The post's title. */
    name: text('name').notNull(),
    /** The bid package's name. */
    bidName: text('bid_name').notNull(),
    /** Bên mời thầu. */
    invitingParty: text('inviting_party').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => bidCategories.id),
    contractType: smallint('contract_type').notNull(),
    area: smallint('area').notNull(),
    chooseMode: smallint('choose_mode').notNull(),
    publicMode: smallint('public_mode').notNull(),
    applyGroup: smallint('apply_group').notNull(),
    deployDays: integer('deploy_days'),
    /** Địa điểm phát hành hồ sơ. */
    issueLocation: text('issue_location'),
    /** Địa điểm thực hiện. */
    deployLocation: text('deploy_location'),
    openDate: timestamp('open_date', { withTimezone: true }).notNull(),
    closeDate: timestamp('close_date', { withTimezone: true }).notNull(),
    /** Thời điểm mở thầu. */
    applyDate: timestamp('apply_date', { withTimezone: true }),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    contactPosition: text('contact_position'),
    /** HTML, sanitised on write. */
    note: text('note'),
    /** Mandatory requirements, HTML sanitised on write. */
    requirements: text('requirements'),
    /** 0 Draft, 1 Open, 2 Review, 3 Close. */
    status: smallint('status').notNull().default(0),
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bid_posts_status_check', sql`${t.status} between 0 and 3`),
    check('bid_posts_dates_check', sql`${t.closeDate} > ${t.openDate}`),
    // The public list: published posts by status (and category) and close date, newest first. NULLS
    // FIRST as `order by … desc` reads them (drizzle's `.desc()` alone builds NULLS LAST, which
    // the list cannot read in order: it sorted every post of the status).
    index('bid_posts_status_close_idx').on(t.status, t.closeDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bid_posts_category_status_idx').on(t.categoryId, t.status, t.closeDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bid_posts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * How many posts each status has per category, kept by a statement-level trigger in the
 * transaction of every change to `bid_posts`: the public list's total and the categories' open
 * counts are a lookup of a few rows at any number of posts.
 */
export const bidPostCounts = pgTable(
  'bid_post_counts',
  {
    status: smallint('status').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => bidCategories.id, { onDelete: 'cascade' }),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.categoryId] })],
);

/** The information items a bid post asks of every submission (copied from its category's template). */
export const bidPostInfos = pgTable(
  'bid_post_infos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bidPostId: integer('bid_post_id')
      .notNull()
      .references(() => bidPosts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    /** 0 text, 1 file. */
    type: smallint('type').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('bid_post_infos_post_idx').on(t.bidPostId, t.sort)],
);

/** The bid post's own documents (written by operators). */
export const bidPostFiles = pgTable(
  'bid_post_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bidPostId: integer('bid_post_id')
      .notNull()
      .references(() => bidPosts.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('bid_post_files_post_idx').on(t.bidPostId, t.sort)],
);

/** A provider's answer to a bid post: one per provider and post. */
export const bidSubmissions = pgTable(
  'bid_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bidPostId: integer('bid_post_id')
      .notNull()
      .references(() => bidPosts.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    /** 0 Applied … 6 Close (spec 2 §3). */
    status: smallint('status').notNull().default(0),
    name: text('name').notNull(),
    taxCode: text('tax_code').notNull(),
    representative: text('representative').notNull(),
    /** VND, whole dong. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** 0 road, 1 air, 2 sea, 3 rail. */
    shippingMethod: smallint('shipping_method').notNull(),
    /** Percent. */
    discount: doublePrecision('discount').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPosition: text('contact_position').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bid_submissions_post_partner_key').on(t.bidPostId, t.partnerId),
    // 'Thầu của tôi': a provider's submissions, latest first (the list's order, id breaking ties).
    index('bid_submissions_partner_idx').on(t.partnerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('bid_submissions_status_check', sql`${t.status} between 0 and 6`),
  ],
);

/**
 * How many submissions each provider has per status and category of their posts, kept by
 * statement-level triggers on `bid_submissions` and `bid_posts` (a post changing status or category
 * moves its submissions): the total of 'Thầu của tôi' is a lookup of a few rows at any number.
 */
export const bidSubmissionCounts = pgTable(
  'bid_submission_counts',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    postStatus: smallint('post_status').notNull(),
    categoryId: integer('category_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.postStatus, t.categoryId] })],
);

export const bidSubmissionFiles = pgTable(
  'bid_submission_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => bidSubmissions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    /** The name the provider gave it (renamed inline, spec 1 §5). */
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bid_submission_files_submission_idx').on(t.submissionId)],
);

/** Supply and payment schedule rows of a submission (progressType 0 supply, 1 payment — SPEC-NOTES 11). */
export const bidSubmissionProgress = pgTable(
  'bid_submission_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => bidSubmissions.id, { onDelete: 'cascade' }),
    progressType: smallint('progress_type').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    status: smallint('status').notNull().default(0),
    date: date('date'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('bid_submission_progress_submission_idx').on(t.submissionId, t.progressType, t.sort)],
);

/** A submission's answer to one of its bid post's information items: text, or a file. */
export const bidCustomValues = pgTable(
  'bid_custom_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => bidSubmissions.id, { onDelete: 'cascade' }),
    infoId: uuid('info_id')
      .notNull()
      .references(() => bidPostInfos.id, { onDelete: 'cascade' }),
    content: text('content'),
    fileId: uuid('file_id').references(() => files.id),
    fileName: text('file_name'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bid_custom_values_submission_info_key').on(t.submissionId, t.infoId)],
);

/**
 * Requests about a submission, by `type`: 0 a clarification request (written by the provider, or
 * by an operator on its behalf — `createdByType` 'CMS', never shown to the provider), 1 a meeting
 * request and 2 an additional-document request (both from the inviting party).
 */
export const bidRequests = pgTable(
  'bid_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => bidSubmissions.id, { onDelete: 'cascade' }),
    bidPostId: integer('bid_post_id')
      .notNull()
      .references(() => bidPosts.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    type: smallint('type').notNull(),
    /** 'Partner' or 'CMS' (spec 2 §3 `userTypeCreate`). */
    createdByType: text('created_by_type').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    /** Clarification: the answer wanted by (YYYY-MM-DD). */
    dateRequest: date('date_request'),
    /** Meeting: when. */
    dateMeet: timestamp('date_meet', { withTimezone: true }),
    /** Additional documents: the deadline. */
    dateRequired: date('date_required'),
    address: text('address'),
    nameContact: text('name_contact'),
    phoneContact: text('phone_contact'),
    note: text('note'),
    /** Additional documents: the document-type codes asked for. */
    additional: jsonb('additional').$type<number[]>(),
    /** 0 NotAnswered, 1 Answered. */
    status: smallint('status').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bid_requests_submission_idx').on(t.submissionId, t.type, t.createdAt.desc()),
    index('bid_requests_post_idx').on(t.bidPostId, t.createdAt.desc()),
    // A provider's request lists (its clarifications; the inviting party's requests), latest first.
    index('bid_requests_partner_idx').on(t.partnerId, t.type, t.createdByType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('bid_requests_type_check', sql`${t.type} in (0, 1, 2)`),
    check('bid_requests_created_by_type_check', sql`${t.createdByType} in ('Partner', 'CMS')`),
  ],
);

/**
 * How many requests each partner has per type and writer, kept by statement-level triggers on
 * `bid_requests`: the total of the provider's request list is one row at any number of requests.
 */
export const bidRequestCounts = pgTable(
  'bid_request_counts',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    createdByType: text('created_by_type').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.type, t.createdByType] })],
);

export const bidRequestReplies = pgTable(
  'bid_request_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => bidRequests.id, { onDelete: 'cascade' }),
    /** 'Partner' (a provider answering the inviting party) or 'CMS' (the officer answering a clarification). */
    createdByType: text('created_by_type').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    /** Meeting replies: 0 AgreeToMeet, 1 Negotiate, 2 DeclineToMeet. */
    replyStatus: smallint('reply_status'),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bid_request_replies_request_idx').on(t.requestId, t.createdAt)],
);

/** Files of a request, or of one of its replies (`replyId`). */
export const bidRequestFiles = pgTable(
  'bid_request_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => bidRequests.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => bidRequestReplies.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bid_request_files_request_idx').on(t.requestId)],
);

/**
 * The submission's update history (spec 2 §2.5, SPEC-NOTES 12): action 2 created, 1 edited by the
 * provider, 3 deleted, 0 changed by the operator or the system. `content` holds the changed
 * fields ({ field: [before, after] }, id fields left out); `search` is its text, lower-cased.
 */
export const bidHistory = pgTable(
  'bid_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => bidSubmissions.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    performer: text('performer').notNull(),
    performerId: uuid('performer_id').references(() => users.id),
    actionType: smallint('action_type').notNull(),
    /** What the entry is about: 'submission', 'file', 'progress', 'customValue', 'status'. */
    subject: text('subject').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    search: text('search').notNull().default(''),
  },
  (t) => [index('bid_history_submission_idx').on(t.submissionId, t.at.desc())],
);
