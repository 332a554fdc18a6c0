import { formatVnd, ORDER_MSG, type OrderDetail } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { chooseOption, fieldOf, loadAntdTexts, openPopup } from '@/testing/antd-helpers';
import { stubApi } from '@/testing/api-stub';
import { type FetchCall, jsonResponse } from '@/testing/fetch-mock';
import { spyNotifier } from '@/testing/notifier-spy';
import { HOME_SAMPLING_FEE, lookupRoutes, ORDER_ID, orderDetail, PATIENT_ID, patient, services } from '@/testing/orders-fixtures';
import { BOOKING_STEP_TEXT, orderBill } from './wizard-booking-step';
import { renderWithProviders } from '@/testing/render-app';
import type { PatientPickerProps } from '../parts';
import { OrderWizard, WIZARD_TEXT } from './order-wizard';

/** Stands in for the patients area's picker (tested there): one button that picks a patient. */
function FakePicker({ onPick }: PatientPickerProps) {
  return (
    <button type="button" onClick={() => onPick(patient())}>
      Chọn Phạm Minh Khoa
    </button>
  );
}

async function openWizard(order?: OrderDetail, onClose: () => void = () => {}) {
  const onSaved = vi.fn();
  renderWithProviders(<OrderWizard open order={order} PatientPicker={FakePicker} onClose={onClose} onSaved={onSaved} />);
  await screen.findByRole('dialog');
  return onSaved;
}

const wizard = () => screen.getByRole('dialog');
const atStep = (n: number) => waitFor(() => expect(within(wizard()).getByText(`Bước ${n}`)).toBeInTheDocument());
const next = (user: UserEvent) => user.click(within(wizard()).getByRole('button', { name: 'Tiếp tục' }));
const serviceCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.includes('/medical-order/services')).map((c) => c.url);
// A button-style radio is clicked on its label (antd takes the pointer off the input itself).
const clickRadio = (user: UserEvent, name: string) => user.click(screen.getByRole('radio', { name }).closest('label')!);
const chosenTable = () => document.querySelector<HTMLElement>('.services-table')!;

async function toServiceStep(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Chọn Phạm Minh Khoa' }));
  await next(user);
  await atStep(2);
}

beforeAll(loadAntdTexts);
beforeEach(() => setSession({ token: 'tok', type: 'collaborator', isSubUser: false }));

