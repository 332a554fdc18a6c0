import {
  deviceTokenEndpoints,
  notificationEndpoints,
  contentDeskEndpoints,
  mediaEndpoints,
  mediaDeskEndpoints,
  pathOf,
  tenderDeskEndpoints,
} from '@portal/contract';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import yauzl from 'yauzl';
import { type PushEndpoint, startPushEndpoint } from '../../apps/api/test/push-endpoint.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { baseUrl, clickForResponse, goto, launchBrowser, newPage, signIn, tokenOf } from '../browser.ts';
import { choose, consoleLogin } from '../console-helpers.ts';
import { query } from '../db.ts';
import { preparePush } from '../push.ts';

/**
 * Content and notifications, operator and partners in one run (issue 20): the content editor
 * publishes an article and uploads a folder of files visible to collaborators; a visitor finds the
 * article by a search without diacritics and its Open Graph tags are in the HTML; ctv_demo downloads
 * the folder as a ZIP whose entries match, ncc_demo gets 404 for it; the tender desk approves
 * ncc_demo's submission: its inbox shows it with a deep link, the unread count drops when read, and
 * its registered device got the push through the local push service; reloads keep one device.
 */
let browser: Browser;
let pushService: PushEndpoint;
let editor: Page;
const stamp = String(Date.now()).slice(-6);
const TITLE = `Khám sức khỏe định kỳ cho người lao động ${stamp}`;
const FOLDER = `Tài liệu cộng tác viên ${stamp}`;
const FILES = [
  {
    name: `huong-dan-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% ${stamp}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
  },
  { name: `ghi-chu-${stamp}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`Ghi chú kiểm thử ${stamp}\n`, 'utf8') },
];

beforeAll(async () => {
  browser = await launchBrowser();
  pushService = await startPushEndpoint(inject('pushPort'));
  editor = await newPage(browser);
  await consoleLogin(editor, 'qt_noidung');
});
afterAll(async () => {
  await browser?.close();
  await pushService?.close();
});

