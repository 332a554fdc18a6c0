import {
  integrationDeskEndpoints,
  notificationEndpoints,
  ORDER_TEXT,
  operatorSelfEndpoints,
  orderEndpoints,
  PROGRESS_STEP_LABELS,
  RESULT_STATUS_LABELS,
} from '@portal/contract';
import { readFile } from 'node:fs/promises';
import { Client } from 'fhir-kit-client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPatientOrder } from '../../apps/api/test/request-bodies.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { baseUrl, goto, launchBrowser, newPage, signIn, tokenOf } from '../browser.ts';
import { consoleLogin } from '../console-helpers.ts';
import { query } from '../db.ts';

/**
 * The laboratory's system closes the loop (issue 38, acceptance): ctv_demo books an order; a test
 * LIS — a maintained FHIR client (fhir-kit-client) with the token of an integration the
 * administrator registered — finds it among the active ServiceRequests with their patients, posts
 * the Specimen, then the DiagnosticReport with its PDF. The collaborator's open order page shows
 * 'Đã lấy mẫu', then 'Đã có kết quả' with the PDF to download, without a reload; the bell has both;
 * the same report posted again changes nothing; the order desk says which integration moved it.
 */
let browser: Browser;
let ctv: Page;
let lis: Client;
let lisToken = '';
const NAME = `LIS phòng xét nghiệm ${Date.now()}`;
let orderId = '';
let orderCode = '';
let lines: string[] = [];
const PDF = Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n% ket qua ${Date.now()}\n%%EOF\n`);

const api = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
  });

/** The collaborator's unread count, as the bell shows it. */
const unread = async () => {
  const res = await api(notificationEndpoints.unreadCount.path, { token: await tokenOf(ctv) });
  return ((await res.json()) as { data: { total: number } }).data.total;
};

const progressFrame = (page: Page) => page.frameLocator(`iframe[title="${ORDER_TEXT.progressTitle}"]`);

beforeAll(async () => {
  browser = await launchBrowser();
  ctv = await newPage(browser);
  await signIn(ctv, 'cong-tac-vien', 'ctv_demo');
  // The administrator registers the LIS (the console's dialog is driven in integrations.e2e.ts).
  const login = await api(operatorSelfEndpoints.login.path, {
    method: 'POST',
    body: JSON.stringify({ username: 'admin_demo', password: 'Demo@123' }),
  });
  const admin = ((await login.json()) as { data: { token: string } }).data.token;
  const created = await api(integrationDeskEndpoints.create.path, {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ name: NAME, scopes: ['orders.read', 'results.write'] }),
  });
  expect(created.status).toBe(200);
  const { clientId, clientSecret } = ((await created.json()) as { data: { clientId: string; clientSecret: string } }).data;
  const granted = await fetch(`${baseUrl()}/fhir/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  lisToken = ((await granted.json()) as { access_token: string }).access_token;
  lis = new Client({ baseUrl: `${baseUrl()}/fhir`, bearerToken: lisToken });
});
afterAll(() => browser?.close());

/** The LIS's report of the booking: one Observation, the PDF. */
const report = () => ({
  resourceType: 'DiagnosticReport',
  identifier: [{ system: 'urn:lis:bao-cao', value: `BC-${orderCode}` }],
  status: 'final',
  basedOn: lines.map((id) => ({ reference: `ServiceRequest/${id}` })),
  code: { text: 'Kết quả xét nghiệm' },
  contained: [
    {
      resourceType: 'Observation',
      id: 'glu',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: '2345-7' }], text: 'Glucose' },
      valueQuantity: { value: 5.4, unit: 'mmol/L' },
    },
  ],
  result: [{ reference: '#glu' }],
  presentedForm: [{ contentType: 'application/pdf', title: 'ket-qua.pdf', data: PDF.toString('base64') }],
});

