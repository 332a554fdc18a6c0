import { integrationDeskEndpoints, operatorSelfEndpoints } from '@portal/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleLogin } from '../console-helpers.ts';
import { baseUrl, goto, launchBrowser, networkSettled, newPage, signIn } from '../browser.ts';
import { query } from '../db.ts';

/**
 * Every column and every action in reach (issue 37): each list screen of the three partner types and
 * of the console, at 1366 × 768 and on a 390 × 844 phone. On each, every column header of a table and
 * every button or link of its first rows must show inside the window and on top (not under a pinned
 * column) once scrolled to — a table may scroll sideways in its own frame, but its rows' actions are
 * then pinned: they are in view before any sideways scroll. A phone's list of cards (components/
 * responsive-table.tsx) is held to the same: every label and action inside the 390 px. The page itself
 * never scrolls sideways. The screens' count is printed for the note.
 */

type Screen = { name: string; path: string };

/** What a screen breaks, in words (empty: nothing). Runs in the page. */
function reachProblems(): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const describe = (el: Element) => `'${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label') || el.tagName}'`;
  const inside = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.left >= -1 && r.right <= width + 1;
  };
  const onTop = (el: Element) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(Math.min(Math.max(r.left + r.width / 2, 0), width - 1), r.top + Math.min(r.height / 2, 10));
    return hit !== null && (el.contains(hit) || hit.contains(el));
  };
  if (document.documentElement.scrollWidth > width + 1)
    problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);

  const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
  // An open dialog is what the screen shows: the list under its mask is not in reach, nor meant to be.
  const dialogs = [...document.querySelectorAll('.ant-modal-wrap')].filter((d) => getComputedStyle(d).display !== 'none');
  const scope: ParentNode = dialogs.at(-1) ?? document;
  for (const table of [...scope.querySelectorAll('.ant-table-wrapper')].filter(visible)) {
    const frames = [...table.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body, .ant-table-header')];
    const scrolls = frames.some((f) => f.scrollWidth > f.clientWidth + 1);
    for (const frame of frames) frame.scrollLeft = 0;
    const rows = [...table.querySelectorAll('tbody tr.ant-table-row')].slice(0, 3);
    const actions = rows.flatMap((row) => [...row.querySelectorAll('button, a[href]')]);
    // Before any sideways scroll: the rows' actions are in view (pinned, when the frame scrolls).
    for (const action of actions) {
      // Brought up or down into the window (the page scrolls that way), never sideways.
      const { top, bottom } = action.getBoundingClientRect();
      if (top < 0 || bottom > window.innerHeight) window.scrollBy({ top: top - window.innerHeight / 2, behavior: 'instant' });
      if (!inside(action) || !onTop(action)) problems.push(`action ${describe(action)} is out of view${scrolls ? ' (not pinned)' : ''}`);
    }
    const headers = [...table.querySelectorAll('thead th')].filter(
      (th) => !th.classList.contains('ant-table-selection-column') && (th.textContent ?? '').trim() !== '' && visible(th),
    );
    for (const th of headers) {
      // Centred where the frame allows: the columns beside a pinned one show once scrolled to the end.
      th.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'instant' });
      if (!inside(th) || !onTop(th)) problems.push(`column ${describe(th)} cannot be brought into view`);
    }
    for (const frame of frames) frame.scrollLeft = 0;
  }
  for (const card of [...scope.querySelectorAll('.table-card')].filter(visible).slice(0, 3)) {
    for (const item of card.querySelectorAll('dt, dd, button, a[href], .ant-tag')) {
      if (!inside(item)) problems.push(`card item ${describe(item)} runs off the screen`);
    }
    for (const action of card.querySelectorAll('button, a[href]')) {
      action.scrollIntoView({ block: 'center', behavior: 'instant' });
      if (!onTop(action)) problems.push(`card action ${describe(action)} is covered`);
    }
  }
  return problems;
}

