import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { findDialog } from '@/testing/antd-helpers';
import { stubApi } from '@/testing/api-stub';
import { pageOf, subUnit, UNIT_ID } from '@/testing/companies-fixtures';
import { jsonResponse } from '@/testing/fetch-mock';
import { spyNotifier } from '@/testing/notifier-spy';
import { renderApp } from '@/testing/render-app';

const REFUSED = 'Không thể xóa đơn vị đang có 2 hợp đồng. Vui lòng liên hệ quản trị viên để chuyển hoặc kết thúc hợp đồng trước.';

beforeEach(() => {
  setSession({ token: 'tok', type: 'company', isSubUser: false });
});

describe('sub-units (/don-vi)', () => {
  it('searches from page 1, confirms a delete and keeps the dialog on the server`s refusal', async () => {
    const { calls } = stubApi((url, init) => {
      if (url.includes('/sub-units/list')) return jsonResponse(pageOf([subUnit()], 1, 10, 15));
      if (url.endsWith(`/sub-units/detail/${UNIT_ID}`) && init.method === 'DELETE') return jsonResponse({ message: REFUSED }, 422);
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/don-vi');
    expect(await screen.findByRole('heading', { name: 'Đơn vị' })).toBeInTheDocument();
    expect(await screen.findByText('Chi nhánh Hà Nội')).toBeInTheDocument();
    const notifier = spyNotifier();
    const lastList = () => new URL(calls.filter((c) => c.url.includes('/sub-units/list')).at(-1)?.url ?? '/', 'http://x').searchParams;

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList().get('page')).toBe('2'));
    await user.type(screen.getByLabelText('Tìm theo tên, mã hoặc mã số thuế'), 'Hà Nội');
    await waitFor(() => expect(lastList().get('search')).toBe('Hà Nội'));
    expect(lastList().get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Xóa Chi nhánh Hà Nội' }));
    const dialog = await findDialog('Xóa đơn vị');
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith(expect.objectContaining({ description: REFUSED })));
    expect(dialog).toBeVisible();
  });

  it('a row opens the profile; "Chỉnh sửa" opens it in edit mode', async () => {
    stubApi((url) => {
      if (url.includes('/sub-units/list')) return jsonResponse(pageOf([subUnit()]));
      if (url.endsWith(`/sub-units/detail/${UNIT_ID}`)) return jsonResponse({ data: subUnit() });
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/don-vi');
    await user.click(await screen.findByRole('button', { name: 'Chỉnh sửa Chi nhánh Hà Nội' }));
    expect(await screen.findByRole('button', { name: 'Lưu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/don-vi/${UNIT_ID}`);
  });
});
