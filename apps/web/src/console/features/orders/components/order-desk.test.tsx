import { type DeskOrderDetail, type DeskOrderList, ORDER_DESK_MSG, RESULT_FILE_FIELD } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { OrderDetailPage } from './order-detail-page';
import { OrderListPage } from './order-list-page';

const ID = '00000000-0000-4000-8000-0000000000a1';
const step = (key: DeskOrderDetail['progressStep'], name: string, at: string | null) => ({ key, name, at, done: at !== null });

const order: DeskOrderDetail = {
  id: ID,
  appointmentId: 'LH-0000042',
  medicalAppointment: 'LH-0000042',
  patientId: 'p1',
  patientName: 'Nguyễn Văn An',
  patientPhone: '0901234567',
  patientSex: 0,
  patientBod: '1980-04-12',
  patientAddress: '12 Lê Lợi',
  email: 'an@example.vn',
  patientEmail: 'an@example.vn',
  provinceCode: '79',
  districtCode: '79',
  wardCode: '26734',
  provinceName: 'Thành phố Hồ Chí Minh',
  wardName: 'Phường Sài Gòn',
  fullAddress: '12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
  methodType: 'HOME',
  facilityCode: null,
  facilityName: null,
  appointmentDate: '2030-05-20 08:30',
  reasonNote: 'lý do đặt lịch: Khám sức khỏe định kỳ\nGọi trước 30 phút',
  cancelNotes: null,
  sid: null,
  createDate: '2030-05-18T02:00:00.000Z',
  statusAppointment: 2,
  statusAppointmentName: 'Đã xác nhận',
  statusHisStr: 'CHUA_CO_KET_QUA',
  statusHisName: 'Chưa có kết quả',
  progressStep: 'BOOKED',
  progressStepName: 'Đặt lịch',
  totalServicePrice: 450_000,
  totalConsultationFee: 45_000,
  services: [
    { id: 's1', serviceCode: 'XN-HBA1C', serviceName: 'Định lượng HbA1c', originalPrice: 150_000, feePrice: 15_000 },
    { id: 's2', serviceCode: 'XN-LIPID', serviceName: 'Bộ mỡ máu 4 chỉ số', originalPrice: 300_000, feePrice: 30_000 },
  ],
  hasResultFile: false,
  collaborator: { id: 'c1', code: 'CTV-000007', name: 'Trần Thị Bình', email: 'binh@example.vn' },
  requestCount: 1,
  progress: [
    step('BOOKED', 'Đặt lịch', '2030-05-18T02:00:00.000Z'),
    step('SAMPLE_TAKEN', 'Đã lấy mẫu', null),
    step('IN_LAB', 'Đang xét nghiệm', null),
    step('RESULT_READY', 'Có kết quả', null),
  ],
  resultFile: null,
  requests: [
    {
      id: 'r1',
      kind: 'CONFIRM_SOON',
      kindName: 'Đề nghị xác nhận sớm',
      content: 'Bệnh nhân cần lấy mẫu sớm',
      createdAt: '2030-05-18T03:00:00.000Z',
    },
  ],
  canEdit: false,
  canCancel: false,
  linkTienTrinh: 'http://localhost/tien-trinh/abc',
  labUpdates: [],
};

const list: DeskOrderList = { items: [order], pagination: { page: 1, limit: 20, count: 1, totalCount: 1 } };
const lookups = {
  collaborators: [{ id: 'c1', code: 'CTV-000007', name: 'Trần Thị Bình' }],
  status: [],
  result: [],
  methodType: [],
  progressStep: [],
};

afterEach(() => vi.unstubAllGlobals());

/** The API as the desk sees it: the list, its options and the order; a write answers the order changed by `after`. */
function serve(after: Partial<DeskOrderDetail> = {}, base: DeskOrderDetail = order) {
  return mockFetch((url, init) => {
    if (init.method === 'POST') return jsonResponse({ data: { ...base, ...after }, message: 'ok' });
    if (url.startsWith('/api/admin/orders/option-fields')) return jsonResponse({ data: lookups });
    if (url.startsWith(`/api/admin/orders/${ID}`)) return jsonResponse({ data: base });
    return jsonResponse({ data: list });
  });
}

const posts = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.init.method === 'POST');

