import { type CatalogueEntry, type Facility, MSG, ORDER_DESK_MSG, ORDER_MSG } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { CataloguePage } from './catalogue-page';
import { FacilityPage } from './facility-page';

const facility: Facility = {
  id: 'f1',
  code: 'CS-HCM-Q1',
  name: 'Phòng khám Quận 1',
  address: '10 Nguyễn Huệ, Phường Sài Gòn',
  provinceCode: '79',
  provinceName: 'Thành phố Hồ Chí Minh',
  active: true,
  serviceCount: 40,
  orderCount: 12,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};
const service: CatalogueEntry = {
  id: 's1',
  maCP: 'XN-HBA1C',
  tenCP: 'Định lượng HbA1c',
  donGia: 150_000,
  feePrice: 15_000,
  kind: 'test',
  kindName: 'Xét nghiệm',
  active: true,
  provinceCodes: ['79', '01'],
  facilityCodes: ['CS-HCM-Q1'],
  orderCount: 0,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};
const provinces = [
  { maTinh: '01', tenTinh: 'Thành phố Hà Nội' },
  { maTinh: '79', tenTinh: 'Thành phố Hồ Chí Minh' },
];
const page = <T,>(items: T[]) => ({ items, pagination: { page: 1, limit: 20, count: items.length, totalCount: items.length } });

afterEach(() => vi.unstubAllGlobals());

/** The desk's reads; writes answer `write` (the saved row by default). */
function serve(write: (url: string, init: RequestInit) => Response = () => jsonResponse({ data: service, message: 'ok' })) {
  return mockFetch((url, init) => {
    if (init.method && init.method !== 'GET') return write(url, init);
    if (url.startsWith('/api/partner/locations/provinces')) return jsonResponse({ data: provinces });
    if (url.startsWith('/api/admin/orders/facilities')) return jsonResponse({ data: page([facility]) });
    return jsonResponse({ data: page([service]) });
  });
}

const writes = (calls: FetchCall[]) => calls.filter((c) => c.init.method && c.init.method !== 'GET');

