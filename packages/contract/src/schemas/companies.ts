import { z } from '../zod.ts';
import { LIMITS } from '../constants.ts';
import { groupDigits } from '../format/index.ts';
import { type MailContent, mailBlock } from '../mail.ts';
import { MSG } from '../messages.ts';
import { optionalText, rules, text } from '../rules/index.ts';
import { dateSchema } from './dates.ts';
import { listOf, pageLimitSchema, pageQuerySchema, queryBoolean } from './envelope.ts';
import { idParamSchema } from './files.ts';

/*
 * The company area (spec 3 §2–§9; spec 2 §7 company variant and "Content and lists"): sub-units,
 * health-exam contracts with staff rosters and exam progress, contract sets, appointment
 * schedules, roster imports and the exam-package catalogue. The desk's shapes are in
 * `company-desk.ts`.
 */

// ——— constants ———

export const COMPANY_LIMITS = {
  renameMax: 50,
  renameFileMaxMb: 5,
  renameFileMaxBytes: 5 * 1024 * 1024,
  representativeMax: 50,
  addressMax: 255,
  emailMax: 100,
  contractSetNameMax: LIMITS.contractSetNameMax,
  siteMax: 255,
  noteMax: 1000,
  /** Rows one roster file may hold (the header row not counted). */
  importMaxRows: 20_000,
  importMaxBytes: 10 * 1024 * 1024,
  importMaxMb: 10,
  employeeNameMax: 100,
  employeeAddressMax: 255,
  bhytMax: 15,
  /** Spec 3 §9: contract and contract-set tables. */
  pageSizes: [10, 25, 50, 100] as const,
  defaultPageSize: 10,
  searchDebounceMs: 500,
  /** The report chart's span, in months back from the last month shown. */
  chartMonths: 12,
} as const;

/** A company contract's status (spec 3 §2: labels and colours). */
export const COMPANY_CONTRACT_STATUSES = ['draft', 'pending', 'in_progress', 'completed', 'declined'] as const;
export type CompanyContractStatus = (typeof COMPANY_CONTRACT_STATUSES)[number];
export const COMPANY_CONTRACT_STATUS_LABELS: Readonly<Record<CompanyContractStatus, string>> = {
  draft: 'Nháp',
  pending: 'Chờ xác nhận',
  in_progress: 'Đang thực hiện',
  completed: 'Hoàn thành',
  declined: 'Đã hủy',
};

/**
 * Where a contract's roster stands as a whole (spec 3 §2 labels 'Khám đủ', 'Khám chưa đủ',
 * 'Chưa khám'): every active person examined in full, some examined, none examined.
 */
export const EXAM_PROGRESS_STATUSES = ['complete', 'incomplete', 'unchecked'] as const;
export type ExamProgressStatus = (typeof EXAM_PROGRESS_STATUSES)[number];
export const EXAM_PROGRESS_LABELS: Readonly<Record<ExamProgressStatus, string>> = {
  complete: 'Khám đủ',
  incomplete: 'Khám chưa đủ',
  unchecked: 'Chưa khám',
};

/** Spec 3 §2 tag colours: success/complete green, waiting/pending orange, declined red, the rest grey. */
export function companyStatusColor(status: string): 'green' | 'orange' | 'red' | 'default' {
  if (status === 'completed' || status === 'complete' || status === 'success' || status === 'confirmed') return 'green';
  if (status === 'pending' || status === 'waiting' || status === 'proposed') return 'orange';
  if (status === 'declined') return 'red';
  return 'default';
}

/**
 * A person's exam state on a contract, moved by the operator: unregistered (imported) →
 * registered → scheduled → partial → full, or absent.
 */
export const EXAM_STATES = ['unregistered', 'registered', 'scheduled', 'partial', 'full', 'absent'] as const;
export type ExamState = (typeof EXAM_STATES)[number];
export const EXAM_STATE_LABELS: Readonly<Record<ExamState, string>> = {
  unregistered: 'Chưa đăng ký',
  registered: 'Đã đăng ký',
  scheduled: 'Đã hẹn lịch',
  partial: EXAM_PROGRESS_LABELS.incomplete,
  full: EXAM_PROGRESS_LABELS.complete,
  absent: 'Vắng khám',
};

/** The health class (Vietnamese occupational health classification I–V); 0 in filters = not yet classified. */
export const HEALTH_CLASSES = [1, 2, 3, 4, 5] as const;
export type HealthClass = (typeof HEALTH_CLASSES)[number];
export const HEALTH_CLASS_LABELS: Readonly<Record<HealthClass, string>> = {
  1: 'Loại I',
  2: 'Loại II',
  3: 'Loại III',
  4: 'Loại IV',
  5: 'Loại V',
};
export const HEALTH_UNCLASSIFIED_LABEL = 'Chưa phân loại';

