import { type BlogPostStatus, CONTENT_COVER_FIELD, type DeskBlogPostDetail, slugify } from '@portal/contract';
import { dayjs } from '@/lib/dayjs';

type Dayjs = ReturnType<typeof dayjs>;

/** The cover field: keep the stored image, a newly chosen file, or none. */
export type CoverValue = { kind: 'keep'; fileId: string } | { kind: 'new'; file: File } | { kind: 'none' };

export type NewsFormValues = {
  title: string;
  slug: string;
  categoryId?: string;
  description: string;
  cover: CoverValue;
  isHome: boolean;
  status: BlogPostStatus;
  publishAt?: Dayjs | null;
  content: string;
};

export function toFormValues(post?: DeskBlogPostDetail): NewsFormValues {
  if (!post)
    return { title: '', slug: '', description: '', cover: { kind: 'none' }, isHome: false, status: 'draft', publishAt: null, content: '' };
  return {
    title: post.title,
    slug: post.slug,
    categoryId: post.category.id,
    description: post.description,
    cover: post.coverImage ? { kind: 'keep', fileId: post.coverImage.id } : { kind: 'none' },
    isHome: post.isHome,
    status: post.status,
    publishAt: post.publishAt ? dayjs(post.publishAt) : null,
    content: post.content,
  };
}

/** The post's multipart form (`deskBlogPostFieldsSchema` and the cover file). */
export function toFormData(values: NewsFormValues, post?: DeskBlogPostDetail): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('slug', values.slug.trim());
  form.append('categoryId', values.categoryId ?? '');
  form.append('description', values.description?.trim() ?? '');
  form.append('content', values.content ?? '');
  form.append('isHome', String(Boolean(values.isHome)));
  form.append('status', values.status);
  if (values.status === 'scheduled' && values.publishAt) form.append('publishAt', values.publishAt.format());
  if (values.cover.kind === 'new') form.append(CONTENT_COVER_FIELD, values.cover.file, values.cover.file.name);
  if (values.cover.kind === 'none' && post?.coverImage) form.append('removeCover', 'true');
  return form;
}

/**
 * The slug while the author types the title: it follows the title (the contract's `slugify`) until
 * the author writes one of their own; an edited post keeps its address unless changed by hand.
 */
export function slugForTitle(title: string, current: string, followsTitle: boolean): string {
  return followsTitle ? slugify(title) : current;
}
