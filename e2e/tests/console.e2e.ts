import { authEndpoints, pathOf, partnerDeskEndpoints } from '@portal/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { baseUrl, clickForResponse, goto, launchBrowser, newPage, tabTo } from '../browser.ts';

/**
 * The operator console's partner desk, end to end: two providers register (through the API, with
 * a PDF licence); an administrator approves one after opening its licence and rejects the other
 * with a reason; the approved one signs in, the rejected one cannot; a content editor sees no
 * partner desk and is refused by the API; every decision shows in the audit trail with its diff.
 */
let browser: Browser;
let admin: Page;
const stamp = String(Date.now()).slice(-6);
const APPROVED = { username: `ncc_duyet_${stamp}`, name: 'Nhà thuốc Kiểm Thử Duyệt', taxCode: `0319${stamp}` };
const REJECTED = { username: `ncc_loai_${stamp}`, name: 'Nhà thuốc Kiểm Thử Loại', taxCode: `0318${stamp}` };
const PASSWORD = 'Moi@2026x';
const REASON = 'Giấy phép không rõ ràng, vui lòng gửi lại bản chụp đủ trang.';
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

async function register(who: typeof APPROVED, phone: string) {
  const form = new FormData();
  const fields = {
    username: who.username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    supplierName: who.name,
    ownerName: 'Đặng Văn Thử',
    taxCode: who.taxCode,
    phone,
    email: `${who.username}@vidu.vn`,
    introducerName: 'Phạm Thị Lan',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('BusinessLicenseFile[]', new Blob([PDF], { type: 'application/pdf' }), 'giay-phep.pdf');
  const res = await fetch(`${baseUrl()}${pathOf(authEndpoints.register, { type: 'provider' })}`, { method: 'POST', body: form });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function providerLogin(username: string) {
  return fetch(`${baseUrl()}${pathOf(authEndpoints.login, { type: 'provider' })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
}

async function consoleLogin(page: Page, username: string) {
  await page.goto('/quan-tri/dang-nhap');
  await page.getByLabel('Tên đăng nhập').waitFor();
  await expectNoSeriousA11yViolations(page, 'the console login page');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu').fill('Demo@123');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL((url) => url.pathname === '/quan-tri');
}

async function openPartner(page: Page, name: string) {
  await page.goto(`/quan-tri/doi-tac/cho-duyet?search=${encodeURIComponent('Nhà thuốc Kiểm Thử')}`);
  const row = page.locator('.ant-table-row', { hasText: name });
  await row.getByRole('link').click();
  await page.getByRole('heading', { name }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the partner desk: a registration');
}

async function decide(page: Page, button: string, ok: string, action: 'approve' | 'reject') {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: ok, exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, `the decision dialog '${button}'`, dialog);
  const answer = await clickForResponse(
    page,
    dialog.getByRole('button', { name: ok, exact: true }),
    (req) => req.method() === 'POST' && req.url().endsWith(`/${action}`),
  );
  expect(answer.status()).toBe(200);
  await dialog.waitFor({ state: 'hidden' });
}

/** The same with the keyboard alone: Tab to the decision, Enter, the reason typed, Tab to confirm, Enter. */
async function decideByKeyboard(page: Page, button: string, ok: string, action: 'approve' | 'reject', reason: string) {
  await tabTo(page, page.getByRole('button', { name: button }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const reasonField = dialog.getByLabel('Lý do');
  await reasonField.waitFor();
  await expectNoSeriousA11yViolations(page, `the decision dialog '${button}'`, dialog);
  await tabTo(page, reasonField);
  await page.keyboard.type(reason);
  await tabTo(page, dialog.getByRole('button', { name: ok, exact: true }));
  const [answer] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith(`/${action}`)),
    page.keyboard.press('Enter'),
  ]);
  expect(answer.status()).toBe(200);
  await dialog.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  await register(APPROVED, `09${stamp}11`);
  await register(REJECTED, `09${stamp}22`);
  admin = await newPage(browser);
  await consoleLogin(admin, 'admin_demo');
});
afterAll(() => browser?.close());

describe('operator console: the partner desk', () => {
  it('the dashboard counts the new registrations and links to the waiting list', async () => {
    const counter = admin.getByTestId('counter-registrations');
    await expect
      .poll(async () => Number((await counter.locator('.ant-statistic-content-value').textContent()) ?? 0))
      .toBeGreaterThanOrEqual(3);
    await expectNoSeriousA11yViolations(admin, 'the console dashboard');
    await counter.click();
    await admin.waitForURL((url) => url.pathname === '/quan-tri/doi-tac/cho-duyet');
    await admin.locator('.ant-table-row', { hasText: APPROVED.name }).waitFor();
    await expectNoSeriousA11yViolations(admin, 'the partner desk: registrations waiting');
  });

  it('opens the licence and approves the registration; the provider then signs in', async () => {
    await openPartner(admin, APPROVED.name);
    const [file, tab] = await Promise.all([
      admin.waitForResponse((res) => /\/api\/admin\/partners\/[^/]+\/files\//.test(res.url())),
      admin.context().waitForEvent('page'),
      admin.getByRole('button', { name: 'giay-phep.pdf' }).click(),
    ]);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();

    await decide(admin, 'Duyệt đăng ký', 'Duyệt', 'approve');
    await admin.locator('.ant-tag', { hasText: 'Hoạt động' }).first().waitFor();

    const partner = await newPage(browser);
    await goto(partner, '/dang-nhap/nha-cung-cap');
    await partner.getByLabel('Tên đăng nhập').fill(APPROVED.username);
    await partner.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await partner.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await partner.waitForURL((url) => url.pathname === '/');
    await partner.context().close();
  });

  it('rejects the second registration with a reason; it cannot sign in', async () => {
    await openPartner(admin, REJECTED.name);
    await decideByKeyboard(admin, 'Từ chối đăng ký', 'Từ chối', 'reject', REASON);
    await admin.getByText(`Lý do từ chối: ${REASON}`).waitFor();
    const res = await providerLogin(REJECTED.username);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('a content editor sees no partner desk and is refused by the API', async () => {
    const editor = await newPage(browser);
    await consoleLogin(editor, 'qt_noidung');
    const nav = editor.getByRole('navigation', { name: 'Menu quản trị' });
    await nav.getByText('Chân trang').waitFor();
    expect(await nav.getByText('Tất cả đối tác').count()).toBe(0);
    expect(await nav.getByText('Đăng ký chờ duyệt').count()).toBe(0);
    const status = await editor.evaluate(async (path) => {
      const token = JSON.parse(localStorage.getItem('portal.console.session') ?? '{}').token as string;
      return (await fetch(path, { headers: { authorization: `Bearer ${token}` } })).status;
    }, partnerDeskEndpoints.list.path);
    expect(status).toBe(403);
    await editor.goto('/quan-tri/doi-tac');
    await editor.getByText('Không có quyền truy cập').waitFor();
    await expectNoSeriousA11yViolations(editor, 'the console page refused to a content editor');
    await editor.context().close();
  });

  it('the audit trail shows both decisions with their before → after', async () => {
    await admin.goto(`/quan-tri/he-thong/nhat-ky?objectType=partner&search=${encodeURIComponent('Nhà thuốc Kiểm Thử')}`);
    const approved = admin.locator('.ant-table-row', { hasText: APPROVED.name });
    const rejected = admin.locator('.ant-table-row', { hasText: REJECTED.name });
    await approved.waitFor();
    expect(await approved.textContent()).toContain('Duyệt');
    expect(await approved.getByTestId('audit-diff').textContent()).toMatch(/Trạng thái: Chờ duyệt\s*→\s*Hoạt động/);
    expect(await rejected.textContent()).toContain('Từ chối');
    expect(await rejected.getByTestId('audit-diff').textContent()).toMatch(/Trạng thái: Chờ duyệt\s*→\s*Từ chối/);
    await expectNoSeriousA11yViolations(admin, 'the audit trail');
  });

  it('the administrator reads the job queue: backlog, failed jobs and the recurring jobs, at 1366 and 390 px', async () => {
    await admin.goto('/quan-tri/hang-doi');
    // Every queue has its row in the backlog, and the storage sweeper its line in the schedule.
    const card = (title: string) => admin.locator('.ant-card', { has: admin.locator('.ant-card-head', { hasText: title }) });
    // A table row at 1366 px, a card on the phone (components/responsive-table.tsx).
    const mail = card('Tồn đọng theo hàng đợi').locator('.ant-table-row, .table-card', { hasText: 'Gửi email / SMS' });
    await mail.waitFor();
    const sweep = card('Công việc định kỳ').locator('.ant-table-row', { hasText: 'Dọn tệp không còn dùng' });
    await sweep.waitFor();
    expect(await sweep.textContent()).toContain('Hằng giờ');
    await expectNoSeriousA11yViolations(admin, 'the job queue desk');
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.reload();
    await mail.waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(admin, 'the job queue desk at 390 px');
    await admin.setViewportSize({ width: 1366, height: 900 });
  });
});
