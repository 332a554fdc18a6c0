import type { PartnerType } from './partner.ts';
import type { Popup } from './schemas/popup.ts';

/*
 * The popup banner's constants and display rule, apart from its zod schemas
 * (schemas/popup.ts): the web's layout reads `POPUP_DONT_SHOW_KEY` on every page, and a module
 * with zod schemas at its top level would bring zod into the home page's bundle.
 */

/** Popup `groupType` (SPEC-NOTES 10): 0 collaborator, 1 provider, 2 company; absent = everyone. */
export const POPUP_GROUP_TYPES = { collaborator: 0, provider: 1, company: 2 } as const satisfies Record<PartnerType, number>;
export type PopupGroupType = (typeof POPUP_GROUP_TYPES)[PartnerType];

export const POPUP_LIMITS = { nameMax: 200, contentMax: 20_000, urlMax: 2000, frequencyDaysMax: 365 } as const;

/**
 * How often a signed-in partner sees the popup again after closing it (the server remembers
 * each dismissal): every sign-in session, only once, or once every N days. "Không hiển thị lại"
 * hides it for good, whatever the frequency.
 */
export const POPUP_FREQUENCIES = ['every_session', 'once', 'every_n_days'] as const;
export type PopupFrequency = (typeof POPUP_FREQUENCIES)[number];
export const POPUP_FREQUENCY_LABELS: Readonly<Record<PopupFrequency, string>> = {
  every_session: 'Mỗi phiên đăng nhập',
  once: 'Chỉ một lần',
  every_n_days: 'Mỗi N ngày',
};

/** Key under which the browser keeps "do not show again" (spec 1 §4). */
export const POPUP_DONT_SHOW_KEY = 'popup_dont_show';

/** The banner's own labels. */
export const POPUP_TEXT = {
  dontShowAgain: 'Không hiển thị lại',
  details: 'Xem chi tiết',
  close: 'Đóng',
} as const;

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
