import type { Faq } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const DK = { id: 'c1', name: 'Tài khoản và đăng ký' };
const KHAM = { id: 'c2', name: 'Khám và xét nghiệm' };
const faq = (id: string, question: string, category: Faq['category'], sort: number): Faq => ({
  id,
  question,
  answer: `<p>Trả lời: ${question}</p>`,
  category,
  sort,
});
const ALL = [
  faq('f1', 'Làm thế nào để đăng ký tài khoản đối tác?', DK, 0),
  faq('f2', 'Bao lâu thì tài khoản được duyệt?', DK, 1),
  faq('f3', 'Cần nhịn ăn trước khi khám sức khỏe không?', KHAM, 2),
];

describe('/thong-tin-chung?tab=faq', () => {
  it('groups the questions by category; a question opens its answer; the search asks the server once typing pauses', async () => {
    const { calls } = stubApi((raw) => {
      const url = new URL(raw, 'http://x');
      if (url.pathname !== '/api/partner/faq/list') return undefined;
      const items = url.searchParams.get('search') === 'kham suc khoe' ? [ALL[2] as Faq] : ALL;
      return jsonResponse({ data: { items, pagination: { page: 1, limit: 100, count: items.length, totalCount: items.length } } });
    });
    const user = userEvent.setup();
    renderApp('/thong-tin-chung?tab=faq');
    const account = await screen.findByRole('region', { name: DK.name });
    expect(within(account).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('region', { name: KHAM.name })).toBeInTheDocument();
    // Tabs the other areas fill are there, empty, and never say "under construction".
    expect(screen.getByRole('tab', { name: 'Hợp tác' })).toBeInTheDocument();
    expect(screen.queryByText('Đang phát triển')).not.toBeInTheDocument();

    const question = within(account).getByRole('button', { name: /Bao lâu thì tài khoản được duyệt/ });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Trả lời: Bao lâu thì tài khoản được duyệt?')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Tìm câu hỏi' }), 'kham suc khoe');
    await screen.findByRole('region', { name: KHAM.name });
    await within(document.body).findByText(/Cần nhịn ăn/);
    await expect.poll(() => screen.queryByRole('region', { name: DK.name })).toBeNull();
    const searches = calls.map((c) => new URL(c.url, 'http://x').searchParams.get('search')).filter(Boolean);
    expect(searches).toEqual(['kham suc khoe']);
  });

  it('nothing found: says so', async () => {
    stubApi((url) =>
      url.startsWith('/api/partner/faq/list')
        ? jsonResponse({ data: { items: [], pagination: { page: 1, limit: 100, count: 0, totalCount: 0 } } })
        : undefined,
    );
    renderApp('/thong-tin-chung?tab=faq');
    expect(await screen.findByText('Chưa có câu hỏi nào.')).toBeInTheDocument();
  });
});