describe('console services catalogue', () => {
  it('lists services with their availability, asking with the URL`s filters; a read-only operator gets no write buttons', async () => {
    const { calls } = serve();
    const view = renderConsole(<CataloguePage canManage={false} />, '/quan-tri/dich-vu?kind=test&provinceCode=79&active=true');
    const row = (await screen.findByText('XN-HBA1C')).closest('tr')!;
    expect(within(row).getByText('150.000 đ')).toBeInTheDocument();
    expect(within(row).getByText('2 tỉnh/thành')).toBeInTheDocument();
    expect(within(row).getByText('1 cơ sở')).toBeInTheDocument();
    expect(within(row).getByText('Đang cung cấp')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.startsWith('/api/admin/orders/catalogue?'))!.url;
    expect(Object.fromEntries(new URL(sent, 'http://x').searchParams)).toMatchObject({ kind: 'test', provinceCode: '79', active: 'true' });
    expect(screen.queryByRole('button', { name: 'Thêm dịch vụ' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sửa dịch vụ XN-HBA1C' })).toBeNull();
    view.unmount();

    renderConsole(<CataloguePage canManage />, '/quan-tri/dich-vu');
    expect(await screen.findByRole('button', { name: 'Thêm dịch vụ' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sửa dịch vụ XN-HBA1C' })).toBeInTheDocument();
    // Not yet booked: it may be deleted.
    expect(screen.getByRole('button', { name: 'Xóa dịch vụ XN-HBA1C' })).toBeInTheDocument();
  });

  it('the service form checks with the contract`s messages and sends the availability chosen', async () => {
    const { calls } = serve((_url, init) =>
      JSON.parse(String(init.body)).maCP === 'XN-DUP'
        ? jsonResponse({ message: ORDER_DESK_MSG.serviceCodeTaken, errors: { maCP: [ORDER_DESK_MSG.serviceCodeTaken] } }, 409)
        : jsonResponse({ data: service, message: ORDER_DESK_MSG.serviceCreated }),
    );
    renderConsole(<CataloguePage canManage />, '/quan-tri/dich-vu');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thêm dịch vụ' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(within(dialog).getByText(ORDER_DESK_MSG.kind)).toBeInTheDocument());
    expect(within(dialog).getAllByText(MSG.required)).toHaveLength(2);
    expect(within(dialog).getByText(ORDER_MSG.money)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Mã dịch vụ'), 'XN 01');
    await waitFor(() => expect(within(dialog).getByText(ORDER_DESK_MSG.serviceCode)).toBeInTheDocument());
    expect(writes(calls)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Mã dịch vụ'));
    await user.type(within(dialog).getByLabelText('Mã dịch vụ'), 'XN-DUP');
    await user.type(within(dialog).getByLabelText('Tên dịch vụ'), 'Định lượng Ferritin');
    await user.type(within(dialog).getByLabelText('Đơn giá'), '180000');
    await user.click(within(dialog).getByRole('combobox', { name: 'Loại dịch vụ' }));
    await user.click(await screen.findByTitle('Xét nghiệm'));
    await user.click(within(dialog).getByRole('button', { name: 'Chọn tất cả tỉnh/thành phố' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    // The server's conflict lands on the code field; the dialog stays open.
    await waitFor(() => expect(within(dialog).getByText(ORDER_DESK_MSG.serviceCodeTaken)).toBeInTheDocument());
    expect(JSON.parse(String(writes(calls)[0]!.init.body))).toEqual({
      maCP: 'XN-DUP',
      tenCP: 'Định lượng Ferritin',
      donGia: 180_000,
      feePrice: 0,
      kind: 'test',
      active: true,
      provinceCodes: ['01', '79'],
      facilityCodes: [],
    });

    await user.clear(within(dialog).getByLabelText('Mã dịch vụ'));
    await user.type(within(dialog).getByLabelText('Mã dịch vụ'), 'XN-FERRITIN');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]!.init.method).toBe('POST');
    expect(JSON.parse(String(writes(calls)[1]!.init.body)).maCP).toBe('XN-FERRITIN');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stops a service after confirming, keeping the rest of it as it is', async () => {
    const { calls } = serve();
    renderConsole(<CataloguePage canManage />, '/quan-tri/dich-vu');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ngừng cung cấp dịch vụ XN-HBA1C' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/lịch hẹn đã đặt giữ nguyên/)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ngừng cung cấp' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const put = writes(calls)[0]!;
    expect([put.init.method, put.url]).toEqual(['PUT', '/api/admin/orders/catalogue/s1']);
    expect(JSON.parse(String(put.init.body))).toEqual({
      maCP: 'XN-HBA1C',
      tenCP: 'Định lượng HbA1c',
      donGia: 150_000,
      feePrice: 15_000,
      kind: 'test',
      active: false,
      provinceCodes: ['79', '01'],
      facilityCodes: ['CS-HCM-Q1'],
    });
  });
});

describe('console facilities', () => {
  it('lists facilities; a booked one can be stopped but not deleted; a read-only operator gets no buttons', async () => {
    serve();
    const view = renderConsole(<FacilityPage canManage />, '/quan-tri/co-so');
    const row = (await screen.findByText('CS-HCM-Q1')).closest('tr')!;
    expect(within(row).getByText('Thành phố Hồ Chí Minh')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Ngừng hoạt động cơ sở CS-HCM-Q1' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Xóa cơ sở CS-HCM-Q1' })).toBeNull();
    view.unmount();

    renderConsole(<FacilityPage canManage={false} />, '/quan-tri/co-so');
    expect(await screen.findByText('CS-HCM-Q1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm cơ sở' })).toBeNull();
    expect(screen.queryByRole('button', { name: /CS-HCM-Q1/ })).toBeNull();
  });

  it('the facility form checks with the contract`s messages and sends the province code', async () => {
    const { calls } = serve(() => jsonResponse({ data: facility, message: ORDER_DESK_MSG.facilityCreated }));
    renderConsole(<FacilityPage canManage />, '/quan-tri/co-so');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thêm cơ sở' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(within(dialog).getByText(ORDER_MSG.province)).toBeInTheDocument());
    expect(within(dialog).getAllByText(MSG.required)).toHaveLength(3);
    expect(writes(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Mã cơ sở'), 'CS-HN-TX');
    await user.type(within(dialog).getByLabelText('Tên cơ sở'), 'Điểm lấy mẫu Thanh Xuân');
    await user.type(within(dialog).getByLabelText('Địa chỉ'), '251 Nguyễn Trãi');
    await user.click(within(dialog).getByRole('combobox', { name: 'Tỉnh/thành phố' }));
    await user.click(await screen.findByTitle('Thành phố Hà Nội'));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(JSON.parse(String(writes(calls)[0]!.init.body))).toEqual({
      code: 'CS-HN-TX',
      name: 'Điểm lấy mẫu Thanh Xuân',
      address: '251 Nguyễn Trãi',
      provinceCode: '01',
      active: true,
    });
  });
});
