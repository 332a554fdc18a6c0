import { z } from '../zod.ts';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { dateSchema } from './dates.ts';
import { rules, text } from '../rules/index.ts';
import { listOf, pageLimitSchema, pageNumberSchema, queryBoolean } from './envelope.ts';
import {
  BID_PROGRESS_TYPE,
  OFFERED_SHIPPING_METHODS,
  REPLY_STATUS,
  REQUEST_TYPE,
  TENDER_LIMITS,
  TENDER_LOOKUPS,
  TENDER_MSG,
  type TenderLookupName,
} from '../tendering.ts';

/**
 * Tendering calls (spec 2 §7), partner side. Multipart bodies keep the spec's field names
 * (`BidPostId`, `Name`, …); their values arrive as text, so numbers and lists are parsed here.
 * JSON answers use the spec's camelCase entity fields (spec 2 §3).
 */

const iso = z.string();
const nullableText = z.string().nullable();

export const tenderLookupItemSchema = z.object({ id: z.number(), key: z.string(), name: z.string() });
export const tenderLookupListSchema = z.array(tenderLookupItemSchema);
/** `/bid-post/lookups`: every lookup list in one answer, keyed by its name (`area`, `bdSubmitStatus`, …). */
export const tenderLookupsSchema = z.object(
  Object.fromEntries(Object.keys(TENDER_LOOKUPS).map((name) => [name, tenderLookupListSchema])) as Record<
    TenderLookupName,
    typeof tenderLookupListSchema
  >,
);
export type TenderLookups = z.infer<typeof tenderLookupsSchema>;

/** A file as the bid pages list it; `fullPath` is its download URL (null: no URL, spec 2 §5 "file list"). */
export const bidFileSchema = z.object({ id: z.string(), name: z.string(), fullPath: z.string().nullable() });
export type BidFile = z.infer<typeof bidFileSchema>;

export const bidCategorySchema = z.object({ id: z.number(), name: z.string() });
export type BidCategory = z.infer<typeof bidCategorySchema>;

/** An information item a bid post asks of every submission (`category-information-list`, `informations`). */
export const bidInfoItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  isRequired: z.boolean(),
  /** 0 text, 1 file. */
  type: z.number(),
});
export type BidInfoItem = z.infer<typeof bidInfoItemSchema>;

/** `/bid-post/category-information-list?categoryId=`: a category's template items (numeric ids). */
/** Without `categoryId` the answer is empty (nothing chosen yet). */
export const categoryInfoQuerySchema = z.object({
  categoryId: z.coerce.number({ error: MSG.badRequest }).int({ error: MSG.badRequest }).positive({ error: MSG.badRequest }).optional(),
});
export const categoryInfoItemSchema = bidInfoItemSchema.extend({ id: z.number() });

/** Public bid-post list (home section, `/bid-post/list`), newest close date first among open posts. */
export const bidPostListQuerySchema = z.object({
  page: pageNumberSchema,
  limit: pageLimitSchema(),
  search: rules.search.optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  /** Bid post status; the public list shows Open (1) unless asked for Review (2) or Close (3). Drafts never. */
  status: z.coerce.number().int().min(1).max(3).optional(),
});
export type BidPostListQuery = z.infer<typeof bidPostListQuerySchema>;

/**
 * The signed-in list (`/v1/{type}/bid-post/list`): the public filters, and for a provider `mine`,
 * the posts it submitted to, of every status unless `status` narrows them.
 */
export const partnerBidPostListQuerySchema = bidPostListQuerySchema.extend({ mine: queryBoolean.optional() });
export type PartnerBidPostListQuery = z.infer<typeof partnerBidPostListQuerySchema>;

/** The caller's submission on a listed post: its status (0–6) and whether a meeting or document request waits for an answer. */
export const bidPostRowSubmitSchema = z.object({ id: z.string(), status: z.number(), isRequestWaiting: z.boolean() });
export type BidPostRowSubmit = z.infer<typeof bidPostRowSubmitSchema>;