describe('console order desk', () => {
  it('lists every collaborator`s orders, asking the server with the filters of the URL; a new filter goes back to page 1', async () => {
    const { calls } = serve();
    const { router } = renderConsole(<OrderListPage />, '/quan-tri/chi-dinh?Status=2&methodType=HOME&DateOfMedical=2030-05-20&page=2');
    const row = (await screen.findByText('LH-0000042')).closest('tr')!;
    expect(within(row).getByText('Trần Thị Bình')).toBeInTheDocument();
    expect(within(row).getByText('CTV-000007')).toBeInTheDocument();
    expect(within(row).getByText('Thành phố Hồ Chí Minh')).toBeInTheDocument();
    expect(within(row).getByText('Đã xác nhận')).toBeInTheDocument();
    expect(within(row).getByText('Tại nhà')).toBeInTheDocument();
    expect(within(row).getByText('20/05/2030 08:30')).toBeInTheDocument();
    expect(within(row).getByText('450.000 đ')).toBeInTheDocument();
    const first = new URL(calls.find((c) => c.url.startsWith('/api/admin/orders?'))!.url, 'http://x').searchParams;
    expect(Object.fromEntries(first)).toMatchObject({ Status: '2', methodType: 'HOME', DateOfMedical: '2030-05-20', page: '2' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Cộng tác viên' }));
    await user.click(await screen.findByTitle('CTV-000007 — Trần Thị Bình'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('partnerId')).toBe('c1'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/admin/orders?') && c.url.includes('partnerId=c1') && c.url.includes('page=1'))).toBe(
        true,
      ),
    );
  });

  it('moves the status after confirming; cancelling asks for the reason with the contract`s message', async () => {
    const { calls } = serve({ statusAppointment: 5, cancelNotes: 'Bệnh nhân đổi ý' });
    renderConsole(<OrderDetailPage id={ID} can={{ canManage: true, canSeeAudit: false }} />);
    expect(await screen.findByRole('heading', { name: 'LH-0000042 — Nguyễn Văn An' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Chuyển trạng thái' }));
    const dialog = await screen.findByRole('dialog');
    // Completing needs the result step; the current status is not offered.
    expect(within(dialog).getByLabelText(/^Hoàn thành/)).toBeDisabled();
    expect(within(dialog).queryByLabelText('Đã xác nhận')).toBeNull();
    await user.click(within(dialog).getByLabelText('Đã hủy'));
    expect(within(dialog).getByText(/không thể hoàn tác/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(within(dialog).getByText(ORDER_DESK_MSG.cancelNote)).toBeInTheDocument());
    expect(posts(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Lý do hủy (gửi tới cộng tác viên)'), '  Bệnh nhân đổi ý  ');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.url).toBe(`/api/admin/orders/${ID}/status`);
    expect(JSON.parse(String(posts(calls)[0]!.init.body))).toEqual({ status: 5, note: 'Bệnh nhân đổi ý' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves the progress forward only after confirming, to the step chosen', async () => {
    const { calls } = serve({ progressStep: 'SAMPLE_TAKEN', statusAppointment: 3 });
    renderConsole(<OrderDetailPage id={ID} can={{ canManage: true, canSeeAudit: false }} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chuyển sang bước: Đã lấy mẫu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/không thể quay lại bước trước/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Lịch hẹn chuyển sang "Đang thực hiện"/)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Chuyển bước' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.url).toBe(`/api/admin/orders/${ID}/progress`);
    expect(JSON.parse(String(posts(calls)[0]!.init.body))).toEqual({ step: 'SAMPLE_TAKEN' });
  });

  it('uploads the result file as the multipart field the API reads', async () => {
    const { calls } = serve({
      resultFile: { name: 'ket-qua.pdf', mime: 'application/pdf', size: 2048, createdAt: '2030-05-21T02:00:00.000Z' },
    });
    renderConsole(<OrderDetailPage id={ID} can={{ canManage: true, canSeeAudit: false }} />);
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Tải lên file kết quả');
    await user.upload(input, new File(['%PDF-1.4'], 'ket-qua.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Tải lên' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.url).toBe(`/api/admin/orders/${ID}/result-file`);
    const form = posts(calls)[0]!.init.body as FormData;
    expect((form.get(RESULT_FILE_FIELD) as File).name).toBe('ket-qua.pdf');
  });

  it('shows the patient, booking, services with their total, the collaborator`s requests; a read-only operator has no write controls', async () => {
    const cancelled = { ...order, statusAppointment: 5, statusAppointmentName: 'Đã hủy', cancelNotes: 'Thay đổi thời gian khám' };
    serve({}, cancelled);
    renderConsole(<OrderDetailPage id={ID} can={{ canManage: false, canSeeAudit: false }} />);
    expect(await screen.findByRole('heading', { name: 'LH-0000042 — Nguyễn Văn An' })).toBeInTheDocument();
    expect(screen.getByText('Lý do hủy: Thay đổi thời gian khám')).toBeInTheDocument();
    // The reason line of the note is the booking reason; the rest is the note.
    expect(screen.getByText('Khám sức khỏe định kỳ')).toBeInTheDocument();
    expect(screen.getByText('Gọi trước 30 phút')).toBeInTheDocument();
    expect(screen.getByText('12/04/1980')).toBeInTheDocument();
    expect(screen.getByText('Bệnh nhân cần lấy mẫu sớm')).toBeInTheDocument();
    expect(screen.getByText('Đề nghị xác nhận sớm')).toBeInTheDocument();
    const total = screen.getByText('Tổng cộng').closest('tr')!;
    expect(within(total).getByText('450.000 đ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mở trang tiến trình' })).toHaveAttribute('href', order.linkTienTrinh);
    expect(screen.queryByText('Cập nhật từ hệ thống xét nghiệm')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chuyển trạng thái' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Chuyển sang bước/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Trạng thái kết quả' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tải lên' })).toBeNull();
  });

  it('says which laboratory system moved the order, when and what', async () => {
    const moved = {
      ...order,
      labUpdates: [
        { at: '2030-05-20T08:00:00.000Z', integration: 'LIS trung tâm', summary: 'LH-0000042 Nguyễn Văn An: Đặt lịch → Có kết quả' },
        { at: '2030-05-19T02:00:00.000Z', integration: 'LIS trung tâm', summary: 'LH-0000042 Nguyễn Văn An: Đặt lịch → Đã lấy mẫu' },
      ],
    };
    serve({}, moved);
    renderConsole(<OrderDetailPage id={ID} can={{ canManage: true, canSeeAudit: true }} />);
    expect(await screen.findByText('Cập nhật bởi tích hợp: LIS trung tâm')).toBeInTheDocument();
    const card = screen.getByText('Cập nhật từ hệ thống xét nghiệm').closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('LH-0000042 Nguyễn Văn An: Đặt lịch → Có kết quả')).toBeInTheDocument();
    expect(within(card).getAllByText('LIS trung tâm')).toHaveLength(2);
  });
});
