import { formatDate } from '@portal/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHomeNews } from '../api/get-home-news';
import './home-news-section.css';

/**
 * The news highlights of the home page: the posts marked for it, newest first, each a link to its
 * article, and a link to `/tin-tuc`. Rendered on the server with the page (the route's loader);
 * plain markup for the home page's budget. Nothing to show, or a failed load: no section at all
 * (the page has its other sections; the list is a click away).
 */
export function HomeNewsSection() {
  const news = useHomeNews();
  const items = news.data ?? [];
  if (!items.length) return null;
  return (
    <section className="home-section" aria-labelledby="home-news-title">
      <div className="container">
        <div className="home-news__head">
          <h2 id="home-news-title">Tin tức nổi bật</h2>
          <Link className="home-news__all" to={paths.news.getHref()}>
            Xem tất cả tin tức
          </Link>
        </div>
        <ul className="home-news-list">
          {items.map((post) => (
            <li key={post.id}>
              <article className="home-news-card">
                {post.coverImage ? (
                  <img
                    className="home-news-card__cover"
                    src={post.coverImage.fullPath}
                    alt={post.title}
                    width={640}
                    height={360}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="home-news-card__cover home-news-card__cover--empty" aria-hidden="true">
                    {post.category.name}
                  </span>
                )}
                <div className="home-news-card__body">
                  <span className="home-news-card__category">{post.category.name}</span>
                  <h3 className="home-news-card__title">
                    {/* The title is the link; its hit area covers the card (CSS). */}
                    <Link className="home-news-card__link" to={paths.newsDetail.getHref(post.slug)}>
                      {post.title}
                    </Link>
                  </h3>
                  {post.publishedAt ? (
                    <time className="home-news-card__date" dateTime={post.publishedAt}>
                      {formatDate(post.publishedAt)}
                    </time>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
