import { z } from '../zod.ts';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { rules, text } from '../rules/index.ts';
import { BID_POST_STATUS, REQUEST_TYPE, TENDER_LIMITS, TENDER_LOOKUPS, TENDER_MSG } from '../tendering.ts';
import { blankAsNull, dateSchema, dateTimeSchema } from './dates.ts';
import { listOf, pageQuerySchema } from './envelope.ts';
import {
  bidCategorySchema,
  bidFileSchema,
  bidInfoItemSchema,
  bidPostIdParamSchema,
  bidProgressSchema,
  jsonContentMeta,
  keptFileSchema,
  requestReplySchema,
} from './tendering.ts';

/**
 * The tender desk (operator console, `/api/admin/tendering`): bid posts and their categories, the
 * submissions side by side (sealed until the close date), clarification answers, the inviting
 * party's meeting and additional-document requests, submission statuses and the results.
 */

export const TENDER_DESK_MSG = {
  name: 'Vui lòng nhập tên bài thầu!',
  bidName: 'Vui lòng nhập tên gói thầu!',
  invitingParty: 'Vui lòng nhập bên mời thầu!',
  category: 'Vui lòng chọn lĩnh vực!',
  contractType: 'Vui lòng chọn loại hợp đồng!',
  area: 'Vui lòng chọn khu vực!',
  chooseMode: 'Vui lòng chọn hình thức lựa chọn nhà thầu!',
  publicMode: 'Vui lòng chọn phương thức!',
  applyGroup: 'Vui lòng chọn nhóm dự thầu!',
  deployDays: `Thời gian thực hiện hợp đồng phải là số ngày từ 0 đến ${TENDER_LIMITS.deployDaysMax}!`,
  openDate: 'Vui lòng chọn ngày mở nhận hồ sơ!',
  closeDate: 'Vui lòng chọn ngày đóng thầu!',
  dateFormat: MSG.dateTime,
  closeAfterOpen: 'Ngày đóng thầu phải sau ngày mở nhận hồ sơ!',
  contactEmail: 'Email không hợp lệ!',
  contactPhone: 'Số điện thoại không hợp lệ!',
  infoName: 'Vui lòng nhập tên thông tin!',
  categoryName: 'Vui lòng nhập tên lĩnh vực!',
  // Business rules (422).
  onlyDraftDeleted: 'Chỉ xóa được bài thầu ở trạng thái Nháp.',
  closedNotEditable: 'Bài thầu đã đóng, không thể chỉnh sửa.',
  infosLocked: 'Bài thầu đã có hồ sơ dự thầu, không thể thay đổi các thông tin yêu cầu.',
  badTransition: 'Không thể chuyển bài thầu sang trạng thái này.',
  publishNeedsFutureClose: 'Ngày đóng thầu phải ở tương lai để mở bài thầu.',
  reviewBeforeClose: 'Chưa đến hạn đóng thầu, chưa thể chuyển sang xét thầu.',
  sealed: 'Hồ sơ dự thầu được niêm phong đến hạn đóng thầu.',
  closeDateOnlyLater: 'Bài thầu đã có hồ sơ dự thầu: ngày đóng thầu chỉ được gia hạn, không được dời sớm hơn.',
  finalStatus: TENDER_MSG.finalStatus,
  sameStatus: 'Hồ sơ dự thầu đã ở trạng thái này.',
  postNotActive: 'Bài thầu không ở trạng thái nhận yêu cầu.',
  onlyClarifyAnswered: 'Chỉ trả lời được yêu cầu làm rõ thông tin thầu.',
  clarificationRecorded: 'Ghi nhận yêu cầu làm rõ thành công',
  alreadyReplied: TENDER_MSG.alreadyReplied,
  resultsNeedReview: 'Chỉ công bố kết quả khi bài thầu đang xét thầu.',
  winners: 'Vui lòng chọn hồ sơ trúng thầu!',
  winnerNotOfPost: 'Hồ sơ trúng thầu không thuộc bài thầu này!',
  // Success notices.
  created: 'Tạo bài thầu thành công',
  updated: 'Cập nhật bài thầu thành công',
  deleted: 'Xóa bài thầu thành công',
  statusChanged: 'Chuyển trạng thái bài thầu thành công',
  categorySaved: 'Lưu lĩnh vực thành công',
  submissionStatusChanged: 'Cập nhật trạng thái hồ sơ thành công',
  requestSent: 'Gửi yêu cầu thành công',
  replySent: 'Gửi phản hồi thành công',
  resultsPublished: 'Công bố kết quả thành công',
  // Request forms.
  dateMeet: 'Vui lòng chọn thời gian gặp mặt!',
  address: 'Vui lòng nhập địa điểm!',
  nameContact: 'Vui lòng nhập người liên hệ!',
  dateRequired: 'Vui lòng chọn hạn nộp bổ sung!',
  additional: 'Vui lòng chọn loại tài liệu cần bổ sung!',
} as const;

