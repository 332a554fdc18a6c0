import { type BlogPostRow, LIMITS } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { KHAM, postRow, XN } from '@/testing/content-fixtures';
import { renderApp } from '@/testing/render-app';

function stubNews(items: (url: URL) => BlogPostRow[], totalCount?: (url: URL) => number) {
  return stubApi((raw) => {
    const url = new URL(raw, 'http://x');
    if (url.pathname === '/api/partner/blog/category/list') return jsonResponse({ data: [KHAM, XN] });
    if (url.pathname === '/api/partner/blog/list') {
      const rows = items(url);
      const total = totalCount?.(url) ?? rows.length;
      return jsonResponse({ data: { items: rows, pagination: { page: 1, limit: 9, count: total, totalCount: total } } });
    }
    return undefined;
  });
}

const listCalls = (calls: Array<{ url: string }>) =>
  calls.filter((c) => c.url.startsWith('/api/partner/blog/list')).map((c) => new URL(c.url, 'http://x').searchParams);

describe('/tin-tuc', () => {
  it('shows cards (cover, title, summary, date DD/MM/YYYY) linking to their articles', async () => {
    stubNews(() => [postRow(1), postRow(2, XN, { coverImage: { id: 'f1', fullPath: '/api/partner/blog/image/f1' } })]);
    renderApp('/tin-tuc');
    const link = await screen.findByRole('link', { name: 'Bài viết số 1' });
    expect(link).toHaveAttribute('href', '/tin-tuc/bai-viet-so-1');
    const card = link.closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Tóm tắt bài 1');
    expect(card).toHaveTextContent('04/03/2025');
    expect(within(card).getByRole('heading', { level: 2, name: 'Bài viết số 1' })).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: 'Bài viết số 2' });
    expect(cover).toHaveAttribute('src', '/api/partner/blog/image/f1');
    expect(cover).toHaveAttribute('width', '640');
    expect(cover).toHaveAttribute('height', '360');
    expect(screen.getByRole('heading', { level: 1, name: 'Tin tức' })).toBeInTheDocument();
  });

  it('a category goes into the address and back to page 1; the list asks for it', async () => {
    const { calls } = stubNews(
      (url) => (url.searchParams.get('categoryId') === XN.id ? [postRow(3, XN)] : [postRow(1)]),
      () => 20,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/tin-tuc?page=2');
    await screen.findByRole('link', { name: /Bài viết số 1/ });
    expect(listCalls(calls).at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Xét nghiệm' }));
    await screen.findByRole('link', { name: /Bài viết số 3/ });
    expect(router.state.location.search).toBe(`?categoryId=${XN.id}`);
    const asked = listCalls(calls).at(-1);
    expect(asked?.get('categoryId')).toBe(XN.id);
    expect(asked?.get('page')).toBe('1');
    expect(screen.getByRole('link', { name: 'Xét nghiệm' })).toHaveAttribute('aria-current', 'page');
    // Pages keep the category.
    expect(screen.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('href', `/tin-tuc?categoryId=${XN.id}&page=2`);
  });

  it('the search reaches the address and the API once typing pauses, on page 1 and within its category', async () => {
    const { calls } = stubNews((url) => (url.searchParams.get('search') === 'kham' ? [postRow(4)] : [postRow(1)]));
    const user = userEvent.setup();
    const { router } = renderApp(`/tin-tuc?categoryId=${KHAM.id}&page=3`);
    await screen.findByRole('link', { name: /Bài viết số 1/ });
    const box = screen.getByRole('searchbox', { name: 'Tìm kiếm tin tức' });
    expect(box).toHaveAttribute('maxlength', '50');
    await user.type(box, 'kham');
    await screen.findByRole('link', { name: /Bài viết số 4/ });
    expect(router.state.location.search).toBe(`?categoryId=${KHAM.id}&search=kham`);
    const asked = listCalls(calls).at(-1);
    expect(asked?.get('search')).toBe('kham');
    expect(asked?.get('page')).toBe('1');
    expect(asked?.get('categoryId')).toBe(KHAM.id);
    // One call for the typed word, not one per letter.
    expect(listCalls(calls).filter((q) => q.get('search') !== null)).toHaveLength(1);
  });

  it('a result opened while the search waits stays open: the search does not take the reader back to the list', async () => {
    // The clock is the test's, so the search's pause can pass while the article is still loading.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      let release: (answer: Response) => void = () => {};
      const article = new Promise<Response>((resolve) => {
        release = resolve;
      });
      const { calls } = stubApi((raw) => {
        const url = new URL(raw, 'http://x');
        if (url.pathname === '/api/partner/blog/detail/bai-viet-so-1') return article;
        if (url.pathname === '/api/partner/blog/category/list') return jsonResponse({ data: [KHAM, XN] });
        if (url.pathname === '/api/partner/blog/list')
          return jsonResponse({ data: { items: [postRow(1)], pagination: { page: 1, limit: 9, count: 1, totalCount: 1 } } });
        return undefined;
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { router } = renderApp('/tin-tuc');
      const link = await screen.findByRole('link', { name: /Bài viết số 1/ });
      await user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm tin tức' }), 'kham');
      await user.click(link);
      await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
      vi.advanceTimersByTime(LIMITS.searchDebounceMs * 2);
      release(jsonResponse({ data: { ...postRow(1), content: '<p>Nội dung</p>' } }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Bài viết số 1' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/tin-tuc/bai-viet-so-1');
      expect(listCalls(calls).some((q) => q.get('search') === 'kham')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a search over 50 characters in the address shows the rule and asks nothing', async () => {
    const { calls } = stubNews(() => [postRow(1)]);
    renderApp(`/tin-tuc?search=${'a'.repeat(51)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tìm kiếm tối đa 50 ký tự!');
    expect(listCalls(calls)).toEqual([]);
  });

  it('says so in Vietnamese when nothing matches', async () => {
    stubNews(() => []);
    renderApp('/tin-tuc?search=khong-co');
    expect(await screen.findByText('Không tìm thấy tin tức phù hợp.')).toBeInTheDocument();
  });

  it('a failed list offers a retry', async () => {
    let failing = true;
    stubApi((url) => {
      if (url.startsWith('/api/partner/blog/list'))
        return failing
          ? jsonResponse({ message: 'Lỗi máy chủ.' }, 500)
          : jsonResponse({ data: { items: [postRow(1)], pagination: { page: 1, limit: 9, count: 1, totalCount: 1 } } });
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/tin-tuc');
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    expect(screen.getByRole('alert')).toHaveTextContent('Không tải được danh sách tin tức');
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('link', { name: /Bài viết số 1/ })).toBeInTheDocument();
  });
});
