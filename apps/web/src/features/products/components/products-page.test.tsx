import { PRODUCT_MSG, type Product } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
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
