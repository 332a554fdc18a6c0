import { formatMonth, formatVnd, formatVndShort, type ReportMonth } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';

type Props = { items: readonly ReportMonth[]; describedBy: string };

/**
 * Revenue and fees per month as bars. chart.js is loaded here, on the report page only (a dynamic
 * import); the canvas is an image whose text alternative is the table it describes (`describedBy`).
 */
export function ReportChart({ items, describedBy }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy: () => void } | undefined;
    let cancelled = false;
    void import('chart.js/auto')
      .then(({ default: Chart }) => {
        if (cancelled || !canvas.current) return;
        chart = new Chart(canvas.current, {
          type: 'bar',
          data: {
            labels: items.map((m) => formatMonth(m.month)),
            datasets: [
              { label: 'Doanh thu', data: items.map((m) => m.revenue), backgroundColor: '#1677ff' },
              { label: 'Phí tư vấn', data: items.map((m) => m.fees), backgroundColor: '#52c41a' },
            ],
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: { y: { beginAtZero: true, ticks: { callback: (value) => formatVndShort(Number(value)) } } },
            plugins: { tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${formatVnd(Number(ctx.parsed.y))}` } } },
          },
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [items]);

  if (failed) return null;
  return (
    <div className="report-chart">
      <canvas ref={canvas} role="img" aria-label="Biểu đồ doanh thu và phí tư vấn theo tháng" aria-describedby={describedBy} />
    </div>
  );
}
