import { type BlogPostRow, formatDate } from '@portal/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Covers are shown 16:9; the attributes reserve the space before the image arrives (no layout shift). */
export const COVER_SIZE = { width: 640, height: 360 } as const;

type Props = {
  post: BlogPostRow;
  /** The heading level of the card's title under the page's headings. */
  headingLevel?: 2 | 3;
  /** The first cards of a page load at once, the rest when scrolled to. */
  isEager?: boolean;
};

/**
 * A post in a list: cover, category, title, summary and publication date. The title is the link
 * (its name is the title alone, for screen readers); its hit area covers the whole card (CSS).
 */
export function NewsCard({ post, headingLevel = 2, isEager = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="news-card">
      <NewsCover post={post} isEager={isEager} />
      <div className="news-card__body">
        <span className="news-card__category">{post.category.name}</span>
        <Heading className="news-card__title">
          <Link className="news-card__link" to={paths.newsDetail.getHref(post.slug)}>
            {post.title}
          </Link>
        </Heading>
        {post.description ? <p className="news-card__description">{post.description}</p> : null}
        {post.publishedAt ? (
          <time className="news-card__date" dateTime={post.publishedAt}>
            {formatDate(post.publishedAt)}
          </time>
        ) : null}
      </div>
    </article>
  );
}

/** The cover image, or a block in the brand colour with the category's name when there is none. */
export function NewsCover({ post, isEager = false, className = 'news-card__cover' }: Props & { className?: string }) {
  if (!post.coverImage)
    return (
      <span className={`${className} news-cover--empty`} aria-hidden="true">
        {post.category.name}
      </span>
    );
  return (
    <img
      className={className}
      src={post.coverImage.fullPath}
      alt={post.title}
      width={COVER_SIZE.width}
      height={COVER_SIZE.height}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
