import { z } from '../zod.ts';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { optionalText, rules, text } from '../rules/index.ts';
import { profileUpdateBodySchema } from './profile.ts';

/*
 * The supplier profile 'Hồ sơ nhà cung cấp' (spec 3 §2, §3, §5, §7, §8; docs/decisions/account.md
 * "Supplier profile"): its reference lists, what the screen reads and the multipart edit.
 */

export const SUPPLIER_MSG = {
  /** Spec 3 §5, verbatim. */
  taxCodeLocked: 'Mã số thuế không thể thay đổi sau khi được tạo',
  /** Spec 3 §5, verbatim: a licence that is not a PDF (judged by its bytes). */
  licencePdfOnly: 'Chỉ chấp nhận file PDF',
  licenceRequired: 'Vui lòng tải lên giấy phép kinh doanh!',
  licenceSingle: 'Chỉ được đính kèm một file giấy phép kinh doanh!',
  licenceUnknown: 'Giấy phép kinh doanh không tồn tại!',
  categoryRequired: 'Vui lòng chọn danh mục nhà cung cấp!',
  sizeRequired: 'Vui lòng chọn quy mô công ty!',
  charterCapital: 'Vốn điều lệ chỉ được nhập chữ số (tối đa 15 chữ số)!',
  nameLocked: 'Tên nhà cung cấp chỉ được đổi qua yêu cầu đổi tên!',
  /** Spec 3 §8: the screen's own 4-second notice (SPEC-NOTES 3: instead of 'Thành công'). */
  updatedTitle: 'Cập nhật thành công',
  updated: 'Thông tin hồ sơ doanh nghiệp đã được cập nhật thành công!',
  neverLoggedIn: 'Chưa đăng nhập',
  /** Whose profile is a supplier's: a company's /ho-so stays the contact form. */
  notSupplier: 'Hồ sơ nhà cung cấp chỉ dành cho cộng tác viên và nhà cung cấp!',
} as const;

/** Spec 3 §8: the success notice stays 4 seconds. */
export const SUPPLIER_NOTICE_SECONDS = 4;

/** Multipart file fields of the edit (the spec's name, and the bracket form of API conventions). */
export const SUPPLIER_LICENCE_FIELDS = ['businessLicenseFile', 'businessLicenseFile[]'] as const;
/** The ids of the licence files kept (the spec's `businessLicenseFields`). */
export const SUPPLIER_KEPT_FIELDS = ['businessLicenseFields', 'businessLicenseFields[]'] as const;

/** Partner types that keep a supplier profile (docs/decisions/account.md): a company keeps its own /ho-so. */
export const SUPPLIER_TYPES = ['collaborator', 'provider'] as const;
export const isSupplierType = (type: string): type is (typeof SUPPLIER_TYPES)[number] =>
  (SUPPLIER_TYPES as readonly string[]).includes(type);

/** `GET /api/partner/partner-category/list?type=`: the numbering of SPEC-NOTES 10 (device partnerCategoryType). */
export const PARTNER_CATEGORY_TYPES = { collaborator: 0, company: 1, supplier: 2 } as const;

/** Supplier categories (type 2), by id; collaborators and providers both pick from them. */
export const SUPPLIER_CATEGORIES = [
  { id: 1, name: 'Thiết bị y tế' },
  { id: 2, name: 'Vật tư y tế tiêu hao' },
  { id: 3, name: 'Hóa chất, sinh phẩm xét nghiệm' },
  { id: 4, name: 'Dược phẩm' },
  { id: 5, name: 'Phòng khám, cơ sở y tế' },
  { id: 6, name: 'Dịch vụ lấy mẫu, vận chuyển mẫu' },
  { id: 7, name: 'Tư vấn sức khỏe, giới thiệu khách hàng' },
  { id: 8, name: 'Khác' },
] as const;
export const supplierCategoryName = (id: number | null | undefined): string | null =>
  SUPPLIER_CATEGORIES.find((c) => c.id === id)?.name ?? null;

/** Company sizes: a map of key to id and name (spec 3 §3); 'small' when a stored size matches none (spec 3 §9). */
export const COMPANY_SIZES = {
  micro: { id: 1, name: 'Siêu nhỏ (dưới 10 nhân sự)' },
  small: { id: 2, name: 'Nhỏ (10 – 100 nhân sự)' },
  medium: { id: 3, name: 'Vừa (100 – 200 nhân sự)' },
  large: { id: 4, name: 'Lớn (trên 200 nhân sự)' },
} as const;
export type CompanySizeKey = keyof typeof COMPANY_SIZES;
export const DEFAULT_COMPANY_SIZE: CompanySizeKey = 'small';
const SIZE_IDS: readonly number[] = Object.values(COMPANY_SIZES).map((s) => s.id);

