/**
 * Collaborator medical orders (spec 3 §2–§5, §9; docs/decisions/orders.md): codes,
 * labels, limits and messages. zod-free, so the public progress page and the lists can use them
 * without the schemas (those are in schemas/orders.ts and schemas/order-desk.ts).
 */
import { parseDateTime } from './dates.ts';

/** An option entry as spec 3 §3 gives them: key and name. */
export type OrderOption<K extends string | number = string | number> = { key: K; name: string };

const options = <K extends string | number>(labels: Readonly<Record<K, string>>, keys: readonly K[]): OrderOption<K>[] =>
  keys.map((key) => ({ key, name: labels[key] }));

// ——— appointment status (statusAppointment) ———

/** Spec 3 §4: only 1 allows edit and cancel. */
export const APPOINTMENT_STATUS = { Pending: 1, Confirmed: 2, InProgress: 3, Completed: 4, Cancelled: 5 } as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUS)[keyof typeof APPOINTMENT_STATUS];
export const APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [1, 2, 3, 4, 5];
export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  1: 'Chờ xác nhận',
  2: 'Đã xác nhận',
  3: 'Đang thực hiện',
  4: 'Hoàn thành',
  5: 'Đã hủy',
};
/** Tag colours in the spirit of spec 3 §2 (complete green, waiting orange, cancelled red, in progress grey). */
export const APPOINTMENT_STATUS_COLORS: Readonly<Record<AppointmentStatus, string>> = {
  1: 'orange',
  2: 'blue',
  3: 'default',
  4: 'green',
  5: 'red',
};
/** Statuses an order cannot leave (the desk refuses to move it further). */
export const FINAL_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [4, 5];

/** Spec 3 §4: edit and cancel are offered (and accepted by the server) only at status 1. */
export const canChangeAppointment = (status: number | null | undefined): boolean => status === APPOINTMENT_STATUS.Pending;

export const isAppointmentStatus = (v: unknown): v is AppointmentStatus => APPOINTMENT_STATUSES.includes(v as AppointmentStatus);

// ——— result status (statusHisStr) ———

