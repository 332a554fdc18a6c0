import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The console's own login page, as an operator (demo password). */
export async function consoleLogin(page: Page, username: string) {
  await page.goto('/quan-tri/dang-nhap');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu').fill('Demo@123');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL((url) => url.pathname === '/quan-tri');
}

/**
 * Waits for an open antd popup (a select's list, a picker's panel) to stand still: while it is still
 * sliding open (or its options still loading) it moves under the pointer between a button's press and
 * release, and a click split over two elements does nothing.
 */
async function popupAtRest(popup: Locator) {
  await expect.poll(() => popup.getAttribute('class')).not.toMatch(/-(appear|enter)\b/);
}

/** Clicks `item` in an open antd Select list and waits for the list to close (the choice taken). */
export async function clickOption(page: Page, item: Locator) {
  await item.waitFor();
  await popupAtRest(page.locator('.ant-select-dropdown:visible'));
  await item.click();
  await item.waitFor({ state: 'hidden' });
}

/** Picks an option of an antd Select by its field label (the option's whole text: 'Trúng thầu' is not 'Không trúng thầu'). */
export async function choose(page: Page, label: string, option: string) {
  const field = page.getByLabel(label, { exact: true });
  // Its options in first: a list that fills while open moves under the pointer.
  await expect.poll(() => page.locator('.ant-select').filter({ has: field }).getAttribute('class')).not.toContain('ant-select-loading');
  await field.click();
  await clickOption(
    page,
    page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
  );
}

/**
 * Types a date into an antd DatePicker and confirms it with the panel's OK (Enter would submit the
 * form); the panel closing says the date was taken (the input shows typed text either way).
 */
export async function pickDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  await popupAtRest(panel);
  await input.fill(value);
  await panel.getByRole('button', { name: 'OK' }).click();
  await panel.waitFor({ state: 'hidden' });
  await expect.poll(() => input.inputValue()).toBe(value);
}

/** A date-time `offset` days from now as the console's pickers take it (DD/MM/YYYY 09:00). */
export const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} 09:00`;
};
