import { operatorSelfEndpoints, PERSONNEL_MSG } from '@portal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { WithoutMotion } from '@/testing/without-motion';
import { ConsoleProvider, createConsoleQueryClient } from '../../../app/provider';
import { consoleRoutes } from '../../../app/routes';
import { consolePaths } from '../../../config/paths';

const URL = operatorSelfEndpoints.setPassword.path;

/** The console's own route table, signed out, on `url`. */
function renderConsoleAt(url: string) {
  const client = createConsoleQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [url] });
  render(
    <WithoutMotion>
      <ConsoleProvider client={client}>
        <RouterProvider router={router} />
      </ConsoleProvider>
    </WithoutMotion>,
  );
  return { router };
}

afterEach(() => vi.unstubAllGlobals());

describe('an operator sets its first password (/quan-tri/dat-mat-khau?token=…)', () => {
  it('opens signed out, checks the password rules, sets it, then the login page confirms it', async () => {
    const { calls } = mockFetch((url) =>
      url === URL ? jsonResponse({ data: null, message: PERSONNEL_MSG.setPasswordSuccess }) : jsonResponse({ data: null }),
    );
    const user = userEvent.setup();
    const { router } = renderConsoleAt(`${consolePaths.setPassword.getHref()}?token=abc_DEF-123`);
    expect(await screen.findByRole('heading', { name: 'Đặt mật khẩu quản trị' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mật khẩu mới'), 'abcdefgh');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu' }));
    expect(await screen.findByText(/^Mật khẩu yếu, vui lòng cập nhật lại\. Cần một chữ in hoa/)).toBeInTheDocument();
    expect(calls.some((c) => c.url === URL)).toBe(false);

    await user.clear(screen.getByLabelText('Mật khẩu mới'));
    await user.type(screen.getByLabelText('Mật khẩu mới'), 'Quantri@2026');
    await user.clear(screen.getByLabelText('Nhập lại mật khẩu mới'));
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Quantri@2026');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(consolePaths.login.path));
    expect(JSON.parse(String(calls.find((c) => c.url === URL)?.init.body))).toEqual({
      token: 'abc_DEF-123',
      newPassword: 'Quantri@2026',
      confirmPassword: 'Quantri@2026',
    });
    expect(await screen.findByText(PERSONNEL_MSG.setPasswordSuccess)).toBeInTheDocument();
    expect(screen.getByLabelText('Tên đăng nhập')).toBeInTheDocument();
  });

  it('a used or expired link says so above the form and keeps what was typed', async () => {
    mockFetch(() =>
      jsonResponse({ message: PERSONNEL_MSG.setPasswordInvalid, errors: { token: [PERSONNEL_MSG.setPasswordInvalid] } }, 422),
    );
    const user = userEvent.setup();
    const { router } = renderConsoleAt(`${consolePaths.setPassword.getHref()}?token=used-token`);
    await user.type(await screen.findByLabelText('Mật khẩu mới'), 'Quantri@2026');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Quantri@2026');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu' }));
    await waitFor(() => expect(screen.getByText(PERSONNEL_MSG.setPasswordInvalid, { selector: '.ant-alert *' })).toBeInTheDocument());
    expect(screen.getByLabelText('Mật khẩu mới')).toHaveValue('Quantri@2026');
    expect(router.state.location.pathname).toBe(consolePaths.setPassword.path);
  });

  it('without a token there is no form, only what to do and the way to the login page', async () => {
    mockFetch(() => jsonResponse({ data: null }));
    renderConsoleAt(consolePaths.setPassword.getHref());
    expect(await screen.findByText(PERSONNEL_MSG.setPasswordInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('Mật khẩu mới')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tới trang đăng nhập' })).toHaveAttribute('href', consolePaths.login.path);
  });
});
