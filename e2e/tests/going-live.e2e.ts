import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  accountHolderNames,
  authEndpoints,
  catalogueDeskEndpoints,
  deferredPaymentDeskEndpoints,
  deferredPaymentEndpoints,
  facilityDeskEndpoints,
  formatMonth,
  LIMITS,
  LOCATION_IMPORT_TEXT,
  OPERATOR_ROLE_LABELS,
  ORGANIZATION_MSG,
  operatorSelfEndpoints,
  orderDeskEndpoints,
  orderEndpoints,
  PERSONNEL_MSG,
  pathOf,
  SERVER_TEXT,
  SITE_PATHS,
  siteNameOf,
  type VietQr,
} from '@portal/contract';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningEmbeddedUrl } from '../../apps/api/src/db/embedded-postgres.ts';
import { runAdminCli, type ServerProcess, startServer } from '../../apps/api/test/server-process.ts';
import { newPatientOrder } from '../../apps/api/test/request-bodies.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { clickForResponse, goto, launchBrowser, newPage, signIn } from '../browser.ts';
import { choose } from '../console-helpers.ts';

/**
 * Going live (README "Going live", docs/operations.md "The first administrator"), on a server of its
 * own rather than the shared demo one: a fresh data folder, NODE_ENV=production with an https
 * PUBLIC_URL and the production web build, no SMTP yet. `create-operator` prints a one-time link
 * before the first start, as the README orders it; the server starts without any demo account and
 * says that no administrator is active yet; the link sets the password and the administrator signs
 * in to the console, fills 'Thông tin đơn vị' there, and the public pages name the owner. Then the
 * first day's work: the provinces' wards imported beside the running server (README "Addresses"), a
 * facility and a service, a collaborator's registration approved on the partner desk, its order at
 * that facility completed, its monthly report built, sent and confirmed, and the report's VietQR
 * pays the owner's account from the setting.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const PUBLIC_URL = 'https://doitac.example.vn';
const ADMIN = { username: 'quantri', email: 'it@example.vn', password: 'Quantri@2026x' };
const OWNER = {
  legalName: 'Công ty Cổ phần Xét nghiệm Y khoa Bình Minh',
  shortName: 'Bình Minh Lab',
  taxCode: '0318123456',
  address: '25 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
  representative: 'Nguyễn Văn Minh',
  representativeTitle: 'Tổng giám đốc',
  hotline: '1900 6868',
  supportEmail: 'hotro@binhminhlab.vn',
  bank: { bin: '970436', option: 'Vietcombank (970436)' },
  accountNumber: '0071001234567',
};
/** What 'Điền theo tên đơn vị' writes: the legal name as the bank prints it. */
const HOLDER = accountHolderNames(OWNER.legalName)[0] ?? '';
const FACILITY = { code: 'BM-Q1', name: 'Điểm lấy mẫu Bình Minh Quận 1', address: '25 Lê Lợi, Phường Sài Gòn', provinceCode: '79' };
const SERVICE = { maCP: 'BM-HBA1C', tenCP: 'Định lượng HbA1c', donGia: 180_000, feePrice: 30_000 };
const CTV = {
  username: 'ctv_binhminh',
  password: 'Congtac@2026x',
  name: 'Nhà thuốc Bình Minh Gò Vấp',
  taxCode: '0318765432',
  phone: '0903456789',
  email: 'lienhe@nhathuocbinhminh.vn',
};
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

let dataDir = '';
let server: ServerProcess | undefined;
let browser: Browser | undefined;
let admin: Page;
let link = '';
const tokens = { operator: '', ctv: '' };

/** The settings the README's commands run with (exported in the shell), on this journey's own folder. */
const settings = () => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  NODE_ENV: 'production',
  PUBLIC_URL,
  WEB_DIST: path.join(root, 'apps/web/dist'),
  HOST: '127.0.0.1',
  // The first-administrator line is a warning; the request lines are left out.
  LOG_LEVEL: 'warn',
});
const base = () => server?.base ?? '';

type Answer<T> = { status: number; body: { data: T; message: string; errors?: Record<string, string[]> } };

