import { COMPANY_MSG, type RosterImportResult } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { findDialog } from '@/testing/antd-helpers';
import { stubApi } from '@/testing/api-stub';
import { CONTRACT_ID, contractDetail, contractOptions, contractRow, pageOf } from '@/testing/companies-fixtures';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const IMPORT = '/api/partner/v1/company/contract/import-company-employees';
const BAD_ID = '3c4d5e6f-7081-4a92-8b3c-4d5e6f708192';
const GOOD_ID = '4d5e6f70-8192-4a03-9c4d-5e6f70819203';

const result = (over: Partial<RosterImportResult>): RosterImportResult => ({
  importId: GOOD_ID,
  contractId: CONTRACT_ID,
  fileName: 'nhan-vien.xlsx',
  committed: false,
  counts: { new: 2, updated: 1, unchanged: 3, error: 0 },
  rows: [
    { rowNumber: 2, action: 'new', values: {}, errors: [] },
    { rowNumber: 3, action: 'updated', values: {}, errors: [] },
  ],
  rowsOmitted: 0,
  headcount: { planned: 150, current: 101 },
  ...over,
});

/** The same file again: everyone on it is already on the roster as it is. */
const sameResult = result({ counts: { new: 0, updated: 0, unchanged: 5, error: 0 }, rows: [] });
/** 7 new people on a contract for 30 that has 28. */
const overResult = result({
  counts: { new: 7, updated: 0, unchanged: 0, error: 0 },
  rows: [{ rowNumber: 2, action: 'new', values: { name: 'Nguyễn Văn Mới' }, errors: [] }],
  headcount: { planned: 30, current: 28 },
});
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type=file]')!;

const badResult = result({
  importId: BAD_ID,
  counts: { new: 1, updated: 0, unchanged: 0, error: 2 },
  rows: [
    {
      rowNumber: 4,
      action: 'error',
      values: {},
      errors: [{ column: 'cccd', columnName: 'Số CCCD', message: 'Số CCCD phải gồm đúng 12 chữ số!' }],
    },
    {
      rowNumber: 7,
      action: 'error',
      values: {},
      errors: [{ column: 'gender', columnName: 'Giới tính', message: 'Giới tính phải là Nam hoặc Nữ!' }],
    },
  ],
});

function stubContract(detail = contractDetail()) {
  return stubApi((url, init) => {
    if (url.includes('/company/contract/option-fields')) return jsonResponse(contractOptions);
    if (url.includes('/company/contract/list?')) return jsonResponse(pageOf([contractRow(10, { code: 'HDKSK-10' }), contractRow(1)]));
    if (url.endsWith(`/company/contract/detail/${CONTRACT_ID}`)) return jsonResponse({ data: detail });
    if (url.includes(`/company/contract/report-chart/${CONTRACT_ID}`))
      return jsonResponse({
        data: {
          data: [
            { month: '2026-03', amount: 12 },
            { month: '2026-04', amount: 30 },
          ],
        },
      });
    if (url.includes('/contract-employees'))
      return jsonResponse(
        pageOf([
          {
            id: 'e1',
            cccd: '001099000001',
            bhyt: '',
            name: 'Trần Văn Cường',
            birthDate: '1990-05-01',
            gender: 0,
            phone: '0901000001',
            email: '',
            address: '',
            examState: 'full',
            examStateName: 'Khám đủ',
            isRegister: true,
            healthStatus: 1,
            healthStatusName: 'Loại I',
            examinedAt: null,
          },
        ]),
      );
    if (url.includes('/list-last-appointment')) return jsonResponse(pageOf([]));
    if (url === `${IMPORT}/${BAD_ID}/errors`) return new Response(new Blob(['x']), { status: 200 });
    if (url === IMPORT && init.method === 'POST') {
      const body = init.body as FormData;
      // The server's message for a commit: what it wrote, in figures.
      if (body.get('importId'))
        return jsonResponse({ data: result({ committed: true }), message: 'Đã nhập 3 người: thêm mới 2, cập nhật 1; 3 người không đổi.' });
      const name = (body.get('file') as File).name;
      const answer = name.startsWith('loi')
        ? badResult
        : name.startsWith('giong')
          ? sameResult
          : name.startsWith('vuot')
            ? overResult
            : result({});
      return jsonResponse({ data: answer });
    }
    return undefined;
  });
}

