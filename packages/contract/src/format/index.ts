/** Display formatters of spec 1 §9. Pure functions, no locale data needed. */

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: Date | string | number): Date | undefined {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** DD/MM/YYYY in local time; '' for a missing or invalid date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  return d ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}` : '';
}

/** DD/MM/YYYY HH:mm in local time. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  return d ? `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

/** YYYY/MM/DD, the provider contract filter format. */
export function formatDateSlashed(d: Date): string {
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}

/** Vietnamese digit grouping: 1234567 → "1.234.567". */
export function groupDigits(value: number): string {
  const sign = value < 0 ? '-' : '';
  const [int = '0', frac] = Math.abs(value).toString().split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return frac ? `${sign}${grouped},${frac}` : `${sign}${grouped}`;
}

/** Full currency: "1.234.567 đ". */
export function formatVnd(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${groupDigits(Math.round(value))} đ`;
}

/** Short currency: K, M, B at 1e3, 1e6, 1e9 with one decimal ("1,5M"); smaller values in full digits. */
export function formatVndShort(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  const units: Array<[number, string]> = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (abs >= size) {
      const scaled = Math.round((value / size) * 10) / 10;
      const shown = Number.isInteger(scaled) ? String(scaled) : scaled.toFixed(1).replace('.', ',');
      return `${shown}${suffix}`;
    }
  }
  return groupDigits(Math.round(value));
}

export type RemainingDays = {
  days: number;
  color: 'green' | 'red';
  label: string;
};

const DAY_MS = 86_400_000;

/** Whole calendar days from `now` to `end` (both taken at local midnight). */
export function daysBetween(end: Date | string, now: Date = new Date()): number {
  const e = toDate(end);
  if (!e) return Number.NaN;
  const a = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const b = Date.UTC(e.getFullYear(), e.getMonth(), e.getDate());
  return Math.round((b - a) / DAY_MS);
}

/** Spec 1 §5 remaining-days label: green above 3 days, red at 3 or fewer, today, expired. */
export function remainingDaysLabel(end: Date | string, now: Date = new Date()): RemainingDays {
  const days = daysBetween(end, now);
  if (days < 0) return { days, color: 'red', label: 'Đã hết hạn' };
  if (days === 0) return { days, color: 'red', label: 'Hết hạn hôm nay' };
  return { days, color: days > 3 ? 'green' : 'red', label: `Còn ${days} ngày` };
}
