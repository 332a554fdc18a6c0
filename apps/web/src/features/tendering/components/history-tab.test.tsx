import { SUBMIT_STATUS } from '@portal/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { chooseOption, chosenIn } from '@/testing/antd-helpers';
import { stubApi } from '@/testing/api-stub';
import type { FetchCall } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { bidRoutes, historyRow, requestRow, SUBMISSION_ID, withSubmission } from '../test-fixtures';

const addressOf = (search: string) => Object.fromEntries(new URLSearchParams(search));
const queriesOf = (calls: FetchCall[], path: string) =>
  calls.filter((c) => c.url.includes(path)).map((c) => Object.fromEntries(new URL(c.url, 'http://portal.test').searchParams));
const historyQueries = (calls: FetchCall[]) => queriesOf(calls, '/history-update/list');
const searchBox = () => screen.getByRole('searchbox', { name: 'Tìm kiếm' });
const dayField = () => screen.getByRole('textbox', { name: 'Ngày' });
/** Every row at once, of the submission: the page is never the address's. */
const ALL_ROWS = { limit: '99999', page: '1', bidPostSubmitId: SUBMISSION_ID };

beforeEach(() => setSession({ token: 'tok', type: 'provider', isSubUser: false }));

describe("'Lịch sử cập nhật' kept in the address (issue 37)", () => {
  const LINKED = { tab: 'history', 'history-search': 'điện thoại', 'history-date': '2026-11-02', 'history-type': '1' };

  it('a link with filters asks for that list and shows its filters chosen; a change writes the address beside the tab; Back shows the list before', async () => {
    const { calls } = stubApi(bidRoutes({ detail: withSubmission(SUBMIT_STATUS.Applied), history: [historyRow()] }));
    const user = userEvent.setup();
    const { router } = renderApp(`/thau/7?${new URLSearchParams(LINKED)}`);
    // The day goes to the server as the filter shows it (spec 2 §9); no unfiltered list was asked for first.
    const linked = { ...ALL_ROWS, search: 'điện thoại', date: '02-11-2026', type: '1' };
    await waitFor(() => expect(historyQueries(calls).at(-1)).toEqual(linked));
    expect(historyQueries(calls)).toEqual([linked]);
    expect(screen.getByRole('tab', { name: 'Lịch sử cập nhật' })).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveValue('điện thoại');
    expect(dayField()).toHaveValue('02-11-2026');
    expect(chosenIn('Hành động')).toBe('Chỉnh sửa');

    await chooseOption(user, 'Hành động', 'Xóa');
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ ...LINKED, 'history-type': '3' }));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(historyQueries(calls).at(-1)).toEqual({ ...linked, type: '3' }));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(chosenIn('Hành động')).toBe('Chỉnh sửa'));
    expect(addressOf(router.state.location.search)).toEqual(LINKED);
    expect(searchBox()).toHaveValue('điện thoại');
    expect(dayField()).toHaveValue('02-11-2026');

    // 'Gỡ bộ lọc' leaves the tab alone in the address.
    await user.click(screen.getByRole('button', { name: 'Gỡ bộ lọc' }));
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ tab: 'history' }));
    expect(searchBox()).toHaveValue('');
    expect(dayField()).toHaveValue('');
    expect(chosenIn('Hành động')).toBeUndefined();
    await waitFor(() => expect(historyQueries(calls).at(-1)).toEqual(ALL_ROWS));
  });

  it('a chosen day writes the address as YYYY-MM-DD; each tab keeps its own filters beside the other’s', async () => {
    const { calls } = stubApi(
      bidRoutes({ detail: withSubmission(SUBMIT_STATUS.Applied), history: [historyRow()], requests: [requestRow()] }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/thau/7?tab=history');
    await waitFor(() => expect(historyQueries(calls).at(-1)).toEqual(ALL_ROWS));
    await user.click(dayField());
    await user.type(dayField(), '02-11-2026{Enter}');
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ tab: 'history', 'history-date': '2026-11-02' }));
    await waitFor(() => expect(historyQueries(calls).at(-1)).toEqual({ ...ALL_ROWS, date: '02-11-2026' }));

    // The request tab does not take the history's day, and its own search sits beside it.
    await user.click(screen.getByRole('tab', { name: 'Yêu cầu' }));
    await waitFor(() => expect(queriesOf(calls, '/request/list').at(-1)).toEqual(ALL_ROWS));
    expect(dayField()).toHaveValue('');
    await user.type(searchBox(), 'giao hàng');
    await waitFor(() =>
      expect(addressOf(router.state.location.search)).toEqual({
        tab: 'request',
        'history-date': '2026-11-02',
        'request-search': 'giao hàng',
      }),
    );

    // Back on the history tab, its day is still chosen and its search is empty.
    await user.click(screen.getByRole('tab', { name: 'Lịch sử cập nhật' }));
    await waitFor(() => expect(dayField()).toHaveValue('02-11-2026'));
    expect(searchBox()).toHaveValue('');
  });
});
