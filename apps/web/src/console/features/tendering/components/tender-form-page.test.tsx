import { TENDER_DESK_MSG } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { TenderForm } from './tender-form-page';

afterEach(() => vi.unstubAllGlobals());

describe('TenderForm', () => {
  it('refuses an empty post with the contract messages and sends nothing', async () => {
    const { calls } = mockFetch(() => jsonResponse({ data: [] }));
    renderConsole(<TenderForm />, '/quan-tri/dau-thau/tao-moi');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tạo bài thầu' }));
    for (const message of [
      TENDER_DESK_MSG.name,
      TENDER_DESK_MSG.bidName,
      TENDER_DESK_MSG.invitingParty,
      TENDER_DESK_MSG.category,
      TENDER_DESK_MSG.closeDate,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((c) => c.init.method === 'POST')).toEqual([]);
  });

  it('checks an optional field only when filled: a wrong e-mail is refused', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    renderConsole(<TenderForm />, '/quan-tri/dau-thau/tao-moi');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'khong-phai-email');
    await user.click(screen.getByRole('button', { name: 'Tạo bài thầu' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('an information item needs a name', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    renderConsole(<TenderForm />, '/quan-tri/dau-thau/tao-moi');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Thêm thông tin' }));
    expect(screen.getByLabelText('Tên thông tin 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tạo bài thầu' }));
    expect(await screen.findByText(TENDER_DESK_MSG.infoName)).toBeInTheDocument();
  });
});
