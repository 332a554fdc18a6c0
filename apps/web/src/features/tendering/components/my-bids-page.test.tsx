import { BID_POST_STATUS, type BidPostRow, SUBMIT_STATUS } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const row = (id: number, over: Partial<BidPostRow> = {}): BidPostRow => ({
  id,
  name: `Bài thầu số ${id}`,
  bidName: `Gói thầu ${id}`,
  invitingParty: 'Bệnh viện',
  bidPostCategory: { id: 1, name: 'Thiết bị y tế' },
  area: 0,
  openDate: '2026-01-01T00:00:00.000Z',
  closeDate: '2026-02-01T00:00:00.000Z',
  status: BID_POST_STATUS.Close,
  ...over,
});

beforeEach(() => {
  setSession({ token: 'tok', type: 'provider', isSubUser: false });
});

describe("the provider's bids (/thau-cua-toi)", () => {
  it('lists its own bids with their status, the waiting requests, pages, and opens a bid from its row', async () => {
    const { calls } = stubApi((url) => {
      if (url.includes('/v1/provider/bid-post/category-list'))
        return jsonResponse({ data: [{ id: 1, name: 'Thiết bị y tế', openCount: 1 }] });
      if (url.includes('/v1/provider/bid-post/list')) {
        const page = new URL(url, 'http://x').searchParams.get('page');
        const items =
          page === '2'
            ? [row(3, { submit: { id: 's3', status: SUBMIT_STATUS.Reject, isRequestWaiting: false } })]
            : [
                row(1, {
                  status: BID_POST_STATUS.Review,
                  submit: { id: 's1', status: SUBMIT_STATUS.RequestUpdate, isRequestWaiting: true },
                }),
                row(2, { submit: { id: 's2', status: SUBMIT_STATUS.Approve, isRequestWaiting: false } }),
              ];
        return jsonResponse({ data: { items, pagination: { page: Number(page), limit: 10, count: 11, totalCount: 11 } } });
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/thau-cua-toi');
    expect(await screen.findByRole('heading', { name: 'Thầu của tôi' })).toBeInTheDocument();
    const first = (await screen.findByText('Bài thầu số 1')).closest('tr')!;
    expect(within(first).getByText('Yêu cầu bổ sung hồ sơ').closest('.ant-tag')!.className).toMatch(/ant-tag-orange/);
    expect(within(first).getByText('Chờ phản hồi')).toBeInTheDocument();
    expect(within(first).getByText('Đang xét thầu')).toBeInTheDocument();
    const second = screen.getByText('Bài thầu số 2').closest('tr')!;
    expect(within(second).getByText('Trúng thầu').closest('.ant-tag')!.className).toMatch(/ant-tag-green/);
    expect(within(second).queryByText('Chờ phản hồi')).toBeNull();
    expect(calls.find((c) => c.url.includes('/bid-post/list'))?.url).toContain('mine=true');

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Bài thầu số 3')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/bid-post/list')).at(-1)?.url).toContain('page=2');

    await user.click(screen.getByText('Không trúng thầu'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/thau/3?tab=submit'));
  });

  it('the second tab pages through every published post, without submission columns', async () => {
    const { calls } = stubApi((url) => {
      if (url.includes('/v1/provider/bid-post/category-list')) return jsonResponse({ data: [] });
      if (url.includes('/v1/provider/bid-post/list')) {
        const mine = url.includes('mine=true');
        const items = mine ? [] : [row(7, { status: BID_POST_STATUS.Open })];
        return jsonResponse({ data: { items, pagination: { page: 1, limit: 10, count: items.length, totalCount: items.length } } });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/thau-cua-toi');
    await user.click(await screen.findByRole('tab', { name: 'Tất cả bài thầu' }));
    expect(await screen.findByText('Bài thầu số 7')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/bid-post/list')).at(-1)?.url).not.toContain('mine');
    expect(screen.queryByRole('columnheader', { name: 'Hồ sơ dự thầu' })).toBeNull();
  });
});
