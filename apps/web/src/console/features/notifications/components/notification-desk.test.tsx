import { type DeskDelivery, MSG, NOTIFICATION_MSG } from '@portal/contract';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findDialog, openPopup } from '@/testing/antd-helpers';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { BroadcastDialog } from './broadcast-dialog';
import { deliveryNotes } from './notification-detail-page';

const NCC = '00000000-0000-4000-8000-0000000000a1';
const posts = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.init.method === 'POST');

afterEach(() => vi.unstubAllGlobals());

function stub() {
  return mockFetch((url) => {
    if (url.startsWith('/api/admin/notifications/partners'))
      return jsonResponse({ data: [{ id: NCC, code: 'NCC-000005', name: 'Công ty TNHH Thiết bị Y tế Phương Nam', type: 'provider' }] });
    if (url === '/api/admin/notifications/broadcasts') return jsonResponse({ data: { id: 'b1' }, message: NOTIFICATION_MSG.broadcastSent });
    return jsonResponse({ message: 'Không tìm thấy' }, 404);
  });
}

describe('the notification desk', () => {
  it('"Gửi thông báo" checks title, link and audience with the contract`s messages before sending', async () => {
    const { calls } = stub();
    const onClose = vi.fn();
    renderConsole(<BroadcastDialog onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await findDialog('Gửi thông báo');
    await user.type(within(dialog).getByLabelText('Đường dẫn trên cổng'), 'tin-tuc');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    // antd validates the fields side by side: each message shows when its own rule has answered.
    await waitFor(() => {
      expect(within(dialog).getByText(MSG.required)).toBeInTheDocument();
      expect(within(dialog).getByText(NOTIFICATION_MSG.link)).toBeInTheDocument();
      expect(within(dialog).getByText(NOTIFICATION_MSG.audience)).toBeInTheDocument();
    });
    expect(posts(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Tiêu đề'), 'Bảo trì hệ thống');
    await user.clear(within(dialog).getByLabelText('Đường dẫn trên cổng'));
    await user.type(within(dialog).getByLabelText('Đường dẫn trên cổng'), '/tin-tuc');
    await user.click(within(dialog).getByLabelText('Nhà cung cấp'));
    await user.click(within(dialog).getByLabelText('Gửi kèm email'));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(JSON.parse(String(posts(calls)[0]?.init.body))).toEqual({
      title: 'Bảo trì hệ thống',
      body: '',
      link: '/tin-tuc',
      audienceType: 'provider',
      email: true,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends to chosen partners found by search', async () => {
    const { calls } = stub();
    renderConsole(<BroadcastDialog onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await findDialog('Gửi thông báo');
    await user.type(within(dialog).getByLabelText('Tiêu đề'), 'Lịch nghỉ lễ');
    await user.click(within(dialog).getByLabelText('Các đối tác được chọn'));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(within(dialog).getByText(NOTIFICATION_MSG.audience)).toBeInTheDocument());

    await user.type(within(dialog).getByLabelText('Đối tác nhận'), 'Phương');
    await waitFor(() => expect(calls.some((c) => c.url.includes('search=Ph%C6%B0%C6%A1ng'))).toBe(true));
    const dropdown = await openPopup('.ant-select-dropdown');
    await user.click(await within(dropdown).findByText(/NCC-000005/));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(JSON.parse(String(posts(calls)[0]?.init.body))).toEqual({ title: 'Lịch nghỉ lễ', body: '', partnerIds: [NCC], email: false });
  });

  it('explains in words why a partner may not have received a notification', () => {
    const delivery = (over: Partial<DeskDelivery>): DeskDelivery => ({
      id: 'd',
      channel: 'push',
      user: 'ncc_demo',
      target: 'Chrome',
      status: 'sent',
      statusName: 'Đã gửi',
      statusCode: 201,
      error: null,
      attempts: 1,
      updatedAt: '2026-03-01T00:00:00Z',
      ...over,
    });
    expect(deliveryNotes({ recipients: 0, read: 0, deliveryList: [] })).toEqual([
      expect.stringContaining('Không có tài khoản nào'),
      expect.stringContaining('Không gửi email'),
    ]);
    const notes = deliveryNotes({ recipients: 2, read: 1, deliveryList: [delivery({ status: 'gone' }), delivery({ channel: 'email' })] });
    expect(notes).toEqual([expect.stringContaining('hủy đăng ký')]);
    expect(deliveryNotes({ recipients: 1, read: 1, deliveryList: [delivery({ channel: 'email' })] })).toEqual([
      expect.stringContaining('chưa đăng ký thiết bị'),
    ]);
  });
});
