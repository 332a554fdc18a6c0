import { formatVnd, formatVndShort } from '@portal/contract';
import { type ComponentPropsWithoutRef, useEffect, useEffectEvent, useRef } from 'react';

/** One series of amounts in đồng: a value per label, in the labels' order. */
export type ChartSeries = {
  label: string;
  values: readonly number[];
  color: string;
  /** A line's area under it is filled with this colour (line charts; none when absent). */
  area?: string;
};

type Props = Omit<ComponentPropsWithoutRef<'canvas'>, 'role' | 'children'> & {
  /** 'bar': the series side by side per label; 'line': one smoothed line per series. */
  kind: 'bar' | 'line';
  /** The x axis (months as the screen shows them). Keep `labels` and `series` stable (useMemo): a new array redraws the chart. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Axis titles; none when absent. */
  xTitle?: string;
  yTitle?: string;
  /** chart.js could not be loaded (offline, a failed chunk): the caller shows its figures otherwise. */
  onLoadFailed?: () => void;
  /** The canvas is an image: it needs a name, and the caller's table (`aria-describedby` or beside it) carries its figures. */
  'aria-label': string;
};

/**
 * Amounts in đồng per month, drawn by chart.js: the y axis from zero in short đồng, the tooltip in
 * full đồng. chart.js (with only what these charts use: month-chart-setup.ts) is imported when a chart
 * first shows, so it stays out of every chunk but the pages that draw one; this file holds no chart.js
 * code of its own. Renders the canvas only: the
 * caller gives it its box (chart.js fills its parent) and its text alternative.
 */
export function MonthChart({ kind, labels, series, xTitle, yTitle, onLoadFailed, ...canvasProps }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const loadFailed = useEffectEvent(() => onLoadFailed?.());

  useEffect(() => {
    let disposed = false;
    let chart: { destroy: () => void } | undefined;
    import('./month-chart-setup')
      .then(({ default: Chart }) => {
        if (disposed || !canvas.current) return;
        const axisTitle = (text: string | undefined) => (text ? { title: { display: true, text } } : {});
        chart = new Chart(canvas.current, {
          type: kind,
          data: {
            // Copies: chart.js watches the arrays it is given.
            labels: [...labels],
            datasets: series.map((s) =>
              kind === 'bar'
                ? { label: s.label, data: [...s.values], backgroundColor: s.color }
                : {
                    label: s.label,
                    data: [...s.values],
                    borderColor: s.color,
                    ...(s.area ? { backgroundColor: s.area, fill: true } : {}),
                    tension: 0.25,
                  },
            ),
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: {
              ...(xTitle ? { x: axisTitle(xTitle) } : {}),
              y: { beginAtZero: true, ...axisTitle(yTitle), ticks: { callback: (value) => formatVndShort(Number(value)) } },
            },
            plugins: { tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatVnd(Number(item.parsed.y))}` } } },
          },
        });
      })
      .catch(() => {
        if (!disposed) loadFailed();
      });
    return () => {
      disposed = true;
      chart?.destroy();
    };
  }, [kind, labels, series, xTitle, yTitle]);

  return <canvas ref={canvas} role="img" {...canvasProps} />;
}
