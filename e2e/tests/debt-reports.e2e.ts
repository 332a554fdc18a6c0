import { formatReportMonth, formatVnd, REPORT_MSG } from '@portal/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { clickForResponse, goto, launchBrowser, newPage } from '../browser.ts';
import { choose, consoleLogin } from '../console-helpers.ts';
import { query } from '../db.ts';

/**
 * Monthly deferred-payment reports, end to end (issue 21): the accountant builds last month's report
 * of ctv_demo from its completed orders and sends it; ctv_demo confirms it and asks for an extension
 * with a file; the accountant approves it and the new due date shows to ctv_demo. The chart has 12
 * points; the VietQR block shows once the report awaits payment; the tab and the dialog pass axe at
 * 390 px.
 */
let browser: Browser;
let ctv: Page;
let acct: Page;

const pad = (n: number) => String(n).padStart(2, '0');
/** Vietnam's calendar: the month before this one, 'YYYY-MM'. */
const now = new Date(Date.now() + 7 * 3_600_000);
const lastMonth = (() => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
})();
const label = formatReportMonth(lastMonth);
const inDays = (days: number) => {
  const d = new Date(now.getTime() + days * 86_400_000);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
const NEW_DUE = inDays(45);

beforeAll(async () => {
  browser = await launchBrowser();
  acct = await newPage(browser);
  await consoleLogin(acct, 'qt_ketoan');
  ctv = await newPage(browser);
  await goto(ctv, '/dang-nhap/cong-tac-vien');
  await ctv.getByLabel('Tên đăng nhập').fill('ctv_demo');
  await ctv.getByLabel('Mật khẩu', { exact: true }).fill('Demo@123');
  await ctv.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await ctv.waitForURL((url) => url.pathname === '/');
});
afterAll(() => browser?.close());

/** What the report must hold: one line per service of ctv_demo's orders completed last month. */
async function expectedLines() {
  const rows = await query<{ n: string; total: string }>(
    `select count(*)::text as n,
            (sum(s.price - s.fee_price) + coalesce((select sum(st.home_sampling_fee) from debt_settings st), 0) *
              (select count(*) from medical_orders o2 join users u2 on u2.partner_id = o2.partner_id
               where u2.username = 'ctv_demo' and o2.status = 4 and o2.method_type = 'HOME'
                 and to_char(o2.appointment_day, 'YYYY-MM') = $1))::text as total
       from medical_orders o
       join medical_order_services s on s.order_id = o.id
       join users u on u.partner_id = o.partner_id
      where u.username = 'ctv_demo' and o.status = 4 and to_char(o.appointment_day, 'YYYY-MM') = $1`,
    [lastMonth],
  );
  return { count: Number(rows[0]!.n), total: Number(rows[0]!.total) };
}

const reportDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: `Chi tiết công nợ tháng ${label}` });

