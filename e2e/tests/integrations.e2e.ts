import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { baseUrl, clickForResponse, launchBrowser, newPage } from '../browser.ts';
import { consoleLogin } from '../console-helpers.ts';

/**
 * The laboratory's system connects (issue 38, item 1): the administrator registers an integration on
 * the console and copies its secret from the one screen that shows it; the LIS takes a token with it
 * and calls the FHIR API; the desk lists the call under the integration's name; revoking it stops the
 * token on its next call.
 */
let browser: Browser;
let admin: Page;
const NAME = `LIS thử nghiệm ${Date.now()}`;
let clientId = '';
let clientSecret = '';
let token = '';

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await consoleLogin(admin, 'admin_demo');
});
afterAll(async () => {
  await browser?.close();
});

const fhir = (path: string, init: RequestInit = {}) => fetch(`${baseUrl()}${path}`, init);
const askToken = () =>
  fhir('/fhir/auth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });

describe('an LIS registered on the console calls the FHIR API until revoked', () => {
  it('the administrator registers it and reads its secret once', async () => {
    await admin.goto('/quan-tri/he-thong/tich-hop');
    await admin.getByRole('heading', { name: 'Tích hợp hệ thống xét nghiệm' }).waitFor();
    await admin.getByRole('button', { name: 'Thêm tích hợp' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Thêm tích hợp' });
    await dialog.getByLabel('Tên tích hợp').fill(NAME);
    await dialog.getByRole('checkbox', { name: 'Đọc chỉ định' }).check();
    await dialog.getByRole('checkbox', { name: 'Gửi kết quả' }).check();
    await expectNoSeriousA11yViolations(admin, 'the integration dialog', dialog);
    const created = await clickForResponse(
      admin,
      dialog.getByRole('button', { name: 'Tạo', exact: true }),
      (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/admin/integrations',
    );
    expect(created.status()).toBe(200);
    const secret = admin.getByRole('dialog', { name: 'Thông tin kết nối' });
    await secret.getByText('chỉ hiển thị một lần', { exact: false }).waitFor();
    ({ clientId, clientSecret } = (await created.json()).data);
    // What the screen shows is what the server gave, this once.
    await secret.getByText(clientSecret).waitFor();
    await secret.getByText(clientId).waitFor();
    await expectNoSeriousA11yViolations(admin, 'the secret shown once', secret);
    await secret.getByRole('button', { name: 'Đã lưu, đóng' }).click();
    await secret.waitFor({ state: 'hidden' });
    const row = admin.locator('.ant-table-row', { hasText: NAME });
    await row.getByText('Đang hoạt động').waitFor();
    expect(await admin.getByText(clientSecret).count()).toBe(0);
  });

  it('the LIS takes a token and calls; the desk lists its calls in words', async () => {
    const res = await askToken();
    expect(res.status).toBe(200);
    token = ((await res.json()) as { access_token: string }).access_token;
    const metadata = await fhir('/fhir/metadata');
    expect(((await metadata.json()) as { resourceType: string }).resourceType).toBe('CapabilityStatement');
    const call = await fhir('/fhir/ServiceRequest?status=active', { headers: { authorization: `Bearer ${token}` } });
    expect(call.status).not.toBe(401);
    // A partner's sign-in does not open /fhir.
    expect((await fhir('/fhir/ServiceRequest', { headers: { authorization: 'Bearer not-an-integration-token-000000' } })).status).toBe(401);

    await admin.reload();
    const row = admin.locator('.ant-table-row', { hasText: NAME });
    await row.getByText('2 lần gọi', { exact: false }).waitFor();
    await row.getByRole('button', { name: 'Lần gọi' }).click();
    const drawer = admin.locator('.ant-drawer', { hasText: `Lần gọi: ${NAME}` });
    await drawer.getByText('/fhir/ServiceRequest?status=active').waitFor();
    await drawer.getByText(/^Cấp mã truy cập/).waitFor();
    await expectNoSeriousA11yViolations(admin, 'the calls drawer', drawer);
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('revoking it stops the token on its next call', async () => {
    const row = admin.locator('.ant-table-row', { hasText: NAME });
    await row.getByRole('button', { name: 'Thu hồi' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Thu hồi tích hợp' });
    const revoked = await clickForResponse(
      admin,
      confirm.getByRole('button', { name: 'Thu hồi' }),
      (req) => req.method() === 'POST' && req.url().endsWith('/revoke'),
    );
    expect(revoked.status()).toBe(200);
    await row.getByText('Đã thu hồi').waitFor();
    expect((await fhir('/fhir/ServiceRequest', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await askToken()).status).toBe(401);
  });
});
