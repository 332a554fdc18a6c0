import { formatMonth, type ReportChart as ReportChartData } from '@portal/contract';
import './companies.css';

export const CHART_TITLE = 'Số người đã khám theo tháng';

const WIDTH = 600;
const HEIGHT = 220;
const TOP = 20;
const BOTTOM = 28;

/**
 * The report chart (contract/report-chart): monthly examined counts as plain SVG bars, no chart
 * library. The drawing is hidden from screen readers; a table under it says the same.
 */
export function ReportChart({ data }: { data: ReportChartData['data'] }) {
  if (data.length === 0) return <p>Chưa có dữ liệu khám.</p>;
  const max = Math.max(1, ...data.map((d) => d.amount));
  const slot = WIDTH / data.length;
  const barWidth = Math.min(40, slot * 0.6);
  const plot = HEIGHT - TOP - BOTTOM;
  return (
    <figure className="report-chart">
      <figcaption>{CHART_TITLE}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden focusable="false">
        <line x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="#d9d9d9" />
        {data.map((d, i) => {
          const h = (d.amount / max) * plot;
          const x = i * slot + (slot - barWidth) / 2;
          const y = HEIGHT - BOTTOM - h;
          return (
            <g key={d.month}>
              <rect className="report-chart__bar" x={x} y={y} width={barWidth} height={h} rx={2} />
              <text className="report-chart__label" x={x + barWidth / 2} y={y - 4} textAnchor="middle">
                {d.amount}
              </text>
              <text className="report-chart__label" x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
                {formatMonth(d.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="companies-sr-only">
        <caption>{CHART_TITLE}</caption>
        <thead>
          <tr>
            <th scope="col">Tháng</th>
            <th scope="col">Số người đã khám</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.month}>
              <td>{formatMonth(d.month)}</td>
              <td>{d.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
