import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { loadAntdLocale } from '@/lib/antd-locale';

/**
 * antd's Vietnamese texts and dayjs's locale in before a test renders: loaded later, the scope
 * would change under an open dialog, which antd answers by mounting its content again (and the
 * test's element references would point at the old one).
 */
export async function loadAntdTexts() {
  await Promise.all([loadAntdLocale(), import('@/lib/dayjs')]);
}

/** The open dropdown of an antd Select or picker (several may be mounted, hidden). */
export async function openPopup(selector: '.ant-select-dropdown' | '.ant-picker-dropdown'): Promise<HTMLElement> {
  return waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>(selector)].find((d) => !d.className.includes('-hidden'));
    if (!open) throw new Error(`no open ${selector}`);
    return open;
  });
}

/** Picks `option` (its whole label) in the antd Select labelled `label`. */
export async function chooseOption(user: UserEvent, label: string, option: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByLabelText(label));
  const dropdown = await openPopup('.ant-select-dropdown');
  await user.click(within(dropdown).getByTitle(option));
  await waitFor(() => expect(dropdown.className).toMatch(/-hidden/));
}

/** The form item of the field labelled `label` (its errors show inside). */
export function fieldOf(label: string, scope: HTMLElement = document.body): HTMLElement {
  const labelElement = within(scope).getByText(label, { selector: 'label' });
  const item = labelElement.closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error(`no form item for ${label}`);
  return item;
}

/** The dialog whose title holds `name`. */
export const dialogNamed = (name: string | RegExp) => screen.getByRole('dialog', { name });
