import { z } from '../zod.ts';
import { type MailContent, mailBlock } from '../mail.ts';
import { MSG } from '../messages.ts';
import { PARTNER_TYPES } from '../partner.ts';
import { requiredText, rules, text } from '../rules/index.ts';
import { listOf, pageQuerySchema } from './envelope.ts';
import { idParamSchema } from './files.ts';
import { optionalQuery } from './orders.ts';

/*
 * The engagement area: the cooperation programmes of /thong-tin-chung?tab=hop-tac with their
 * contact form, and the feedback of ?tab=gop-y (spec 1 §2.1, §5). Partners' calls under
 * `/api/partner/cooperation/…` and `/api/partner/feedback`; the desk under `/api/admin/engagement`
 * (operator permissions `content.cooperation` for the pages, `content.feedback` for what
 * partners and visitors sent). Page bodies are HTML, sanitised by the server when written.
 */

export const ENGAGEMENT_LIMITS = {
  titleMax: 200,
  summaryMax: 1000,
  bodyMax: 50_000,
  benefitMax: 300,
  benefitsMax: 12,
  organisationMax: 200,
  messageMax: 2000,
  commentMax: 2000,
  otherReasonMax: 500,
  noteMax: 1000,
} as const;

/** Messages of the engagement forms the spec does not show (its own two are in MSG). */
export const ENGAGEMENT_MSG = {
  title: `Tiêu đề tối đa ${ENGAGEMENT_LIMITS.titleMax} ký tự!`,
  summary: `Tóm tắt tối đa ${ENGAGEMENT_LIMITS.summaryMax} ký tự!`,
  body: 'Nội dung quá dài!',
  benefit: `Mỗi quyền lợi tối đa ${ENGAGEMENT_LIMITS.benefitMax} ký tự!`,
  benefits: `Tối đa ${ENGAGEMENT_LIMITS.benefitsMax} quyền lợi!`,
  organisation: `Tên tổ chức tối đa ${ENGAGEMENT_LIMITS.organisationMax} ký tự!`,
  partnerType: 'Vui lòng chọn loại hình hợp tác!',
  message: `Nội dung tối đa ${ENGAGEMENT_LIMITS.messageMax} ký tự!`,
  comment: `Nhận xét tối đa ${ENGAGEMENT_LIMITS.commentMax} ký tự!`,
  otherReason: `Lý do khác tối đa ${ENGAGEMENT_LIMITS.otherReasonMax} ký tự!`,
  area: 'Khu vực góp ý không hợp lệ!',
  note: `Ghi chú tối đa ${ENGAGEMENT_LIMITS.noteMax} ký tự!`,
  alreadyHandled: 'Mục này đã được xử lý!',
  contactSent: 'Cảm ơn bạn đã liên hệ! Chúng tôi sẽ phản hồi trong thời gian sớm nhất.',
  feedbackSent: 'Cảm ơn bạn đã góp ý!',
  pageSaved: 'Đã lưu trang hợp tác',
  handled: 'Đã đánh dấu đã xử lý',
} as const;

/** What the operators' mailbox receives for a contact (the queue sends it); `deskUrl` opens it in the console. */
export const ENGAGEMENT_OUTGOING = {
  contactSubject: (name: string, type: string) => `[Liên hệ hợp tác] ${name} — ${type}`,
  contact: (
    c: { name: string; phone: string; email: string; organisation: string; type: string; message: string },
    deskUrl: string,
  ): MailContent => ({
    kind: 'cooperation-contact',
    subject: ENGAGEMENT_OUTGOING.contactSubject(c.name, c.type),
    blocks: [
      mailBlock.paragraph('Có liên hệ hợp tác mới trên Cổng đối tác.'),
      mailBlock.facts([
        ['Họ và tên', c.name],
        ['Số điện thoại', c.phone],
        ['Email', c.email],
        ['Tổ chức', c.organisation || '—'],
        ['Loại hình hợp tác', c.type],
      ]),
      mailBlock.paragraph('Nội dung:'),
      mailBlock.quote(c.message),
      mailBlock.link('Xem và xử lý trên trang quản trị', deskUrl),
      mailBlock.paragraph('Trả lời email này để trả lời người liên hệ.'),
    ],
  }),
} as const;

