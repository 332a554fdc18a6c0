import { BIG_MEDIA_FOLDER, generators } from '../../apps/api/test/generate-data.ts';
import {
  BLOG_LIST_PATH,
  bigMediaFolderId,
  INBOX_FILTERED_PATH,
  INBOX_PATH,
  MEDIA_TREE,
  mediaFolderPath,
  UNREAD_COUNT_PATH,
} from '../api.ts';
import type { GrowthCase } from './growth-cases.ts';

/**
 * The news list, ctv_demo's inbox and the resources library as their rows grow (10k → 100k → 1M,
 * `SIZES` of growth.ts). Each list as it opens takes its total from trigger-kept counts and reads a
 * page in an index's order, so it should cost the same at any size.
 */

/**
 * The public news list (/tin-tuc, page of 9 with the total) over 10k → 1M published posts.
 * Readers get the answer the server keeps per URL for 10 s (`KEEP.news`), so this measures what a
 * reader waits for; the statement behind it (one index range read and blog_post_counts) is checked
 * to read a page of rows by test/query-plans.test.ts.
 */
export const NEWS_GROWTH: GrowthCase = {
  area: 'content',
  rows: 'published news posts',
  grow: (db, from, to) => generators.content(db, to - from),
  lists: [{ label: '/tin-tuc news list', as: 'visitor', path: BLOG_LIST_PATH }],
};

/** ctv_demo's inbox over 10k → 1M notifications (a third unread, eleven months, five areas). */
export const INBOX_GROWTH: GrowthCase = {
  area: 'notifications',
  rows: "notifications in ctv_demo's inbox",
  grow: (db, from, to) => generators.notifications(db, { notifications: to - from, username: 'ctv_demo' }),
  lists: [
    { label: 'inbox', as: 'collaborator', path: INBOX_PATH },
    { label: 'inbox area + unread', as: 'collaborator', path: INBOX_FILTERED_PATH },
    { label: 'unread-count (bell)', as: 'collaborator', path: UNREAD_COUNT_PATH },
  ],
};

/**
 * A library folder as a collaborator opens it (page of 20, folders first, by name, with the total),
 * the folder holding 10k → 1M files; the rest of the generated library (40 × 10 folders of 36 files)
 * is made once, at the first step.
 */
export const LIBRARY_GROWTH: GrowthCase = {
  area: 'media',
  rows: `files in the folder '${BIG_MEDIA_FOLDER}'`,
  grow: async (db, from, to) => {
    if (from === 0) await generators.media(db, { ...MEDIA_TREE, bigFiles: to });
    else await generators.mediaBigFolder(db, to - from);
  },
  lists: [{ label: 'library folder', as: 'collaborator', path: async (ctx) => mediaFolderPath(await bigMediaFolderId(ctx.databaseUrl)) }],
};
