import { type Organization, ORGANIZATION_MSG } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { OrganizationPage } from './organization-page';
import { OrganizationReminder } from './organization-reminder';

const saved: Organization = {
  legalName: 'Công ty Cổ phần Xét nghiệm Đông Á',
  shortName: 'Đông Á',
  taxCode: '0319998887',
  address: '1 Lê Lợi, TP. Hồ Chí Minh',
  representative: 'Trần Văn An',
  representativeTitle: 'Giám đốc',
  hotline: '1900 1234',
  supportEmail: 'hotro@donga.vn',
  bankBin: '970436',
  bankName: 'Vietcombank',
  accountNumber: '0071000123456',
  accountHolder: 'CONG TY CO PHAN XET NGHIEM DONG A',
  logoUrl: null,
  updatedAt: '2026-11-29T01:00:00.000Z',
};

describe("'Thông tin đơn vị'", () => {
  it('says why an account holder is not the owner, fills it from the legal name, then saves the whole setting', async () => {
    const { calls } = mockFetch((_url, init) =>
      init.method === 'PUT'
        ? jsonResponse({ data: { ...saved, ...JSON.parse(String(init.body)) }, message: ORGANIZATION_MSG.saved })
        : jsonResponse({ data: saved }),
    );
    renderConsole(<OrganizationPage />, '/quan-tri/thong-tin-don-vi');
    const user = userEvent.setup();
    const holder = await screen.findByLabelText('Chủ tài khoản');
    await user.clear(holder);
    await user.type(holder, 'CONG TY AN TAM');
    await user.click(screen.getByText('Lưu thông tin đơn vị', { selector: 'button span' }));
    expect(await screen.findByText(ORGANIZATION_MSG.accountHolderName('CONG TY CO PHAN XET NGHIEM DONG A'))).toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === 'PUT')).toHaveLength(0);

    // A new legal name, and the holder filled from it written as the bank prints it.
    const legalName = screen.getByLabelText('Tên đơn vị (theo đăng ký kinh doanh)');
    await user.clear(legalName);
    await user.type(legalName, 'Công ty TNHH Xét nghiệm Bình Minh');
    await user.click(screen.getByText('Điền theo tên đơn vị', { selector: 'button span' }));
    expect(holder).toHaveValue('CONG TY TNHH XET NGHIEM BINH MINH');
    await user.click(screen.getByText('Lưu thông tin đơn vị', { selector: 'button span' }));
    await waitFor(() => expect(calls.filter((c) => c.init.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/organization');
    const { bankName: _bank, logoUrl: _logo, updatedAt: _at, ...fields } = saved;
    expect(JSON.parse(String(put.init.body))).toEqual({
      ...fields,
      legalName: 'Công ty TNHH Xét nghiệm Bình Minh',
      accountHolder: 'CONG TY TNHH XET NGHIEM BINH MINH',
    });
  });

  it('shows the logo when there is one, with a way to change or remove it', async () => {
    mockFetch(() => jsonResponse({ data: { ...saved, logoUrl: '/api/partner/organization/logo/abc' } }));
    renderConsole(<OrganizationPage />, '/quan-tri/thong-tin-don-vi');
    expect(await screen.findByRole('img', { name: 'Logo Đông Á' })).toHaveAttribute('src', '/api/partner/organization/logo/abc');
    expect(screen.getByText('Đổi logo', { selector: 'button span' })).toBeInTheDocument();
    expect(screen.getByText('Xóa logo', { selector: 'button span' })).toBeInTheDocument();
  });
});

describe("the dashboard's reminder", () => {
  it('asks the administrator to fill the setting while the legal name is empty, and is gone once it is set', async () => {
    mockFetch(() => jsonResponse({ data: { ...saved, legalName: '' } }));
    const first = renderConsole(<OrganizationReminder />);
    expect(await screen.findByText('Chưa có thông tin đơn vị')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Điền thông tin đơn vị' })).toHaveAttribute('href', '/quan-tri/thong-tin-don-vi');
    first.unmount();
    const { calls } = mockFetch(() => jsonResponse({ data: saved }));
    renderConsole(<OrganizationReminder />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Chưa có thông tin đơn vị')).toBeNull());
  });
});
