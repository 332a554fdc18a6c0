import { PRODUCT_MSG, type Product } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { chooseOption, chosenIn } from '@/testing/antd-helpers';
import { stubApi } from '@/testing/api-stub';
import { type FetchCall, jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const product = (over: Partial<Product> = {}): Product => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ống nghiệm EDTA 2 ml',
  code: 'ONG-EDTA-2ML',
  unit: 'Hộp',
  category: 'Vật tư lấy mẫu',
  description: '',
  price: 1_250_000,
  status: 'selling',
  images: [],
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
  ...over,
});

beforeEach(() => {
  setSession({ token: 'tok', type: 'provider', isSubUser: false });
});

describe('provider products (/san-pham)', () => {
  it('lists products with dot-grouped prices and status tags', async () => {
    stubApi((url) => {
      if (url.includes('/provider/product/list'))
        return jsonResponse({
          data: {
            items: [
              product(),
              product({ id: '00000000-0000-4000-8000-000000000002', code: 'X-2', name: 'Hóa chất', status: 'stopped', price: 95000 }),
            ],
            pagination: { page: 1, limit: 10, count: 2, totalCount: 2 },
          },
        });
      return undefined;
    });
    renderApp('/san-pham');
    expect(await screen.findByRole('heading', { name: 'Sản phẩm' })).toBeInTheDocument();
    expect(await screen.findByText('1.250.000 đ')).toBeInTheDocument();
    expect(screen.getByText('95.000 đ')).toBeInTheDocument();
    expect(screen.getByText('Đang bán').closest('.ant-tag')!.className).toMatch(/ant-tag-green/);
    expect(screen.getByText('Ngừng bán')).toBeInTheDocument();
  });

  it('creates a product: the server`s field error shows under the field, then the new product opens', async () => {
    let callsSoFar = 0;
    const { calls } = stubApi((url, init) => {
      if (url.includes('/provider/product/list'))
        return jsonResponse({ data: { items: [], pagination: { page: 1, limit: 10, count: 0, totalCount: 0 } } });
      if (url.endsWith('/provider/product/create') && init.method === 'POST') {
        callsSoFar++;
        if (callsSoFar === 1) return jsonResponse({ message: PRODUCT_MSG.codeTaken, errors: { code: [PRODUCT_MSG.codeTaken] } }, 409);
        return jsonResponse({ data: product({ name: 'Bông gòn' }), message: PRODUCT_MSG.created });
      }
      if (url.includes('/provider/product/detail/')) return jsonResponse({ data: product({ name: 'Bông gòn' }) });
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/san-pham');
    await user.click(await screen.findByRole('button', { name: 'Thêm sản phẩm' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Tên sản phẩm'), 'Bông gòn');
    await user.type(within(dialog).getByLabelText('Mã sản phẩm (SKU)'), 'BONG-1');
    const price = within(dialog).getByLabelText('Giá bán (đ)');
    await user.clear(price);
    await user.type(price, '1250000');
    expect(price).toHaveValue('1.250.000');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm' }));
    await waitFor(() => expect(within(dialog).getByText(PRODUCT_MSG.codeTaken)).toBeInTheDocument());
    const sent = JSON.parse(String(calls.find((c) => c.url.endsWith('/product/create'))?.init.body));
    expect(sent).toMatchObject({ name: 'Bông gòn', code: 'BONG-1', price: 1_250_000, status: 'selling', unit: 'Hộp' });
    await user.click(within(dialog).getByRole('button', { name: 'Thêm' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bông gòn' })).toBeInTheDocument());
  });
});

describe('the list kept in the address (issue 37)', () => {
  const SEARCH = 'Tìm theo tên, mã hoặc nhóm';
  const LINKED = { status: 'stopped', search: 'ống', page: '2' };
  const addressOf = (search: string) => Object.fromEntries(new URLSearchParams(search));
  const listQueries = (calls: FetchCall[]) =>
    calls
      .filter((c) => c.url.includes('/provider/product/list'))
      .map((c) => Object.fromEntries(new URL(c.url, 'http://portal.test').searchParams));

  /** 25 products over 3 pages: each page's one row named after its page. */
  function stubProducts() {
    return stubApi((url) => {
      if (!url.includes('/provider/product/list')) return undefined;
      const page = Number(new URL(url, 'http://portal.test').searchParams.get('page'));
      return jsonResponse({
        data: { items: [product({ code: `TRANG-${page}` })], pagination: { page, limit: 10, count: 25, totalCount: 25 } },
      });
    });
  }

  it('a link with filters asks for that list and shows its filters chosen; a change writes the address; Back shows the list before', async () => {
    const { calls } = stubProducts();
    const user = userEvent.setup();
    const { router } = renderApp(`/san-pham?${new URLSearchParams(LINKED)}`);
    const linked = { page: '2', limit: '10', status: 'stopped', search: 'ống' };
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual(linked));
    // No unfiltered page was asked for first.
    expect(listQueries(calls)).toEqual([linked]);
    expect(screen.getByLabelText(SEARCH)).toHaveValue('ống');
    expect(chosenIn('Trạng thái')).toBe('Ngừng bán');
    expect(await screen.findByText('TRANG-2')).toBeInTheDocument();

    await chooseOption(user, 'Trạng thái', 'Đang bán');
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ ...LINKED, page: undefined, status: 'selling' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ ...linked, page: '1', status: 'selling' }));
    expect(await screen.findByText('TRANG-1')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(chosenIn('Trạng thái')).toBe('Ngừng bán'));
    expect(addressOf(router.state.location.search)).toEqual(LINKED);
    expect(screen.getByLabelText(SEARCH)).toHaveValue('ống');
    expect(await screen.findByText('TRANG-2')).toBeInTheDocument();
  });

  it('typing in the search box writes the address (page 1); the page is a new entry', async () => {
    const { calls } = stubProducts();
    const user = userEvent.setup();
    const { router } = renderApp('/san-pham');
    await screen.findByText('TRANG-1');
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await user.type(screen.getByLabelText(SEARCH), 'EDTA');
    await waitFor(() => expect(router.state.location.search).toBe('?search=EDTA'));
    expect(listQueries(calls).at(-1)).toEqual({ page: '1', limit: '10', search: 'EDTA' });
    // The search replaced the entry: Back goes to the list before page 2.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText(SEARCH)).toHaveValue('');
  });
});
