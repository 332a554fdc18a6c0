import { MSG } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession, setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

describe('change-password dialog', () => {
  it('from the user menu: success logs out and opens the login page of the type', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    const { calls } = stubApi((url) =>
      url === '/api/partner/v1/provider/profile/change-password'
        ? jsonResponse({ data: null, message: MSG.changePasswordSuccess })
        : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/tai-khoan');
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Đổi mật khẩu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    await user.type(within(dialog).getByLabelText('Mật khẩu hiện tại'), 'Demo@123');
    await user.type(within(dialog).getByLabelText('Mật khẩu mới'), 'Moi@12345');
    await user.type(within(dialog).getByLabelText('Nhập lại mật khẩu mới'), 'Moi@12345');
    await user.click(within(dialog).getByRole('button', { name: 'Đổi mật khẩu' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dang-nhap/nha-cung-cap'));
    expect(getSession()).toBeNull();
    const call = calls.find((c) => c.url.endsWith('/change-password'));
    expect(JSON.parse(String(call?.init.body))).toEqual({
      currentPassword: 'Demo@123',
      newPassword: 'Moi@12345',
      confirmPassword: 'Moi@12345',
    });
    await waitFor(() => expect(screen.getByText(MSG.changePasswordSuccess)).toBeInTheDocument());
    expect(screen.getByText('Thành công')).toBeInTheDocument();
  });

  it('a refused change keeps the dialog open with what was typed', async () => {
    setSession({ token: 'tok', type: 'company', isSubUser: false });
    stubApi((url) =>
      url.endsWith('/change-password')
        ? jsonResponse({ message: MSG.currentPasswordWrong, errors: { currentPassword: [MSG.currentPasswordWrong] } }, 400)
        : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Đổi mật khẩu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    await user.type(within(dialog).getByLabelText('Mật khẩu hiện tại'), 'Sai@12345');
    await user.type(within(dialog).getByLabelText('Mật khẩu mới'), 'Moi@12345');
    await user.type(within(dialog).getByLabelText('Nhập lại mật khẩu mới'), 'Moi@12345');
    await user.click(within(dialog).getByRole('button', { name: 'Đổi mật khẩu' }));

    await waitFor(() => expect(screen.getAllByText(MSG.currentPasswordWrong)).toHaveLength(2));
    expect(within(dialog).getByLabelText('Mật khẩu mới')).toHaveValue('Moi@12345');
    expect(getSession()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
