import type { MediaNode } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveBlob } from '@/lib/save-blob';
import { setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/save-blob', () => ({ saveBlob: vi.fn() }));

const node = (id: string, name: string, over: Partial<MediaNode> = {}): MediaNode => ({
  id,
  name,
  isFolder: false,
  parentId: 'f0',
  fileType: 'pdf',
  size: 2048,
  mime: 'application/pdf',
  location: 'Tài liệu hướng dẫn',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...over,
});
// A real id: the folder's id in the address is read as the API reads it (a uuid), else the top is shown.
const FOLDER_ID = '3f2a1b4c-5d6e-4f70-8a91-b2c3d4e5f601';
const FOLDER = node(FOLDER_ID, 'Cộng tác viên', { isFolder: true, fileType: null, size: null, mime: null });
const TOP = [FOLDER, node('a1', 'Hướng dẫn.pdf'), node('a2', 'Bảng giá.xlsx', { fileType: 'excel' })];
const INSIDE = [node('b1', 'Quy trình.pdf', { parentId: FOLDER_ID, location: 'Tài liệu hướng dẫn / Cộng tác viên' })];
const page = (items: MediaNode[]) => ({
  data: { items, pagination: { page: 1, limit: 20, count: items.length, totalCount: items.length } },
});

function stubMedia() {
  return stubApi((url) => {
    if (url.startsWith('/api/partner/media/filter-option'))
      return jsonResponse({
        data: {
          type: [
            { key: 'pdf', name: 'PDF' },
            { key: 'excel', name: 'Excel' },
          ],
        },
      });
    if (url.startsWith('/api/partner/media/tree')) return jsonResponse(page(url.includes(`ParentId=${FOLDER_ID}`) ? INSIDE : TOP));
    if (url.startsWith(`/api/partner/media/${FOLDER_ID}`))
      return jsonResponse({ data: { ...FOLDER, path: [{ id: 'f0', name: 'Tài liệu hướng dẫn' }] } });
    if (url.includes('/download')) return new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': 'application/zip' } });
    return undefined;
  });
}

describe('the resources tab (/thong-tin-chung?tab=tai-nguyen)', () => {
  it('downloads the checked files as one ZIP through files/download', async () => {
    setSession({ token: 'tok', type: 'collaborator', isSubUser: false });
    const { calls } = stubMedia();
    renderApp('/thong-tin-chung?tab=tai-nguyen');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Tải xuống (0)')).toBeDisabled();
    await user.click(await screen.findByLabelText('Chọn Hướng dẫn.pdf'));
    await user.click(screen.getByLabelText('Chọn Bảng giá.xlsx'));
    await user.click(screen.getByLabelText('Tải xuống (2)'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'tai-lieu.zip'));
    const call = calls.find((c) => c.url === '/api/partner/media/files/download');
    expect(call?.init.method).toBe('POST');
    expect(JSON.parse(String(call?.init.body))).toEqual({ ids: ['a1', 'a2'] });
  });

  it('opens a folder with its breadcrumb and downloads it as a ZIP named after it', async () => {
    setSession({ token: 'tok', type: 'collaborator', isSubUser: false });
    const { calls } = stubMedia();
    const { router } = renderApp('/thong-tin-chung?tab=tai-nguyen');
    const user = userEvent.setup();
    // Label queries: role queries over the whole page compute every button's name and are slow in jsdom.
    await user.click(await screen.findByLabelText('Mở thư mục Cộng tác viên'));
    expect(await screen.findByText('Quy trình.pdf')).toBeInTheDocument();
    const crumb = await screen.findByText('Tài liệu hướng dẫn', { selector: '.media-crumb span' });
    expect(crumb).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/api/partner/media/tree') && c.url.includes(`ParentId=${FOLDER_ID}`))).toBe(true);
    // The open folder is in the address beside the tab: a link opens it.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ tab: 'tai-nguyen', 'thu-muc': FOLDER_ID });
    // Back to the top through the breadcrumb, then the folder's own download button.
    await user.click(screen.getByText('Tài nguyên', { selector: '.media-crumb span' }));
    await user.click(await screen.findByLabelText('Tải xuống Cộng tác viên'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'Cộng tác viên.zip'));
    expect(calls.find((c) => c.url === `/api/partner/media/folder/download?id=${FOLDER_ID}`)?.init.method).toBe('POST');
  });
});