/** A call to this journey's server, as the screens make it (JSON, the bearer token of a session). */
async function call<T = unknown>(method: string, url: string, token?: string, body?: unknown): Promise<Answer<T>> {
  const res = await fetch(`${base()}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

/** Like `call`, failing with the server's answer unless it is 200. */
async function ok<T = unknown>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const answer = await call<T>(method, url, token, body);
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.data;
}

/** This journey's database, for the one thing no screen can do: let a month pass. */
async function sql(text: string, params: unknown[]) {
  const url = await runningEmbeddedUrl(dataDir);
  if (!url) throw new Error('the journey server database is not running');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rowCount;
  } finally {
    await client.end();
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Vietnam's calendar. */
const now = new Date(Date.now() + 7 * 3_600_000);
const lastMonth = (() => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
})();
/** 'YYYY-MM-DD HH:mm' in Vietnam, three days ahead at 09:00 (a sampling hour, never past). */
const inThreeDays = (() => {
  const d = new Date(now.getTime() + 3 * 86_400_000);
  return `${d.toISOString().slice(0, 10)} 09:00`;
})();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-going-live-'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('going live: a fresh production server to its first administrator, owner and monthly report', { timeout: 180_000 }, () => {
  it('create-operator, on the fresh data folder before the first start, prints a one-time link on PUBLIC_URL', async () => {
    const made = await runAdminCli(['create-operator', ADMIN.username, '--role', 'administrator', '--email', ADMIN.email], settings());
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    link = made.out.trim().split('\n').at(-1) ?? '';
    expect(made.out.trim()).toBe(
      SERVER_TEXT.cliOperatorCreated(ADMIN.username, OPERATOR_ROLE_LABELS.administrator, link, LIMITS.inviteLinkTtlHours),
    );
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}${SITE_PATHS.operatorSetPassword}\\?token=[\\w-]{20,}$`));
  });

  it('the server starts in production with no demo account, saying no administrator is active yet and mail waits', async () => {
    server = await startServer(settings(), 120_000);
    // Said once listening: no active administrator (the one just made has no password yet), no SMTP.
    await expect.poll(() => server?.output() ?? '', { timeout: 10_000 }).toContain(SERVER_TEXT.noAdministrator);
    expect(server.output()).toContain(SERVER_TEXT.productionNoSmtp);
    expect(server.output()).not.toContain(SERVER_TEXT.productionRefused);
    const demo = await call('POST', operatorSelfEndpoints.login.path, undefined, { username: 'admin_demo', password: 'Demo@123' });
    expect(demo.status).toBe(401);
    const demoPartner = await call('POST', pathOf(authEndpoints.login, { type: 'collaborator' }), undefined, {
      username: 'ctv_demo',
      password: 'Demo@123',
    });
    expect(demoPartner.status).toBe(401);
    // Nor may the new administrator sign in before its link sets a password.
    const early = await call('POST', operatorSelfEndpoints.login.path, undefined, { username: ADMIN.username, password: ADMIN.password });
    expect(early.status).not.toBe(200);
  });

  it('the link sets the password (on the local address, before nginx) and the administrator signs in to the console', async () => {
    const { pathname, search } = new URL(link);
    admin = await newPage(browser!, { base: base() });
    await goto(admin, `${pathname}${search}`);
    await admin.getByRole('heading', { name: 'Đặt mật khẩu quản trị' }).waitFor();
    await admin.getByLabel('Mật khẩu mới', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(admin, 'the console set-password page');
    await admin.getByLabel('Mật khẩu mới', { exact: true }).fill(ADMIN.password);
    await admin.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill(ADMIN.password);
    const set = await clickForResponse(
      admin,
      admin.getByRole('button', { name: 'Đặt mật khẩu' }),
      (req) => req.method() === 'POST' && new URL(req.url()).pathname === operatorSelfEndpoints.setPassword.path,
    );
    expect(set.status()).toBe(200);
    await admin.waitForURL((url) => url.pathname === '/quan-tri/dang-nhap');
    await admin.getByText(PERSONNEL_MSG.setPasswordSuccess).waitFor();

    await admin.getByLabel('Tên đăng nhập').fill(ADMIN.username);
    await admin.getByLabel('Mật khẩu').fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Đăng nhập' }).click();
    await admin.waitForURL((url) => url.pathname === '/quan-tri');
    // The dashboard's first step on a new installation.
    await admin.getByText('Chưa có thông tin đơn vị').waitFor();
  });

  it("fills 'Thông tin đơn vị' in the console; the public pages then name the owner", async () => {
    await admin.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Thông tin đơn vị' }).click();
    await admin.waitForURL((url) => url.pathname === '/quan-tri/thong-tin-don-vi');
    const legalName = admin.getByLabel('Tên đơn vị (theo đăng ký kinh doanh)', { exact: true });
    await legalName.waitFor();
    await expectNoSeriousA11yViolations(admin, "the console's organization page");
    await legalName.fill(OWNER.legalName);
    await admin.getByLabel('Tên viết tắt (tiêu đề trang, tên người gửi email)', { exact: true }).fill(OWNER.shortName);
    await admin.getByLabel('Mã số thuế', { exact: true }).fill(OWNER.taxCode);
    await admin.getByLabel('Địa chỉ', { exact: true }).fill(OWNER.address);
    await admin.getByLabel('Người đại diện', { exact: true }).fill(OWNER.representative);
    await admin.getByLabel('Chức vụ', { exact: true }).fill(OWNER.representativeTitle);
    await admin.getByLabel('Hotline', { exact: true }).fill(OWNER.hotline);
    await admin.getByLabel('Email hỗ trợ (địa chỉ trả lời của mọi email)', { exact: true }).fill(OWNER.supportEmail);
    await choose(admin, 'Ngân hàng', OWNER.bank.option);
    await admin.getByLabel('Số tài khoản', { exact: true }).fill(OWNER.accountNumber);
    await admin.getByRole('button', { name: 'Điền theo tên đơn vị' }).click();
    await expect.poll(() => admin.getByLabel('Chủ tài khoản', { exact: true }).inputValue()).toBe(HOLDER);
    const saved = await clickForResponse(
      admin,
      admin.getByRole('button', { name: 'Lưu thông tin đơn vị' }),
      (req) => req.method() === 'PUT' && new URL(req.url()).pathname === '/api/admin/organization',
    );
    expect(saved.status(), await saved.text()).toBe(200);
    await admin.getByText(ORGANIZATION_MSG.saved).first().waitFor();

    // Anyone's home page: the owner in the footer, its short name in the title.
    const visitor = await newPage(browser!, { base: base() });
    await goto(visitor, '/');
    const footer = visitor.locator('footer');
    await footer.getByText(OWNER.legalName, { exact: true }).waitFor();
    await footer.getByText(`Mã số thuế: ${OWNER.taxCode}`).waitFor();
    await expect.poll(() => visitor.title()).toMatch(new RegExp(`${siteNameOf(OWNER.shortName)}$`));
    await visitor.context().close();
  });

  it('loads the wards beside the running server; the administrator adds a facility and a service', async () => {
    const file = path.join(root, 'apps/api/reference/locations-2025.csv');
    const rows = (await readFile(file, 'utf8')).trim().split('\n').slice(1);
    const imported = await runAdminCli(['import-locations', file], settings());
    expect(imported.err).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.out.trim()).toBe(LOCATION_IMPORT_TEXT.done(new Set(rows.map((r) => r.split(',')[0])).size, rows.length));

    tokens.operator = (
      await ok<{ token: string }>('POST', operatorSelfEndpoints.login.path, undefined, {
        username: ADMIN.username,
        password: ADMIN.password,
      })
    ).token;
    const facility = await ok<{ provinceName: string }>('POST', facilityDeskEndpoints.create.path, tokens.operator, {
      ...FACILITY,
      active: true,
    });
    expect(facility.provinceName).toBe('Thành phố Hồ Chí Minh');
    await ok('POST', catalogueDeskEndpoints.create.path, tokens.operator, {
      ...SERVICE,
      kind: 'test',
      active: true,
      provinceCodes: [],
      facilityCodes: [FACILITY.code],
    });
  });

  it("a collaborator registers; the administrator approves it on the partner desk's waiting list", async () => {
    const form = new FormData();
    const fields = {
      username: CTV.username,
      password: CTV.password,
      confirmPassword: CTV.password,
      supplierName: CTV.name,
      ownerName: 'Trần Thị Bình',
      taxCode: CTV.taxCode,
      phone: CTV.phone,
      email: CTV.email,
      introducerName: OWNER.representative,
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('BusinessLicenseFile[]', new Blob([PDF], { type: 'application/pdf' }), 'giay-phep.pdf');
    const registered = await fetch(`${base()}${pathOf(authEndpoints.register, { type: 'collaborator' })}`, { method: 'POST', body: form });
    expect(registered.status, await registered.clone().text()).toBe(200);

    await admin.goto(`/quan-tri/doi-tac/cho-duyet?search=${encodeURIComponent(CTV.name)}`);
    await admin.locator('.ant-table-row', { hasText: CTV.name }).getByRole('link').click();
    await admin.getByRole('heading', { name: CTV.name }).waitFor();
    await admin.getByRole('button', { name: 'Duyệt đăng ký' }).click();
    const dialog = admin.getByRole('dialog');
    const approved = await clickForResponse(
      admin,
      dialog.getByRole('button', { name: 'Duyệt', exact: true }),
      (req) => req.method() === 'POST' && req.url().endsWith('/approve'),
    );
    expect(approved.status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    await admin.locator('.ant-tag', { hasText: 'Hoạt động' }).first().waitFor();
  });

  it('the collaborator signs in and books the new service at the new facility; the desk completes the order', async () => {
    const ctv = await newPage(browser!, { base: base() });
    await signIn(ctv, 'cong-tac-vien', CTV.username, CTV.password);
    await ctv.context().close();

    tokens.ctv = (
      await ok<{ token: string }>('POST', pathOf(authEndpoints.login, { type: 'collaborator' }), undefined, {
        username: CTV.username,
        password: CTV.password,
      })
    ).token;
    const places = await ok<{ value: string }[]>('GET', orderEndpoints.locations.path, tokens.ctv);
    expect(places.map((p) => p.value)).toEqual([FACILITY.code]);
    const offered = await ok<{ maCP: string }[]>('GET', `${orderEndpoints.services.path}?MaDV=${FACILITY.code}&IsTaiNha=false`, tokens.ctv);
    expect(offered.map((s) => s.maCP)).toEqual([SERVICE.maCP]);
    const order = await ok<{ id: string; totalServicePrice: number }>(
      'POST',
      orderEndpoints.create.path,
      tokens.ctv,
      newPatientOrder({ methodType: 'HOSPITAL', workTimeTest: inThreeDays, facilityCode: FACILITY.code, serviceIds: [SERVICE.maCP] }),
    );
    expect(order.totalServicePrice).toBe(SERVICE.donGia);

    const done = await ok<{ statusAppointment: number }>('POST', pathOf(orderDeskEndpoints.progress, { id: order.id }), tokens.operator, {
      step: 'RESULT_READY',
    });
    expect(done.statusAppointment).toBe(4);
    // A month is reported once it is over, and an order is booked for a day to come: the completed
    // order moves into last month, as the API tests do (deferred-payments.test.ts, intoMonth).
    expect(await sql('update medical_orders set appointment_day = $1 where id = $2', [`${lastMonth}-15`, order.id])).toBe(1);
  });

  it("last month's report is built, sent and confirmed; its VietQR pays the owner's account from the setting", async () => {
    const options = await ok<{ collaborators: { id: string; name: string }[] }>(
      'GET',
      deferredPaymentDeskEndpoints.options.path,
      tokens.operator,
    );
    const partner = options.collaborators.find((c) => c.name === CTV.name);
    expect(partner, JSON.stringify(options.collaborators)).toBeDefined();
    const built = await ok<{ built: number; reportIds: string[] }>('POST', deferredPaymentDeskEndpoints.build.path, tokens.operator, {
      month: lastMonth,
      partnerId: partner?.id,
    });
    expect(built.built).toBe(1);
    const id = built.reportIds[0] ?? '';
    const sent = await ok<{ status: number; amount: number }>('POST', pathOf(deferredPaymentDeskEndpoints.send, { id }), tokens.operator);
    expect(sent).toMatchObject({ status: 3, amount: SERVICE.donGia - SERVICE.feePrice });
    await ok('POST', pathOf(deferredPaymentEndpoints.confirm, { id }), tokens.ctv);

    const expected = (qr: VietQr | null) => {
      expect(qr).toMatchObject({
        ownerName: OWNER.legalName,
        accountName: HOLDER,
        bankBin: OWNER.bank.bin,
        accountNumber: OWNER.accountNumber,
        amount: SERVICE.donGia - SERVICE.feePrice,
      });
      // The beneficiary inside the NAPAS object: the BIN (00) and the account (01), each with its length.
      expect(qr?.payload).toContain(`0006${OWNER.bank.bin}01${pad(OWNER.accountNumber.length)}${OWNER.accountNumber}`);
    };
    const seen = await ok<{ status: number; vietQr: VietQr | null }>('GET', pathOf(deferredPaymentEndpoints.detail, { id }), tokens.ctv);
    expect(seen.status).toBe(2);
    expected(seen.vietQr);
    expected((await ok<{ vietQr: VietQr | null }>('GET', pathOf(deferredPaymentDeskEndpoints.detail, { id }), tokens.operator)).vietQr);

    // And on the collaborator's screen: the transfer names the owner.
    const ctv = await newPage(browser!, { base: base() });
    await signIn(ctv, 'cong-tac-vien', CTV.username, CTV.password);
    await goto(ctv, '/cong-no');
    await ctv.getByRole('button', { name: `Chi tiết công nợ tháng ${formatMonth(lastMonth)}` }).click();
    const dialog = ctv.getByRole('dialog').filter({ hasText: `Chi tiết công nợ tháng ${formatMonth(lastMonth)}` });
    await dialog.getByText('Thanh toán bằng VietQR').waitFor();
    await dialog.getByText(OWNER.legalName, { exact: true }).waitFor();
    await dialog.getByText(HOLDER, { exact: true }).waitFor();
    await ctv.context().close();
  });
});
