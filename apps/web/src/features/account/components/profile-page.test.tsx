import { MSG, type ProfileOptions } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { demoProfile, stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const options = { data: { provinces: [{ key: 'Hà Nội', name: 'Hà Nội' }], partnerTypes: [] } satisfies ProfileOptions };

describe('profile page (/ho-so)', () => {
  // A company's /ho-so (collaborators and providers have the supplier profile: supplier-profile-page.test.tsx).
  it('shows the profile and saves the contact details with PUT', async () => {
    setSession({ token: 'tok', type: 'company', isSubUser: false });
    const { calls } = stubApi((url, init) => {
      if (url.endsWith('/profile/option-fields')) return jsonResponse(options);
      if (url.endsWith('/provider/profile') && init.method === 'PUT')
        return jsonResponse({ data: demoProfile, message: MSG.profileUpdated });
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/ho-so');
    expect((await screen.findAllByText('NCC-0001'))[0]).toBeInTheDocument();
    const phone = await screen.findByLabelText('Số điện thoại');
    expect(phone).toHaveValue('0912345678');
    await user.clear(phone);
    await user.type(phone, '0987654321');
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(screen.getByText(MSG.profileUpdated)).toBeInTheDocument());
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toEqual({
      email: 'ncc@example.vn',
      phone: '0987654321',
      representative: 'Trần Thị B',
    });
  });

  it('a failed load shows the inline error with a retry, not an empty page', async () => {
    setSession({ token: 'tok', type: 'company', isSubUser: false });
    let failing = true;
    stubApi((url) => {
      if (url.endsWith('/company/profile') && failing) return jsonResponse({ message: 'Lỗi máy chủ. Vui lòng thử lại sau.' }, 500);
      if (url.includes('/company/account/sessions'))
        return jsonResponse({ data: { items: [], pagination: { page: 1, limit: 10, count: 0, totalCount: 0 } } });
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/tai-khoan');
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(screen.getByText('Đăng nhập gần nhất')).toBeInTheDocument());
  });
});