/** A contract set's status: done when every contract that is not declined is completed. */
export const CONTRACT_GROUP_STATUSES = ['in_progress', 'completed'] as const;
export type ContractGroupStatus = (typeof CONTRACT_GROUP_STATUSES)[number];
export const CONTRACT_GROUP_STATUS_LABELS: Readonly<Record<ContractGroupStatus, string>> = {
  in_progress: 'Đang thực hiện',
  completed: 'Hoàn thành',
};
/** Spec 3 §2: the contract-set detail sorts its rows by headcount. */
export const CONTRACT_GROUP_SORTINGS = ['numberEmployees asc', 'numberEmployees desc'] as const;
export const CONTRACT_GROUP_SORTING_LABELS: Readonly<Record<(typeof CONTRACT_GROUP_SORTINGS)[number], string>> = {
  'numberEmployees asc': 'Số nhân viên tăng dần',
  'numberEmployees desc': 'Số nhân viên giảm dần',
};

export const SCHEDULE_STATUSES = ['proposed', 'confirmed', 'rescheduled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
export const SCHEDULE_STATUS_LABELS: Readonly<Record<ScheduleStatus, string>> = {
  proposed: 'Chờ xác nhận',
  confirmed: 'Đã xác nhận',
  rescheduled: 'Đề xuất ngày khác',
};

/** Exam-package types (`exam-package/list?type=`). */
export const EXAM_PACKAGE_TYPES = [1, 2] as const;
export const EXAM_PACKAGE_TYPE_LABELS: Readonly<Record<1 | 2, string>> = { 1: 'Cá nhân', 2: 'Doanh nghiệp' };

/** The roster spreadsheet's columns (spec 3 §2 "Staff import"), in template order, with their headers. */
export const ROSTER_COLUMNS = ['cccd', 'bhyt', 'name', 'birthDate', 'gender', 'phone', 'email', 'address'] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];
export const ROSTER_COLUMN_LABELS: Readonly<Record<RosterColumn, string>> = {
  cccd: 'Số CCCD',
  bhyt: 'Mã BHYT',
  name: 'Họ và tên',
  birthDate: 'Ngày sinh',
  gender: 'Giới tính',
  phone: 'Số điện thoại',
  email: 'Email',
  address: 'Địa chỉ',
};
export const ROSTER_IMPORT_ACTIONS = ['new', 'updated', 'unchanged', 'error'] as const;
export type RosterImportAction = (typeof ROSTER_IMPORT_ACTIONS)[number];
export const ROSTER_IMPORT_ACTION_LABELS: Readonly<Record<RosterImportAction, string>> = {
  new: 'Thêm mới',
  updated: 'Cập nhật',
  unchanged: 'Không đổi',
  error: 'Lỗi',
};
export const ROSTER_ERROR_COLUMN_HEADER = 'Lý do lỗi';

// ——— messages ———

/** A count of people as Vietnamese writes it (1.250). */
const people = groupDigits;

