import { LIMITS } from '@portal/contract';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { LoadingBlock } from '@/components/query-state';
import { useCategories } from '../api/get-categories';
import { usePosts } from '../api/get-posts';
import { NEWS_TITLE } from '../news-meta';
import { type NewsFilters, newsFiltersOf, newsHref, postsQueryOf, searchError, withFilter } from '../news-filters';
import { ContentLoadError } from './content-load-error';
import { NewsCard } from './news-card';
import { NewsPagination } from './news-pagination';
import './news.css';

export const NEWS_TEXT = {
  search: 'Tìm kiếm tin tức',
  categories: 'Danh mục',
  all: 'Tất cả',
  empty: 'Chưa có tin tức nào.',
  noMatch: 'Không tìm thấy tin tức phù hợp.',
  loadError: 'Không tải được danh sách tin tức',
} as const;

/** The search box: its own text while typing; the address gets it once typing pauses (search goes back to page 1). */
function NewsSearch({ filters }: { filters: NewsFilters }) {
  const navigate = useNavigate();
  const errorId = useId();
  const [text, setText] = useState(filters.search ?? '');
  // The address changed under the box (back, a link): show what it says.
  useEffect(() => {
    setText((current) => (current.trim() === (filters.search ?? '') ? current : (filters.search ?? '')));
  }, [filters.search]);
  const { categoryId, search } = filters;
  // A link followed while the search waited (an article opened from the results) wins: the search's
  // own navigation would otherwise fire while the article loads and send the reader back to the list.
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => {
    const value = text.trim() || undefined;
    if (leaving || value === search || searchError(value)) return;
    const timer = setTimeout(() => navigate(newsHref({ categoryId, search: value, page: 1 }), { replace: true }), LIMITS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, categoryId, search, navigate, leaving]);
  const error = searchError(text);
  return (
    <div className="news-search">
      <input
        type="search"
        className={`plain-form__input news-search__input${error ? ' plain-form__input--error' : ''}`}
        placeholder={NEWS_TEXT.search}
        aria-label={NEWS_TEXT.search}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        maxLength={LIMITS.searchMax}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {error ? (
        <div id={errorId} className="news-search__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** The categories as links (each filtered list is an address of its own); the current one marked. */
function CategoryFilter({ filters }: { filters: NewsFilters }) {
  const categories = useCategories();
  if (!categories.data?.length) return null;
  const chips = [{ id: undefined, name: NEWS_TEXT.all }, ...categories.data];
  return (
    <nav className="news-categories" aria-label={NEWS_TEXT.categories}>
      {chips.map((chip) => (
        <Link
          key={chip.id ?? 'all'}
          className="news-chip"
          to={newsHref(withFilter(filters, { categoryId: chip.id }))}
          aria-current={chip.id === filters.categoryId ? 'page' : undefined}
        >
          {chip.name}
        </Link>
      ))}
    </nav>
  );
}

/**
 * `/tin-tuc` (spec 1 §2.1): published news, newest first, by category and search, nine a page.
 * Every filter lives in the address (a linkable, server-rendered list); a filter change goes back
 * to page 1. Plain markup: no antd on a page shared as a link and read on phones.
 */
export function NewsPage() {
  const [searchParams] = useSearchParams();
  const filters = newsFiltersOf(searchParams);
  const query = postsQueryOf(filters);
  const posts = usePosts(query ?? { page: 1, limit: 1 }, query !== null);
  const isFiltered = Boolean(filters.categoryId || filters.search);

  return (
    <section className="page news-page">
      <PageTitle>{NEWS_TITLE}</PageTitle>
      <div className="news-toolbar">
        <CategoryFilter filters={filters} />
        <NewsSearch filters={filters} />
      </div>
      {query === null ? null : posts.isError ? (
        <ContentLoadError title={NEWS_TEXT.loadError} isRetrying={posts.isFetching} onRetry={() => void posts.refetch()} />
      ) : posts.isPending ? (
        <LoadingBlock />
      ) : posts.data.items.length === 0 ? (
        <p className="section-note news-empty">{isFiltered ? NEWS_TEXT.noMatch : NEWS_TEXT.empty}</p>
      ) : (
        <>
          <ul className="news-grid" aria-busy={posts.isPlaceholderData}>
            {posts.data.items.map((post, index) => (
              <li key={post.id}>
                <NewsCard post={post} isEager={index < 3} />
              </li>
            ))}
          </ul>
          <NewsPagination
            page={filters.page}
            totalPages={Math.ceil(posts.data.pagination.totalCount / posts.data.pagination.limit)}
            hrefOf={(page) => newsHref({ ...filters, page })}
          />
        </>
      )}
    </section>
  );
}
