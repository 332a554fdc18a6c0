import { createHash } from 'node:crypto';

/*
 * Months and days of the monthly reports, in Vietnam's time (UTC+7, no daylight saving): a month
 * is 'YYYY-MM', a day 'YYYY-MM-DD'.
 */

const VN_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** Today's date in Vietnam. */
export const vietnamToday = (now: Date = new Date()) => new Date(now.getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);

export const monthOf = (day: string) => day.slice(0, 7);

/** The month `delta` months after `month` ('2026-01', -1 → '2025-12'). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const firstDay = (month: string) => `${month}-01`;

export function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The instant a Vietnam wall-clock time happens ('2026-12-01', 1 → 2026-11-30T18:00Z). */
export const vietnamInstant = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 - VN_OFFSET_MS);

/** The next time the clock in Vietnam reads `hour`:00 on the first of a month. */
export function nextMonthStart(now: Date, hour: number): Date {
  const thisMonth = monthOf(vietnamToday(now));
  const candidate = vietnamInstant(firstDay(thisMonth), hour);
  return candidate > now ? candidate : vietnamInstant(firstDay(addMonths(thisMonth, 1)), hour);
}

/** The next time the clock in Vietnam reads `hour`:00. */
export function nextDailyAt(now: Date, hour: number): Date {
  const today = vietnamToday(now);
  const candidate = vietnamInstant(today, hour);
  return candidate > now ? candidate : vietnamInstant(addDays(today, 1), hour);
}

/** A UUID fixed by its key: the job id of one collaborator's month, so a second enqueue is a no-op. */
export function keyedUuid(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((Number.parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