beforeEach(() => {
  setSession({ token: 'tok', type: 'company', isSubUser: false });
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('company contract detail (/hop-dong/{code})', () => {
  it('finds the contract by its exact code, shows progress and the chart, and imports in two steps', async () => {
    const { calls } = stubContract();
    const user = userEvent.setup();
    renderApp('/hop-dong/HDKSK-1');
    expect(await screen.findByText('Khám sức khỏe định kỳ 1')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith(`/contract/detail/${CONTRACT_ID}`))).toBe(true);
    expect(screen.getAllByRole('img', { name: 'Khám đủ 40%, Khám chưa đủ 25%, Chưa khám 35%' }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('table', { name: 'Số người đã khám theo tháng' })).toBeInTheDocument();
    expect(await screen.findByText('Trần Văn Cường')).toBeInTheDocument();
    const employeeCalls = () => calls.filter((c) => c.url.includes('/contract-employees')).length;

    await user.click(screen.getByRole('button', { name: 'Nhập danh sách' }));
    const dialog = await findDialog('Nhập danh sách nhân viên');
    const input = fileInput(dialog);

    // A file with errors: counts, each row's errors, the error file; nothing to commit.
    await user.upload(input, new File(['x'], 'loi.xlsx', { type: XLSX }));
    expect(await within(dialog).findByText('Số CCCD: Số CCCD phải gồm đúng 12 chữ số!')).toBeInTheDocument();
    expect(within(dialog).getByText('File có 2 dòng lỗi, chưa nhập dòng nào. Vui lòng sửa và tải lại.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Xác nhận nhập' })).not.toBeInTheDocument();
    const firstPost = calls.find((c) => c.url === IMPORT)?.init.body as FormData;
    expect(firstPost.get('id')).toBe(CONTRACT_ID);
    expect(firstPost.get('importId')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Tải file lỗi' }));
    await waitFor(() => expect(calls.some((c) => c.url === `${IMPORT}/${BAD_ID}/errors`)).toBe(true));

    // A clean file: counts and 'Xác nhận nhập', which commits by importId and reloads the roster.
    await user.upload(fileInput(dialog), new File(['x'], 'nhan-vien.xlsx', { type: XLSX }));
    const commit = await within(dialog).findByRole('button', { name: 'Xác nhận nhập' });
    expect(within(dialog).queryByRole('button', { name: 'Tải file lỗi' })).not.toBeInTheDocument();
    const before = employeeCalls();
    await user.click(commit);
    await waitFor(() => {
      const commitBody = calls.filter((c) => c.url === IMPORT).at(-1)?.init.body as FormData;
      expect(commitBody.get('importId')).toBe(GOOD_ID);
      expect(commitBody.get('id')).toBe(CONTRACT_ID);
    });
    await waitFor(() => expect(employeeCalls()).toBeGreaterThan(before));
    // Closed: the dialog leaves the page (no motion under test, testing/without-motion.tsx).
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The notice says what was written, not only 'Thành công'.
    expect(await screen.findByText('Đã nhập 3 người: thêm mới 2, cập nhật 1; 3 người không đổi.')).toBeInTheDocument();
  });

  it('the file is chosen with an upload area reachable by keyboard, shows its name and can be removed', async () => {
    stubContract();
    const user = userEvent.setup();
    renderApp({ pathname: '/hop-dong/HDKSK-1', state: { contractId: CONTRACT_ID } });
    await user.click(await screen.findByRole('button', { name: 'Nhập danh sách' }));
    const dialog = await findDialog('Nhập danh sách nhân viên');
    const picker = within(dialog).getByRole('button', { name: /Chọn tệp Excel/ });
    expect(picker).toHaveAttribute('tabindex', '0');
    expect(fileInput(dialog)).toHaveAttribute('accept', '.xlsx,.csv');
    const opens = vi.spyOn(fileInput(dialog), 'click');
    picker.focus();
    await user.keyboard('{Enter}');
    expect(opens).toHaveBeenCalled();

    await user.upload(fileInput(dialog), new File(['x'], 'nhan-vien.xlsx', { type: XLSX }));
    expect(await within(dialog).findByRole('button', { name: 'Xác nhận nhập' })).toBeInTheDocument();
    expect(within(dialog).getByText('nhan-vien.xlsx')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bỏ tệp đã chọn' }));
    await waitFor(() => expect(within(dialog).queryByText('nhan-vien.xlsx')).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Xác nhận nhập' })).not.toBeInTheDocument();
  });

  it('the same file again: says nothing would change and offers no commit', async () => {
    const { calls } = stubContract();
    const user = userEvent.setup();
    renderApp({ pathname: '/hop-dong/HDKSK-1', state: { contractId: CONTRACT_ID } });
    await user.click(await screen.findByRole('button', { name: 'Nhập danh sách' }));
    const dialog = await findDialog('Nhập danh sách nhân viên');
    await user.upload(fileInput(dialog), new File(['x'], 'giong-lan-truoc.xlsx', { type: XLSX }));
    expect(await within(dialog).findByText(COMPANY_MSG.importNoChanges)).toBeInTheDocument();
    expect(
      within(dialog).getByText('5 người trong tệp đã có trong danh sách với thông tin như cũ, nên không có gì để nhập.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Xác nhận nhập' })).not.toBeInTheDocument();
    // No empty table of rows: the statement above is the whole preview.
    expect(within(dialog).queryByRole('columnheader', { name: 'Lý do lỗi' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === IMPORT)).toHaveLength(1);
  });

  it("warns, with the server's rule, when the file would take the roster above the contract's number, and offers no commit", async () => {
    stubContract();
    const user = userEvent.setup();
    renderApp({ pathname: '/hop-dong/HDKSK-1', state: { contractId: CONTRACT_ID } });
    await user.click(await screen.findByRole('button', { name: 'Nhập danh sách' }));
    const dialog = await findDialog('Nhập danh sách nhân viên');
    await user.upload(fileInput(dialog), new File(['x'], 'vuot.xlsx', { type: XLSX }));
    expect(
      await within(dialog).findByText(
        'Danh sách sau khi nhập sẽ có 35 người, vượt số lượng người khám của hợp đồng (30 người). ' +
          'Vui lòng bớt 5 người mới khỏi file hoặc điều chỉnh số lượng người khám của hợp đồng trước khi nhập.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Vượt số lượng người khám của hợp đồng')).toBeInTheDocument();
    expect(within(dialog).getByText('Nguyễn Văn Mới')).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'Lý do lỗi' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Xác nhận nhập' })).not.toBeInTheDocument();
  });

  it("'Gói khám' shows the contract's package and its services; the catalogue is one step away", async () => {
    const { calls } = stubContract();
    const user = userEvent.setup();
    renderApp({ pathname: '/hop-dong/HDKSK-1', state: { contractId: CONTRACT_ID } });
    await user.click(await screen.findByRole('button', { name: 'Gói khám' }));
    const drawer = await findDialog('Gói khám');
    expect(within(drawer).getByText('Khám sức khỏe định kỳ cho doanh nghiệp')).toBeInTheDocument();
    expect(within(drawer).getByRole('cell', { name: 'Tổng phân tích tế bào máu' })).toBeInTheDocument();
    expect(within(drawer).getByText('650.000 đ')).toBeInTheDocument();
    // Nothing of the catalogue is asked for until the partner wants it.
    expect(calls.some((c) => c.url.includes('/exam-package/list'))).toBe(false);
    expect(within(drawer).getByRole('button', { name: 'Xem danh mục gói khám' })).toBeInTheDocument();
  });

  it("'Gói khám' of a contract without one says so", async () => {
    stubContract(contractDetail({ examPackage: null }));
    const user = userEvent.setup();
    renderApp({ pathname: '/hop-dong/HDKSK-1', state: { contractId: CONTRACT_ID } });
    await user.click(await screen.findByRole('button', { name: 'Gói khám' }));
    const drawer = await findDialog('Gói khám');
    expect(within(drawer).getByText('Chưa có Gói xét nghiệm')).toBeInTheDocument();
  });

  it('refuses a file of another type before sending it', async () => {
    const { calls } = stubContract();
    const user = userEvent.setup({ applyAccept: false });
    renderApp({ pathname: '/hop-dong/HDKSK-1', state: { contractId: CONTRACT_ID } });
    await user.click(await screen.findByRole('button', { name: 'Nhập danh sách' }));
    const dialog = await findDialog('Nhập danh sách nhân viên');
    await user.upload(fileInput(dialog), new File(['x'], 'ds.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Chỉ chấp nhận file .xlsx hoặc .csv!')).toBeInTheDocument();
    expect(calls.some((c) => c.url === IMPORT)).toBe(false);
    // The id came with the navigation: no lookup by code.
    expect(calls.some((c) => c.url.includes('/company/contract/list?'))).toBe(false);
  });
});