/** What the provider is told by e-mail (the contract's OUTGOING style; the bid's link follows as a button). */
export const TENDER_OUTGOING = {
  requestAnsweredSubject: 'Yêu cầu làm rõ đã được trả lời',
  requestAnsweredText: (name: string, title: string, post: string) =>
    `Xin chào ${name},\n\nYêu cầu làm rõ "${title}" của bài thầu "${post}" đã được bên mời thầu trả lời.`,
  meetRequestSubject: 'Bên mời thầu mời gặp mặt',
  additionalRequestSubject: 'Bên mời thầu yêu cầu bổ sung tài liệu',
  partyRequestText: (name: string, kind: string, post: string) =>
    `Xin chào ${name},\n\nBên mời thầu đã gửi yêu cầu "${kind}" cho hồ sơ dự thầu của bạn ở bài thầu "${post}". Vui lòng phản hồi trên Cổng đối tác.`,
  statusChangedSubject: 'Trạng thái hồ sơ dự thầu đã thay đổi',
  statusChangedText: (name: string, post: string, status: string) =>
    `Xin chào ${name},\n\nHồ sơ dự thầu của bạn ở bài thầu "${post}" đã chuyển sang trạng thái "${status}".`,
  resultsSubject: 'Kết quả đấu thầu đã được công bố',
  resultsText: (name: string, post: string, won: boolean) =>
    `Xin chào ${name},\n\nKết quả bài thầu "${post}" đã được công bố: ${
      won ? 'chúc mừng, hồ sơ của bạn đã trúng thầu' : 'rất tiếc, hồ sơ của bạn không trúng thầu'
    }.`,
  closeDateExtendedSubject: 'Bài thầu được gia hạn đóng thầu',
  closeDateExtendedText: (name: string, post: string, closeDate: string) =>
    `Xin chào ${name},\n\nBài thầu "${post}" đã được gia hạn: ngày đóng thầu mới là ${closeDate} (giờ Việt Nam). Bạn có thể cập nhật hồ sơ dự thầu đến thời điểm này.`,
} as const;

const iso = z.string();
const lookupCode = (name: keyof typeof TENDER_LOOKUPS, message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .refine((v) => TENDER_LOOKUPS[name].some((item) => item.id === v), message);

/** An optional multipart text: '' (an emptied field) is null. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.textTooLong)
    .optional()
    .transform((v) => (v ? v : null));

/** A date and time the console's pickers send (ISO 8601, normally with its offset). */
const dateTime = (requiredMessage: string) => dateTimeSchema({ required: requiredMessage, invalid: TENDER_DESK_MSG.dateFormat });

/** A JSON text field that may be left out (undefined), parsed with `schema` when sent. */
const optionalJson = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: TENDER_MSG.badJson });
        return z.NEVER;
      }
    })
    .pipe(schema.optional())
    .meta(jsonContentMeta(schema));

// ---- Categories --------------------------------------------------------------------------------