/** Opens `screen` and waits until its list (a table, cards or the empty state) has data on it. */
async function openList(page: Page, screen: Screen) {
  await goto(page, screen.path);
  await networkSettled(page);
  await page
    .locator('.ant-table-wrapper, .table-cards')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(() => {
      throw new Error(`${screen.name} (${screen.path}) shows no list`);
    });
  await expect.poll(() => page.locator('.ant-spin-spinning').count(), { timeout: 15_000 }).toBe(0);
}

const SIZES = [
  { label: '1366 × 768', width: 1366, height: 768 },
  { label: '390 × 844', width: 390, height: 844 },
] as const;

let browser: Browser;
const checked = new Set<string>();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  console.info(`layout journey: ${checked.size} list screens checked at ${SIZES.map((s) => s.label).join(' and ')}`);
  await browser?.close();
});

/** Signs in on a fresh page, then checks every screen at each size. */
async function checkScreens(signInAs: (page: Page) => Promise<void>, screens: Screen[]) {
  const page = await newPage(browser);
  await signInAs(page);
  const failures: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const screen of screens) {
      await openList(page, screen);
      for (const problem of await page.evaluate(reachProblems)) failures.push(`${screen.name} at ${size.label}: ${problem}`);
      checked.add(screen.path);
    }
  }
  await page.context().close();
  expect(failures).toEqual([]);
}

/** An integration on the LIS desk, registered through the API as the administrator would: the desk's list has a row to check. */
async function registerIntegration() {
  const login = await fetch(`${baseUrl()}${operatorSelfEndpoints.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin_demo', password: 'Demo@123' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const res = await fetch(`${baseUrl()}${integrationDeskEndpoints.create.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: `LIS bố cục ${Date.now()}`, scopes: ['orders.read', 'results.write'] }),
  });
  expect(res.status).toBe(200);
}

const firstId = async (sql: string, params: unknown[] = []) => {
  const [row] = await query<{ id: string | number }>(sql, params);
  if (!row) throw new Error(`no demo row for ${sql}`);
  return String(row.id);
};

