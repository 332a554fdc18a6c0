import type { BidPostRow } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

/** Noon in Vietnam (UTC+7), `days` calendar days from today there: the label counts Vietnamese days, at any hour the test runs. */
const inDays = (days: number) => {
  const local = new Date(Date.now() + 7 * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, 12 - 7)).toISOString();
};
const row = (id: number, name: string, closeIn: number, category = { id: 1, name: 'Thiết bị y tế' }): BidPostRow => ({
  id,
  name,
  bidName: `Gói ${id}`,
  invitingParty: 'Bệnh viện Đa khoa Sài Gòn',
  bidPostCategory: category,
  area: 0,
  openDate: inDays(-5),
  closeDate: inDays(closeIn),
  status: 1,
});

describe('home bid section (#bid-project)', () => {
  it('lists open tenders with days-left labels linking to their pages; a category filters the list', async () => {
    const { calls } = stubApi((url) => {
      if (url.startsWith('/api/partner/bid-post/category-list'))
        return jsonResponse({
          data: [
            { id: 1, name: 'Thiết bị y tế' },
            { id: 2, name: 'Vật tư y tế' },
          ],
        });
      if (url.startsWith('/api/partner/bid-post/list')) {
        const items = url.includes('categoryId=2')
          ? [row(9, 'Găng tay y tế', 2, { id: 2, name: 'Vật tư y tế' })]
          : [row(7, 'Máy siêu âm', 12), row(8, 'Máy X-quang', 5)];
        return jsonResponse({ data: { items, pagination: { page: 1, limit: 6, count: items.length, totalCount: items.length } } });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/');
    const first = await screen.findByRole('link', { name: /Máy siêu âm/ });
    expect(first).toHaveAttribute('href', '/thau/7');
    expect(screen.getByText('Còn 12 ngày')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('Còn 5 ngày')).toHaveAttribute('data-tone', 'amber');
    expect(calls.find((c) => c.url.startsWith('/api/partner/bid-post/list'))?.url).toContain('status=1');

    await user.click(screen.getByRole('button', { name: 'Vật tư y tế' }));
    // One look at the whole card (link and label together): the list is redrawn as its answer lands.
    await waitFor(() => {
      expect(screen.getByRole('link', { name: /Găng tay y tế/ })).toHaveAttribute('href', '/thau/9');
      expect(screen.getByText('Còn 2 ngày')).toHaveAttribute('data-tone', 'orange');
    });
    expect(screen.getByRole('button', { name: 'Vật tư y tế' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Máy siêu âm/ })).not.toBeInTheDocument());
  });

  it('a failed list shows an inline error with a retry', async () => {
    let failing = true;
    stubApi((url) => {
      if (url.startsWith('/api/partner/bid-post/list'))
        return failing
          ? jsonResponse({ message: 'Lỗi máy chủ.' }, 500)
          : jsonResponse({ data: { items: [row(7, 'Máy siêu âm', 12)], pagination: { page: 1, limit: 6, count: 1, totalCount: 1 } } });
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByText('Không tải được danh sách gói thầu.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('link', { name: /Máy siêu âm/ })).toBeInTheDocument();
  });
});
