import { pathOf, siteNameOf, tenderDeskEndpoints, tenderingProviderEndpoints } from '@portal/contract';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { choose, consoleLogin, day, pickDate } from '../console-helpers.ts';
import { baseUrl, clickForResponse, goto, launchBrowser, newPage } from '../browser.ts';
import { query } from '../db.ts';

/**
 * Tendering, end to end (spec 2). A visitor finds an open tender on the home page, reads its
 * server-rendered page and is sent to the provider login to submit. Then the tender officer and
 * a provider, each in their own browser, go through one bid: publish, submit, edit, clarify,
 * meet, and the result. API reads only check state; every step is taken through the screens.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const stamp = String(Date.now()).slice(-6);
/** The site's name in titles, with the demo owner's short name. */
const SITE = siteNameOf('Y tế Sài Gòn');
const SEEDED_OPEN = 'Mua sắm máy siêu âm Doppler màu cho phòng khám Quận 1';
const SEEDED_DRAFT = 'Găng tay y tế (bản nháp)';

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
});

const meta = (html: string, key: string) => html.match(new RegExp(`<meta property="${key.replace(':', '\\:')}" content="([^"]*)"`))?.[1];

/** Waits for the answer of a call while `act` triggers it; the status must be 200. */
async function answered(page: Page, method: string, path: string | ((p: string) => boolean), act: () => Promise<unknown>) {
  const matches = typeof path === 'string' ? (p: string) => p === path : path;
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === method && matches(new URL(r.url()).pathname)),
    act(),
  ]);
  expect(res.status(), await res.text()).toBe(200);
  return res as Response;
}

/** Presses Tab until `target` has the focus (at most 80 times): the way a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

async function providerLogin(page: Page, username: string) {
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Demo@123');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

describe('a visitor', () => {
  it('finds an open tender on the home page, reads its rendered page and is sent to the provider login to submit', async () => {
    const page = await newPage(browser);
    await goto(page, '/');
    const section = page.locator('#bid-project');
    const card = section.getByRole('link', { name: new RegExp(SEEDED_OPEN) });
    await card.waitFor();
    await expectNoSeriousA11yViolations(page, 'the home page');
    expect(await section.getByText(SEEDED_DRAFT).count()).toBe(0);
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/thau\/\d+$/);
    const path = String(href);

    // As a link-preview robot sees it: no JavaScript.
    const res = await fetch(`${baseUrl()}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/)?.[1]).toContain(SEEDED_OPEN);
    expect(meta(html, 'og:title')).toBe(`${SEEDED_OPEN} | ${SITE}`);
    expect(meta(html, 'og:description')).toMatch(/Hạn nộp hồ sơ: \d{2}\/\d{2}\/\d{4}/);
    expect(meta(html, 'og:url')).toBe(`${baseUrl()}${path}`);

    await card.click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('heading', { name: SEEDED_OPEN }).waitFor();
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.allTextContents()).toEqual(['Thông tin bài thầu']);
    await expectNoSeriousA11yViolations(page, "a visitor's bid page");

    await page.getByRole('button', { name: 'Nộp hồ sơ' }).click();
    await page.waitForURL((url) => url.pathname === '/dang-nhap/nha-cung-cap');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(path);
    await page.getByLabel('Tên đăng nhập').waitFor();
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
    await providerLogin(page, 'ncc_demo2');
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('heading', { name: SEEDED_OPEN }).waitFor();
    // Back as a provider with a submission on this bid: its own tabs now show.
    await page.getByRole('tab', { name: 'Lịch sử cập nhật' }).waitFor();
    await page.context().close();
  });
});

// ---- the officer and the provider on one bid ----

const POST = `Bảo trì máy thở ${stamp}`;
const ITEM = `Giấy chứng nhận ISO ${stamp}`;
const PRICE = '987654321';
const PRICE_SHOWN = '987.654.321';
const NEW_PRICE = '876543210';
const NEW_PRICE_SHOWN = '876.543.210';
const REQ_KEEP = `Làm rõ phạm vi bảo trì ${stamp}`;
const REQ_DROP = `Làm rõ thời gian bảo hành ${stamp}`;
const ANSWER = `Phạm vi gồm 12 máy thở, bảo trì định kỳ hằng quý ${stamp}`;

let officer: Page;
let provider: Page;
let postId = 0;
let providerName = '';

/** The provider's bid page, hydrated and read through the provider's own call. */
async function openBid(tab?: string) {
  await Promise.all([
    provider.waitForResponse((r) => new URL(r.url()).pathname === pathOf(tenderingProviderEndpoints.detail, { id: postId }) && r.ok()),
    goto(provider, `/thau/${postId}${tab ? `?tab=${tab}` : ''}`),
  ]);
  await provider.getByRole('heading', { name: POST }).waitFor();
  await provider.locator('.bid-stepper, .bid-single-tab').first().waitFor();
  await expectNoSeriousA11yViolations(provider, `the provider's bid page${tab ? ` (${tab})` : ''}`);
}

