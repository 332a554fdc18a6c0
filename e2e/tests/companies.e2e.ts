import { COMPANY_MSG, headcountRefusal, ROSTER_COLUMN_LABELS, ROSTER_COLUMNS, type RosterImportResult } from '@portal/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { clickForResponse, goto, launchBrowser, newPage, signIn } from '../browser.ts';
import { clickOption, consoleLogin } from '../console-helpers.ts';

/**
 * Companies, end to end (issue 19): the operator creates a health-exam contract for one of dn_demo's
 * sub-units; dn_demo opens it, imports a roster with one bad row (sees the row's error, nothing is
 * imported, downloads the error file), fixes the row and imports (the notice gives the figures),
 * re-imports the same file (nothing to change, no commit offered), tries a fourth person on a
 * contract for three (refused by the head count); puts the contract in a set; the operator marks the
 * exams; the set's progress bar moves; a sub-unit rename with a PDF is approved on the desk and the
 * new name shows.
 */
let browser: Browser;
let dn: Page;
let op: Page;
const stamp = String(Date.now()).slice(-6);
const CODE = `HDKSK-E2E-${stamp}`;
const CONTRACT_NAME = `Khám định kỳ kiểm thử ${stamp}`;
const SET_NAME = `Bộ kiểm thử ${stamp}`;
const NEW_UNIT_NAME = `Chi nhánh Thủ Đô ${stamp}`;
const PDF = Buffer.from(`%PDF-1.4\n% ${stamp}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
let contractId = '';

/** DD/MM/YYYY of a day `offset` days from now. */
const dayText = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
};

/** Three people as the template's columns; `badCccd` spoils the second row's CCCD; `fourth` adds one more. */
function rosterCsv(badCccd: boolean, fourth = false): Buffer {
  const people = [
    [`07919${stamp}1`, '', `Nguyễn Văn Kiểm ${stamp}`, '15/03/1990', 'Nam', '0912345601', '', 'Quận 1'],
    [badCccd ? '12345' : `07919${stamp}2`, '', `Trần Thị Thử ${stamp}`, '02/11/1992', 'Nữ', '0912345602', '', ''],
    [`07919${stamp}3`, 'DN4797912345678', `Lê Minh Duyệt ${stamp}`, '30/06/1985', 'Nam', '', '', 'Thủ Đức'],
    ...(fourth ? [[`07919${stamp}4`, '', `Phạm Thêm ${stamp}`, '01/01/1995', 'Nữ', '', '', '']] : []),
  ];
  const header = ROSTER_COLUMNS.map((c) => ROSTER_COLUMN_LABELS[c]);
  return Buffer.from([header, ...people].map((r) => r.join(',')).join('\n'), 'utf8');
}

beforeAll(async () => {
  browser = await launchBrowser();
  op = await newPage(browser);
  await consoleLogin(op, 'admin_demo');
  dn = await newPage(browser);
  await signIn(dn, 'doanh-nghiep', 'dn_demo');
});
afterAll(() => browser?.close());

/** Picks an antd Select option by its whole text, the field found by its label inside `scope` (a dialog). */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  const field = scope.getByLabel(label, { exact: true });
  // Its options in first: a list that fills while open moves under the pointer.
  await expect.poll(() => field.evaluate((el) => (el.closest('.ant-select') ?? el).className)).not.toContain('ant-select-loading');
  await field.click();
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await clickOption(page, page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: exact }));
}

const importCall = (req: { url(): string; method(): string }) =>
  req.method() === 'POST' && req.url().includes('/contract/import-company-employees');

describe('a company contract from the desk to the roster, the exams and the set', () => {
  it('the operator creates a contract for a sub-unit of dn_demo', async () => {
    await op.goto('/quan-tri/hop-dong-kham');
    await op.getByRole('button', { name: 'Tạo hợp đồng' }).click();
    const dialog = op.getByRole('dialog', { name: 'Tạo hợp đồng' });
    await dialog.getByLabel('Số hợp đồng').waitFor();
    await expectNoSeriousA11yViolations(op, 'the desk contract dialog', dialog);
    await choose(op, dialog, 'Doanh nghiệp', 'DN-000002 — Công ty Cổ phần Dược phẩm Minh An');
    await choose(op, dialog, 'Đơn vị trực thuộc', 'DN-000003 — Chi nhánh Hà Nội');
    await dialog.getByLabel('Số hợp đồng').fill(CODE);
    await dialog.getByLabel('Tên hợp đồng').fill(CONTRACT_NAME);
    await choose(op, dialog, 'Loại hợp đồng', 'Khám sức khỏe định kỳ');
    await choose(op, dialog, 'Trạng thái', 'Đang thực hiện');
    for (const [label, value] of [
      ['Ngày bắt đầu', dayText(-1)],
      ['Ngày kết thúc', dayText(180)],
    ] as const) {
      const input = dialog.getByLabel(label, { exact: true });
      await input.click();
      await input.fill(value);
      await input.press('Enter');
      await expect.poll(() => input.inputValue()).toBe(value);
    }
    await dialog.getByLabel('Số lượng người khám').fill('3');
    await dialog.getByLabel('Giá trị hợp đồng').fill('4500000');
    await choose(op, dialog, 'Gói khám', 'Khám sức khỏe định kỳ cho doanh nghiệp');
    await dialog.locator('input[type=file]').setInputFiles({ name: `hop-dong-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    const created = await clickForResponse(
      op,
      dialog.getByRole('button', { name: 'Lưu' }),
      (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/admin/companies/contracts',
    );
    expect(created.status()).toBe(200);
    contractId = (await created.json()).data.id;
    await op.waitForURL((url) => url.pathname === `/quan-tri/hop-dong-kham/${contractId}`);
    await op.getByText(CODE).first().waitFor();
    await expectNoSeriousA11yViolations(op, 'the desk contract page');
  });

  it('dn_demo opens it; a roster with one bad row imports nothing and offers its error file', async () => {
    await goto(dn, '/hop-dong');
    await dn.locator('.ant-table-row').first().waitFor();
    await expectNoSeriousA11yViolations(dn, 'the company contract list');
    await dn.getByLabel('Tìm theo số hoặc tên hợp đồng').fill(CODE);
    const row = dn.locator('.ant-table-row', { hasText: CODE });
    await expect.poll(() => dn.locator('.ant-table-row').count()).toBe(1);
    await row.click();
    await dn.waitForURL((url) => decodeURIComponent(url.pathname) === `/hop-dong/${CODE}`);
    await dn.getByText(CONTRACT_NAME).first().waitFor();
    await expectNoSeriousA11yViolations(dn, 'the company contract detail');
    // 'Gói khám': the package the operator chose, with its services.
    await dn.getByRole('button', { name: 'Gói khám', exact: true }).click();
    const drawer = dn.locator('.ant-drawer', { has: dn.locator('.ant-drawer-title', { hasText: 'Gói khám' }) });
    await drawer.getByText('Khám sức khỏe định kỳ cho doanh nghiệp').waitFor();
    expect(await drawer.getByRole('cell').count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(dn, "the contract's exam package", drawer);
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    await dn.getByRole('button', { name: 'Nhập danh sách' }).click();
    const dialog = dn.getByRole('dialog', { name: 'Nhập danh sách nhân viên' });
    // The upload area (antd Upload.Dragger): a button the keyboard reaches, over a hidden file input.
    await dialog.getByRole('button', { name: /Chọn tệp Excel/ }).waitFor();
    await expectNoSeriousA11yViolations(dn, 'the roster import dialog', dialog);
    const [checked] = await Promise.all([
      dn.waitForResponse((res) => importCall(res.request())),
      dialog.locator('input[type=file]').setInputFiles({ name: 'nhan-vien.csv', mimeType: 'text/csv', buffer: rosterCsv(true) }),
    ]);
    const preview = (await checked.json()).data as RosterImportResult;
    expect(preview.counts).toEqual({ new: 2, updated: 0, unchanged: 0, error: 1 });
    await dialog.getByText(COMPANY_MSG.importHasErrors(1)).waitFor();
    await dialog.getByText(COMPANY_MSG.rowCccd).waitFor();
    expect(await dialog.getByRole('button', { name: 'Xác nhận nhập' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(dn, 'the import preview with an error', dialog);

    const [download] = await Promise.all([dn.waitForEvent('download'), dialog.getByRole('button', { name: 'Tải file lỗi' }).click()]);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK'); // an .xlsx is a zip
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Đóng' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Nothing was imported.
    await dn.locator('.ant-table-placeholder').first().waitFor();
    expect(await dn.locator('.ant-table-row').count()).toBe(0);
  });

  it('the fixed file imports its three people, and the same file again changes nothing', async () => {
    await dn.getByRole('button', { name: 'Nhập danh sách' }).click();
    const dialog = dn.getByRole('dialog', { name: 'Nhập danh sách nhân viên' });
    const [checked] = await Promise.all([
      dn.waitForResponse((res) => importCall(res.request())),
      dialog.locator('input[type=file]').setInputFiles({ name: 'nhan-vien.csv', mimeType: 'text/csv', buffer: rosterCsv(false) }),
    ]);
    const preview = (await checked.json()).data as RosterImportResult;
    expect(preview.counts).toEqual({ new: 3, updated: 0, unchanged: 0, error: 0 });
    expect(preview.headcount).toEqual({ planned: 3, current: 0 });
    // The chosen file is named in the upload list.
    await dialog.locator('.ant-upload-list').getByText('nhan-vien.csv').waitFor();
    const committed = await clickForResponse(dn, dialog.getByRole('button', { name: 'Xác nhận nhập' }), importCall);
    expect(committed.status()).toBe(200);
    expect(((await committed.json()).data as RosterImportResult).committed).toBe(true);
    await dialog.waitFor({ state: 'hidden' });
    // The notice says what was written, with the figures.
    await dn.getByText(COMPANY_MSG.importCommitted({ new: 3, updated: 0, unchanged: 0 })).waitFor();
    for (const name of [`Nguyễn Văn Kiểm ${stamp}`, `Trần Thị Thử ${stamp}`, `Lê Minh Duyệt ${stamp}`]) {
      await dn.locator('.ant-table-row', { hasText: name }).waitFor();
    }

    await dn.getByRole('button', { name: 'Nhập danh sách' }).click();
    const again = dn.getByRole('dialog', { name: 'Nhập danh sách nhân viên' });
    const [rechecked] = await Promise.all([
      dn.waitForResponse((res) => importCall(res.request())),
      again.locator('input[type=file]').setInputFiles({ name: 'nhan-vien.csv', mimeType: 'text/csv', buffer: rosterCsv(false) }),
    ]);
    expect(((await rechecked.json()).data as RosterImportResult).counts).toEqual({ new: 0, updated: 0, unchanged: 3, error: 0 });
    // Nothing to write: said plainly, and no commit offered.
    await again.getByText(COMPANY_MSG.importNoChanges).waitFor();
    expect(await again.getByRole('button', { name: 'Xác nhận nhập' }).count()).toBe(0);

    // A fourth person on a contract for three: the preview refuses it with the server's rule.
    const [over] = await Promise.all([
      dn.waitForResponse((res) => importCall(res.request())),
      again.locator('input[type=file]').setInputFiles({ name: 'nhan-vien-4.csv', mimeType: 'text/csv', buffer: rosterCsv(false, true) }),
    ]);
    const overPreview = (await over.json()).data as RosterImportResult;
    expect(overPreview.counts).toEqual({ new: 1, updated: 0, unchanged: 3, error: 0 });
    await again.getByText(headcountRefusal(overPreview.headcount, overPreview.counts.new)!).waitFor();
    expect(await again.getByRole('button', { name: 'Xác nhận nhập' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(dn, 'the import preview over the head count', again);
    await again.locator('.ant-modal-footer').getByRole('button', { name: 'Đóng' }).click();
    await again.waitFor({ state: 'hidden' });
  });

  it('dn_demo puts the contract in a new set: nobody examined yet', async () => {
    await goto(dn, '/bo-hop-dong');
    await dn.locator('.ant-table-row').first().waitFor();
    await expectNoSeriousA11yViolations(dn, 'the contract sets');
    await dn.getByRole('button', { name: 'Tạo bộ hợp đồng' }).click();
    const dialog = dn.getByRole('dialog', { name: 'Tạo bộ hợp đồng' });
    await dialog.getByLabel('Tên bộ hợp đồng').fill(SET_NAME);
    const select = dialog.getByLabel('Hợp đồng', { exact: true });
    await select.click();
    // The options are the server's answer to the search: chosen once it is in, not from the list it replaces.
    const searched = dn.waitForResponse(
      (res) => res.url().includes('/company/contract/list') && new URL(res.url()).searchParams.get('search') === CODE,
    );
    await select.fill(CODE);
    await searched;
    await expect.poll(() => select.evaluate((el) => (el.closest('.ant-select') ?? el).className)).not.toContain('ant-select-loading');
    // A multiple select stays open after a choice: the chosen tag says it was taken.
    const option = dn.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: CODE });
    await option.waitFor();
    await expect.poll(() => dn.locator('.ant-select-dropdown:visible .ant-select-item-option').count()).toBe(1);
    await expect.poll(() => dn.locator('.ant-select-dropdown:visible').getAttribute('class')).not.toMatch(/-(appear|enter)\b/);
    await option.click();
    await dialog.locator('.ant-select-selection-item', { hasText: CODE }).waitFor();
    await select.press('Escape');
    await expectNoSeriousA11yViolations(dn, 'the create-set dialog', dialog);
    const created = await clickForResponse(dn, dialog.getByRole('button', { name: 'Tạo' }), (req) =>
      req.url().includes('/contract-group/create'),
    );
    expect(created.status()).toBe(200);
    await dn.getByRole('heading', { name: SET_NAME }).waitFor();
    await dn.getByRole('img', { name: 'Khám đủ 0%, Khám chưa đủ 0%, Chưa khám 100%' }).first().waitFor();
  });

  it('the operator marks the three examined in full; the set shows it', async () => {
    await op.goto(`/quan-tri/hop-dong-kham/${contractId}`);
    const rows = op.locator('.ant-table-row');
    // The desk's rows, once drawn (a busy machine takes more than a poll's second to draw the console).
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    for (let i = 0; i < 3; i++) await rows.nth(i).locator('.ant-checkbox-input').check();
    await op.getByRole('button', { name: 'Cập nhật trạng thái khám (3)' }).click();
    const dialog = op.getByRole('dialog', { name: 'Cập nhật trạng thái khám' });
    await dialog.getByLabel('Trạng thái khám').waitFor();
    await expectNoSeriousA11yViolations(op, 'the exam-state dialog', dialog);
    await choose(op, dialog, 'Trạng thái khám', 'Khám đủ');
    const moved = await clickForResponse(op, dialog.getByRole('button', { name: 'Lưu' }), (req) =>
      req.url().endsWith(`/api/admin/companies/contracts/${contractId}/employees/exam-state`),
    );
    expect(moved.status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });

    await dn.reload();
    await dn.getByRole('heading', { name: SET_NAME }).waitFor();
    await dn.getByRole('img', { name: 'Khám đủ 100%, Khám chưa đủ 0%, Chưa khám 0%' }).first().waitFor();
  });
});

describe('a sub-unit rename with its PDF, approved on the desk', () => {
  it('dn_demo asks to rename Chi nhánh Hà Nội; the operator approves; the new name shows', async () => {
    await goto(dn, '/don-vi');
    await expectNoSeriousA11yViolations(dn, 'the unit list');
    await dn.locator('.ant-table-row', { hasText: 'Chi nhánh Hà Nội' }).getByText('Chi nhánh Hà Nội').click();
    await dn.getByRole('heading', { name: 'Hồ sơ Doanh nghiệp' }).waitFor();
    await expectNoSeriousA11yViolations(dn, 'the sub-unit profile');
    await dn.getByRole('button', { name: 'Gửi yêu cầu chỉnh sửa' }).click();
    const dialog = dn.getByRole('dialog', { name: 'Gửi yêu cầu chỉnh sửa' });
    await dialog.getByLabel('Tên công ty mới').fill(NEW_UNIT_NAME);
    await dialog.locator('input[type=file]').setInputFiles({ name: `doi-ten-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expectNoSeriousA11yViolations(dn, 'the rename dialog', dialog);
    const sent = await clickForResponse(dn, dialog.getByRole('button', { name: 'Gửi yêu cầu' }), (req) => req.url().endsWith('/rename'));
    expect(sent.status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });

    await op.goto('/quan-tri/yeu-cau-doi-ten');
    const request = op.locator('.ant-table-row', { hasText: NEW_UNIT_NAME });
    await request.waitFor();
    await expect.poll(() => request.getByText('Xem file PDF').count()).toBe(1);
    await request.getByRole('button', { name: 'Duyệt' }).click();
    const confirm = op.getByRole('dialog', { name: 'Duyệt yêu cầu đổi tên' });
    const approved = await clickForResponse(op, confirm.getByRole('button', { name: 'Duyệt' }), (req) => req.url().endsWith('/approve'));
    expect(approved.status()).toBe(200);

    await goto(dn, '/don-vi');
    await dn.locator('.ant-table-row', { hasText: NEW_UNIT_NAME }).waitFor();
    expect(await dn.locator('.ant-table-row', { hasText: 'Chi nhánh Hà Nội' }).count()).toBe(0);
  });
});