export const bidPostRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  bidName: z.string(),
  invitingParty: z.string(),
  bidPostCategory: bidCategorySchema,
  area: z.number(),
  openDate: iso,
  closeDate: iso,
  status: z.number(),
  /** Only in a provider's `mine` list. */
  submit: bidPostRowSubmitSchema.optional(),
});
export type BidPostRow = z.infer<typeof bidPostRowSchema>;

export const bidPostListSchema = listOf(bidPostRowSchema);

/** `/bid-post/category-list`: the categories, each with how many posts are open now. */
export const bidCategoryListItemSchema = bidCategorySchema.extend({ openCount: z.number() });
export const bidCategoryListSchema = z.array(bidCategoryListItemSchema);

/** The caller's own submission on a bid post (spec 2 §3 `submit`): status[0] is its numeric status. */
export const bidPostSubmitRefSchema = z.object({ id: z.string(), status: z.array(z.number()) });

/** Bid detail (`/bid-post/detail/{id}` public, `/v1/provider/bid-post/detail/{id}` with the provider's `submit`). */
export const bidPostDetailSchema = z.object({
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
  issueLocation: nullableText,
  deployLocation: nullableText,
  openDate: iso,
  closeDate: iso,
  applyDate: iso.nullable(),
  contactName: nullableText,
  contactPhone: nullableText,
  contactEmail: nullableText,
  contactPosition: nullableText,
  /** HTML, sanitised on write. */
  note: nullableText,
  /** Mandatory requirements, HTML sanitised on write. */
  requirements: nullableText,
  files: z.array(bidFileSchema),
  /** What every submission must or may add (text or file). */
  informations: z.array(bidInfoItemSchema),
  status: z.number(),
  resultsPublished: z.boolean(),
  /** The signed-in provider's submission; null for visitors and providers without one. */
  submit: bidPostSubmitRefSchema.nullable(),
});
export type BidPostDetail = z.infer<typeof bidPostDetailSchema>;

export const bidProgressSchema = z.object({
  id: z.string(),
  name: z.string(),
  content: z.string(),
  /** 0 supply, 1 payment. */
  progressType: z.number(),
  status: z.number(),
  date: z.string().nullable(),
});
export type BidProgress = z.infer<typeof bidProgressSchema>;

export const customValueSchema = z.object({
  id: z.string(),
  bidPostCategoryInformationId: z.string(),
  content: z.string().nullable(),
  file: bidFileSchema.nullable(),
  bidPostCategoryInformation: z.object({ name: z.string(), isRequired: z.boolean(), type: z.number() }),
});
export type CustomValue = z.infer<typeof customValueSchema>;

/** `detail-bd-submit/{id}`: the provider's submission, whole. */
export const bidSubmissionSchema = z.object({
  id: z.string(),
  bidPostId: z.number(),
  bidPostName: z.string(),
  status: z.number(),
  name: z.string(),
  taxCode: z.string(),
  representative: z.string(),
  price: z.number(),
  shippingMethod: z.number(),
  discount: z.number(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  contactPosition: z.string(),
  note: nullableText,
  files: z.array(bidFileSchema),
  progress: z.array(bidProgressSchema),
  customValues: z.array(customValueSchema),
  createdAt: iso,
  updatedAt: iso,
});
export type BidSubmission = z.infer<typeof bidSubmissionSchema>;

// ---- Submission form (spec 2 §5) -------------------------------------------------------------

const requiredWith = (message: string, max: number = TENDER_LIMITS.nameMax) =>
  text(message).trim().min(1, { error: message, abort: true }).max(max, MSG.textTooLong);

/** Price as typed: digits with dot thousands ('1.250.000'); stored as a whole number of dong. */
export const priceRule = text(TENDER_MSG.price)
  .transform((v) => v.replaceAll('.', '').trim())
  .pipe(
    z
      .string()
      .min(1, TENDER_MSG.price)
      .regex(new RegExp(`^\\d{1,${TENDER_LIMITS.priceDigitsMax}}$`), TENDER_MSG.priceFormat),
  )
  .transform(Number);

export const discountRule = z
  .union([z.number(), z.string()], { error: TENDER_MSG.discount })
  .transform((v, ctx) => {
    const typed = typeof v === 'number' ? String(v) : v.trim().replace(',', '.');
    if (!typed) {
      ctx.addIssue({ code: 'custom', message: TENDER_MSG.discount });
      return z.NEVER;
    }
    if (!/^\d+(\.\d+)?$/.test(typed)) {
      ctx.addIssue({ code: 'custom', message: TENDER_MSG.discountRange });
      return z.NEVER;
    }
    return Number(typed);
  })
  .pipe(z.number().min(0, TENDER_MSG.discountRange).max(TENDER_LIMITS.discountMax, TENDER_MSG.discountRange));

/** An empty field is no choice (not road, which is 0). */
export const shippingMethodRule = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.coerce
    .number({ error: TENDER_MSG.shippingMethod })
    .int(TENDER_MSG.shippingMethod)
    .refine((v) => OFFERED_SHIPPING_METHODS.includes(v), TENDER_MSG.shippingMethod),
);

