import { MSG, TENDER_MSG } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { demoProfile, stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-app';
import { bidDetail, bidRoutes, INFO_FILE_ID, INFO_TEXT_ID, SUBMISSION_ID, submission } from '../test-fixtures';
import { SubmitBidDialog } from './submit-bid-dialog';

/** The form item of the field labelled `label` (inside `scope` when given). */
function fieldOf(label: string, scope: HTMLElement = document.body): HTMLElement {
  const labelElement = within(scope).getByText(label, { selector: 'label' });
  const item = labelElement.closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error(`no form item for ${label}`);
  return item;
}

const detailWithInfos = bidDetail({
  informations: [
    { id: INFO_TEXT_ID, name: 'Năng lực kinh nghiệm', isRequired: true, type: 0 },
    { id: INFO_FILE_ID, name: 'Giấy chứng nhận ISO', isRequired: true, type: 1 },
  ],
});

describe('submit-bid form (spec 2 §5)', () => {
  it('shows every rule message under its own field', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    stubApi((url) =>
      url.endsWith('/provider/profile') ? jsonResponse({ data: { ...demoProfile, name: '', representative: '' } }) : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<SubmitBidDialog detail={detailWithInfos} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Thông tin nhà thầu' });
    await within(dialog).findByText('Tên nhà dự thầu', { selector: 'label' });
    // The form is drawn once the profile is in (its values are the form's initial ones).
    await waitFor(() => expect(screen.getByLabelText('Mã số thuế')).toHaveValue(demoProfile.taxCode));
    await user.click(screen.getByRole('button', { name: 'Nộp hồ sơ' }));

    const expectations: [string, string][] = [
      ['Tên nhà dự thầu', TENDER_MSG.name],
      ['Người đại diện pháp luật', TENDER_MSG.representative],
      ['Giá dự thầu (VNĐ)', TENDER_MSG.price],
      ['Phương thức vận chuyển', TENDER_MSG.shippingMethod],
      ['Chiết khấu (%)', TENDER_MSG.discount],
      ['Tài liệu đính kèm', TENDER_MSG.files],
      ['Tên liên hệ', TENDER_MSG.contactName],
      ['Chức vụ', TENDER_MSG.contactPosition],
      ['Năng lực kinh nghiệm', TENDER_MSG.infoText],
      ['Giấy chứng nhận ISO', TENDER_MSG.infoFile],
    ];
    await waitFor(() => {
      for (const [label, message] of expectations) expect(within(fieldOf(label)).getByText(message)).toBeInTheDocument();
      for (const schedule of ['Cung cấp hàng hoá', 'Thanh toán']) {
        const group = screen.getByRole('group', { name: schedule });
        expect(within(fieldOf('Tiêu đề 1', group)).getByText(TENDER_MSG.schedule)).toBeInTheDocument();
        expect(within(fieldOf('Nội dung 1', group)).getByText(TENDER_MSG.schedule)).toBeInTheDocument();
      }
    });
    // The shared rules (spec 1 §5) for what the profile did not fill.
    const phone = screen.getByLabelText('Số điện thoại');
    await user.clear(phone);
    await user.type(phone, '12345');
    await waitFor(() => expect(within(fieldOf('Số điện thoại')).getByText(MSG.phone)).toBeInTheDocument());
  });

  it('a schedule needs at least one row', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<SubmitBidDialog detail={bidDetail()} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Thông tin nhà thầu' });
    const supply = await within(dialog).findByRole('group', { name: 'Cung cấp hàng hoá' });
    await user.click(within(supply).getByRole('button', { name: 'Xóa dòng 1 (Cung cấp hàng hoá)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Nộp hồ sơ' }));
    await waitFor(() => expect(within(supply).getByText(TENDER_MSG.schedule)).toBeInTheDocument());
  });

  it('prefills name, tax code and representative from the profile, read-only; the price keeps digits with dot thousands', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<SubmitBidDialog detail={bidDetail()} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Thông tin nhà thầu' });
    const name = await within(dialog).findByLabelText('Tên nhà dự thầu');
    expect(name).toHaveValue('Nhà cung cấp Demo');
    expect(name).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Mã số thuế')).toHaveValue('0101234567');
    expect(within(dialog).getByLabelText('Mã số thuế')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Người đại diện pháp luật')).toHaveValue('Trần Thị B');
    expect(within(dialog).getByLabelText('Người đại diện pháp luật')).toHaveAttribute('readonly');
    const price = within(dialog).getByLabelText('Giá dự thầu (VNĐ)');
    await user.type(price, 'a12b50000');
    expect(price).toHaveValue('1.250.000');
    await user.clear(price);
    await user.type(price, '007');
    expect(price).toHaveValue('7');
  });

  it('an update sends the kept files (renamed inline), the schedules and the rows removed, then closes', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { calls } = stubApi(
      (url, init) =>
        url.endsWith(`/update-bid-post-submit/${SUBMISSION_ID}`) && init.method === 'PUT'
          ? jsonResponse({ data: null, message: TENDER_MSG.submitUpdated })
          : undefined,
      bidRoutes({ detail: bidDetail(), submission: submission() }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SubmitBidDialog detail={bidDetail()} submissionId={SUBMISSION_ID} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Thông tin nhà thầu' });
    expect(await within(dialog).findByLabelText('Giá dự thầu (VNĐ)')).toHaveValue('1.250.000');

    // A stored file without a URL says so when opened.
    await user.click(within(dialog).getByRole('button', { name: 'bao-gia.pdf' }));
    expect(alert).toHaveBeenCalledWith(TENDER_MSG.fileNoUrl);
    // Renamed inline.
    await user.click(within(dialog).getByRole('button', { name: 'Đổi tên bao-gia.pdf' }));
    const rename = within(dialog).getByRole('textbox', { name: 'Tên mới cho bao-gia.pdf' });
    await user.clear(rename);
    await user.type(rename, 'bao-gia-2026.pdf{Enter}');
    expect(within(dialog).getByRole('button', { name: 'bao-gia-2026.pdf' })).toBeInTheDocument();

    // The payment row is replaced by a new one.
    const payment = within(dialog).getByRole('group', { name: 'Thanh toán' });
    await user.click(within(payment).getByRole('button', { name: 'Thêm dòng' }));
    await user.type(within(fieldOf('Tiêu đề 2', payment)).getByRole('textbox'), 'Thanh toán cuối');
    await user.type(within(fieldOf('Nội dung 2', payment)).getByRole('textbox'), 'Trả 70%');
    await user.click(within(payment).getByRole('button', { name: 'Xóa dòng 1 (Thanh toán)' }));

    await user.click(within(dialog).getByRole('button', { name: 'Nộp hồ sơ' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = calls.find((c) => c.init.method === 'PUT')?.init.body as FormData;
    expect(body.get('Price')).toBe('1250000');
    expect(body.get('ShippingMethod')).toBe('0');
    expect(JSON.parse(String(body.get('DeleteProgressIds')))).toEqual(['66666666-6666-4666-8666-666666666666']);
    expect(JSON.parse(String(body.get('UploadedFiles')))).toEqual([
      { id: '44444444-4444-4444-8444-444444444444', name: 'bao-gia-2026.pdf' },
    ]);
    const progress = JSON.parse(String(body.get('ProgressMetadataJson'))) as { id?: string; name: string; progressType: number }[];
    expect(progress).toEqual([
      { id: '55555555-5555-4555-8555-555555555555', name: 'Đợt 1', content: 'Giao 50%', progressType: 0 },
      { name: 'Thanh toán cuối', content: 'Trả 70%', progressType: 1 },
    ]);
    alert.mockRestore();
  });

  it('a refused save keeps the dialog open with what was typed and the server message on the field', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    stubApi(
      (url, init) =>
        url.endsWith(`/update-bid-post-submit/${SUBMISSION_ID}`) && init.method === 'PUT'
          ? jsonResponse({ message: TENDER_MSG.priceFormat, errors: { Price: [TENDER_MSG.priceFormat] } }, 400)
          : undefined,
      bidRoutes({ detail: bidDetail(), submission: submission() }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SubmitBidDialog detail={bidDetail()} submissionId={SUBMISSION_ID} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Thông tin nhà thầu' });
    const note = await within(dialog).findByLabelText('Ghi chú');
    await user.clear(note);
    await user.type(note, 'Ghi chú mới');
    await user.click(within(dialog).getByRole('button', { name: 'Nộp hồ sơ' }));
    await waitFor(() => expect(within(fieldOf('Giá dự thầu (VNĐ)', dialog)).getByText(TENDER_MSG.priceFormat)).toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(note).toHaveValue('Ghi chú mới');
  });
});
