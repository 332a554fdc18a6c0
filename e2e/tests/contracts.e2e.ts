import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { goto, launchBrowser, newPage, signIn } from '../browser.ts';

/**
 * Provider contracts, end to end: an administrator signs into the console, creates a contract
 * for ncc_demo and uploads its document; ncc_demo finds it in /hop-dong, opens the detail and
 * downloads the document.
 */
let browser: Browser;
const stamp = String(Date.now()).slice(-6);
const CODE = `HD-E2E/${stamp}`;
const NAME = `Cung cấp vật tư kiểm thử ${stamp}`;
const FILE = `Hop-dong-e2e-${stamp}.pdf`;
const PDF = Buffer.from(`%PDF-1.4\n% ${stamp}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function pickDate(page: Page, label: string, value: string) {
  const input = page.getByRole('dialog').getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

describe('provider contracts', () => {
  it('an operator creates a contract with a document; the provider sees it and downloads the document', async () => {
    const admin = await newPage(browser);
    await admin.goto('/quan-tri/dang-nhap');
    await admin.getByLabel('Tên đăng nhập').fill('admin_demo');
    await admin.getByLabel('Mật khẩu').fill('Demo@123');
    await admin.getByRole('button', { name: 'Đăng nhập' }).click();
    await admin.waitForURL((url) => url.pathname === '/quan-tri');

    await admin.getByRole('menuitem', { name: 'Hợp đồng đối tác' }).click();
    await admin.waitForURL((url) => url.pathname === '/quan-tri/hop-dong');
    await admin.locator('.ant-table-row').first().waitFor();
    await expectNoSeriousA11yViolations(admin, 'the contract desk');
    await admin.getByRole('button', { name: 'Tạo hợp đồng' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Tên hợp đồng').waitFor();
    await expectNoSeriousA11yViolations(admin, 'the new contract dialog', dialog);
    await dialog.getByLabel('Nhà cung cấp').fill('NCC-000005');
    await admin.locator('.ant-select-item-option', { hasText: 'Phương Nam' }).first().click();
    await dialog.getByLabel('Tên hợp đồng').fill(NAME);
    await dialog.getByLabel('Số hợp đồng').fill(CODE);
    await pickDate(admin, 'Ngày ký', '02/05/2026');
    await pickDate(admin, 'Ngày bắt đầu', '10/05/2026');
    await pickDate(admin, 'Ngày kết thúc', '30/11/2026');
    await dialog.getByLabel('Giá trị hợp đồng (đ)').fill('45000000');
    await dialog.getByLabel('Người liên hệ').fill('Võ Thành Nam');
    await dialog.getByLabel('Số điện thoại liên hệ').fill('0287300111');
    await dialog.getByLabel('Email liên hệ').fill('kinhdoanh@phuongnammed.vn');
    const [created] = await Promise.all([
      admin.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/admin/contracts'),
      dialog.getByRole('button', { name: 'Lưu' }).click(),
    ]);
    expect(created.status(), await created.text()).toBe(200);
    await admin.waitForURL((url) => /^\/quan-tri\/hop-dong\/[0-9a-f-]{36}$/.test(url.pathname));
    await admin.getByRole('heading', { name: `${CODE} — ${NAME}` }).waitFor();

    await admin.locator('.file-list-upload input[type=file]').setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: PDF });
    const [uploaded] = await Promise.all([
      admin.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/files')),
      admin.getByRole('button', { name: 'Tải lên' }).click(),
    ]);
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    await admin.getByText(FILE).first().waitFor();
    await expectNoSeriousA11yViolations(admin, 'the contract desk: a contract');

    const provider = await newPage(browser);
    await signIn(provider, 'nha-cung-cap', 'ncc_demo');
    await goto(provider, '/hop-dong');
    await provider.getByRole('heading', { name: 'Hợp đồng' }).waitFor();
    await provider.getByLabel('Tìm theo tên hoặc số hợp đồng').fill(CODE);
    const row = provider.locator('.ant-table-row', { hasText: CODE });
    await row.waitFor();
    expect(await row.locator('.ant-tag').textContent()).toBe('Đang hiệu lực');
    await expectNoSeriousA11yViolations(provider, "the provider's contracts");
    await row.getByRole('button', { name: `Xem chi tiết ${CODE}` }).click();
    const detail = provider.getByRole('dialog');
    await detail.getByText(NAME).first().waitFor();
    expect(await detail.getByText('45.000.000 đ').count()).toBe(1);
    await expectNoSeriousA11yViolations(provider, 'a contract', detail);
    await detail.getByRole('tab', { name: /Tài liệu/ }).click();
    await detail.getByRole('button', { name: `Tải xuống ${FILE}` }).waitFor();
    await expectNoSeriousA11yViolations(provider, "a contract's documents", detail);
    const [download] = await Promise.all([
      provider.waitForEvent('download'),
      detail.getByRole('button', { name: `Tải xuống ${FILE}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(FILE);
    const path = await download.path();
    expect((await readFile(path)).equals(PDF)).toBe(true);
  });
});
