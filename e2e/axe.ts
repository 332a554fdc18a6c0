import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const SERIOUS: readonly ImpactValue[] = ['serious', 'critical'];

/**
 * Runs axe-core in the page (WCAG 2.1 A and AA rules, and axe's best practices) and fails on any
 * violation of impact 'serious' or 'critical', listed one per line with the elements it names.
 * `within`: only that part (an open dialog); otherwise the whole page.
 */
export async function expectNoSeriousA11yViolations(page: Page, context: string, within?: Locator): Promise<void> {
  // Evaluated through the debugging protocol: the page's CSP (no inline scripts) does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  // Measured at rest: an element still fading or zooming in has a blended colour.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const scope = within ? await within.elementHandle() : null;
  const results = await page.evaluate(
    // biome-ignore lint/suspicious/noExplicitAny: axe is the script injected above, typed by axe-core's own declarations
    async (element) => (window as any).axe.run(element ?? document, { resultTypes: ['violations'] }) as Promise<AxeResults>,
    scope,
  );
  const serious = results.violations.filter((v) => v.impact && SERIOUS.includes(v.impact));
  const report = serious.flatMap((v) => [
    `${v.impact} ${v.id}: ${v.help}`,
    ...v.nodes.map((n) => `  ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join('; ') ?? ''}`),
  ]);
  expect(report, `accessibility on ${context}`).toEqual([]);
}
