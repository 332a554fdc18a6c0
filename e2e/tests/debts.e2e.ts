import { readFile } from 'node:fs/promises';
import { DEBT_LETTER_MSG, type DeskDebtLetterDetail, type DeskDebtLetterDraft, formatMonth, formatVnd, REPORT_MSG } from '@portal/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../apps/api/test/pdf-text.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { clickForResponse, goto, launchBrowser, newPage, signIn } from '../browser.ts';
import { choose, clickOption, consoleLogin } from '../console-helpers.ts';
import { query } from '../db.ts';

/**
 * Collaborators' money, accountant and collaborator in one run (issue 21): the accountant (qt_ketoan)
 * sends ctv_demo a debt confirmation letter filled from the template; ctv_demo answers it with a
 * different balance, a reason and the signed record, and sees it read-only; the accountant sees the
 * difference; the letter's PDF record downloads and reads back with both parties' figures. Then the
 * accountant builds last month's report of ctv_demo from its completed orders and sends it; ctv_demo
 * confirms it and asks for an extension with a file; the accountant approves it and the new due date
 * shows to ctv_demo. The chart has 12 points; the VietQR block shows once the report awaits payment;
 * the tab and the dialog pass axe at 390 px.
 */

// ——— helpers ———

let browser: Browser;
let accountant: Page;
let ctv: Page;
const stamp = String(Date.now()).slice(-6);

/** A partner's login page, as one of the demo collaborators. */
/** Picks an option of an antd Select labelled `label` inside `scope`, typing first (long lists are virtualised). */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(option.slice(0, 10));
  await clickOption(page, page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first());
}

/** Saves what a click downloads and answers its bytes. */
async function downloadOf(page: Page, button: Locator): Promise<Uint8Array> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return new Uint8Array(await readFile((await download.path())!));
}

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await newPage(browser);
  ctv = await newPage(browser);
  await consoleLogin(accountant, 'qt_ketoan');
  await signIn(ctv, 'cong-tac-vien', 'ctv_demo');
});
afterAll(() => browser?.close());

// ——— debt confirmation letters ———

const LETTER_NAME = `Thư xác nhận công nợ kiểm thử ${stamp}`;
const REASON = `Hai đơn hủy chưa được trừ (${stamp})`;
const letter = { id: '', balance: 0, answer: 0 };