/** The programme names, one per partner type (the tab's cards). */
export const COOPERATION_TYPE_LABELS: Readonly<Record<(typeof PARTNER_TYPES)[number], string>> = {
  collaborator: 'Cộng tác viên',
  company: 'Doanh nghiệp',
  provider: 'Nhà cung cấp',
};

/** The fixed reasons of a feedback (spec 1 §5 "Reason": at least one of them, or a reason typed in). */
export const FEEDBACK_REASONS = ['ease', 'speed', 'information', 'features', 'support', 'errors'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
export const FEEDBACK_REASON_LABELS: Readonly<Record<FeedbackReason, string>> = {
  ease: 'Giao diện dễ / khó sử dụng',
  speed: 'Tốc độ tải trang',
  information: 'Thông tin chưa đầy đủ, chưa chính xác',
  features: 'Thiếu tính năng cần thiết',
  support: 'Chất lượng hỗ trợ, chăm sóc đối tác',
  errors: 'Gặp lỗi khi sử dụng',
};

/** Where the feedback is about. */
export const FEEDBACK_AREAS = ['general', 'account', 'orders', 'tendering', 'contracts', 'company', 'content'] as const;
export type FeedbackArea = (typeof FEEDBACK_AREAS)[number];
export const FEEDBACK_AREA_LABELS: Readonly<Record<FeedbackArea, string>> = {
  general: 'Chung',
  account: 'Tài khoản, hồ sơ',
  orders: 'Chỉ định, công nợ',
  tendering: 'Đấu thầu',
  contracts: 'Hợp đồng',
  company: 'Đơn vị, bộ hợp đồng',
  content: 'Tin tức, thông tin chung',
};

export const ENGAGEMENT_STATUSES = ['new', 'handled'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];
export const ENGAGEMENT_STATUS_LABELS: Readonly<Record<EngagementStatus, string>> = { new: 'Mới', handled: 'Đã xử lý' };

const partnerTypeField = z.enum(PARTNER_TYPES, { error: ENGAGEMENT_MSG.partnerType });

// ——— cooperation pages ———

/** One programme (GET /api/partner/cooperation/list answers the three, collaborator, company, provider). */
export const cooperationPageSchema = z.object({
  partnerType: z.enum(PARTNER_TYPES),
  title: z.string(),
  summary: z.string(),
  /** HTML, sanitised when written; the page renders it through DOMPurify as well. */
  body: z.string(),
  benefits: z.array(z.string()),
  updatedAt: z.string(),
});
export type CooperationPage = z.infer<typeof cooperationPageSchema>;
export const cooperationPageListSchema = z.array(cooperationPageSchema);

/** One benefit line (the form checks each line with it). */
export const cooperationBenefitSchema = text().trim().max(ENGAGEMENT_LIMITS.benefitMax, ENGAGEMENT_MSG.benefit);

/** PUT /api/admin/engagement/pages: writes the programme of `partnerType` (like the popup desk, one per audience). */
export const cooperationPageBodySchema = z.object({
  partnerType: z.enum(PARTNER_TYPES, { error: ENGAGEMENT_MSG.partnerType }),
  title: requiredText(ENGAGEMENT_LIMITS.titleMax, ENGAGEMENT_MSG.title),
  summary: text().trim().max(ENGAGEMENT_LIMITS.summaryMax, ENGAGEMENT_MSG.summary).default(''),
  body: z.string().max(ENGAGEMENT_LIMITS.bodyMax, ENGAGEMENT_MSG.body).default(''),
  benefits: z
    .array(cooperationBenefitSchema)
    .max(ENGAGEMENT_LIMITS.benefitsMax, ENGAGEMENT_MSG.benefits)
    .default([])
    .transform((list) => list.filter((b) => b !== '')),
});
export type CooperationPageBody = z.input<typeof cooperationPageBodySchema>;
/** The desk's view: the three programmes, a missing one empty with `updatedAt: null` (partners do not see it). */
export const deskCooperationPageSchema = cooperationPageSchema.extend({ updatedAt: z.string().nullable() });
export type DeskCooperationPage = z.infer<typeof deskCooperationPageSchema>;

// ——— the contact form ———

/** POST /api/partner/cooperation/contact: anyone (rate-limited per address). */
export const cooperationContactBodySchema = z.object({
  name: rules.contactName,
  phone: rules.phone,
  email: rules.email,
  organisation: text().trim().max(ENGAGEMENT_LIMITS.organisationMax, ENGAGEMENT_MSG.organisation).default(''),
  partnerType: partnerTypeField,
  message: requiredText(ENGAGEMENT_LIMITS.messageMax, ENGAGEMENT_MSG.message),
});
export type CooperationContactBody = z.input<typeof cooperationContactBodySchema>;

export const cooperationContactResultSchema = z.object({ id: z.string() });

export const deskContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  organisation: z.string(),
  partnerType: z.enum(PARTNER_TYPES),
  message: z.string(),
  status: z.enum(ENGAGEMENT_STATUSES),
  note: z.string(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeskContact = z.infer<typeof deskContactSchema>;
export const deskContactListSchema = listOf(deskContactSchema);
export type DeskContactList = z.infer<typeof deskContactListSchema>;

export const deskContactListQuerySchema = pageQuerySchema.extend({
  status: optionalQuery(z.enum(ENGAGEMENT_STATUSES, { error: MSG.badRequest })),
  partnerType: optionalQuery(z.enum(PARTNER_TYPES, { error: MSG.badRequest })),
  search: optionalQuery(rules.search),
});
export type DeskContactListQuery = z.output<typeof deskContactListQuerySchema>;

// ——— feedback ———

/**
 * POST /api/partner/feedback (signed in): stars 1–5 ('Vui lòng đánh giá sao!') and at least one
 * reason, from the list or typed in `otherReason` ('Vui lòng nhập một trong các lý do!').
 */
export const feedbackBodySchema = z
  .object({
    stars: rules.starRating,
    reasons: z
      .array(z.enum(FEEDBACK_REASONS, { error: MSG.reason }), { error: MSG.reason })
      .max(FEEDBACK_REASONS.length, MSG.reason)
      .default([])
      .transform((list) => [...new Set(list)]),
    otherReason: text().trim().max(ENGAGEMENT_LIMITS.otherReasonMax, ENGAGEMENT_MSG.otherReason).default(''),
    comment: text().trim().max(ENGAGEMENT_LIMITS.commentMax, ENGAGEMENT_MSG.comment).default(''),
    area: z.enum(FEEDBACK_AREAS, { error: ENGAGEMENT_MSG.area }).default('general'),
  })
  .refine((b) => b.reasons.length > 0 || b.otherReason !== '', { message: MSG.reason, path: ['reasons'] });
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

export const feedbackResultSchema = z.object({ id: z.string() });

export const deskFeedbackSchema = z.object({
  id: z.string(),
  stars: z.number().int(),
  reasons: z.array(z.enum(FEEDBACK_REASONS)),
  otherReason: z.string(),
  comment: z.string(),
  area: z.enum(FEEDBACK_AREAS),
  partner: z.object({ id: z.string(), code: z.string(), name: z.string(), type: z.enum(PARTNER_TYPES) }),
  username: z.string(),
  status: z.enum(ENGAGEMENT_STATUSES),
  note: z.string(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeskFeedback = z.infer<typeof deskFeedbackSchema>;
export const deskFeedbackListSchema = listOf(deskFeedbackSchema);
export type DeskFeedbackList = z.infer<typeof deskFeedbackListSchema>;

export const deskFeedbackListQuerySchema = pageQuerySchema.extend({
  status: optionalQuery(z.enum(ENGAGEMENT_STATUSES, { error: MSG.badRequest })),
  stars: optionalQuery(z.coerce.number({ error: MSG.badRequest }).int().min(1, MSG.badRequest).max(5, MSG.badRequest)),
  reason: optionalQuery(z.enum(FEEDBACK_REASONS, { error: MSG.badRequest })),
  area: optionalQuery(z.enum(FEEDBACK_AREAS, { error: MSG.badRequest })),
  partnerType: optionalQuery(z.enum(PARTNER_TYPES, { error: MSG.badRequest })),
});
export type DeskFeedbackListQuery = z.output<typeof deskFeedbackListQuerySchema>;

// ——— the desk's shared bits ———

export const engagementIdParamsSchema = z.object({ id: idParamSchema });

/** POST …/contacts/:id/handle and …/feedback/:id/handle: marks it handled, with the operator's note. */
export const engagementHandleBodySchema = z.object({
  note: text().trim().max(ENGAGEMENT_LIMITS.noteMax, ENGAGEMENT_MSG.note).default(''),
});
export type EngagementHandleBody = z.input<typeof engagementHandleBodySchema>;