/** One schedule row (`ProgressMetadataJson`): title and content required. */
export const progressRowSchema = z.object({
  /** An existing row's id (update); absent for a new row. */
  id: z.uuid().optional(),
  name: requiredWith(TENDER_MSG.schedule, TENDER_LIMITS.titleMax),
  content: requiredWith(TENDER_MSG.schedule, TENDER_LIMITS.contentMax),
  progressType: z.union([z.literal(BID_PROGRESS_TYPE.Supply), z.literal(BID_PROGRESS_TYPE.Payment)], { error: TENDER_MSG.schedule }),
  status: z.number().int().min(0).max(2).optional(),
  date: dateSchema().nullish(),
});
export type ProgressRow = z.infer<typeof progressRowSchema>;

/** Both schedules need at least one row (spec 2 §5 'Vui lòng nhập thông tin'). */
export const progressListSchema = z
  .array(progressRowSchema)
  .max(TENDER_LIMITS.progressRowsMax)
  .superRefine((rows, ctx) => {
    for (const type of [BID_PROGRESS_TYPE.Supply, BID_PROGRESS_TYPE.Payment]) {
      if (!rows.some((r) => r.progressType === type)) {
        ctx.addIssue({ code: 'custom', message: TENDER_MSG.schedule, path: [type === BID_PROGRESS_TYPE.Supply ? 'supply' : 'payment'] });
      }
    }
  });

/** A kept file on update (`UploadedFiles`): its id and (renamed inline) name. */
export const keptFileSchema = z.object({ id: z.uuid(), name: z.string().trim().min(1).max(255) });

/** One custom value inside the submission (SPEC-NOTES 18): text in `content`, or a file part named `CustomFile_{id}`. */
export const customValueInputSchema = z.object({
  bidPostCategoryInformationId: z.uuid({ error: TENDER_MSG.unknownInfo }),
  content: z.string().trim().max(TENDER_LIMITS.contentMax, MSG.textTooLong).optional(),
  /** Keep the file already stored for this item (update). */
  keepFile: z.boolean().optional(),
});
export type CustomValueInput = z.infer<typeof customValueInputSchema>;

/**
 * How the OpenAPI document describes a JSON text field: the JSON Schema of what the text holds
 * (its dates included). Built when the document asks for it, never in the browser.
 */
export const jsonContentMeta = (schema: z.ZodType) => ({
  contentMediaType: 'application/json',
  get contentSchema() {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' });
  },
});

/** A JSON text field of a multipart body, parsed with `schema` (a broken JSON reads as invalid data). */
export const jsonField = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .default('[]')
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: TENDER_MSG.badJson });
        return z.NEVER;
      }
    })
    .pipe(schema)
    .meta(jsonContentMeta(schema));

/** The file part for a custom value of item `infoId`. */
export const customFileField = (infoId: string) => `CustomFile_${infoId}`;
/** The key under which the server reports a text custom value's error (`errors[customContentField(id)]`); a file's is `customFileField(id)`. */
export const customContentField = (infoId: string) => `CustomContent_${infoId}`;
export const CUSTOM_FILE_FIELD_PATTERN = /^CustomFile_[0-9a-f-]{36}$/;
/** The multipart file fields of a submission. */
export const SUBMISSION_FILE_FIELD = 'Files';

