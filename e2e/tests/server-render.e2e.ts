import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { consultingEndpoints, pathOf, profileEndpoints, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE, siteNameOf } from '@portal/contract';
import { appTookOver, baseUrl, launchBrowser, newPage, signIn, tokenOf, watchConsole } from '../browser.ts';
import { consoleLogin } from '../console-helpers.ts';
import { query } from '../db.ts';

/** The site's name in titles: the portal's with the demo owner's short name ('Thông tin đơn vị'). */
const SITE = siteNameOf('Y tế Sài Gòn');

/**
 * Public pages arrive rendered (issue: server rendering). The first part reads the pages as a
 * link-preview robot or a visitor without JavaScript does: plain HTTP, no browser. The second
 * loads them in Chromium and fails on any hydration warning or error, and on a first paint
 * without the styles the hydrated page has.
 */

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' });
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key.replace(':', '\\:')}" content="([^"]*)"`))?.[1];
const boot = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="portal-boot">([^<]*)<\/script>/)?.[1] ?? '{}') as {
    entry?: string;
    stages: string[];
    preload: string[];
    pageStages: string[];
  };
const rootOf = (html: string) => html.match(/<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/)?.[1] ?? '';

describe('the HTML the server sends (JavaScript off)', () => {
  it("/dang-ky/nha-cung-cap: a page drawn with antd carries the rules of antd's sheet its markup uses, first in its head; the whole sheet comes after the first paint", async () => {
    const res = await get('/dang-ky/nha-cung-cap');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootOf(html)).toContain('ant-form');
    // antd's rules for this markup, inline, before the page's own stylesheet; not the whole sheet, render-blocking.
    const rules = html.match(/<style data-antd-rules>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(rules).toContain('.ant-form-item');
    expect(rules).not.toContain('.ant-picker-dropdown');
    expect(html.indexOf('data-antd-rules')).toBeLessThan(html.indexOf('/assets/index-'));
    expect(html).not.toMatch(/<link[^>]+data-antd-styles/);
    // The whole sheet (antd's zero-runtime build, cached for good), named in the boot data for boot.js.
    const href = html.match(/"antdStyles":"([^"]+)"/)?.[1];
    expect(href).toMatch(/^\/assets\/antd-[\w-]+\.css$/);
    const css = await get(href!);
    expect(css.status).toBe(200);
    expect(css.headers.get('cache-control')).toContain('immutable');
    const sheet = await css.text();
    expect(sheet).toContain('.ant-form-item');
    expect(rules.length).toBeLessThan(sheet.length / 5);
    // The renderer runs in the build's (production) mode whatever the server's NODE_ENV: never antd's development class names.
    expect(html).not.toContain('css-dev-only');
  });

  it('/: the home page with its footer, head and link-preview tags, and the state to hydrate from', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const root = rootOf(html);
    expect(root).toContain('Dự án mời thầu');
    expect(root).toContain('Đăng nhập hoặc đăng ký');
    expect(root).toContain('site-footer');
    // The footer's data, loaded on the server through the same query function.
    expect(root).toMatch(/Hotline/);
    expect(html).toContain(`<title>${SITE}</title>`);
    expect(meta(html, 'name', 'description')).toMatch(/Cổng đối tác dành cho/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/" />`);
    expect(meta(html, 'property', 'og:title')).toBe(SITE);
    expect(meta(html, 'property', 'og:url')).toBe(`${baseUrl()}/`);
    expect(meta(html, 'property', 'og:image')).toBe(`${baseUrl()}/og-image.png`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect((await get('/og-image.png')).headers.get('content-type')).toBe('image/png');
    // The page's stylesheet is in the head (no unstyled first paint); the home page draws no antd
    // component, so it carries none of antd's generated styles (docs/decisions/web.md, "Page speed").
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/index-[^"]+\.css"/);
    expect(html).not.toMatch(/<style[^>]*data-css-hash/);
    expect(html).not.toContain('data-antd-styles');
    // The CSP forbids inline scripts: the only inline scripts are JSON data blocks, never executed.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.sort()).toEqual([' type="application/json" id="portal-boot"', ' type="application/json" id="portal-state"']);
    // The scripts start after the first paint (boot.js), all requested at once.
    expect(html).toContain('<script defer src="/boot.js"></script>');
    expect(boot(html).entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // The entry's shared chunks run one per task before it (boot.js), each of them preloaded.
    const { stages, preload, entry } = boot(html);
    expect(stages.length).toBeGreaterThan(1);
    expect(stages).not.toContain(entry);
    for (const stage of stages) expect(preload).toContain(stage);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('a login page: its form, its own title, and preloads for its chunks', async () => {
    const res = await get('/dang-nhap/nha-cung-cap');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootOf(html)).toContain('Tên đăng nhập');
    expect(rootOf(html)).toContain('type="password"');
    expect(html).toContain(`<title>Đăng nhập — Nhà cung cấp | ${SITE}</title>`);
    expect(meta(html, 'property', 'og:title')).toBe(`Đăng nhập — Nhà cung cấp | ${SITE}`);
    // The login page's chunks are requested with the entry, not after it has run.
    expect(boot(html).preload.some((href) => /^\/assets\/login-[\w-]+\.js$/.test(href))).toBe(true);
  });

  it('a missing page answers 404 with the not-found page', async () => {
    for (const path of ['/khong-co-trang-nay', '/dang-nhap/khong-co-loai-nay']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(rootOf(html)).toContain('Không tìm thấy trang');
      expect(html).toContain(`<title>Không tìm thấy trang | ${SITE}</title>`);
      expect(meta(html, 'name', 'robots')).toBe('noindex');
    }
  });

  it('the public placeholders render through the same mechanism; pages behind login stay the shell', async () => {
    // A bid page is rendered from its bid: its name as the title, the close date in the preview.
    const bid = await (await get('/thau/1')).text();
    const bidName = 'Mua sắm máy siêu âm Doppler màu cho phòng khám Quận 1';
    expect(rootOf(bid)).toContain(bidName);
    expect(rootOf(bid)).toContain('Thông tin bài thầu');
    expect(bid).toContain(`<title>${bidName} | ${SITE}</title>`);
    expect(meta(bid, 'property', 'og:type')).toBe('article');
    expect(meta(bid, 'property', 'og:title')).toBe(`${bidName} | ${SITE}`);
    expect(meta(bid, 'property', 'og:description')).toMatch(/Hạn nộp hồ sơ: \d{2}\/\d{2}\/\d{4}/);
    // The route's chunk is preloaded with the entry.
    expect(boot(bid).preload.some((href) => /^\/assets\/bid-[\w-]+\.js$/.test(href))).toBe(true);
    // An id that names no bid is not found.
    for (const path of ['/thau/khong-phai-so', '/thau/999999']) {
      const missing = await get(path);
      expect(missing.status).toBe(404);
      expect(rootOf(await missing.text())).toContain('Không tìm thấy trang');
    }
    const account = await get('/tai-khoan');
    expect(account.status).toBe(200);
    const shell = await account.text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('portal-state');
  });

  it('/tin-tuc and an article: rendered lists and link-preview tags; a draft or unknown article is 404', async () => {
    const list = await get('/tin-tuc?search=kham%20suc%20khoe');
    expect(list.status).toBe(200);
    const listHtml = await list.text();
    // The filtered list the address names, rendered (the search ignores accents, on the server).
    expect(rootOf(listHtml)).toContain('Khám sức khỏe định kỳ: vì sao doanh nghiệp không nên bỏ qua');
    expect(rootOf(listHtml)).not.toContain('Đọc hiểu kết quả xét nghiệm công thức máu');
    expect(listHtml).toContain(`<title>Tin tức | ${SITE}</title>`);
    expect(listHtml).toContain(`<link rel="canonical" href="${baseUrl()}/tin-tuc" />`);

    const slug = 'kham-suc-khoe-dinh-ky-vi-sao-doanh-nghiep-khong-nen-bo-qua';
    const title = 'Khám sức khỏe định kỳ: vì sao doanh nghiệp không nên bỏ qua';
    const res = await get(`/tin-tuc/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootOf(html)).toContain(`<h1 class="news-article__title">${title}</h1>`);
    // The body, through the server's sanitiser: nothing moves when the page hydrates.
    expect(rootOf(html)).toContain('<h2>Những điều cần biết</h2>');
    // The related posts (they need the article's id) are rendered with it.
    expect(rootOf(html)).toContain('Tin liên quan');
    expect(html).toContain(`<title>${title} | ${SITE}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/tin-tuc/${slug}" />`);
    expect(meta(html, 'name', 'description')).toMatch(/^Khám sức khỏe định kỳ giúp phát hiện sớm/);
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:title')).toBe(`${title} | ${SITE}`);
    expect(meta(html, 'property', 'og:url')).toBe(`${baseUrl()}/tin-tuc/${slug}`);
    // A demo article has no cover: the site's image, absolute.
    expect(meta(html, 'property', 'og:image')).toBe(`${baseUrl()}/og-image.png`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:title')).toBe(`${title} | ${SITE}`);
    expect(boot(html).preload.some((href) => /^\/assets\/news-[\w-]+\.js$/.test(href))).toBe(true);

    for (const path of ['/tin-tuc/ban-nhap-chuong-trinh-uu-dai-goi-kham', '/tin-tuc/khong-co-bai-nay']) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      const page = await missing.text();
      expect(rootOf(page)).toContain('Không tìm thấy trang');
      expect(meta(page, 'name', 'robots')).toBe('noindex');
    }
  });

  it('/thong-tin-chung?tab=faq: the questions by category, rendered', async () => {
    const res = await get('/thong-tin-chung?tab=faq');
    expect(res.status).toBe(200);
    const root = rootOf(await res.text());
    expect(root).toContain('Tài khoản và đăng ký');
    expect(root).toContain('Bao lâu thì tài khoản được duyệt?');
  });

  it('/thong-tin-chung?tab=hop-tac: the programmes come rendered, above the contact form (nothing arrives later to push it down)', async () => {
    const root = rootOf(await (await get('/thong-tin-chung?tab=hop-tac')).text());
    expect(root).toContain('engagement__programme');
    expect(root.indexOf('engagement__programme')).toBeLessThan(root.indexOf('Liên hệ hợp tác'));
  });

  it('a page seen before answers 304; a request with credentials is private', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect((await get('/', { 'if-none-match': String(etag) })).status).toBe(304);
    const signedIn = await get('/', { authorization: 'Bearer x', cookie: 'a=b' });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
  });

  it("a page behind login is the shell, asking at once for its route's chunks and styles", async () => {
    const shell = await (await get('/cong-no')).text();
    expect(shell).toContain('<div id="root"></div>');
    const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g)].map((m) => m[1] ?? '');
    // The debts screen's own chunk, not only the entry's.
    expect(preloads.some((href) => /\/debts-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of preloads) expect((await get(href)).status, href).toBe(200);
    // antd's stylesheet comes with the shell, first, as the browser's loader expects it (lib/antd-styles.ts).
    expect(shell).toMatch(/<link rel="stylesheet" href="\/assets\/antd-[\w-]+\.css" data-antd-styles>/);
    expect(shell.indexOf('data-antd-styles')).toBeLessThan(shell.search(/<link rel="stylesheet" crossorigin href="\/assets\/index-/));
    // …but not with one that draws no antd component.
    expect(await (await get('/tin-tuc')).text()).not.toContain('data-antd-styles');
  });

  it('a page behind login, for the partner type the hint names, comes drawn before its data: inert, never indexed; for another type the shell', async () => {
    const res = await get('/chi-dinh', { cookie: `a=b; ${SIGNED_IN_HINT_COOKIE}=collaborator` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const html = await res.text();
    // The header with the collaborator's menu, the page's title, its search box: painted before any script.
    const frame = html.match(/<div id="root" inert>([\s\S]*?)<\/div>\s*<script type="application\/json"/)?.[1] ?? '';
    expect(frame).toContain('Công nợ');
    expect(frame).toContain('Chỉ định');
    expect(frame).toContain('placeholder="Tìm theo tên, số điện thoại, SID, mã lịch hẹn"');
    expect(meta(html, 'name', 'robots')).toBe('noindex');
    const state = JSON.parse(html.match(/<script type="application\/json" id="portal-state">([^<]*)<\/script>/)?.[1] ?? '{}');
    expect(state.frame).toBe(true);
    // Nothing of any partner's data: the server never sees a token.
    expect(state.queries.every((q: { key: unknown[] }) => q.key[0] === 'public')).toBe(true);
    // The page's chunks run one by one before it renders, each after those it imports.
    expect(boot(html).pageStages.some((href) => /\/collaborator-[\w-]+\.js$/.test(href))).toBe(true);

    // A company's hint: the collaborator's screen is not its own, so the plain shell (the browser decides).
    const other = await (await get('/chi-dinh', { cookie: `${SIGNED_IN_HINT_COOKIE}=company` })).text();
    expect(other).toContain('<div id="root"></div>');
    // A main account's screen for a sub-user's hint: the shell.
    expect(await (await get('/nhan-su', { cookie: `${SIGNED_IN_HINT_COOKIE}=company-sub` })).text()).toContain('<div id="root"></div>');
    // The workspace for a typed hint on the home page, not the visitor's page.
    const home = await (await get('/', { cookie: `${SIGNED_IN_HINT_COOKIE}=company` })).text();
    expect(home).toContain('<div id="root" inert>');
    expect(home).toContain('Không gian làm việc');
    expect(home).not.toContain('Đăng nhập hoặc đăng ký');
  });

  it("a signed-in partner's home page is the shell its workspace renders into when the hint names no type (an older build's)", async () => {
    const hinted = await get('/', { cookie: `a=b; ${SIGNED_IN_HINT_COOKIE}=1` });
    expect(hinted.status).toBe(200);
    const shell = await hinted.text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('Đăng nhập hoặc đăng ký');
    expect(shell).not.toContain('id="portal-state"');
    // Other public pages are rendered for it as for anyone.
    expect(rootOf(await (await get('/tin-tuc', { cookie: `${SIGNED_IN_HINT_COOKIE}=1` })).text())).toContain('Tin tức');
  });
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What the browser says while loading `path`: console lines of any level, and page errors. */
async function open(path: string, javaScriptEnabled = true): Promise<{ page: Page; messages: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'vi-VN', javaScriptEnabled });
  await watchConsole(context);
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (msg: ConsoleMessage) => messages.push(`${msg.type()}: ${msg.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, messages };
}

/** Computed styles that antd's CSS-in-JS and the app's stylesheet give. */
const styleOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, height: s.height, font: s.fontFamily, display: s.display };
    });

describe('hydration in Chromium', () => {
  for (const { path, ready, styled } of [
    { path: '/', ready: 'Đăng nhập hoặc đăng ký', styled: '.home-card .btn--primary' },
    { path: '/dang-nhap/nha-cung-cap', ready: 'Tên đăng nhập', styled: '.plain-form__submit' },
    { path: '/thau/1', ready: 'Thông tin bài thầu', styled: '.bid-actions .btn--primary' },
    { path: '/tin-tuc', ready: 'Tin tức', styled: '.news-chip[aria-current="page"]' },
    {
      path: '/tin-tuc/kham-suc-khoe-dinh-ky-vi-sao-doanh-nghiep-khong-nen-bo-qua',
      ready: 'Tin liên quan',
      styled: '.news-card',
    },
  ]) {
    it(`${path}: hydrates without a warning, styled from the first paint`, async () => {
      // First paint: what arrives before any script runs.
      const bare = await open(path, false);
      const painted = await styleOf(bare.page, styled);
      await bare.page.context().close();

      const { page, messages } = await open(path);
      // Hydrated: React attached its handlers to the server's markup.
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      await page.getByText(ready).first().waitFor();
      const hydrated = await styleOf(page, styled);
      expect(messages.filter((m) => /hydrat|did not match|mismatch|server rendered|#418|#423|#425/i.test(m))).toEqual([]);
      expect(messages.filter((m) => m.startsWith('error') || m.startsWith('pageerror'))).toEqual([]);
      expect(painted).toEqual(hydrated);
      expect(painted.background).not.toBe('rgba(0, 0, 0, 0)');
      await expectNoSeriousA11yViolations(page, `${path}, hydrated`);
      await page.context().close();
    });
  }

  for (const path of ['/thong-tin-chung?tab=faq', '/thong-tin-chung?tab=hop-tac', '/dang-ky/nha-cung-cap']) {
    it(`${path}: antd's rules the page carries lay it out as the whole sheet does, on a desktop and a phone`, async () => {
      // Scripts off: the page as the server drew it, with only its own rules of antd's sheet.
      const bare = await open(path, false);
      const layout = () =>
        bare.page.evaluate(() =>
          [...document.querySelectorAll('#root *')].map((el) => {
            const box = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            return `${el.tagName} ${Math.round(box.x)},${Math.round(box.y)},${Math.round(box.width)},${Math.round(box.height)} ${style.color} ${style.backgroundColor} ${style.fontSize} ${style.display}`;
          }),
        );
      const layouts = async () => {
        const sizes: string[][] = [];
        for (const width of [1366, 390]) {
          await bare.page.setViewportSize({ width, height: 844 });
          sizes.push(await layout());
        }
        return sizes;
      };
      const drawn = await layouts();
      expect(drawn[0]?.length).toBeGreaterThan(20);
      const href = (await bare.page.content()).match(/"antdStyles":"([^"]+)"/)?.[1];
      expect(href).toBeTruthy();
      // Then the whole sheet in the same place, as boot.js links it: nothing moves or changes.
      await bare.page.evaluate((href) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.dataset.whole = '';
        document.head.insertBefore(link, document.querySelector('style[data-antd-rules]'));
      }, href!);
      // (Scripts are off in the page: its load event runs nothing; the sheet is there once parsed.)
      await expect
        .poll(() =>
          bare.page.evaluate(() => (document.querySelector<HTMLLinkElement>('link[data-whole]')?.sheet?.cssRules.length ?? 0) > 1000),
        )
        .toBe(true);
      expect(await layouts()).toEqual(drawn);
      await bare.page.context().close();
    });
  }

  it("a visitor's phone header fits: 'Đăng nhập' and 'Đăng ký' each on one line, the drawer without an empty block", async () => {
    const { page } = await open('/');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const action of [page.getByRole('button', { name: 'Đăng nhập' }), page.locator('.site-header__register')]) {
      const fits = await action.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight) || 22;
        return { oneLine: el.scrollHeight <= Math.max(box.height, lineHeight * 1.5), inside: box.right <= window.innerWidth };
      });
      expect(fits).toEqual({ oneLine: true, inside: true });
    }
    await page.getByRole('button', { name: 'Mở menu' }).click();
    const quick = page.getByRole('navigation', { name: 'Liên kết nhanh' }).last();
    await quick.getByRole('link', { name: 'Tin tức' }).waitFor();
    // No partner menu above: the quick links start the drawer, with no separator line before them.
    expect(await quick.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('0px');
    await page.context().close();
  });

  it('the hydrated app works: the header menu opens, a client navigation updates the head', async () => {
    const { page, messages } = await open('/');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('link', { name: 'Nhà cung cấp' }).first().click();
    await page.waitForURL((url) => url.pathname === '/dang-nhap/nha-cung-cap');
    await page.getByLabel('Tên đăng nhập').waitFor();
    await page.waitForFunction((title) => document.title === title, `Đăng nhập — Nhà cung cấp | ${SITE}`);
    const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
    expect(ogUrl).toBe(`${baseUrl()}/dang-nhap/nha-cung-cap`);
    expect(messages.filter((m) => m.startsWith('error') || m.startsWith('pageerror'))).toEqual([]);
    await page.context().close();
  });

  it('the frame of a signed-in screen stands still: its loading marks do not turn until the app takes it over', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'vi-VN', javaScriptEnabled: false });
    await context.addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: 'collaborator', url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto('/chi-dinh');
    const animations = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#root *')].map((el) => getComputedStyle(el).animationName).filter((name) => name !== 'none'),
      );
    // The list's spinner is in the frame, still.
    expect(await page.locator('#root[inert] .ant-spin-dot').count()).toBeGreaterThan(0);
    expect(await animations()).toEqual([]);
    // The same markup once the frame is no longer inert (the app's): it turns.
    await page.evaluate(() => document.getElementById('root')?.removeAttribute('inert'));
    expect((await animations()).length).toBeGreaterThan(0);
    await context.close();
  });

  it("a collaborator's list opened by its address: the frame, then the app taking it over with its orders, taking input", async () => {
    const page = await newPage(browser);
    const messages: string[] = [];
    page.on('console', (msg: ConsoleMessage) => messages.push(`${msg.type()}: ${msg.text()}`));
    await signIn(page, 'cong-tac-vien', 'ctv_demo');
    // The page's own requests: the workspace the sign-in landed on may still be asking for its profile.
    const profileAsks: string[] = [];
    page.on('request', (request) => {
      const fromList = new URL(request.frame().url()).pathname === '/chi-dinh';
      if (fromList && new URL(request.url()).pathname === pathOf(profileEndpoints.read, { type: 'collaborator' }))
        profileAsks.push(request.url());
    });
    const answer = await page.goto('/chi-dinh');
    // Drawn for the collaborator by the server (the hint the sign-in left), inert until the app takes over.
    expect(await answer?.text()).toContain('<div id="root" inert>');
    await appTookOver(page);
    // The profile the page was drawn with came in its state: the app does not ask for it again.
    expect(profileAsks).toEqual([]);
    await page
      .getByText(/^LH-\d+$/)
      .first()
      .waitFor();
    // The app's own controls now: the wizard opens.
    await page.getByRole('button', { name: 'Tạo chỉ định' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: /Bước 1/ })
      .waitFor();
    expect(messages.filter((m) => m.startsWith('error') && !/Failed to load resource/.test(m))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page, '/chi-dinh over its frame');
    await page.context().close();
  });
  it("a provider's 'Thầu của tôi' opened by its address: its bids come drawn by the server (the token the sign-in left), as cards on a phone, and stay on screen as the app takes over", async () => {
    const BID = 'Mua sắm máy siêu âm Doppler màu cho phòng khám Quận 1';
    const page = await newPage(browser);
    await signIn(page, 'nha-cung-cap', 'ncc_demo');
    const token = await tokenOf(page);
    // The sign-in left the token's cookie beside the hint (lib/session.ts).
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ value: token, sameSite: 'Strict' });

    const hinted = `${SIGNED_IN_HINT_COOKIE}=provider; ${SESSION_COOKIE}=${token}`;
    const frameOf = (html: string) => html.match(/<div id="root" inert>([\s\S]*?)<\/div>\s*<script type="application\/json"/)?.[1] ?? '';
    const stateOf = (html: string) =>
      JSON.parse(html.match(/<script type="application\/json" id="portal-state">([^<]*)<\/script>/)?.[1] ?? '{}') as {
        queries: { key: unknown[] }[];
        drawn?: { phone: boolean };
      };
    const phone = await get('/thau-cua-toi', { cookie: hinted, 'sec-ch-ua-mobile': '?1' });
    expect(phone.status).toBe(200);
    // Its data is in the page: stored nowhere.
    expect(phone.headers.get('cache-control')).toBe('private, no-store');
    const phoneHtml = await phone.text();
    expect(frameOf(phoneHtml)).toContain(BID);
    expect(frameOf(phoneHtml)).toContain('table-cards');
    expect(stateOf(phoneHtml).queries.map((q) => q.key.slice(0, 4).join('/'))).toEqual(
      expect.arrayContaining(['partner/provider/profile', 'partner/provider/bid/list']),
    );
    // Drawn with the partner's data, for a phone: the browser hydrates it as such.
    expect(stateOf(phoneHtml).drawn).toEqual({ phone: true });
    // A desktop's: the table.
    const desktopHtml = await (await get('/thau-cua-toi', { cookie: hinted, 'sec-ch-ua-mobile': '?0' })).text();
    const desktop = frameOf(desktopHtml);
    expect(desktop).toContain(BID);
    expect(desktop).not.toContain('table-cards');
    expect(stateOf(desktopHtml).drawn).toEqual({ phone: false });
    // A token the API refuses, or another type's page: the frame before its data, nothing private in it.
    for (const [path, cookie] of [
      ['/thau-cua-toi', `${SIGNED_IN_HINT_COOKIE}=provider; ${SESSION_COOKIE}=not-a-token`],
      ['/benh-nhan', `${SIGNED_IN_HINT_COOKIE}=collaborator; ${SESSION_COOKIE}=${token}`],
    ] as const) {
      const res = await get(path, { cookie });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root" inert>');
      expect(html).not.toContain(BID);
      expect(stateOf(html).queries.every((q) => q.key[0] === 'public')).toBe(true);
      // Not drawn with data: the browser renders over it with its own session.
      expect(stateOf(html).drawn).toBeUndefined();
    }

    // In the browser: the rows the server drew stay on screen through the app's takeover (no render
    // without them), and are the app's own rows: the page is hydrated, not drawn again over the frame.
    await page.addInitScript((bid) => {
      const w = window as unknown as { rowsLeft?: boolean; serverMain?: Element | null };
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        w.serverMain = root.querySelector('main');
        new MutationObserver(() => {
          if (!root.textContent?.includes(bid)) w.rowsLeft = true;
        }).observe(root, { childList: true, subtree: true, characterData: true });
      });
    }, BID);
    const answer = await page.goto('/thau-cua-toi');
    expect(await answer?.text()).toContain(BID);
    await appTookOver(page);
    await page.getByText(BID).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { rowsLeft?: boolean }).rowsLeft ?? false)).toBe(false);
    // Hydrated: the server's elements are the app's (a render over the frame replaces them); the bell, browser-only, comes after.
    await page.locator('.notification-bell:not(.notification-bell--slot)').waitFor();
    expect(await page.evaluate(() => (window as unknown as { serverMain?: Element | null }).serverMain?.isConnected)).toBe(true);
    // The app's own list: a row opens its bid.
    await page.getByText(BID).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/thau/'));
    // A session ended elsewhere (another tab): the token's cookie goes with it when the app next reads it.
    await page.evaluate(() => window.localStorage.removeItem('portal.session'));
    await page.goto('/');
    await page.waitForFunction((name) => !document.cookie.includes(`${name}=`), SESSION_COOKIE);
    expect((await page.context().cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    await page.context().close();
  });

  it("a collaborator's order opened by its address comes drawn with the order by the server, and is hydrated", async () => {
    const [order] = await query<{ id: string; service: string }>(
      `select o.id, s.service_name as service from medical_orders o join users u on u.partner_id = o.partner_id
       join medical_order_services s on s.order_id = o.id where u.username = 'ctv_demo' order by o.created_at desc limit 1`,
    );
    const page = await newPage(browser);
    const messages: string[] = [];
    page.on('console', (msg: ConsoleMessage) => messages.push(`${msg.type()}: ${msg.text()}`));
    await signIn(page, 'cong-tac-vien', 'ctv_demo');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverMain?: Element | null }).serverMain = document.querySelector('#root main');
      });
    });
    const answer = await page.goto(`/chi-dinh/${order!.id}`);
    // The server read the order with the token the sign-in left: its services are in the page as it arrives.
    expect(await answer?.text()).toContain(order!.service);
    await appTookOver(page);
    await page.getByText(order!.service).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { serverMain?: Element | null }).serverMain?.isConnected)).toBe(true);
    expect(messages.filter((m) => /hydrat|did not match|mismatch|#418|#419|#423|#425/i.test(m))).toEqual([]);
    expect(messages.filter((m) => m.startsWith('error') && !/Failed to load resource/.test(m))).toEqual([]);
    await page.context().close();
  });

  it("a collaborator's profile and consulting prices come drawn with their data, hydrated where the server drew them", async () => {
    const page = await newPage(browser);
    const messages: string[] = [];
    page.on('console', (msg: ConsoleMessage) => messages.push(`${msg.type()}: ${msg.text()}`));
    await signIn(page, 'cong-tac-vien', 'ctv_demo');
    const read = async <T>(path: string) =>
      ((await (await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${await tokenOf(page)}` } })).json()) as { data: T })
        .data;
    const profile = await read<{ name: string; address: string }>(pathOf(profileEndpoints.supplier, { type: 'collaborator' }));
    const prices = await read<{ items: { name: string }[] }>(`${consultingEndpoints.prices.path}?page=1&limit=10`);
    for (const [path, text] of [
      ['/ho-so', profile.address],
      ['/don-gia-tu-van', prices.items[0]!.name],
    ] as const) {
      await page.addInitScript((text) => {
        document.addEventListener('DOMContentLoaded', () => {
          const w = window as unknown as { serverMain?: Element | null; serverCell?: Element; serverTop?: number };
          w.serverMain = document.querySelector('#root main');
          w.serverCell = [...document.querySelectorAll('#root main *')].filter((e) => e.textContent?.includes(text)).at(-1);
          w.serverTop = w.serverCell?.getBoundingClientRect().top;
        });
      }, text);
      const answer = await page.goto(path);
      expect(await answer?.text(), path).toContain(text);
      await appTookOver(page);
      await page.getByText(text).first().waitFor();
      // Hydrated (the bell is drawn after it) and the window measured: the server's element, where the server drew it.
      await page.locator('.notification-bell:not(.notification-bell--slot)').waitFor();
      const tops = await page.evaluate(() => {
        const w = window as unknown as { serverCell?: Element; serverTop?: number };
        return { server: w.serverTop, app: w.serverCell?.isConnected ? w.serverCell.getBoundingClientRect().top : null };
      });
      expect(tops.server, path).toBeTypeOf('number');
      expect(tops.app, path).toBe(tops.server);
      expect(await page.evaluate(() => (window as unknown as { serverMain?: Element | null }).serverMain?.isConnected), path).toBe(true);
    }
    expect(messages.filter((m) => /hydrat|did not match|mismatch|#418|#419|#423|#425/i.test(m))).toEqual([]);
    expect(messages.filter((m) => m.startsWith('error') && !/Failed to load resource/.test(m))).toEqual([]);
    await page.context().close();
  });

  it("a monthly report opened by its address (a notification's link): its dialog comes drawn with the page, and the app's dialog takes its place", async () => {
    const [report] = await query<{ id: string; code: string; month: string }>(
      `select d.id, d.code, d.month from deferred_payments d join users u on u.partner_id = d.partner_id
       where u.username = 'ctv_demo' and d.status <> 0 and d.service_count > 0 order by d.month desc limit 1`,
    );
    const page = await newPage(browser);
    const messages: string[] = [];
    page.on('console', (msg: ConsoleMessage) => messages.push(`${msg.type()}: ${msg.text()}`));
    await signIn(page, 'cong-tac-vien', 'ctv_demo');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { serverDialog?: { inRoot: boolean; box: number[] } | null };
        const dialog = document.querySelector('[role=dialog]');
        const box = dialog?.getBoundingClientRect();
        w.serverDialog = dialog && box ? { inRoot: Boolean(dialog.closest('#root')), box: [box.x, box.y, box.width] } : null;
      });
    });
    const [year, month] = report!.month.split('-');
    const answer = await page.goto(`/cong-no?report=${report!.id}`);
    const html = (await answer?.text()) ?? '';
    // The report came in the page's state, read by the server, and the dialog is drawn with it, in the page
    // (a dialog's portal is the browser's): its title and its lines, and its chunks sent with the page.
    const state = JSON.parse(html.match(/<script type="application\/json" id="portal-state">([^<]*)<\/script>/)?.[1] ?? '{}') as {
      queries?: { key: unknown[]; data: { code?: string } }[];
    };
    const detail = state.queries?.find((q) => q.key.includes('detail') && q.key.includes(report!.id));
    expect(detail?.data.code).toBe(report!.code);
    expect(html).toContain(`Chi tiết công nợ tháng ${month}/${year}`);
    expect(html).toMatch(/"pageStages":\[[^\]]*report-dialog-[\w-]+\.js/);
    const drawn = await page.evaluate(
      () => (window as unknown as { serverDialog?: { inRoot: boolean; box: number[] } | null }).serverDialog,
    );
    expect(drawn?.inRoot).toBe(true);
    await appTookOver(page);
    // Then the app's dialog, where the server's was, and only it.
    const dialog = page.getByRole('dialog').filter({ hasText: `${month}/${year}` });
    await dialog.waitFor();
    await expect.poll(() => page.locator('#root [role=dialog]').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    const box = await dialog.boundingBox();
    expect([box?.x, box?.y, box?.width]).toEqual(drawn?.box);
    // It works: 'Đóng' closes it and takes the report out of the address.
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Đóng', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('report')).toBe(false);
    expect(messages.filter((m) => /hydrat|did not match|mismatch|#418|#419|#423|#425/i.test(m))).toEqual([]);
    expect(messages.filter((m) => m.startsWith('error') && !/Failed to load resource/.test(m))).toEqual([]);
    await page.context().close();
  });

  it('a console page opened by its address: the frame of its layout at once, then the console drawn over it with the desk', async () => {
    // Without scripts: the layout's frame, the page's trail and title, still (the console's own stylesheet).
    const bare = await browser.newContext({ baseURL: baseUrl(), locale: 'vi-VN', javaScriptEnabled: false });
    const framePage = await bare.newPage();
    await framePage.goto('/quan-tri/chi-dinh');
    await framePage.locator('#root[inert] h3', { hasText: 'Chỉ định của cộng tác viên' }).waitFor();
    expect(await framePage.locator('#root[inert] .ant-breadcrumb').textContent()).toContain('Chỉ định xét nghiệm');
    expect(await framePage.evaluate(() => getComputedStyle(document.querySelector('#root .ant-spin-dot')!).animationName)).toBe('none');
    await bare.close();

    const page = await newPage(browser);
    const messages: string[] = [];
    page.on('console', (msg: ConsoleMessage) => messages.push(`${msg.type()}: ${msg.text()}`));
    await consoleLogin(page, 'admin_demo');
    const answer = await page.goto('/quan-tri/chi-dinh');
    expect(await answer?.text()).toContain('<div id="root" inert>');
    await appTookOver(page);
    // The console's own page replaced the frame: the menu (the operator's), the desk's orders, one title.
    await page.getByRole('navigation', { name: 'Menu quản trị' }).waitFor();
    await page
      .getByText(/^LH-\d+$/)
      .first()
      .waitFor();
    expect(await page.locator('h3', { hasText: 'Chỉ định của cộng tác viên' }).count()).toBe(1);
    expect(await page.locator('#root[inert]').count()).toBe(0);
    expect(messages.filter((m) => m.startsWith('error') && !/Failed to load resource/.test(m))).toEqual([]);
    await expectNoSeriousA11yViolations(page, '/quan-tri/chi-dinh over its frame');
    await page.context().close();
  });
});
