import type { BlogPostRow } from '@portal/contract';

/** News rows for the content pages' tests. */
export const KHAM = { id: '11111111-1111-4111-8111-111111111111', name: 'Khám sức khỏe', slug: 'kham-suc-khoe' };
export const XN = { id: '22222222-2222-4222-8222-222222222222', name: 'Xét nghiệm', slug: 'xet-nghiem' };

export const postRow = (n: number, category = KHAM, over: Partial<BlogPostRow> = {}): BlogPostRow => ({
  id: `aaaaaaaa-0000-4000-8000-00000000000${n}`,
  title: `Bài viết số ${n}`,
  slug: `bai-viet-so-${n}`,
  description: `Tóm tắt bài ${n}`,
  category,
  coverImage: null,
  isHome: false,
  publishedAt: '2025-03-04T02:00:00.000Z',
  ...over,
});