export const RESULT_STATUSES = ['CHUA_CO_KET_QUA', 'DANG_XET_NGHIEM', 'CO_KET_QUA_MOT_PHAN', 'DA_CO_KET_QUA'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
export const RESULT_STATUS_LABELS: Readonly<Record<ResultStatus, string>> = {
  CHUA_CO_KET_QUA: 'Chưa có kết quả',
  DANG_XET_NGHIEM: 'Đang xét nghiệm',
  CO_KET_QUA_MOT_PHAN: 'Có kết quả một phần',
  DA_CO_KET_QUA: 'Đã có kết quả',
};
export const RESULT_STATUS_COLORS: Readonly<Record<ResultStatus, string>> = {
  CHUA_CO_KET_QUA: 'default',
  DANG_XET_NGHIEM: 'blue',
  CO_KET_QUA_MOT_PHAN: 'orange',
  DA_CO_KET_QUA: 'green',
};
export const isResultStatus = (v: unknown): v is ResultStatus => (RESULT_STATUSES as readonly unknown[]).includes(v);

// ——— method, gender, cancel reasons ———

/** Spec 3 §9: HOME (sampling at home) or HOSPITAL (a visit to a facility); a new order defaults to HOSPITAL. */
export const METHOD_TYPES = ['HOME', 'HOSPITAL'] as const;
export type MethodType = (typeof METHOD_TYPES)[number];
export const METHOD_TYPE_LABELS: Readonly<Record<MethodType, string>> = { HOME: 'Tại nhà', HOSPITAL: 'Tại bệnh viện' };
export const METHOD_TYPE_COLORS: Readonly<Record<MethodType, string>> = { HOME: 'cyan', HOSPITAL: 'geekblue' };
export const DEFAULT_METHOD_TYPE: MethodType = 'HOSPITAL';
/** Going back from the service step to the patient step sets the method to this (spec 3 §4). */
export const RESET_METHOD_TYPE: MethodType = 'HOME';

/** Spec 3 §3: gender 0 male, 1 female. */
export const GENDERS = [0, 1] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Readonly<Record<Gender, string>> = { 0: 'Nam', 1: 'Nữ' };

/** Spec 3 §9: the cancel dialog's three reasons. */
export const CANCEL_REASONS = [1, 2, 3] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_REASON_LABELS: Readonly<Record<CancelReason, string>> = {
  1: 'Gói khám không phù hợp',
  2: 'Thay đổi thời gian khám',
  3: 'Đã đặt gói khám khác',
};

/** Catalogue entries: a single test or a package of tests. */
export const SERVICE_KINDS = ['test', 'package'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const SERVICE_KIND_LABELS: Readonly<Record<ServiceKind, string>> = { test: 'Xét nghiệm', package: 'Gói khám' };

/**
 * What a collaborator may ask the care desk about an order (`PUT detail/{id}/request`, which the
 * spec does not show: docs/decisions/orders.md). Stored with the order and listed to the desk.
 */
export const ORDER_REQUEST_KINDS = ['CONFIRM_SOON', 'RESEND_RESULT', 'CHANGE_INFO', 'OTHER'] as const;
export type OrderRequestKind = (typeof ORDER_REQUEST_KINDS)[number];
export const ORDER_REQUEST_KIND_LABELS: Readonly<Record<OrderRequestKind, string>> = {
  CONFIRM_SOON: 'Đề nghị xác nhận sớm',
  RESEND_RESULT: 'Gửi lại kết quả',
  CHANGE_INFO: 'Đề nghị thay đổi thông tin',
  OTHER: 'Yêu cầu khác',
};

// ——— progress ———

/** The test-progress steps, in order; each has its time once reached (null before). */
export const PROGRESS_STEPS = ['BOOKED', 'SAMPLE_TAKEN', 'IN_LAB', 'RESULT_READY'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];
export const PROGRESS_STEP_LABELS: Readonly<Record<ProgressStep, string>> = {
  BOOKED: 'Đặt lịch',
  SAMPLE_TAKEN: 'Đã lấy mẫu',
  IN_LAB: 'Đang xét nghiệm',
  RESULT_READY: 'Có kết quả',
};
export const progressIndex = (step: ProgressStep): number => PROGRESS_STEPS.indexOf(step);
export const isProgressStep = (v: unknown): v is ProgressStep => (PROGRESS_STEPS as readonly unknown[]).includes(v);

/** The portal page showing an order's progress (the `linkTienTrinh` the detail embeds). */
export const PROGRESS_PAGE_PATH = '/tien-trinh';
export const progressPagePath = (token: string) => `${PROGRESS_PAGE_PATH}/${token}`;

// ——— addresses (docs/decisions/locations.md: the 2025 two-level units behind the spec's three levels) ———

/**
 * Since July 2025 there are no districts: each province answers one pseudo-district whose code is
 * the province's own (maHuyen = maTinh), named after the kind of province.
 */
export const pseudoDistrictName = (provinceName: string): string =>
  provinceName.trim().toLowerCase().startsWith('thành phố') ? 'Toàn thành phố' : 'Toàn tỉnh';

/** What `npm run admin -- import-locations <file.csv>` prints (columns maTinh,tenTinh,maXa,tenXa). */
export const LOCATION_IMPORT_TEXT = {
  usage: 'Cách dùng: npm run admin -- import-locations <tệp.csv> (cột maTinh,tenTinh,maXa,tenXa)',
  header: 'Dòng 1: tiêu đề phải là maTinh,tenTinh,maXa,tenXa',
  empty: 'Tệp không có dòng dữ liệu nào',
  columns: (line: number) => `Dòng ${line}: cần đúng 4 cột maTinh,tenTinh,maXa,tenXa`,
  provinceCode: (line: number, value: string) => `Dòng ${line}: mã tỉnh "${value}" không hợp lệ (2 chữ số)`,
  provinceName: (line: number) => `Dòng ${line}: thiếu tên tỉnh/thành phố`,
  provinceNameConflict: (line: number, code: string) => `Dòng ${line}: tỉnh ${code} có tên khác với dòng trước`,
  wardCode: (line: number, value: string) => `Dòng ${line}: mã xã "${value}" không hợp lệ (5 chữ số)`,
  wardName: (line: number) => `Dòng ${line}: thiếu tên phường/xã`,
  wardDuplicate: (line: number, code: string) => `Dòng ${line}: mã xã ${code} bị lặp`,
  fileUnreadable: (file: string) => `Không đọc được tệp ${file}`,
  done: (provinces: number, wards: number) => `Đã nhập ${provinces} tỉnh/thành phố và ${wards} phường/xã.`,
  failed: 'Không nhập dữ liệu nào (tệp có lỗi).',
} as const;

// ——— option groups (spec 3 §3: maps of entries with key and name) ———

export const ORDER_OPTIONS = {
  status: options(APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUSES),
  result: options(RESULT_STATUS_LABELS, RESULT_STATUSES),
  gender: options(GENDER_LABELS, GENDERS),
  methodType: options(METHOD_TYPE_LABELS, METHOD_TYPES),
  cancelReason: options(CANCEL_REASON_LABELS, CANCEL_REASONS),
  progressStep: options(PROGRESS_STEP_LABELS, PROGRESS_STEPS),
  serviceKind: options(SERVICE_KIND_LABELS, SERVICE_KINDS),
  requestKind: options(ORDER_REQUEST_KIND_LABELS, ORDER_REQUEST_KINDS),
} as const;

/** A label for a code ('' when unknown), for tags and exports. */
export const appointmentStatusName = (v: number | null | undefined) => APPOINTMENT_STATUS_LABELS[v as AppointmentStatus] ?? '';
export const resultStatusName = (v: string | null | undefined) => RESULT_STATUS_LABELS[v as ResultStatus] ?? '';
export const methodTypeName = (v: string | null | undefined) => METHOD_TYPE_LABELS[v as MethodType] ?? '';
export const genderName = (v: number | null | undefined) => GENDER_LABELS[v as Gender] ?? '';

// ——— limits ———

export const ORDER_LIMITS = {
  /** Spec 3 §9: the order list reloads at page 1, limit 10 after a create. */
  listPageSize: 10,
  pageSizeOptions: [10, 25, 50, 100],
  /** Patient picker 'Danh sách bệnh nhân': page size 8, search debounce 500 ms. */
  patientPickerPageSize: 8,
  patientSearchDebounceMs: 500,
  /** The create-patient dialog refreshes the picker at page 1, limit 4. */
  patientCreatedRefreshLimit: 4,
  /** Service search: case-insensitive on the name, debounced 300 ms; list height 300 px. */
  serviceSearchDebounceMs: 300,
  serviceListHeight: 300,
  listSearchDebounceMs: 500,
  /** The order wizard's phone: 10–15 digits (SPEC-NOTES 15; the patient dialog takes the shared 10-from-0 rule). */
  orderPhoneMin: 10,
  orderPhoneMax: 15,
  /** Sampling hours (spec 3 §9): 08:00–11:59 and 13:00–16:59; default 08:00. */
  samplingHours: [8, 9, 10, 11, 13, 14, 15, 16],
  defaultSamplingTime: '08:00',
  /** Vietnam's offset from UTC (no daylight saving): sampling times are Vietnam wall-clock times. */
  vietnamUtcOffsetHours: 7,
  nameMax: 100,
  addressMax: 255,
  noteMax: 1000,
  cancelNotesMax: 500,
  requestMax: 1000,
  servicesMax: 50,
  /** Money filters and prices in whole đồng (10^12 đ is far above any order). */
  moneyMax: 1_000_000_000_000,
  /** The public progress page asks again this often (through the query cache). */
  progressPollMs: 10_000,
  /** Catalogue and facility fields (the order desk). */
  serviceCodeMax: 30,
  serviceNameMax: 200,
  facilityCodeMax: 30,
  facilityNameMax: 200,
  /** Result files: one per order, PDF or image, the shared upload size limit. */
  resultFileExtensions: ['pdf', 'jpg', 'jpeg', 'png'],
} as const;

/** Is this hour (0–23, Vietnam time) one the sampling time may take? */
export const isSamplingHour = (hour: number): boolean => (ORDER_LIMITS.samplingHours as readonly number[]).includes(hour);

/** The picker's disabled hours: before 8, 12, and from 17 (spec 3 §5). */
export const disabledSamplingHours = (): number[] => Array.from({ length: 24 }, (_, h) => h).filter((h) => !isSamplingHour(h));

/** 'YYYY-MM-DD HH:mm' (Vietnam time) → its parts, or undefined when not a real date and time (the shared date-time rule, without an offset). */
export function parseWorkTime(value: string): { date: string; hour: number; minute: number; instant: Date } | undefined {
  const parts = parseDateTime(value.trim());
  if (!parts || parts.offsetMinutes !== undefined) return undefined;
  const { year, month, day, hour, minute } = parts;
  const instant = new Date(Date.UTC(year, month - 1, day, hour - ORDER_LIMITS.vietnamUtcOffsetHours, minute));
  return { date: parts.date, hour, minute, instant };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as Vietnam wall-clock time, 'YYYY-MM-DD HH:mm' (how the API writes appointment dates). */
export function toVietnamDateTime(value: Date | string): string {
  const d = new Date(new Date(value).getTime() + ORDER_LIMITS.vietnamUtcOffsetHours * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Sampling time rule: a real 'YYYY-MM-DD HH:mm', in the sampling hours, strictly after `now`. */
export function samplingTimeProblem(value: string, now: Date = new Date()): 'format' | 'hour' | 'past' | undefined {
  const parsed = parseWorkTime(value);
  if (!parsed) return 'format';
  if (!isSamplingHour(parsed.hour)) return 'hour';
  if (parsed.instant.getTime() <= now.getTime()) return 'past';
  return undefined;
}

/** Spec 3 §9: the notes carry a 'lý do đặt lịch:' line, from which the booking reason is read. */
export const REASON_LINE_PREFIX = 'lý do đặt lịch:';
export const DEFAULT_ORDER_REASON = 'Khám sức khỏe';

/** The reason of a note's 'lý do đặt lịch:' line ('' when there is none). */
export function reasonFromNote(note: string | null | undefined): string {
  for (const line of (note ?? '').split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed.toLowerCase().startsWith(REASON_LINE_PREFIX)) return trimmed.slice(REASON_LINE_PREFIX.length).trim();
  }
  return '';
}

/** The note with its reason line first (the wizard writes it so): 'lý do đặt lịch: Khám sức khỏe\n…'. */
export function noteWithReason(reason: string, rest = ''): string {
  const others = rest
    .split(/\r?\n/)
    .filter((line) => !line.trim().toLowerCase().startsWith(REASON_LINE_PREFIX))
    .join('\n')
    .trim();
  return others ? `${REASON_LINE_PREFIX} ${reason}\n${others}` : `${REASON_LINE_PREFIX} ${reason}`;
}

/**
 * What the public progress page shows of a patient: initials of the family and middle names and
 * the given name ('Nguyễn Văn An' → 'N.V. An'), never the full name.
 */
export function maskedPatientName(fullName: string): string {
  const words = fullName.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  const given = words.pop() ?? '';
  const initials = words.map((w) => `${w[0]?.toUpperCase() ?? ''}.`).join('');
  return initials ? `${initials} ${given}` : given;
}

/** The sum of a service list's unit prices (spec 3 §9: totals sum the unit prices). */
export const servicesTotal = (services: ReadonlyArray<{ originalPrice: number }>): number =>
  services.reduce((sum, s) => sum + s.originalPrice, 0);

// ——— messages ———

/**
 * Spec 3 §5 messages, verbatim, for the order wizard, the cancel dialog and the create-patient
 * dialog; the rest (rules whose message the spec does not show, the server's refusals and
 * notices) are ours, in the same style (docs/decisions/orders.md).
 */
export const ORDER_MSG = {
  // Cancel (spec 3 §5).
  cancelReason: 'Vui lòng chọn một trong các lý do',
  // Order, patient step (spec 3 §5).
  phoneRequired: 'Vui lòng chọn bệnh nhân từ danh sách',
  phoneDigits: 'Vui lòng nhập số điện thoại',
  phoneMin: 'Số điện thoại phải có ít nhất 10 chữ số',
  phoneMax: 'Số điện thoại không được vượt quá 15 chữ số',
  // Order, service step (spec 3 §5).
  servicesRequired: 'Vui lòng chọn ít nhất một dịch vụ',
  // Empty states (spec 3 §8).
  noServicesOnOrder: 'Chưa có Gói xét nghiệm',
  noProgress: 'Chưa có Tiến trình xét nghiệm',
  noServicesAvailable: 'Không có dịch vụ nào khả dụng',
  noServiceMatches: 'Không tìm thấy dịch vụ phù hợp',
  // Spec 3 §8: the create-patient failure's log line.
  patientCreateFailed: 'Tạo bệnh nhân thất bại',
  // Rules whose messages the spec leaves out (our wording).
  name: 'Vui lòng nhập họ và tên',
  nameMax: `Họ và tên tối đa ${ORDER_LIMITS.nameMax} ký tự`,
  birthDate: 'Vui lòng chọn ngày sinh',
  birthDateFormat: 'Ngày sinh không hợp lệ',
  birthDateFuture: 'Ngày sinh không được ở tương lai',
  gender: 'Vui lòng chọn giới tính',
  province: 'Vui lòng chọn tỉnh/thành phố',
  district: 'Vui lòng chọn quận/huyện',
  ward: 'Vui lòng chọn phường/xã',
  address: 'Vui lòng nhập địa chỉ chi tiết',
  addressMax: `Địa chỉ tối đa ${ORDER_LIMITS.addressMax} ký tự`,
  methodType: 'Vui lòng chọn hình thức lấy mẫu',
  workTime: 'Vui lòng chọn thời gian lấy mẫu',
  workTimeFormat: 'Thời gian lấy mẫu không hợp lệ (DD/MM/YYYY HH:mm)',
  workTimeHour: 'Chỉ nhận lịch trong khung giờ 08:00–11:59 và 13:00–16:59',
  workTimePast: 'Thời gian lấy mẫu phải ở tương lai',
  facility: 'Vui lòng chọn cơ sở y tế',
  noteMax: `Ghi chú tối đa ${ORDER_LIMITS.noteMax} ký tự`,
  cancelNotesMax: `Lý do hủy tối đa ${ORDER_LIMITS.cancelNotesMax} ký tự`,
  cancelBoth: 'Chỉ chọn một lý do có sẵn hoặc nhập lý do khác, không chọn cả hai',
  servicesMax: `Tối đa ${ORDER_LIMITS.servicesMax} dịch vụ cho một lịch hẹn`,
  serviceUnavailable: (name: string) => `Dịch vụ "${name}" không khả dụng cho địa điểm đã chọn`,
  serviceUnknown: 'Dịch vụ không tồn tại hoặc đã ngừng cung cấp',
  facilityUnknown: 'Cơ sở y tế không tồn tại hoặc đã ngừng hoạt động',
  provinceUnknown: 'Tỉnh/thành phố không tồn tại',
  wardUnknown: 'Phường/xã không thuộc tỉnh/thành phố đã chọn',
  patientUnknown: 'Bệnh nhân không tồn tại trong danh sách của bạn',
  request: 'Vui lòng nhập nội dung yêu cầu',
  requestMax: `Nội dung yêu cầu tối đa ${ORDER_LIMITS.requestMax} ký tự`,
  requestKind: 'Vui lòng chọn loại yêu cầu',
  money: 'Vui lòng nhập số tiền hợp lệ',
  moneyRange: 'Giá trị tối thiểu không được lớn hơn giá trị tối đa',
  status: 'Trạng thái không hợp lệ',
  result: 'Trạng thái kết quả không hợp lệ',
  date: 'Ngày không hợp lệ',
  // Business rules (422).
  notEditable: 'Chỉ chỉnh sửa được lịch hẹn đang ở trạng thái Chờ xác nhận',
  notCancellable: 'Chỉ hủy được lịch hẹn đang ở trạng thái Chờ xác nhận',
  patientHasOrders: 'Bệnh nhân đã có lịch hẹn, không thể xóa',
  // Success notices.
  created: 'Đặt lịch thành công',
  updated: 'Cập nhật lịch hẹn thành công',
  cancelled: 'Hủy lịch hẹn thành công',
  patientChanged: 'Đổi bệnh nhân thành công',
  requestSent: 'Đã gửi yêu cầu tới bộ phận chăm sóc khách hàng',
  patientCreated: 'Thêm bệnh nhân thành công',
  patientUpdated: 'Cập nhật bệnh nhân thành công',
  patientDeleted: 'Xóa bệnh nhân thành công',
} as const;

/** Fixed texts of the order screens (spec 3 §2, §4, §9), spelled once for the screens and the tests. */
export const ORDER_TEXT = {
  wizardCreateTitle: 'Tạo chỉ định',
  wizardEditTitle: 'Chỉnh sửa thông tin xét nghiệm',
  wizardStepTag: (n: number) => `Bước ${n}`,
  wizardSteps: ['Thông tin', 'Chỉ định', 'Đặt lịch'],
  submit: 'Xác nhận & Gửi',
  successTitle: 'Đặt lịch thành công',
  bookNext: 'Đặt lịch tiếp theo',
  goToProgress: 'Tới tiến trình lịch hẹn',
  patientPickerTitle: 'Danh sách bệnh nhân',
  addPatient: 'Thêm bệnh nhân',
  editOrder: 'Chỉnh sửa thông tin',
  cancelOrder: 'Hủy yêu cầu',
  cancelDialogTitle: 'Huỷ lịch hẹn',
  resultStatusTag: 'Trạng thái kết quả',
  progressTitle: 'Tiến trình xét nghiệm',
} as const;

/** What the collaborator receives by e-mail when the desk moves one of its orders (the order's link follows as a button). */
export const ORDER_OUTGOING = {
  statusChangedSubject: (code: string) => `Lịch hẹn ${code} đã được cập nhật`,
  statusChangedText: (partnerName: string, code: string, patient: string, what: string) =>
    `Xin chào ${partnerName},\n\nLịch hẹn ${code} của bệnh nhân ${patient}: ${what}.`,
  statusWhat: (status: string) => `trạng thái chuyển sang "${status}"`,
  stepWhat: (step: string) => `tiến trình xét nghiệm chuyển sang "${step}"`,
  resultWhat: (result: string) => `trạng thái kết quả chuyển sang "${result}"`,
  resultFileWhat: 'đã có file kết quả để tải về',
  correctedResultFileWhat: 'file kết quả đã được điều chỉnh, vui lòng tải lại',
} as const;
