import { LIMITS, MSG } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const fields: Array<[string, string]> = [
  ['Tên đăng nhập', 'dn_moi'],
  ['Tên doanh nghiệp', 'Công ty Ánh Dương'],
  ['Mật khẩu', 'Demo@123'],
  ['Nhập lại mật khẩu', 'Demo@123'],
  ['Tên chủ sở hữu', 'Nguyễn Văn An'],
  ['Mã số thuế', '0101234567'],
  ['Số điện thoại', '0912345678'],
  ['Email', 'lienhe@anhduong.vn'],
  ['Người giới thiệu', 'Trần Thị Bình'],
];

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of fields) await user.type(await screen.findByLabelText(label), value);
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File(['%PDF-1.4'], 'giay-phep.pdf', { type: 'application/pdf' }));
}

describe('registration page', () => {
  it("labels a collaborator's name as the profile does", async () => {
    stubApi();
    renderApp('/dang-ky/cong-tac-vien');
    expect(await screen.findByLabelText('Họ và tên cộng tác viên')).toHaveAttribute('maxlength', String(LIMITS.supplierNameMax));
  });

  it('labels the name per type and checks the spec rules', async () => {
    stubApi();
    const user = userEvent.setup();
    renderApp('/dang-ky/doanh-nghiep');
    expect(await screen.findByRole('heading', { name: 'Đăng ký — Doanh nghiệp' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Số điện thoại'), '12345');
    await user.type(screen.getByLabelText('Mật khẩu'), 'abc');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    // Each field's message shows when its own (asynchronous) validation ends: wait for each.
    await waitFor(() => expect(screen.getByText(MSG.phone)).toBeInTheDocument());
    expect(await screen.findByText(/^Mật khẩu yếu, vui lòng cập nhật lại\. Cần ít nhất 8 ký tự/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(MSG.confirmPassword)).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText(MSG.businessLicense)).toBeInTheDocument());
  });

  it('refuses a file of another type with the spec message', async () => {
    stubApi();
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/dang-ky/nha-cung-cap');
    await screen.findByLabelText('Tên nhà cung cấp');
    expect(screen.getByText('Chấp nhận: JPG, JPEG, PNG, PDF, DOC, DOCX, SVG; tối đa 10 MB mỗi file, tối đa 10 file')).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['MZ'], 'cai-dat.exe', { type: 'application/octet-stream' }));
    await waitFor(() => expect(screen.getByText(MSG.fileType('cai-dat.exe'))).toBeInTheDocument());
  });

  it('posts a multipart form with BusinessLicenseFile[] and goes to the login page with the message', async () => {
    const { calls } = stubApi((url) =>
      url === '/api/partner/company/auth/register'
        ? jsonResponse({ data: { id: '1', username: 'dn_moi', status: 'pending' }, message: MSG.registerSuccess })
        : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/dang-ky/doanh-nghiep');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dang-nhap/doanh-nghiep'));
    const call = calls.find((c) => c.url === '/api/partner/company/auth/register');
    const body = call?.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('username')).toBe('dn_moi');
    expect(body.get('supplierName')).toBe('Công ty Ánh Dương');
    expect(body.get('introducerName')).toBe('Trần Thị Bình');
    expect(body.getAll('BusinessLicenseFile[]').map((file) => (file as File).name)).toEqual(['giay-phep.pdf']);
    expect((await screen.findAllByText(MSG.registerSuccess)).length).toBeGreaterThan(0);
  });

  it("puts the server's field errors on the fields", async () => {
    stubApi((url) =>
      url.endsWith('/auth/register')
        ? jsonResponse({ message: MSG.usernameTaken, errors: { username: [MSG.usernameTaken] } }, 409)
        : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/dang-ky/doanh-nghiep');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    // Once under the field, once in the "Lỗi" notice.
    await waitFor(() => expect(screen.getAllByText(MSG.usernameTaken)).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/dang-ky/doanh-nghiep');
    expect(screen.getByLabelText('Tên đăng nhập')).toHaveValue('dn_moi');
  });
});
