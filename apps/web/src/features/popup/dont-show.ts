import { POPUP_DONT_SHOW_KEY } from '@portal/contract';

/**
 * Spec 1 §4 "do not show again", kept in this browser under `popup_dont_show`; and the popups
 * closed during this page load (in memory, so a re-mounted tree does not bring them back, and
 * the next page load shows them again). Small and separate from the banner, so the layout can
 * skip loading the banner's chunk altogether.
 */
const closedThisLoad = new Set<string>();

export function isPopupDismissed(): boolean {
  try {
    return window.localStorage.getItem(POPUP_DONT_SHOW_KEY) === '1';
  } catch {
    return false;
  }
}

export const isPopupClosed = (id: string) => closedThisLoad.has(id);

export function closePopup(id: string, dontShowAgain: boolean): void {
  closedThisLoad.add(id);
  if (!dontShowAgain) return;
  try {
    window.localStorage.setItem(POPUP_DONT_SHOW_KEY, '1');
  } catch {
    // Private mode: the choice lasts for this page load only.
  }
}