export const COMPANY_MSG = {
  // Rename (spec 3 §5)
  renameName: 'Tên công ty không được vượt quá 50 ký tự!',
  renameNameRequired: 'Vui lòng nhập tên công ty mới!',
  renameFile: 'Vui lòng đính kèm đúng một file PDF!',
  renameFileType: 'Chỉ chấp nhận file PDF',
  renameFileSize: 'File đính kèm không được vượt quá 5 MB!',
  renamePending: 'Đơn vị đã có yêu cầu đổi tên đang chờ duyệt!',
  renameSent: 'Đã gửi yêu cầu chỉnh sửa',
  // Sub-unit profile (spec 3 §5)
  representative: 'Tên người đại diện không được vượt quá 50 ký tự!',
  address: 'Địa chỉ công ty không được vượt quá 255 ký tự!',
  totalEmployeesRequired: 'Vui lòng nhập số lượng CBNV!',
  totalEmployees: 'Số lượng CBNV phải là số tự nhiên lớn hơn 0!',
  emailRequired: 'Vui lòng nhập email!',
  emailMax: 'Email không được vượt quá 100 ký tự!',
  emailOneAt: 'Email phải có đúng 1 ký tự @!',
  emailDot: 'Email không được bắt đầu hoặc kết thúc bằng dấu chấm!',
  emailFormat: 'Email không đúng định dạng! Ví dụ: ten@congty.vn',
  readOnlyField: 'Tên công ty, mã số thuế và công ty mẹ không thể thay đổi!',
  profileUpdatedTitle: 'Cập nhật thành công',
  profileUpdated: 'Thông tin hồ sơ doanh nghiệp đã được cập nhật thành công!',
  unitDeleted: 'Đã xóa đơn vị',
  unitHasContracts: (n: number) =>
    `Không thể xóa đơn vị đang có ${n} hợp đồng. Vui lòng liên hệ quản trị viên để chuyển hoặc kết thúc hợp đồng trước.`,
  // Contracts
  dateNotFuture: 'Ngày bắt đầu không được sau ngày hôm nay!',
  valueRange: 'Giá trị tối thiểu không được lớn hơn giá trị tối đa!',
  contractNotFound: 'Không tìm thấy hợp đồng!',
  // Sets
  setNameRequired: 'Vui lòng nhập tên bộ hợp đồng!',
  setName: MSG.contractSetName,
  setContracts: 'Vui lòng chọn ít nhất một hợp đồng!',
  setCreated: 'Đã tạo bộ hợp đồng',
  // Appointments
  appointmentDate: 'Vui lòng chọn ngày khám!',
  appointmentDatePast: 'Ngày khám không được ở quá khứ!',
  appointmentSite: 'Vui lòng nhập địa điểm khám!',
  appointmentSiteMax: 'Địa điểm khám tối đa 255 ký tự!',
  headcount: MSG.examHeadcount,
  appointmentCreated: 'Đã gửi đề xuất lịch khám',
  appointmentClosedContract: 'Hợp đồng đã kết thúc hoặc bị hủy, không thể đặt lịch khám!',
  // Import
  importFile: 'Vui lòng chọn file danh sách nhân viên (.xlsx hoặc .csv)!',
  importFileType: 'Chỉ chấp nhận file .xlsx hoặc .csv!',
  importFileSize: 'File danh sách không được vượt quá 10 MB!',
  importUnreadable: 'Không đọc được file. Vui lòng dùng file mẫu (.xlsx) hoặc file .csv mã hóa UTF-8.',
  importMissingColumns: (columns: string) => `File thiếu cột: ${columns}. Vui lòng dùng file mẫu.`,
  importEmpty: 'File không có dòng dữ liệu nào!',
  importTooManyRows: 'File có quá 20.000 dòng, vui lòng chia nhỏ!',
  importHasErrors: (n: number) => `File có ${n} dòng lỗi, chưa nhập dòng nào. Vui lòng sửa và tải lại.`,
  importStale: 'Danh sách đã thay đổi sau khi kiểm tra, vui lòng tải file lên lại để kiểm tra!',
  importChecked: 'Đã kiểm tra file, chưa ghi dòng nào.',
  /** The commit's success notice, from the figures it wrote. */
  importCommitted: (c: { new: number; updated: number; unchanged: number }) =>
    `Đã nhập ${people(c.new + c.updated)} người: thêm mới ${people(c.new)}, cập nhật ${people(c.updated)}` +
    (c.unchanged ? `; ${people(c.unchanged)} người không đổi.` : '.'),
  importNoChanges: 'Danh sách không có thay đổi nào so với danh sách hiện tại: không có người mới, không ai thay đổi thông tin.',
  importOverHeadcount: (planned: number, total: number, cut: number) =>
    `Danh sách sau khi nhập sẽ có ${people(total)} người, vượt số lượng người khám của hợp đồng (${people(planned)} người). ` +
    `Vui lòng bớt ${people(cut)} người mới khỏi file hoặc điều chỉnh số lượng người khám của hợp đồng trước khi nhập.`,
  importNotFound: 'Không tìm thấy lần kiểm tra file này, vui lòng tải file lên lại!',
  importClosedContract: 'Hợp đồng đã kết thúc hoặc bị hủy, không thể nhập danh sách!',
  rowCccd: 'Số CCCD phải gồm đúng 12 chữ số!',
  rowCccdDuplicate: (row: number) => `Số CCCD trùng với dòng ${row}!`,
  rowBhyt: 'Mã BHYT tối đa 15 ký tự, chỉ gồm chữ và số!',
  rowName: 'Vui lòng nhập họ và tên (tối đa 100 ký tự)!',
  rowBirthDate: 'Ngày sinh không hợp lệ (DD/MM/YYYY)!',
  rowBirthFuture: 'Ngày sinh không được ở tương lai!',
  rowGender: 'Giới tính phải là Nam hoặc Nữ!',
  rowPhone: MSG.phone,
  rowEmail: MSG.email,
  rowAddress: 'Địa chỉ tối đa 255 ký tự!',
} as const;

