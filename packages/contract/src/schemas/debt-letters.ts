import { z } from '../zod.ts';
import { formatDate, formatVnd } from '../format/index.ts';
import { addDays, vietnamToday } from '../dates.ts';
import { rules, text } from '../rules/index.ts';
import type { CheckedExtension } from '../constants.ts';
import { dateSchema } from './dates.ts';
import { listOf, lookupItemSchema, pageQuerySchema } from './envelope.ts';
import { idParamSchema } from './files.ts';
import { optionalQuery } from './orders.ts';

/*
 * Debt confirmation letters (spec 3 §2 'Danh sách công nợ', §3 'Debt letter', §4, §5 'Debt
 * response', §7 'Debt'): the accountant sends a collaborator the balance on our books as of a
 * date, in an HTML letter; the collaborator answers once — the figures match (2) or its own
 * figure differs (3) — with a reason and at most one file (the signed record, for instance).
 * Messages the spec does not give are written in its style and listed in docs/decisions/debts.md
 * "Debt confirmation letters".
 */

/** responseStatus (spec 3 §4): 1 pending, 2 the figures match, 3 a different balance. */
export const DEBT_LETTER_STATUS = { pending: 1, agreed: 2, different: 3 } as const;
export const DEBT_LETTER_RESPONSE_STATUSES = [1, 2, 3] as const;
export type DebtLetterResponseStatus = (typeof DEBT_LETTER_RESPONSE_STATUSES)[number];
/** What a collaborator may answer: 2 or 3. */
export const DEBT_LETTER_ANSWERS = [2, 3] as const;

export const DEBT_LETTER_STATUS_LABELS: Readonly<Record<DebtLetterResponseStatus, string>> = {
  1: 'Chờ phản hồi',
  2: 'Khớp số liệu',
  3: 'Khác số liệu',
};

export const DEBT_LETTER_LIMITS = {
  nameMax: 200,
  bodyMax: 50_000,
  notesMax: 1000,
  /** Dong: a balance above a hundred thousand billion is a typing slip. */
  amountMax: 100_000_000_000_000,
  /** The answer's one file: the signed record as a PDF or a photo/scan of it. */
  fileExtensions: ['pdf', 'jpg', 'jpeg', 'png'] as readonly CheckedExtension[],
  maxFiles: 1,
};

/** The multipart file field of the answer (spec 3 §7 `File`). */
export const DEBT_LETTER_FILE_FIELD = 'File';

export const DEBT_LETTER_MSG = {
  responseStatus: 'Vui lòng chọn một trong hai phương án xác nhận!',
  responseAmount: 'Vui lòng nhập số dư công nợ theo sổ sách của quý đối tác!',
  amountInvalid: 'Số dư công nợ phải là số nguyên không âm, tối đa 15 chữ số!',
  responseNotes: 'Vui lòng nhập lý do khác biệt!',
  responseNotesMax: `Nội dung không được vượt quá ${DEBT_LETTER_LIMITS.notesMax} ký tự!`,
  oneFile: 'Chỉ được đính kèm 1 file!',
  idMismatch: 'Mã thư xác nhận không khớp!',
  answered: 'Thư xác nhận công nợ này đã được phản hồi, không thể phản hồi lại!',
  superseded: 'Thư xác nhận công nợ này đã được thay thế bằng thư điều chỉnh, vui lòng phản hồi thư mới!',
  confirmed: 'Gửi phản hồi thư xác nhận công nợ thành công!',
  sentDateFuture: 'Ngày gửi không được sau ngày hôm nay!',
  balanceDatePast: 'Ngày chốt số dư không được trước cuối ngày hôm nay!',
  responseStatusFilter: 'Trạng thái phản hồi không hợp lệ!',
  // the accounts desk
  partner: 'Vui lòng chọn cộng tác viên!',
  notCollaborator: 'Cộng tác viên không tồn tại!',
  letterName: 'Vui lòng nhập tên thư xác nhận!',
  letterNameMax: `Tên thư xác nhận không được vượt quá ${DEBT_LETTER_LIMITS.nameMax} ký tự!`,
  balanceDate: 'Vui lòng chọn ngày chốt số dư!',
  balanceAmount: 'Vui lòng nhập số dư công nợ!',
  body: 'Vui lòng nhập nội dung thư!',
  bodyMax: 'Nội dung thư quá dài!',
  reason: 'Vui lòng nhập lý do điều chỉnh!',
  sent: 'Đã gửi thư xác nhận công nợ cho cộng tác viên!',
  corrected: 'Đã gửi thư xác nhận công nợ điều chỉnh!',
  alreadySuperseded: 'Thư này đã được thay thế bằng thư điều chỉnh khác!',
} as const;

