import { readFile } from 'node:fs/promises';
import { CANCEL_REASON_LABELS, ORDER_MSG, ORDER_TEXT, PROGRESS_STEP_LABELS } from '@portal/contract';
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickForResponse, goto, launchBrowser, newPage, tabTo, signIn } from '../browser.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { choose, clickOption, consoleLogin } from '../console-helpers.ts';

/**
 * Collaborator orders, end to end (issue 10): ctv_demo books home sampling for a patient it adds
 * inside the picker, sees the success dialog and the progress, edits and cancels the order; an
 * order past status 1 offers neither; then the customer-care desk moves another order to
 * "sample taken" and the collaborator's progress frame shows it without a reload.
 */
let browser: Browser;
let ctv: Page;
const stamp = String(Date.now()).slice(-6);
const PATIENT = `Lê Thị Kiểm Thử ${stamp.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)] ?? '')}`;
const PHONE = `09${stamp}77`;
const NOTE = `Gọi trước 30 phút (${stamp})`;

beforeAll(async () => {
  browser = await launchBrowser();
  ctv = await newPage(browser);
  await signIn(ctv, 'cong-tac-vien', 'ctv_demo');
});
afterAll(() => browser?.close());

/** DD/MM/YYYY of a day `offset` days from now. */
const dayText = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
};

/** Picks an option of an antd Select inside `scope`, typing first (long lists are virtualised). */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  const input = scope.getByLabel(label, { exact: true });
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
  await input.click();
  await input.fill(option);
  await clickOption(page, item);
}

const wizard = (page: Page) => page.getByRole('dialog').filter({ hasText: /Bước \d/ });

/** The progress page inside the detail's frame. */
const progressFrame = (page: Page): FrameLocator => page.frameLocator(`iframe[title="${ORDER_TEXT.progressTitle}"]`);