/** What the company and the operator receive by e-mail (through the queue). */
export const COMPANY_OUTGOING = {
  appointmentProposedSubject: (code: string) => `Đề xuất lịch khám cho hợp đồng ${code}`,
  /** To the operators' mailbox; `deskUrl` opens the console's appointments. */
  appointmentProposed: (company: string, code: string, date: string, site: string, headcount: number, deskUrl: string): MailContent => ({
    kind: 'appointment-proposed',
    subject: COMPANY_OUTGOING.appointmentProposedSubject(code),
    blocks: [
      mailBlock.paragraph(`${company} đề xuất lịch khám cho hợp đồng ${code}.`),
      mailBlock.facts([
        ['Ngày khám', date],
        ['Địa điểm', site],
        ['Số người', String(headcount)],
      ]),
      mailBlock.link('Xem và phản hồi trên trang quản trị', deskUrl),
    ],
  }),
  appointmentDecidedSubject: (code: string) => `Lịch khám hợp đồng ${code} đã được phản hồi`,
  appointmentConfirmedText: (company: string, code: string, date: string) =>
    `Xin chào ${company},\n\nLịch khám ngày ${date} cho hợp đồng ${code} đã được xác nhận.`,
  appointmentRescheduledText: (company: string, code: string, date: string, reply: string) =>
    `Xin chào ${company},\n\nBên khám đề xuất ngày ${date} cho hợp đồng ${code}.${reply ? ` Ghi chú: ${reply}` : ''}`,
  contractCreatedSubject: (code: string) => `Hợp đồng khám sức khỏe ${code} trên Cổng đối tác`,
  contractCreatedText: (company: string, code: string, name: string) =>
    `Xin chào ${company},\n\nHợp đồng ${code} — ${name} đã được tạo trên Cổng đối tác. Bạn có thể xem chi tiết và nhập danh sách nhân viên.`,
  renameDecidedSubject: 'Kết quả yêu cầu đổi tên đơn vị',
} as const;

// ——— shared pieces ———

/** A query value that may be absent or empty (a cleared filter sends `key=`). */
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const money = z.coerce
  .number({ error: 'Giá trị phải là số nguyên không âm!' })
  .int('Giá trị phải là số nguyên không âm!')
  .min(0, 'Giá trị phải là số nguyên không âm!')
  .max(1_000_000_000_000_000, 'Giá trị phải là số nguyên không âm!');

const pageSize = pageLimitSchema(COMPANY_LIMITS.defaultPageSize);

/** A day as YYYY-MM-DD (or YYYY/MM/DD, as the provider contract filter takes it). */
export const companyDaySchema = dateSchema({ formats: ['YYYY-MM-DD', 'YYYY/MM/DD'] });

/** Spec 3 §5's company e-mail: the five rules in order, each with its message. */
export const companyEmailRule = text(COMPANY_MSG.emailRequired)
  .trim()
  .min(1, { error: COMPANY_MSG.emailRequired, abort: true })
  .max(COMPANY_LIMITS.emailMax, { error: COMPANY_MSG.emailMax, abort: true })
  .refine((v) => v.split('@').length === 2, { error: COMPANY_MSG.emailOneAt, abort: true })
  .refine(
    (v) => {
      const local = v.split('@')[0] ?? '';
      return !local.startsWith('.') && !local.endsWith('.');
    },
    { error: COMPANY_MSG.emailDot, abort: true },
  )
  .regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/, COMPANY_MSG.emailFormat);

/** totalEmployees: required, a natural number greater than 0 (spec 3 §5). */
export const totalEmployeesRule = z
  .union([z.number(), z.string()], { error: COMPANY_MSG.totalEmployeesRequired })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, { error: COMPANY_MSG.totalEmployeesRequired, abort: true })
      .regex(/^[1-9]\d{0,6}$/, COMPANY_MSG.totalEmployees),
  )
  .transform(Number);

export const progressSchema = z.object({
  checkedPercentage: z.number(),
  notEnoughPercentage: z.number(),
  notCheckedPercentage: z.number(),
});
export type ExamProgress = z.infer<typeof progressSchema>;