/** What the collaborator receives (inbox, push, e-mail). */
export const DEBT_LETTER_OUTGOING = {
  sentTitle: (name: string) => `Thư xác nhận công nợ mới: ${name}`,
  sentBody: (balanceDate: string, amount: number) =>
    `Số dư công nợ tính đến ngày ${formatDate(balanceDate)} theo sổ sách của chúng tôi là ${formatVnd(amount)}. Vui lòng xác nhận.`,
  correctedTitle: (name: string) => `Thư xác nhận công nợ điều chỉnh: ${name}`,
  correctedBody: (balanceDate: string, amount: number) =>
    `Thư trước đã được thay thế. Số dư công nợ tính đến ngày ${formatDate(balanceDate)} sau điều chỉnh là ${formatVnd(amount)}. Vui lòng xác nhận thư mới.`,
} as const;

/** The portal page that opens a letter (`/cong-no?tab=danh-sach&letter=<id>`). */
export const debtLetterLink = (id: string) => `/cong-no?tab=danh-sach&letter=${id}`;

/** The letter's code as people say it (TXN-0000012). */
export const debtLetterCode = (no: number) => `TXN-${String(no).padStart(7, '0')}`;

/** Balance minus answer: what the collaborator's figure differs by (null until it gave one). */
export function debtLetterDifference(letter: {
  balanceAmount: number;
  responseStatus: number;
  responseBalanceAmount: number | null;
}): number | null {
  if (letter.responseStatus === DEBT_LETTER_STATUS.agreed) return 0;
  if (letter.responseStatus === DEBT_LETTER_STATUS.different && letter.responseBalanceAmount !== null)
    return letter.responseBalanceAmount - letter.balanceAmount;
  return null;
}

const amountSchema = (required: string) =>
  z
    .union([z.number(), z.string()], {
      error: (iss) => (iss.input === undefined || iss.input === null ? required : DEBT_LETTER_MSG.amountInvalid),
    })
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .pipe(
      z.union([
        z
          .number()
          .int(DEBT_LETTER_MSG.amountInvalid)
          .min(0, DEBT_LETTER_MSG.amountInvalid)
          .max(DEBT_LETTER_LIMITS.amountMax, DEBT_LETTER_MSG.amountInvalid),
        z
          .string()
          .min(1, { error: required, abort: true })
          .regex(/^\d{1,15}$/, DEBT_LETTER_MSG.amountInvalid)
          .transform(Number)
          .pipe(z.number().max(DEBT_LETTER_LIMITS.amountMax, DEBT_LETTER_MSG.amountInvalid)),
      ]),
    );

// ——— the collaborator's calls ———

/**
 * Spec 3 §5 'Debt filters': the sent date never after today, the balance date never before the end
 * of today (the first balance date the filter offers is tomorrow).
 */
export const sentDateFilterOk = (day: string, now = new Date()) => day <= vietnamToday(now);
export const balanceDateFilterOk = (day: string, now = new Date()) => day >= addDays(vietnamToday(now), 1);

