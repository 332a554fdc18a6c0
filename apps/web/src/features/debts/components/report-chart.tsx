import { type DeferredChart, formatVnd, formatVndShort } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';

export const REPORT_CHART_TEXT = {
  title: 'Biểu đồ báo cáo 12 tháng',
  series: 'Doanh thu',
  month: 'Tháng',
  amount: 'Số tiền',
  loadFailed: 'Không vẽ được biểu đồ; số liệu có trong bảng dưới đây.',
} as const;

/**
 * 'Biểu đồ báo cáo 12 tháng' (spec 3 §2): a line chart, x the month, y the amount, one series
 * 'Doanh thu'. chart.js is imported when the chart first shows, so it loads only on this page;
 * screen readers read the same figures from a table the eye does not see.
 */
export function ReportChart({ chart }: { chart: DeferredChart }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let disposed = false;
    let instance: { destroy: () => void } | undefined;
    import('chart.js/auto')
      .then(({ default: Chart }) => {
        if (disposed || !canvas.current) return;
        instance = new Chart(canvas.current, {
          type: 'line',
          data: {
            labels: chart.data.map((p) => p.month),
            datasets: [
              {
                label: REPORT_CHART_TEXT.series,
                data: chart.data.map((p) => p.amount),
                borderColor: '#1677ff',
                backgroundColor: 'rgba(22, 119, 255, 0.15)',
                fill: true,
                tension: 0.25,
              },
            ],
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: {
              x: { title: { display: true, text: REPORT_CHART_TEXT.month } },
              y: {
                beginAtZero: true,
                title: { display: true, text: REPORT_CHART_TEXT.amount },
                ticks: { callback: (v) => formatVndShort(Number(v)) },
              },
            },
            plugins: { tooltip: { callbacks: { label: (item) => `${REPORT_CHART_TEXT.series}: ${formatVnd(Number(item.raw))}` } } },
          },
        });
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      instance?.destroy();
    };
  }, [chart]);

  return (
    <figure className="debt-chart" aria-labelledby="debt-chart-title">
      <figcaption id="debt-chart-title" className="debt-chart__title">
        {REPORT_CHART_TEXT.title}
      </figcaption>
      <div className="debt-chart__canvas">
        {/* The picture is for the eye; the table below carries its figures for screen readers. */}
        <canvas
          ref={canvas}
          role="img"
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