/** Roster counts per exam state (every state present, 0 when none). */
// An object with every state named (not a record keyed by an enum: OpenAPI would list required keys it never defines).
export const examCountsSchema = z.object({
  unregistered: z.number(),
  registered: z.number(),
  scheduled: z.number(),
  partial: z.number(),
  full: z.number(),
  absent: z.number(),
}) satisfies z.ZodType<Record<ExamState, number>>;
export type ExamCounts = z.infer<typeof examCountsSchema>;

const fileRefSchema = z.object({ id: z.string(), fileName: z.string() });
const companyRefSchema = z.object({ id: z.string(), name: z.string(), code: z.string() });

// ——— sub-units (spec 3 §2, §3, §5, §7) ———

export const subUnitListQuerySchema = pageQuerySchema.extend({ search: optionalQuery(rules.search) });
export type SubUnitListQuery = z.output<typeof subUnitListQuerySchema>;

export const subUnitRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  taxCode: z.string(),
  representative: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  addressCompany: z.string(),
  totalEmployees: z.number().nullable(),
  contractCount: z.number(),
  status: z.string(),
});
export type SubUnitRow = z.infer<typeof subUnitRowSchema>;
export const subUnitListSchema = listOf(subUnitRowSchema);
export type SubUnitList = z.infer<typeof subUnitListSchema>;

export const pendingRenameSchema = z.object({
  id: z.string(),
  newName: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  file: fileRefSchema.nullable(),
});
export type PendingRename = z.infer<typeof pendingRenameSchema>;

/** Spec 3 §3 "Sub-unit profile", plus the latest rename request. */
export const subUnitDetailSchema = subUnitRowSchema.extend({
  parentName: z.string().nullable(),
  contactName: z.string(),
  phoneName: z.string(),
  renameRequest: pendingRenameSchema.nullable(),
});
export type SubUnitDetail = z.infer<typeof subUnitDetailSchema>;

/**
 * PUT sub-units/detail/{id}. Name, tax code and parent name are read-only (spec 3 §5): a client may
 * send them back unchanged; a different value is refused (422 COMPANY_MSG.readOnlyField).
 */
export const subUnitUpdateBodySchema = z.object({
  name: z.unknown().optional(),
  taxCode: z.unknown().optional(),
  parentName: z.unknown().optional(),
  representative: optionalText(COMPANY_LIMITS.representativeMax, COMPANY_MSG.representative),
  phoneNumber: rules.phone,
  addressCompany: optionalText(COMPANY_LIMITS.addressMax, COMPANY_MSG.address),
  totalEmployees: totalEmployeesRule,
  email: companyEmailRule,
  contactName: rules.contactName,
  phoneName: rules.phone,
});
export type SubUnitUpdateBody = z.output<typeof subUnitUpdateBodySchema>;

/** Multipart `Name` of the rename request (one PDF ≤ 5 MB in `NewCompanyFiles`). */
export const RENAME_FILE_FIELD = 'NewCompanyFiles';
export const subUnitRenameFieldsSchema = z.object({
  Name: text(COMPANY_MSG.renameNameRequired)
    .trim()
    .min(1, { error: COMPANY_MSG.renameNameRequired, abort: true })
    .max(COMPANY_LIMITS.renameMax, COMPANY_MSG.renameName),
});

export const companyIdParamsSchema = z.object({ id: idParamSchema });

// ——— contracts (spec 3 §2, §3; spec 2 §7) ———

const contractStatusFilter = z.enum(COMPANY_CONTRACT_STATUSES, { error: 'Trạng thái hợp đồng không hợp lệ!' });

/**
 * GET contract/list. `dateStart` is the start-day filter (not after today, checked by the
 * service against Vietnam's today); `childrenCompanyId` narrows to one of the caller's sub-units
 * (another company's → 404, SPEC-NOTES 9).
 */
export const companyContractListQuerySchema = pageQuerySchema
  .extend({
    limit: pageSize,
    search: optionalQuery(rules.search),
    status: optionalQuery(contractStatusFilter),
    contractType: optionalQuery(z.coerce.number({ error: 'Loại hợp đồng không hợp lệ!' }).int().min(1).max(32767)),
    minTotalValue: optionalQuery(money),
    maxTotalValue: optionalQuery(money),
    dateStart: optionalQuery(companyDaySchema),
    sorting: optionalQuery(z.enum(['dateStart asc', 'dateStart desc', 'totalValue asc', 'totalValue desc', ...CONTRACT_GROUP_SORTINGS])),
    childrenCompanyId: optionalQuery(z.uuid({ error: 'Đơn vị không hợp lệ!' })),
  })
  .refine((q) => q.minTotalValue === undefined || q.maxTotalValue === undefined || q.minTotalValue <= q.maxTotalValue, {
    message: COMPANY_MSG.valueRange,
    path: ['maxTotalValue'],
  });
