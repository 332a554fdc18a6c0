import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, goto, launchBrowser, newPage } from '../browser.ts';
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

async function ranScript(page: Page, path: string): Promise<boolean> {
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  await goto(page, path);
  await page.waitForLoadState('networkidle');
  await page.mouse.move(200, 200);
  await page.mouse.move(400, 600);
  return dialog || (await page.evaluate(() => Boolean((window as unknown as { __xss?: number }).__xss)));
}

describe('stored XSS', () => {
  it('footer fields: payloads are refused or rendered inert', async () => {
    const keys = ['supportEmail', 'copyright', 'systemText1', 'systemLink1', 'aboutTitle', 'linkText2', 'headerHotlinePhone'];
    let stored = 0;
    for (const payload of XSS_PAYLOADS) {
      const body = Object.fromEntries(keys.map((k) => [k, payload]));
      const res = await fetch(`${baseUrl()}/api/admin/footer`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
        body: JSON.stringify(body),
      });
      expect(res.status, payload).toBeLessThan(500);
      if (res.status === 200) stored++;
      const page = await newPage(browser);
      expect(await ranScript(page, '/'), payload).toBe(false);
      await page.context().close();
    }
    // At least the attribute-breaking payloads without markup are stored, so rendering is exercised.
    expect(stored).toBeGreaterThan(0);
    const [row] = await query<{ value: string }>(`select value from footer_items where key = 'copyright'`);
    expect(row?.value).toBeDefined();
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
});
