import { MSG, type Patient } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { chooseOption, fieldOf, loadAntdTexts } from '@/testing/antd-helpers';
import { stubApi } from '@/testing/api-stub';
import { type FetchCall, jsonResponse } from '@/testing/fetch-mock';
import { spyNotifier } from '@/testing/notifier-spy';
import { lookupRoutes, pageOf, patient } from '@/testing/orders-fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { PatientPicker } from './patient-picker';

/** An IntersectionObserver the test drives: `scrollIntoView(el)` tells the observers watching `el` it is seen. */
const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: new Set() };
    observers.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.add(target);
  }
  unobserve(target: Element) {
    this.entry.targets.delete(target);
  }
  disconnect() {
    observers.delete(this.entry);
  }
  takeRecords() {
    return [];
  }
}
function scrollIntoView(element: Element) {
  for (const o of [...observers])
    if (o.targets.has(element))
      o.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
}

const people = (count: number, from = 1, prefix = 'Bệnh nhân') =>
  Array.from({ length: count }, (_, i) => patient({ id: `p-${prefix}-${from + i}`, fullName: `${prefix} ${from + i}` }));

/** patient/list: 20 patients, searched by name, paged by page/limit as asked. */
function patientRoutes(all: Patient[]) {
  return (url: string) => {
    if (!url.includes('/patient/list')) return undefined;
    const q = new URL(url, 'http://portal.test').searchParams;
    const search = q.get('search') ?? '';
    const page = Number(q.get('page'));
    const limit = Number(q.get('limit'));
    const found = all.filter((p) => p.fullName.includes(search));
    return jsonResponse(pageOf(found.slice((page - 1) * limit, page * limit), page, limit, found.length));
  };
}
const listCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.includes('/patient/list')).map((c) => new URL(c.url, 'http://portal.test').search);
const rows = () => within(screen.getByRole('region', { name: 'Danh sách bệnh nhân' })).getAllByRole('button', { pressed: false });

function renderPicker() {
  const onPick = vi.fn();
  renderWithProviders(<PatientPicker onPick={onPick} />);
  return onPick;
}

beforeAll(loadAntdTexts);
beforeEach(() => {
  setSession({ token: 'tok', type: 'collaborator', isSubUser: false });
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => observers.clear());

describe("patient picker 'Danh sách bệnh nhân' (spec 3 §4, §9)", () => {
  it('loads 8 at a time as the last row comes into view; a new search starts again from page 1 with an empty list', async () => {
    const all = [...people(12), ...people(3, 1, 'Khoa')];
    const { calls } = stubApi(patientRoutes(all));
    const user = userEvent.setup();
    const onPick = renderPicker();
    expect(await screen.findByText('Bệnh nhân 8')).toBeInTheDocument();
    expect(screen.queryByText('Bệnh nhân 9')).toBeNull();
    expect(listCalls(calls)).toEqual(['?page=1&limit=8']);

    scrollIntoView(screen.getByText('Bệnh nhân 8').closest('li')!);
    expect(await screen.findByText('Khoa 3')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual(['?page=1&limit=8', '?page=2&limit=8']);
    // The last page is in: no further call however far one scrolls.
    scrollIntoView(screen.getByText('Khoa 3').closest('li')!);
    expect(listCalls(calls)).toHaveLength(2);

    await user.type(screen.getByLabelText('Tìm theo tên hoặc số điện thoại'), 'Khoa');
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('?page=1&limit=8&search=Khoa'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByText('Bệnh nhân 1')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Khoa 2/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Khoa 2' }));
  });

  it("'Thêm bệnh nhân': the shared rules; a refusal keeps the dialog; once saved, page 1 again with limit 4 and the patient picked", async () => {
    let callsSoFar = 0;
    const created = patient({ id: 'p-new', fullName: 'Lê Thu Hà' });
    const { calls } = stubApi(
      (url, init) => {
        if (!url.endsWith('/patient/create') || init.method !== 'POST') return undefined;
        callsSoFar++;
        return callsSoFar === 1 ? jsonResponse({ message: 'Số điện thoại đã tồn tại' }, 409) : jsonResponse({ data: created });
      },
      patientRoutes(people(10)),
      lookupRoutes(),
    );
    const user = userEvent.setup();
    const onPick = renderPicker();
    const notifier = spyNotifier();
    await screen.findByText('Bệnh nhân 1');
    await user.click(screen.getByRole('button', { name: /Thêm bệnh nhân/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm bệnh nhân' });
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(within(fieldOf('Họ và tên', dialog)).getByText('Vui lòng nhập họ và tên')).toBeInTheDocument());
    expect(within(fieldOf('Số điện thoại', dialog)).getByText(MSG.required)).toBeInTheDocument();
    expect(within(fieldOf('Tỉnh/Thành phố', dialog)).getByText('Vui lòng chọn tỉnh/thành phố')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Họ và tên'), 'Lê Thu Hà');
    // The shared phone rule (10 digits from 0), checked when the field is left.
    await user.type(within(dialog).getByLabelText('Số điện thoại'), '912345678');
    await user.tab();
    await waitFor(() => expect(within(fieldOf('Số điện thoại', dialog)).getByText(MSG.phone)).toBeInTheDocument());
    await user.clear(within(dialog).getByLabelText('Số điện thoại'));
    await user.type(within(dialog).getByLabelText('Số điện thoại'), '0912345678');
    await user.type(within(dialog).getByLabelText('Ngày sinh'), '15/04/1990{Enter}');
    await user.click(within(dialog).getByRole('radio', { name: 'Nữ' }));
    await user.type(within(dialog).getByLabelText('Email'), 'thuha@gmail.com');
    await chooseOption(user, 'Tỉnh/Thành phố', 'Thành phố Hồ Chí Minh', dialog);
    await chooseOption(user, 'Phường/Xã', 'Phường Tân Định', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith(expect.objectContaining({ description: 'Số điện thoại đã tồn tại' })));
    expect(screen.getByRole('dialog', { name: 'Thêm bệnh nhân' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Họ và tên')).toHaveValue('Lê Thu Hà');

    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(created));
    const sent = calls.filter((c) => c.url.endsWith('/patient/create')).map((c) => JSON.parse(String(c.init.body)));
    expect(sent[1]).toEqual({
      fullName: 'Lê Thu Hà',
      phone: '0912345678',
      birthday: '1990-04-15',
      gender: 1,
      email: 'thuha@gmail.com',
      provinceCode: '79',
      districtCode: '79',
      wardCode: '26743',
    });
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('?page=1&limit=4'));
  });
});