export type CompanyContractListQuery = z.output<typeof companyContractListQuerySchema>;

export const companyContractRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.enum(COMPANY_CONTRACT_STATUSES),
  statusName: z.string(),
  contractType: z.number(),
  contractTypeName: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  /** People on the roster (counted). */
  numberEmployees: z.number(),
  plannedEmployees: z.number(),
  totalValue: z.number(),
  contractFile: fileRefSchema.nullable(),
  company: companyRefSchema,
  examStatus: z.enum(EXAM_PROGRESS_STATUSES),
  examStatusName: z.string(),
  progress: progressSchema,
});
export type CompanyContractRow = z.infer<typeof companyContractRowSchema>;
export const companyContractListSchema = listOf(companyContractRowSchema);
export type CompanyContractList = z.infer<typeof companyContractListSchema>;

export const appointmentSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  contractCode: z.string(),
  date: z.string(),
  site: z.string(),
  headcount: z.number(),
  note: z.string(),
  status: z.enum(SCHEDULE_STATUSES),
  statusName: z.string(),
  counterDate: z.string().nullable(),
  reply: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const examServiceSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), groupName: z.string(), price: z.number() });
export type ExamService = z.infer<typeof examServiceSchema>;

export const examPackageRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.object({ id: z.string(), name: z.string() }),
  type: z.number(),
  typeName: z.string(),
  price: z.number(),
  description: z.string(),
  serviceCount: z.number(),
});
export type ExamPackageRow = z.infer<typeof examPackageRowSchema>;
export const examPackageListSchema = listOf(examPackageRowSchema);
export type ExamPackageList = z.infer<typeof examPackageListSchema>;
export const examPackageDetailSchema = examPackageRowSchema.extend({ services: z.array(examServiceSchema) });
export type ExamPackageDetail = z.infer<typeof examPackageDetailSchema>;

