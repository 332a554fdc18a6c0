import { z } from '../zod.ts';
import { MSG } from '../messages.ts';
import { POPUP_FREQUENCIES, POPUP_LIMITS } from '../popup.ts';
import { isPortalPath } from '../portal-path.ts';
import { text } from '../rules/index.ts';
import { dateTimeSchema } from './dates.ts';

/**
 * The operator's popup form messages. Here rather than in MSG: MSG ships with every page, and
 * only the server and the operator console need these.
 */
export const POPUP_MSG = {
  name: 'Tên popup tối đa 200 ký tự!',
  content: 'Nội dung popup tối đa 20000 ký tự!',
  link: 'Liên kết phải bắt đầu bằng http:// hoặc https://!',
  image: 'Ảnh phải là đường dẫn http://, https:// hoặc /...!',
  period: 'Thời gian kết thúc phải sau thời gian bắt đầu!',
  time: 'Thời gian không hợp lệ!',
  frequency: 'Tần suất hiển thị không hợp lệ!',
  frequencyDays: `Số ngày phải là số nguyên từ 1 đến ${POPUP_LIMITS.frequencyDaysMax}!`,
  saved: 'Cập nhật popup thành công',
  dismissed: 'Đã ẩn popup',
} as const;

const HTTP_URL = /^https?:\/\/[^\s\\]+$/i;

const groupTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The popup as partners receive it (spec 1 §3): `groupType` absent means everyone. */
export const popupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** HTML, sanitised by the server when it was written; the page renders it through DOMPurify as well. */
  content: z.string(),
  link: z.string().nullable(),
  media: z.object({ fullPath: z.string() }),
  active: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
  groupType: groupTypeSchema.optional(),
});
export type Popup = z.infer<typeof popupSchema>;

/** GET /api/partner/popup/current: the popup for the caller, or null. */
export const currentPopupSchema = popupSchema.nullable();

const dateTime = dateTimeSchema({ offset: 'required', required: POPUP_MSG.time, invalid: POPUP_MSG.time });

/**
 * PUT /api/admin/popup: one popup per audience (`groupType`, absent or null = everyone); writing
 * replaces that audience's popup. `content` is HTML: the server sanitises it before storing.
 */
export const popupBodySchema = z
  .object({
    name: text().trim().min(1, MSG.required).max(POPUP_LIMITS.nameMax, POPUP_MSG.name),
    content: z.string().max(POPUP_LIMITS.contentMax, POPUP_MSG.content).default(''),
    link: z
      .string()
      .trim()
      .max(POPUP_LIMITS.urlMax, POPUP_MSG.link)
      .refine((v) => v === '' || HTTP_URL.test(v), POPUP_MSG.link)
      .nullish()
      .transform((v) => v || null),
    imageUrl: text()
      .trim()
      .min(1, MSG.required)
      .max(POPUP_LIMITS.urlMax, POPUP_MSG.image)
      .refine((v) => HTTP_URL.test(v) || isPortalPath(v), POPUP_MSG.image),
    active: z.boolean().default(true),
    startTime: dateTime,
    endTime: dateTime,
    groupType: groupTypeSchema.nullish().transform((v) => v ?? null),
    frequency: z.enum(POPUP_FREQUENCIES, { error: POPUP_MSG.frequency }).default('every_session'),
    /** Only for 'every_n_days' (required there); ignored and stored as null otherwise. */
    frequencyDays: z
      .number({ error: POPUP_MSG.frequencyDays })
      .int(POPUP_MSG.frequencyDays)
      .min(1, POPUP_MSG.frequencyDays)
      .max(POPUP_LIMITS.frequencyDaysMax, POPUP_MSG.frequencyDays)
      .nullish(),
  })
  .refine((b) => Date.parse(b.endTime) > Date.parse(b.startTime), { message: POPUP_MSG.period, path: ['endTime'] })
  .refine((b) => b.frequency !== 'every_n_days' || b.frequencyDays != null, { message: POPUP_MSG.frequencyDays, path: ['frequencyDays'] });
export type PopupBody = z.input<typeof popupBodySchema>;

/** What the operator reads back: the partner view plus the raw image URL and the audience. */
export const adminPopupSchema = popupSchema.extend({
  imageUrl: z.string(),
  groupType: groupTypeSchema.nullable(),
  frequency: z.enum(POPUP_FREQUENCIES),
  frequencyDays: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type AdminPopup = z.infer<typeof adminPopupSchema>;

/** POST /api/partner/popup/:id/dismiss: the partner closed it; `dontShowAgain` hides it for good. */
export const popupDismissParamsSchema = z.object({ id: z.uuid({ error: MSG.notFound }) });
export const popupDismissBodySchema = z.object({ dontShowAgain: z.boolean({ error: MSG.invalid }).default(false) });
export type PopupDismissBody = z.input<typeof popupDismissBodySchema>;
