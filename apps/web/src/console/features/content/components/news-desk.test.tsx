import { CONTENT_MSG, type DeskBlogCategory, type DeskBlogPostList } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseOption, fieldOf, findDialog, loadAntdTexts } from '@/testing/antd-helpers';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { NewsEditor } from './news-editor-page';
import { slugForTitle, toFormData, toFormValues } from './news-form';
import { NewsCategoriesPage } from './news-categories-page';
import { NewsListPage } from './news-list-page';

const categories: DeskBlogCategory[] = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Khám sức khỏe', slug: 'kham-suc-khoe', sort: 1, postCount: 2 },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Xét nghiệm', slug: 'xet-nghiem', sort: 2, postCount: 0 },
];
const now = new Date().toISOString();
const list: DeskBlogPostList = {
  items: [
    {
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      title: 'Khám sức khỏe định kỳ',
      slug: 'kham-suc-khoe-dinh-ky',
      description: '',
      category: { id: categories[0]!.id, name: 'Khám sức khỏe', slug: 'kham-suc-khoe' },
      coverImage: null,
      isHome: true,
      publishedAt: null,
      status: 'scheduled',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
      updatedAt: now,
    },
  ],
  pagination: { page: 1, limit: 20, count: 1, totalCount: 1 },
};

const api = () =>
  mockFetch((url) => (url.startsWith('/api/admin/content/categories') ? jsonResponse({ data: categories }) : jsonResponse({ data: list })));

beforeAll(async () => {
  // The editor is a lazy chunk; loaded once here, not inside a test's time.
  await Promise.all([loadAntdTexts(), import('../../../components/rich-text-editor/rich-text-editor-impl')]);
});
afterEach(() => vi.unstubAllGlobals());

describe('NewsListPage', () => {
  it('asks the server with the filters of the URL and shows the status in words', async () => {
    const { calls } = api();
    renderConsole(<NewsListPage />, `/quan-tri/noi-dung/tin-tuc?status=scheduled&categoryId=${categories[0]!.id}&search=kham`);
    const row = (await screen.findByText('Khám sức khỏe định kỳ')).closest('tr')!;
    expect(within(row).getByText('Đã lên lịch')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Xóa Khám sức khỏe định kỳ' })).toBeInTheDocument();
    const call = calls.find((c) => c.url.startsWith('/api/admin/content/posts?'));
    expect(call?.url).toContain('status=scheduled');
    expect(call?.url).toContain(`categoryId=${categories[0]!.id}`);
    expect(call?.url).toContain('search=kham');
  });

  it('a status chosen in the filter goes to the server, back on page 1', async () => {
    const { calls } = api();
    const { router } = renderConsole(<NewsListPage />, '/quan-tri/noi-dung/tin-tuc?page=3');
    await screen.findByText('Khám sức khỏe định kỳ');
    const user = userEvent.setup();
    await chooseOption(user, 'Trạng thái', 'Nháp');
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft'));
    await waitFor(() => expect(calls.some((c) => /\/posts\?page=1&limit=20&status=draft$/.test(c.url))).toBe(true));
  });

  it('deletes only after the confirmation', async () => {
    const { calls } = mockFetch((url, init) =>
      init.method === 'DELETE'
        ? jsonResponse({ data: null, message: CONTENT_MSG.postDeleted })
        : url.startsWith('/api/admin/content/categories')
          ? jsonResponse({ data: categories })
          : jsonResponse({ data: list }),
    );
    renderConsole(<NewsListPage />, '/quan-tri/noi-dung/tin-tuc');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xóa Khám sức khỏe định kỳ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/sẽ không được đăng theo lịch/)).toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url)).toEqual([`/api/admin/content/posts/${list.items[0]!.id}`]),
    );
  });
});

