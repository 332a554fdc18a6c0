import { formatVnd, type OrderReport as Report } from '@portal/contract';

export const REPORT_TEXT = {
  title: 'Báo cáo lịch hẹn',
  total: 'Tổng số lịch hẹn',
  completed: 'Lịch hẹn hoàn thành',
  servicePrice: 'Tổng tiền dịch vụ',
} as const;

/** The list's report over every order the filters match (spec 3 §2), above the table; the amount only for a role that sees prices. */
export function OrderReport({ report, showsPrices }: { report: Report | undefined; showsPrices: boolean }) {
  const cells: [string, string][] = [
    [REPORT_TEXT.total, report ? String(report.totalAppointment) : '—'],
    [REPORT_TEXT.completed, report ? String(report.totalAppointmentCompleted) : '—'],
  ];
  if (showsPrices)
    cells.push([REPORT_TEXT.servicePrice, report?.totalServicePrice === undefined ? '—' : formatVnd(report.totalServicePrice)]);
  return (
    <dl className="order-report" aria-label={REPORT_TEXT.title}>
      {cells.map(([label, value]) => (
        <div key={label} className="order-report__cell">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
