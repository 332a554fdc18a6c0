import { z } from '../zod.ts';
import { monthIndex } from '../dates.ts';
import { rules } from '../rules/index.ts';
import { listOf, pageQuerySchema } from './envelope.ts';

/*
 * A collaborator's consulting unit prices (/don-gia-tu-van) and its report (/bao-cao), spec 1
 * §2.1 lists both routes without their content (docs/decisions/orders.md "Consulting prices and the collaborator's report").
 */

export const CONSULTING_MSG = {
  month: 'Tháng không hợp lệ! (định dạng YYYY-MM)',
  period: 'Tháng bắt đầu phải trước hoặc bằng tháng kết thúc!',
  periodTooLong: 'Khoảng thời gian tối đa 24 tháng!',
} as const;

/** The longest period one report covers, in months; the default is the last 12 months. */
export const ORDER_REPORT_LIMITS = { maxMonths: 24, defaultMonths: 12 } as const;

export const consultingPriceQuerySchema = pageQuerySchema.extend({ search: rules.search.optional() });
export type ConsultingPriceQuery = z.infer<typeof consultingPriceQuerySchema>;

/** A catalogue service with its list price and the collaborator's fee for it. */
export const consultingPriceSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['test', 'package']),
  price: z.number(),
  feePrice: z.number(),
});
export type ConsultingPrice = z.infer<typeof consultingPriceSchema>;
export const consultingPriceListSchema = listOf(consultingPriceSchema);
export type ConsultingPriceList = z.infer<typeof consultingPriceListSchema>;

export const CONSULTING_KIND_LABELS = { test: 'Xét nghiệm', package: 'Gói khám' } as const;

const monthSchema = z.string({ error: CONSULTING_MSG.month }).regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, CONSULTING_MSG.month);

/** `fromMonth`/`toMonth` as YYYY-MM (months, not dates; neither: the last 12 months up to this one). */
export const collaboratorReportQuerySchema = z
  .object({ fromMonth: monthSchema.optional(), toMonth: monthSchema.optional() })
  .superRefine((q, ctx) => {
    if (!q.fromMonth || !q.toMonth) return;
    const span = monthIndex(q.toMonth) - monthIndex(q.fromMonth);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['fromMonth'], message: CONSULTING_MSG.period });
    else if (span >= ORDER_REPORT_LIMITS.maxMonths)
      ctx.addIssue({ code: 'custom', path: ['toMonth'], message: CONSULTING_MSG.periodTooLong });
  });
export type CollaboratorReportQuery = z.infer<typeof collaboratorReportQuerySchema>;

/**
 * One month of the collaborator's orders, by the appointment's day in Vietnam: orders booked (not
 * cancelled), completed, revenue (service totals of the completed) and fees (their consultation fees).
 */
export const reportMonthSchema = z.object({
  month: z.string(),
  orders: z.number(),
  completed: z.number(),
  revenue: z.number(),
  fees: z.number(),
});
export type ReportMonth = z.infer<typeof reportMonthSchema>;

export const collaboratorReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every month of the period, oldest first, months without orders as zeros. */
  items: z.array(reportMonthSchema),
  total: reportMonthSchema.omit({ month: true }),
});
export type CollaboratorReport = z.infer<typeof collaboratorReportSchema>;
