import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { postRow } from '@/testing/content-fixtures';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

describe('home news highlights', () => {
  it('lists the posts marked for the home page, each linking to its article, and links to /tin-tuc', async () => {
    const { calls } = stubApi((url) =>
      url.startsWith('/api/partner/blog/list')
        ? jsonResponse({ data: { items: [postRow(1), postRow(2)], pagination: { page: 1, limit: 4, count: 2, totalCount: 2 } } })
        : undefined,
    );
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Tin tức nổi bật' });
    expect(section.querySelector('a[href="/tin-tuc"]')).toHaveTextContent('Xem tất cả tin tức');
    expect(screen.getByRole('link', { name: 'Bài viết số 2' })).toHaveAttribute('href', '/tin-tuc/bai-viet-so-2');
    const asked = new URL(calls.find((c) => c.url.startsWith('/api/partner/blog/list'))?.url ?? '', 'http://x').searchParams;
    expect(asked.get('isHome')).toBe('true');
    // The other sections stand.
    expect(screen.getByRole('heading', { name: 'Dự án mời thầu' })).toBeInTheDocument();
  });
});
