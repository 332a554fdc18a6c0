import { z } from '../zod.ts';
import { groupDigits } from '../format/index.ts';
import { optionalText, requiredText, rules, text } from '../rules/index.ts';
import {
  SCHEDULE_STATUSES,
  appointmentSchema,
  COMPANY_CONTRACT_STATUSES,
  COMPANY_LIMITS,
  COMPANY_MSG,
  companyContractDetailSchema,
  companyContractRowSchema,
  companyEmailRule,
  contractEmployeeSchema,
  contractEmployeesQuerySchema,
  contractGroupRowSchema,
  EXAM_STATES,
  examPackageDetailSchema,
  examPackageRowSchema,
  examServiceSchema,
  subUnitRowSchema,
  totalEmployeesRule,
} from './companies.ts';
import { dateSchema } from './dates.ts';
import { listOf, pageQuerySchema, queryBoolean } from './envelope.ts';
import { idParamSchema } from './files.ts';

/*
 * The company desk of the operator console (`/api/admin/companies`; permissions companies.view,
 * companies.manage, packages.manage): companies and their sub-units, health-exam contracts with
 * their file, rosters (import on the company's behalf, edit a row, move exam states and health
 * classes in bulk), contract sets, appointment requests, and the exam-package catalogue. Every
 * change is audited in words; the company is e-mailed through the queue where it concerns it.
 */

export const COMPANY_DESK_MSG = {
  companyUnknown: 'Doanh nghiệp không tồn tại!',
  chooseCompany: 'Vui lòng chọn doanh nghiệp hoặc đơn vị!',
  code: 'Số hợp đồng tối đa 50 ký tự, chỉ gồm chữ, số, dấu chấm, gạch ngang, gạch chéo và gạch dưới!',
  codeTaken: 'Số hợp đồng đã tồn tại!',
  name: 'Tên hợp đồng tối đa 200 ký tự!',
  contractType: 'Loại hợp đồng không tồn tại!',
  period: 'Ngày kết thúc không được trước ngày bắt đầu!',
  plannedEmployees: 'Số lượng người khám phải là số tự nhiên lớn hơn 0!',
  plannedBelowRoster: (current: number) =>
    `Số lượng người khám không được nhỏ hơn số người đã có trong danh sách của hợp đồng (${groupDigits(current)} người)!`,
  value: 'Giá trị hợp đồng phải là số nguyên không âm!',
  contractFileType: 'Chỉ chấp nhận file PDF',
  contractCreated: 'Đã tạo hợp đồng',
  contractUpdated: 'Đã cập nhật hợp đồng',
  employeeUpdated: 'Đã cập nhật nhân viên',
  examStatesMoved: (n: number) => `Đã cập nhật ${n} nhân viên`,
  chooseEmployees: 'Vui lòng chọn ít nhất một nhân viên!',
  chooseChange: 'Vui lòng chọn trạng thái khám hoặc phân loại sức khỏe!',
  employeeNotOnContract: 'Có nhân viên không thuộc hợp đồng này!',
  cccdTaken: 'Số CCCD đã có trong danh sách của hợp đồng!',
  subUnitCreated: 'Đã thêm đơn vị trực thuộc',
  subUnitName: 'Tên đơn vị tối đa 200 ký tự!',
  taxCodeTaken: 'Mã số thuế đã được đăng ký!',
  groupSaved: 'Đã lưu bộ hợp đồng',
  groupDeleted: 'Đã xóa bộ hợp đồng',
  groupForeignContract: 'Hợp đồng không thuộc doanh nghiệp này!',
  appointmentConfirmed: 'Đã xác nhận lịch khám',
  appointmentRescheduled: 'Đã đề xuất ngày khám khác',
  appointmentDecided: 'Đề xuất này đã được phản hồi!',
  counterDate: 'Vui lòng chọn ngày khám đề xuất!',
  counterDatePast: 'Ngày khám không được ở quá khứ!',
  packageName: 'Tên gói khám tối đa 200 ký tự!',
  packageSaved: 'Đã lưu gói khám',
  packageDeleted: 'Đã xóa gói khám',
  categoryName: 'Tên danh mục tối đa 100 ký tự!',
  categoryTaken: 'Danh mục đã tồn tại!',
  categoryInUse: 'Danh mục đang có gói khám, không thể xóa!',
  packageUnknown: 'Gói khám không tồn tại!',
  packageInUse: 'Gói khám đang được dùng trong hợp đồng, không thể xóa!',
  categorySaved: 'Đã lưu danh mục',
  categoryDeleted: 'Đã xóa danh mục',
  serviceCode: 'Mã dịch vụ tối đa 50 ký tự, chỉ gồm chữ, số, dấu chấm, gạch ngang và gạch dưới!',
  serviceCodeTaken: 'Mã dịch vụ đã tồn tại!',
  serviceName: 'Tên dịch vụ tối đa 200 ký tự!',
  serviceSaved: 'Đã lưu dịch vụ',
  servicesRequired: 'Vui lòng chọn ít nhất một dịch vụ!',
  serviceUnknown: 'Dịch vụ không tồn tại!',
  categoryUnknown: 'Danh mục không tồn tại!',
  price: 'Giá phải là số nguyên không âm (đồng)!',
} as const;

