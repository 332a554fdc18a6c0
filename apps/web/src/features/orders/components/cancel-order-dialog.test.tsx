import { ORDER_MSG } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { loadAntdTexts } from '@/testing/antd-helpers';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { ORDER_ID, orderDetail } from '@/testing/orders-fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { CancelOrderDialog } from './cancel-order-dialog';

async function openDialog() {
  const onClose = vi.fn();
  renderWithProviders(<CancelOrderDialog orderId={ORDER_ID} open onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Huỷ lịch hẹn' });
  return { dialog, onClose };
}

const cancelBodies = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => c.url.endsWith('/cancel')).map((c) => JSON.parse(String(c.init.body)));

beforeAll(loadAntdTexts);
beforeEach(() => setSession({ token: 'tok', type: 'collaborator', isSubUser: false }));

describe("cancel dialog 'Huỷ lịch hẹn' (spec 3 §4, §5)", () => {
  it('takes a reason or a text, never both: each clears the other, the chosen radio clicked again is unchosen', async () => {
    const { calls } = stubApi((url) =>
      url.endsWith('/cancel') ? jsonResponse({ data: orderDetail({ statusAppointment: 5 }) }) : undefined,
    );
    const user = userEvent.setup();
    const { dialog, onClose } = await openDialog();
    const radio = (name: string) => within(dialog).getByRole('radio', { name });
    const text = within(dialog).getByLabelText('Lý do khác');
    const confirm = () => user.click(within(dialog).getByRole('button', { name: 'Xác nhận hủy' }));
    for (const name of ['Gói khám không phù hợp', 'Thay đổi thời gian khám', 'Đã đặt gói khám khác']) expect(radio(name)).not.toBeChecked();

    await confirm();
    await waitFor(() => expect(within(dialog).getByText(ORDER_MSG.cancelReason)).toBeInTheDocument());

    await user.click(radio('Gói khám không phù hợp'));
    expect(radio('Gói khám không phù hợp')).toBeChecked();
    expect(within(dialog).queryByText(ORDER_MSG.cancelReason)).toBeNull();
    await user.type(text, 'Bận');
    expect(radio('Gói khám không phù hợp')).not.toBeChecked();
    await user.click(radio('Thay đổi thời gian khám'));
    expect(text).toHaveValue('');
    await user.click(radio('Thay đổi thời gian khám'));
    expect(radio('Thay đổi thời gian khám')).not.toBeChecked();

    // Blank text counts as nothing.
    await user.type(text, '   ');
    await confirm();
    await waitFor(() => expect(within(dialog).getByText(ORDER_MSG.cancelReason)).toBeInTheDocument());
    expect(cancelBodies(calls)).toEqual([]);

    await user.click(radio('Đã đặt gói khám khác'));
    await confirm();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(cancelBodies(calls)).toEqual([{ id: ORDER_ID, reason: 3 }]);
  });

  it('sends the text trimmed; a refusal keeps the dialog open with the text', async () => {
    let callsSoFar = 0;
    const { calls } = stubApi((url) => {
      if (!url.endsWith('/cancel')) return undefined;
      callsSoFar++;
      return callsSoFar === 1
        ? jsonResponse({ message: ORDER_MSG.notCancellable }, 422)
        : jsonResponse({ data: orderDetail({ statusAppointment: 5 }) });
    });
    const user = userEvent.setup();
    const { dialog, onClose } = await openDialog();
    await user.type(within(dialog).getByLabelText('Lý do khác'), '  Bệnh nhân đi công tác  ');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận hủy' }));
    await waitFor(() => expect(cancelBodies(calls)).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Lý do khác')).toHaveValue('  Bệnh nhân đi công tác  ');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận hủy' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(cancelBodies(calls)).toEqual([
      { id: ORDER_ID, cancelNotes: 'Bệnh nhân đi công tác' },
      { id: ORDER_ID, cancelNotes: 'Bệnh nhân đi công tác' },
    ]);
  });
});