export const categoryInfoInputSchema = z.object({
  /** An existing item's id (kept); absent for a new one. */
  id: z.union([z.string(), z.number()]).optional(),
  name: text(TENDER_DESK_MSG.infoName).trim().min(1, TENDER_DESK_MSG.infoName).max(TENDER_LIMITS.titleMax, MSG.textTooLong),
  isRequired: z.boolean().default(false),
  /** 0 text, 1 file. */
  type: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type CategoryInfoInput = z.infer<typeof categoryInfoInputSchema>;

export const categoryBodySchema = z.object({
  name: text(TENDER_DESK_MSG.categoryName).trim().min(1, TENDER_DESK_MSG.categoryName).max(TENDER_LIMITS.titleMax, MSG.textTooLong),
  items: z.array(categoryInfoInputSchema).max(50).default([]),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;

export const deskCategorySchema = bidCategorySchema.extend({
  items: z.array(bidInfoItemSchema.extend({ id: z.number() })),
  postCount: z.number(),
});
export type DeskCategory = z.infer<typeof deskCategorySchema>;

// ---- Bid posts ---------------------------------------------------------------------------------

export const deskPostListQuerySchema = pageQuerySchema.extend({
  status: z.coerce.number().int().min(0).max(3).optional(),
  categoryId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  search: rules.search.optional(),
});
export type DeskPostListQuery = z.infer<typeof deskPostListQuerySchema>;

export const deskPostRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  bidName: z.string(),
  invitingParty: z.string(),
  bidPostCategory: bidCategorySchema,
  openDate: iso,
  closeDate: iso,
  status: z.number(),
  resultsPublished: z.boolean(),
  submissionCount: z.number(),
  createdAt: iso,
});
export type DeskPostRow = z.infer<typeof deskPostRowSchema>;
export const deskPostListSchema = listOf(deskPostRowSchema);
export type DeskPostList = z.infer<typeof deskPostListSchema>;

export const deskPostDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  bidName: z.string(),
  invitingParty: z.string(),
  bidPostCategory: bidCategorySchema,
  contractType: z.number(),
  area: z.number(),
  chooseMode: z.number(),
  publicMode: z.number(),
  applyGroup: z.number(),
  deployDays: z.number().nullable(),
  issueLocation: z.string().nullable(),
  deployLocation: z.string().nullable(),
  openDate: iso,
  closeDate: iso,
  applyDate: iso.nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPosition: z.string().nullable(),
  note: z.string().nullable(),
  requirements: z.string().nullable(),
  files: z.array(bidFileSchema),
  informations: z.array(bidInfoItemSchema.extend({ sort: z.number() })),
  status: z.number(),
  resultsPublishedAt: iso.nullable(),
  submissionCount: z.number(),
  /** Submissions stay sealed until the close date has passed. */
  sealed: z.boolean(),
  createdAt: iso,
  updatedAt: iso,
});
export type DeskPostDetail = z.infer<typeof deskPostDetailSchema>;

/** One information item of a post as the form sends it (`InfosJson`). */
export const postInfoInputSchema = categoryInfoInputSchema.extend({ id: z.string().optional() });
export type PostInfoInput = z.infer<typeof postInfoInputSchema>;

/**
 * Create / update a bid post (multipart; files in `files`). `note` and `requirements` are HTML
 * (sanitised on the server). Without `infosJson`, a new post starts from its category's items.
 */
export const deskPostFieldsSchema = z
  .object({
    name: text(TENDER_DESK_MSG.name).trim().min(1, TENDER_DESK_MSG.name).max(TENDER_LIMITS.nameMax, MSG.textTooLong),
    bidName: text(TENDER_DESK_MSG.bidName).trim().min(1, TENDER_DESK_MSG.bidName).max(TENDER_LIMITS.nameMax, MSG.textTooLong),
    invitingParty: text(TENDER_DESK_MSG.invitingParty)
      .trim()
      .min(1, TENDER_DESK_MSG.invitingParty)
      .max(TENDER_LIMITS.nameMax, MSG.textTooLong),
    categoryId: z.coerce
      .number({ error: TENDER_DESK_MSG.category })
      .int(TENDER_DESK_MSG.category)
      .positive(TENDER_DESK_MSG.category)
      .max(2_147_483_647, TENDER_DESK_MSG.category),
    contractType: lookupCode('contractType', TENDER_DESK_MSG.contractType),
    area: lookupCode('area', TENDER_DESK_MSG.area),
    chooseMode: lookupCode('chooseMode', TENDER_DESK_MSG.chooseMode),
    publicMode: lookupCode('publicMode', TENDER_DESK_MSG.publicMode),
    applyGroup: lookupCode('applyGroup', TENDER_DESK_MSG.applyGroup),
    deployDays: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : null))
      .pipe(
        z
          .string()
          .regex(/^\d{1,4}$/, TENDER_DESK_MSG.deployDays)
          .transform(Number)
          .pipe(z.number().max(TENDER_LIMITS.deployDaysMax, TENDER_DESK_MSG.deployDays))
          .nullable(),
      ),
    issueLocation: optional(TENDER_LIMITS.nameMax),
    deployLocation: optional(TENDER_LIMITS.nameMax),
    openDate: dateTime(TENDER_DESK_MSG.openDate),
    closeDate: dateTime(TENDER_DESK_MSG.closeDate),
    applyDate: blankAsNull(dateTime(TENDER_DESK_MSG.dateFormat)),
    contactName: optional(LIMITS.contactNameMax),
    contactPhone: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : null))
      .pipe(rules.phone.nullable()),
    contactEmail: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : null))
      .pipe(rules.email.nullable()),
    contactPosition: optional(100),
    note: optional(TENDER_LIMITS.contentMax * 4),
    requirements: optional(TENDER_LIMITS.contentMax * 4),
    /** The post's information items; absent on create: the category's template; absent on update: unchanged. */
    infosJson: optionalJson(z.array(postInfoInputSchema).max(50)),
    /** Update: the files to keep, with their names; the others are removed. Absent: every file stays. */
    keptFilesJson: optionalJson(z.array(keptFileSchema).max(LIMITS.uploadMaxFiles)),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.closeDate) <= Date.parse(v.openDate))
      ctx.addIssue({ code: 'custom', message: TENDER_DESK_MSG.closeAfterOpen, path: ['closeDate'] });
  });
