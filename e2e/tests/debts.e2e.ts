import { readFile } from 'node:fs/promises';
import { DEBT_LETTER_MSG, type DeskDebtLetterDetail, type DeskDebtLetterDraft, formatVnd } from '@portal/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../apps/api/test/pdf-text.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { clickForResponse, goto, launchBrowser, newPage } from '../browser.ts';
import { clickOption, consoleLogin } from '../console-helpers.ts';

/**
 * Collaborators' money, accountant and collaborator in one run (issue 21): the accountant (qt_ketoan)
 * sends ctv_demo a debt confirmation letter filled from the template; ctv_demo answers it with a
 * different balance, a reason and the signed record, and sees it read-only; the accountant sees the
 * difference; the letter's PDF record downloads and reads back with both parties' figures.
 * Each part of the debts area adds its steps as a `describe` block below, sharing the helpers.
 */

// ——— helpers ———

let browser: Browser;
let accountant: Page;
let ctv: Page;
const stamp = String(Date.now()).slice(-6);

/** A partner's login page, as one of the demo collaborators. */
async function collaboratorLogin(page: Page, username: string) {
  await goto(page, '/dang-nhap/cong-tac-vien');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Demo@123');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

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
  await collaboratorLogin(ctv, 'ctv_demo');
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
    await pick(accountant, dialog, 'Cộng tác viên', 'CTV-000001 — Nguyễn Thị Thu Hà');
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
    expect(await amount.isEnabled()).toBe(true);
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