export const companyContractDetailSchema = companyContractRowSchema.extend({
  note: z.string(),
  /** The contract's 'Gói khám' with its services (null: none chosen yet), whether or not the catalogue shows it. */
  examPackage: examPackageDetailSchema.nullable(),
  counts: examCountsSchema,
  lastAppointment: appointmentSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyContractDetail = z.infer<typeof companyContractDetailSchema>;

/** contract/option-fields (spec 3 §3 "Contract options"). */
export const companyContractOptionFieldsSchema = z.object({
  corporateContractStatus: z.array(z.object({ value: z.string(), label: z.string() })),
  totalValue: z.array(z.object({ name: z.string(), from: z.number().nullable(), to: z.number().nullable() })),
  examState: z.array(z.object({ value: z.string(), label: z.string() })),
  healthStatus: z.array(z.object({ value: z.number(), label: z.string() })),
  gender: z.array(z.object({ value: z.number(), label: z.string() })),
});
export type CompanyContractOptionFields = z.infer<typeof companyContractOptionFieldsSchema>;

export const companyContractTypeSchema = z.object({ id: z.number(), name: z.string() });

/** contract/report-chart/{id}: people examined per month (spec 3 §3 "Report chart"). */
export const reportChartSchema = z.object({ data: z.array(z.object({ month: z.string(), amount: z.number() })) });
export type ReportChart = z.infer<typeof reportChartSchema>;

export const contractEmployeesQuerySchema = pageQuerySchema.extend({
  limit: pageSize,
  search: optionalQuery(rules.search),
  gender: optionalQuery(z.coerce.number({ error: 'Giới tính không hợp lệ!' }).int().min(0).max(1)),
  /** 1–5 a class, 0 not yet classified. */
  healthStatus: optionalQuery(z.coerce.number({ error: 'Phân loại sức khỏe không hợp lệ!' }).int().min(0).max(5)),
  isRegister: optionalQuery(queryBoolean),
  examState: optionalQuery(z.enum(EXAM_STATES, { error: 'Trạng thái khám không hợp lệ!' })),
});
export type ContractEmployeesQuery = z.output<typeof contractEmployeesQuerySchema>;

/** A person on a roster, as the company sees it: exam state and health class, never medical results. */
export const contractEmployeeSchema = z.object({
  id: z.string(),
  cccd: z.string(),
  bhyt: z.string(),
  name: z.string(),
  birthDate: z.string(),
  gender: z.number(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  examState: z.enum(EXAM_STATES),
  examStateName: z.string(),
  isRegister: z.boolean(),
  healthStatus: z.number().nullable(),
  healthStatusName: z.string(),
  examinedAt: z.string().nullable(),
});
export type ContractEmployee = z.infer<typeof contractEmployeeSchema>;
export const contractEmployeeListSchema = listOf(contractEmployeeSchema);
export type ContractEmployeeList = z.infer<typeof contractEmployeeListSchema>;

/** contract/list-progress-contract: each contract's exam progress. */
export const progressContractQuerySchema = pageQuerySchema.extend({ limit: pageSize, search: optionalQuery(rules.search) });
export const progressContractRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.enum(COMPANY_CONTRACT_STATUSES),
  statusName: z.string(),
  company: companyRefSchema,
  numberEmployees: z.number(),
  counts: examCountsSchema,
  progress: progressSchema,
});
export const progressContractListSchema = listOf(progressContractRowSchema);
export type ProgressContractList = z.infer<typeof progressContractListSchema>;

// ——— roster import (spec 3 §2 "Staff import"; two steps) ———

/** Multipart fields of contract/import-company-employees: `id` (the contract) and the `file`; or `importId` to commit a dry run. */
export const ROSTER_FILE_FIELD = 'file';
export const rosterImportFieldsSchema = z.object({
  id: idParamSchema,
  importId: optionalQuery(z.uuid({ error: COMPANY_MSG.importNotFound })),
});

export const rosterRowErrorSchema = z.object({ column: z.string(), columnName: z.string(), message: z.string() });
export const rosterPreviewRowSchema = z.object({
  rowNumber: z.number(),
  action: z.enum(ROSTER_IMPORT_ACTIONS),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  errors: z.array(rosterRowErrorSchema),
});
export type RosterPreviewRow = z.infer<typeof rosterPreviewRowSchema>;

/** The dry run's answer (and the commit's, with `committed: true`). Rows: errors first, then the first changes. */
export const rosterImportResultSchema = z.object({
  importId: z.string(),
  contractId: z.string(),
  fileName: z.string(),
  committed: z.boolean(),
  counts: z.object({ new: z.number(), updated: z.number(), unchanged: z.number(), error: z.number() }),
  rows: z.array(rosterPreviewRowSchema),
  /** How many rows `rows` leaves out (the full list is in the error file when there are errors). */
  rowsOmitted: z.number(),
  /** The contract's planned head count, and the roster's size before this file's rows (read when checked, again when committed). */
  headcount: z.object({ planned: z.number(), current: z.number() }),
});
export type RosterImportResult = z.infer<typeof rosterImportResultSchema>;

/**
 * The head-count rule (docs/decisions/companies.md): an import may not take the roster above the
 * contract's planned head count. Only new people count (updates never add anyone); a roster already
 * above it (the number lowered later) still takes updates. The message, or undefined when within.
 */
export function headcountRefusal(headcount: { planned: number; current: number }, added: number): string | undefined {
  const total = headcount.current + added;
  if (added === 0 || total <= headcount.planned) return undefined;
  return COMPANY_MSG.importOverHeadcount(headcount.planned, total, Math.min(total - headcount.planned, added));
}

/** What a checked file would do: refused (row errors), nothing to write, over the head count, or ready to commit. */
export function rosterImportState(result: RosterImportResult): 'errors' | 'unchanged' | 'overHeadcount' | 'ready' {
  if (result.counts.error > 0) return 'errors';
  if (result.counts.new + result.counts.updated === 0) return 'unchanged';
  if (headcountRefusal(result.headcount, result.counts.new)) return 'overHeadcount';
  return 'ready';
}

export const rosterImportParamsSchema = z.object({ importId: idParamSchema });

// ——— contract sets ———

export const contractGroupListQuerySchema = pageQuerySchema.extend({
  limit: pageSize,
  search: optionalQuery(rules.search),
  status: optionalQuery(z.enum(CONTRACT_GROUP_STATUSES, { error: 'Trạng thái không hợp lệ!' })),
  sorting: optionalQuery(z.enum(['createdAt desc', 'createdAt asc', 'name asc', 'name desc'])),
});
export type ContractGroupListQuery = z.output<typeof contractGroupListQuerySchema>;

export const contractGroupRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CONTRACT_GROUP_STATUSES),
  statusName: z.string(),
  contractCount: z.number(),
  completedContracts: z.number(),
  inProgressContracts: z.number(),
  numberEmployees: z.number(),
  progress: progressSchema,
  createdAt: z.string(),
});
export type ContractGroupRow = z.infer<typeof contractGroupRowSchema>;
export const contractGroupListSchema = listOf(contractGroupRowSchema);
export type ContractGroupList = z.infer<typeof contractGroupListSchema>;
export const contractGroupDetailSchema = contractGroupRowSchema;
export type ContractGroupDetail = z.infer<typeof contractGroupDetailSchema>;

