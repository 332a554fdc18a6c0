import { addDays, daysFrom, formatDate, formatMonth, formatVnd, REPORT_LIMITS, REPORT_OUTGOING, vietnamToday } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { JobQueue } from '../../lib/jobs/queue.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { notify } from '../notifications/notifications-service.ts';
import { reportLink } from './desk-reports-service.ts';
import { nextDailyAt } from './reports-dates.ts';
import * as repo from './reports-repository.ts';
import { recordDebtEvent } from './timeline-service.ts';

/*
 * The reminder ladder (the accountant's setting: days relative to the due date, e.g. -3, 0, 3, 7).
 * Once a day, for each unpaid sent report, the latest step whose day has come is sent if it was not
 * sent yet (a step missed while the queue was down is not sent late once a later one is due). Each
 * step is a `debt_reminder_histories` row, unique per report, due date and step: a second run, or
 * a second instance, records and sends nothing more. Confirmed reports past their due date become
 * overdue (4).
 */

export type ReminderDeps = { db: Db; jobs: JobQueue; mailer: Mailer; env: Pick<Env, 'publicUrl'> };

/** The hour (Vietnam time) of the daily run. */
export const REMINDER_HOUR = 8;

export async function runReminders(deps: ReminderDeps, now: Date = new Date()): Promise<number> {
  const today = vietnamToday(now);
  const settings = await repo.getSettings(deps.db);
  await deps.db.transaction((tx) => repo.markOverdue(tx, today));
  const ladder = [...settings.reminderOffsets].sort((a, b) => a - b);
  if (!ladder.length) return 0;
  // A report can have a due step today only if its due date is at most today − (earliest step).
  const candidates = await repo.unpaidDueBy(deps.db, addDays(today, -ladder[0]!));
  let sent = 0;
  for (const candidate of candidates) {
    const offset = ladder.filter((step) => addDays(candidate.dueDate, step) <= today).at(-1);
    // Past the last step by more than the ladder's reach: nothing more to send.
    if (offset === undefined || daysFrom(addDays(candidate.dueDate, offset), today) > REPORT_LIMITS.ladderDaysMax) continue;
    const done = await deps.db.transaction(async (tx) => {
      const report = await repo.lockReport(tx, candidate.id);
      if (!report || report.dueDate !== candidate.dueDate || ![2, 3, 4].includes(report.status)) return false;
      const n = await repo.insertReminder(tx, report, offset, now);
      if (n === undefined) return false;
      const month = formatMonth(report.month);
      const days = daysFrom(report.dueDate, today);
      const body = REPORT_OUTGOING.reminderBody(formatVnd(report.amount), formatDate(report.dueDate), days);
      await recordDebtEvent(tx, {
        partnerId: report.partnerId,
        kind: 'reminder_sent',
        subject: 'report',
        subjectId: report.id,
        summary: `Lần thứ ${n} — công nợ tháng ${month}: ${body}`,
        amount: report.amount,
        actor: 'system',
        at: now,
      });
      await notify(deps, tx, {
        partnerId: report.partnerId,
        area: 'debts',
        kind: 'debt.reminder',
        title: REPORT_OUTGOING.reminderTitle(month, n),
        body,
        link: reportLink(report.id),
        permission: 'debt.view',
      });
      return true;
    });
    if (done) sent++;
  }
  return sent;
}

/** Queues the next daily run (08:00 in Vietnam); the queue keeps one waiting. */
export const scheduleNextReminders = (deps: { db: Db; jobs: JobQueue }, now: Date = new Date()) =>
  deps.jobs.enqueue(deps.db, 'debts.reminders', {}, { startAfter: nextDailyAt(now, REMINDER_HOUR) });