/** The entry names of a ZIP. */
function zipEntries(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('content: an article and a folder from the desk to partners', () => {
  it('the content editor publishes an article', async () => {
    await editor.goto('/quan-tri/noi-dung/tin-tuc/tao-moi');
    await editor.getByLabel('Tiêu đề').fill(TITLE);
    const body = editor.getByRole('textbox', { name: 'Nội dung bài viết' });
    await body.click();
    await editor.keyboard.type(`Chương trình khám sức khỏe định kỳ năm nay (${stamp}) gồm xét nghiệm máu và chụp X-quang.`);
    await choose(editor, 'Danh mục', 'Khám sức khỏe');
    // antd's button-style radio hides its input: the label is what a user clicks.
    await editor
      .locator('label.ant-radio-button-wrapper')
      .filter({ hasText: /^Đã đăng$/ })
      .click();
    expect(await editor.getByRole('radio', { name: 'Đã đăng' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(editor, 'the news editor');
    const saved = await clickForResponse(
      editor,
      editor.getByRole('button', { name: 'Tạo bài viết' }),
      (req) => req.method() === 'POST' && new URL(req.url()).pathname === contentDeskEndpoints.createPost.path,
    );
    expect(saved.status(), await saved.text()).toBe(200);
  });

  it('and a folder of files visible to collaborators only', async () => {
    await editor.goto('/quan-tri/noi-dung/thu-vien');
    await editor.getByRole('button', { name: 'Tạo thư mục' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Tạo thư mục' });
    await dialog.getByLabel('Tên thư mục').fill(FOLDER);
    await dialog.getByRole('checkbox', { name: 'Doanh nghiệp' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Nhà cung cấp' }).uncheck();
    const created = await clickForResponse(
      editor,
      dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Lưu' }),
      (req) => req.method() === 'POST' && new URL(req.url()).pathname === mediaDeskEndpoints.createFolder.path,
    );
    expect(created.status(), await created.text()).toBe(200);
    await editor.getByRole('button', { name: `Mở thư mục ${FOLDER}` }).click();
    await editor.getByRole('button', { name: 'Tải lên tệp' }).click();
    const upload = editor.getByRole('dialog', { name: `Tải tệp lên thư mục "${FOLDER}"` });
    await upload.locator('input[type=file]').setInputFiles(FILES);
    for (const f of FILES) await upload.getByText(f.name).waitFor();
    const uploaded = await clickForResponse(
      editor,
      upload.locator('.ant-modal-footer').getByRole('button', { name: 'Tải lên tệp' }),
      (req) => req.method() === 'POST' && /\/api\/admin\/media\/folders\/[^/]+\/files$/.test(new URL(req.url()).pathname),
    );
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    for (const f of FILES) await editor.getByRole('cell', { name: f.name }).first().waitFor();
  });

  it('a visitor finds the article without diacritics; its page carries its Open Graph tags before any script', async () => {
    const visitor = await newPage(browser);
    await goto(visitor, '/tin-tuc');
    await visitor.getByLabel('Tìm kiếm tin tức').fill(`kham suc khoe dinh ky cho nguoi lao dong ${stamp}`);
    const link = visitor.getByRole('link', { name: TITLE });
    await link.click();
    await visitor.waitForURL((url) => url.pathname.startsWith('/tin-tuc/') && url.pathname !== '/tin-tuc/');
    await visitor.getByRole('heading', { name: TITLE }).waitFor();
    await expectNoSeriousA11yViolations(visitor, 'the article');
    const html = await (await fetch(`${baseUrl()}${new URL(visitor.url()).pathname}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${TITLE}`);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\//);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/tin-tuc\//);
    expect(html).toContain(`(${stamp})`);
    await visitor.close();
  });

  it('ctv_demo downloads the folder as a ZIP of its files; ncc_demo gets 404 for it', async () => {
    const ctv = await newPage(browser);
    await signIn(ctv, 'cong-tac-vien', 'ctv_demo');
    await goto(ctv, '/thong-tin-chung?tab=tai-nguyen');
    const download = ctv.waitForEvent('download');
    await ctv.getByRole('button', { name: `Tải xuống ${FOLDER}` }).click();
    const file = await download;
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    expect((await zipEntries(await readFile(path))).sort()).toEqual(FILES.map((f) => f.name).sort());
    await ctv.close();

    const [folder] = await query<{ id: string }>('select id from media_nodes where name = $1', [FOLDER]);
    expect(folder).toBeDefined();
    const ncc = await newPage(browser);
    await signIn(ncc, 'nha-cung-cap', 'ncc_demo');
    const res = await fetch(`${baseUrl()}${mediaEndpoints.folderDownload.path}?id=${encodeURIComponent(folder?.id ?? '')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(ncc)}` },
    });
    expect(res.status).toBe(404);
    await ncc.close();
  });
});

describe('notifications: a desk decision reaches the provider', () => {
  it("the tender desk approves ncc_demo's submission: inbox with a deep link, the count drops when read, the device got the push", async () => {
    // ncc_demo signs in on a browser whose push subscription points at the local push service.
    const device = pushService.subscribe();
    const ncc = await newPage(browser);
    await preparePush(ncc.context(), baseUrl(), device.subscription);
    const isRegister = (req: Request) => req.method() === 'POST' && new URL(req.url()).pathname === deviceTokenEndpoints.register.path;
    const registered = ncc.waitForResponse((res) => isRegister(res.request()));
    await signIn(ncc, 'nha-cung-cap', 'ncc_demo');
    expect((await registered).status()).toBe(200);

    // A submission of ncc_demo still open to a decision.
    const [open] = await query<{ id: string; post_id: number }>(
      `select s.id, s.bid_post_id as post_id from bid_submissions s join partners p on p.id = s.partner_id
        join users u on u.partner_id = p.id where u.username = 'ncc_demo' and s.status not in (4, 5) order by s.created_at limit 1`,
    );
    expect(open).toBeDefined();
    const bell = ncc.getByRole('link', { name: /^Thông báo/ });
    const unreadNow = async () => {
      const res = await fetch(`${baseUrl()}${notificationEndpoints.unreadCount.path}`, {
        headers: { authorization: `Bearer ${await tokenOf(ncc)}` },
      });
      return ((await res.json()) as { data: { total: number } }).data.total;
    };
    const before = await unreadNow();

    const desk = await newPage(browser);
    await consoleLogin(desk, 'qt_dauthau');
    await desk.goto(`/quan-tri/dau-thau/${open?.post_id}?tab=submissions`);
    const [row] = await query<{ name: string }>('select p.name from partners p join users u on u.partner_id = p.id where u.username = $1', [
      'ncc_demo',
    ]);
    await desk
      .getByRole('button', { name: row?.name ?? '' })
      .first()
      .click();
    await choose(desk, 'Trạng thái mới', 'Trúng thầu');
    const confirm = desk.getByRole('dialog', { name: 'Chuyển trạng thái hồ sơ' });
    const moved = await clickForResponse(
      desk,
      confirm.locator('.ant-modal-footer').getByRole('button', { name: /Xác nhận|Đồng ý|OK/ }),
      (req) =>
        req.method() === 'POST' && new URL(req.url()).pathname === pathOf(tenderDeskEndpoints.submissionStatus, { id: open?.id ?? '' }),
    );
    expect(moved.status(), await moved.text()).toBe(200);
    await desk.close();

    // The device got it: encrypted for it, decrypted by the local push service.
    await expect.poll(() => device.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const pushed = device.received.at(-1)?.payload as { title: string; link: string };
    expect(pushed.link).toBe(`/thau/${open?.post_id}?tab=submit`);

    // The inbox shows it, unread, with its deep link; the header counts it.
    await goto(ncc, '/thong-tin-chung?tab=thong-bao');
    await expect.poll(async () => (await bell.textContent()) ?? '', { timeout: 70_000 }).toContain(`(${before + 1} chưa đọc)`);
    const list = ncc.getByRole('list', { name: 'Danh sách thông báo' });
    const item = list.getByRole('listitem').filter({ hasText: 'Trúng thầu' }).first();
    await item.getByText('Chưa đọc').waitFor();
    const link = item.getByRole('link', { name: pushed.title });
    expect(await link.getAttribute('href')).toBe(`/thau/${open?.post_id}?tab=submit`);
    await expectNoSeriousA11yViolations(ncc, 'the inbox');
    await link.click();
    await ncc.waitForURL((url) => url.pathname === `/thau/${open?.post_id}`);
    await expect.poll(async () => (await bell.textContent()) ?? '').toBe(before === 0 ? 'Thông báo' : `Thông báo (${before} chưa đọc)`);

    // Two reloads leave one registration of this browser.
    for (let i = 0; i < 2; i++) await ncc.reload();
    const userDevices = await query<{ n: string }>(
      `select count(*) as n from push_devices d join users u on u.id = d.user_id where u.username = 'ncc_demo' and d.endpoint = $1`,
      [device.subscription.endpoint],
    );
    expect(Number(userDevices[0]?.n)).toBe(1);
    await ncc.close();
  }, 180_000);
});