/** What the desk e-mails the company beyond COMPANY_OUTGOING (through the queue). */
export const COMPANY_DESK_OUTGOING = {
  renameApprovedText: (parent: string, oldName: string, newName: string) =>
    `Xin chào ${parent},\n\nYêu cầu đổi tên đơn vị "${oldName}" thành "${newName}" đã được duyệt.`,
  renameRejectedText: (parent: string, oldName: string, newName: string, reason: string) =>
    `Xin chào ${parent},\n\nYêu cầu đổi tên đơn vị "${oldName}" thành "${newName}" không được duyệt. Lý do: ${reason}`,
} as const;

const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const money = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .pipe(
      z.union(
        [
          z.number(),
          z
            .string()
            .regex(/^\d{1,16}$/, message)
            .transform(Number),
        ],
        { error: message },
      ),
    )
    .pipe(z.number({ error: message }).int(message).min(0, message).max(1_000_000_000_000_000, message));

// ——— companies ———

export const deskCompanyListQuerySchema = pageQuerySchema.extend({ search: optionalQuery(rules.search) });
export const deskCompanyRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  taxCode: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.string(),
  subUnitCount: z.number(),
  contractCount: z.number(),
});
export type DeskCompanyRow = z.infer<typeof deskCompanyRowSchema>;
export const deskCompanyListSchema = listOf(deskCompanyRowSchema);
export const deskCompanyDetailSchema = deskCompanyRowSchema.extend({
  representative: z.string(),
  address: z.string(),
  subUnits: z.array(subUnitRowSchema),
});
export type DeskCompanyDetail = z.infer<typeof deskCompanyDetailSchema>;

export const deskSubUnitCreateBodySchema = z.object({
  name: requiredText(200, COMPANY_DESK_MSG.subUnitName),
  taxCode: rules.taxCode,
  representative: optionalText(COMPANY_LIMITS.representativeMax, COMPANY_MSG.representative),
  phoneNumber: rules.phone,
  email: companyEmailRule,
  addressCompany: optionalText(COMPANY_LIMITS.addressMax, COMPANY_MSG.address),
  totalEmployees: totalEmployeesRule,
});
export type DeskSubUnitCreateBody = z.output<typeof deskSubUnitCreateBodySchema>;

// ——— contracts ———

export const deskContractListQuerySchema = pageQuerySchema.extend({
  search: optionalQuery(rules.search),
  status: optionalQuery(z.enum(COMPANY_CONTRACT_STATUSES, { error: 'Trạng thái hợp đồng không hợp lệ!' })),
  companyId: optionalQuery(z.uuid({ error: COMPANY_DESK_MSG.companyUnknown })),
});
export type DeskContractListQuery = z.output<typeof deskContractListQuerySchema>;
export const deskContractListSchema = listOf(companyContractRowSchema);