export type DeskPostFields = z.infer<typeof deskPostFieldsSchema>;
export const DESK_POST_FILE_FIELD = 'files';

/** Move a post: Draft → Open (publish), Open → Review, Review → Close. */
export const postStatusBodySchema = z.object({
  status: z.union([z.literal(BID_POST_STATUS.Open), z.literal(BID_POST_STATUS.Review), z.literal(BID_POST_STATUS.Close)], {
    error: TENDER_DESK_MSG.badTransition,
  }),
});

/** Publish the results: the chosen submissions win, the others lose, the post closes. */
export const publishResultsBodySchema = z.object({
  winnerIds: z
    .array(z.uuid({ error: TENDER_DESK_MSG.winnerNotOfPost }), { error: TENDER_DESK_MSG.winners })
    .min(1, TENDER_DESK_MSG.winners)
    .max(100),
});

// ---- Submissions -------------------------------------------------------------------------------

export const deskCustomValueSchema = z.object({
  infoId: z.string(),
  content: z.string().nullable(),
  /** Null when none was given (while sealed the desk gets no custom values at all). */
  file: bidFileSchema.nullable(),
});

export const deskSubmissionSchema = z.object({
  id: z.string(),
  bidPostId: z.number(),
  provider: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  status: z.number(),
  name: z.string(),
  taxCode: z.string(),
  representative: z.string(),
  /** Price, discount, shipping, note: null while sealed (files, schedules, custom values: empty). */
  price: z.number().nullable(),
  discount: z.number().nullable(),
  shippingMethod: z.number().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  contactPosition: z.string(),
  note: z.string().nullable(),
  files: z.array(bidFileSchema),
  progress: z.array(bidProgressSchema),
  customValues: z.array(deskCustomValueSchema),
  createdAt: iso,
  updatedAt: iso,
});
export type DeskSubmission = z.infer<typeof deskSubmissionSchema>;

export const deskSubmissionListSchema = z.object({
  sealed: z.boolean(),
  closeDate: iso,
  informations: z.array(bidInfoItemSchema),
  items: z.array(deskSubmissionSchema),
});
export type DeskSubmissionList = z.infer<typeof deskSubmissionListSchema>;

/** A request of any type, as the desk lists it. */
export const deskRequestSchema = z.object({
  id: z.string(),
  type: z.number(),
  submissionId: z.string(),
  providerName: z.string(),
  createdByType: z.string(),
  title: z.string(),
  content: z.string(),
  dateRequest: z.string().nullable(),
  dateMeet: iso.nullable(),
  dateRequired: z.string().nullable(),
  address: z.string().nullable(),
  nameContact: z.string().nullable(),
  phoneContact: z.string().nullable(),
  note: z.string().nullable(),
  additional: z.array(z.number()),
  status: z.number(),
  creationTime: iso,
  /** The provider's files; empty while sealed. */
  files: z.array(bidFileSchema),
  /** A provider's reply has no content and no files while sealed. */
  replies: z.array(requestReplySchema.extend({ content: z.string().nullable() })),
  /** True while the submission is sealed: what the provider wrote or uploaded here is withheld. */
  sealed: z.boolean(),
});
export type DeskRequest = z.infer<typeof deskRequestSchema>;