export const contractGroupOptionFieldsSchema = z.object({
  status: z.array(z.object({ value: z.string(), label: z.string() })),
  sorting: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const contractGroupCreateBodySchema = z.object({
  name: text(COMPANY_MSG.setNameRequired)
    .trim()
    .min(1, { error: COMPANY_MSG.setNameRequired, abort: true })
    .max(COMPANY_LIMITS.contractSetNameMax, COMPANY_MSG.setName),
  contractIds: z
    .array(z.uuid({ error: COMPANY_MSG.contractNotFound }), { error: COMPANY_MSG.setContracts })
    .min(1, COMPANY_MSG.setContracts)
    .max(500),
});
export type ContractGroupCreateBody = z.output<typeof contractGroupCreateBodySchema>;

// ——— appointment schedules ———

export const appointmentCreateBodySchema = z.object({
  contractId: z.uuid({ error: COMPANY_MSG.contractNotFound }),
  date: dateSchema({ required: COMPANY_MSG.appointmentDate }),
  site: text(COMPANY_MSG.appointmentSite)
    .trim()
    .min(1, { error: COMPANY_MSG.appointmentSite, abort: true })
    .max(COMPANY_LIMITS.siteMax, COMPANY_MSG.appointmentSiteMax),
  headcount: rules.examHeadcount,
  note: optionalText(COMPANY_LIMITS.noteMax),
});
export type AppointmentCreateBody = z.output<typeof appointmentCreateBodySchema>;

export const lastAppointmentQuerySchema = pageQuerySchema.extend({
  limit: pageSize,
  contractId: optionalQuery(z.uuid({ error: COMPANY_MSG.contractNotFound })),
});
export const lastAppointmentListSchema = listOf(appointmentSchema);

// ——— the public contract lookups (`/api/partner/contract/status-list`, `type-list`) ———

/** Whose contracts' lookups: providers', companies', or (absent) both, each entry naming its `type`. */
export const contractLookupQuerySchema = z.object({
  type: optionalQuery(z.enum(['provider', 'company'], { error: 'Loại đối tác không hợp lệ!' })),
});
export type ContractLookupQuery = z.output<typeof contractLookupQuerySchema>;
const lookupOwnerType = z.enum(['provider', 'company']);
export const contractStatusLookupSchema = z.object({ key: z.string(), name: z.string(), type: lookupOwnerType });
export const contractTypeLookupSchema = z.object({ id: z.number(), key: z.number(), name: z.string(), type: lookupOwnerType });
export type ContractStatusLookup = z.infer<typeof contractStatusLookupSchema>;
export type ContractTypeLookup = z.infer<typeof contractTypeLookupSchema>;

// ——— exam packages (spec 2 §7 "Content and lists") ———

export const examPackageListQuerySchema = pageQuerySchema.extend({
  limit: pageSize,
  search: optionalQuery(rules.search),
  categoryId: optionalQuery(z.uuid({ error: 'Danh mục không hợp lệ!' })),
  minPrice: optionalQuery(money),
  maxPrice: optionalQuery(money),
  type: optionalQuery(z.coerce.number({ error: 'Loại gói khám không hợp lệ!' }).int().min(1).max(2)),
});
export type ExamPackageListQuery = z.output<typeof examPackageListQuerySchema>;

export const examPackageCategorySchema = z.object({ id: z.string(), name: z.string() });
export const examPackageFilterOptionsSchema = z.object({
  categories: z.array(examPackageCategorySchema),
  types: z.array(z.object({ value: z.number(), label: z.string() })),
  priceRanges: z.array(z.object({ name: z.string(), from: z.number().nullable(), to: z.number().nullable() })),
});
export const examServiceListQuerySchema = pageQuerySchema.extend({
  limit: pageSize,
  search: optionalQuery(rules.search),
  groupName: optionalQuery(text().trim().max(100)),
  packageId: optionalQuery(z.uuid({ error: 'Gói khám không hợp lệ!' })),
});
export const examServiceListSchema = listOf(examServiceSchema);
export const examServiceFilterOptionsSchema = z.object({ groups: z.array(z.object({ value: z.string(), label: z.string() })) });
