import { type EmailOptOut, NOTIFICATION_AREA_LABELS, NOTIFICATION_MSG } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { EMAIL_OPT_OUT_TEXT } from './email-opt-out-page';

const PATH = '/api/partner/notifications/email-opt-out';
const areaName = NOTIFICATION_AREA_LABELS.announcements;

/** The server's two calls: what the token turns off, and turning it off (a token other than 'good' is refused). */
function optOutServer() {
  let isOff = false;
  const answer = (): EmailOptOut => ({ area: 'announcements', areaName, email: 'n•••@minhan.vn', isOff });
  return stubApi((url, init) => {
    const u = new URL(url, 'http://x');
    if (u.pathname !== PATH) return undefined;
    if (u.searchParams.get('token') !== 'good')
      return jsonResponse({ message: NOTIFICATION_MSG.optOutInvalid, errors: { token: [NOTIFICATION_MSG.optOutInvalid] } }, 400);
    if (init.method === 'POST') {
      isOff = true;
      return jsonResponse({ data: answer(), message: NOTIFICATION_MSG.optedOut(areaName) });
    }
    return jsonResponse({ data: answer() });
  });
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('a mail’s opt-out page', () => {
  it('asks before anything changes, then turns that e-mail off with the button', async () => {
    const server = optOutServer();
    const user = userEvent.setup();
    renderApp('/huy-nhan-email?token=good');
    expect(await screen.findByText(EMAIL_OPT_OUT_TEXT.ask(areaName, 'n•••@minhan.vn'))).toBeInTheDocument();
    // Opening the link (a mail scanner does) changed nothing.
    expect(server.calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: EMAIL_OPT_OUT_TEXT.confirm }));
    expect(await screen.findByText(EMAIL_OPT_OUT_TEXT.isOff(areaName, 'n•••@minhan.vn'))).toBeInTheDocument();
    const posts = server.calls.filter((c) => c.init.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(new URL(posts[0]!.url, 'http://x').searchParams.get('token')).toBe('good');
    expect(screen.getByRole('link', { name: EMAIL_OPT_OUT_TEXT.toSettings })).toHaveAttribute('href', '/thong-tin-chung?tab=thong-bao');
  });

  it('says so when the link is not the server’s, and offers no button', async () => {
    optOutServer();
    renderApp('/huy-nhan-email?token=forged');
    expect(await screen.findByText(NOTIFICATION_MSG.optOutInvalid)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: EMAIL_OPT_OUT_TEXT.confirm })).toBeNull());
  });
});
