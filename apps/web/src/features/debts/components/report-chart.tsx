import { type DeferredChart, formatVnd } from '@portal/contract';
import { useMemo, useState } from 'react';
import { type ChartSeries, MonthChart } from '@/components/month-chart';
import { LoadingBlock } from '@/components/query-state';

export const REPORT_CHART_TEXT = {
  title: 'Biểu đồ báo cáo 12 tháng',
  series: 'Doanh thu',
  month: 'Tháng',
  amount: 'Số tiền',
  loadFailed: 'Không vẽ được biểu đồ; số liệu có trong bảng dưới đây.',
} as const;

/** The chart's frame while its figures load: the same height, so the table below does not move when they come. */
export function ReportChartLoading() {
  return (
    <div className="debt-chart">
      <div className="debt-chart__title">{REPORT_CHART_TEXT.title}</div>
      <div className="debt-chart__canvas">
        <LoadingBlock />
      </div>
    </div>
  );
}

/**
 * 'Biểu đồ báo cáo 12 tháng' (spec 3 §2): a line chart, x the month, y the amount, one series
 * 'Doanh thu'. The shared chart imports chart.js when it first shows, so it loads only on this page;
 * screen readers read the same figures from a table the eye does not see.
 */
export function ReportChart({ chart }: { chart: DeferredChart }) {
  const [failed, setFailed] = useState(false);
  const { labels, series } = useMemo(
    () => ({
      labels: chart.data.map((p) => p.month),
      series: [
        { label: REPORT_CHART_TEXT.series, values: chart.data.map((p) => p.amount), color: '#1677ff', area: 'rgba(22, 119, 255, 0.15)' },
      ] satisfies ChartSeries[],
    }),
    [chart],
  );

  return (
    <figure className="debt-chart" aria-labelledby="debt-chart-title">
      <figcaption id="debt-chart-title" className="debt-chart__title">
        {REPORT_CHART_TEXT.title}
      </figcaption>
      <div className="debt-chart__canvas">
        {/* The picture is for the eye; the table below carries its figures for screen readers. */}
        <MonthChart
          kind="line"
          labels={labels}
          series={series}
          xTitle={REPORT_CHART_TEXT.month}
          yTitle={REPORT_CHART_TEXT.amount}
          onLoadFailed={() => setFailed(true)}
          aria-label={`${REPORT_CHART_TEXT.title}: ${REPORT_CHART_TEXT.series}`}
          data-points={chart.data.length}
        />
      </div>
      {failed ? <p className="debt-chart__failed">{REPORT_CHART_TEXT.loadFailed}</p> : null}
      <table className="reports-sr-only">
        <caption>{`${REPORT_CHART_TEXT.title}: ${REPORT_CHART_TEXT.series}`}</caption>
        <thead>
          <tr>
            <th scope="col">{REPORT_CHART_TEXT.month}</th>
            <th scope="col">{REPORT_CHART_TEXT.series}</th>
          </tr>
        </thead>
        <tbody>
          {chart.data.map((p) => (
            <tr key={p.month}>
              <th scope="row">{p.month}</th>
              <td>{formatVnd(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
