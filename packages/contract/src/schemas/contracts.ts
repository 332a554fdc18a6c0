import { z } from '../zod.ts';
import { LIMITS, PROVIDER_PROGRESS_TYPE } from '../constants.ts';
import { MSG } from '../messages.ts';
import { dateSchema } from './dates.ts';
import { partnerTypeSchema } from './partner-type.ts';
import { optionalText, requiredText, rules, text } from '../rules/index.ts';
import { listOf, pageLimitSchema, pageQuerySchema } from './envelope.ts';
import { idParamSchema, storedFileSchema } from './files.ts';

/*
 * Partner contracts (spec 1 §2.7, §3, §7; spec 2 §7; SPEC-NOTES 11, 20). A contract belongs to
 * one partner (providers now; companies later), carries files and supply/payment progress.
 */

/** Contract statuses (spec 1 §3: keys Active, Ended and others), in display order. */
export const CONTRACT_STATUSES = ['Draft', 'Active', 'Suspended', 'Ended'] as const;
export const contractStatusSchema = z.enum(CONTRACT_STATUSES, { error: 'Trạng thái hợp đồng không hợp lệ!' });
export type ContractStatus = z.infer<typeof contractStatusSchema>;
export const CONTRACT_STATUS_LABELS: Readonly<Record<ContractStatus, string>> = {
  Draft: 'Nháp',
  Active: 'Đang hiệu lực',
  Suspended: 'Tạm dừng',
  Ended: 'Đã kết thúc',
};
/** Spec 2 §7 sends `status 1`: the numeric codes of the keys above, accepted beside the keys. */
export const CONTRACT_STATUS_CODES: Readonly<Record<ContractStatus, number>> = { Draft: 0, Active: 1, Suspended: 2, Ended: 3 };
/** Spec 1 §4: green for Active, red for Ended, grey for anything else. */
export function contractStatusColor(status: string): 'green' | 'red' | 'default' {
  if (status === 'Active') return 'green';
  if (status === 'Ended') return 'red';
  return 'default';
}

/** Provider contract progress types (SPEC-NOTES 11): 1 supply, 2 payment. */
export const CONTRACT_PROGRESS_TYPES = [PROVIDER_PROGRESS_TYPE.supply, PROVIDER_PROGRESS_TYPE.payment] as const;
export const CONTRACT_PROGRESS_LABELS: Readonly<Record<1 | 2, string>> = { 1: 'Tiến độ cung cấp', 2: 'Tiến độ thanh toán' };

/** The partner types whose contracts the portal shows now (company contracts arrive with their area). */
export const CONTRACT_PARTNER_TYPES = ['provider'] as const;

export const CONTRACT_LIMITS = {
  nameMax: 200,
  codeMax: 50,
  positionMax: 100,
  progressNameMax: 200,
  progressContentMax: 2000,
  noteMax: 2000,
  /** 10^15 đ: far above any contract, far below what a JavaScript number holds exactly. */
  valueMax: 1_000_000_000_000_000,
} as const;

