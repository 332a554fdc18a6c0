import { POPUP_DONT_SHOW_KEY } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { closePopup, isPopupClosed, isPopupDismissed } from './dont-show';

describe('popup dismissal', () => {
  it('keeps a closed banner closed for the rest of the tab, not for good', () => {
    closePopup('p-1', false);
    expect(window.sessionStorage.getItem('popup_closed')).toBe('p-1');
    expect(isPopupDismissed()).toBe(false);
    // A later page load of the same tab (module state gone) reads the tab's choice.
    window.sessionStorage.setItem('popup_closed', 'p-2');
    expect(isPopupClosed('p-2')).toBe(true);
    expect(isPopupClosed('p-3')).toBe(false);
  });

  it('"do not show again" lasts in this browser', () => {
    closePopup('p-4', true);
    expect(window.localStorage.getItem(POPUP_DONT_SHOW_KEY)).toBe('1');
    expect(isPopupDismissed()).toBe(true);
  });
});