export const debtLetterResponseStatusSchema = z.coerce
  .number({ error: DEBT_LETTER_MSG.responseStatusFilter })
  .int(DEBT_LETTER_MSG.responseStatusFilter)
  .refine(
    (v): v is DebtLetterResponseStatus => (DEBT_LETTER_RESPONSE_STATUSES as readonly number[]).includes(v),
    DEBT_LETTER_MSG.responseStatusFilter,
  );

/** GET debt-confirmation-letter/list (spec 3 §7). */
export const debtLetterListQuerySchema = pageQuerySchema.extend({
  /** Over the letter's name and code. */
  search: optionalQuery(rules.search),
  sentDate: optionalQuery(dateSchema().refine((d) => sentDateFilterOk(d), DEBT_LETTER_MSG.sentDateFuture)),
  balanceDate: optionalQuery(dateSchema().refine((d) => balanceDateFilterOk(d), DEBT_LETTER_MSG.balanceDatePast)),
  responseStatus: optionalQuery(debtLetterResponseStatusSchema),
});
export type DebtLetterListQuery = z.output<typeof debtLetterListQuerySchema>;

export const debtLetterFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  fileName: z.string(),
  /** Where the file downloads (with the caller's token). */
  fullPath: z.string(),
  contentType: z.string(),
});
export type DebtLetterFile = z.infer<typeof debtLetterFileSchema>;

export const debtLetterItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  letterName: z.string(),
  sentDate: z.string(),
  balanceDate: z.string(),
  balanceAmount: z.number(),
  responseStatus: z.number(),
  responseStatusName: z.string(),
});
export type DebtLetterItem = z.infer<typeof debtLetterItemSchema>;

export const debtLetterListSchema = listOf(debtLetterItemSchema);
export type DebtLetterList = z.infer<typeof debtLetterListSchema>;

export const debtLetterDetailSchema = debtLetterItemSchema.extend({
  /** The letter's body: HTML written by the accountant, sanitised when stored. */
  data: z.string(),
  files: z.array(debtLetterFileSchema),
  responseBalanceAmount: z.number().nullable(),
  responseNotes: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** The collaborator's figure minus ours (0 when it agreed, null until it answers with a figure). */
  difference: z.number().nullable(),
  /** Replaced by a corrected letter: read-only, the new letter is the one to answer. */
  superseded: z.boolean(),
  /** The PDF record (biên bản đối chiếu công nợ) of this letter. */
  pdfPath: z.string(),
});
export type DebtLetterDetail = z.infer<typeof debtLetterDetailSchema>;

export const debtLetterOptionItemSchema = lookupItemSchema.extend({ value: z.number() });
/** GET debt-confirmation-letter/options: named groups (spec 3 §3). */
export const debtLetterOptionsSchema = z.object({ responseStatus: z.array(debtLetterOptionItemSchema) });
export type DebtLetterOptions = z.infer<typeof debtLetterOptionsSchema>;

export const DEBT_LETTER_OPTIONS: DebtLetterOptions = {
  responseStatus: DEBT_LETTER_RESPONSE_STATUSES.map((value) => ({ key: value, value, name: DEBT_LETTER_STATUS_LABELS[value] })),
};

export const debtLetterParamsSchema = z.object({ id: idParamSchema });

/**
 * POST debt-confirmation-letter/confirm/{id} (multipart): the choice and the notes are required,
 * the amount only for choice 3 (and ignored for 2). The web form validates each field with these.
 */
export const debtLetterAnswerFieldSchemas = {
  ResponseStatus: z.coerce
    .number({ error: DEBT_LETTER_MSG.responseStatus })
    .int(DEBT_LETTER_MSG.responseStatus)
    .refine((v): v is 2 | 3 => v === 2 || v === 3, DEBT_LETTER_MSG.responseStatus),
  ResponseBalanceAmount: amountSchema(DEBT_LETTER_MSG.responseAmount),
  ResponseNotes: text(DEBT_LETTER_MSG.responseNotes)
    .trim()
    .min(1, { error: DEBT_LETTER_MSG.responseNotes, abort: true })
    .max(DEBT_LETTER_LIMITS.notesMax, DEBT_LETTER_MSG.responseNotesMax),
};

