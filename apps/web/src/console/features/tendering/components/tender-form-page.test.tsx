import { TENDER_DESK_MSG } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { TenderForm, TenderFormPage } from './tender-form-page';

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

  it('the create page reads no post (no call for post 0)', async () => {
    const { calls } = mockFetch(() => jsonResponse({ data: [] }));
    renderConsole(<TenderFormPage />, '/quan-tri/dau-thau/tao-moi');
    expect(await screen.findByRole('button', { name: 'Tạo bài thầu' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.includes('/bid-categories') || c.url.includes('categor'))).toBe(true));
    expect(calls.filter((c) => /\/api\/admin\/tenders\/\d+/.test(c.url))).toEqual([]);
  });

  it('Enter in a date picker takes the date and does not submit the form', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    renderConsole(<TenderForm />, '/quan-tri/dau-thau/tao-moi');
    const user = userEvent.setup();
    const form = document.querySelector('form')!;
    let submitted = 0;
    form.addEventListener('submit', () => submitted++);
    const close = screen.getByLabelText('Đóng thầu');
    await user.click(close);
    await user.type(close, '01/01/2030 10:00{Enter}');
    expect(submitted).toBe(0);
    // Enter in a text field still submits (the form keeps its implicit submission).
    await user.type(screen.getByLabelText('Tên bài thầu'), 'Gói A{Enter}');
    expect(submitted).toBe(1);
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
    await waitFor(() => expect(screen.getByText(TENDER_DESK_MSG.infoName)).toBeInTheDocument());
  });
});
