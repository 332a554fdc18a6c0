import type { DeskPostDetail, DeskSubmissionList } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { TenderDetailPage } from './tender-detail-page';

const closeDate = new Date(Date.now() + 10 * 86_400_000).toISOString();
const post: DeskPostDetail = {
  id: 5,
  name: 'Mua sắm máy nội soi',
  bidName: 'Gói 05',
  invitingParty: 'Bệnh viện Sài Gòn',
  bidPostCategory: { id: 1, name: 'Thiết bị y tế' },
  contractType: 0,
  area: 3,
  chooseMode: 0,
  publicMode: 0,
  applyGroup: 0,
  deployDays: 90,
  issueLocation: null,
  deployLocation: 'TP. Hồ Chí Minh',
  openDate: new Date().toISOString(),
  closeDate,
  applyDate: null,
  contactName: null,
  contactPhone: null,
  contactEmail: null,
  contactPosition: null,
  note: '<p>Ghi chú <b>quan trọng</b></p>',
  requirements: null,
  files: [],
  informations: [{ id: 'i1', name: 'Giấy phép lưu hành', isRequired: true, type: 1, sort: 0 }],
  status: 0,
  resultsPublishedAt: null,
  submissionCount: 0,
  sealed: true,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};
const submissions: DeskSubmissionList = { sealed: true, closeDate, informations: [], items: [] };

afterEach(() => vi.unstubAllGlobals());

function serve() {
  return mockFetch((url, init) => {
    if (init.method === 'POST') return jsonResponse({ data: { ...post, status: 1 }, message: 'Chuyển trạng thái bài thầu thành công' });
    if (url.startsWith('/api/admin/tendering/5/submissions')) return jsonResponse({ data: submissions });
    if (url.startsWith('/api/admin/tendering/5/requests')) return jsonResponse({ data: { items: [] } });
    return jsonResponse({ data: post });
  });
}

describe('TenderDetailPage', () => {
  it('a tender officer publishes a Draft after confirming', async () => {
    const { calls } = serve();
    renderConsole(<TenderDetailPage id={5} can={{ canManage: true, canSeeAudit: false }} />, '/quan-tri/dau-thau/5');
    expect(await screen.findByRole('heading', { name: 'Mua sắm máy nội soi' })).toBeInTheDocument();
    expect(screen.getByText('quan trọng')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mở bài thầu' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mở' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url).toBe('/api/admin/tendering/5/status');
    expect(JSON.parse(String(post.init.body))).toEqual({ status: 1 });
  });

  it('a read-only operator gets no actions; the tab comes from the URL', async () => {
    serve();
    renderConsole(<TenderDetailPage id={5} can={{ canManage: false, canSeeAudit: false }} />, '/quan-tri/dau-thau/5?tab=submissions');
    expect(await screen.findByRole('heading', { name: 'Mua sắm máy nội soi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mở bài thầu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sửa' })).not.toBeInTheDocument();
    expect(await screen.findByText('Chưa có hồ sơ dự thầu.')).toBeInTheDocument();
  });
});
