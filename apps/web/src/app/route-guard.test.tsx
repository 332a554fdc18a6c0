import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession, setSession } from '@/lib/session';
import { demoProfile, stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const provider = { token: 'tok-p', type: 'provider', isSubUser: false } as const;
const company = { token: 'tok-c', type: 'company', isSubUser: false } as const;

describe('guards in the running app', () => {
  it('sends an anonymous visitor of a provider page to the provider login with returnUrl', async () => {
    stubApi();
    const { router } = renderApp('/san-pham');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dang-nhap/nha-cung-cap'));
    expect(router.state.location.search).toBe('?returnUrl=%2Fsan-pham');
  });

  it.each([
    ['/don-vi', '/dang-nhap/doanh-nghiep'],
    ['/bo-hop-dong', '/dang-nhap/doanh-nghiep'],
    ['/chi-dinh/abc', '/dang-nhap/cong-tac-vien'],
    ['/benh-nhan', '/dang-nhap/cong-tac-vien'],
  ])('sends an anonymous visitor of %s to the login of the type the page belongs to', async (page, loginPage) => {
    stubApi();
    const { router } = renderApp(page);
    await waitFor(() => expect(router.state.location.pathname).toBe(loginPage));
  });

  it('sends a logged-in partner from a login page to the home page', async () => {
    setSession(company);
    stubApi();
    const { router } = renderApp('/dang-nhap/doanh-nghiep');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows another type's page as not found", async () => {
    setSession(company);
    stubApi();
    renderApp('/san-pham');
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('shows unknown paths as not found', async () => {
    stubApi();
    renderApp('/khong-co-trang-nay');
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
  });

  it('opens public pages to anonymous visitors', async () => {
    stubApi();
    renderApp('/tin-tuc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tin tức' })).toBeInTheDocument();
  });
});

describe('header', () => {
  it('logged out: login menu with the three types and a register link to the home login section', async () => {
    stubApi();
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng nhập' }));
    const header = document.querySelector('header') as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Cộng tác viên' })).toHaveAttribute('href', '/dang-nhap/cong-tac-vien');
    expect(within(header).getByRole('link', { name: 'Doanh nghiệp' })).toHaveAttribute('href', '/dang-nhap/doanh-nghiep');
    expect(within(header).getByRole('link', { name: 'Nhà cung cấp' })).toHaveAttribute('href', '/dang-nhap/nha-cung-cap');
    expect(within(header).getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/#homeLogin');
    expect(await within(header).findByText(/1900 1234/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu đối tác' })).toBeNull();
  });

  it('the menu button (the phone header) opens a drawer with the partner menu and quick links; a link goes there and closes it', async () => {
    setSession(provider);
    stubApi();
    const { router } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Mở menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = within(drawer).getByRole('navigation', { name: 'Menu đối tác' });
    expect(within(nav).getByRole('link', { name: 'Thầu của tôi' })).toHaveAttribute('href', '/thau-cua-toi');
    expect(within(drawer).getByRole('link', { name: 'Tin tức' })).toHaveAttribute('href', '/tin-tuc');
    await userEvent.click(within(nav).getByRole('link', { name: 'Hồ sơ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ho-so'));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('logged in: the partner menu of the type and the user menu lines', async () => {
    setSession(provider);
    stubApi();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Menu đối tác' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Hợp đồng', '/hop-dong'],
      ['Sản phẩm', '/san-pham'],
      ['Thầu', '/#bid-project'],
      ['Thầu của tôi', '/thau-cua-toi'],
      ['Hồ sơ', '/ho-so'],
      ['Nhân sự', '/nhan-su'],
      ['Tài khoản', '/tai-khoan'],
    ]);
    const menu = await screen.findByTestId('user-menu');
    await waitFor(() => expect(menu).toHaveTextContent('ncc_demo'));
    expect(menu).toHaveTextContent('Trần Thị B');
  });

  it("a sub-user's menu leaves out personnel and what its role does not hold; /nhan-su refuses it", async () => {
    setSession({ ...provider, isSubUser: true });
    const staffProfile = {
      ...demoProfile,
      username: 'ncc_theo_doi',
      isSubUser: true,
      personnelRole: { id: 'r1', name: 'Theo dõi', active: true },
      permissions: ['account.self', 'bid.view', 'product.view'],
    };
    stubApi((url) => (/\/profile$/.test(url) ? jsonResponse({ data: staffProfile }) : undefined));
    renderApp('/nhan-su');
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Menu đối tác' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Sản phẩm', 'Thầu', 'Thầu của tôi', 'Tài khoản']),
    );
    await userEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getByRole('button', { name: 'Đổi mật khẩu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hồ sơ' })).toBeNull();
  });

  it('logout: goes home, ends the session here and tells the server', async () => {
    setSession(provider);
    const { calls } = stubApi((url) => (url.endsWith('/profile/logout') ? jsonResponse({ message: 'Lỗi máy chủ' }, 500) : undefined));
    const { router } = renderApp('/san-pham');
    await userEvent.click(await screen.findByTestId('user-menu'));
    await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/partner/v1/provider/profile/logout')).toBe(true));
    const logoutCall = calls.find((call) => call.url.endsWith('/profile/logout'));
    expect(new Headers(logoutCall?.init.headers).get('Authorization')).toBe('Bearer tok-p');
    expect(screen.queryByText('Lỗi máy chủ')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
  });

  it('a 401 while on a private page logs out and leads to the login page', async () => {
    setSession(provider);
    stubApi((url) => (url.endsWith('/provider/profile') ? jsonResponse({ message: 'Phiên đăng nhập đã hết hạn.' }, 401) : undefined));
    const { router } = renderApp('/san-pham');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dang-nhap/nha-cung-cap'));
    expect(getSession()).toBeNull();
    expect(await screen.findByText('Phiên đăng nhập đã hết hạn.')).toBeInTheDocument();
  });
});
