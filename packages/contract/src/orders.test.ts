import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import {
  CANCEL_REASON_LABELS,
  disabledSamplingHours,
  isSamplingHour,
  maskedPatientName,
  noteWithReason,
  ORDER_MSG,
  ORDER_TEXT,
  parseWorkTime,
  pseudoDistrictName,
  reasonFromNote,
  samplingTimeProblem,
  toVietnamDateTime,
} from './orders.ts';
import { orderCancelBodySchema, orderFieldSchemas, patientFieldSchemas } from './schemas/orders.ts';

describe('spec 3 §5 and §8 texts, verbatim', () => {
  it('the order wizard, cancel and create-patient messages', () => {
    expect(ORDER_MSG.cancelReason).toBe('Vui lòng chọn một trong các lý do');
    expect(ORDER_MSG.phoneRequired).toBe('Vui lòng chọn bệnh nhân từ danh sách');
    expect(ORDER_MSG.phoneDigits).toBe('Vui lòng nhập số điện thoại');
    expect(ORDER_MSG.phoneMin).toBe('Số điện thoại phải có ít nhất 10 chữ số');
    expect(ORDER_MSG.phoneMax).toBe('Số điện thoại không được vượt quá 15 chữ số');
    expect(ORDER_MSG.servicesRequired).toBe('Vui lòng chọn ít nhất một dịch vụ');
    // The create-patient dialog's phone is the shared rule (SPEC-NOTES 15).
    expect(MSG.phone).toBe('Số điện thoại phải có 10 chữ số và bắt đầu bằng số 0!');
    expect(ORDER_MSG.patientCreateFailed).toBe('Tạo bệnh nhân thất bại');
  });

  it('the empty states, reasons and fixed labels', () => {
    expect([ORDER_MSG.noServicesOnOrder, ORDER_MSG.noProgress, ORDER_MSG.noServicesAvailable, ORDER_MSG.noServiceMatches]).toEqual([
      'Chưa có Gói xét nghiệm',
      'Chưa có Tiến trình xét nghiệm',
      'Không có dịch vụ nào khả dụng',
      'Không tìm thấy dịch vụ phù hợp',
    ]);
    expect(CANCEL_REASON_LABELS).toEqual({ 1: 'Gói khám không phù hợp', 2: 'Thay đổi thời gian khám', 3: 'Đã đặt gói khám khác' });
    expect(ORDER_TEXT.wizardSteps).toEqual(['Thông tin', 'Chỉ định', 'Đặt lịch']);
    expect([ORDER_TEXT.wizardCreateTitle, ORDER_TEXT.wizardEditTitle, ORDER_TEXT.submit, ORDER_TEXT.cancelDialogTitle]).toEqual([
      'Tạo chỉ định',
      'Chỉnh sửa thông tin xét nghiệm',
      'Xác nhận & Gửi',
      'Huỷ lịch hẹn',
    ]);
  });
});

describe('sampling times (Vietnam time, 08–11 and 13–16, in the future)', () => {
  it('knows the sampling hours and the picker`s disabled ones', () => {
    expect([7, 8, 11, 12, 13, 16, 17].map(isSamplingHour)).toEqual([false, true, true, false, true, true, false]);
    expect(disabledSamplingHours()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 12, 17, 18, 19, 20, 21, 22, 23]);
  });

  it('reads YYYY-MM-DD HH:mm as Vietnam wall-clock time', () => {
    expect(parseWorkTime('2030-01-02 08:00')?.instant.toISOString()).toBe('2030-01-02T01:00:00.000Z');
    expect(parseWorkTime('2030-02-30 08:00')).toBeUndefined();
    expect(parseWorkTime('2030-01-02 24:00')).toBeUndefined();
    expect(toVietnamDateTime('2030-01-02T01:00:00.000Z')).toBe('2030-01-02 08:00');
  });

  it('refuses 12:30, 17:00, a past time and a malformed one', () => {
    const now = new Date('2030-01-01T03:00:00Z'); // 10:00 in Vietnam
    expect(samplingTimeProblem('2030-01-02 12:30', now)).toBe('hour');
    expect(samplingTimeProblem('2030-01-02 17:00', now)).toBe('hour');
    expect(samplingTimeProblem('2030-01-01 09:00', now)).toBe('past');
    expect(samplingTimeProblem('2030-01-01 10:00', now)).toBe('past');
    expect(samplingTimeProblem('2030-01-01 10:01', now)).toBeUndefined();
    expect(samplingTimeProblem('02/01/2030 08:00', now)).toBe('format');
  });
});

describe('form rules', () => {
  it('the wizard phone takes 10–15 digits, the patient dialog exactly 10 from 0', () => {
    const order = (v: string) => orderFieldSchemas.phone.safeParse(v).error?.issues.map((i) => i.message);
    expect(order('')).toEqual([ORDER_MSG.phoneRequired]);
    expect(order('abc')).toEqual([ORDER_MSG.phoneDigits]);
    expect(order('123456789')).toEqual([ORDER_MSG.phoneMin]);
    expect(order('1234567890123456')).toEqual([ORDER_MSG.phoneMax]);
    expect(order('123456789012345')).toBeUndefined();
    expect(patientFieldSchemas.phone.safeParse('123456789012345').success).toBe(false);
    expect(patientFieldSchemas.phone.safeParse('0912345678').success).toBe(true);
  });

  it('cancel: a reason or a trimmed text, not both', () => {
    expect(orderCancelBodySchema.parse({ reason: '2' })).toEqual({ reason: 2, cancelNotes: undefined });
    expect(orderCancelBodySchema.parse({ cancelNotes: '  bận  ' })).toEqual({ reason: undefined, cancelNotes: 'bận' });
    expect(orderCancelBodySchema.safeParse({ cancelNotes: '  ' }).error?.issues[0]?.message).toBe(ORDER_MSG.cancelReason);
    expect(orderCancelBodySchema.safeParse({ reason: 1, cancelNotes: 'x' }).error?.issues[0]?.message).toBe(ORDER_MSG.cancelBoth);
  });
});

describe('helpers', () => {
  it('reads the reason from the notes`s "lý do đặt lịch:" line', () => {
    expect(reasonFromNote('Ghi chú\nlý do đặt lịch: Khám sức khỏe')).toBe('Khám sức khỏe');
    expect(reasonFromNote('')).toBe('');
    expect(noteWithReason('Khám sức khỏe', 'lý do đặt lịch: cũ\nNhịn ăn')).toBe('lý do đặt lịch: Khám sức khỏe\nNhịn ăn');
  });

  it('masks a name for the public progress page', () => {
    expect(maskedPatientName('Nguyễn Văn An')).toBe('N.V. An');
    expect(maskedPatientName('  An ')).toBe('An');
  });

  it('names the pseudo-district after the kind of province', () => {
    expect(pseudoDistrictName('Thành phố Hà Nội')).toBe('Toàn thành phố');
    expect(pseudoDistrictName('Cao Bằng')).toBe('Toàn tỉnh');
  });
});
