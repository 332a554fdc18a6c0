import { COMPANY_DESK_MSG, COMPANY_MSG, type ContractEmployee, MSG, type RosterImportResult } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, chosenIn, findDialog } from '@/testing/antd-helpers';
import { contractDetail, contractPackage } from '@/testing/companies-fixtures';
import { type FetchCall, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import type { DeskAppointmentRow } from '../api/appointments';
import { AppointmentListPage, counterDateMessage } from './appointment-list-page';
import { RosterTable } from './contract-desk-page';
import { CompanyContractDialog } from './contract-dialog';
import { RosterImportDialog } from './roster-import-dialog';
import { dayjs } from '@/lib/dayjs';
import { saveBlob } from '@/lib/save-blob';

const CONTRACT = '00000000-0000-4000-8000-0000000000c1';
const page = <T,>(items: T[]) => ({ items, pagination: { page: 1, limit: 20, count: items.length, totalCount: items.length } });
const writes = (calls: FetchCall[]) => calls.filter((c) => c.init.method && c.init.method !== 'GET');

const employee = (n: number): ContractEmployee => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  cccd: `00109000000${n}`,
  bhyt: '',
  name: `Nhân viên ${n}`,
  birthDate: `1990-01-0${n}`,
  gender: 0,
  phone: '',
  email: '',
  address: '',
  examState: 'registered',
  examStateName: 'Đã đăng ký',
  isRegister: true,
  healthStatus: null,
  healthStatusName: 'Chưa phân loại',
  examinedAt: null,
});