describe('order wizard (spec 3 §4, §5)', () => {
  it('checks the patient step before moving on, by the button or a step header, with the spec`s phone messages', async () => {
    stubApi(lookupRoutes());
    const user = userEvent.setup();
    await openWizard();
    expect(within(wizard()).getByText('Tạo chỉ định')).toBeInTheDocument();
    await atStep(1);
    await next(user);
    await waitFor(() => expect(within(fieldOf('Số điện thoại')).getByText(ORDER_MSG.phoneRequired)).toBeInTheDocument());
    expect(within(fieldOf('Họ và tên')).getByText(ORDER_MSG.name)).toBeInTheDocument();
    expect(within(fieldOf('Ngày sinh')).getByText(ORDER_MSG.birthDate)).toBeInTheDocument();
    expect(within(fieldOf('Địa chỉ chi tiết')).getByText(ORDER_MSG.address)).toBeInTheDocument();
    // A click on a later step's header is held to the same check.
    await user.click(screen.getByText('Đặt lịch', { selector: '.ant-steps-item-title' }));
    await atStep(1);

    const phone = screen.getByLabelText('Số điện thoại');
    await user.type(phone, 'abc');
    await waitFor(() => expect(within(fieldOf('Số điện thoại')).getByText(ORDER_MSG.phoneDigits)).toBeInTheDocument());
    await user.clear(phone);
    await user.type(phone, '090123');
    await waitFor(() => expect(within(fieldOf('Số điện thoại')).getByText(ORDER_MSG.phoneMin)).toBeInTheDocument());
    // The input stops at 15 digits; a longer value (pasted past it) is refused by the rule all the same.
    expect(phone).toHaveAttribute('maxLength', '15');
    fireEvent.change(phone, { target: { value: '0901234567890123' } });
    await waitFor(() => expect(within(fieldOf('Số điện thoại')).getByText(ORDER_MSG.phoneMax)).toBeInTheDocument());
    fireEvent.change(phone, { target: { value: '090123456789' } });
    await waitFor(() => expect(fieldOf('Số điện thoại').querySelector('.ant-form-item-explain-error')).toBeNull());
  });

  it('defaults to a hospital visit, loads services only for a chosen place, and back to the patient step resets them (method HOME)', async () => {
    const { calls } = stubApi((url) => (url.includes('MaDV=CS-HN') ? jsonResponse({ data: [] }) : undefined), lookupRoutes());
    const user = userEvent.setup();
    await openWizard();
    await toServiceStep(user);
    expect(screen.getByRole('radio', { name: 'Tại bệnh viện' })).toBeChecked();
    expect(serviceCalls(calls)).toEqual([]);
    expect(within(chosenTable()).getByText(ORDER_MSG.noServicesOnOrder)).toBeInTheDocument();

    await next(user);
    await waitFor(() => expect(within(fieldOf('Dịch vụ')).getByText(ORDER_MSG.servicesRequired)).toBeInTheDocument());
    expect(within(fieldOf('Cơ sở y tế')).getByText(ORDER_MSG.facility)).toBeInTheDocument();
    await atStep(2);

    await chooseOption(user, 'Cơ sở y tế', 'Phòng khám Ba Đình');
    await waitFor(() => expect(screen.getByText(ORDER_MSG.noServicesAvailable)).toBeInTheDocument());
    await chooseOption(user, 'Cơ sở y tế', 'Phòng khám Quận 1');
    await user.click(await screen.findByRole('checkbox', { name: 'Định lượng Glucose' }));
    expect(within(chosenTable()).getByText('Định lượng Glucose')).toBeInTheDocument();
    expect(within(chosenTable()).getByText('35.000 đ', { selector: 'strong' })).toBeInTheDocument();
    expect(serviceCalls(calls).at(-1)).toMatch(/MaDV=CS-Q1&IsTaiNha=false/);

    // The search is on the name, whatever the case, once typing pauses.
    const search = screen.getByLabelText('Tìm dịch vụ theo tên');
    await user.type(search, 'GLUCOSE');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Tổng phân tích tế bào máu' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Định lượng Glucose' })).toBeChecked();
    await user.type(search, 'x');
    await waitFor(() => expect(screen.getByText(ORDER_MSG.noServiceMatches)).toBeInTheDocument());
    await user.clear(search);

    // Another method on a new order: the choice goes; at home the patient's province picks the catalogue.
    await clickRadio(user, 'Tại nhà');
    await waitFor(() => expect(within(chosenTable()).getByText(ORDER_MSG.noServicesOnOrder)).toBeInTheDocument());
    await waitFor(() => expect(serviceCalls(calls).at(-1)).toMatch(/MaTinh=79&IsTaiNha=true/));
    await user.click(await screen.findByRole('checkbox', { name: 'Tổng phân tích tế bào máu' }));
    await clickRadio(user, 'Tại bệnh viện');
    await user.click(await screen.findByRole('checkbox', { name: 'Định lượng Glucose' }));

    // Back to 'Thông tin' (free), then forward again: the service form starts over, method HOME.
    await user.click(within(wizard()).getByRole('button', { name: 'Quay lại' }));
    await atStep(1);
    await next(user);
    await atStep(2);
    expect(screen.getByRole('radio', { name: 'Tại nhà' })).toBeChecked();
    expect(within(chosenTable()).getByText(ORDER_MSG.noServicesOnOrder)).toBeInTheDocument();
  });

  it('takes a sampling time in 08–11 or 13–16 only (08:00 first) and sends the spec`s payload; a refused create keeps everything', async () => {
    let callsSoFar = 0;
    const { calls } = stubApi((url, init) => {
      if (url.endsWith('/medical-order/create') && init.method === 'POST') {
        callsSoFar++;
        return callsSoFar === 1
          ? jsonResponse({ message: ORDER_MSG.serviceUnknown, errors: { serviceIds: [ORDER_MSG.serviceUnknown] } }, 400)
          : jsonResponse({ data: orderDetail({ methodType: 'HOSPITAL', facilityCode: 'CS-Q1' }) });
      }
      return undefined;
    }, lookupRoutes());
    const user = userEvent.setup();
    const onSaved = await openWizard();
    // The app's notices go to a spy (installed once the providers have put theirs in place).
    const notifier = spyNotifier();
    await toServiceStep(user);
    await chooseOption(user, 'Cơ sở y tế', 'Phòng khám Quận 1');
    await user.click(await screen.findByRole('checkbox', { name: 'Tổng phân tích tế bào máu' }));
    await user.click(screen.getByRole('checkbox', { name: 'Định lượng Glucose' }));
    await next(user);
    await atStep(3);

    await user.click(screen.getByRole('button', { name: 'Xác nhận & Gửi' }));
    await waitFor(() => expect(within(fieldOf('Thời gian lấy mẫu')).getByText(ORDER_MSG.workTime)).toBeInTheDocument());

    const tomorrow = dayjs().add(1, 'day');
    await user.click(screen.getByLabelText('Thời gian lấy mẫu'));
    const panel = await openPopup('.ant-picker-dropdown');
    // No past day (cells are titled YYYY-MM-DD).
    const today = dayjs().format('YYYY-MM-DD');
    for (const cell of panel.querySelectorAll<HTMLElement>('td.ant-picker-cell-in-view[title]'))
      if (cell.title < today) expect(cell).toHaveClass('ant-picker-cell-disabled');
    await user.click(within(panel).getByTitle(tomorrow.format('YYYY-MM-DD')));
    const hour = (h: string) => within(panel.querySelector<HTMLElement>('.ant-picker-time-panel-column')!).getByText(h).closest('li')!;
    for (const h of ['07', '12', '17', '18']) expect(hour(h)).toHaveClass('ant-picker-time-panel-cell-disabled');
    for (const h of ['08', '11', '13', '16']) expect(hour(h)).not.toHaveClass('ant-picker-time-panel-cell-disabled');
    expect(hour('08')).toHaveClass('ant-picker-time-panel-cell-selected');
    await user.click(within(panel).getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Thời gian lấy mẫu')).toHaveValue(`${tomorrow.format('DD/MM/YYYY')} 08:00`);
    await user.type(screen.getByLabelText('Ghi chú'), 'Nhịn ăn sáng');

    await user.click(screen.getByRole('button', { name: 'Xác nhận & Gửi' }));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith(expect.objectContaining({ description: ORDER_MSG.serviceUnknown })));
    // Refused: the dialog stays, on the step of the field the server named, with everything typed.
    await atStep(2);
    expect(within(fieldOf('Dịch vụ')).getByText(ORDER_MSG.serviceUnknown)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();

    await next(user);
    await atStep(3);
    await user.click(screen.getByRole('button', { name: 'Xác nhận & Gửi' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: ORDER_ID })));
    const sent = calls.filter((c) => c.url.endsWith('/medical-order/create')).map((c) => JSON.parse(String(c.init.body)));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      patientId: PATIENT_ID,
      name: 'Phạm Minh Khoa',
      phone: '0901234567',
      email: 'minhkhoa@gmail.com',
      birthDate: '1990-04-15',
      gender: 0,
      provinceCode: '79',
      districtCode: '79',
      wardCode: '26740',
      address: '15 Nguyễn Huệ',
      methodType: 'HOSPITAL',
      facilityCode: 'CS-Q1',
      workTimeTest: `${tomorrow.format('YYYY-MM-DD')} 08:00`,
      serviceIds: [services[0], services[1]],
      note: 'lý do đặt lịch: Khám sức khỏe\nNhịn ăn sáng',
      appointmentId: null,
    });
  });

  it("a home order's summary shows the bill as the month's report will: services, less their share, plus the sampling fee", async () => {
    stubApi(lookupRoutes());
    const user = userEvent.setup();
    await openWizard();
    await toServiceStep(user);
    await user.click(screen.getByRole('radio', { name: 'Tại nhà' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Tổng phân tích tế bào máu' }));
    await user.click(screen.getByRole('checkbox', { name: 'Định lượng Glucose' }));
    await next(user);
    await atStep(3);
    const summary = (label: string) => screen.getByText(label).closest('.ant-descriptions-item-label')?.nextElementSibling;
    // 90.000 + 35.000 = 125.000; their share 9.000 + 3.500; the fee 50.000 once: 162.500 billed.
    await waitFor(() => expect(summary(BOOKING_STEP_TEXT.samplingFee)).toHaveTextContent(formatVnd(HOME_SAMPLING_FEE)));
    expect(summary(BOOKING_STEP_TEXT.services)).toHaveTextContent(formatVnd(125_000));
    expect(summary(BOOKING_STEP_TEXT.discount)).toHaveTextContent(formatVnd(12_500));
    expect(summary(BOOKING_STEP_TEXT.billed)).toHaveTextContent(formatVnd(162_500));
    expect(orderBill(services.slice(0, 2), false, HOME_SAMPLING_FEE).billed).toBe(112_500);
  });

  it('says why a typed sampling time outside the hours (or past) is not kept, under the field', async () => {
    stubApi(lookupRoutes());
    const user = userEvent.setup();
    await openWizard();
    await toServiceStep(user);
    await chooseOption(user, 'Cơ sở y tế', 'Phòng khám Quận 1');
    await user.click(await screen.findByRole('checkbox', { name: 'Tổng phân tích tế bào máu' }));
    await next(user);
    await atStep(3);
    const input = screen.getByLabelText('Thời gian lấy mẫu');
    const tomorrow = dayjs().add(1, 'day').format('DD/MM/YYYY');
    await user.click(input);
    await user.type(input, `${tomorrow} 18:00`);
    await user.click(screen.getByLabelText('Ghi chú'));
    await waitFor(() => expect(within(fieldOf('Thời gian lấy mẫu')).getByText(ORDER_MSG.workTimeHour)).toBeInTheDocument());

    await user.click(input);
    await user.clear(input);
    await user.type(input, `${dayjs().subtract(1, 'day').format('DD/MM/YYYY')} 09:00`);
    await user.click(screen.getByLabelText('Ghi chú'));
    await waitFor(() => expect(within(fieldOf('Thời gian lấy mẫu')).getByText(ORDER_MSG.workTimePast)).toBeInTheDocument());
  });

  it('asks before Esc or the close button discards a half-filled wizard; an untouched one just closes', async () => {
    stubApi(lookupRoutes());
    const user = userEvent.setup();
    const onClose = vi.fn();
    await openWizard(undefined, onClose);
    await user.click(within(wizard()).getByRole('button', { name: 'Hủy' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Họ và tên'), 'Nguyễn Văn');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
    const confirm = document.querySelector('.ant-modal-confirm')!;
    expect(confirm).toHaveTextContent(WIZARD_TEXT.discardTitle);
    expect(onClose).toHaveBeenCalledTimes(1);
    // The focus is on 'Tiếp tục nhập': Enter keeps what was typed.
    await waitFor(() => expect(screen.getByRole('button', { name: WIZARD_TEXT.keepEditing })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(screen.getByLabelText('Họ và tên')).toHaveValue('Nguyễn Văn');

    await user.click(document.querySelector<HTMLElement>('.ant-modal-close')!);
    await user.click(await screen.findByRole('button', { name: WIZARD_TEXT.discard }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('edits an order: its own title, the order`s values, the booking reason kept, sent by PUT', async () => {
    const { calls } = stubApi((url, init) => {
      if (url.endsWith(`/medical-order/detail/${ORDER_ID}`) && init.method === 'PUT') return jsonResponse({ data: orderDetail() });
      return undefined;
    }, lookupRoutes());
    const user = userEvent.setup();
    const onSaved = await openWizard(orderDetail());
    expect(within(wizard()).getByText('Chỉnh sửa thông tin xét nghiệm')).toBeInTheDocument();
    expect(screen.getByLabelText('Họ và tên')).toHaveValue('Phạm Minh Khoa');
    await next(user);
    await atStep(2);
    expect(screen.getByRole('radio', { name: 'Tại nhà' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Định lượng Glucose' })).toBeChecked();
    await next(user);
    await atStep(3);
    expect(screen.getByLabelText('Thời gian lấy mẫu')).toHaveValue('12/03/2030 09:00');
    expect(screen.getByLabelText('Ghi chú')).toHaveValue('Nhịn ăn sáng');
    await user.click(screen.getByRole('button', { name: 'Xác nhận & Gửi' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = JSON.parse(String(calls.find((c) => c.init.method === 'PUT')?.init.body));
    expect(sent).toMatchObject({
      appointmentId: 'LH-0000123',
      workTimeTest: '2030-03-12 09:00',
      note: 'lý do đặt lịch: Tái khám tiểu đường\nNhịn ăn sáng',
      serviceIds: [expect.objectContaining({ maCP: 'XN-CBC' }), expect.objectContaining({ maCP: 'XN-GLU' })],
    });
  });
});