export const debtLetterConfirmFieldsSchema = z
  .object({
    id: z.string().optional(),
    ResponseStatus: z.preprocess((v) => (v === '' ? undefined : v), debtLetterAnswerFieldSchemas.ResponseStatus),
    ResponseBalanceAmount: z.preprocess((v) => (v === '' ? undefined : v), debtLetterAnswerFieldSchemas.ResponseBalanceAmount.optional()),
    ResponseNotes: debtLetterAnswerFieldSchemas.ResponseNotes,
  })
  .superRefine((v, ctx) => {
    if (v.ResponseStatus === 3 && v.ResponseBalanceAmount === undefined)
      ctx.addIssue({ code: 'custom', path: ['ResponseBalanceAmount'], message: DEBT_LETTER_MSG.responseAmount });
  })
  .transform((v) => ({ ...v, ResponseBalanceAmount: v.ResponseStatus === 3 ? (v.ResponseBalanceAmount ?? null) : null }));
export type DebtLetterConfirmFields = z.output<typeof debtLetterConfirmFieldsSchema>;

// ——— the accounts desk (/api/admin/debts/letters) ———

/** Which letters the desk lists: the current ones (default), the superseded ones, or all. */
export const DEBT_LETTER_STATES = ['current', 'superseded', 'all'] as const;

export const deskDebtLetterListQuerySchema = pageQuerySchema.extend({
  partnerId: optionalQuery(idParamSchema),
  search: optionalQuery(rules.search),
  responseStatus: optionalQuery(debtLetterResponseStatusSchema),
  state: optionalQuery(z.enum(DEBT_LETTER_STATES, { error: DEBT_LETTER_MSG.responseStatusFilter })),
});
export type DeskDebtLetterListQuery = z.output<typeof deskDebtLetterListQuerySchema>;

export const deskDebtLetterPartnerSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const deskDebtLetterRowSchema = debtLetterItemSchema.extend({
  partner: deskDebtLetterPartnerSchema,
  responseBalanceAmount: z.number().nullable(),
  difference: z.number().nullable(),
  answeredAt: z.string().nullable(),
  superseded: z.boolean(),
  /** The letter this one corrects, and the one that corrected this one. */
  replacesId: z.string().nullable(),
  supersededById: z.string().nullable(),
});
export type DeskDebtLetterRow = z.infer<typeof deskDebtLetterRowSchema>;
export const deskDebtLetterListSchema = listOf(deskDebtLetterRowSchema);
export type DeskDebtLetterList = z.infer<typeof deskDebtLetterListSchema>;

export const deskDebtLetterDetailSchema = deskDebtLetterRowSchema.extend({
  data: z.string(),
  files: z.array(debtLetterFileSchema),
  responseNotes: z.string().nullable(),
  pdfPath: z.string(),
});
export type DeskDebtLetterDetail = z.infer<typeof deskDebtLetterDetailSchema>;

export const deskDebtLetterOptionsSchema = z.object({
  collaborators: z.array(deskDebtLetterPartnerSchema),
  responseStatus: z.array(debtLetterOptionItemSchema),
});
export type DeskDebtLetterOptions = z.infer<typeof deskDebtLetterOptionsSchema>;

/** GET …/letters/draft: the template filled for a collaborator and a balance date. */
export const deskDebtLetterDraftQuerySchema = z.object({
  partnerId: idParamSchema,
  balanceDate: dateSchema({ required: DEBT_LETTER_MSG.balanceDate }),
});
export type DeskDebtLetterDraftQuery = z.output<typeof deskDebtLetterDraftQuerySchema>;