export const CONTRACT_MSG = {
  choosePartner: 'Vui lòng chọn nhà cung cấp!',
  date: MSG.date,
  name: `Tên hợp đồng tối đa ${CONTRACT_LIMITS.nameMax} ký tự!`,
  code: `Số hợp đồng tối đa ${CONTRACT_LIMITS.codeMax} ký tự, chỉ gồm chữ, số, dấu chấm, gạch ngang, gạch chéo và gạch dưới!`,
  codeTaken: 'Số hợp đồng đã tồn tại!',
  value: 'Giá trị hợp đồng phải là số nguyên không âm!',
  valueRange: 'Giá trị tối thiểu không được lớn hơn giá trị tối đa!',
  period: 'Ngày kết thúc không được trước ngày bắt đầu!',
  position: `Chức vụ tối đa ${CONTRACT_LIMITS.positionMax} ký tự!`,
  progressType: 'Loại tiến độ không hợp lệ!',
  progressName: `Tên tiến độ tối đa ${CONTRACT_LIMITS.progressNameMax} ký tự!`,
  category: 'Danh mục hợp đồng không tồn tại!',
  contractType: 'Loại hợp đồng không tồn tại!',
  partner: 'Đối tác không tồn tại hoặc không phải nhà cung cấp đang hoạt động!',
  noFiles: 'Hợp đồng chưa có tài liệu!',
  filesRequired: 'Vui lòng chọn ít nhất một file!',
  created: 'Đã tạo hợp đồng',
  updated: 'Đã cập nhật hợp đồng',
  statusChanged: 'Đã cập nhật trạng thái hợp đồng',
  filesAdded: 'Đã tải lên tài liệu',
  fileRemoved: 'Đã xóa tài liệu',
  progressAdded: 'Đã thêm tiến độ',
  progressRemoved: 'Đã xóa tiến độ',
} as const;

/** What the provider receives when an operator creates a contract for it (the contract's link follows as a button). */
export const CONTRACT_OUTGOING = {
  createdSubject: (code: string) => `Hợp đồng mới ${code} trên Cổng đối tác`,
  createdText: (partnerName: string, code: string, name: string) =>
    `Xin chào ${partnerName},\n\nHợp đồng ${code} — ${name} đã được tạo cho bạn trên Cổng đối tác. Bạn có thể xem chi tiết và tải tài liệu.`,
} as const;

/** A calendar day as YYYY/MM/DD (the contract filter, spec 1 §9) or YYYY-MM-DD; answered as YYYY-MM-DD. */
export const dayInputSchema = dateSchema({ formats: ['YYYY-MM-DD', 'YYYY/MM/DD'], invalid: CONTRACT_MSG.date });

const money = z
  .union([z.number(), z.string()], { error: CONTRACT_MSG.value })
  .transform((v) => (typeof v === 'string' ? v.trim() : v))
  .pipe(
    z.union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,16}$/, CONTRACT_MSG.value)
          .transform(Number),
      ],
      { error: CONTRACT_MSG.value },
    ),
  )
  .pipe(
    z
      .number({ error: CONTRACT_MSG.value })
      .int(CONTRACT_MSG.value)
      .min(0, CONTRACT_MSG.value)
      .max(CONTRACT_LIMITS.valueMax, CONTRACT_MSG.value),
  );

/** A query value that may be absent or empty (a cleared filter sends `key=`). */
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const statusFilter = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const key = CONTRACT_STATUSES.find((s) => s === v || String(CONTRACT_STATUS_CODES[s]) === String(v));
  if (!key) {
    ctx.addIssue({ code: 'custom', message: 'Trạng thái hợp đồng không hợp lệ!' });
    return z.NEVER;
  }
  return key;
});

export const CONTRACT_SORT_FIELDS = ['dateSigned', 'dateTo', 'totalValue', 'name', 'code', 'createdAt'] as const;
export type ContractSortField = (typeof CONTRACT_SORT_FIELDS)[number];
const sortField = z.enum(CONTRACT_SORT_FIELDS, { error: 'Cột sắp xếp không hợp lệ!' });
const sortDirection = z
  .enum(['asc', 'desc', 'ASC', 'DESC'], { error: 'Chiều sắp xếp không hợp lệ!' })
  .transform((v) => v.toLowerCase() as 'asc' | 'desc');
/** `sorting` of spec 2 §7 as `field`, `field:asc|desc` or `-field` (descending). */
const sorting = text()
  .trim()
  .transform((v, ctx) => {
    const m = /^(-)?([A-Za-z]+)(?:[:_ ](asc|desc))?$/i.exec(v);
    const field = CONTRACT_SORT_FIELDS.find((f) => f === m?.[2]);
    if (!m || !field) {
      ctx.addIssue({ code: 'custom', message: 'Cột sắp xếp không hợp lệ!' });
      return z.NEVER;
    }
    return { field, direction: (m[1] ? 'desc' : (m[3]?.toLowerCase() ?? 'asc')) as 'asc' | 'desc' };
  });