describe('a monthly report: built, sent, confirmed, extended, approved', () => {
  it('the accountant builds last month from the completed orders and sends it', async () => {
    await acct.goto('/quan-tri/cong-no/bao-cao-thang');
    await acct.getByRole('button', { name: 'Lập báo cáo' }).click();
    const build = acct.getByRole('dialog').filter({ hasText: 'Lập báo cáo công nợ tháng' });
    await build.waitFor();
    await choose(acct, 'Tháng báo cáo', label);
    const ctvName = (
      await query<{ name: string; code: string }>(
        `select p.name, p.code from partners p join users u on u.partner_id = p.id where u.username = 'ctv_demo'`,
      )
    )[0]!;
    await choose(acct, 'Lập cho cộng tác viên (để trống: tất cả)', `${ctvName.code} — ${ctvName.name}`);
    await clickForResponse(acct, build.getByRole('button', { name: 'Lập báo cáo' }), (r) => r.url().endsWith('/reports/build'));
    await acct.waitForURL(/\/quan-tri\/cong-no\/bao-cao-thang\/[0-9a-f-]{36}$/);
    const { count, total } = await expectedLines();
    expect(count).toBeGreaterThan(0);
    await acct.locator('.ant-descriptions').getByText(formatVnd(total), { exact: true }).waitFor();
    // The stored report: a draft of exactly those lines (records compared one by one in the API tests).
    const [stored] = await query<{ status: number; service_count: number; amount: string }>(
      `select d.status, d.service_count, d.amount::text from deferred_payments d join users u on u.partner_id = d.partner_id
        where u.username = 'ctv_demo' and d.month = $1`,
      [lastMonth],
    );
    expect(stored).toEqual({ status: 0, service_count: count, amount: String(total) });
    await expect.poll(() => acct.locator('.ant-table-row').count()).toBe(Math.min(count, 10));
    await acct.getByRole('button', { name: 'Gửi cho cộng tác viên' }).click();
    const send = acct.getByRole('dialog').filter({ hasText: 'Gửi báo cáo công nợ' });
    await clickForResponse(acct, send.getByRole('button', { name: 'Gửi' }), (r) => r.url().endsWith('/send'));
    await acct.getByText('Chờ xác nhận').first().waitFor();
  });

  it('ctv_demo sees the 12-month chart and the table, confirms the report, then asks for an extension with a file', async () => {
    await goto(ctv, '/cong-no');
    const chart = ctv.getByRole('figure', { name: 'Biểu đồ báo cáo 12 tháng' });
    await chart.waitFor();
    await expect.poll(() => chart.locator('canvas').getAttribute('data-points')).toBe('12');
    await expect.poll(() => chart.locator('table tbody tr').count()).toBe(12);
    await ctv.getByRole('button', { name: `Chi tiết công nợ tháng ${label}` }).click();
    const dialog = reportDialog(ctv);
    await dialog.getByRole('button', { name: 'Xác nhận' }).click();
    const confirm = ctv.getByRole('dialog').filter({ hasText: REPORT_MSG.confirmQuestion });
    await confirm.waitFor();
    await clickForResponse(ctv, confirm.getByRole('button', { name: 'Xác nhận' }), (r) => r.url().endsWith('/confirm'));
    await confirm.waitFor({ state: 'hidden' });
    // Awaiting payment now: the transfer by VietQR, and the extension button.
    await dialog.getByText('Thanh toán bằng VietQR').waitFor();
    await dialog.locator('.ant-qrcode canvas').waitFor();
    await dialog.getByRole('button', { name: 'Xin gia hạn' }).click();
    const extend = ctv.getByRole('dialog', { name: 'Xin gia hạn' });
    await extend.getByLabel('Ngày gia hạn mới').waitFor();
    await extend.locator('input[type=file]').setInputFiles({
      name: 'cong-van-gia-han.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await extend.getByText('cong-van-gia-han.pdf').waitFor();
    await extend.getByLabel('Ngày gia hạn mới').fill(NEW_DUE);
    // Enter takes the typed date and sends the form (both fields are filled).
    const [sent] = await Promise.all([
      ctv.waitForResponse((r) => r.url().endsWith('/extension-request')),
      extend.getByLabel('Ngày gia hạn mới').press('Enter'),
    ]);
    expect(sent.status()).toBe(200);
    await extend.waitFor({ state: 'hidden' });
    await dialog.locator('.report-dialog__extensions').getByText(NEW_DUE).waitFor();
  });

  it('the accountant approves the extension and ctv_demo sees the new due date', async () => {
    await acct.reload();
    await acct.getByRole('button', { name: 'Chấp nhận' }).click();
    const approve = acct.getByRole('dialog').filter({ hasText: 'Chấp nhận gia hạn' });
    await clickForResponse(acct, approve.getByRole('button', { name: 'Xác nhận' }), (r) => r.url().endsWith('/decide'));
    await acct.locator('.ant-descriptions').getByText(NEW_DUE).waitFor();

    await goto(ctv, '/cong-no');
    await ctv.getByRole('button', { name: `Chi tiết công nợ tháng ${label}` }).click();
    const dialog = reportDialog(ctv);
    await dialog.getByText(`Hạn thanh toán: ${NEW_DUE}`).waitFor();
    await dialog.locator('.report-dialog__extensions').getByText('Xác nhận', { exact: true }).waitFor();
  });

  it('the report tab and the dialog pass axe at 390 px', async () => {
    await ctv.setViewportSize({ width: 390, height: 844 });
    await goto(ctv, '/cong-no');
    await ctv.getByRole('figure', { name: 'Biểu đồ báo cáo 12 tháng' }).waitFor();
    await ctv.locator('.ant-table-row').first().waitFor();
    // The whole page: its three tabs fit without antd's overflow menu.
    await expectNoSeriousA11yViolations(ctv, 'the report tab at 390 px');
    await ctv.getByRole('button', { name: `Chi tiết công nợ tháng ${label}` }).click();
    const dialog = reportDialog(ctv);
    await dialog.getByText('Thanh toán bằng VietQR').waitFor();
    await expectNoSeriousA11yViolations(ctv, 'the report dialog at 390 px', dialog);
  });
});
