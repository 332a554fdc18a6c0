import { z } from '../zod.ts';
import { listOf, pageQuerySchema } from './envelope.ts';

/*
 * Collaborators' money (spec 3 §2 'Công nợ'): what the debt letters and the monthly deferred-payment
 * reports share. Each part keeps its own schemas (debt-letters.ts, deferred-payments.ts); this file
 * holds the one timeline both write to, which partner and accountant read alike.
 */

/** What happened, in the order a collaborator's money moves. */
export const DEBT_EVENT_KINDS = [
  'letter_sent',
  'letter_answered',
  'letter_corrected',
  'report_built',
  'report_sent',
  'report_confirmed',
  'extension_requested',
  'extension_decided',
  'reminder_sent',
  'payment_recorded',
] as const;
export type DebtEventKind = (typeof DEBT_EVENT_KINDS)[number];

export const DEBT_EVENT_LABELS: Readonly<Record<DebtEventKind, string>> = {
  letter_sent: 'Gửi thư xác nhận công nợ',
  letter_answered: 'Trả lời thư xác nhận công nợ',
  letter_corrected: 'Gửi thư xác nhận công nợ điều chỉnh',
  report_built: 'Lập báo cáo công nợ tháng',
  report_sent: 'Gửi báo cáo công nợ tháng',
  report_confirmed: 'Xác nhận báo cáo công nợ',
  extension_requested: 'Xin gia hạn thanh toán',
  extension_decided: 'Phản hồi yêu cầu gia hạn',
  reminder_sent: 'Nhắc thanh toán',
  payment_recorded: 'Ghi nhận thanh toán',
};

/** Which record an event concerns: a debt letter or a monthly report. */
export const DEBT_EVENT_SUBJECTS = ['letter', 'report'] as const;
export type DebtEventSubject = (typeof DEBT_EVENT_SUBJECTS)[number];

/** Who caused it: the collaborator (or its staff), the accountant, or the queue (reports built, reminders). */
export const DEBT_EVENT_ACTORS = ['partner', 'operator', 'system'] as const;
export type DebtEventActor = (typeof DEBT_EVENT_ACTORS)[number];

export const debtEventSchema = z.object({
  id: z.string(),
  kind: z.enum(DEBT_EVENT_KINDS),
  subject: z.enum(DEBT_EVENT_SUBJECTS),
  subjectId: z.string(),
  /** One line in words, e.g. "Thư xác nhận công nợ quý 3/2026 — khác số liệu: 12.500.000 đ". */
  summary: z.string(),
  /** The figure the event is about (a balance, a report's amount, a payment), in dong. */
  amount: z.number().nullable(),
  actor: z.enum(DEBT_EVENT_ACTORS),
  at: z.string(),
});
export type DebtEvent = z.infer<typeof debtEventSchema>;

export const debtTimelineQuerySchema = pageQuerySchema.extend({
  subject: z.enum(DEBT_EVENT_SUBJECTS).optional(),
});
export type DebtTimelineQuery = z.output<typeof debtTimelineQuerySchema>;

export const debtTimelineSchema = listOf(debtEventSchema);
export type DebtTimeline = z.infer<typeof debtTimelineSchema>;