/**
 * GET /v1/{type}/contract/list: the union of spec 1 §7 and spec 2 §7 (SPEC-NOTES 20).
 * `category` and `categoryId`, `dateSigned` and `dateStart` are the same filter (the signed day);
 * `childrenCompanyId` is accepted and never trusted (SPEC-NOTES 9).
 */
export const contractListQuerySchema = pageQuerySchema
  .extend({
    limit: pageLimitSchema(LIMITS.providerContractPageSize),
    search: optionalQuery(rules.search),
    status: optionalQuery(statusFilter),
    contractType: optionalQuery(z.coerce.number({ error: 'Loại hợp đồng không hợp lệ!' }).int().min(0).max(32767)),
    categoryId: optionalQuery(z.uuid({ error: 'Danh mục hợp đồng không hợp lệ!' })),
    category: optionalQuery(z.uuid({ error: 'Danh mục hợp đồng không hợp lệ!' })),
    minTotalValue: optionalQuery(money),
    maxTotalValue: optionalQuery(money),
    dateSigned: optionalQuery(dayInputSchema),
    dateStart: optionalQuery(dayInputSchema),
    sorting: optionalQuery(sorting),
    order_by: optionalQuery(sortField),
    order: optionalQuery(sortDirection),
    childrenCompanyId: z.unknown().optional(),
  })
  .refine((q) => q.minTotalValue === undefined || q.maxTotalValue === undefined || q.minTotalValue <= q.maxTotalValue, {
    message: CONTRACT_MSG.valueRange,
    path: ['maxTotalValue'],
  });
export type ContractListQuery = z.output<typeof contractListQuerySchema>;

export const contractProgressSchema = z.object({
  id: z.string(),
  progressType: z.union([z.literal(1), z.literal(2)]),
  date: z.string(),
  name: z.string(),
  content: z.string(),
});
export type ContractProgress = z.infer<typeof contractProgressSchema>;

export const contractRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  status: z.string(),
  statusName: z.string(),
  dateSigned: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  totalValue: z.number(),
  contractType: z.number().nullable(),
  contractTypeName: z.string().nullable(),
  contractCategory: z.object({ id: z.string(), name: z.string() }).nullable(),
  provider: z.object({ id: z.string(), name: z.string(), code: z.string(), type: partnerTypeSchema }),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  contactPosition: z.string(),
  note: z.string(),
  fileCount: z.number(),
  latestSupply: contractProgressSchema.nullable(),
  latestPayment: contractProgressSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContractRow = z.infer<typeof contractRowSchema>;
export const contractListSchema = listOf(contractRowSchema);
export type ContractList = z.infer<typeof contractListSchema>;

