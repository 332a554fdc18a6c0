import { BLOG_POST_STATUS_LABELS, BLOG_POST_STATUSES, type BlogPostStatus } from '@portal/contract';

/** A post's status tag colour. */
export const POST_STATUS_COLORS: Readonly<Record<BlogPostStatus, string>> = {
  draft: 'default',
  scheduled: 'gold',
  published: 'green',
};

export const POST_STATUS_OPTIONS = BLOG_POST_STATUSES.map((value) => ({ value, label: BLOG_POST_STATUS_LABELS[value] }));
