import type { DeskCategoryRow } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldOf, findDialog } from '@/testing/antd-helpers';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { ExamPackagesPage } from './exam-packages-page';

const rows: DeskCategoryRow[] = [
  { id: 'c1', name: 'Gói cơ bản', sort: 1, packageCount: 3 },
  { id: 'c2', name: 'Gói trống', sort: 2, packageCount: 0 },
];

// The exam-package categories tab is the shared category desk (news and FAQ categories use it too).
describe('exam-package categories', () => {
  it('lists what each holds, and adds one with a name and an order (no path)', async () => {
    const { calls } = mockFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse({ data: { ...rows[1], id: 'c3', name: 'Gói mới' }, message: 'Đã lưu' })
        : jsonResponse({ data: rows }),
    );
    renderConsole(<ExamPackagesPage />, '/quan-tri/goi-kham?tab=categories');
    const user = userEvent.setup();
    const row = (await screen.findByText('Gói cơ bản')).closest('tr');
    expect(screen.getByText('Số gói khám', { selector: 'th' })).toBeInTheDocument();
    expect([...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual(['Gói cơ bản', '1', '3', 'SửaXóa']);

    await user.click(screen.getByRole('button', { name: 'Thêm danh mục' }));
    const dialog = await findDialog('Thêm danh mục gói khám');
    expect(within(dialog).queryByLabelText('Đường dẫn')).toBeNull();
    await user.type(within(fieldOf('Tên danh mục', dialog)).getByRole('textbox'), 'Gói mới');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.init.method === 'POST').map((c) => JSON.parse(String(c.init.body)))).toEqual([
        { name: 'Gói mới', sort: 0 },
      ]),
    );
  });

  // Deleting a category that holds something is refused by the same desk: news-desk.test.tsx covers it.
});