describe('NewsEditor', () => {
  it('refuses an empty post with the Vietnamese messages and sends nothing', async () => {
    const { calls } = api();
    renderConsole(<NewsEditor />, '/quan-tri/noi-dung/tin-tuc/tao-moi');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tạo bài viết' }));
    await waitFor(() => expect(screen.getByText(CONTENT_MSG.titleRequired)).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText(CONTENT_MSG.categoryRequired)).toBeInTheDocument());
    expect(calls.filter((c) => c.init.method === 'POST')).toEqual([]);
  });

  it('makes the slug from the title until the author writes one; a bad slug is refused', async () => {
    api();
    renderConsole(<NewsEditor />, '/quan-tri/noi-dung/tin-tuc/tao-moi');
    const user = userEvent.setup();
    const slug = screen.getByLabelText('Đường dẫn');
    await user.type(screen.getByLabelText('Tiêu đề'), 'Khám sức khỏe định kỳ 2026');
    expect(slug).toHaveValue('kham-suc-khoe-dinh-ky-2026');
    await user.clear(slug);
    await user.type(slug, 'Có Dấu!');
    await user.type(screen.getByLabelText('Tiêu đề'), ' mới');
    expect(slug).toHaveValue('Có Dấu!');
    await user.click(screen.getByRole('button', { name: 'Tạo bài viết' }));
    await waitFor(() => expect(within(fieldOf('Đường dẫn')).getByText(CONTENT_MSG.slug)).toBeInTheDocument());
    // Emptied, it follows the title again.
    await user.clear(slug);
    await user.type(screen.getByLabelText('Tiêu đề'), '!');
    expect(slug).toHaveValue('kham-suc-khoe-dinh-ky-2026-moi');
  });

  it('a scheduled post needs a time; the editor has its labelled toolbar', async () => {
    api();
    renderConsole(<NewsEditor />, '/quan-tri/noi-dung/tin-tuc/tao-moi');
    const user = userEvent.setup();
    await user.click(screen.getByText('Đã lên lịch'));
    await user.click(screen.getByRole('button', { name: 'Tạo bài viết' }));
    await waitFor(() => expect(screen.getByText(CONTENT_MSG.publishAtRequired)).toBeInTheDocument());
    const toolbar = await screen.findByRole('toolbar', { name: 'Định dạng: Nội dung bài viết' });
    for (const name of ['In đậm', 'In nghiêng', 'Đề mục lớn (H2)', 'Danh sách dấu chấm', 'Trích dẫn', 'Chèn liên kết', 'Chèn ảnh'])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nội dung bài viết' })).toBeInTheDocument();
  });

  it('puts a taken slug (409) on the slug field', async () => {
    mockFetch((url, init) => {
      if (init.method === 'POST') return jsonResponse({ message: CONTENT_MSG.slugTaken, errors: { slug: [CONTENT_MSG.slugTaken] } }, 409);
      return url.startsWith('/api/admin/content/categories') ? jsonResponse({ data: categories }) : jsonResponse({ data: list });
    });
    renderConsole(<NewsEditor />, '/quan-tri/noi-dung/tin-tuc/tao-moi');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tiêu đề'), 'Tin trùng');
    await chooseOption(user, 'Danh mục', 'Xét nghiệm');
    await user.click(screen.getByRole('button', { name: 'Tạo bài viết' }));
    await waitFor(() => expect(within(fieldOf('Đường dẫn')).getByText(CONTENT_MSG.slugTaken)).toBeInTheDocument());
  });
});

describe('NewsCategoriesPage', () => {
  it('a category that holds posts says why it cannot be deleted and sends nothing; an empty one is deleted after the confirmation', async () => {
    const { calls } = mockFetch((_url, init) =>
      init.method === 'DELETE' ? jsonResponse({ data: null, message: CONTENT_MSG.categoryDeleted }) : jsonResponse({ data: categories }),
    );
    renderConsole(<NewsCategoriesPage />, '/quan-tri/noi-dung/danh-muc-tin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Xóa Khám sức khỏe' }));
    expect(await screen.findByText(new RegExp(CONTENT_MSG.categoryInUse.replace(/[!()]/g, '.')))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Đã hiểu' }));
    expect(calls.filter((c) => c.init.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Xóa Xét nghiệm' }));
    const dialog = await findDialog('Xóa danh mục Xét nghiệm');
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url)).toEqual([
        `/api/admin/content/categories/${categories[1]!.id}`,
      ]),
    );
  });
});

describe('the post form data', () => {
  it('sends the fields, the time only when scheduled, and removeCover when the stored cover goes', () => {
    const values = { ...toFormValues(), title: ' Bài ', slug: 'bai', categoryId: categories[1]!.id, status: 'published' as const };
    const form = toFormData(values);
    expect(Object.fromEntries(form.entries())).toMatchObject({ title: 'Bài', slug: 'bai', status: 'published', isHome: 'false' });
    expect(form.has('publishAt')).toBe(false);
    expect(form.has('removeCover')).toBe(false);
    const withCover = { ...list.items[0]!, content: '<p>x</p>', createdAt: now, coverImage: { id: 'f', fullPath: '/x' } };
    expect(toFormData({ ...toFormValues(withCover), cover: { kind: 'none' } }, withCover).get('removeCover')).toBe('true');
    expect(toFormData(toFormValues(withCover), withCover).get('publishAt')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(slugForTitle('Tin hoạt động', 'x', false)).toBe('x');
    expect(slugForTitle('Tin hoạt động', 'x', true)).toBe('tin-hoat-dong');
  });
});