/** Detail: the row, its files and its progress, newest first (spec 1 §2.7). */
export const contractDetailSchema = contractRowSchema.extend({
  files: z.array(storedFileSchema),
  progress: z.array(contractProgressSchema),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

const lookupEntry = z.object({ key: z.union([z.string(), z.number()]), name: z.string() });
export const contractCategorySchema = z.object({ id: z.string(), name: z.string() });
export type ContractCategory = z.infer<typeof contractCategorySchema>;
export const contractTypeSchema = z.object({ id: z.number(), key: z.number(), name: z.string() });
export type ContractTypeItem = z.infer<typeof contractTypeSchema>;

/** GET .../contract/option-fields: the filter lists in one call. */
export const contractOptionFieldsSchema = z.object({
  categories: z.array(contractCategorySchema),
  statuses: z.array(lookupEntry),
  contractTypes: z.array(contractTypeSchema),
});
export type ContractOptionFields = z.infer<typeof contractOptionFieldsSchema>;

export const contractParamsSchema = z.object({ type: partnerTypeSchema, id: idParamSchema });
export const contractFileParamsSchema = contractParamsSchema.extend({ fileId: idParamSchema });

// ——— the operator's desk ———

/** GET /api/admin/contracts */
export const adminContractListQuerySchema = pageQuerySchema.extend({
  search: optionalQuery(rules.search),
  status: optionalQuery(statusFilter),
  partnerId: optionalQuery(z.uuid({ error: MSG.notFound })),
  categoryId: optionalQuery(z.uuid({ error: 'Danh mục hợp đồng không hợp lệ!' })),
  contractType: optionalQuery(z.coerce.number({ error: 'Loại hợp đồng không hợp lệ!' }).int().min(0).max(32767)),
});
export type AdminContractListQuery = z.output<typeof adminContractListQuerySchema>;

const optionalId = z.preprocess((v) => (v === '' ? null : v), z.uuid({ error: CONTRACT_MSG.category }).nullable().optional());
const optionalTypeId = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce.number({ error: CONTRACT_MSG.contractType }).int(CONTRACT_MSG.contractType).min(0).max(32767).nullable().optional(),
);

const contractFields = z.object({
  name: requiredText(CONTRACT_LIMITS.nameMax, CONTRACT_MSG.name),
  code: requiredText(CONTRACT_LIMITS.codeMax, CONTRACT_MSG.code).regex(/^[\p{L}\p{N}._/-]+$/u, CONTRACT_MSG.code),
  status: contractStatusSchema,
  contractType: optionalTypeId,
  categoryId: optionalId,
  dateSigned: dayInputSchema,
  dateFrom: dayInputSchema,
  dateTo: dayInputSchema,
  totalValue: money,
  contactName: rules.contactName,
  contactPhone: rules.phone,
  contactEmail: rules.email,
  contactPosition: optionalText(CONTRACT_LIMITS.positionMax, CONTRACT_MSG.position),
  note: optionalText(CONTRACT_LIMITS.noteMax),
});
const periodRule = <T extends { dateFrom: string; dateTo: string }>(v: T) => v.dateTo >= v.dateFrom;

/** PUT /api/admin/contracts/{id}: every field of the contract (its owner does not change). */
export const contractUpdateBodySchema = contractFields.refine(periodRule, { message: CONTRACT_MSG.period, path: ['dateTo'] });
export type ContractUpdateBody = z.output<typeof contractUpdateBodySchema>;
/** The form's fields (the console's form takes its rules from here). */
export const contractFieldSchemas = contractFields.shape;

/** POST /api/admin/contracts: a contract for a chosen partner. */
export const contractCreateBodySchema = contractFields
  .extend({ partnerId: z.uuid({ error: CONTRACT_MSG.partner }) })
  .refine(periodRule, { message: CONTRACT_MSG.period, path: ['dateTo'] });
export type ContractCreateBody = z.output<typeof contractCreateBodySchema>;

export const contractStatusBodySchema = z.object({ status: contractStatusSchema });

/** POST /api/admin/contracts/{id}/progress */
export const contractProgressBodySchema = z.object({
  progressType: z.coerce
    .number({ error: CONTRACT_MSG.progressType })
    .refine((v) => v === 1 || v === 2, CONTRACT_MSG.progressType)
    .transform((v) => v as 1 | 2),
  date: dayInputSchema,
  name: requiredText(CONTRACT_LIMITS.progressNameMax, CONTRACT_MSG.progressName),
  content: optionalText(CONTRACT_LIMITS.progressContentMax).default(''),
});
export type ContractProgressBody = z.output<typeof contractProgressBodySchema>;

/** The multipart field that carries contract documents. */
export const CONTRACT_FILE_FIELD = 'Files';

export const adminContractParamsSchema = z.object({ id: idParamSchema });
export const adminContractFileParamsSchema = adminContractParamsSchema.extend({ fileId: idParamSchema });
export const adminContractProgressParamsSchema = adminContractParamsSchema.extend({ progressId: idParamSchema });
