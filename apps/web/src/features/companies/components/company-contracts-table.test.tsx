import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { chooseOption, openPopup } from '@/testing/antd-helpers';
import { stubApi } from '@/testing/api-stub';
import { contractOptions, contractRow, pageOf } from '@/testing/companies-fixtures';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

function stubList(opts: { fail?: () => boolean } = {}) {
  return stubApi((url) => {
    if (url.includes('/company/contract/option-fields')) return jsonResponse(contractOptions);
    if (url.includes('/company/contract/list-contract-type')) return jsonResponse({ data: [{ id: 1, name: 'Khám định kỳ' }] });
    if (url.includes('/company/contract/list')) {
      if (opts.fail?.()) return jsonResponse({ message: 'Lỗi máy chủ. Vui lòng thử lại sau.' }, 500);
      return jsonResponse(pageOf([contractRow(1), contractRow(2, { status: 'completed', statusName: 'Hoàn thành' })], 1, 10, 24));
    }
    return undefined;
  });
}

const lastList = (calls: { url: string }[]) =>
  new URL(calls.filter((c) => c.url.includes('/company/contract/list?')).at(-1)?.url ?? '/', 'http://x').searchParams;

beforeEach(() => {
  setSession({ token: 'tok', type: 'company', isSubUser: false });
});

describe('company contract list (/hop-dong)', () => {
  it('shows the rows with their tags and money, and every filter change goes back to page 1', async () => {
    const { calls } = stubList();
    const user = userEvent.setup();
    renderApp('/hop-dong');
    expect(await screen.findByRole('heading', { name: 'Hợp đồng' })).toBeInTheDocument();
    expect(await screen.findByText('HDKSK-1')).toBeInTheDocument();
    expect(screen.getAllByText('250.000.000 đ')).toHaveLength(2);
    expect(screen.getAllByText('01/03/2026')).toHaveLength(2);
    const tag = screen
      .getAllByText('Hoàn thành')
      .find((el) => el.closest('.ant-tag'))
      ?.closest('.ant-tag');
    expect(tag?.className).toMatch(/ant-tag-green/);
    expect(lastList(calls).get('limit')).toBe('10');

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList(calls).get('page')).toBe('2'));
    await chooseOption(user, 'Trạng thái', 'Hoàn thành');
    await waitFor(() => expect(lastList(calls).get('status')).toBe('completed'));
    expect(lastList(calls).get('page')).toBe('1');

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList(calls).get('page')).toBe('2'));
    await chooseOption(user, 'Tổng giá trị', 'Dưới 100 triệu');
    await waitFor(() => expect(lastList(calls).get('maxTotalValue')).toBe('100000000'));
    expect(lastList(calls).get('minTotalValue')).toBe('0');
    expect(lastList(calls).get('page')).toBe('1');

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList(calls).get('page')).toBe('2'));
    await user.type(screen.getByLabelText('Tìm theo số hoặc tên hợp đồng'), 'HDKSK');
    await waitFor(() => expect(lastList(calls).get('search')).toBe('HDKSK'));
    expect(lastList(calls).get('page')).toBe('1');
  });

  it('the start-day picker disables the days after today, refuses a typed one, and sends a past day from page 1', async () => {
    const { calls } = stubList();
    const user = userEvent.setup();
    renderApp('/hop-dong');
    await screen.findByText('HDKSK-1');
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList(calls).get('page')).toBe('2'));

    const picker = screen.getByLabelText('Ngày bắt đầu');
    await user.click(picker);
    const panel = await openPopup('.ant-picker-dropdown');
    const cell = (day: dayjs.Dayjs) => panel.querySelector(`td[title="${day.format('YYYY-MM-DD')}"]`);
    expect(cell(dayjs())?.className).not.toMatch(/ant-picker-cell-disabled/);
    const tomorrow = dayjs().add(1, 'day');
    if (tomorrow.month() === dayjs().month()) expect(cell(tomorrow)?.className).toMatch(/ant-picker-cell-disabled/);

    const callsBefore = calls.length;
    await user.type(picker, `${dayjs().add(2, 'day').format('DD/MM/YYYY')}{Enter}`);
    expect(calls.slice(callsBefore).some((c) => c.url.includes('dateStart='))).toBe(false);

    await user.clear(picker);
    await user.type(picker, '05/01/2026{Enter}');
    await waitFor(() => expect(lastList(calls).get('dateStart')).toBe('2026-01-05'));
    expect(lastList(calls).get('page')).toBe('1');
  });

  it('a failed load shows the inline error with a retry; a row opens the contract by its code', async () => {
    let fail = true;
    stubList({ fail: () => fail });
    const user = userEvent.setup();
    const { router } = renderApp('/hop-dong');
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await user.click(await screen.findByText('HDKSK-2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hop-dong/HDKSK-2'));
    expect(router.state.location.state).toEqual({ contractId: contractRow(2).id });
  });
});
