import { MSG } from '@portal/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const loginAnswer = (type: string) => ({
  data: {
    token: 'token-123',
    type,
    isSubUser: false,
    expiresAt: '2030-01-01T00:00:00.000Z',
    user: { id: 'u1', username: 'ncc_demo' },
  },
  message: MSG.loginSuccess,
});

describe('login page', () => {
  it('shows the type in the title, hides header and footer', async () => {
    stubApi();
    renderApp('/dang-nhap/nha-cung-cap');
    expect(await screen.findByRole('heading', { name: 'Đăng nhập — Nhà cung cấp' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tên đăng nhập')).toBeInTheDocument();
    expect(screen.getByLabelText('Mật khẩu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute('href', '/quen-mat-khau/nha-cung-cap');
    expect(screen.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/dang-ky/nha-cung-cap');
    expect(document.querySelector('header.site-header')).toBeNull();
    expect(document.querySelector('footer.site-footer')).toBeNull();
  });

  it('asks for both fields', async () => {
    const { calls } = stubApi();
    renderApp('/dang-nhap/cong-tac-vien');
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(screen.getAllByText(MSG.required)).toHaveLength(2));
    expect(calls.some((call) => call.url.includes('/auth/login'))).toBe(false);
  });

  it('logs a provider in and follows a same-site returnUrl', async () => {
    const { calls } = stubApi((url) => (url === '/api/partner/provider/auth/login' ? jsonResponse(loginAnswer('provider')) : undefined));
    const { router } = renderApp('/dang-nhap/nha-cung-cap?returnUrl=%2Fsan-pham');
    await userEvent.type(await screen.findByLabelText('Tên đăng nhập'), ' ncc_demo ');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'Demo@123');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/san-pham'));
    const login = calls.find((call) => call.url === '/api/partner/provider/auth/login');
    expect(login?.init.method).toBe('POST');
    expect(JSON.parse(String(login?.init.body))).toEqual({ username: 'ncc_demo', password: 'Demo@123' });
    expect(getSession()).toEqual({ token: 'token-123', type: 'provider', isSubUser: false });
    expect(await screen.findByRole('heading', { name: 'Sản phẩm' })).toBeInTheDocument();
    expect(await screen.findByTestId('user-menu')).toHaveTextContent('ncc_demo');
  });

  it('ignores a returnUrl that leaves the site', async () => {
    stubApi((url) => (url.endsWith('/auth/login') ? jsonResponse(loginAnswer('provider')) : undefined));
    const { router } = renderApp('/dang-nhap/nha-cung-cap?returnUrl=%2F%2Fevil.example');
    await userEvent.type(await screen.findByLabelText('Tên đăng nhập'), 'ncc_demo');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'Demo@123');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a wrong password: the server text in a "Thất bại" notice, still logged out', async () => {
    stubApi((url) => (url.endsWith('/auth/login') ? jsonResponse({ message: MSG.loginFailed }, 401) : undefined));
    const { router } = renderApp('/dang-nhap/doanh-nghiep');
    await userEvent.type(await screen.findByLabelText('Tên đăng nhập'), 'dn_demo');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'sai-mat-khau');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(screen.getByText(MSG.loginFailed)).toBeInTheDocument());
    expect(screen.getByText('Thất bại')).toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/dang-nhap/doanh-nghiep');
  });

  it('an unknown type is not found', async () => {
    stubApi();
    renderApp('/dang-nhap/khach');
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
  });

  it('shows the notice a navigation brought, not again when the page is loaded anew with the same history entry', async () => {
    stubApi();
    const reloaded = renderApp({ pathname: '/dang-nhap/nha-cung-cap', state: { notice: 'Đặt mật khẩu thành công' } });
    expect(await screen.findByRole('heading', { name: /Đăng nhập/ })).toBeInTheDocument();
    expect(screen.queryByText('Đặt mật khẩu thành công')).toBeNull();
    await act(() => reloaded.router.navigate('/dang-nhap/cong-tac-vien', { state: { notice: 'Đăng ký thành công' } }));
    expect(await screen.findByText('Đăng ký thành công')).toBeInTheDocument();
  });
});