describe('a debt confirmation letter: sent, answered with a difference, read back as a signed record', () => {
  it('the accountant composes the letter from the template and sends it to ctv_demo', async () => {
    await accountant.goto('/quan-tri/cong-no/thu-xac-nhan');
    await accountant.locator('.ant-table-row').first().waitFor();
    await expectNoSeriousA11yViolations(accountant, 'the desk letter list');
    await accountant.getByRole('button', { name: 'Gửi thư xác nhận' }).click();
    const dialog = accountant.getByRole('dialog', { name: 'Gửi thư xác nhận công nợ' });
    await dialog.getByRole('textbox', { name: 'Nội dung thư' }).waitFor();
    await pick(accountant, dialog, 'Cộng tác viên', 'CTV-000001 — Nguyễn Thị Thu Hà');
    // Nothing typed in the body yet: it is not in error (the editor's start no longer counts as an edit).
    expect(await dialog.getByText(DEBT_LETTER_MSG.body).count()).toBe(0);
    const draft = await clickForResponse(accountant, dialog.getByRole('button', { name: 'Điền từ mẫu' }), (r) =>
      r.url().includes('/api/admin/debts/letters/draft'),
    );
    const filled = ((await draft.json()) as { data: DeskDebtLetterDraft }).data;
    expect(filled.balanceAmount).toBeGreaterThan(0);
    letter.balance = filled.balanceAmount;
    letter.answer = filled.balanceAmount + 1_250_000;
    await expect.poll(() => dialog.locator('.rte-content').innerText()).toContain(formatVnd(filled.balanceAmount));
    await dialog.getByLabel('Tên thư', { exact: true }).fill(LETTER_NAME);
    // The pointer off 'Điền từ mẫu' (a hovered button has its lighter hover colour).
    await accountant.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(accountant, 'the compose dialog', dialog);
    const sent = await clickForResponse(
      accountant,
      dialog.getByRole('button', { name: 'Gửi thư' }),
      (r) => r.method() === 'POST' && r.url().endsWith('/api/admin/debts/letters'),
    );
    expect(sent.status()).toBe(200);
    letter.id = ((await sent.json()) as { data: DeskDebtLetterDetail }).data.id;
    await dialog.waitFor({ state: 'hidden' });
    await accountant.locator('.ant-table-row', { hasText: LETTER_NAME }).waitFor();
  });

  it('ctv_demo answers with a different balance, a reason and the signed record; the letter is then read-only', async () => {
    await goto(ctv, '/cong-no?tab=danh-sach');
    const row = ctv.locator('.ant-table-row', { hasText: LETTER_NAME });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('Chờ phản hồi');
    await expectNoSeriousA11yViolations(ctv, 'the letters tab');
    await row.getByRole('button', { name: `Chi tiết: ${LETTER_NAME}` }).click();
    const dialog = ctv.getByRole('dialog').filter({ hasText: LETTER_NAME });
    await dialog.getByText(formatVnd(letter.balance)).first().waitFor();
    await expectNoSeriousA11yViolations(ctv, 'the confirmation dialog', dialog);
    const amount = dialog.getByLabel('Số dư theo sổ sách của quý đối tác');
    expect(await amount.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: /tính đến ngày/ }).check();
    // The form enables the field on the render after the choice: waited for, not read at once.
    await expect.poll(() => amount.isEnabled()).toBe(true);
    await amount.fill(String(letter.answer));
    await dialog.getByLabel('Sự khác biệt trên là do').fill(REASON);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: `bien-ban-da-ky-${stamp}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.4\n% ${stamp}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
    });
    await dialog.getByText(`bien-ban-da-ky-${stamp}.pdf`).waitFor();
    const answered = await clickForResponse(ctv, dialog.getByRole('button', { name: 'Xác nhận', exact: true }), (r) =>
      r.url().includes(`/debt-confirmation-letter/confirm/${letter.id}`),
    );
    expect(answered.status()).toBe(200);
    expect(((await answered.json()) as { message: string }).message).toBe(DEBT_LETTER_MSG.confirmed);
    // Read again, read-only: no confirm button, the choice and the reason kept, disabled.
    await dialog.getByText(formatVnd(letter.answer - letter.balance)).waitFor();
    expect(await dialog.getByRole('button', { name: 'Xác nhận', exact: true }).count()).toBe(0);
    expect(await dialog.getByRole('radio', { name: /tính đến ngày/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: /tính đến ngày/ }).isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Sự khác biệt trên là do').inputValue()).toBe(REASON);
    expect(await dialog.getByLabel('Sự khác biệt trên là do').isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: `bien-ban-da-ky-${stamp}.pdf` }).waitFor();
    // The pointer, left where 'Xác nhận' was, now rests on 'Huỷ' (hover colour): move it off.
    await ctv.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(ctv, 'the answered letter', dialog);
  });

  it('the accountant sees the answer and its difference', async () => {
    await accountant.reload();
    const row = accountant.locator('.ant-table-row', { hasText: LETTER_NAME });
    await expect.poll(() => row.innerText()).toContain('Khác số liệu');
    const text = await row.innerText();
    expect(text).toContain(formatVnd(letter.answer));
    expect(text).toContain(formatVnd(letter.answer - letter.balance));
    await row.getByRole('button', { name: /^Xem thư / }).click();
    const detail = accountant.getByRole('dialog').filter({ hasText: LETTER_NAME });
    await detail.getByText(REASON).waitFor();
    await expectNoSeriousA11yViolations(accountant, 'the desk letter detail', detail);
  });

  it('the PDF record downloads with both parties, both figures and the difference, diacritics intact', async () => {
    const dialog = ctv.getByRole('dialog').filter({ hasText: LETTER_NAME });
    const text = await pdfText(await downloadOf(ctv, dialog.getByRole('button', { name: 'Tải biên bản (PDF)' })));
    for (const expected of [
      'BIÊN BẢN ĐỐI CHIẾU CÔNG NỢ',
      'CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM',
      'CÔNG TY CỔ PHẦN Y TẾ SÀI GÒN',
      'NGUYỄN THỊ THU HÀ',
      formatVnd(letter.balance),
      formatVnd(letter.answer),
      formatVnd(letter.answer - letter.balance),
      REASON,
      'ĐẠI DIỆN BÊN A',
      'ĐẠI DIỆN BÊN B',
    ])
      expect(text).toContain(expected);
  });
});

// ——— monthly deferred-payment reports ———

const pad = (n: number) => String(n).padStart(2, '0');
/** Vietnam's calendar: the month before this one, 'YYYY-MM'. */
const now = new Date(Date.now() + 7 * 3_600_000);
const lastMonth = (() => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
})();
const label = formatMonth(lastMonth);
const inDays = (days: number) => {
  const d = new Date(now.getTime() + days * 86_400_000);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
const NEW_DUE = inDays(45);

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
    await accountant.goto('/quan-tri/cong-no/bao-cao-thang');
    await accountant.getByRole('button', { name: 'Lập báo cáo' }).click();
    const build = accountant.getByRole('dialog').filter({ hasText: 'Lập báo cáo công nợ tháng' });
    await build.waitFor();
    await choose(accountant, 'Tháng báo cáo', label);
    const ctvName = (
      await query<{ name: string; code: string }>(
        `select p.name, p.code from partners p join users u on u.partner_id = p.id where u.username = 'ctv_demo'`,
      )
    )[0]!;
    await choose(accountant, 'Lập cho cộng tác viên (để trống: tất cả)', `${ctvName.code} — ${ctvName.name}`);
    await clickForResponse(accountant, build.getByRole('button', { name: 'Lập báo cáo' }), (r) => r.url().endsWith('/reports/build'));
    await accountant.waitForURL(/\/quan-tri\/cong-no\/bao-cao-thang\/[0-9a-f-]{36}$/);
    const { count, total } = await expectedLines();
    expect(count).toBeGreaterThan(0);
    await accountant.locator('.ant-descriptions').getByText(formatVnd(total), { exact: true }).waitFor();
    // The stored report: a draft of exactly those lines (records compared one by one in the API tests).
    const [stored] = await query<{ status: number; service_count: number; amount: string }>(
      `select d.status, d.service_count, d.amount::text from deferred_payments d join users u on u.partner_id = d.partner_id
        where u.username = 'ctv_demo' and d.month = $1`,
      [lastMonth],
    );
    expect(stored).toEqual({ status: 0, service_count: count, amount: String(total) });
    await expect.poll(() => accountant.locator('.ant-table-row').count()).toBe(Math.min(count, 10));
    await accountant.getByRole('button', { name: 'Gửi cho cộng tác viên' }).click();
    const send = accountant.getByRole('dialog').filter({ hasText: 'Gửi báo cáo công nợ' });
    await clickForResponse(accountant, send.getByRole('button', { name: 'Gửi' }), (r) => r.url().endsWith('/send'));
    await accountant.getByText('Chờ xác nhận').first().waitFor();
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
    // Enter takes the typed date; the request goes by 'Gửi yêu cầu' only.
    await extend.getByLabel('Ngày gia hạn mới').press('Enter');
    await expect.poll(() => extend.getByLabel('Ngày gia hạn mới').inputValue()).toBe(NEW_DUE);
    const sent = await clickForResponse(ctv, extend.getByRole('button', { name: 'Gửi yêu cầu' }), (r) =>
      r.url().endsWith('/extension-request'),
    );
    expect(sent.status()).toBe(200);
    await extend.waitFor({ state: 'hidden' });
    await dialog.locator('.report-dialog__extensions').getByText(NEW_DUE).waitFor();
    // One request waits: no second one is offered, and the list calls the date requested.
    await dialog.getByRole('button', { name: 'Xin gia hạn' }).waitFor({ state: 'detached' });
    await ctv.locator('.ant-table-row').getByText(`${NEW_DUE} (chờ xác nhận)`).waitFor();
  });

  it('the accountant approves the extension and ctv_demo sees the new due date', async () => {
    await accountant.reload();
    await accountant.getByRole('button', { name: 'Chấp nhận' }).click();
    const approve = accountant.getByRole('dialog').filter({ hasText: 'Chấp nhận gia hạn' });
    await clickForResponse(accountant, approve.getByRole('button', { name: 'Xác nhận' }), (r) => r.url().endsWith('/decide'));
    await accountant.locator('.ant-descriptions').getByText(NEW_DUE).waitFor();

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
    // On the phone the reports are cards (components/responsive-table.tsx).
    await ctv.locator('.table-card').first().waitFor();
    // The whole page: its three tabs fit without antd's overflow menu.
    await expectNoSeriousA11yViolations(ctv, 'the report tab at 390 px');
    await ctv.getByRole('button', { name: `Chi tiết công nợ tháng ${label}` }).click();
    const dialog = reportDialog(ctv);
    await dialog.getByText('Thanh toán bằng VietQR').waitFor();
    await expectNoSeriousA11yViolations(ctv, 'the report dialog at 390 px', dialog);
  });
});
