/** Display formatters of spec 1 §9. Pure functions, no locale data needed. */

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: Date | string | number): Date | undefined {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/**
 * Dates are shown in Vietnam's time zone (UTC+7, no daylight saving) whatever the machine's zone:
 * the server's HTML and the browser's first render agree, an e-mail and a page show the same day,
 * and a bid closes on the same day for everyone.
 */
const VN_OFFSET_MS = 7 * 3_600_000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/** The instant as Vietnam's wall clock (read with getUTC…); only ISO strings (the browser would read '05/03/2026' as 3 May). */
function inVietnam(value: Date | string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const d = toDate(value);
  return d ? new Date(d.getTime() + VN_OFFSET_MS) : undefined;
}

/** DD/MM/YYYY in Vietnam time; a bare `YYYY-MM-DD` stays that calendar day; '' for a missing or unreadable value. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const d = inVietnam(value);
  return d ? `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}` : '';
}

/** DD/MM/YYYY HH:mm in Vietnam time. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const d = inVietnam(value);
  return d ? `${formatDate(value)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}

/**
 * An appointment time as the API writes it, Vietnam wall clock 'YYYY-MM-DD HH:mm', shown
 * DD/MM/YYYY HH:mm without moving it across zones; '' for anything else.
 */
export function wallClock(value: string | null | undefined): string {
  const m = WALL_CLOCK.exec(value ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : '';
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
