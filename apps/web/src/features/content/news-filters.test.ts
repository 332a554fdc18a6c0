import { describe, expect, it } from 'vitest';
import { pageItems } from './components/news-pagination';
import { NEWS_PAGE_SIZE, newsFiltersOf, newsHref, postsQueryOf, searchError, withFilter } from './news-filters';

const CAT = '0b6f1c1e-7d3a-4a8e-9b1f-2c3d4e5f6a7b';

describe('the news list filters in the address', () => {
  it('reads category, search and page; ignores what it cannot read', () => {
    expect(newsFiltersOf(new URLSearchParams(`categoryId=${CAT}&search=%20kham%20&page=3`))).toEqual({
      categoryId: CAT,
      search: 'kham',
      page: 3,
    });
    expect(newsFiltersOf(new URLSearchParams('categoryId=x&page=-2&search=%20'))).toEqual({ page: 1 });
    expect(newsFiltersOf(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('a filter change goes back to page 1; the first page of everything is plain /tin-tuc', () => {
    const on3 = { categoryId: CAT, search: 'kham', page: 3 };
    expect(withFilter(on3, { categoryId: undefined })).toEqual({ categoryId: undefined, search: 'kham', page: 1 });
    expect(newsHref(withFilter(on3, { search: 'xet nghiem' }))).toBe(`/tin-tuc?categoryId=${CAT}&search=xet+nghiem`);
    expect(newsHref({ page: 1 })).toBe('/tin-tuc');
    expect(newsHref({ ...on3, page: 2 })).toBe(`/tin-tuc?categoryId=${CAT}&search=kham&page=2`);
  });

  it('a search over 50 characters is refused with the spec message, and nothing is asked', () => {
    expect(searchError('a'.repeat(50))).toBeUndefined();
    expect(searchError('a'.repeat(51))).toBe('Tìm kiếm tối đa 50 ký tự!');
    expect(postsQueryOf({ search: 'a'.repeat(51), page: 1 })).toBeNull();
    expect(postsQueryOf({ search: 'kham', page: 2 })).toEqual({ page: 2, limit: NEWS_PAGE_SIZE, categoryId: undefined, search: 'kham' });
  });

  it('pagination shows the ends, the current page and its neighbours', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, null, 10]);
  });
});
