import { COMPANY_SIZES, SUPPLIER_CATEGORIES, SUPPLIER_MSG, type SupplierProfile } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '@/lib/notifier';
import { setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const supplier = {
  name: 'Nguyễn Thu Hà',
  ownerName: 'Nguyễn Thu Hà',
  taxCode: '8012345678',
  phoneNumber: '0912345678',
  email: 'thuha.ctv@gmail.com',
  representative: null,
  address: '12 Lê Lợi',
  province: 'Hà Nội',
  category: { id: 7, name: 'Tư vấn sức khỏe, giới thiệu khách hàng' },
  categoryId: 7,
  // Spec 3 §9: the server answers 'small' for a size no list has.
  size: COMPANY_SIZES.small.id,
  sizeKey: 'small',
  charterCapital: 500_000_000,
  isCooperated: true,
  status: 1,
  lastLoginTime: null,
  applyTotal: null,
  signedTotal: null,
  businessLicenseFile: [
    { id: 'f1', name: 'giay-phep.pdf', fullPath: '/api/partner/v1/collaborator/profile/license-files/f1', contentType: 'application/pdf' },
  ],
} satisfies SupplierProfile;

function stubSupplier() {
  return stubApi((url, init) => {
    if (url.endsWith('/collaborator/profile/supplier')) return jsonResponse({ data: supplier });
    if (url.startsWith('/api/partner/partner-category/list'))
      return jsonResponse({ data: { items: SUPPLIER_CATEGORIES.map((c) => ({ id: c.id, name: c.name })) } });
    if (url.startsWith('/api/partner/provider/size-list')) return jsonResponse({ data: COMPANY_SIZES });
    if (url.endsWith('/collaborator/profile') && init.method === 'PUT')
      return jsonResponse({ data: { ...supplier, charterCapital: 750_000_000 }, message: SUPPLIER_MSG.updated });
    return undefined;
  });
}

describe('supplier profile (/ho-so of a collaborator)', () => {
  it('shows the sections, "Chưa đăng nhập", the size and capital as VND, and the feedback QR', async () => {
    setSession({ token: 'tok', type: 'collaborator', isSubUser: false });
    stubSupplier();
    renderApp('/ho-so');
    expect(await screen.findByRole('heading', { name: 'Hồ sơ nhà cung cấp' })).toBeInTheDocument();
    expect(await screen.findByText('Thông tin cơ bản')).toBeInTheDocument();
    expect(screen.getByText('Tài liệu')).toBeInTheDocument();
    expect(screen.getByText('Thống kê')).toBeInTheDocument();
    expect(screen.getByText(SUPPLIER_MSG.neverLoggedIn)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_SIZES.small.name)).toBeInTheDocument();
    expect(screen.getByText('500.000.000 đ')).toBeInTheDocument();
    expect(screen.getByText('giay-phep.pdf')).toBeInTheDocument();
    // A collaborator has no tenders or contracts: those figures are not shown.
    expect(screen.queryByText('Hồ sơ dự thầu đã nộp')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mã QR dẫn tới trang góp ý')).toBeInTheDocument();
  });

  it('sends the multipart edit with a new PDF and shows its own 4-second notice, not the generic one', async () => {
    setSession({ token: 'tok', type: 'collaborator', isSubUser: false });
    const { calls } = stubSupplier();
    const user = userEvent.setup();
    renderApp('/ho-so');
    await user.click(await screen.findByRole('button', { name: 'Cập nhật' }));
    const success = vi.spyOn(notifier(), 'success');
    const dialog = await screen.findByRole('dialog');
    const capital = within(dialog).getByLabelText('Vốn điều lệ');
    await user.clear(capital);
    await user.type(capital, '750000000');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'giay-phep-moi.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cập nhật' }));

    await waitFor(() => expect(screen.getByText(SUPPLIER_MSG.updated)).toBeInTheDocument());
    expect(screen.getByText('Cập nhật thành công')).toBeInTheDocument();
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith({ title: SUPPLIER_MSG.updatedTitle, description: SUPPLIER_MSG.updated, duration: 4 });
    // SPEC-NOTES 3: the generic 'Thành công' notice is not shown as well.
    expect(screen.queryByText('Thành công')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.init.method === 'PUT');
    const body = put?.init.body as FormData;
    expect(body.get('isProfile')).toBe('true');
    expect(body.get('charterCapital')).toBe('750000000');
    expect(body.get('categoryId')).toBe('7');
    expect(body.get('taxCode')).toBe(supplier.taxCode);
    expect((body.get('businessLicenseFile') as File).name).toBe('giay-phep-moi.pdf');
    expect(body.get('businessLicenseFields')).toBeNull();
  });

  it('refuses a licence that is not a PDF with the spec’s message, and sends nothing', async () => {
    setSession({ token: 'tok', type: 'collaborator', isSubUser: false });
    const { calls } = stubSupplier();
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/ho-so');
    await user.click(await screen.findByRole('button', { name: 'Cập nhật' }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'giay-phep.docx', { type: 'application/msword' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cập nhật' }));
    expect(await within(dialog).findByText('Chỉ chấp nhận file PDF')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);
  });
});