/** The provider's submission on the journey's bid, as stored. */
const storedSubmission = () =>
  query<{ price: string; files: string; progress: string; custom_text: string | null; custom_file: string | null }>(
    `select s.price::text as price,
            (select count(*) from bid_submission_files f where f.submission_id = s.id)::text as files,
            (select string_agg(g.progress_type || ':' || g.name, ',' order by g.progress_type)
               from bid_submission_progress g where g.submission_id = s.id) as progress,
            (select v.content from bid_custom_values v join bid_post_infos i on i.id = v.info_id
              where v.submission_id = s.id and i.name = 'Kinh nghiệm bảo trì (năm)') as custom_text,
            (select v.file_name from bid_custom_values v join bid_post_infos i on i.id = v.info_id
              where v.submission_id = s.id and i.name = $2) as custom_file
       from bid_submissions s join partners p on p.id = s.partner_id
      where s.bid_post_id = $1 and p.name = $3`,
    [postId, ITEM, providerName],
  );
const SAVED = { files: '2', progress: '0:Đợt 1,1:Tạm ứng', custom_text: '12 năm', custom_file: 'Chứng nhận ISO 13485.pdf' };

const requestRow = (title: string) => provider.locator('.ant-table-row', { hasText: title });

/** What went wrong behind the screens on the way: script errors and server errors. */
const problems: string[] = [];
function watch(page: Page, who: string) {
  page.on('pageerror', (error) => problems.push(`${who} pageerror: ${error.message}`));
  page.on('response', (res) => {
    if (res.status() >= 500) problems.push(`${who} ${res.status()} ${res.request().method()} ${res.url()}`);
  });
}