/** The size key of a stored id, 'small' when it matches none (spec 3 §9). */
export function companySizeKeyOf(id: number | null | undefined): CompanySizeKey {
  const match = (Object.keys(COMPANY_SIZES) as CompanySizeKey[]).find((key) => COMPANY_SIZES[key].id === id);
  return match ?? DEFAULT_COMPANY_SIZE;
}

/** The name of a size key as the answer gives it ('small' for a key no list has). */
export const companySizeName = (key: string): string =>
  (COMPANY_SIZES as Record<string, { name: string }>)[key]?.name ?? COMPANY_SIZES[DEFAULT_COMPANY_SIZE].name;

export const partnerCategoryQuerySchema = z.object({
  type: z.coerce.number({ error: MSG.badRequest }).int().min(0).max(2).default(PARTNER_CATEGORY_TYPES.supplier),
});
export const partnerCategoryListSchema = z.object({ items: z.array(z.object({ id: z.number(), name: z.string() })) });
export type PartnerCategoryList = z.infer<typeof partnerCategoryListSchema>;

export const companySizeListSchema = z.record(z.string(), z.object({ id: z.number(), name: z.string() }));
export type CompanySizeList = z.infer<typeof companySizeListSchema>;

export const providerTypeListSchema = z.array(z.object({ key: z.string(), name: z.string() }));

/** A licence file as the spec names it (spec 3 §3: id, name, fullPath, contentType). */
export const supplierFileSchema = z.object({ id: z.string(), name: z.string(), fullPath: z.string(), contentType: z.string() });

/** What the screen and the partner desk show of a supplier (spec 3 §3). */
export const supplierProfileSchema = z.object({
  name: z.string(),
  ownerName: z.string(),
  taxCode: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  representative: z.string().nullable(),
  address: z.string().nullable(),
  province: z.string().nullable(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  categoryId: z.number().nullable(),
  /** The size's id; `sizeKey` its key, 'small' when the stored id matches none. */
  size: z.number(),
  sizeKey: z.string(),
  charterCapital: z.number().nullable(),
  isCooperated: z.boolean(),
  /** 1 = active (spec 3 §9), 0 otherwise. */
  status: z.number(),
  lastLoginTime: z.string().nullable(),
  /** A provider's tenders submitted and contracts signed; null for a collaborator (docs/decisions/account.md). */
  applyTotal: z.number().nullable(),
  signedTotal: z.number().nullable(),
  businessLicenseFile: z.array(supplierFileSchema),
});
export type SupplierProfile = z.infer<typeof supplierProfileSchema>;

/** The charter capital as typed: digits only, at most 15 of them (the form's field takes its length from here). */
export const charterCapitalSchema = text()
  .trim()
  .max(15, SUPPLIER_MSG.charterCapital)
  .regex(/^\d*$/, SUPPLIER_MSG.charterCapital)
  .transform((v) => (v === '' ? null : Number(v)));

/** The text fields of the multipart edit (`isProfile=true`); files and kept ids are read by the route. */
export const supplierProfileFieldsSchema = z.object({
  isProfile: z.literal('true', { error: MSG.badRequest }),
  /** Sent back as shown; a different one is refused (names change through the rename request). */
  name: optionalText(),
  ownerName: rules.ownerName,
  /** Sent back as shown; a different one is refused (spec 3 §5). */
  taxCode: optionalText(),
  phoneNumber: rules.phone,
  email: rules.email,
  // As the contact form takes them (a province of option-fields, or '' to clear it).
  representative: profileUpdateBodySchema.shape.representative,
  address: profileUpdateBodySchema.shape.address,
  province: profileUpdateBodySchema.shape.province,
  categoryId: text(SUPPLIER_MSG.categoryRequired)
    .trim()
    .min(1, SUPPLIER_MSG.categoryRequired)
    .transform(Number)
    .refine((v) => SUPPLIER_CATEGORIES.some((c) => c.id === v), SUPPLIER_MSG.categoryRequired),
  size: text(SUPPLIER_MSG.sizeRequired)
    .trim()
    .min(1, SUPPLIER_MSG.sizeRequired)
    .transform(Number)
    .refine((v) => SIZE_IDS.includes(v), SUPPLIER_MSG.sizeRequired),
  charterCapital: charterCapitalSchema.optional(),
  isCooperated: z.enum(['true', 'false'], { error: MSG.badRequest }).optional(),
});
export type SupplierProfileFields = z.infer<typeof supplierProfileFieldsSchema>;

/** The licence rule both sides apply to what the edit leaves: exactly one PDF. */
export const SUPPLIER_LICENCE = { maxFiles: 1, maxBytes: LIMITS.uploadMaxBytes, mime: 'application/pdf' } as const;
