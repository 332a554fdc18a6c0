import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { loadAntdLocale } from '@/lib/antd-locale';

/**
 * antd's Vietnamese texts and dayjs's locale in before a test renders: the tests read the Vietnamese
 * texts (antd's scope shows its default ones until they are in, components/antd-scope.tsx), and
 * dayjs's pickers read the locale as they render.
 */
export async function loadAntdTexts() {
  await Promise.all([loadAntdLocale(), import('@/lib/dayjs')]);
}

/** Hidden, or on its way out (with motion on, jsdom never ends the closing animation). */
const isClosed = (popup: HTMLElement) => /-hidden|-leave/.test(popup.className);

/** The open dropdown of an antd Select or picker (several may be mounted, hidden). */
export async function openPopup(selector: '.ant-select-dropdown' | '.ant-picker-dropdown'): Promise<HTMLElement> {
  return waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>(selector)].find((d) => !isClosed(d));
    if (!open) throw new Error(`no open ${selector}`);
    return open;
  });
}

/** Picks `option` (its whole label) in the antd Select labelled `label`. */
export async function chooseOption(user: UserEvent, label: string, option: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByLabelText(label));
  const dropdown = await openPopup('.ant-select-dropdown');
  await user.click(within(dropdown).getByTitle(option));
  await waitFor(() => expect(isClosed(dropdown)).toBe(true));
}

/** What the antd Select labelled `label` shows as chosen; undefined while it shows its placeholder. */
export function chosenIn(label: string, scope: HTMLElement = document.body): string | undefined {
  const select = within(scope).getByLabelText(label).closest('.ant-select');
  return select?.querySelector('.ant-select-content-has-value')?.textContent ?? undefined;
}

/** The form item of the field labelled `label` (its errors show inside). */
export function fieldOf(label: string, scope: HTMLElement = document.body): HTMLElement {
  const labelElement = within(scope).getByText(label, { selector: 'label' });
  const item = labelElement.closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error(`no form item for ${label}`);
  return item;
}

/**
 * The open dialog or drawer whose title starts with `title` (a tag may follow it). By its title text rather than its accessible name: under test
 * antd gives every generated id the same value, so a page with other labelled parts (a table, a
 * select) names its dialog after the wrong element.
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen
      .queryAllByRole('dialog')
      .find((d) => d.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent?.startsWith(title));
    if (!dialog) throw new Error(`no dialog titled ${title}`);
    return dialog;
  });
}