describe('the tender officer and a provider on one bid', () => {
  beforeAll(async () => {
    officer = await newPage(browser);
    provider = await newPage(browser);
    watch(officer, 'officer');
    watch(provider, 'provider');
    await consoleLogin(officer, 'qt_dauthau');
    await goto(provider, '/dang-nhap/nha-cung-cap');
    await providerLogin(provider, 'ncc_demo');
    await provider.waitForURL((url) => url.pathname === '/');
    const [row] = await query<{ name: string }>(
      `select p.name from partners p join users u on u.partner_id = p.id where u.username = 'ncc_demo'`,
    );
    providerName = String(row?.name);
  });

  it('the officer creates a bid post with a required file item and publishes it', async () => {
    await officer.goto('/quan-tri/dau-thau/tao-moi');
    await officer.getByRole('heading', { name: 'Tạo bài thầu' }).waitFor();
    await expectNoSeriousA11yViolations(officer, 'the new bid post form');
    await officer.getByLabel('Tên bài thầu', { exact: true }).fill(POST);
    await officer.getByLabel('Tên gói thầu', { exact: true }).fill(`Gói thầu số ${stamp}/2026`);
    await officer.getByLabel('Bên mời thầu', { exact: true }).fill('Bệnh viện Đa khoa Kiểm Thử');
    await choose(officer, 'Lĩnh vực', 'Dịch vụ bảo trì');
    // The category's template arrives (a required text, an optional file); a required file is added.
    await expect.poll(() => officer.getByLabel('Tên thông tin 1').inputValue()).toBe('Kinh nghiệm bảo trì (năm)');
    await officer.getByRole('button', { name: 'Thêm thông tin' }).click();
    await officer.getByLabel('Tên thông tin 3').fill(ITEM);
    await officer.getByLabel('Loại thông tin 3').click();
    await officer.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Tệp đính kèm' }).click();
    await officer.getByRole('checkbox', { name: 'Bắt buộc' }).nth(2).check();
    await choose(officer, 'Loại hợp đồng', 'Trọn gói');
    await choose(officer, 'Khu vực', 'Miền Nam');
    await choose(officer, 'Hình thức lựa chọn nhà thầu', 'Đấu thầu rộng rãi');
    await choose(officer, 'Phương thức', 'Một giai đoạn một túi hồ sơ');
    await choose(officer, 'Nhóm dự thầu', 'Tất cả nhà cung cấp');
    await pickDate(officer, 'Đóng thầu', day(6));
    const created = await answered(officer, 'POST', tenderDeskEndpoints.create.path, () =>
      officer.getByRole('button', { name: 'Tạo bài thầu' }).click(),
    );
    const post = (await created.json()).data as { id: number; informations: Array<{ name: string; isRequired: boolean; type: number }> };
    expect(post.informations).toContainEqual(expect.objectContaining({ name: ITEM, isRequired: true, type: 1 }));
    postId = post.id;

    await officer.waitForURL((url) => url.pathname === `/quan-tri/dau-thau/${postId}`);
    await officer.getByRole('button', { name: 'Mở bài thầu' }).click();
    await officer.getByRole('dialog').getByRole('button', { name: 'Mở', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(officer, 'the publish confirmation', officer.getByRole('dialog'));
    await answered(officer, 'POST', pathOf(tenderDeskEndpoints.status, { id: postId }), () =>
      officer.getByRole('dialog').getByRole('button', { name: 'Mở', exact: true }).click(),
    );
    await officer.locator('.ant-tag', { hasText: 'Đang mở' }).first().waitFor();
  });

  it('the provider submits with files, schedules and the custom values, and sees the stepper at "Đã nộp thầu"', async () => {
    await openBid();
    // No submission yet: the info tab only.
    await expect.poll(() => provider.getByRole('tab').allTextContents()).toEqual(['Thông tin bài thầu']);
    await provider.getByRole('button', { name: 'Nộp hồ sơ' }).click();
    const dialog = provider.getByRole('dialog', { name: 'Thông tin nhà thầu' });
    await dialog.getByLabel('Giá dự thầu (VNĐ)').waitFor();
    await expectNoSeriousA11yViolations(provider, 'the submit-bid dialog', dialog);
    await dialog.getByLabel('Giá dự thầu (VNĐ)').fill(PRICE);
    await expect.poll(() => dialog.getByLabel('Giá dự thầu (VNĐ)').inputValue()).toBe(PRICE_SHOWN);
    await choose(provider, 'Phương thức vận chuyển', 'Đường bộ');
    await dialog.getByLabel('Chiết khấu (%)').fill('3');
    await dialog.getByLabel('Tài liệu đính kèm').setInputFiles([pdf('Hồ sơ năng lực.pdf'), pdf('Bảng báo giá.pdf')]);
    await dialog.getByText('Bảng báo giá.pdf').waitFor();
    await dialog.getByLabel('Tên liên hệ').fill('Nguyễn Văn Bảo');
    await dialog.getByLabel('Chức vụ').fill('Trưởng phòng kinh doanh');
    const supply = dialog.getByRole('group', { name: 'Cung cấp hàng hoá' });
    await supply.getByLabel('Tiêu đề 1').fill('Đợt 1');
    await supply.getByLabel('Nội dung 1').fill('Bảo trì lần đầu sau 7 ngày ký hợp đồng');
    const payment = dialog.getByRole('group', { name: 'Thanh toán' });
    await payment.getByLabel('Tiêu đề 1').fill('Tạm ứng');
    await payment.getByLabel('Nội dung 1').fill('Tạm ứng 30% giá trị hợp đồng');
    await dialog.getByLabel('Kinh nghiệm bảo trì (năm)').fill('12 năm');
    await dialog.getByLabel(ITEM).setInputFiles(pdf('Chứng nhận ISO 13485.pdf'));
    await dialog.getByText('Chứng nhận ISO 13485.pdf').waitFor();
    await answered(provider, 'POST', tenderingProviderEndpoints.createSubmission.path, () =>
      dialog.getByRole('button', { name: 'Nộp hồ sơ' }).click(),
    );
    await dialog.waitFor({ state: 'hidden' });

    // Saved together: the files, both schedules and the custom values are the submission's.
    expect(await storedSubmission()).toEqual([{ ...SAVED, price: PRICE }]);

    await provider.getByRole('tab', { name: 'Lịch sử cập nhật' }).waitFor();
    const stepper = provider.locator('.bid-stepper');
    await stepper.locator('.ant-steps-item-finish', { hasText: 'Đã nộp thầu' }).waitFor();
    await stepper.locator('.ant-steps-item-process', { hasText: 'Đánh giá thầu' }).waitFor();
  });

  it('the provider edits the price with the keyboard alone and finds both entries in the history', async () => {
    await provider.getByRole('button', { name: 'Cập nhật hồ sơ' }).focus();
    await provider.keyboard.press('Enter');
    const dialog = provider.getByRole('dialog', { name: 'Thông tin nhà thầu' });
    const price = dialog.getByLabel('Giá dự thầu (VNĐ)');
    await expect.poll(() => price.inputValue()).toBe(PRICE_SHOWN);
    // Tab from the dialog's start to the price, replace it, then Tab on to the dialog's submit button and press Enter.
    await tabTo(provider, price);
    await provider.keyboard.press('ControlOrMeta+A');
    await provider.keyboard.type(NEW_PRICE);
    await tabTo(provider, dialog.getByRole('button', { name: 'Nộp hồ sơ' }));
    await answered(
      provider,
      'PUT',
      (p) => p.startsWith('/api/partner/v1/provider/bid-post/update-bid-post-submit/'),
      () => provider.keyboard.press('Enter'),
    );
    await dialog.waitFor({ state: 'hidden' });
    // Only the price changed: the kept files, schedules and custom values are all still there.
    expect(await storedSubmission()).toEqual([{ ...SAVED, price: NEW_PRICE }]);

    await provider.getByRole('tab', { name: 'Lịch sử cập nhật' }).click();
    const panel = provider.getByRole('tabpanel', { name: 'Lịch sử cập nhật' });
    await panel.locator('.ant-table-row', { hasText: 'Chỉnh sửa' }).filter({ hasText: NEW_PRICE_SHOWN }).first().waitFor();
    await panel.locator('.ant-table-row', { hasText: 'Tạo mới' }).first().waitFor();
  });

  it('the provider creates two clarification requests, edits one and deletes the other', async () => {
    for (const title of [REQ_KEEP, REQ_DROP]) {
      await provider.getByRole('button', { name: 'Yêu cầu làm rõ' }).click();
      const dialog = provider.getByRole('dialog', { name: 'Yêu cầu làm rõ thông tin thầu' });
      await dialog.getByLabel('Tiêu đề').waitFor();
      await expectNoSeriousA11yViolations(provider, 'the clarification request dialog', dialog);
      await dialog.getByLabel('Tiêu đề').fill(title);
      await dialog.getByLabel('Nội dung').fill(`Đề nghị bên mời thầu làm rõ: ${title}`);
      await answered(provider, 'POST', tenderingProviderEndpoints.createRequest.path, () =>
        dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click(),
      );
      await dialog.waitFor({ state: 'hidden' });
    }
    await provider.getByRole('tab', { name: 'Yêu cầu' }).click();
    await requestRow(REQ_DROP).waitFor();
    await expectNoSeriousA11yViolations(provider, "the bid page's requests tab");

    await requestRow(REQ_KEEP).getByRole('button', { name: 'Sửa' }).click();
    const edit = provider.getByRole('dialog', { name: 'Yêu cầu làm rõ thông tin thầu' });
    await expect.poll(() => edit.getByLabel('Tiêu đề').inputValue()).toBe(REQ_KEEP);
    await edit.getByLabel('Nội dung').fill('Phạm vi bảo trì gồm những thiết bị nào, bao nhiêu lần mỗi năm?');
    await answered(
      provider,
      'PUT',
      (p) => p.startsWith('/api/partner/v1/provider/request/update/'),
      () => edit.getByRole('button', { name: 'Gửi yêu cầu' }).click(),
    );
    await edit.waitFor({ state: 'hidden' });

    await requestRow(REQ_DROP).getByRole('button', { name: 'Xóa' }).click();
    const confirm = provider.getByRole('dialog', { name: 'Xác nhận' });
    await confirm.getByText('Bạn có chắc chắn muốn xóa yêu cầu này không?').waitFor();
    await expectNoSeriousA11yViolations(provider, 'the delete confirmation', confirm);
    const deleted = await clickForResponse(
      provider,
      confirm.getByRole('button', { name: 'Xóa' }),
      (req) => req.method() === 'DELETE' && new URL(req.url()).pathname.startsWith('/api/partner/v1/provider/request/delete/'),
    );
    expect(deleted.status()).toBe(200);
    await requestRow(REQ_DROP).waitFor({ state: 'detached' });
    // The list has no content column: the edited text shows when the request is opened.
    await requestRow(REQ_KEEP).getByRole('button', { name: 'Xem' }).click();
    const view = provider.getByRole('dialog', { name: 'Yêu cầu làm rõ thông tin thầu' });
    await expect.poll(() => view.getByLabel('Nội dung').inputValue()).toContain('bao nhiêu lần mỗi năm');
    expect(await view.getByRole('button', { name: 'Gửi yêu cầu' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(provider, 'a clarification request, read only', view);
    await view.locator('.ant-modal-footer').getByRole('button', { name: 'Đóng' }).click();
    await view.waitFor({ state: 'hidden' });
  });

  it('the officer answers it; the provider can no longer edit or delete it', async () => {
    await officer.goto(`/quan-tri/dau-thau/${postId}?tab=requests`);
    const row = officer.locator('.ant-table-row', { hasText: REQ_KEEP });
    await row.waitFor();
    await expectNoSeriousA11yViolations(officer, "the tender desk: a post's requests");
    await row.getByRole('button', { name: 'Trả lời' }).click();
    const dialog = officer.getByRole('dialog');
    await dialog.getByLabel('Nội dung phản hồi').waitFor();
    await expectNoSeriousA11yViolations(officer, 'the reply dialog', dialog);
    await dialog.getByLabel('Nội dung phản hồi').fill(ANSWER);
    await answered(
      officer,
      'POST',
      (p) => /^\/api\/admin\/tendering\/requests\/[^/]+\/reply$/.test(p),
      () => dialog.getByRole('button', { name: 'Gửi phản hồi' }).click(),
    );
    await row.getByText(ANSWER).waitFor();
    expect(await officer.locator('.ant-table-row', { hasText: REQ_DROP }).count()).toBe(0);

    await openBid('request');
    const mine = requestRow(REQ_KEEP);
    await mine.getByText(ANSWER).waitFor();
    const edit = mine.getByRole('button', { name: 'Sửa' });
    const remove = mine.getByRole('button', { name: 'Xóa' });
    expect(await edit.isDisabled()).toBe(true);
    expect(await remove.isDisabled()).toBe(true);
    expect(await edit.getAttribute('title')).toBe('Không thể chỉnh sửa yêu cầu đã có phản hồi');
    expect(await remove.getAttribute('title')).toBe('Không thể xóa yêu cầu đã có phản hồi');
  });

  it('before the close date the officer sees the submission sealed, without its price, and invites the provider to meet', async () => {
    await Promise.all([
      officer.waitForResponse((r) => new URL(r.url()).pathname === pathOf(tenderDeskEndpoints.submissions, { id: postId }) && r.ok()),
      officer.goto(`/quan-tri/dau-thau/${postId}?tab=submissions`),
    ]);
    await officer.getByText('Hồ sơ được niêm phong đến').waitFor();
    await officer.getByRole('button', { name: providerName }).waitFor();
    for (const price of [PRICE, PRICE_SHOWN, NEW_PRICE, NEW_PRICE_SHOWN]) expect(await officer.content()).not.toContain(price);
    await expectNoSeriousA11yViolations(officer, "the tender desk: a post's submissions");

    await officer.getByRole('button', { name: providerName }).click();
    const drawer = officer.locator('.ant-drawer', { hasText: 'Hồ sơ dự thầu' });
    await drawer.getByText('Niêm phong').first().waitFor();
    await expectNoSeriousA11yViolations(officer, 'a sealed submission', drawer);
    for (const price of [PRICE, PRICE_SHOWN, NEW_PRICE, NEW_PRICE_SHOWN]) expect(await officer.content()).not.toContain(price);

    await drawer.getByRole('button', { name: 'Mời gặp mặt' }).click();
    const dialog = officer.getByRole('dialog', { name: /Mời gặp mặt/ });
    await dialog.getByLabel('Địa điểm').waitFor();
    await expectNoSeriousA11yViolations(officer, 'the meeting request dialog', dialog);
    await pickDate(officer, 'Thời gian gặp mặt', day(3));
    await dialog.getByLabel('Địa điểm').fill('12 Nguyễn Du, Quận 1, TP. Hồ Chí Minh');
    await dialog.getByLabel('Người liên hệ').fill('Phạm Thu Trang');
    await dialog.getByLabel('Số điện thoại liên hệ').fill('0283838687');
    await dialog.getByLabel('Nội dung').fill(`Mời nhà thầu trao đổi phương án bảo trì ${stamp}`);
    await answered(
      officer,
      'POST',
      (p) => /^\/api\/admin\/tendering\/submissions\/[^/]+\/requests$/.test(p),
      () => dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click(),
    );
    await dialog.waitFor({ state: 'hidden' });
    await drawer.getByText('Yêu cầu gặp mặt').first().waitFor();
  });

  it('the provider agrees to meet, with a text', async () => {
    await openBid();
    const banner = provider.getByRole('region', { name: 'Yêu cầu gặp mặt' });
    await banner.getByText(`Mời nhà thầu trao đổi phương án bảo trì ${stamp}`).waitFor();
    await expectNoSeriousA11yViolations(provider, 'the meeting request banner', banner);
    await banner.getByRole('radio', { name: 'Đồng ý gặp mặt' }).check();
    await banner.getByLabel('Nội dung phản hồi').fill('Chúng tôi sẽ có mặt đúng giờ.');
    await answered(provider, 'POST', tenderingProviderEndpoints.createReply.path, () =>
      banner.getByRole('button', { name: 'Gửi phản hồi' }).click(),
    );
    await banner.waitFor({ state: 'detached' });
    const [reply] = await query<{ reply_status: number; content: string }>(
      `select r.reply_status, r.content from bid_request_replies r join bid_requests q on q.id = r.request_id
        where q.bid_post_id = $1 and q.type = 1`,
      [postId],
    );
    expect(reply).toEqual({ reply_status: 0, content: 'Chúng tôi sẽ có mặt đúng giờ.' });
  });

  it('the officer approves the submission; the provider sees the green result and no more actions', async () => {
    await officer.reload();
    await officer.getByRole('button', { name: providerName }).click();
    const drawer = officer.locator('.ant-drawer', { hasText: 'Hồ sơ dự thầu' });
    await drawer.getByText('Đồng ý gặp mặt').waitFor();
    await choose(officer, 'Trạng thái mới', 'Trúng thầu');
    const confirm = officer.getByRole('dialog', { name: 'Chuyển trạng thái hồ sơ' });
    await confirm.getByRole('button', { name: 'Xác nhận' }).waitFor();
    await expectNoSeriousA11yViolations(officer, 'the status confirmation', confirm);
    await answered(
      officer,
      'POST',
      (p) => /^\/api\/admin\/tendering\/submissions\/[^/]+\/status$/.test(p),
      () => confirm.getByRole('button', { name: 'Xác nhận' }).click(),
    );
    await drawer.getByText('Hồ sơ đã có kết quả, không thể thay đổi.').waitFor();

    await openBid('request');
    const banner = provider.locator('.bid-banner--success');
    await banner.getByText('Chúc mừng!').waitFor();
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(\s*\d+,\s*(\d+),/);
    const [, r, g, b] = /rgb\((\d+), (\d+), (\d+)/.exec(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)) ?? [];
    expect(Number(g)).toBeGreaterThan(Number(r));
    expect(Number(g)).toBeGreaterThan(Number(b));
    await requestRow(REQ_KEEP).waitFor();
    for (const name of ['Nộp hồ sơ', 'Cập nhật hồ sơ', 'Bổ sung hồ sơ', 'Yêu cầu làm rõ', 'Sửa', 'Xóa']) {
      expect(await provider.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await provider.getByRole('region', { name: 'Yêu cầu gặp mặt' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
