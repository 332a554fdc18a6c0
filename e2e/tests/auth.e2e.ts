import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { clickForResponse, goto, launchBrowser, newPage } from '../browser.ts';
import { lastMessageText } from '../db.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ACCOUNTS = [
  {
    key: 'cong-tac-vien',
    username: 'ctv_demo',
    menu: ['Chỉ định', 'Công nợ', 'Đơn giá tư vấn', 'Báo cáo', 'Hồ sơ', 'Tài khoản'],
    notMenu: 'Đơn vị',
  },
  { key: 'doanh-nghiep', username: 'dn_demo', menu: ['Đơn vị', 'Hợp đồng', 'Bộ hợp đồng', 'Hồ sơ', 'Tài khoản'], notMenu: 'Chỉ định' },
  { key: 'nha-cung-cap', username: 'ncc_demo', menu: ['Hợp đồng', 'Sản phẩm', 'Thầu', 'Hồ sơ', 'Tài khoản'], notMenu: 'Bộ hợp đồng' },
] as const;

async function logIn(page: Page, key: string, username: string, password = 'Demo@123') {
  await goto(page, `/dang-nhap/${key}`);
  await expectNoSeriousA11yViolations(page, `the login page /dang-nhap/${key}`);
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

const notice = (page: Page) => page.locator('.ant-notification-notice');

describe('sign-in per partner type', () => {
  for (const account of ACCOUNTS) {
    it(`${account.username} logs in and sees the ${account.key} menu`, async () => {
      const page = await newPage(browser);
      await logIn(page, account.key, account.username);
      await page.waitForURL((url) => url.pathname === '/');
      const nav = page.getByRole('navigation', { name: 'Menu đối tác' });
      for (const item of account.menu) await nav.getByText(item, { exact: true }).first().waitFor();
      expect(await nav.getByText(account.notMenu, { exact: true }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, `the home page signed in as ${account.username}`);
      // A logged-in user on a login page is sent home.
      await goto(page, `/dang-nhap/${account.key}`);
      await page.waitForURL((url) => url.pathname === '/');
      await page.context().close();
    });
  }

  it('an anonymous visit to a private route lands on a login page', async () => {
    const page = await newPage(browser);
    await goto(page, '/hop-dong');
    await page.waitForURL((url) => url.pathname.startsWith('/dang-nhap/'));
    expect(await page.getByLabel('Tên đăng nhập').isVisible()).toBe(true);
    await page.context().close();
  });

  it('a wrong password shows the error notice and keeps the user on the login page', async () => {
    const page = await newPage(browser);
    await logIn(page, 'nha-cung-cap', 'ncc_demo', 'Sai@12345');
    await notice(page).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'the login page with its error notice');
    const text = await notice(page).first().textContent();
    expect(text).toContain('Tên đăng nhập hoặc mật khẩu không đúng!');
    expect(new URL(page.url()).pathname).toBe('/dang-nhap/nha-cung-cap');
    await page.context().close();
  });

  it('provider login honours returnUrl', async () => {
    const page = await newPage(browser);
    await goto(page, '/dang-nhap/nha-cung-cap?returnUrl=%2Ftai-khoan');
    await page.getByLabel('Tên đăng nhập').fill('ncc_demo2');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Demo@123');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/tai-khoan');
    await page.locator('.signed-in-devices tbody tr.ant-table-row').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'the account page');
    await page.context().close();
  });
});

