import { MSG } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

describe('forgot password (3 steps)', () => {
  it('request by phone → OTP → new password → login page', async () => {
    const { calls } = stubApi((url) => {
      if (url === '/api/partner/collaborator/auth/forgot-password') {
        return jsonResponse({
          data: { userId: 'challenge-1', method: 'phone', expiresAt: '2030-01-01T00:00:00Z' },
          message: MSG.otpSent,
        });
      }
      if (url === '/api/partner/collaborator/auth/verify-password-otp') {
        return jsonResponse({ data: { token: 'reset-1' }, message: MSG.otpVerified });
      }
      if (url === '/api/partner/collaborator/auth/reset-password') {
        return jsonResponse({ data: null, message: MSG.resetSuccess });
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/quen-mat-khau/cong-tac-vien');

    expect(await screen.findByRole('heading', { name: 'Quên mật khẩu — Cộng tác viên' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Qua số điện thoại' }));
    await user.type(await screen.findByLabelText('Số điện thoại'), '0912345678');
    await user.type(screen.getByLabelText('Tên đăng nhập'), 'ctv_demo');
    await user.click(screen.getByRole('button', { name: 'Gửi mã OTP' }));

    await user.type(await screen.findByLabelText('Mã OTP'), '123456');
    expect(screen.getByText(MSG.otpSent)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));

    await user.type(await screen.findByLabelText('Mật khẩu mới'), 'Moi@12345');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Moi@12345');
    await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dang-nhap/cong-tac-vien'));
    const bodies = calls.filter((c) => c.init.method === 'POST').map((c) => [c.url, JSON.parse(String(c.init.body))]);
    expect(bodies).toEqual([
      ['/api/partner/collaborator/auth/forgot-password', { method: 'phone', phoneNumber: '0912345678', code: 'ctv_demo' }],
      ['/api/partner/collaborator/auth/verify-password-otp', { userId: 'challenge-1', otp: '123456' }],
      ['/api/partner/collaborator/auth/reset-password', { token: 'reset-1', newPassword: 'Moi@12345', confirmPassword: 'Moi@12345' }],
    ]);
    expect((await screen.findAllByText(MSG.resetSuccess)).length).toBeGreaterThan(0);
  });

  it('a reset link from an operator opens the last step with its token', async () => {
    const { calls } = stubApi((url) =>
      url === '/api/partner/provider/auth/reset-password' ? jsonResponse({ data: null, message: MSG.resetSuccess }) : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/quen-mat-khau/nha-cung-cap?token=lien-ket-1');
    await user.type(await screen.findByLabelText('Mật khẩu mới'), 'Moi@12345');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Moi@12345');
    await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dang-nhap/nha-cung-cap'));
    const sent = calls.find((c) => c.url === '/api/partner/provider/auth/reset-password');
    expect(JSON.parse(String(sent?.init.body))).toMatchObject({ token: 'lien-ket-1', newPassword: 'Moi@12345' });
  });

  it('a wrong OTP keeps step 2 with the server message', async () => {
    stubApi((url) => {
      if (url.endsWith('/auth/forgot-password')) {
        return jsonResponse({ data: { userId: 'c', method: 'email', expiresAt: '2030-01-01T00:00:00Z' } });
      }
      if (url.endsWith('/auth/verify-password-otp')) {
        return jsonResponse({ message: MSG.otpInvalid, errors: { otp: [MSG.otpInvalid] } }, 400);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/quen-mat-khau/nha-cung-cap');
    expect(await screen.findByRole('radio', { name: 'Qua email' })).toBeChecked();
    await user.type(screen.getByLabelText('Email'), 'ncc@example.vn');
    await user.click(screen.getByRole('button', { name: 'Gửi mã OTP' }));
    await user.type(await screen.findByLabelText('Mã OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(screen.getAllByText(MSG.otpInvalid)).toHaveLength(2));
    expect(screen.getByLabelText('Mã OTP')).toHaveValue('000000');
  });
});