/**
 * Fields of `create-bid-post-submit` / `update-bid-post-submit/{id}` (multipart). `ProviderId`,
 * `Status` and `id`, which the spec's form also sends, are ignored: the provider is the caller,
 * a new submission is Applied (SPEC-NOTES 9). Name, tax code and representative are checked as
 * sent and stored from the provider's profile (read-only in the form).
 */
export const submissionFieldsSchema = z.object({
  BidPostId: z.coerce.number({ error: MSG.badRequest }).int().positive(),
  Name: requiredWith(TENDER_MSG.name),
  TaxCode: rules.taxCode,
  Representative: requiredWith(TENDER_MSG.representative, 50),
  Price: priceRule,
  ShippingMethod: shippingMethodRule,
  Discount: discountRule,
  ContactName: requiredWith(TENDER_MSG.contactName, LIMITS.contactNameMax),
  ContactPhone: rules.phone,
  ContactEmail: rules.email,
  ContactPosition: requiredWith(TENDER_MSG.contactPosition, 100),
  Note: z.string().trim().max(TENDER_LIMITS.noteMax, MSG.textTooLong).optional(),
  ProgressMetadataJson: jsonField(progressListSchema),
  /** Update: the files to keep, with their (possibly new) names; the others are removed. */
  UploadedFiles: jsonField(z.array(keptFileSchema).max(LIMITS.uploadMaxFiles)),
  /** Update: schedule rows to remove. */
  DeleteProgressIds: jsonField(z.array(z.uuid()).max(TENDER_LIMITS.progressRowsMax)),
  CustomValuesJson: jsonField(z.array(customValueInputSchema).max(100)),
  ProviderId: z.string().optional(),
  Status: z.string().optional(),
  id: z.string().optional(),
});
export type SubmissionFields = z.infer<typeof submissionFieldsSchema>;

/** `create-bidpost-custom-value` / `update-bidpost-custom-value/{id}` (multipart, SPEC-NOTES 18: one value of an existing submission). */
export const customValueFieldsSchema = z.object({
  BidPostId: z.coerce.number({ error: MSG.badRequest }).int().positive(),
  BidPostCategoryInformationId: z.uuid({ error: TENDER_MSG.unknownInfo }),
  Content: z.string().trim().max(TENDER_LIMITS.contentMax, MSG.textTooLong).optional(),
});
export const CUSTOM_VALUE_FILE_FIELD = 'File';

// ---- Requests (spec 2 §4.3, §4.4) ------------------------------------------------------------

/** `/v1/provider/request/list` and `/v1/provider/history-update/list`: all rows unless asked (`pageLimitSchema`). */
const allRowsQuery = {
  page: pageNumberSchema,
  limit: pageLimitSchema(TENDER_LIMITS.allRowsPageSize),
  /** The caller's submission; without it, all of the caller's submissions. Another provider's → 404. */
  bidPostSubmitId: z.uuid({ error: MSG.notFound }).optional(),
  search: rules.search.optional(),
};

/** Request list date filter: YYYY-MM-DD (the day the request was created). */
export const requestListQuerySchema = z.object({ ...allRowsQuery, date: dateSchema().optional() });
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

export const requestReplySchema = z.object({
  id: z.string(),
  content: z.string(),
  replyStatus: z.number().nullable(),
  createdByType: z.string(),
  creationTime: iso,
  files: z.array(bidFileSchema),
});

/** A clarification request (spec 2 §3 "Request"). */
export const requestRowSchema = z.object({
  id: z.string(),
  bidPostSubmitId: z.string(),
  title: z.string(),
  content: z.string(),
  dateRequest: z.string().nullable(),
  creationTime: iso,
  companyName: z.string(),
  sender: z.string(),
  status: z.number(),
  userTypeCreate: z.string(),
  files: z.array(bidFileSchema),
  replies: z.array(requestReplySchema),
});
export type RequestRow = z.infer<typeof requestRowSchema>;
export const requestListSchema = listOf(requestRowSchema);