describe('a collaborator books, edits and cancels an order; the care desk moves another', () => {
  it('creates an order for a new patient added in the picker, with home sampling and two services', async () => {
    await goto(ctv, '/chi-dinh');
    await ctv.locator('.ant-table-row').first().waitFor();
    await expectNoSeriousA11yViolations(ctv, 'the order list');
    await ctv.getByRole('button', { name: ORDER_TEXT.wizardCreateTitle }).first().click();
    const dialog = wizard(ctv);
    await dialog.getByText(ORDER_TEXT.wizardCreateTitle).first().waitFor();
    await dialog.getByText('Bước 1').waitFor();
    await expectNoSeriousA11yViolations(ctv, 'the order wizard, step 1', dialog);

    // 'Thêm bệnh nhân' inside 'Danh sách bệnh nhân'.
    const picker = dialog.getByRole('region', { name: ORDER_TEXT.patientPickerTitle });
    await picker.getByRole('button', { name: ORDER_TEXT.addPatient }).click();
    const add = ctv.getByRole('dialog', { name: ORDER_TEXT.addPatient });
    await add.getByLabel('Họ và tên', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(ctv, 'the add-patient dialog', add);
    await add.getByLabel('Họ và tên', { exact: true }).fill(PATIENT);
    await add.getByLabel('Số điện thoại', { exact: true }).fill(PHONE);
    await add.getByLabel('Ngày sinh').fill('12/03/1988');
    await add.getByLabel('Ngày sinh').press('Enter');
    await add.getByText('Nữ', { exact: true }).click();
    await pick(ctv, add, 'Tỉnh/Thành phố', 'Thành phố Hà Nội');
    await pick(ctv, add, 'Phường/Xã', 'Phường Hoàn Kiếm');
    await add.getByLabel('Email').fill(`kiemthu.${stamp}@gmail.com`);
    await add.getByLabel('Địa chỉ').fill('12 Hàng Bài');
    const created = await clickForResponse(
      ctv,
      add.getByRole('button', { name: 'Lưu' }),
      (req) => req.method() === 'POST' && req.url().includes('/patient/create'),
    );
    expect(created.status(), await created.text()).toBe(200);
    await add.waitFor({ state: 'hidden' });

    // The new patient is in the refreshed list: picking it fills the patient step.
    await picker.getByRole('button', { name: new RegExp(PATIENT) }).click();
    await expect.poll(() => dialog.getByLabel('Họ và tên', { exact: true }).inputValue()).toBe(PATIENT);
    await expect.poll(() => dialog.getByLabel('Số điện thoại', { exact: true }).inputValue()).toBe(PHONE);
    await dialog.getByRole('button', { name: 'Tiếp tục' }).click();
    await dialog.getByText('Bước 2').waitFor();

    // Home sampling.
    await dialog.getByText('Tại nhà', { exact: true }).click();
    // Two services of Hà Nội's home list.
    const services = dialog.getByRole('group', { name: 'Danh sách dịch vụ' });
    await services.getByRole('checkbox').first().waitFor();
    await expectNoSeriousA11yViolations(ctv, 'the order wizard, step 2', dialog);
    await services.getByRole('checkbox').nth(0).check();
    await services.getByRole('checkbox').nth(1).check();
    await dialog.getByRole('button', { name: 'Tiếp tục' }).click();
    await dialog.getByText('Bước 3').waitFor();
    // 'Đặt lịch': the sampling time; the picker offers neither 12:00 nor 17:00.
    const when = dialog.getByLabel('Thời gian lấy mẫu');
    await when.click();
    const panel = ctv.locator('.ant-picker-dropdown:visible');
    const hours = panel.locator('.ant-picker-time-panel-column').first();
    // A date three days ahead, so that no hour is disabled for being past (today's are, late in the day).
    await when.fill(`${dayText(3)} 08:00`);
    for (const hour of ['12', '17']) {
      await expect
        .poll(() => hours.locator('.ant-picker-time-panel-cell', { hasText: new RegExp(`^${hour}$`) }).getAttribute('class'))
        .toContain('disabled');
    }
    for (const hour of ['08', '13', '16']) {
      expect(await hours.locator('.ant-picker-time-panel-cell', { hasText: new RegExp(`^${hour}$`) }).getAttribute('class')).not.toContain(
        'disabled',
      );
    }
    // The time is also picked in the panel, as a user does: the typed minutes alone were not
    // always what the panel kept (08:06 once, the pointer's cell).
    await hours.locator('.ant-picker-time-panel-cell', { hasText: /^08$/ }).click();
    const minutes = panel.locator('.ant-picker-time-panel-column').nth(1);
    await minutes.locator('.ant-picker-time-panel-cell', { hasText: /^00$/ }).click();
    await panel.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => when.inputValue()).toBe(`${dayText(3)} 08:00`);

    await dialog.getByLabel('Ghi chú').fill(NOTE);
    await expectNoSeriousA11yViolations(ctv, 'the order wizard, step 3', dialog);

    const saved = await clickForResponse(
      ctv,
      dialog.getByRole('button', { name: ORDER_TEXT.submit }),
      (req) => req.method() === 'POST' && req.url().includes('/medical-order/create'),
    );
    expect(saved.status(), await saved.text()).toBe(200);

    const success = ctv.getByRole('dialog', { name: ORDER_TEXT.successTitle });
    await success.getByText(PATIENT).waitFor();
    await success.getByText(PHONE).waitFor();
    await success.getByRole('button', { name: ORDER_TEXT.bookNext }).waitFor();
    await expectNoSeriousA11yViolations(ctv, 'the booking success dialog', success);
    await success.getByRole('button', { name: ORDER_TEXT.goToProgress }).click();
    await ctv.waitForURL((url) => /^\/chi-dinh\/[0-9a-f-]{36}$/.test(url.pathname));

    // The detail: both buttons at status 1, the two services, the progress at its first step.
    await ctv.getByRole('heading', { name: new RegExp(PATIENT) }).waitFor();
    await ctv.getByRole('button', { name: ORDER_TEXT.editOrder }).waitFor();
    await ctv.getByRole('button', { name: ORDER_TEXT.cancelOrder }).waitFor();
    await ctv.getByText(NOTE).waitFor();
    await progressFrame(ctv).getByText(PROGRESS_STEP_LABELS.BOOKED).first().waitFor();
    await expectNoSeriousA11yViolations(ctv, 'the order detail');
  });

  it('edits the order, then cancels it with a reason shown on the detail', async () => {
    await ctv.getByRole('button', { name: ORDER_TEXT.editOrder }).click();
    const dialog = wizard(ctv);
    await dialog.getByText(ORDER_TEXT.wizardEditTitle).first().waitFor();
    await expect.poll(() => dialog.getByLabel('Họ và tên', { exact: true }).inputValue()).toBe(PATIENT);
    await dialog.getByRole('button', { name: 'Tiếp tục' }).click();
    await dialog.getByText('Bước 2').waitFor();
    await dialog.getByRole('button', { name: 'Tiếp tục' }).click();
    await dialog.getByText('Bước 3').waitFor();
    await dialog.getByLabel('Ghi chú').fill(`${NOTE} — đã sửa`);
    const edited = await clickForResponse(
      ctv,
      dialog.getByRole('button', { name: ORDER_TEXT.submit }),
      (req) => req.method() === 'PUT' && /\/medical-order\/detail\/[^/]+$/.test(new URL(req.url()).pathname),
    );
    expect(edited.status(), await edited.text()).toBe(200);
    // An edit is no new booking (spec 3 §4): the wizard closes and the detail reloads, without 'Đặt lịch thành công'.
    await dialog.waitFor({ state: 'hidden' });
    await ctv.getByText(`${NOTE} — đã sửa`).waitFor();
    expect(await ctv.getByRole('dialog', { name: ORDER_TEXT.successTitle }).count()).toBe(0);

    // Cancelled with the keyboard alone: Enter opens the dialog, Tab moves, arrows pick the reason, Enter confirms.
    await tabTo(ctv, ctv.getByRole('button', { name: ORDER_TEXT.cancelOrder }));
    await ctv.keyboard.press('Enter');
    const cancel = ctv.getByRole('dialog', { name: ORDER_TEXT.cancelDialogTitle });
    const confirmCancel = cancel.getByRole('button', { name: 'Xác nhận hủy' });
    await confirmCancel.waitFor();
    // Neither a reason nor a text: the spec's message, nothing sent.
    await tabTo(ctv, confirmCancel);
    await ctv.keyboard.press('Enter');
    await cancel.getByText(ORDER_MSG.cancelReason).waitFor();
    await expectNoSeriousA11yViolations(ctv, 'the cancel dialog', cancel);
    // Back from the confirm button, the keyboard enters the reasons (none chosen yet) at the last one.
    const reason = cancel.getByRole('radio', { name: CANCEL_REASON_LABELS[2] });
    await tabTo(ctv, cancel.getByRole('radio', { name: CANCEL_REASON_LABELS[3] }), { back: true });
    await ctv.keyboard.press('Space');
    await ctv.keyboard.press('ArrowUp');
    await expect.poll(() => reason.isChecked()).toBe(true);
    await tabTo(ctv, confirmCancel);
    const [cancelled] = await Promise.all([
      ctv.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith('/cancel')),
      ctv.keyboard.press('Enter'),
    ]);
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await cancel.waitFor({ state: 'hidden' });
    await ctv.getByText('Thay đổi thời gian khám').first().waitFor();
    await expect.poll(() => ctv.getByRole('button', { name: ORDER_TEXT.editOrder }).count()).toBe(0);
    expect(await ctv.getByRole('button', { name: ORDER_TEXT.cancelOrder }).count()).toBe(0);
  });

  it('the care desk moves another order to "sample taken"; the collaborator sees it in the progress frame', async () => {
    // A waiting demo order of ctv_demo, opened from its list.
    await goto(ctv, '/chi-dinh');
    const rows = ctv.locator('.ant-table-row').filter({ hasNotText: PATIENT }).filter({ hasText: 'Chờ xác nhận' });
    await rows.first().waitFor();
    await rows.first().click();
    await ctv.waitForURL((url) => /^\/chi-dinh\/[0-9a-f-]{36}$/.test(url.pathname));
    const orderId = new URL(ctv.url()).pathname.split('/').pop();
    await progressFrame(ctv).getByText(PROGRESS_STEP_LABELS.SAMPLE_TAKEN).first().waitFor();
    expect(await progressFrame(ctv).getByText('Chưa thực hiện').count()).toBeGreaterThanOrEqual(3);

    // The desk opens the same order (one id on both sides).
    const admin = await newPage(browser);
    await consoleLogin(admin, 'admin_demo');
    await admin.goto(`/quan-tri/chi-dinh/${orderId}`);
    const move = admin.getByRole('button', { name: `Chuyển sang bước: ${PROGRESS_STEP_LABELS.SAMPLE_TAKEN}` });
    await move.waitFor();
    await expectNoSeriousA11yViolations(admin, 'the order desk: an order');
    await move.click();
    const confirm = admin.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Chuyển bước' }).waitFor();
    await expectNoSeriousA11yViolations(admin, 'the order desk: the step confirmation', confirm);
    const moved = await clickForResponse(
      admin,
      confirm.getByRole('button', { name: 'Chuyển bước' }),
      (req) => req.method() !== 'GET' && req.url().includes('/api/admin/orders/'),
    );
    expect(moved.status(), await moved.text()).toBe(200);
    await admin.context().close();

    // No reload: the frame polls, and the step gets its time (two fewer "not yet").
    await expect.poll(() => progressFrame(ctv).getByText('Chưa thực hiện').count(), { timeout: 30_000 }).toBe(2);
  });

  it('an order past status 1 offers neither edit nor cancel', async () => {
    await goto(ctv, '/chi-dinh');
    await choose(ctv, 'Trạng thái', 'Hoàn thành');
    const done = ctv.locator('.ant-table-row').filter({ hasText: 'Hoàn thành' });
    await done.first().waitFor();
    await done.first().click();
    await ctv.waitForURL((url) => /^\/chi-dinh\/[0-9a-f-]{36}$/.test(url.pathname));
    await ctv.locator('.order-detail__name').waitFor();
    await ctv.getByText(ORDER_TEXT.resultStatusTag).first().waitFor();
    expect(await ctv.getByRole('button', { name: ORDER_TEXT.editOrder }).count()).toBe(0);
    expect(await ctv.getByRole('button', { name: ORDER_TEXT.cancelOrder }).count()).toBe(0);
    // The demo's completed orders carry their result file: the download is the stored PDF.
    const [download] = await Promise.all([ctv.waitForEvent('download'), ctv.getByRole('button', { name: /Tải file kết quả/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Kết quả xét nghiệm LH-\d{7}\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