describe('an order booked by ctv_demo goes to the LIS and its results come back to the collaborator', () => {
  it('ctv_demo books; the LIS finds it among the active ServiceRequests with its patient', async () => {
    const since = new Date().toISOString();
    const booked = await api(orderEndpoints.create.path, {
      method: 'POST',
      token: await tokenOf(ctv),
      body: JSON.stringify(newPatientOrder()),
    });
    expect(booked.status).toBe(200);
    ({ id: orderId, appointmentId: orderCode } = ((await booked.json()) as { data: { id: string; appointmentId: string } }).data);

    const bundle = (await lis.search({
      resourceType: 'ServiceRequest',
      searchParams: { status: 'active', _include: 'ServiceRequest:subject', _lastUpdated: `ge${since}` },
    })) as {
      entry?: Array<{
        resource: { resourceType: string; id: string; identifier?: Array<{ value: string }>; subject?: { reference: string } };
        search: { mode: string };
      }>;
    };
    const requests = (bundle.entry ?? []).filter((e) => e.search.mode === 'match' && e.resource.identifier?.[0]?.value === orderCode);
    expect(requests.length).toBe(2);
    lines = requests.map((e) => e.resource.id);
    const patient = (bundle.entry ?? []).find((e) => `Patient/${e.resource.id}` === requests[0]?.resource.subject?.reference);
    expect(patient?.search.mode).toBe('include');
  });

  it("the Specimen moves the open order page to 'Đã lấy mẫu'; the bell has it", async () => {
    await goto(ctv, `/chi-dinh/${orderId}`);
    await ctv.getByRole('heading', { name: new RegExp(newPatientOrder().name) }).waitFor();
    await expect.poll(() => progressFrame(ctv).getByText('Chưa thực hiện').count()).toBe(3);
    const before = await unread();

    const specimen = (await lis.create({
      resourceType: 'Specimen',
      body: {
        resourceType: 'Specimen',
        request: lines.map((id) => ({ reference: `ServiceRequest/${id}` })),
        collection: { collectedDateTime: new Date(Date.now() - 60_000).toISOString() },
      },
    })) as unknown as { id: string };
    expect(specimen.id).toBe(orderId);

    // No reload: the page hears the change and the frame shows the step done.
    await expect.poll(() => progressFrame(ctv).getByText('Chưa thực hiện').count(), { timeout: 30_000 }).toBe(2);
    await progressFrame(ctv).getByText(PROGRESS_STEP_LABELS.SAMPLE_TAKEN).first().waitFor();
    const bell = ctv.getByRole('link', { name: /^Thông báo/ });
    await expect.poll(async () => (await bell.textContent()) ?? '', { timeout: 30_000 }).toContain(`(${before + 1} chưa đọc)`);
  });

  it("the report with its PDF: 'Đã có kết quả', the PDF downloads, the bell has both; posted again, nothing changes", async () => {
    const before = await unread();
    const posted = (await lis.create({ resourceType: 'DiagnosticReport', body: report() })) as unknown as { id: string; status: string };
    expect(posted.status).toBe('final');

    await ctv.getByText(RESULT_STATUS_LABELS.DA_CO_KET_QUA).first().waitFor({ timeout: 30_000 });
    const button = ctv.getByRole('button', { name: /Tải file kết quả: ket-qua\.pdf/ });
    await button.waitFor();
    const [download] = await Promise.all([ctv.waitForEvent('download'), button.click()]);
    expect(Buffer.compare(await readFile((await download.path()) ?? ''), PDF)).toBe(0);
    const bell = ctv.getByRole('link', { name: /^Thông báo/ });
    await expect.poll(async () => (await bell.textContent()) ?? '', { timeout: 30_000 }).toContain(`(${before + 1} chưa đọc)`);
    // The pointer off the download button (a hovered button has its lighter hover colour).
    await ctv.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(ctv, 'the order with the laboratory result');

    // Both in the inbox, the newest first.
    await goto(ctv, '/thong-tin-chung?tab=thong-bao');
    const items = ctv.getByRole('list', { name: 'Danh sách thông báo' }).getByRole('listitem').filter({ hasText: orderCode });
    await expect.poll(() => items.count()).toBe(2);
    await items.filter({ hasText: PROGRESS_STEP_LABELS.SAMPLE_TAKEN }).first().waitFor();
    await items.filter({ hasText: 'file kết quả' }).first().waitFor();

    // The same report again: taken as received, nothing new.
    const unreadNow = await unread();
    const again = await fetch(`${baseUrl()}/fhir/DiagnosticReport`, {
      method: 'POST',
      headers: { authorization: `Bearer ${lisToken}`, 'content-type': 'application/fhir+json' },
      body: JSON.stringify(report()),
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(posted.id);
    const told = await query<{ n: string }>('select count(*) as n from notifications where link = $1', [`/chi-dinh/${orderId}`]);
    expect(Number(told[0]?.n)).toBe(2);
    expect(await unread()).toBe(unreadNow);
  });

  it('the order desk says which integration moved the order', async () => {
    const admin = await newPage(browser);
    await consoleLogin(admin, 'qt_cskh');
    await admin.goto(`/quan-tri/chi-dinh/${orderId}`);
    await admin.getByText(`Cập nhật bởi tích hợp: ${NAME}`).waitFor();
    const card = admin.locator('.ant-card', { hasText: 'Cập nhật từ hệ thống xét nghiệm' });
    await card
      .getByText(/Đã lấy mẫu/)
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(admin, 'the order desk with the laboratory updates');
    await admin.context().close();
  });
});
