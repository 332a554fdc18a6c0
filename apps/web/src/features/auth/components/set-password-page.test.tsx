import { PERSONNEL_MSG } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const URL = '/api/partner/provider/auth/set-password';

describe('set password (/dat-mat-khau/{type}?token=…)', () => {
  it("checks the spec's password rules, sets it, then opens the owner's login page with the notice", async () => {
    const { calls } = stubApi((url) => (url === URL ? jsonResponse({ data: null, message: PERSONNEL_MSG.setPasswordSuccess }) : undefined));
    const user = userEvent.setup();
    const { router } = renderApp('/dat-mat-khau/nha-cung-cap?token=abc_DEF-123');
    expect(await screen.findByRole('heading', { name: 'Đặt mật khẩu — Nhà cung cấp' })).toBeInTheDocument();
    // Like the login pages: no site header.
    expect(document.querySelector('header.site-header')).toBeNull();
    await user.type(screen.getByLabelText('Mật khẩu mới'), 'abcdefgh');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu' }));
    expect(await screen.findByText(/^Mật khẩu yếu, vui lòng cập nhật lại\. Cần một chữ in hoa/)).toBeInTheDocument();
    expect(calls.some((c) => c.url === URL)).toBe(false);

    await user.clear(screen.getByLabelText('Mật khẩu mới'));
    await user.type(screen.getByLabelText('Mật khẩu mới'), 'Nhanvien@2026');
    await user.clear(screen.getByLabelText('Nhập lại mật khẩu mới'));
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Nhanvien@2026');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dang-nhap/nha-cung-cap'));
    expect(JSON.parse(String(calls.find((c) => c.url === URL)?.init.body))).toEqual({
      token: 'abc_DEF-123',
      newPassword: 'Nhanvien@2026',
      confirmPassword: 'Nhanvien@2026',
    });
    expect((await screen.findAllByText(PERSONNEL_MSG.setPasswordSuccess)).length).toBeGreaterThan(0);
  });

  it('a used or expired link says so above the form and keeps what was typed', async () => {
    stubApi((url) =>
      url === URL
        ? jsonResponse({ message: PERSONNEL_MSG.setPasswordInvalid, errors: { token: [PERSONNEL_MSG.setPasswordInvalid] } }, 422)
        : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/dat-mat-khau/nha-cung-cap?token=used-token');
    await user.type(await screen.findByLabelText('Mật khẩu mới'), 'Nhanvien@2026');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Nhanvien@2026');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu' }));
    await waitFor(() => expect(screen.getByText(PERSONNEL_MSG.setPasswordInvalid, { selector: '.ant-alert *' })).toBeInTheDocument());
    expect(screen.getByLabelText('Mật khẩu mới')).toHaveValue('Nhanvien@2026');
    expect(router.state.location.pathname).toBe('/dat-mat-khau/nha-cung-cap');
  });

  it('without a token there is no form, only what to do and the way to the login page', async () => {
    stubApi();
    renderApp('/dat-mat-khau/doanh-nghiep');
    await waitFor(() => expect(screen.getByText(PERSONNEL_MSG.setPasswordInvalid)).toBeInTheDocument());
    expect(screen.queryByLabelText('Mật khẩu mới')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tới trang đăng nhập' })).toHaveAttribute('href', '/dang-nhap/doanh-nghiep');
  });
});
