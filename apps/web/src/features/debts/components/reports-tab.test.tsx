import { REPORT_MSG, type ReportDetail, type ReportRow } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_ACCESS_TEXT } from '@/components/no-access';
import { setSession } from '@/lib/session';
import { findDialog } from '@/testing/antd-helpers';
import { demoProfile, stubApi } from '@/testing/api-stub';
import { type FetchCall, jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { ANTD_THEME } from '@/lib/antd-theme';
import { ConfigProvider } from 'antd';
import { reportDetailQueryOptions } from '../api/report-queries';
import { ReportDialog } from './report-dialog';

const ID = '7b0d3c7e-1d7f-4c55-9a41-2f1f0f0a0001';

const row = (over: Partial<ReportRow> = {}): ReportRow => ({
  id: ID,
  code: 'CN-202609-CTV-000001',
  month: '2026-09',
  reportingMonth: '09/2026',
  amount: 1_234_000,
  formattedAmount: '1.234.000 đ',
  dueDate: '2026-10-15',
  formattedDueDate: '15/10/2026',
  extensionDate: '',
  extensionPending: false,
  status: 3,
  statusName: 'Chờ xác nhận',
  isPaid: false,
  serviceCount: 12,
  ...over,
});

const detail = (over: Partial<ReportDetail> = {}): ReportDetail => ({
  ...row(),
  reportDeferredRecords: Array.from({ length: 12 }, (_, i) => ({
    id: `r${i}`,
    patientName: `Bệnh nhân ${i + 1}`,
    examinationDate: '2026-09-05',
    testName: `Xét nghiệm ${i + 1}`,
    testFee: 100_000,
    discount: 10_000,
    samplingFee: i === 0 ? 50_000 : 0,
    totalAmount: i === 0 ? 140_000 : 90_000,
  })),
  debtReminderHistories: [
    { id: 'h1', n: 1, offsetDays: -3, reminderDate: new Date(Date.now() - 3 * 86_400_000).toISOString() },
    { id: 'h2', n: 2, offsetDays: 0, reminderDate: new Date(Date.now() - 2 * 3_600_000).toISOString() },
  ],
  files: [
    { id: 'f1', name: 'hoa-don-09.pdf', fileName: 'hoa-don-09.pdf', fullPath: '/api/partner/v1/collaborator/deferred-payment/file/f1' },
  ],
  documentFiles: [
    { id: 'f2', name: 'bo-ho-so-09.pdf', fileName: 'bo-ho-so-09.pdf', fullPath: '/api/partner/v1/collaborator/deferred-payment/file/f2' },
  ],
  paymentExtensionHistories: [
    {
      id: 'e1',
      newDueDate: '2026-11-30',
      formattedNewDueDate: '30/11/2026',
      extensionStatus: 3,
      extensionStatusName: 'Từ chối',
      reason: 'Quá dài',
      createdAt: '2026-10-10T03:00:00.000Z',
      files: [],
    },
    {
      id: 'e0',
      newDueDate: '',
      formattedNewDueDate: '',
      extensionStatus: 1,
      extensionStatusName: 'Chờ xác nhận',
      reason: null,
      createdAt: '2026-10-01T03:00:00.000Z',
      files: [],
    },
  ],
  paidAt: null,
  vietQr: null,
  ...over,
});

const OPTIONS = {
  status: [
    { value: 3, name: 'Chờ xác nhận', color: 'blue' },
    { value: 2, name: 'Chờ thanh toán', color: 'gold' },
    { value: 4, name: 'Quá hạn', color: 'red' },
    { value: 5, name: 'Đã thanh toán', color: 'green' },
  ],
  extensionStatus: [],
};

const CHART = { data: Array.from({ length: 12 }, (_, i) => ({ month: `${String(i + 1).padStart(2, '0')}/2026`, amount: i * 100_000 })) };

function stubReports(current: () => ReportDetail) {
  return stubApi((url, init) => {
    if (url.includes('/deferred-payment/list'))
      return jsonResponse({
        data: {
          items: [
            row({
              status: current().status,
              statusName: current().statusName,
              extensionDate: current().extensionDate,
              extensionPending: current().extensionPending,
            }),
          ],
          pagination: { page: 1, limit: 10, count: 1, totalCount: 1 },
        },
      });
    if (url.includes('/deferred-payment/chart')) return jsonResponse({ data: CHART });
    if (url.includes('/deferred-payment/options')) return jsonResponse({ data: OPTIONS });
    if (url.includes(`/deferred-payment/detail/${ID}`)) return jsonResponse({ data: current() });
    if (url.endsWith(`/deferred-payment/${ID}/confirm`) && init.method === 'POST')
      return jsonResponse({ data: null, message: REPORT_MSG.confirmed });
    if (url.endsWith(`/deferred-payment/${ID}/extension-request`) && init.method === 'POST')
      return jsonResponse({ data: null, message: REPORT_MSG.extensionRequested });
    return undefined;
  });
}

const posts = (calls: FetchCall[], suffix: string) => calls.filter((c) => c.init.method === 'POST' && c.url.endsWith(suffix));

beforeEach(() => setSession({ token: 'tok', type: 'collaborator', isSubUser: false }));

describe("'Báo cáo công nợ' (spec 3 §2)", () => {
  it('is the default tab: the 12-month chart (with its figures for screen readers) and the monthly table', async () => {
    stubReports(() => detail());
    renderApp('/cong-no');
    const chart = await screen.findByRole('figure', { name: 'Biểu đồ báo cáo 12 tháng' });
    // The tab's title (the site's name after it comes from the owner's setting in the footer's answer).
    expect(document.title).toMatch(/^Công nợ \| Cổng đối tác/);
    const table = within(chart).getByRole('table', { name: 'Biểu đồ báo cáo 12 tháng: Doanh thu' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('row', { name: '12/2026 1.100.000 đ' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Báo cáo công nợ theo tháng' });
    for (const header of ['Tháng', 'Số tiền công nợ', 'Ngày gia hạn', 'Trạng thái xác nhận', 'Thanh toán', 'Chi tiết'])
      expect(within(list).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(await within(list).findByText('09/2026')).toBeInTheDocument();
    expect(within(list).getByText('Chưa thanh toán')).toBeInTheDocument();
  });

  it("opens the report dialog: title, status, total, 'Lần thứ n' steps, files, services paged on the client, extensions with a new date only", async () => {
    stubReports(() => detail());
    const user = userEvent.setup();
    renderApp('/cong-no');
    await user.click(await screen.findByLabelText('Chi tiết công nợ tháng 09/2026'));
    const dialog = await findDialog('Chi tiết công nợ tháng 09/2026');
    expect(await within(dialog).findByText('1.234.000 đ')).toBeInTheDocument();
    expect(within(dialog).getByText('Lần thứ 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Lần thứ 2')).toBeInTheDocument();
    expect(within(dialog).getByText('3 ngày trước')).toBeInTheDocument();
    expect(within(dialog).getByText('hoa-don-09.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('bo-ho-so-09.pdf')).toBeInTheDocument();
    // 12 services, 10 per page.
    expect(within(dialog).getByText('Bệnh nhân 10')).toBeInTheDocument();
    expect(within(dialog).queryByText('Bệnh nhân 11')).toBeNull();
    // Only the extension with a new due date is listed.
    expect(within(dialog).getByText('30/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Từ chối')).toBeInTheDocument();
    expect(within(dialog).queryByText('Chờ xác nhận', { selector: '.report-dialog__extensions *' })).toBeNull();
    // Status 3: 'Xác nhận', not 'Xin gia hạn'; no QR before confirmation.
    expect(within(dialog).getByText('Xác nhận', { selector: 'button span' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Xin gia hạn', { selector: 'button span' })).toBeNull();
    expect(within(dialog).queryByText('Thanh toán bằng VietQR')).toBeNull();
  });

  it("'Xác nhận' asks the spec's question with month, total and service count, then confirms and reloads", async () => {
    let current = detail();
    const { calls } = stubReports(() => current);
    const user = userEvent.setup();
    renderApp(`/cong-no?report=${ID}`);
    const dialog = await findDialog('Chi tiết công nợ tháng 09/2026');
    await user.click(await within(dialog).findByText('Xác nhận', { selector: 'button span' }));
    const confirm = await findDialog('Xác nhận');
    expect(within(confirm).getByText(REPORT_MSG.confirmQuestion)).toBeInTheDocument();
    expect(within(confirm).getByText('09/2026')).toBeInTheDocument();
    expect(within(confirm).getByText('12')).toBeInTheDocument();
    current = detail({ status: 2, statusName: 'Chờ thanh toán' });
    await user.click(within(confirm).getByText('Xác nhận', { selector: 'button span' }));
    await waitFor(() => expect(posts(calls, '/confirm')).toHaveLength(1));
    expect(posts(calls, '/confirm')[0]!.init.body ?? null).toBeNull();
    expect(await within(dialog).findByText('Xin gia hạn', { selector: 'button span' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-title')).toHaveLength(1));
  });

  it("'Xin gia hạn' needs files and a date (the spec's messages), then sends Files and NewDueDate", async () => {
    const qr = {
      payload: '00020101021238540010A00000072701240006970436011000710008880208QRIBFTTA5303704540712340005802VN63041234',
      bankBin: '970436',
      bankName: 'Vietcombank',
      accountNumber: '0071000888',
      accountName: 'CONG TY AN TAM',
      ownerName: 'Công ty An Tâm',
      amount: 1_234_000,
      note: 'CN202609CTV000001',
    };
    const { calls } = stubReports(() => detail({ status: 2, statusName: 'Chờ thanh toán', dueDate: '2026-10-15', vietQr: qr }));
    const user = userEvent.setup();
    renderApp(`/cong-no?report=${ID}`);
    const dialog = await findDialog('Chi tiết công nợ tháng 09/2026');
    // Awaiting payment: the VietQR block with the transfer written out beside it.
    expect(await within(dialog).findByText('Thanh toán bằng VietQR')).toBeInTheDocument();
    expect(within(dialog).getByText('Vietcombank')).toBeInTheDocument();
    expect(within(dialog).getByText('Công ty An Tâm')).toBeInTheDocument();
    expect(within(dialog).getByText('CN202609CTV000001')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Xin gia hạn', { selector: 'button span' }));
    const extend = await findDialog('Xin gia hạn');
    await user.click(within(extend).getByText('Gửi yêu cầu', { selector: 'button span' }));
    await waitFor(() => expect(within(extend).getByText(REPORT_MSG.extensionFiles)).toBeInTheDocument());
    expect(within(extend).getByText(REPORT_MSG.extensionDate)).toBeInTheDocument();
    await user.upload(
      within(extend).getByLabelText('Công văn đề nghị gia hạn'),
      new File(['%PDF-1.4'], 'cong-van.pdf', { type: 'application/pdf' }),
    );
    const date = within(extend).getByLabelText('Ngày gia hạn mới');
    await user.click(date);
    await user.type(date, '20/12/2099{Enter}');
    // Enter takes the typed date; only 'Gửi yêu cầu' sends the request.
    expect(date).toHaveValue('20/12/2099');
    expect(posts(calls, '/extension-request')).toHaveLength(0);
    await user.click(within(extend).getByText('Gửi yêu cầu', { selector: 'button span' }));
    await waitFor(() => expect(posts(calls, '/extension-request')).toHaveLength(1));
    const form = posts(calls, '/extension-request')[0]!.init.body as FormData;
    expect(form.get('NewDueDate')).toBe('2099-12-20');
    expect((form.getAll('Files') as File[]).map((f) => f.name)).toEqual(['cong-van.pdf']);
  });
});

describe('the monthly table kept in the address (issue 37)', () => {
  /** 25 reports over 3 pages of 10: each page's one row is the month named after its page. */
  function stubPagedReports() {
    return stubApi((url) => {
      if (url.includes('/deferred-payment/list')) {
        const page = Number(new URL(url, 'http://portal.test').searchParams.get('page'));
        return jsonResponse({
          data: { items: [row({ reportingMonth: `0${page}/2026` })], pagination: { page, limit: 10, count: 25, totalCount: 25 } },
        });
      }
      if (url.includes('/deferred-payment/chart')) return jsonResponse({ data: CHART });
      if (url.includes('/deferred-payment/options')) return jsonResponse({ data: OPTIONS });
      if (url.includes(`/deferred-payment/detail/${ID}`)) return jsonResponse({ data: detail() });
      return undefined;
    });
  }
  const listQueries = (calls: FetchCall[]) =>
    calls.filter((c) => c.url.includes('/deferred-payment/list')).map((c) => new URL(c.url, 'http://portal.test').search);
  const addressOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

  it('a link with a page asks for that page, beside the report it opens; a page change writes the address; Back shows the page before', async () => {
    const { calls } = stubPagedReports();
    const user = userEvent.setup();
    const { router } = renderApp(`/cong-no?page=2&report=${ID}`);
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe('?page=2&limit=10'));
    // No first page was asked for first; the notification's report opens over it.
    expect(listQueries(calls)).toEqual(['?page=2&limit=10']);
    const list = screen.getByRole('region', { name: 'Báo cáo công nợ theo tháng' });
    expect(await within(list).findByText('02/2026')).toBeInTheDocument();
    const dialog = await findDialog('Chi tiết công nợ tháng 09/2026');
    await user.click(within(dialog).getByText('Đóng', { selector: 'button span' }));
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ page: '2' }));

    await user.click(within(list).getByTitle('3'));
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ page: '3' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(await within(list).findByText('03/2026')).toBeInTheDocument();
    expect(listQueries(calls).at(-1)).toBe('?page=3&limit=10');
    // A report's dialog has its own parameter (replacing the entry): opening it keeps the page.
    await user.click(within(list).getByLabelText('Chi tiết công nợ tháng 03/2026'));
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ page: '3', report: ID }));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ page: '2' }));
    expect(await within(list).findByText('02/2026')).toBeInTheDocument();
  });

  it('a page size writes the address at page 1; a page the list cannot take is the first', async () => {
    const { calls } = stubPagedReports();
    const user = userEvent.setup();
    const { router } = renderApp('/cong-no?page=0&limit=abc');
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe('?page=1&limit=10'));
    const list = screen.getByRole('region', { name: 'Báo cáo công nợ theo tháng' });
    await user.click(await within(list).findByTitle('2'));
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ page: '2' }));
    await user.click(within(list).getByRole('combobox', { name: /trang/i }));
    await user.click(await screen.findByTitle('25 / trang'));
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ limit: '25' }));
    expect(listQueries(calls).at(-1)).toBe('?page=1&limit=25');
  });
});

