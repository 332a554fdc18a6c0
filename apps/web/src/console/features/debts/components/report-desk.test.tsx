import type { DeskReportDetail, DeskReportList } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findDialog } from '@/testing/antd-helpers';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { ReportDetailPage } from './report-detail-page';
import { ReportListPage } from './report-list-page';

const ID = '00000000-0000-4000-8000-0000000000d1';
const EXT = '00000000-0000-4000-8000-0000000000e1';

const report = (over: Partial<DeskReportDetail> = {}): DeskReportDetail => ({
  id: ID,
  code: 'CN-202609-CTV-000001',
  month: '2026-09',
  reportingMonth: '09/2026',
  amount: 980_000,
  formattedAmount: '980.000 đ',
  dueDate: '2026-10-15',
  formattedDueDate: '15/10/2026',
  extensionDate: '30/10/2026',
  extensionPending: true,
  status: 4,
  statusName: 'Quá hạn',
  isPaid: false,
  serviceCount: 1,
  reportDeferredRecords: [
    {
      id: 'r1',
      patientName: 'Nguyễn Thị Mai',
      examinationDate: '2026-09-05',
      testName: 'Định lượng HbA1c',
      testFee: 150_000,
      discount: 15_000,
      samplingFee: 50_000,
      totalAmount: 185_000,
    },
  ],
  debtReminderHistories: [{ id: 'h1', n: 1, offsetDays: -3, reminderDate: '2026-10-12T01:00:00.000Z' }],
  files: [],
  documentFiles: [],
  paymentExtensionHistories: [
    {
      id: EXT,
      newDueDate: '2026-10-30',
      formattedNewDueDate: '30/10/2026',
      extensionStatus: 1,
      extensionStatusName: 'Chờ xác nhận',
      reason: null,
      createdAt: '2026-10-14T03:00:00.000Z',
      files: [],
    },
  ],
  paidAt: null,
  vietQr: null,
  collaborator: { id: 'c1', code: 'CTV-000001', name: 'Nguyễn Thu Hà' },
  sentAt: '2026-10-03T02:00:00.000Z',
  confirmedAt: '2026-10-05T03:00:00.000Z',
  transferRef: null,
  ...over,
});

describe('the accounts desk: monthly reports', () => {
  it('lists reports with their collaborator, status and a pending extension', async () => {
    const { id: _i, ...rest } = report();
    const list: DeskReportList = {
      items: [{ ...rest, id: ID, collaborator: rest.collaborator, sentAt: rest.sentAt }],
      pagination: { page: 1, limit: 20, count: 1, totalCount: 1 },
    };
    mockFetch((url) =>
      url.startsWith('/api/admin/debts/reports/options')
        ? jsonResponse({ data: { collaborators: [rest.collaborator], status: [{ value: 4, name: 'Quá hạn' }] } })
        : jsonResponse({ data: list }),
    );
    renderConsole(<ReportListPage canManage />, '/quan-tri/cong-no/bao-cao-thang');
    const row = (await screen.findByText('09/2026')).closest('tr')!;
    expect(within(row).getByText('Nguyễn Thu Hà')).toBeInTheDocument();
    expect(within(row).getByText('Quá hạn')).toBeInTheDocument();
    expect(within(row).getByText('Chờ duyệt gia hạn')).toBeInTheDocument();
    expect(screen.getByText('Lập báo cáo', { selector: 'button span' })).toBeInTheDocument();
  });

  it('approves a pending extension (the new due date named before confirming)', async () => {
    const { calls } = mockFetch((_url, init) => {
      if (init.method === 'POST') return jsonResponse({ data: report({ status: 2, statusName: 'Chờ thanh toán' }), message: 'ok' });
      return jsonResponse({ data: report() });
    });
    renderConsole(<ReportDetailPage id={ID} canManage />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Chấp nhận', { selector: 'button span' }));
    const dialog = await findDialog('Chấp nhận gia hạn');
    expect(within(dialog).getByText(/Hạn thanh toán chuyển thành 30\/10\/2026/)).toBeInTheDocument();
    await user.click(within(dialog).getByText('Xác nhận', { selector: 'button span' }));
    await waitFor(() => expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url).toBe(`/api/admin/debts/extensions/${EXT}/decide`);
    expect(JSON.parse(String(post.init.body))).toEqual({ approve: true });
  });

  it('a read-only accountant sees no buttons that change a report', async () => {
    mockFetch(() => jsonResponse({ data: report() }));
    renderConsole(<ReportDetailPage id={ID} canManage={false} />);
    expect(await screen.findByText('Nguyễn Thị Mai')).toBeInTheDocument();
    expect(screen.queryByText('Chấp nhận', { selector: 'button span' })).toBeNull();
    expect(screen.queryByText('Ghi nhận thanh toán', { selector: 'button span' })).toBeNull();
  });
});