vi.mock('@/lib/save-blob', () => ({ saveBlob: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

describe('the company desk', () => {
  it('the contract dialog checks company, dates, headcount and a PDF-only file before sending anything', async () => {
    const { calls } = mockFetch((url) => {
      if (url.startsWith('/api/partner/contract/type-list')) return jsonResponse({ data: [{ id: 1, key: 1, name: 'Khám định kỳ' }] });
      return jsonResponse({ data: page([]) });
    });
    renderConsole(<CompanyContractDialog onClose={() => {}} />);
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await findDialog('Tạo hợp đồng');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(within(dialog).getByText(COMPANY_DESK_MSG.chooseCompany)).toBeInTheDocument());
    expect(within(dialog).getByText(COMPANY_DESK_MSG.contractType)).toBeInTheDocument();
    expect(within(dialog).getByText(COMPANY_DESK_MSG.plannedEmployees)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Số lượng người khám'), '0');
    await user.type(within(dialog).getByLabelText('Ngày bắt đầu'), '10/05/2030{Enter}');
    await user.type(within(dialog).getByLabelText('Ngày kết thúc'), '01/05/2030{Enter}');
    await user.upload(
      within(dialog).getByLabelText('File hợp đồng (PDF)'),
      new File(['x'], 'hop-dong.docx', { type: 'application/msword' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(within(dialog).getByText(COMPANY_DESK_MSG.period)).toBeInTheDocument());
    expect(within(dialog).getByText(COMPANY_DESK_MSG.contractFileType)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.examHeadcount)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it("the contract dialog keeps the contract's 'Gói khám', offers the catalogue's packages and sends the one chosen", async () => {
    const other = { ...contractPackage, id: '5e6f7081-92a3-4b14-8c5d-6e7f80910213', name: 'Khám sức khỏe tuyển dụng', published: true };
    const contract = { ...contractDetail(), createdByName: null, groups: [] };
    const { calls } = mockFetch((url) => {
      if (url.startsWith('/api/partner/contract/type-list')) return jsonResponse({ data: [{ id: 1, key: 1, name: 'Khám định kỳ' }] });
      if (url.startsWith('/api/admin/companies/exam-packages')) return jsonResponse({ data: page([other]) });
      if (url.startsWith(`/api/admin/companies/contracts/${contract.id}`)) return jsonResponse({ data: contract });
      return jsonResponse({ data: page([]) });
    });
    renderConsole(<CompanyContractDialog contract={contract} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await findDialog(`Sửa hợp đồng ${contract.code}`);
    expect(chosenIn('Gói khám', dialog)).toBe(contractPackage.name);
    await chooseOption(user, 'Gói khám', 'Khám sức khỏe tuyển dụng', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect((writes(calls)[0]!.init.body as FormData).get('examPackageId')).toBe(other.id);
  });

  it("'Cập nhật trạng thái khám' sends the selected people's ids with the chosen state", async () => {
    const rows = [employee(1), employee(2), employee(3)];
    const { calls } = mockFetch((_url, init) =>
      init.method === 'POST' ? jsonResponse({ data: { updated: 2 }, message: 'ok' }) : jsonResponse({ data: page(rows) }),
    );
    renderConsole(<RosterTable contractId={CONTRACT} canManage />);
    const user = userEvent.setup();
    const bulk = await screen.findByRole('button', { name: 'Cập nhật trạng thái khám' });
    expect(bulk).toBeDisabled();
    for (const name of ['Nhân viên 1', 'Nhân viên 3']) {
      const row = (await screen.findByText(name)).closest('tr')!;
      await user.click(within(row).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: 'Cập nhật trạng thái khám (2)' }));
    const dialog = await findDialog('Cập nhật trạng thái khám');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(within(dialog).getByText(COMPANY_DESK_MSG.chooseChange)).toBeInTheDocument());
    await user.click(within(dialog).getByLabelText('Trạng thái khám'));
    await user.click(await screen.findByTitle('Vắng khám'));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const sent = writes(calls)[0]!;
    expect(sent.url).toBe(`/api/admin/companies/contracts/${CONTRACT}/employees/exam-state`);
    expect(JSON.parse(String(sent.init.body))).toEqual({ employeeIds: [rows[0]!.id, rows[2]!.id], examState: 'absent' });
  });

  const importBase: RosterImportResult = {
    importId: '00000000-0000-4000-8000-0000000000d1',
    contractId: CONTRACT,
    fileName: 'ds.xlsx',
    committed: false,
    counts: { new: 3, updated: 0, unchanged: 0, error: 1 },
    rows: [
      {
        rowNumber: 4,
        action: 'error',
        values: { cccd: '123', name: 'Trần B' },
        errors: [{ column: 'cccd', columnName: 'Số CCCD', message: COMPANY_MSG.rowCccd }],
      },
    ],
    rowsOmitted: 0,
    headcount: { planned: 40, current: 20 },
  };
  /** The desk's import calls: each dry run answers `answer()`; a commit answers it committed, with the server's message. */
  function stubImport(answer: () => RosterImportResult) {
    return mockFetch((url, init) => {
      if (url.includes('/errors'))
        return new Response(new Blob(['xlsx']), { status: 200, headers: { 'Content-Type': 'application/octet-stream' } });
      const body = init.body as FormData;
      if (body.get('importId')) {
        const done = { ...answer(), committed: true };
        return jsonResponse({ data: done, message: COMPANY_MSG.importCommitted(done.counts) });
      }
      return jsonResponse({ data: answer() });
    });
  }
  const xlsxInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type=file]')!;

  it('the import dry run: rows with errors offer the error file and no commit; a clean file offers the commit, which says what it wrote', async () => {
    let answer = importBase;
    const { calls } = stubImport(() => answer);
    const onClose = vi.fn();
    renderConsole(<RosterImportDialog contractId={CONTRACT} onClose={onClose} />);
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await findDialog('Nhập danh sách nhân viên');

    await user.upload(xlsxInput(dialog), new File(['a'], 'ds.xlsx'));
    await waitFor(() => expect(within(dialog).getByText(COMPANY_MSG.importHasErrors(1))).toBeInTheDocument());
    expect(within(dialog).getByText(`Số CCCD: ${COMPANY_MSG.rowCccd}`)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Xác nhận nhập' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Tải file lỗi' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'loi-ds.xlsx'));
    expect(calls.some((c) => c.url === `/api/admin/companies/contracts/${CONTRACT}/roster/imports/${importBase.importId}/errors`)).toBe(
      true,
    );

    answer = { ...importBase, counts: { new: 3, updated: 2, unchanged: 0, error: 0 }, rows: [] };
    await user.upload(xlsxInput(dialog), new File(['b'], 'ds.xlsx'));
    const commit = await within(dialog).findByRole('button', { name: 'Xác nhận nhập' });
    expect(within(dialog).queryByRole('button', { name: 'Tải file lỗi' })).toBeNull();
    await user.click(commit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The notice names the figures the server wrote.
    expect(await screen.findByText('Đã nhập 5 người: thêm mới 3, cập nhật 2.')).toBeInTheDocument();
    const sent = writes(calls).map((c) => c.init.body as FormData);
    expect(sent.at(-1)!.get('importId')).toBe(importBase.importId);
    expect(sent.at(-1)!.get('id')).toBe(CONTRACT);
  });

  it('the same file again: nothing would change, so no commit is offered, and it says so', async () => {
    const { calls } = stubImport(() => ({ ...importBase, counts: { new: 0, updated: 0, unchanged: 5, error: 0 }, rows: [] }));
    renderConsole(<RosterImportDialog contractId={CONTRACT} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await findDialog('Nhập danh sách nhân viên');
    await user.upload(xlsxInput(dialog), new File(['a'], 'ds.xlsx'));
    expect(await within(dialog).findByText(COMPANY_MSG.importNoChanges)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Xác nhận nhập' })).toBeNull();
    // No empty table of rows: the statement above is the whole preview.
    expect(within(dialog).queryByRole('columnheader', { name: 'Lý do lỗi' })).toBeNull();
    expect(writes(calls)).toHaveLength(1);
  });

  it("over the contract's planned number: the preview gives the server's message and offers no commit", async () => {
    stubImport(() => ({
      ...importBase,
      counts: { new: 7, updated: 1, unchanged: 0, error: 0 },
      rows: [],
      headcount: { planned: 30, current: 28 },
    }));
    renderConsole(<RosterImportDialog contractId={CONTRACT} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await findDialog('Nhập danh sách nhân viên');
    await user.upload(xlsxInput(dialog), new File(['a'], 'ds.xlsx'));
    expect(await within(dialog).findByText(COMPANY_MSG.importOverHeadcount(30, 35, 5))).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Xác nhận nhập' })).toBeNull();
  });

  it('the file is picked in an upload area a keyboard reaches; its name shows and it can be removed', async () => {
    stubImport(() => ({ ...importBase, counts: { new: 1, updated: 0, unchanged: 0, error: 0 }, rows: [] }));
    renderConsole(<RosterImportDialog contractId={CONTRACT} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await findDialog('Nhập danh sách nhân viên');
    const picker = within(dialog).getByRole('button', { name: /Chọn tệp Excel/ });
    expect(picker).toHaveAttribute('tabindex', '0');
    const opens = vi.spyOn(xlsxInput(dialog), 'click');
    picker.focus();
    await user.keyboard('{Enter}');
    expect(opens).toHaveBeenCalled();
    await user.upload(xlsxInput(dialog), new File(['a'], 'nhan-vien-2030.csv'));
    expect(await within(dialog).findByRole('button', { name: 'Xác nhận nhập' })).toBeInTheDocument();
    expect(within(dialog).getByText('nhan-vien-2030.csv')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bỏ tệp đã chọn' }));
    await waitFor(() => expect(within(dialog).queryByText('nhan-vien-2030.csv')).toBeNull());
    expect(within(dialog).queryByRole('button', { name: 'Xác nhận nhập' })).toBeNull();
  });

  it('a refused file type is told before anything is sent', async () => {
    const { calls } = mockFetch(() => jsonResponse({ data: {} }));
    renderConsole(<RosterImportDialog contractId={CONTRACT} onClose={() => {}} />);
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await findDialog('Nhập danh sách nhân viên');
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, new File(['a'], 'ds.pdf'));
    await waitFor(() => expect(within(dialog).getByText(COMPANY_MSG.importFileType)).toBeInTheDocument());
    expect(writes(calls)).toHaveLength(0);
  });

  it("'Đề xuất ngày khác' refuses a past day", async () => {
    expect(counterDateMessage(dayjs('2030-05-01'), dayjs('2030-05-02'))).toBe(COMPANY_DESK_MSG.counterDatePast);
    expect(counterDateMessage(dayjs('2030-05-02'), dayjs('2030-05-02'))).toBeUndefined();
    expect(counterDateMessage(undefined)).toBe(COMPANY_DESK_MSG.counterDate);

    const row: DeskAppointmentRow = {
      id: '00000000-0000-4000-8000-0000000000e1',
      contractId: CONTRACT,
      contractCode: 'HD-01',
      contractName: 'Khám định kỳ 2030',
      date: '2099-05-10',
      site: 'Trụ sở',
      headcount: 40,
      note: '',
      status: 'proposed',
      statusName: 'Chờ xác nhận',
      counterDate: null,
      reply: '',
      createdAt: '2030-01-01T00:00:00.000Z',
      decidedAt: null,
      company: { id: 'c1', name: 'Công ty An Bình', code: 'DN-01' },
    };
    const { calls } = mockFetch((_url, init) =>
      jsonResponse(init.method === 'POST' ? { data: row, message: 'ok' } : { data: page([row]) }),
    );
    renderConsole(<AppointmentListPage canManage />, '/quan-tri/lich-kham');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Đề xuất ngày khác' }));
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('status')).toBe('proposed');
    const dialog = await findDialog('Đề xuất ngày khác');
    await user.type(dialog.querySelector('textarea')!, 'Xin dời sang tháng 6');
    await user.type(within(dialog).getByLabelText('Ngày khám đề xuất'), '01/01/2020{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    // The picker does not take a greyed-out day: nothing is chosen, nothing is sent.
    await waitFor(() => expect(within(dialog).getByText(COMPANY_DESK_MSG.counterDate)).toBeInTheDocument());
    expect(writes(calls)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Ngày khám đề xuất'));
    await user.type(within(dialog).getByLabelText('Ngày khám đề xuất'), '10/06/2099{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.url).toBe(`/api/admin/companies/appointments/${row.id}/reschedule`);
    expect(JSON.parse(String(writes(calls)[0]!.init.body))).toEqual({ counterDate: '2099-06-10', reply: 'Xin dời sang tháng 6' });
  });
});