/** Multipart fields of a contract's create and update; the PDF comes as `contractFile` (optional on update). */
export const DESK_CONTRACT_FILE_FIELD = 'contractFile';
export const deskContractFieldsSchema = z
  .object({
    companyId: z.uuid({ error: COMPANY_DESK_MSG.chooseCompany }),
    code: text()
      .trim()
      .min(1, { error: COMPANY_DESK_MSG.code, abort: true })
      .max(50, COMPANY_DESK_MSG.code)
      .regex(/^[\p{L}\p{N}._/-]+$/u, COMPANY_DESK_MSG.code),
    name: requiredText(200, COMPANY_DESK_MSG.name),
    contractType: z.coerce.number({ error: COMPANY_DESK_MSG.contractType }).int().min(1, COMPANY_DESK_MSG.contractType).max(32767),
    status: z.enum(COMPANY_CONTRACT_STATUSES, { error: 'Trạng thái hợp đồng không hợp lệ!' }),
    dateStart: dateSchema(),
    dateEnd: dateSchema(),
    plannedEmployees: rules.examHeadcount,
    totalValue: money(COMPANY_DESK_MSG.value),
    note: optionalText(2000),
    /** The contract's exam package ('Gói khám'); empty: none yet. */
    examPackageId: z
      .union([z.literal(''), z.uuid({ error: COMPANY_DESK_MSG.packageUnknown })])
      .optional()
      .transform((v) => v || null),
  })
  .refine((v) => v.dateEnd >= v.dateStart, { message: COMPANY_DESK_MSG.period, path: ['dateEnd'] });
export type DeskContractFields = z.output<typeof deskContractFieldsSchema>;

export const deskContractDetailSchema = companyContractDetailSchema.extend({
  createdByName: z.string().nullable(),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type DeskContractDetail = z.infer<typeof deskContractDetailSchema>;

export const deskContractParamsSchema = z.object({ id: idParamSchema });
export const deskEmployeeParamsSchema = z.object({ id: idParamSchema, employeeId: idParamSchema });
export const deskEmployeesQuerySchema = contractEmployeesQuerySchema;
export const deskEmployeeListSchema = listOf(contractEmployeeSchema);

/** Edit one roster row (the operator's; the company edits by re-importing). */
export const deskEmployeeUpdateBodySchema = z.object({
  cccd: text()
    .trim()
    .regex(/^\d{12}$/, COMPANY_MSG.rowCccd),
  bhyt: optionalText(COMPANY_LIMITS.bhytMax, COMPANY_MSG.rowBhyt),
  name: requiredText(COMPANY_LIMITS.employeeNameMax, COMPANY_MSG.rowName),
  birthDate: dateSchema(),
  gender: z.union([z.literal(0), z.literal(1)], { error: COMPANY_MSG.rowGender }),
  phone: z.union([z.literal(''), rules.phone]).optional(),
  email: z.union([z.literal(''), rules.email]).optional(),
  address: optionalText(COMPANY_LIMITS.employeeAddressMax, COMPANY_MSG.rowAddress),
});
export type DeskEmployeeUpdateBody = z.output<typeof deskEmployeeUpdateBodySchema>;

/** Move exam states and/or health classes of several people at once (null health class = not classified). */
export const deskExamStateBodySchema = z
  .object({
    employeeIds: z.array(z.uuid(), { error: COMPANY_DESK_MSG.chooseEmployees }).min(1, COMPANY_DESK_MSG.chooseEmployees).max(5000),
    examState: z.enum(EXAM_STATES, { error: 'Trạng thái khám không hợp lệ!' }).optional(),
    healthStatus: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.null()]).optional(),
    /** The day of the exam for partial/full (default today, Vietnam time). */
    examinedAt: dateSchema().optional(),
  })
  .refine((v) => v.examState !== undefined || v.healthStatus !== undefined, {
    message: COMPANY_DESK_MSG.chooseChange,
    path: ['examState'],
  });
export type DeskExamStateBody = z.output<typeof deskExamStateBodySchema>;
/** The bulk move's answer: how many people moved, and the contract with its new progress. */
export const deskExamStateResultSchema = z.object({ updated: z.number(), contract: deskContractDetailSchema });
export type DeskExamStateResult = z.infer<typeof deskExamStateResultSchema>;

// ——— contract sets ———

export const deskGroupListQuerySchema = pageQuerySchema.extend({
  search: optionalQuery(rules.search),
  companyId: optionalQuery(z.uuid({ error: COMPANY_DESK_MSG.companyUnknown })),
});
export const deskGroupRowSchema = contractGroupRowSchema.extend({
  company: z.object({ id: z.string(), name: z.string(), code: z.string() }),
});
export const deskGroupListSchema = listOf(deskGroupRowSchema);
export const deskGroupDetailSchema = deskGroupRowSchema.extend({ contracts: z.array(companyContractRowSchema) });
export type DeskGroupDetail = z.infer<typeof deskGroupDetailSchema>;
export const deskGroupBodySchema = z.object({
  companyId: z.uuid({ error: COMPANY_DESK_MSG.chooseCompany }),
  name: text(COMPANY_MSG.setNameRequired)
    .trim()
    .min(1, { error: COMPANY_MSG.setNameRequired, abort: true })
    .max(COMPANY_LIMITS.contractSetNameMax, COMPANY_MSG.setName),
  contractIds: z.array(z.uuid(), { error: COMPANY_MSG.setContracts }).min(1, COMPANY_MSG.setContracts).max(500),
});
export type DeskGroupBody = z.output<typeof deskGroupBodySchema>;