describe('signed-in devices', () => {
  it('"log out from all devices" on one browser sends the other to the login page on its next call, and keeps this one', async () => {
    // Two browsers (contexts) signed in to one account, side by side.
    const signedIn = async () => {
      const page = await newPage(browser);
      await logIn(page, 'cong-tac-vien', 'ctv_demo2');
      await page.waitForURL((url) => url.pathname === '/');
      return page;
    };
    const [here, elsewhere] = await Promise.all([signedIn(), signedIn()]);
    await here.getByRole('navigation', { name: 'Menu đối tác' }).getByText('Tài khoản', { exact: true }).first().click();
    await here.waitForURL((url) => url.pathname === '/tai-khoan');
    const devices = here.locator('.signed-in-devices');
    await devices.getByText('Thiết bị này', { exact: true }).waitFor();
    expect(await devices.locator('tbody tr.ant-table-row').count()).toBe(2);
    expect(await devices.getByText(/^Chrome \d+ trên Linux/).count()).toBe(2);

    await devices.getByRole('button', { name: 'Đăng xuất khỏi tất cả thiết bị khác' }).click();
    const confirm = here.locator('.ant-popconfirm').filter({ hasText: 'Đăng xuất khỏi tất cả thiết bị khác?' });
    await confirm.getByRole('button', { name: 'Đăng xuất', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(here, 'the log-out-everywhere confirmation', confirm);
    const answer = await clickForResponse(here, confirm.getByRole('button', { name: 'Đăng xuất', exact: true }), (req) =>
      req.url().endsWith('/account/sessions/logout-all'),
    );
    expect((await answer.json()).data).toEqual({ count: 1 });
    await notice(here).filter({ hasText: 'Đã đăng xuất khỏi tất cả thiết bị khác' }).first().waitFor();
    await devices.locator('tbody tr.ant-table-row').nth(1).waitFor({ state: 'detached' });

    // The other browser still holds its token; its next call is refused and it lands on a login page:
    // a click on its menu, or its live stream's reconnection, whichever comes first (on a busy machine
    // the stream can be first, and the menu is gone before the click).
    const onLogin = (url: URL) => url.pathname.startsWith('/dang-nhap/');
    const account = elsewhere.getByRole('navigation', { name: 'Menu đối tác' }).getByText('Tài khoản', { exact: true }).first();
    await Promise.race([account.click().catch(() => undefined), elsewhere.waitForURL(onLogin)]);
    await elsewhere.waitForURL(onLogin);
    expect(await elsewhere.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();

    // This one is still signed in.
    await goto(here, '/tai-khoan');
    await devices.getByText('Thiết bị này', { exact: true }).waitFor();
    expect(new URL(here.url()).pathname).toBe('/tai-khoan');
    await here.context().close();
    await elsewhere.context().close();
  });
});

describe('passwords', () => {
  it('changing the password logs out to the login page, and the new password works', async () => {
    const page = await newPage(browser);
    await logIn(page, 'doanh-nghiep', 'dn_demo_sub');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('user-menu').click();
    await page.getByText('Đổi mật khẩu', { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mật khẩu hiện tại').waitFor();
    await expectNoSeriousA11yViolations(page, 'the change-password dialog', dialog);
    await dialog.getByLabel('Mật khẩu hiện tại').fill('Demo@123');
    await dialog.getByLabel('Mật khẩu mới', { exact: true }).fill('Doi@2026x');
    await dialog.getByLabel('Nhập lại mật khẩu mới').fill('Doi@2026x');
    await dialog.getByRole('button', { name: /Lưu|Đổi mật khẩu|Xác nhận|Cập nhật/ }).click();
    await page.waitForURL((url) => url.pathname === '/dang-nhap/doanh-nghiep');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/token/i);
    await logIn(page, 'doanh-nghiep', 'dn_demo_sub', 'Doi@2026x');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  // ctv_demo2, whom no later journey signs in as: the journeys run in any order, and ctv_demo's password must stay.
  it('forgot password end to end, with the OTP read from the outbox', async () => {
    const page = await newPage(browser);
    await goto(page, '/quen-mat-khau/cong-tac-vien');
    await expectNoSeriousA11yViolations(page, 'the forgotten-password page');
    await page.getByLabel('Email', { exact: true }).fill('quocbao.ctv@gmail.com');
    await page
      .getByRole('button', { name: /Gửi mã|Tiếp tục|Gửi/ })
      .first()
      .click();
    await page.getByLabel(/Mã OTP/).waitFor();
    await expectNoSeriousA11yViolations(page, 'the forgotten-password page, OTP step');
    let otp = '';
    await expect
      .poll(async () => {
        otp = /\b(\d{6})\b/.exec((await lastMessageText('quocbao.ctv@gmail.com')) ?? '')?.[1] ?? '';
        return otp;
      })
      .toMatch(/^\d{6}$/);
    await page.getByLabel(/Mã OTP/).fill(otp);
    await page
      .getByRole('button', { name: /Xác (nhận|thực)|Tiếp tục/ })
      .first()
      .click();
    await page.getByLabel('Mật khẩu mới', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the forgotten-password page, new password step');
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('Quen@2026x');
    await page.getByLabel(/Nhập lại mật khẩu/).fill('Quen@2026x');
    await page
      .getByRole('button', { name: /Đặt lại mật khẩu|Xác nhận|Hoàn tất/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/dang-nhap/cong-tac-vien');
    await logIn(page, 'cong-tac-vien', 'ctv_demo2', 'Quen@2026x');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
