import { COMPANY_MSG } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { findDialog, fieldOf } from '@/testing/antd-helpers';
import { stubApi } from '@/testing/api-stub';
import { contractOptions, pageOf, subUnit, UNIT_ID } from '@/testing/companies-fixtures';
import { jsonResponse } from '@/testing/fetch-mock';
import { spyNotifier } from '@/testing/notifier-spy';
import { renderApp } from '@/testing/render-app';

const DETAIL = `/api/partner/v1/company/sub-units/detail/${UNIT_ID}`;

function stubUnit() {
  let current = subUnit();
  const api = stubApi((url, init) => {
    if (url === DETAIL && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { email: string; totalEmployees: number };
      current = subUnit({ email: body.email, totalEmployees: body.totalEmployees });
      return jsonResponse({ data: current, message: 'Cập nhật đơn vị thành công' });
    }
    if (url === `${DETAIL}/rename` && init.method === 'PUT') return jsonResponse({ data: null, message: COMPANY_MSG.renameSent });
    if (url === DETAIL) return jsonResponse({ data: current });
    if (url.includes('/company/contract/option-fields')) return jsonResponse(contractOptions);
    if (url.includes('/company/contract/list-contract-type')) return jsonResponse({ data: [] });
    if (url.includes('/company/contract/list')) return jsonResponse(pageOf([]));
    return undefined;
  });
  return api;
}

beforeEach(() => {
  setSession({ token: 'tok', type: 'company', isSubUser: false });
});

describe('sub-unit profile (/don-vi/{id})', () => {
  it('goes view → edit → save → view with its own 4-second notice, showing the contract rules in order', async () => {
    const { calls } = stubUnit();
    const user = userEvent.setup();
    renderApp(`/don-vi/${UNIT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Hồ sơ Doanh nghiệp' })).toBeInTheDocument();
    expect(await screen.findByText('hn@congty.vn')).toBeInTheDocument();
    const notifier = spyNotifier();

    await user.click(screen.getByRole('button', { name: 'Chỉnh sửa' }));
    expect(screen.getByLabelText('Tên công ty')).toBeDisabled();
    expect(screen.getByLabelText('Mã số thuế')).toBeDisabled();
    expect(screen.getByLabelText('Công ty mẹ')).toBeDisabled();

    const email = screen.getByLabelText('Email');
    const save = screen.getByRole('button', { name: 'Lưu' });
    await user.clear(email);
    await user.click(save);
    await waitFor(() => expect(within(fieldOf('Email')).getByText(COMPANY_MSG.emailRequired)).toBeInTheDocument());
    for (const [value, message] of [
      ['a@b@congty.vn', COMPANY_MSG.emailOneAt],
      ['.an@congty.vn', COMPANY_MSG.emailDot],
      ['an.@congty.vn', COMPANY_MSG.emailDot],
      ['an@congty', COMPANY_MSG.emailFormat],
    ] as const) {
      await user.clear(email);
      await user.type(email, value);
      expect(await within(fieldOf('Email')).findByText(message)).toBeInTheDocument();
    }

    const total = screen.getByLabelText('Số lượng CBNV');
    await user.clear(total);
    await waitFor(() => expect(within(fieldOf('Số lượng CBNV')).getByText(COMPANY_MSG.totalEmployeesRequired)).toBeInTheDocument());
    await user.type(total, '0');
    await waitFor(() => expect(within(fieldOf('Số lượng CBNV')).getByText(COMPANY_MSG.totalEmployees)).toBeInTheDocument());
    await user.clear(total);
    await user.type(total, '1.5');
    await waitFor(() => expect(within(fieldOf('Số lượng CBNV')).getByText(COMPANY_MSG.totalEmployees)).toBeInTheDocument());
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);

    await user.clear(total);
    await user.type(total, '150');
    await user.clear(email);
    await user.type(email, 'moi@congty.vn');
    await user.click(save);

    // Back in view mode with the reloaded profile, the screen's own notice and not the generic one.
    expect(await screen.findByText('moi@congty.vn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lưu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chỉnh sửa' })).toBeInTheDocument();
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toMatchObject({ email: 'moi@congty.vn', totalEmployees: 150, phoneNumber: '0912345678' });
    expect(JSON.parse(String(put?.init.body))).not.toHaveProperty('name');
    expect(notifier.success).toHaveBeenCalledTimes(1);
    expect(notifier.success).toHaveBeenCalledWith(
      expect.objectContaining({ title: COMPANY_MSG.profileUpdatedTitle, description: COMPANY_MSG.profileUpdated, duration: 4 }),
    );
    expect(calls.filter((c) => c.url === DETAIL && (c.init.method ?? 'GET') === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('opens in edit mode from the navigation state, and a tab switch leaves it (tab in the URL)', async () => {
    stubUnit();
    const user = userEvent.setup();
    const { router } = renderApp({ pathname: `/don-vi/${UNIT_ID}`, state: { editMode: true } });
    expect(await screen.findByRole('button', { name: 'Lưu' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Hợp đồng' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=hop-dong'));
    await user.click(screen.getByRole('tab', { name: 'Thông tin' }));
    expect(await screen.findByText('hn@congty.vn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lưu' })).not.toBeInTheDocument();
  });

  it('the rename dialog refuses a name over 50 characters and a file that is not a PDF, then sends Name + NewCompanyFiles', async () => {
    const { calls } = stubUnit();
    const user = userEvent.setup({ applyAccept: false });
    renderApp(`/don-vi/${UNIT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Gửi yêu cầu chỉnh sửa' }));
    const dialog = await findDialog('Gửi yêu cầu chỉnh sửa');
    const name = within(dialog).getByLabelText('Tên công ty mới');
    expect(name).toHaveAttribute('maxlength', '50');
    // A value longer than the input takes (pasted past the cut, autofill) is still refused with the spec's message.
    fireEvent.change(name, { target: { value: 'A'.repeat(51) } });
    // antd's Upload renders a fresh input after each choice.
    const fileInput = () => {
      const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('no file input');
      return input;
    };
    await user.upload(fileInput(), new File(['hello'], 'giay-phep.docx', { type: 'application/msword' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    await waitFor(() => expect(within(dialog).getByText(COMPANY_MSG.renameName)).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText(COMPANY_MSG.renameFileType)).toBeInTheDocument());

    await user.clear(name);
    await user.type(name, 'Công ty Mới');
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'quyet-dinh.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/rename'))).toBe(true));
    const body = calls.find((c) => c.url.endsWith('/rename'))?.init.body as FormData;
    expect(body.get('Name')).toBe('Công ty Mới');
    expect((body.get('NewCompanyFiles') as File).name).toBe('quyet-dinh.pdf');
    expect(body.getAll('NewCompanyFiles')).toHaveLength(1);
  });
});
