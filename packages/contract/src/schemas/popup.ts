import { z } from 'zod';
import { MSG } from '../messages.ts';
import type { PartnerType } from '../partner.ts';
import { text } from '../rules/index.ts';

/** Popup `groupType` (SPEC-NOTES 10): 0 collaborator, 1 provider, 2 company; absent = everyone. */
export const POPUP_GROUP_TYPES = { collaborator: 0, provider: 1, company: 2 } as const satisfies Record<PartnerType, number>;
export type PopupGroupType = (typeof POPUP_GROUP_TYPES)[PartnerType];

export const POPUP_LIMITS = { nameMax: 200, contentMax: 20_000, urlMax: 2000 } as const;

/** Key under which the browser keeps "do not show again" (spec 1 §4). */
export const POPUP_DONT_SHOW_KEY = 'popup_dont_show';

/** The banner's own labels. */
export const POPUP_TEXT = {
  dontShowAgain: 'Không hiển thị lại',
  details: 'Xem chi tiết',
  close: 'Đóng',
} as const;

const HTTP_URL = /^https?:\/\/[^\s\\]+$/i;
/** Same-origin absolute path ('/anh.png', '/api/...'), not a protocol-relative '//host'. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

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

const dateTime = z.iso.datetime({ offset: true, error: 'Thời gian không hợp lệ!' });

/**
 * PUT /api/admin/popup: one popup per audience (`groupType`, absent or null = everyone); writing
 * replaces that audience's popup. `content` is HTML: the server sanitises it before storing.
 */
export const popupBodySchema = z
  .object({
    name: text().trim().min(1, MSG.required).max(POPUP_LIMITS.nameMax, MSG.popupName),
    content: z.string().max(POPUP_LIMITS.contentMax, MSG.popupContent).default(''),
    link: z
      .string()
      .trim()
      .max(POPUP_LIMITS.urlMax, MSG.popupLink)
      .refine((v) => v === '' || HTTP_URL.test(v), MSG.popupLink)
      .nullish()
      .transform((v) => v || null),
    imageUrl: text()
      .trim()
      .min(1, MSG.required)
      .max(POPUP_LIMITS.urlMax, MSG.popupImage)
      .refine((v) => HTTP_URL.test(v) || SITE_PATH.test(v), MSG.popupImage),
    active: z.boolean().default(true),
    startTime: dateTime,
    endTime: dateTime,
    groupType: groupTypeSchema.nullish().transform((v) => v ?? null),
  })
  .refine((b) => Date.parse(b.endTime) > Date.parse(b.startTime), { message: MSG.popupPeriod, path: ['endTime'] });
export type PopupBody = z.input<typeof popupBodySchema>;

/** What the operator reads back: the partner view plus the raw image URL and the audience. */
export const adminPopupSchema = popupSchema.extend({
  imageUrl: z.string(),
  groupType: groupTypeSchema.nullable(),
  updatedAt: z.string(),
});
export type AdminPopup = z.infer<typeof adminPopupSchema>;

/**
 * Spec 1 §4, as the page applies it to what the server sent (the server already filters):
 * active, has an image, now between start and end, the user's type in the audience.
 */
export function isPopupShown(popup: Popup | null | undefined, type: PartnerType, now: Date = new Date()): popup is Popup {
  if (!popup?.active || !popup.media.fullPath) return false;
  const t = now.getTime();
  if (!(Date.parse(popup.startTime) <= t && t <= Date.parse(popup.endTime))) return false;
  return popup.groupType === undefined || popup.groupType === POPUP_GROUP_TYPES[type];
}
