import { type CooperationPage, ENGAGEMENT_MSG, MSG, engagementEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '@/testing/antd-helpers';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-app';
import { CooperationPanel } from './cooperation-panel';

const page = (partnerType: CooperationPage['partnerType'], title: string): CooperationPage => ({
  partnerType,
  title,
  summary: `Tóm tắt ${title}`,
  body: '<p>Chi tiết <strong>chương trình</strong></p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
  benefits: ['Hoa hồng hằng tháng', 'Hỗ trợ 24/7'],
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function stub(contact: (body: unknown) => Response = () => jsonResponse({ data: { id: 'c1' }, message: ENGAGEMENT_MSG.contactSent })) {
  return mockFetch((url, init) => {
    if (url.startsWith(engagementEndpoints.cooperationPages.path))
      return jsonResponse({
        data: [page('collaborator', 'Cộng tác viên y tế'), page('company', 'Doanh nghiệp khỏe'), page('provider', 'Nhà cung cấp')],
      });
    if (url.startsWith(engagementEndpoints.cooperationContact.path)) return contact(JSON.parse(String(init.body)));
    return jsonResponse({}, 404);
  });
}

const form = () => screen.getByRole('button', { name: 'Gửi liên hệ' }).closest('form') as HTMLFormElement;

describe('cooperation tab (hop-tac)', () => {
  it('shows each programme as a tab, its benefits and its purified HTML', async () => {
    stub();
    renderWithProviders(<CooperationPanel />);
    expect(await screen.findByRole('heading', { name: 'Cộng tác viên y tế' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Cộng tác viên', 'Doanh nghiệp', 'Nhà cung cấp']);
    expect(screen.getAllByRole('list', { name: 'Quyền lợi' })[0]).toHaveTextContent('Hoa hồng hằng tháng');
    expect(screen.getAllByText('chương trình')[0]?.tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Doanh nghiệp' }));
    expect(await screen.findByRole('heading', { name: 'Doanh nghiệp khỏe' })).toBeVisible();
  });

  it('the contact form checks the shared rules with their messages and sends nothing until they pass', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithProviders(<CooperationPanel />);
    await screen.findByRole('heading', { name: 'Cộng tác viên y tế' });
    await user.click(screen.getByRole('button', { name: 'Gửi liên hệ' }));
    await waitFor(() => expect(within(form()).getAllByText(MSG.required)).toHaveLength(4));
    expect(within(form()).getByText(ENGAGEMENT_MSG.partnerType)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Số điện thoại'), '12345');
    await user.type(screen.getByLabelText('Email'), 'abc@');
    await user.type(screen.getByLabelText('Họ và tên'), 'Trang 99');
    await waitFor(() => expect(within(form()).getByText(MSG.phone)).toBeInTheDocument());
    await waitFor(() => expect(within(form()).getByText(MSG.email)).toBeInTheDocument());
    await waitFor(() => expect(within(form()).getByText(MSG.contactName)).toBeInTheDocument());
    expect(calls.some((c) => c.url.startsWith(engagementEndpoints.cooperationContact.path))).toBe(false);
  });

  it('"Liên hệ hợp tác" picks the programme in the form; a valid form is sent and thanked in place', async () => {
    const sent: unknown[] = [];
    stub((body) => {
      sent.push(body);
      return jsonResponse({ data: { id: 'c1' }, message: ENGAGEMENT_MSG.contactSent });
    });
    const user = userEvent.setup();
    renderWithProviders(<CooperationPanel />);
    await screen.findByRole('heading', { name: 'Cộng tác viên y tế' });
    await user.click(screen.getByRole('tab', { name: 'Nhà cung cấp' }));
    await user.click(await screen.findByRole('button', { name: 'Liên hệ hợp tác' }));
    await user.type(screen.getByLabelText('Họ và tên'), 'Phạm Thu Trang');
    await user.type(screen.getByLabelText('Số điện thoại'), '0901234567');
    await user.type(screen.getByLabelText('Email'), 'trang@benhvien.vn');
    await user.type(screen.getByLabelText('Nội dung cần trao đổi'), 'Xin báo giá.');
    await user.click(screen.getByRole('button', { name: 'Gửi liên hệ' }));
    await waitFor(() => expect(screen.getByText(ENGAGEMENT_MSG.contactSent)).toBeInTheDocument());
    expect(sent).toEqual([
      {
        name: 'Phạm Thu Trang',
        phone: '0901234567',
        email: 'trang@benhvien.vn',
        organisation: '',
        partnerType: 'provider',
        message: 'Xin báo giá.',
      },
    ]);
  });

  it('puts the server’s field errors on the form', async () => {
    stub(() => jsonResponse({ message: MSG.phone, errors: { phone: [MSG.phone] } }, 400));
    const user = userEvent.setup();
    renderWithProviders(<CooperationPanel />);
    await screen.findByRole('heading', { name: 'Cộng tác viên y tế' });
    await user.type(screen.getByLabelText('Họ và tên'), 'Phạm Thu Trang');
    await chooseOption(user, 'Loại hình hợp tác', 'Doanh nghiệp');
    await user.type(screen.getByLabelText('Số điện thoại'), '0901234567');
    await user.type(screen.getByLabelText('Email'), 'trang@benhvien.vn');
    await user.type(screen.getByLabelText('Nội dung cần trao đổi'), 'Xin báo giá.');
    await user.click(screen.getByRole('button', { name: 'Gửi liên hệ' }));
    await waitFor(() => expect(within(form()).getByText(MSG.phone)).toBeInTheDocument());
    expect(screen.queryByText(ENGAGEMENT_MSG.contactSent)).toBeNull();
  });
});
