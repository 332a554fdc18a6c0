import type { DeskPostList } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { TenderListPage } from './tender-list-page';

const future = new Date(Date.now() + 20 * 86_400_000).toISOString();
const list: DeskPostList = {
  items: [
    {
      id: 12,
      name: 'Mua sắm máy siêu âm',
      bidName: 'Gói thầu 01',
      invitingParty: 'Bệnh viện Sài Gòn',
      bidPostCategory: { id: 3, name: 'Thiết bị y tế' },
      openDate: new Date().toISOString(),
      closeDate: future,
      status: 1,
      resultsPublished: false,
      submissionCount: 4,
      createdAt: new Date().toISOString(),
    },
  ],
  pagination: { page: 1, limit: 20, count: 1, totalCount: 1 },
};

afterEach(() => vi.unstubAllGlobals());

describe('TenderListPage', () => {
  it('lists posts with their status, days left and submission count, asking the server with the filters of the URL', async () => {
    const { calls } = mockFetch((url) =>
      url.includes('/categories')
        ? jsonResponse({ data: [{ id: 3, name: 'Thiết bị y tế', items: [], postCount: 1 }] })
        : jsonResponse({ data: list }),
    );
    renderConsole(<TenderListPage canManage />, '/quan-tri/dau-thau?status=1&search=m%C3%A1y');
    expect(await screen.findByText('Mua sắm máy siêu âm')).toBeInTheDocument();
    const row = screen.getByText('Mua sắm máy siêu âm').closest('tr')!;
    expect(within(row).getByText('Đang mở')).toBeInTheDocument();
    expect(within(row).getByText(/^Còn \d+ ngày$/)).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tạo bài thầu' })).toBeInTheDocument();
    const listCall = calls.find((c) => c.url.startsWith('/api/admin/tendering?'));
    expect(listCall?.url).toContain('status=1');
    expect(listCall?.url).toContain('search=m%C3%A1y');
  });

  it('an accountant (read only) gets no create button', async () => {
    mockFetch((url) => (url.includes('/categories') ? jsonResponse({ data: [] }) : jsonResponse({ data: list })));
    renderConsole(<TenderListPage canManage={false} />, '/quan-tri/dau-thau');
    expect(await screen.findByText('Mua sắm máy siêu âm')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tạo bài thầu' })).not.toBeInTheDocument();
  });

  it('a failed load shows the inline error with a retry that asks again', async () => {
    let fail = true;
    const { calls } = mockFetch((url) => {
      if (url.includes('/categories')) return jsonResponse({ data: [] });
      return fail ? jsonResponse({ message: 'Lỗi máy chủ' }, 500) : jsonResponse({ data: list });
    });
    renderConsole(<TenderListPage canManage />, '/quan-tri/dau-thau');
    const retry = await screen.findByRole('button', { name: /Thử lại/ });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Mua sắm máy siêu âm')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/admin/tendering?')).length).toBeGreaterThanOrEqual(2));
  });
});
