import { contractDeskEndpoints, pathOf, popupDeskEndpoints, debtLetterDeskEndpoints } from '@portal/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, goto, launchBrowser, networkSettled, newPage } from '../browser.ts';
import { query } from '../db.ts';
import { XSS_PAYLOADS } from '../xss-payloads.ts';

/**
 * Writes real payloads through every field that a page renders, then renders those pages in
 * Chromium and fails if any script ran. A payload the server refuses is a pass for that write.
 */
let browser: Browser;
let operatorToken = '';
beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${baseUrl()}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin_demo', password: 'Demo@123' }),
  });
  operatorToken = ((await res.json()) as { data: { token: string } }).data.token;
});
afterAll(() => browser?.close());

async function logIn(page: Page, key: string, username: string) {
  await goto(page, `/dang-nhap/${key}`);
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Demo@123');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function ranScript(page: Page, path: string): Promise<boolean> {
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  await goto(page, path);
  await networkSettled(page);
  await page.mouse.move(200, 200);
  await page.mouse.move(400, 600);
  return dialog || (await page.evaluate(() => Boolean((window as unknown as { __xss?: number }).__xss)));
}

describe('stored XSS', () => {
  it('footer fields: payloads are refused or rendered inert', async () => {
    const keys = ['storeTitle', 'systemTitle', 'systemText1', 'systemLink1', 'aboutTitle', 'linkText2'];
    const stored: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const body = Object.fromEntries(keys.map((k) => [k, payload]));
      const res = await fetch(`${baseUrl()}/api/admin/footer`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
        body: JSON.stringify(body),
      });
      expect(res.status, payload).toBeLessThan(500);
      const page = await newPage(browser);
      expect(await ranScript(page, '/'), payload).toBe(false);
      if (res.status === 200) {
        stored.push(payload);
        // Stored as written, and shown as text: the footer's first column title is the payload itself.
        const [row] = await query<{ value: string }>(`select value from footer_items where key = 'systemTitle'`);
        expect(row?.value).toBe(payload);
        expect(await page.locator('footer.site-footer').innerText(), payload).toContain(payload);
      }
      await page.context().close();
    }
    // At least the attribute-breaking payloads without markup are stored, so rendering is exercised.
    expect(stored.length).toBeGreaterThan(0);
  });

  it('popup content (HTML): payloads are sanitised on write and the banner renders them inert', async () => {
    const page = await newPage(browser, { popup: true });
    let dialogs = 0;
    page.on('dialog', async (d) => {
      dialogs++;
      await d.dismiss();
    });
    await logIn(page, 'nha-cung-cap', 'ncc_demo');
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const name = `Kiểm tra XSS ${i + 1}`;
      const res = await fetch(`${baseUrl()}${popupDeskEndpoints.save.path}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
        body: JSON.stringify({
          name,
          content: `<p>Nội dung ${i + 1}</p>${payload}`,
          imageUrl: '/popup-uu-dai.png',
          link: 'https://ytesaigon.vn/uu-dai',
          active: true,
          startTime: new Date(Date.now() - 3600_000).toISOString(),
          endTime: new Date(Date.now() + 3600_000).toISOString(),
        }),
      });
      expect(res.status, payload).toBe(200);
      // A full load: a fresh app, a fresh popup fetch, the banner's chunk and DOMPurify.
      await page.goto('/');
      const banner = page.locator('.popup-banner');
      await banner.waitFor({ state: 'visible' });
      // The operator's HTML only (the dialog's own close icon and checkbox are antd's).
      const content = banner.locator('.popup-banner__content');
      expect(await banner.getByText(name, { exact: true }).count(), payload).toBe(1);
      expect(await banner.getByText(`Nội dung ${i + 1}`, { exact: true }).count(), payload).toBe(1);
      await networkSettled(page);
      await banner.hover();
      await page.mouse.move(200, 200);
      await page.mouse.move(400, 600);
      expect(dialogs, payload).toBe(0);
      expect(await page.evaluate(() => Boolean((window as unknown as { __xss?: number }).__xss)), payload).toBe(false);
      expect(
        await content.locator('script, iframe, svg, math, style, input, [onerror], [onload], [onfocus], [ontoggle], [onmouseover]').count(),
        payload,
      ).toBe(0);
      expect(await content.locator('a[href^="javascript:" i]').count(), payload).toBe(0);
    }
    // What was stored is the sanitised content, never the raw payload.
    const [row] = await query<{ content: string }>(`select content from popups where group_type is null`);
    expect(row?.content).not.toContain('<script');
    expect(row?.content).toContain(`Nội dung ${XSS_PAYLOADS.length}`);
    await page.context().close();
  });

  it('registration fields: the rules refuse markup before it is stored', async () => {
    for (const payload of XSS_PAYLOADS) {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        username: `xss_${Math.random().toString(36).slice(2, 8)}`,
        password: 'Moi@2026x',
        supplierName: payload,
        ownerName: payload,
        taxCode: '0300000001',
        phone: '0912345678',
        email: 'x@y.vn',
        introducerName: payload,
      }))
        form.append(k, v);
      form.append('BusinessLicenseFile[]', new Blob(['%PDF-1.4\n']), 'gp.pdf');
      const res = await fetch(`${baseUrl()}/api/partner/provider/auth/register`, { method: 'POST', body: form });
      expect(res.status, payload).toBe(400);
    }
    expect(await query(`select 1 from partners where name like '%<%' or owner_name like '%<%'`)).toHaveLength(0);
  });

  it('contract fields and progress: stored as text, rendered inert on the provider screen and in the console', async () => {
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` };
    const [partner] = await query<{ id: string }>(`select id from partners where code = 'NCC-000005'`);
    const created = await fetch(`${baseUrl()}${contractDeskEndpoints.create.path}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        partnerId: partner!.id,
        name: XSS_PAYLOADS[0],
        code: `HD-XSS-${Date.now()}`,
        status: 'Active',
        dateSigned: '2099-01-01',
        dateFrom: '2099-01-01',
        dateTo: '2099-12-31',
        totalValue: 1,
        contactName: 'Võ Thành Nam',
        contactPhone: '0287300111',
        contactEmail: 'kinhdoanh@phuongnammed.vn',
        contactPosition: XSS_PAYLOADS[1]?.slice(0, 100),
        note: XSS_PAYLOADS.join(' '),
      }),
    });
    expect(created.status).toBe(200);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const res = await fetch(`${baseUrl()}${pathOf(contractDeskEndpoints.addProgress, { id })}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ progressType: (i % 2) + 1, date: '2099-01-02', name: payload.slice(0, 200), content: payload }),
      });
      expect(res.status, payload).toBeLessThan(500);
    }
    const page = await newPage(browser);
    await logIn(page, 'nha-cung-cap', 'ncc_demo');
    // Signed in 2099: the newest, first row of the list.
    expect(await ranScript(page, '/hop-dong')).toBe(false);
    await page
      .locator('.ant-table-row')
      .first()
      .getByRole('button', { name: /^Xem chi tiết/ })
      .click();
    await page.getByRole('dialog').getByText('Tiến độ cung cấp').first().waitFor();
    await page.mouse.move(300, 300);
    expect(await page.evaluate(() => Boolean((window as unknown as { __xss?: number }).__xss))).toBe(false);

    const console = await newPage(browser);
    await console.goto('/quan-tri/dang-nhap');
    await console.getByLabel('Tên đăng nhập').fill('admin_demo');
    await console.getByLabel('Mật khẩu').fill('Demo@123');
    await console.getByRole('button', { name: 'Đăng nhập' }).click();
    await console.waitForURL((url) => url.pathname === '/quan-tri');
    expect(await ranScript(console, `/quan-tri/hop-dong/${id}`)).toBe(false);
  });

  it("debt letters: the accountant's HTML is sanitised on write and the collaborator's dialog renders it inert", async () => {
    const [ctv] = await query<{ partner_id: string }>(`select partner_id from users where username = 'ctv_demo'`);
    const sent = await fetch(`${baseUrl()}${debtLetterDeskEndpoints.send.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
      body: JSON.stringify({
        partnerId: ctv!.partner_id,
        letterName: XSS_PAYLOADS[0],
        balanceDate: '2099-12-31',
        balanceAmount: 1000,
        data: `<p>Nội dung thư XSS</p>${XSS_PAYLOADS.join('')}`,
      }),
    });
    expect(sent.status).toBe(200);
    const { data } = (await sent.json()) as { data: { id: string; data: string } };
    expect(data.data).not.toContain('<script');
    const page = await newPage(browser);
    await logIn(page, 'cong-tac-vien', 'ctv_demo');
    expect(await ranScript(page, `/cong-no?tab=danh-sach&letter=${data.id}`)).toBe(false);
    const body = page.locator('.letter-dialog__body');
    await body.getByText('Nội dung thư XSS').waitFor();
    await body.hover();
    expect(await page.evaluate(() => Boolean((window as unknown as { __xss?: number }).__xss))).toBe(false);
    expect(
      await body.locator('script, iframe, svg, math, style, input, [onerror], [onload], [onfocus], [ontoggle], [onmouseover]').count(),
    ).toBe(0);
    await page.context().close();
  });
});
