import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAntdTexts } from '@/testing/antd-helpers';
import { ORDER_ID, orderDetail } from '@/testing/orders-fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { BookingSuccessDialog } from './booking-success-dialog';

/** The dialog on the list route or on a detail route of a small router (no lazy pages). */
function renderAt(url: string) {
  const onBookNext = vi.fn();
  const onClose = vi.fn();
  const dialog = <BookingSuccessDialog order={orderDetail({ methodType: 'HOSPITAL' })} onClose={onClose} onBookNext={onBookNext} />;
  const router = createMemoryRouter(
    [
      { path: '/chi-dinh', element: dialog },
      { path: '/chi-dinh/:id', element: dialog },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { router, onBookNext, onClose };
}

beforeAll(loadAntdTexts);

describe("success dialog 'Đặt lịch thành công' (spec 3 §2)", () => {
  it('away from a detail route: the booking, then the next booking or the new order`s progress', async () => {
    const { router, onBookNext } = renderAt('/chi-dinh');
    const dialog = await screen.findByRole('dialog', { name: /Đặt lịch thành công/ });
    for (const text of ['Phạm Minh Khoa', '0901234567', '12/03/2030 09:00', 'Nam', 'Tại bệnh viện'])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Đặt lịch tiếp theo' }));
    expect(onBookNext).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Tới tiến trình lịch hẹn' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chi-dinh/${ORDER_ID}`));
  });

  it('on a detail route: neither button (only closing)', async () => {
    const { onClose } = renderAt(`/chi-dinh/${ORDER_ID}`);
    const dialog = await screen.findByRole('dialog', { name: /Đặt lịch thành công/ });
    expect(within(dialog).getByText('Phạm Minh Khoa')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Đặt lịch tiếp theo' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Tới tiến trình lịch hẹn' })).toBeNull();
    const footer = dialog.querySelector<HTMLElement>('.ant-modal-footer')!;
    expect(
      within(footer)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Đóng']);
    await userEvent.setup().click(within(footer).getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalled();
  });
});
