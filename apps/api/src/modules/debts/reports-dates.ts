import { createHash } from 'node:crypto';
import { addDays, addMonths, firstDay, monthOf, vietnamInstant, vietnamToday } from '@portal/contract';

/*
 * When the monthly reports' jobs run, in Vietnam's time (UTC+7, no daylight saving), and their job
 * ids. The month and day arithmetic is the contract's (src/dates.ts).
 */

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
