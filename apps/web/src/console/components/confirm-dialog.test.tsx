import { MSG } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../testing';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('asks for a reason: empty is refused with the contract message, a typed one is sent trimmed', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderConsole(<ConfirmDialog open title="Từ chối đăng ký" withReason okText="Từ chối" onConfirm={onConfirm} onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(screen.getByText(MSG.required)).toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Lý do'), '  Giấy phép mờ  ');
    await user.click(screen.getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Giấy phép mờ'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open with the text when the change fails', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('422'));
    const onClose = vi.fn();
    renderConsole(<ConfirmDialog open title="Từ chối" withReason okText="Gửi" onConfirm={onConfirm} onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Lý do'), 'Thiếu trang');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Lý do')).toHaveValue('Thiếu trang');
  });

  it('a plain confirmation sends no reason', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    renderConsole(
      <ConfirmDialog open title="Duyệt đăng ký" description="Duyệt NCC-1?" okText="Duyệt" onConfirm={onConfirm} onClose={() => {}} />,
    );
    expect(await screen.findByText('Duyệt NCC-1?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Lý do')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Duyệt' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(undefined));
  });
});
