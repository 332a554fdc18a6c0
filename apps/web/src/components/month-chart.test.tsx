import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChartSeries, MonthChart } from './month-chart';

// jsdom draws no canvas: the chart library (as month-chart-setup.ts registers it) is replaced, what it is given is checked.
vi.mock('@/components/month-chart-setup', () => ({ default: vi.fn() }));
const { default: Chart } = await import('@/components/month-chart-setup');
const destroy = vi.fn();

type Config = {
  type: string;
  data: { labels: string[]; datasets: Record<string, unknown>[] };
  options: {
    scales: Record<string, { title?: { text: string }; ticks?: { callback: (v: number) => string } }>;
    plugins: { tooltip: { callbacks: { label: (item: unknown) => string } } };
  };
};
const configOf = (call = 0) => vi.mocked(Chart).mock.calls[call]![1] as unknown as Config;

const LABELS = ['11/2025', '12/2025'];
const SERIES: ChartSeries[] = [
  { label: 'Doanh thu', values: [900_000, 1_500_000], color: '#1677ff' },
  { label: 'Phí tư vấn', values: [90_000, 0], color: '#52c41a' },
];

describe('MonthChart', () => {
  beforeEach(() => {
    vi.mocked(Chart).mockClear();
    destroy.mockClear();
    vi.mocked(Chart).mockImplementation(function chart() {
      return { destroy };
    } as never);
  });

  it('draws bars of đồng per month on a named canvas, once, and lets it go when it leaves', async () => {
    const { rerender, unmount } = render(
      <MonthChart kind="bar" labels={LABELS} series={SERIES} aria-label="Biểu đồ" aria-describedby="t" />,
    );
    const canvas = screen.getByRole('img', { name: 'Biểu đồ' });
    expect(canvas).toHaveAttribute('aria-describedby', 't');
    await waitFor(() => expect(Chart).toHaveBeenCalledTimes(1));
    expect(vi.mocked(Chart).mock.calls[0]![0]).toBe(canvas);
    const config = configOf();
    expect(config.type).toBe('bar');
    expect(config.data.labels).toEqual(LABELS);
    expect(config.data.datasets).toEqual([
      { label: 'Doanh thu', data: [900_000, 1_500_000], backgroundColor: '#1677ff' },
      { label: 'Phí tư vấn', data: [90_000, 0], backgroundColor: '#52c41a' },
    ]);
    expect(Object.keys(config.options.scales)).toEqual(['y']);
    expect(config.options.scales.y!.ticks!.callback(1_500_000)).toBe('1,5M');
    expect(config.options.plugins.tooltip.callbacks.label({ dataset: { label: 'Doanh thu' }, parsed: { y: 900_000 } })).toBe(
      'Doanh thu: 900.000 đ',
    );

    // The same arrays again: the chart stays as drawn.
    rerender(<MonthChart kind="bar" labels={LABELS} series={SERIES} aria-label="Biểu đồ" aria-describedby="t" />);
    expect(Chart).toHaveBeenCalledTimes(1);
    unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('draws a filled line with axis titles', async () => {
    const series = [{ label: 'Doanh thu', values: [1, 2], color: '#1677ff', area: 'rgba(22, 119, 255, 0.15)' }];
    render(<MonthChart kind="line" labels={LABELS} series={series} xTitle="Tháng" yTitle="Số tiền" aria-label="Biểu đồ" />);
    await waitFor(() => expect(Chart).toHaveBeenCalled());
    const config = configOf();
    expect(config.type).toBe('line');
    expect(config.data.datasets).toEqual([
      { label: 'Doanh thu', data: [1, 2], borderColor: '#1677ff', backgroundColor: 'rgba(22, 119, 255, 0.15)', fill: true, tension: 0.25 },
    ]);
    expect(config.options.scales.x!.title!.text).toBe('Tháng');
    expect(config.options.scales.y!.title!.text).toBe('Số tiền');
  });

  it('tells its caller when the chart cannot be drawn', async () => {
    // A function, not an arrow: the component calls it with `new`, as it does chart.js's class.
    vi.mocked(Chart).mockImplementation(function brokenChart() {
      throw new Error('no chart');
    } as never);
    const onLoadFailed = vi.fn();
    render(<MonthChart kind="bar" labels={LABELS} series={SERIES} onLoadFailed={onLoadFailed} aria-label="Biểu đồ" />);
    await waitFor(() => expect(onLoadFailed).toHaveBeenCalledTimes(1));
  });
});
