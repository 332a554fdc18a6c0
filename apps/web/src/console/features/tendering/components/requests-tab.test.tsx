import type { DeskRequest } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { RequestsTab } from './requests-tab';

const request = (over: Partial<DeskRequest>): DeskRequest => ({
  id: 'r1',
  type: 0,
  submissionId: 's1',
  providerName: 'Công ty Minh An',
  createdByType: 'Partner',
  title: 'Hỏi về cấu hình',
  content: 'Cấu hình đầu dò có bắt buộc không?',
  dateRequest: '2030-05-01',
  dateMeet: null,
  dateRequired: null,
  address: null,
  nameContact: null,
  phoneContact: null,
  note: null,
  additional: [],
  status: 0,
  creationTime: new Date().toISOString(),
  files: [],
  replies: [],
  sealed: true,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

function show(items: DeskRequest[]) {
  mockFetch(() => jsonResponse({ data: { items } }));
  renderConsole(<RequestsTab postId={5} canManage />, '/quan-tri/dau-thau/5?tab=requests');
}

describe('RequestsTab', () => {
  it("while sealed: the provider's question keeps its text, its files say sealed; the desk's own files show", async () => {
    show([
      request({}),
      request({
        id: 'r2',
        createdByType: 'CMS',
        title: 'Hỏi qua điện thoại',
        content: 'Thời hạn giao hàng',
        files: [{ id: 'f9', name: 'ghi-chu.pdf', fullPath: '/api/admin/tendering/files/f9' }],
      }),
    ]);
    const found = await screen.findByText('Hỏi về cấu hình');
    const question = found.closest('tr')!;
    expect(question, document.body.innerHTML).not.toBeNull();
    expect(within(question).getByText('Cấu hình đầu dò có bắt buộc không?')).toBeInTheDocument();
    expect(within(question).getByText('Niêm phong đến hạn đóng thầu')).toBeInTheDocument();
    const desk = screen.getByText('Hỏi qua điện thoại').closest('tr')!;
    expect(within(desk).getByRole('button', { name: 'ghi-chu.pdf' })).toBeInTheDocument();
    expect(within(desk).queryByText('Niêm phong đến hạn đóng thầu')).not.toBeInTheDocument();
  });

  it('after the close date: the files and replies as sent', async () => {
    show([
      request({
        sealed: false,
        status: 1,
        files: [{ id: 'f1', name: 'cau-hinh.pdf', fullPath: '/api/admin/tendering/files/f1' }],
        replies: [
          {
            id: 'p1',
            content: 'Không bắt buộc',
            replyStatus: null,
            createdByType: 'CMS',
            creationTime: new Date().toISOString(),
            files: [],
          },
        ],
      }),
    ]);
    expect(await screen.findByRole('button', { name: 'cau-hinh.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Không bắt buộc')).toBeInTheDocument();
    expect(screen.queryByText(/niêm phong/i)).not.toBeInTheDocument();
    // The date to answer by, written as every other date of the console.
    expect(screen.getByText('01/05/2030')).toBeInTheDocument();
  });
});
