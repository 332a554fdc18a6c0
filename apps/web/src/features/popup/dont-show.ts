import { POPUP_DONT_SHOW_KEY } from '@portal/contract';

/**
 * Spec 1 §4 "do not show again", kept in this browser under `popup_dont_show`; and the popups
 * closed in this tab (session storage, so a reload or the next page does not bring a closed
 * banner straight back; a new tab shows it again). Small and separate from the
 * banner, so the layout can skip loading the banner's chunk altogether.
 */
const closedThisLoad = new Set<string>();
const CLOSED_KEY = 'popup_closed';

function closedInTab(id: string): boolean {
  try {
    return window.sessionStorage.getItem(CLOSED_KEY) === id;
  } catch {
    return false;
  }
}

export function isPopupDismissed(): boolean {
  try {
    return window.localStorage.getItem(POPUP_DONT_SHOW_KEY) === '1';
  } catch {
    return false;
  }
}

export const isPopupClosed = (id: string) => closedThisLoad.has(id) || closedInTab(id);

export function closePopup(id: string, dontShowAgain: boolean): void {
  closedThisLoad.add(id);
  try {
    window.sessionStorage.setItem(CLOSED_KEY, id);
  } catch {
    // Private mode: closed for this page load only.
  }
  if (!dontShowAgain) return;
  try {
    window.localStorage.setItem(POPUP_DONT_SHOW_KEY, '1');
  } catch {
    // Private mode: the choice lasts for this page load only.
  }
}
