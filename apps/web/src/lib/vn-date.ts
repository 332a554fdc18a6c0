/**
 * Dates of the public pages (bids). Dates are shown in Vietnam's time zone whatever the
 * machine's zone, so the server's HTML and the browser's first render agree (no hydration
 * mismatch) and a bid closes on the same day for everyone.
 */
const VN_OFFSET_MS = 7 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

function vn(value: string | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  // Only ISO strings: the browser would read '05/03/2026' as 3 May.
  if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : new Date(d.getTime() + VN_OFFSET_MS);
}

/** DD/MM/YYYY; a bare `YYYY-MM-DD` stays that calendar day. */
export function vnDate(value: string | Date | null | undefined): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  const d = vn(value);
  return d ? `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}` : '';
}

/** DD/MM/YYYY HH:mm. */
export function vnDateTime(value: string | Date | null | undefined): string {
  const d = vn(value);
  return d ? `${vnDate(value)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/**
 * An appointment time as the API writes it, Vietnam wall clock 'YYYY-MM-DD HH:mm', shown
 * DD/MM/YYYY HH:mm whatever the browser's time zone.
 */
export function wallClock(value: string | null | undefined): string {
  const m = WALL_CLOCK.exec(value ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : '';
}