/** `request/create` and `request/update/{id}` (multipart), spec 2 §5. */
export const requestFieldsSchema = z.object({
  BidPostSubmitId: z.uuid({ error: MSG.notFound }),
  Title: requiredWith(TENDER_MSG.requestTitle, TENDER_LIMITS.titleMax),
  DateRequest: dateSchema({ required: TENDER_MSG.requestDate, invalid: TENDER_MSG.requestDate }),
  Content: requiredWith(TENDER_MSG.requestContent, TENDER_LIMITS.contentMax),
  /** Update: the files to keep. */
  UploadedFiles: jsonField(z.array(keptFileSchema).max(LIMITS.uploadMaxFiles)),
});
export type RequestFields = z.infer<typeof requestFieldsSchema>;
export const REQUEST_FILE_FIELD = 'Files';
/** `request/create-reply` takes optional files under the same name (the additional documents' cover files). */
export const REPLY_FILE_FIELD = 'Files';

/** `request/create-reply` (multipart): the provider answering the inviting party's request. */
export const replyFieldsSchema = z.object({
  Content: requiredWith(TENDER_MSG.replyContent, TENDER_LIMITS.contentMax),
  RequestType: z.coerce.number().int().min(REQUEST_TYPE.Meet).max(REQUEST_TYPE.Additional).optional(),
  RequestId: z.uuid({ error: MSG.notFound }),
  ReplyStatus: z.coerce
    .number({ error: TENDER_MSG.replyStatus })
    .int()
    .min(REPLY_STATUS.AgreeToMeet, TENDER_MSG.replyStatus)
    .max(REPLY_STATUS.DeclineToMeet, TENDER_MSG.replyStatus)
    .optional(),
  BidPostSubmitId: z.uuid({ error: MSG.notFound }).optional(),
  BidPostId: z.coerce.number().int().positive().optional(),
});
export type ReplyFields = z.infer<typeof replyFieldsSchema>;

/** The inviting party's requests (meeting, additional documents) to the provider. */
export const partyRequestQuerySchema = z.object({
  /** Without it, the requests to all of the caller's submissions. */
  bidPostSubmitId: z.uuid({ error: MSG.notFound }).optional(),
  type: z.coerce.number().int().min(REQUEST_TYPE.Meet).max(REQUEST_TYPE.Additional).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});

export const partyRequestSchema = z.object({
  id: z.string(),
  /** 1 Meet, 2 Additional (`requestType`); `type` is its key. */
  requestType: z.number(),
  type: z.enum(['Meet', 'Additional']),
  status: z.number(),
  statusKey: z.enum(['NotAnswered', 'Answered']),
  dateMeet: iso.nullable(),
  dateRequired: z.string().nullable(),
  address: nullableText,
  nameContact: nullableText,
  phoneContact: nullableText,
  note: nullableText,
  content: z.string(),
  additional: z.array(z.number()),
  creationTime: iso,
  replies: z.array(requestReplySchema),
});
export type PartyRequest = z.infer<typeof partyRequestSchema>;
export const partyRequestListSchema = z.object({ items: z.array(partyRequestSchema) });

// ---- History (spec 2 §2.5) -------------------------------------------------------------------

/** History date filter: DD-MM-YYYY as the filter shows it, or YYYY-MM-DD. */
export const historyListQuerySchema = z.object({
  ...allRowsQuery,
  date: dateSchema({ formats: ['YYYY-MM-DD', 'DD-MM-YYYY'] }).optional(),
  type: z.coerce.number().int().min(0).max(3).optional(),
});
export type HistoryListQuery = z.infer<typeof historyListQuerySchema>;

export const historyRowSchema = z.object({
  id: z.string(),
  date: iso,
  performer: z.string(),
  actionType: z.number(),
  /** 'submission', 'file', 'progress', 'customValue', 'status'. */
  subject: z.string(),
  /** JSON text of the changed fields ({ field: [before, after] } or { field: value }), id fields left out. */
  content: z.string(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;
export const historyListSchema = listOf(historyRowSchema);

/** A bid post's id in a path: a positive int4 (past it, the post does not exist: 404, not a database error). */
export const bidPostIdParamSchema = z.coerce
  .number({ error: MSG.notFound })
  .int({ error: MSG.notFound })
  .positive({ error: MSG.notFound })
  .max(2_147_483_647, { error: MSG.notFound });
