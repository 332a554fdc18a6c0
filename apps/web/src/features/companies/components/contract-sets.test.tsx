import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { chooseOption, fieldOf, findDialog, openPopup } from '@/testing/antd-helpers';
import { stubApi } from '@/testing/api-stub';
import { contractRow, groupRow, pageOf } from '@/testing/companies-fixtures';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const GROUP = groupRow();

function stubSets() {
  return stubApi((url, init) => {
    if (url.includes('/contract-group/list')) return jsonResponse(pageOf([GROUP], 1, 10, 1));
    if (url.includes('/contract-group/create') && init.method === 'POST')
      return jsonResponse({ data: GROUP, message: 'Đã tạo bộ hợp đồng' });
    if (url.includes(`/contract-group/detail/${GROUP.id}/contracts`))
      return jsonResponse(
        pageOf(
          [
            contractRow(1, { numberEmployees: 80 }),
            contractRow(2, { numberEmployees: 240, progress: { checkedPercentage: 100, notEnoughPercentage: 0, notCheckedPercentage: 0 } }),
          ],
          1,
          10,
          30,
        ),
      );
    if (url.endsWith(`/contract-group/detail/${GROUP.id}`)) return jsonResponse({ data: GROUP });
    if (url.includes('/company/contract/list')) return jsonResponse(pageOf([contractRow(1), contractRow(2)]));
    return undefined;
  });
}

const lastOf = (calls: { url: string }[], part: string) =>
  new URL(calls.filter((c) => c.url.includes(part)).at(-1)?.url ?? '/', 'http://x').searchParams;

beforeEach(() => {
  setSession({ token: 'tok', type: 'company', isSubUser: false });
});

describe('contract sets (/bo-hop-dong)', () => {
  it('lists each set with its three-colour progress and counts, and creates one (name required)', async () => {
    const { calls } = stubSets();
    const user = userEvent.setup();
    renderApp('/bo-hop-dong');
    expect(await screen.findByText('Bộ khám 2026')).toBeInTheDocument();
    const bar = screen.getByRole('img', { name: 'Khám đủ 50%, Khám chưa đủ 12.5%, Chưa khám 37.5%' });
    const segments = [...bar.querySelectorAll<HTMLElement>('span')].map((s) => [s.className, s.style.width]);
    expect(segments).toEqual([
      ['exam-progress__seg--checked', '50%'],
      ['exam-progress__seg--not-enough', '12.5%'],
      ['exam-progress__seg--not-checked', '37.5%'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Tạo bộ hợp đồng' }));
    const dialog = await findDialog('Tạo bộ hợp đồng');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo' }));
    expect(await within(fieldOf('Tên bộ hợp đồng', dialog)).findByText('Vui lòng nhập tên bộ hợp đồng!')).toBeInTheDocument();
    expect(await within(fieldOf('Hợp đồng', dialog)).findByText('Vui lòng chọn ít nhất một hợp đồng!')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Tên bộ hợp đồng'), 'Bộ mới');
    // A multiple select stays open after a choice.
    await user.click(within(dialog).getByLabelText('Hợp đồng'));
    await user.click(within(await openPopup('.ant-select-dropdown')).getByTitle('HDKSK-2 — Khám sức khỏe định kỳ 2'));
    await user.click(within(dialog).getByLabelText('Tên bộ hợp đồng'));
    await user.click(within(dialog).getByRole('button', { name: 'Tạo' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/contract-group/create'))).toBe(true));
    const body = JSON.parse(String(calls.find((c) => c.url.includes('/contract-group/create'))?.init.body));
    expect(body).toEqual({ name: 'Bộ mới', contractIds: [contractRow(2).id] });
  });

  it('the set detail shows its counts, sorts by headcount from page 1 and opens a contract under /bo-hop-dong/hop-dong/', async () => {
    const { calls } = stubSets();
    const user = userEvent.setup();
    const { router } = renderApp(`/bo-hop-dong/${GROUP.id}`);
    expect(await screen.findByRole('heading', { name: 'Bộ khám 2026' })).toBeInTheDocument();
    expect(screen.getByText('Hợp đồng hoàn thành')).toBeInTheDocument();
    expect(await screen.findByText('HDKSK-2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Khám đủ 100%, Khám chưa đủ 0%, Chưa khám 0%' })).toBeInTheDocument();

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastOf(calls, '/contracts?').get('page')).toBe('2'));
    await chooseOption(user, 'Sắp xếp', 'Số nhân viên giảm dần');
    await waitFor(() => expect(lastOf(calls, '/contracts?').get('sorting')).toBe('numberEmployees desc'));
    expect(lastOf(calls, '/contracts?').get('page')).toBe('1');
    await chooseOption(user, 'Sắp xếp', 'Số nhân viên tăng dần');
    await waitFor(() => expect(lastOf(calls, '/contracts?').get('sorting')).toBe('numberEmployees asc'));

    await user.click(screen.getByText('HDKSK-2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bo-hop-dong/hop-dong/HDKSK-2'));
  });
});
