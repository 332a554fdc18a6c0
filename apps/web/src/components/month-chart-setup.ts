import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * chart.js with what the month charts draw (month-chart.tsx): bars and lines over months, the legend,
 * the tooltip and a line's filled area. Not `chart.js/auto`, which registers every chart type, scale
 * and plugin: the debts screen loaded 69 kB (gzip) of it at start for its one bar chart.
 */
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip, Filler);

export default Chart;
