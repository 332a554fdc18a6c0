import type { BlogPostDetail } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { postRow } from '@/testing/content-fixtures';
import { renderApp } from '@/testing/render-app';

const article: BlogPostDetail = {
  ...postRow(1, undefined, { title: 'Khám sức khỏe định kỳ', slug: 'kham-suc-khoe-dinh-ky' }),
  content: '<h2>Những điều cần biết</h2><p>Đặt lịch trước.</p><img src=x onerror="window.__xss=1">',
};

function stubArticle(related: ReturnType<typeof postRow>[]) {
  return stubApi((raw) => {
    const url = new URL(raw, 'http://x');
    if (url.pathname === '/api/partner/blog/detail/kham-suc-khoe-dinh-ky') return jsonResponse({ data: article });
    if (url.pathname.startsWith('/api/partner/blog/detail/')) return jsonResponse({ message: 'Không tìm thấy dữ liệu!' }, 404);
    if (url.pathname === '/api/partner/blog/list')
      return jsonResponse({
        data: { items: related, pagination: { page: 1, limit: 3, count: related.length, totalCount: related.length } },
      });
    return undefined;
  });
}

describe('/tin-tuc/{id}', () => {
  it('shows the article (its HTML purified), a breadcrumb back to the list, and its related posts', async () => {
    const { calls } = stubArticle([postRow(2), postRow(3)]);
    renderApp('/tin-tuc/kham-suc-khoe-dinh-ky');
    expect(await screen.findByRole('heading', { level: 1, name: 'Khám sức khỏe định kỳ' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(crumbs.querySelector('a[href="/tin-tuc"]')).toHaveTextContent('Tin tức');
    expect(await screen.findByRole('heading', { level: 2, name: 'Những điều cần biết' })).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();

    const related = await screen.findByRole('region', { name: 'Tin liên quan' });
    expect(related.querySelectorAll('a[href^="/tin-tuc/bai-viet-so-"]')).toHaveLength(2);
    const asked = calls.map((c) => new URL(c.url, 'http://x')).find((u) => u.pathname === '/api/partner/blog/list');
    expect(asked?.searchParams.get('relateId')).toBe(article.id);
  });

  it('no related posts: no related section', async () => {
    stubArticle([]);
    renderApp('/tin-tuc/kham-suc-khoe-dinh-ky');
    await screen.findByRole('heading', { level: 1, name: 'Khám sức khỏe định kỳ' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tin liên quan' })).not.toBeInTheDocument());
  });

  it('a draft or unknown article is the not-found page, titled as such', async () => {
    const { calls } = stubArticle([]);
    renderApp('/tin-tuc/ban-nhap-chua-dang');
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/partner/blog/list'))).toBe(false);
  });
});
