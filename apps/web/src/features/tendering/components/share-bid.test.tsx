import { TENDER_MSG } from '@portal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { spyNotifier } from '@/testing/notifier-spy';
import { ShareBid } from './share-bid';

describe('share the bid', () => {
  it('copies the link and says so; offers the social links', async () => {
    const user = userEvent.setup();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ShareBid title="Gói thầu A" />
      </ConfigProvider>,
    );
    const notices = spyNotifier();
    // After userEvent.setup, which installs a clipboard of its own.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Chia sẻ' }));
    const copy = await screen.findByRole('button', { name: 'Sao chép link' });
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', expect.stringContaining('facebook.com/sharer'));
    expect(screen.getByRole('link', { name: 'Zalo' })).toHaveAttribute('href', expect.stringContaining('zalo.me'));
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', expect.stringContaining('linkedin.com'));
    await user.click(copy);
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith(expect.objectContaining({ description: TENDER_MSG.linkCopied })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}`);
  });

  it('copies through the fallback when the clipboard refuses', async () => {
    const user = userEvent.setup();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ShareBid title="Gói thầu A" />
      </ConfigProvider>,
    );
    const notices = spyNotifier();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    document.execCommand = vi.fn(() => true);
    await user.click(screen.getByRole('button', { name: 'Chia sẻ' }));
    await user.click(await screen.findByRole('button', { name: 'Sao chép link' }));
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith(expect.objectContaining({ description: TENDER_MSG.linkCopied })));
    expect(document.execCommand).toHaveBeenCalledWith('copy');
  });
});
