/*
 * What a date may be, zod-free (the public pages and the order helpers read it too); the one date
 * schema and the one date-time schema built on it are in schemas/dates.ts. Below them, the one copy
 * of the month and day arithmetic the reports, schedules and charts share. A value must name a day
 * that exists (2026-02-30 does not) in the years below: an impossible or absurd date is refused
 * with the field's message, never a PostgreSQL "date/time field value out of range" (a 500).
 */

/**
 * Years a date may take: every birth date, contract and bid fits, and so does a "from far in the
 * future" filter (from=2999-01-01); year 0 (which PostgreSQL refuses) and 9999 do not.
 */
export const DATE_LIMITS = { minYear: 1900, maxYear: 2999 } as const;

/** How a call may spell a day (API conventions: YYYY-MM-DD, YYYY/MM/DD where the spec says so). */
export type DayFormat = 'YYYY-MM-DD' | 'YYYY/MM/DD' | 'DD-MM-YYYY';

const DAY_PATTERNS: Record<DayFormat, { pattern: RegExp; year: number; month: number; day: number }> = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, year: 1, month: 2, day: 3 },
  'YYYY/MM/DD': { pattern: /^(\d{4})\/(\d{2})\/(\d{2})$/, year: 1, month: 2, day: 3 },
  'DD-MM-YYYY': { pattern: /^(\d{2})-(\d{2})-(\d{4})$/, year: 3, month: 2, day: 1 },
};

/** Does this day exist, in the years a date may take? */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < DATE_LIMITS.minYear || year > DATE_LIMITS.maxYear || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (leap years included).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A day in one of `formats` → 'YYYY-MM-DD'; undefined when it is not a real day in range. */
export function parseDay(value: string, formats: readonly DayFormat[] = ['YYYY-MM-DD']): string | undefined {
  for (const format of formats) {
    const spec = DAY_PATTERNS[format];
    const m = spec.pattern.exec(value);
    if (!m) continue;
    const [year, month, day] = [Number(m[spec.year]), Number(m[spec.month]), Number(m[spec.day])];
    return isCalendarDay(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : undefined;
  }
  return undefined;
}

export type DateTimeParts = {
  /** 'YYYY-MM-DD' as written (wall-clock day). */
  date: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Minutes east of UTC when the value names its offset ('Z' is 0); undefined for a wall-clock time. */
  offsetMinutes: number | undefined;
};

// ISO 8601 as the calls use it: a 'T' (or the space of 'YYYY-MM-DD HH:mm'), seconds and fractions optional.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** 'YYYY-MM-DDTHH:mm[:ss[.sss]][Z|±HH:mm]' → its parts; undefined when the day or the time does not exist or is out of range. */
export function parseDateTime(value: string): DateTimeParts | undefined {
  const m = DATE_TIME.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isCalendarDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return undefined;
  let offsetMinutes: number | undefined;
  if (m[7] === 'Z') offsetMinutes = 0;
  else if (m[7]) {
    const digits = m[7].slice(1).replace(':', '');
    const [oh, om] = [Number(digits.slice(0, 2)), Number(digits.slice(2))];
    if (oh > 14 || om > 59) return undefined;
    offsetMinutes = (m[7][0] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  return { date: `${m[1]}-${m[2]}-${m[3]}`, year, month, day, hour, minute, second, offsetMinutes };
}

/**
 * The formats the OpenAPI document gives these rules ('date', 'date-time'): how a reader (and the
 * API's fuzz suite, which sends every such field impossible dates) finds every date field of every call.
 */
export const DATE_FORMAT = { date: 'date', dateTime: 'date-time' } as const;

// ——— months and days in Vietnam ———
// A month is 'YYYY-MM', a day 'YYYY-MM-DD', as the calendar reads in Vietnam (UTC+7, no daylight saving).

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** Today in Vietnam, 'YYYY-MM-DD' (birth dates may not be after it). */
export const vietnamToday = (now: Date = new Date()): string => new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Vietnam wall-clock time happens ('2026-12-01', 1 → 2026-11-30T18:00Z). */
export const vietnamInstant = (day: string, hour: number): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 - VIETNAM_OFFSET_MS);

/**
 * A date-time with an offset, as the Vietnam wall-clock time of that instant ('2026-12-01T02:00:00Z'
 * → '2026-12-01T09:00:00'); a wall-clock time is answered as written.
 */
export function inVietnam(value: string, parts: DateTimeParts): string {
  if (parts.offsetMinutes === undefined) return value;
  const utc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - parts.offsetMinutes * 60_000;
  return new Date(utc + VIETNAM_OFFSET_MS).toISOString().slice(0, 19);
}

/** 'YYYY-MM' → months since year 0 (for comparing and counting). */
export const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
export const monthOfIndex = (index: number): string => `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;

/** The month `delta` months after `month` ('2026-01', -1 → '2025-12'). */
export const addMonths = (month: string, delta: number): string => monthOfIndex(monthIndex(month) + delta);

/** The month of a day ('2026-11-25' → '2026-11'). */
export const monthOf = (day: string): string => day.slice(0, 7);

export const firstDay = (month: string): string => `${month}-01`;

export function lastDay(month: string): string {
  // Day 0 of the next month is the last day of this one (leap years included).
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
}

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysFrom = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** 'YYYY-MM' → 'MM/YYYY', the month as the screens show it (spec 3 §1); anything else as it is. */
export function formatMonth(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  return m ? `${m[2]}/${m[1]}` : month;
}
