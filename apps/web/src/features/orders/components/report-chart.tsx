import { formatMonth, type ReportMonth } from '@portal/contract';
import { useMemo, useState } from 'react';
import { type ChartSeries, MonthChart } from '@/components/month-chart';

type Props = { items: readonly ReportMonth[]; describedBy: string };

/**
 * Revenue and fees per month as bars, on the report page only (the shared chart loads chart.js when
 * it first shows); the canvas is an image whose text alternative is the table it describes (`describedBy`).
 */
export function ReportChart({ items, describedBy }: Props) {
  const [failed, setFailed] = useState(false);
  const { labels, series } = useMemo(
    () => ({
      labels: items.map((m) => formatMonth(m.month)),
      series: [
        { label: 'Doanh thu', values: items.map((m) => m.revenue), color: '#1677ff' },
        { label: 'Phí tư vấn', values: items.map((m) => m.fees), color: '#52c41a' },
      ] satisfies ChartSeries[],
    }),
    [items],
  );

  if (failed) return null;
  return (
    <div className="report-chart">
      <MonthChart
        kind="bar"
        labels={labels}
        series={series}
        onLoadFailed={() => setFailed(true)}
        aria-label="Biểu đồ doanh thu và phí tư vấn theo tháng"
        aria-describedby={describedBy}
      />
    </div>
  );
}