describe('every column and action in reach, at 1366 and 390 px', () => {
  it('a collaborator’s lists', async () => {
    const report = await firstId(
      `select d.id from deferred_payments d join users u on u.partner_id = d.partner_id
       where u.username = 'ctv_demo' and d.status <> 0 and d.service_count > 0 order by d.month desc limit 1`,
    );
    await checkScreens(
      (page) => signIn(page, 'cong-tac-vien', 'ctv_demo'),
      [
        { name: 'Chỉ định', path: '/chi-dinh' },
        { name: 'Bệnh nhân', path: '/benh-nhan' },
        { name: 'Đơn giá tư vấn', path: '/don-gia-tu-van' },
        { name: 'Báo cáo', path: '/bao-cao' },
        { name: 'Báo cáo công nợ', path: '/cong-no' },
        { name: 'Chi tiết công nợ tháng', path: `/cong-no?report=${report}` },
        { name: 'Danh sách công nợ', path: '/cong-no?tab=danh-sach' },
        { name: 'Nhân sự', path: '/nhan-su' },
        { name: 'Vai trò', path: '/nhan-su?tab=vai-tro' },
      ],
    );
  });

  it('a company’s lists', async () => {
    const contract = await firstId(
      `select c.code as id from company_contracts c join users u on u.partner_id = c.owner_id
       where u.username = 'dn_demo' order by (select count(*) from contract_employees e where e.contract_id = c.id) desc limit 1`,
    );
    await checkScreens(
      (page) => signIn(page, 'doanh-nghiep', 'dn_demo'),
      [
        { name: 'Đơn vị', path: '/don-vi' },
        { name: 'Hợp đồng', path: '/hop-dong' },
        { name: 'Danh sách CBNV của hợp đồng', path: `/hop-dong/${encodeURIComponent(contract)}` },
        { name: 'Bộ hợp đồng', path: '/bo-hop-dong' },
        { name: 'Nhân sự', path: '/nhan-su' },
      ],
    );
  });

  it('a provider’s lists', async () => {
    const bid = await firstId(
      `select s.bid_post_id as id from bid_submissions s join users u on u.partner_id = s.partner_id
       where u.username = 'ncc_demo' order by (select count(*) from bid_requests r where r.bid_post_id = s.bid_post_id) desc limit 1`,
    );
    await checkScreens(
      (page) => signIn(page, 'nha-cung-cap', 'ncc_demo'),
      [
        { name: 'Thầu của tôi', path: '/thau-cua-toi' },
        { name: 'Hợp đồng', path: '/hop-dong' },
        { name: 'Sản phẩm', path: '/san-pham' },
        { name: 'Lịch sử cập nhật', path: `/thau/${bid}?tab=history` },
        { name: 'Yêu cầu', path: `/thau/${bid}?tab=request` },
        { name: 'Nhân sự', path: '/nhan-su' },
      ],
    );
  });

  // The administrator sees every role's lists; 27 screens, in two tests (one would outlast the
  // test timeout on a slow machine).
  const q = '/quan-tri';
  it('the console’s lists: partners, tenders, orders, catalogue and companies', async () => {
    const tender = await firstId('select bid_post_id as id from bid_requests group by bid_post_id order by count(*) desc limit 1');
    await checkScreens(
      (page) => consoleLogin(page, 'admin_demo'),
      [
        { name: 'Đăng ký chờ duyệt', path: `${q}/doi-tac/cho-duyet` },
        { name: 'Tất cả đối tác', path: `${q}/doi-tac` },
        { name: 'Yêu cầu đổi tên', path: `${q}/yeu-cau-doi-ten` },
        { name: 'Hợp đồng đối tác', path: `${q}/hop-dong` },
        { name: 'Bài thầu', path: `${q}/dau-thau` },
        { name: 'Yêu cầu của bài thầu', path: `${q}/dau-thau/${tender}?tab=requests` },
        { name: 'Lĩnh vực', path: `${q}/dau-thau/linh-vuc` },
        { name: 'Chỉ định của cộng tác viên', path: `${q}/chi-dinh` },
        { name: 'Danh mục dịch vụ', path: `${q}/dich-vu` },
        { name: 'Cơ sở y tế', path: `${q}/co-so` },
        { name: 'Doanh nghiệp', path: `${q}/doanh-nghiep` },
        { name: 'Hợp đồng khám sức khỏe', path: `${q}/hop-dong-kham` },
        { name: 'Bộ hợp đồng', path: `${q}/bo-hop-dong` },
        { name: 'Lịch khám', path: `${q}/lich-kham` },
        { name: 'Gói khám', path: `${q}/goi-kham` },
      ],
    );
  });

  it('the console’s lists: debts, content, notifications and the system', async () => {
    await registerIntegration();
    await checkScreens(
      (page) => consoleLogin(page, 'admin_demo'),
      [
        { name: 'Thư xác nhận công nợ', path: `${q}/cong-no/thu-xac-nhan` },
        { name: 'Báo cáo công nợ tháng', path: `${q}/cong-no/bao-cao-thang` },
        { name: 'Tin tức', path: `${q}/noi-dung/tin-tuc` },
        { name: 'Danh mục tin', path: `${q}/noi-dung/danh-muc-tin` },
        { name: 'Câu hỏi thường gặp', path: `${q}/noi-dung/cau-hoi` },
        { name: 'Liên hệ hợp tác', path: `${q}/noi-dung/lien-he-hop-tac` },
        { name: 'Góp ý', path: `${q}/noi-dung/gop-y` },
        { name: 'Thư viện tài liệu', path: `${q}/noi-dung/thu-vien` },
        { name: 'Thông báo đã gửi', path: `${q}/thong-bao` },
        { name: 'Tài khoản quản trị', path: `${q}/he-thong/tai-khoan` },
        { name: 'Nhật ký thao tác', path: `${q}/he-thong/nhat-ky` },
        { name: 'Tích hợp LIS', path: `${q}/he-thong/tich-hop` },
      ],
    );
  });
});