describe('an extension already asked for', () => {
  it("is labelled as requested in the list, and 'Xin gia hạn' is not offered again", async () => {
    const waiting = { status: 2, statusName: 'Chờ thanh toán', extensionDate: '20/12/2026', extensionPending: true };
    stubReports(() => detail(waiting));
    renderApp(`/cong-no?report=${ID}`);
    const dialog = await findDialog('Chi tiết công nợ tháng 09/2026');
    await within(dialog).findByText('Đóng', { selector: 'button span' });
    expect(within(dialog).queryByText('Xin gia hạn', { selector: 'button span' })).toBeNull();
    expect(await screen.findByText('20/12/2026 (chờ xác nhận)')).toBeInTheDocument();
  });
});

describe('a role without debt.view', () => {
  it("is told so on /cong-no, asks nothing of the area, and has no 'Công nợ' in its menu", async () => {
    setSession({ token: 'tok', type: 'collaborator', isSubUser: true });
    const { calls } = stubApi((url) =>
      url.endsWith('/collaborator/profile')
        ? jsonResponse({ data: { ...demoProfile, type: 'collaborator', isSubUser: true, permissions: ['account.self', 'order.view'] } })
        : undefined,
    );
    renderApp('/cong-no');
    expect(await screen.findByText(NO_ACCESS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Báo cáo công nợ' })).toBeNull();
    const menu = await screen.findByRole('navigation', { name: 'Menu đối tác' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Chỉ định' })).toBeInTheDocument());
    expect(within(menu).queryByRole('link', { name: 'Công nợ' })).toBeNull();
    expect(calls.filter((c) => /deferred-payment|debt-confirmation-letter|debt-timeline/.test(c.url))).toEqual([]);
  });
});

describe('the report dialog drawn still (the server’s page of /cong-no?report=…, and its hydration)', () => {
  /** The Modal's own elements, each with its role in the dialog and its parent among them. */
  const PARTS = [
    'ant-modal-root',
    'ant-modal-mask',
    'ant-modal-wrap',
    'ant-modal',
    'ant-modal-container',
    'ant-modal-close',
    'ant-modal-close-x',
    'ant-modal-header',
    'ant-modal-title',
    'ant-modal-body',
    'ant-modal-footer',
  ];
  const partOf = (el: Element | null) => (el ? [...el.classList].find((c) => PARTS.includes(c)) : undefined);
  const skeleton = (root: Element) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => partOf(el))
      .map((el) => {
        let parent = el.parentElement;
        while (parent && parent !== root.parentElement && !partOf(parent)) parent = parent.parentElement;
        const attributes = ['role', 'aria-modal', 'tabindex', 'aria-label'].map((a) => el.getAttribute(a) ?? '-').join(',');
        return `${el.tagName.toLowerCase()}.${partOf(el)} [${attributes}] in ${partOf(parent) ?? 'page'}`;
      });

  const vietQr = {
    payload: '00020101021238570010A000000727',
    bankBin: '970436',
    bankName: 'Vietcombank',
    accountNumber: '0011004455667',
    accountName: 'CONG TY XET NGHIEM',
    ownerName: 'Công ty Xét nghiệm Y khoa',
    amount: 1_234_000,
    note: 'CN-202609-CTV-000001',
  };

  async function drawn(props: { still?: boolean; instant?: boolean }) {
    const client = new QueryClient();
    client.setQueryData(reportDetailQueryOptions(ID).queryKey, detail({ vietQr }));
    const view = render(
      <ConfigProvider theme={ANTD_THEME}>
        <QueryClientProvider client={client}>
          <ReportDialog reportId={ID} onClose={() => undefined} {...props} />
        </QueryClientProvider>
      </ConfigProvider>,
    );
    const root = await waitFor(() => {
      const found = document.querySelector('.ant-modal-root');
      expect(found).not.toBeNull();
      return found as Element;
    });
    await waitFor(() => expect(root.querySelector('.ant-modal-body')).toHaveTextContent(vietQr.note));
    return { view, root };
  }

  it('has the open Modal’s elements, classes, roles and widths, in place, with the same title, body and buttons', async () => {
    const real = await drawn({ instant: true });
    const realSkeleton = skeleton(real.root);
    const realTexts = ['.ant-modal-title', '.ant-modal-body', '.ant-modal-footer'].map((s) => real.root.querySelector(s)?.textContent);
    const realRootClass = real.root.className;
    const realModalClass = real.root.querySelector('.ant-modal')?.className;
    const realStyle = real.root.querySelector<HTMLElement>('.ant-modal')?.getAttribute('style');
    real.view.unmount();

    const still = await drawn({ still: true });
    expect(still.root.parentElement?.closest('body')).not.toBeNull();
    expect(skeleton(still.root)).toEqual(realSkeleton);
    // The theme's classes too (antd scopes the Modal's CSS variables by them).
    expect(still.root.className).toBe(realRootClass);
    expect(still.root.querySelector('.ant-modal')?.className).toBe(realModalClass);
    expect(['.ant-modal-title', '.ant-modal-body', '.ant-modal-footer'].map((s) => still.root.querySelector(s)?.textContent)).toEqual(
      realTexts,
    );
    // The responsive widths antd gives the Modal as CSS variables (antd.css lays it out by them).
    for (const width of ['--ant-modal-xs-width: 100%', '--ant-modal-md-width: 800px', '--ant-modal-xl-width: 1100px']) {
      expect(realStyle).toContain(width);
      expect(still.root.querySelector('.ant-modal')?.getAttribute('style')).toContain(width);
    }
    // In place, not in a portal: inside the element it was rendered in.
    expect(still.view.container.querySelector('.ant-modal-root')).toBe(still.root);
    still.view.unmount();
  });
});