export const deskDebtLetterDraftSchema = z.object({
  partnerId: z.string(),
  partnerName: z.string(),
  letterName: z.string(),
  balanceDate: z.string(),
  /** From the collaborator's completed orders up to the balance date. */
  balanceAmount: z.number(),
  completedOrders: z.number(),
  data: z.string(),
});
export type DeskDebtLetterDraft = z.infer<typeof deskDebtLetterDraftSchema>;

const letterFields = {
  letterName: text(DEBT_LETTER_MSG.letterName)
    .trim()
    .min(1, { error: DEBT_LETTER_MSG.letterName, abort: true })
    .max(DEBT_LETTER_LIMITS.nameMax, DEBT_LETTER_MSG.letterNameMax),
  balanceDate: dateSchema({ required: DEBT_LETTER_MSG.balanceDate }),
  balanceAmount: amountSchema(DEBT_LETTER_MSG.balanceAmount),
  data: text(DEBT_LETTER_MSG.body)
    .trim()
    .min(1, { error: DEBT_LETTER_MSG.body, abort: true })
    .max(DEBT_LETTER_LIMITS.bodyMax, DEBT_LETTER_MSG.bodyMax),
};

/** POST /api/admin/debts/letters: send a letter to a collaborator (sent today). */
export const deskDebtLetterBodySchema = z.object({
  partnerId: z.uuid({ error: DEBT_LETTER_MSG.partner }),
  ...letterFields,
});
export type DeskDebtLetterBody = z.output<typeof deskDebtLetterBodySchema>;

/** POST /api/admin/debts/letters/{id}/correct: the corrected letter replaces this one. */
export const deskDebtLetterCorrectBodySchema = z.object({
  ...letterFields,
  reason: text(DEBT_LETTER_MSG.reason)
    .trim()
    .min(1, { error: DEBT_LETTER_MSG.reason, abort: true })
    .max(DEBT_LETTER_LIMITS.notesMax, DEBT_LETTER_MSG.responseNotesMax),
});
export type DeskDebtLetterCorrectBody = z.output<typeof deskDebtLetterCorrectBodySchema>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The letter's default name: 'Thư xác nhận công nợ đến ngày 31/12/2026'. */
export const debtLetterDefaultName = (balanceDate: string) => `Thư xác nhận công nợ đến ngày ${formatDate(balanceDate)}`;

/**
 * The template the desk fills (the accountant edits the result in the editor): the balance on our
 * books as of the date, and what we ask of the collaborator.
 */
export function debtLetterTemplate(v: { companyName: string; partnerName: string; balanceDate: string; balanceAmount: number }): string {
  const date = formatDate(v.balanceDate);
  return [
    `<p>Kính gửi: <strong>${escapeHtml(v.partnerName)}</strong></p>`,
    `<p>${escapeHtml(v.companyName)} trân trọng cảm ơn Quý đối tác đã hợp tác trong thời gian qua.</p>`,
    `<p>Để phục vụ công tác đối chiếu và quyết toán, chúng tôi xin thông báo số dư công nợ giữa hai bên tính đến ngày <strong>${date}</strong> theo sổ sách của chúng tôi như sau:</p>`,
    `<p>Số dư công nợ: <strong>${formatVnd(v.balanceAmount)}</strong></p>`,
    '<p>Kính đề nghị Quý đối tác kiểm tra, xác nhận số liệu trên và phản hồi qua cổng đối tác. Trường hợp có chênh lệch, vui lòng ghi rõ số dư theo sổ sách của Quý đối tác và lý do, kèm chứng từ (nếu có).</p>',
    '<p>Trân trọng.</p>',
  ].join('');
}

/** Tag colours of the response status (antd presets): waiting orange, agreed green, different red. */
export const DEBT_LETTER_STATUS_COLORS: Readonly<Record<DebtLetterResponseStatus, string>> = { 1: 'orange', 2: 'green', 3: 'red' };
