import { SUBMIT_STATUS, TENDER_MSG } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { type FetchCall, jsonResponse } from '@/testing/fetch-mock';
import { renderApp, renderWithProviders } from '@/testing/render-app';
import { bidRoutes, requestRow, SUBMISSION_ID, withSubmission } from '../test-fixtures';
import { RequestTab } from './request-tab';

/** The tab alone, on a small in-memory router (its filters live in the address). */
function renderTab(props: Pick<ComponentProps<typeof RequestTab>, 'onOpen'>) {
  const router = createMemoryRouter([{ path: '/', element: <RequestTab submissionId={SUBMISSION_ID} canChange {...props} /> }]);
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

const reply = { id: 'p1', content: 'Đã rõ', replyStatus: null, createdByType: 'CMS', creationTime: '2026-11-02T03:00:00Z', files: [] };

describe('request tab (spec 2 §2.6, §4.3)', () => {
  it('hides CMS requests; a replied request cannot be edited or deleted, with the titles saying why', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    const { calls } = stubApi(
      bidRoutes({
        requests: [
          requestRow({ id: 'open', title: 'Chưa trả lời' }),
          requestRow({ id: 'done', title: 'Đã trả lời', status: 1, replies: [reply] }),
          requestRow({ id: 'cms', title: 'Từ bộ phận thầu', userTypeCreate: 'CMS' }),
        ],
      }),
    );
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderTab({ onOpen });
    const open = (await screen.findByText('Chưa trả lời')).closest('tr') as HTMLElement;
    const done = screen.getByText('Đã trả lời').closest('tr') as HTMLElement;
    expect(screen.queryByText('Từ bộ phận thầu')).not.toBeInTheDocument();

    expect(within(open).getByRole('button', { name: 'Sửa' })).toBeEnabled();
    expect(within(open).getByRole('button', { name: 'Xóa' })).toBeEnabled();
    expect(within(open).getByText('Chưa phản hồi').closest('.ant-tag')).toHaveClass('ant-tag-orange');
    expect(within(done).getByRole('button', { name: 'Sửa' })).toBeDisabled();
    expect(within(done).getByRole('button', { name: 'Sửa' })).toHaveAttribute('title', TENDER_MSG.cannotEditReplied);
    expect(within(done).getByRole('button', { name: 'Xóa' })).toBeDisabled();
    expect(within(done).getByRole('button', { name: 'Xóa' })).toHaveAttribute('title', TENDER_MSG.cannotDeleteReplied);
    expect(within(done).getByText('Đã phản hồi').closest('.ant-tag')).toHaveClass('ant-tag-green');

    await user.click(within(done).getByRole('button', { name: 'Xem' }));
    expect(onOpen).toHaveBeenCalledWith({ request: expect.objectContaining({ id: 'done' }), watch: true });

    const list = calls.find((c) => c.url.includes('/request/list'));
    expect(list?.url).toContain('limit=99999');
    expect(list?.url).toContain('page=1');
  });

  it('delete asks first, then calls the server', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    const { calls } = stubApi(
      (url, init) =>
        url.endsWith('/request/delete/open') && init.method === 'DELETE'
          ? jsonResponse({ data: null, message: TENDER_MSG.requestDeleted })
          : undefined,
      bidRoutes({ requests: [requestRow({ id: 'open', title: 'Chưa trả lời' })] }),
    );
    const user = userEvent.setup();
    renderTab({ onOpen: () => {} });
    await screen.findByText('Chưa trả lời');
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    const row = screen.getByText('Chưa trả lời').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Xóa' }));
    // antd names every dialog 'test-id' under test, so find it by role and read its title.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TENDER_MSG.deleteConfirmTitle)).toBeInTheDocument();
    expect(within(dialog).getByText(TENDER_MSG.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'DELETE')).toBe(true));
  });
});

describe('the request tab kept in the address (issue 37)', () => {
  const LINKED = { tab: 'request', 'request-search': 'tiến độ', 'request-date': '2026-11-02' };
  const addressOf = (search: string) => Object.fromEntries(new URLSearchParams(search));
  const searchBox = () => screen.getByRole('searchbox', { name: 'Tìm kiếm' });
  const dayField = () => screen.getByRole('textbox', { name: 'Ngày' });
  const requestQueries = (calls: FetchCall[]) =>
    calls.filter((c) => c.url.includes('/request/list')).map((c) => Object.fromEntries(new URL(c.url, 'http://portal.test').searchParams));

  it('a link with filters asks for that list and shows its filters; a change writes the address beside the tab; Back shows the list before', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    const { calls } = stubApi(bidRoutes({ detail: withSubmission(SUBMIT_STATUS.Applied), requests: [requestRow()] }));
    const user = userEvent.setup();
    const { router } = renderApp(`/thau/7?${new URLSearchParams(LINKED)}`);
    // Every row at once, of the submission: the page is never the address's.
    const linked = { limit: '99999', page: '1', bidPostSubmitId: SUBMISSION_ID, search: 'tiến độ', date: '2026-11-02' };
    await waitFor(() => expect(requestQueries(calls).at(-1)).toEqual(linked));
    expect(requestQueries(calls)).toEqual([linked]);
    expect(screen.getByRole('tab', { name: 'Yêu cầu' })).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveValue('tiến độ');
    expect(dayField()).toHaveValue('02/11/2026');

    const day = dayField();
    await user.click(day);
    await user.clear(day);
    await user.type(day, '03/11/2026{Enter}');
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ ...LINKED, 'request-date': '2026-11-03' }));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(requestQueries(calls).at(-1)).toEqual({ ...linked, date: '2026-11-03' }));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(dayField()).toHaveValue('02/11/2026'));
    expect(addressOf(router.state.location.search)).toEqual(LINKED);
    expect(searchBox()).toHaveValue('tiến độ');

    // 'Gỡ bộ lọc' leaves the tab alone in the address.
    await user.click(screen.getByRole('button', { name: 'Gỡ bộ lọc' }));
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ tab: 'request' }));
    expect(searchBox()).toHaveValue('');
    expect(dayField()).toHaveValue('');
  });

  it('typing replaces the entry once it pauses; the history tab’s filters are not the request tab’s', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    const { calls } = stubApi(bidRoutes({ detail: withSubmission(SUBMIT_STATUS.Applied), requests: [requestRow()] }));
    const user = userEvent.setup();
    const { router } = renderApp('/thau/7?tab=request&history-search=abc');
    await waitFor(() => expect(requestQueries(calls).at(-1)).toEqual({ limit: '99999', page: '1', bidPostSubmitId: SUBMISSION_ID }));
    expect(searchBox()).toHaveValue('');
    await user.type(searchBox(), 'giao hàng');
    await waitFor(() =>
      expect(addressOf(router.state.location.search)).toEqual({ tab: 'request', 'history-search': 'abc', 'request-search': 'giao hàng' }),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(requestQueries(calls).at(-1)?.search).toBe('giao hàng'));
  });
});
