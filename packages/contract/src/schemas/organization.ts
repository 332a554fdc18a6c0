import { z } from '../zod.ts';
import { requiredText, rules, text } from '../rules/index.ts';
import { bankName, VIETNAM_BANK_BINS } from '../vietqr.ts';
import { foldForSearch } from './content.ts';

/*
 * 'Thông tin đơn vị': who the portal owner is, set once by its administrator and read by every
 * place that names it (the debt letters and their PDF record, the monthly reports' VietQR block,
 * the mails' sender and signature, the footer's company block, the page titles). One row; before
 * the administrator fills it, every field is empty and those places fall back to the portal's
 * own name ('Cổng đối tác'). docs/decisions/platform.md "The owner's identity".
 */

export const ORGANIZATION_LIMITS = {
  legalNameMax: 200,
  shortNameMax: 50,
  addressMax: 300,
  personMax: 100,
  hotlineMax: 20,
  accountNumberMax: 19,
  accountHolderMax: 100,
  /** The logo: one PNG or JPEG, at most 1 MB. */
  logoBytesMax: 1024 * 1024,
} as const;

export const ORGANIZATION_LOGO_FIELD = 'logo';
export const ORGANIZATION_LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

export const ORGANIZATION_MSG = {
  legalNameMax: `Tên đơn vị tối đa ${ORGANIZATION_LIMITS.legalNameMax} ký tự`,
  shortNameMax: `Tên viết tắt tối đa ${ORGANIZATION_LIMITS.shortNameMax} ký tự`,
  addressMax: `Địa chỉ tối đa ${ORGANIZATION_LIMITS.addressMax} ký tự`,
  personMax: `Tối đa ${ORGANIZATION_LIMITS.personMax} ký tự`,
  hotline: 'Hotline chỉ gồm chữ số, dấu cách, dấu chấm, dấu gạch ngang và dấu +, từ 3 đến 20 ký tự',
  bank: 'Ngân hàng không hợp lệ',
  accountNumber: `Số tài khoản chỉ gồm chữ số, tối đa ${ORGANIZATION_LIMITS.accountNumberMax} ký tự`,
  accountHolderMax: `Chủ tài khoản tối đa ${ORGANIZATION_LIMITS.accountHolderMax} ký tự`,
  bankIncomplete: 'Nhập đủ ngân hàng, số tài khoản và chủ tài khoản (hoặc để trống cả ba)',
  accountHolderAccents: 'Chủ tài khoản viết chữ in hoa không dấu, như in trên tài khoản ngân hàng',
  accountHolderName: (expected: string) =>
    `Chủ tài khoản phải là tên đơn vị viết không dấu (${expected}); ngân hàng chỉ chuyển tiền khi tên khớp tài khoản`,
  saved: 'Đã lưu thông tin đơn vị',
  logoSaved: 'Đã cập nhật logo',
  logoMissing: 'Chọn một ảnh PNG hoặc JPEG làm logo',
  logoTooLarge: 'Logo tối đa 1 MB',
  logoRemoved: 'Đã xóa logo',
} as const;

/**
 * A name as a bank prints an account holder: without Vietnamese marks, upper case, one space
 * between words ('Công ty Cổ phần Y tế' → 'CONG TY CO PHAN Y TE').
 */
export const unaccentedUpper = (value: string): string =>
  foldForSearch(value)
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim();

/** The short forms banks print for a company's kind ('CONG TY CO PHAN' → 'CONG TY CP'). */
const HOLDER_ABBREVIATIONS: readonly (readonly [RegExp, string])[] = [
  [/\bCO PHAN\b/g, 'CP'],
  [/\bTRACH NHIEM HUU HAN\b/g, 'TNHH'],
  [/\bMOT THANH VIEN\b/g, 'MTV'],
];

/** The account holder names a bank may print for `legalName`: written in full, or with the usual short forms. */
export function accountHolderNames(legalName: string): string[] {
  const full = unaccentedUpper(legalName);
  const short = HOLDER_ABBREVIATIONS.reduce((name, [pattern, abbreviation]) => name.replace(pattern, abbreviation), full);
  return short === full ? [full] : [full, short];
}