// ——— appointments ———

export const deskAppointmentListQuerySchema = pageQuerySchema.extend({
  status: optionalQuery(z.enum(SCHEDULE_STATUSES, { error: 'Trạng thái không hợp lệ!' })),
  companyId: optionalQuery(z.uuid({ error: COMPANY_DESK_MSG.companyUnknown })),
});
export const deskAppointmentRowSchema = appointmentSchema.extend({
  company: z.object({ id: z.string(), name: z.string(), code: z.string() }),
  contractName: z.string(),
});
export const deskAppointmentListSchema = listOf(deskAppointmentRowSchema);
export const deskAppointmentConfirmBodySchema = z.object({ reply: optionalText(COMPANY_LIMITS.noteMax) });
export const deskAppointmentRescheduleBodySchema = z.object({
  counterDate: dateSchema({ required: COMPANY_DESK_MSG.counterDate }),
  reply: optionalText(COMPANY_LIMITS.noteMax),
});

// ——— exam packages ———

export const deskPackageListQuerySchema = pageQuerySchema.extend({
  search: optionalQuery(rules.search),
  categoryId: optionalQuery(z.uuid({ error: COMPANY_DESK_MSG.categoryUnknown })),
  published: optionalQuery(queryBoolean),
});
export const deskPackageRowSchema = examPackageRowSchema.extend({ published: z.boolean() });
export const deskPackageListSchema = listOf(deskPackageRowSchema);
export const deskPackageDetailSchema = examPackageDetailSchema.extend({ published: z.boolean() });
export const deskPackageBodySchema = z.object({
  name: requiredText(200, COMPANY_DESK_MSG.packageName),
  categoryId: z.uuid({ error: COMPANY_DESK_MSG.categoryUnknown }),
  type: z.union([z.literal(1), z.literal(2)], { error: 'Loại gói khám không hợp lệ!' }),
  price: money(COMPANY_DESK_MSG.price),
  description: optionalText(2000),
  published: z.boolean().default(true),
  serviceIds: z
    .array(z.uuid({ error: COMPANY_DESK_MSG.serviceUnknown }), { error: COMPANY_DESK_MSG.servicesRequired })
    .min(1, COMPANY_DESK_MSG.servicesRequired)
    .max(200),
});
export type DeskPackageBody = z.output<typeof deskPackageBodySchema>;

export const deskCategoryBodySchema = z.object({
  name: requiredText(100, COMPANY_DESK_MSG.categoryName),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const deskCategoryRowSchema = z.object({ id: z.string(), name: z.string(), sort: z.number(), packageCount: z.number() });
export type DeskCategoryRow = z.infer<typeof deskCategoryRowSchema>;
export const deskCategoryListSchema = z.array(deskCategoryRowSchema);

export const deskServiceListQuerySchema = pageQuerySchema.extend({
  search: optionalQuery(rules.search),
  active: optionalQuery(queryBoolean),
});
export const deskServiceRowSchema = examServiceSchema.extend({ active: z.boolean(), packageCount: z.number() });
export const deskServiceListSchema = listOf(deskServiceRowSchema);
export const deskServiceBodySchema = z.object({
  code: text()
    .trim()
    .min(1, { error: COMPANY_DESK_MSG.serviceCode, abort: true })
    .max(50, COMPANY_DESK_MSG.serviceCode)
    .regex(/^[A-Za-z0-9._-]+$/, COMPANY_DESK_MSG.serviceCode),
  name: requiredText(200, COMPANY_DESK_MSG.serviceName),
  groupName: optionalText(100),
  price: money(COMPANY_DESK_MSG.price),
  active: z.boolean().default(true),
});
export type DeskServiceBody = z.output<typeof deskServiceBodySchema>;