export const deskSubmissionDetailSchema = z.object({
  sealed: z.boolean(),
  closeDate: iso,
  bidPostName: z.string(),
  submission: deskSubmissionSchema,
  informations: z.array(bidInfoItemSchema),
  requests: z.array(deskRequestSchema),
});
export type DeskSubmissionDetail = z.infer<typeof deskSubmissionDetailSchema>;

export const deskRequestListQuerySchema = z.object({
  type: z.coerce.number().int().min(0).max(2).optional(),
});
export const deskRequestListSchema = z.object({ items: z.array(deskRequestSchema) });

export const submissionStatusBodySchema = z.object({
  status: z.coerce.number({ error: MSG.badRequest }).int(MSG.badRequest).min(0, MSG.badRequest).max(6, MSG.badRequest),
});

/** A clarification answer (multipart: `content`, files in `files`). */
export const deskReplyFieldsSchema = z.object({
  content: text(TENDER_MSG.replyContent).trim().min(1, TENDER_MSG.replyContent).max(TENDER_LIMITS.contentMax, MSG.textTooLong),
});
export const DESK_REPLY_FILE_FIELD = 'files';

/**
 * A clarification the operator records on a provider's behalf (a question asked by phone):
 * multipart `title`, `dateRequest` (YYYY-MM-DD), `content`, files in `files`. Created by 'CMS',
 * so the provider never sees it (spec 2 §2.6).
 */
export const deskClarificationFieldsSchema = z.object({
  title: text(TENDER_MSG.requestTitle).trim().min(1, TENDER_MSG.requestTitle).max(TENDER_LIMITS.titleMax, MSG.textTooLong),
  dateRequest: dateSchema({ required: TENDER_MSG.requestDate, invalid: TENDER_MSG.requestDate }),
  content: text(TENDER_MSG.requestContent).trim().min(1, TENDER_MSG.requestContent).max(TENDER_LIMITS.contentMax, MSG.textTooLong),
});
export type DeskClarificationFields = z.infer<typeof deskClarificationFieldsSchema>;

/** The inviting party's request to one submission: a meeting (1) or additional documents (2). */
export const partyRequestBodySchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal(REQUEST_TYPE.Meet),
      dateMeet: dateTime(TENDER_DESK_MSG.dateMeet),
      address: text(TENDER_DESK_MSG.address).trim().min(1, TENDER_DESK_MSG.address).max(TENDER_LIMITS.nameMax, MSG.textTooLong),
      nameContact: text(TENDER_DESK_MSG.nameContact).trim().min(1, TENDER_DESK_MSG.nameContact).max(LIMITS.contactNameMax, MSG.textTooLong),
      phoneContact: rules.phone,
      note: z.string().trim().max(TENDER_LIMITS.noteMax, MSG.textTooLong).optional(),
      content: text(TENDER_MSG.requestContent).trim().min(1, TENDER_MSG.requestContent).max(TENDER_LIMITS.contentMax, MSG.textTooLong),
    }),
    z.object({
      type: z.literal(REQUEST_TYPE.Additional),
      dateRequired: dateSchema({ required: TENDER_DESK_MSG.dateRequired, invalid: TENDER_DESK_MSG.dateRequired }),
      additional: z
        .array(lookupCode('requestAdditional', TENDER_DESK_MSG.additional), { error: TENDER_DESK_MSG.additional })
        .min(1, TENDER_DESK_MSG.additional)
        .max(TENDER_LOOKUPS.requestAdditional.length),
      content: text(TENDER_MSG.requestContent).trim().min(1, TENDER_MSG.requestContent).max(TENDER_LIMITS.contentMax, MSG.textTooLong),
    }),
  ],
  { error: MSG.badRequest },
);
export type PartyRequestBody = z.infer<typeof partyRequestBodySchema>;

/** A bid post id in a path (numeric: it is the public URL). */
export const bidPostIdParamsSchema = z.object({ id: bidPostIdParamSchema });
