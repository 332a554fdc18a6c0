import { SUPPLIER_MSG } from '@portal/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { clickForResponse, goto, launchBrowser, newPage, signIn } from '../browser.ts';

/**
 * The collaborator's money screens that are not debts (issue 21): ctv_demo updates its supplier
 * profile with a new PDF licence and sees the screen's own notice; opens its consulting prices and
 * its report and exports each; every screen checked by axe on a phone (390 px).
 */
let browser: Browser;
let ctv: Page;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<< /Type /Catalog /Pages 2 0 R >>endobj\n2 0 obj<< /Type /Pages /Kids [] /Count 0 >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n',
);

beforeAll(async () => {
  browser = await launchBrowser();
  ctv = await newPage(browser);
  await ctv.setViewportSize({ width: 390, height: 844 });
  await signIn(ctv, 'cong-tac-vien', 'ctv_demo');
});
afterAll(() => browser?.close());

describe('supplier profile, consulting prices and report (collaborator)', () => {
  it('updates the supplier profile with a new PDF licence and shows "Cập nhật thành công"', async () => {
    await goto(ctv, '/ho-so');
    await ctv.getByRole('heading', { name: 'Hồ sơ nhà cung cấp' }).waitFor();
    await ctv.getByText('Giấy phép đăng ký kinh doanh').waitFor();
    await expectNoSeriousA11yViolations(ctv, '/ho-so at 390 px');

    await ctv.getByRole('button', { name: 'Cập nhật', exact: true }).click();
    const dialog = ctv.getByRole('dialog', { name: 'Cập nhật hồ sơ nhà cung cấp' });
    await dialog.getByLabel('Vốn điều lệ').fill('800000000');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'giay-phep-2026.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectNoSeriousA11yViolations(ctv, 'the profile edit dialog', dialog);
    const answer = await clickForResponse(
      ctv,
      dialog.getByRole('button', { name: 'Cập nhật', exact: true }),
      (req) => req.method() === 'PUT' && req.url().endsWith('/collaborator/profile'),
    );
    expect(answer.status()).toBe(200);
    await ctv.getByText(SUPPLIER_MSG.updated).waitFor();
    expect(await ctv.getByText('Cập nhật thành công', { exact: true }).isVisible()).toBe(true);
    expect(await ctv.getByText('Thành công', { exact: true }).count()).toBe(0);
    await ctv.getByText('giay-phep-2026.pdf').waitFor();
    expect(await ctv.getByText('800.000.000 đ').isVisible()).toBe(true);
  });

  it('lists the consulting prices and exports them to .xlsx', async () => {
    await goto(ctv, '/don-gia-tu-van');
    // At 390 px the prices are cards: the code is a card's value (components/responsive-table.tsx).
    await ctv.getByRole('definition').getByText('GOI-TQ-CB', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(ctv, '/don-gia-tu-van at 390 px');
    const [download] = await Promise.all([ctv.waitForEvent('download'), ctv.getByRole('button', { name: 'Xuất Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('don-gia-tu-van.xlsx');
  });

  it('shows the monthly report with its chart and exports it to .xlsx', async () => {
    await goto(ctv, '/bao-cao');
    await ctv.getByRole('cell', { name: 'Tổng cộng' }).waitFor();
    expect(await ctv.getByRole('img', { name: 'Biểu đồ doanh thu và phí tư vấn theo tháng' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(ctv, '/bao-cao at 390 px');
    const [download] = await Promise.all([ctv.waitForEvent('download'), ctv.getByRole('button', { name: 'Xuất Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^bao-cao-\d{4}-\d{2}-\d{4}-\d{2}\.xlsx$/);
  });
});
