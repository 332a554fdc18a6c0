import { type BlogPostDetail, formatDate } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { usePost } from '../api/get-post';
import { usePosts } from '../api/get-posts';
import { NEWS_TITLE } from '../news-meta';
import { newsHref, relatedQueryOf } from '../news-filters';
import { ContentLoadError } from './content-load-error';
import { NewsCard, NewsCover } from './news-card';
import './news.css';

export const ARTICLE_TEXT = {
  breadcrumb: 'Đường dẫn',
  home: 'Trang chủ',
  related: 'Tin liên quan',
  loadError: 'Không tải được bài viết',
  back: 'Về danh sách tin tức',
} as const;

type Props = {
  /** The article's id or slug, as the address gives it. */
  id: string;
  /** The app's not-found page, for an address that names no published article. */
  notFound: ReactNode;
};

/** `/tin-tuc/{id}`: the article (its HTML through SafeHtml), a way back to the list, and the related posts. */
export function NewsDetailPage({ id, notFound }: Props) {
  const post = usePost(id);
  if (isApiError(post.error) && (post.error.status === 404 || post.error.status === 400)) return <>{notFound}</>;
  return (
    <div className="page news-article-page">
      {post.data ? (
        <Article post={post.data} />
      ) : post.isError ? (
        <ContentLoadError title={ARTICLE_TEXT.loadError} isRetrying={post.isFetching} onRetry={() => void post.refetch()} />
      ) : (
        <LoadingBlock />
      )}
    </div>
  );
}

function Breadcrumb({ title }: { title: string }) {
  return (
    <nav className="breadcrumb" aria-label={ARTICLE_TEXT.breadcrumb}>
      <ol>
        <li>
          <Link to={paths.home.getHref()}>{ARTICLE_TEXT.home}</Link>
        </li>
        <li>
          <Link to={paths.news.getHref()}>{NEWS_TITLE}</Link>
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}

function Article({ post }: { post: BlogPostDetail }) {
  return (
    <>
      <Breadcrumb title={post.title} />
      <article className="news-article">
        <header className="news-article__header">
          <Link className="news-article__category" to={newsHref({ categoryId: post.category.id, page: 1 })}>
            {post.category.name}
          </Link>
          <h1 className="news-article__title">{post.title}</h1>
          {post.publishedAt ? (
            <time className="news-article__date" dateTime={post.publishedAt}>
              {formatDate(post.publishedAt)}
            </time>
          ) : null}
        </header>
        {post.coverImage ? <NewsCover post={post} isEager className="news-article__cover" /> : null}
        {post.description ? <p className="news-article__lead">{post.description}</p> : null}
        <SafeHtml html={post.content} className="news-article__content" />
      </article>
      <RelatedPosts postId={post.id} />
      <p className="news-article__back">
        <Link to={paths.news.getHref()}>← {ARTICLE_TEXT.back}</Link>
      </p>
    </>
  );
}

/** Other posts of the same category (`blog/list?relateId=`); nothing when there are none or they failed to load. */
function RelatedPosts({ postId }: { postId: string }) {
  const related = usePosts(relatedQueryOf(postId));
  const items = related.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section className="news-related" aria-labelledby="news-related-title">
      <h2 id="news-related-title">{ARTICLE_TEXT.related}</h2>
      <ul className="news-grid">
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard post={item} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