/** Why `holder` is not the owner's account, or undefined when it is. */
export function accountHolderProblem(holder: string, legalName: string): string | undefined {
  if (!holder) return undefined;
  if (!/^[A-Z0-9&.,()\- ]+$/.test(holder)) return ORGANIZATION_MSG.accountHolderAccents;
  const names = accountHolderNames(legalName);
  return names.includes(unaccentedUpper(holder)) ? undefined : ORGANIZATION_MSG.accountHolderName(names[0] ?? '');
}

/** What the administrator writes (PUT /api/admin/organization): every text but the bank is required. */
export const organizationBodySchema = z
  .object({
    legalName: requiredText(ORGANIZATION_LIMITS.legalNameMax, ORGANIZATION_MSG.legalNameMax),
    shortName: requiredText(ORGANIZATION_LIMITS.shortNameMax, ORGANIZATION_MSG.shortNameMax),
    taxCode: rules.taxCode,
    address: requiredText(ORGANIZATION_LIMITS.addressMax, ORGANIZATION_MSG.addressMax),
    representative: requiredText(ORGANIZATION_LIMITS.personMax, ORGANIZATION_MSG.personMax),
    representativeTitle: requiredText(ORGANIZATION_LIMITS.personMax, ORGANIZATION_MSG.personMax),
    hotline: rules.required.pipe(z.string().regex(/^\+?[0-9][0-9 .-]{1,18}[0-9]$/, ORGANIZATION_MSG.hotline)),
    supportEmail: rules.email,
    bankBin: z.enum(VIETNAM_BANK_BINS, { error: ORGANIZATION_MSG.bank }).nullable(),
    accountNumber: text()
      .trim()
      .regex(new RegExp(`^\\d{0,${ORGANIZATION_LIMITS.accountNumberMax}}$`), ORGANIZATION_MSG.accountNumber),
    accountHolder: text()
      .trim()
      .max(ORGANIZATION_LIMITS.accountHolderMax, ORGANIZATION_MSG.accountHolderMax)
      .transform((v) => v.replace(/\s+/g, ' ')),
  })
  .superRefine((v, ctx) => {
    const bank = [v.bankBin, v.accountNumber, v.accountHolder];
    if (bank.some(Boolean) && !bank.every(Boolean)) {
      for (const [key, value] of [
        ['bankBin', v.bankBin],
        ['accountNumber', v.accountNumber],
        ['accountHolder', v.accountHolder],
      ] as const) {
        if (!value) ctx.addIssue({ code: 'custom', path: [key], message: ORGANIZATION_MSG.bankIncomplete });
      }
    }
    const problem = accountHolderProblem(v.accountHolder, v.legalName);
    if (problem) ctx.addIssue({ code: 'custom', path: ['accountHolder'], message: problem });
  });
export type OrganizationBody = z.input<typeof organizationBodySchema>;
export type OrganizationWrite = z.output<typeof organizationBodySchema>;

/** The setting as everyone reads it: empty strings (and null bank, null logo) until it is filled. */
export const organizationSchema = z.object({
  legalName: z.string(),
  shortName: z.string(),
  taxCode: z.string(),
  address: z.string(),
  representative: z.string(),
  representativeTitle: z.string(),
  hotline: z.string(),
  supportEmail: z.string(),
  bankBin: z.enum(VIETNAM_BANK_BINS).nullable(),
  /** The bank's name, from its BIN ('' without one). */
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  /** The logo's public address (changes with the logo), or null. */
  logoUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** The setting before anyone filled it. */
export const EMPTY_ORGANIZATION: Organization = {
  legalName: '',
  shortName: '',
  taxCode: '',
  address: '',
  representative: '',
  representativeTitle: '',
  hotline: '',
  supportEmail: '',
  bankBin: null,
  bankName: bankName(null),
  accountNumber: '',
  accountHolder: '',
  logoUrl: null,
  updatedAt: null,
};

/** The footer's copyright line, from the owner's legal name. */
export const copyrightLine = (legalName: string, year: number): string => (legalName ? `© ${year} ${legalName}. Bảo lưu mọi quyền.` : '');
