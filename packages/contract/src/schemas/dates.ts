import { z } from '../zod.ts';
import { DATE_FORMAT, DATE_LIMITS, type DayFormat, inVietnam, parseDateTime, parseDay } from '../dates.ts';
import { MSG } from '../messages.ts';
import { text } from '../rules/index.ts';

/*
 * The one date rule and the one date-time rule of every call: query, JSON body, multipart field,
 * JSON inside a multipart field (src/dates.ts says what a date may be). Each carries its OpenAPI
 * format, so the document (and the API's fuzz suite) finds every date field of every call.
 */

type Messages = {
  /** The message of a missing or blank value (default: the shared required message). */
  required?: string;
  /** The message of a value that is not a real date in range (default: 'Ngày không hợp lệ!' / 'Ngày giờ không hợp lệ!'). */
  invalid?: string;
};

/** Text trimmed, then `read` (undefined: refused with `invalid`; blank: refused with `required`). */
const dateRule = <T>(read: (value: string) => T | undefined, { required = MSG.required, invalid }: Messages & { invalid: string }) =>
  text(required).transform((raw, ctx) => {
    const value = raw.trim();
    const parsed = value ? read(value) : undefined;
    if (parsed !== undefined) return parsed;
    // `continue: false`: rules chained after this one never see a refused value.
    ctx.addIssue({ code: 'custom', message: value ? invalid : required, input: raw, continue: false });
    return z.NEVER;
  });

/**
 * A calendar day, answered as 'YYYY-MM-DD'. `formats`: the spellings the call accepts (default
 * 'YYYY-MM-DD'; the provider contract filter also takes 'YYYY/MM/DD').
 */
export function dateSchema({ formats = ['YYYY-MM-DD'], ...messages }: Messages & { formats?: readonly DayFormat[] } = {}) {
  return dateRule((v) => parseDay(v, formats), { ...messages, invalid: messages.invalid ?? MSG.date }).meta({
    format: DATE_FORMAT.date,
    description: `Ngày ${formats.join(' hoặc ')}, từ năm ${DATE_LIMITS.minYear} đến ${DATE_LIMITS.maxYear}`,
  });
}

/**
 * A date and time in ISO 8601 ('2026-11-24T08:30:00.000Z', '2026-11-24T15:30+07:00'), in Vietnam
 * where no offset is written. `offset`:
 * - 'required': an instant with its offset, answered as sent (trimmed);
 * - 'optional': an instant; a wall-clock time ('2026-11-24 08:30') is Vietnam's and answered with
 *   its offset ('2026-11-24T08:30:00+07:00'), so `new Date(value)` is right on a server in any zone;
 * - 'vietnam': a Vietnam wall-clock time, answered as written; an instant is read as the Vietnam time
 *   it names ('2026-11-24T01:30:00Z' → '2026-11-24T08:30:00').
 * Every mode takes what its OpenAPI format, date-time, says.
 */
export function dateTimeSchema({ offset = 'optional', ...messages }: Messages & { offset?: 'required' | 'vietnam' | 'optional' } = {}) {
  const read = (v: string) => {
    const parts = parseDateTime(v);
    if (!parts) return undefined;
    if (parts.offsetMinutes === undefined) {
      if (offset === 'required') return undefined;
      return offset === 'optional' ? `${v.slice(0, 10)}T${v.slice(11, 19).padEnd(8, ':00')}+07:00` : v;
    }
    if (offset !== 'vietnam') return v;
    const local = inVietnam(v, parts);
    // The instant's year may fall outside the years a date may take once in Vietnam (9999-12-31T23:00-05:00).
    return parseDateTime(local) ? local : undefined;
  };
  const spelled = {
    required: 'có múi giờ (Z hoặc ±HH:mm)',
    vietnam: 'giờ Việt Nam; có múi giờ thì đổi ra giờ Việt Nam',
    optional: 'không ghi múi giờ là giờ Việt Nam',
  }[offset];
  return dateRule(read, { ...messages, invalid: messages.invalid ?? MSG.dateTime }).meta({
    format: DATE_FORMAT.dateTime,
    description: `Ngày giờ ISO 8601 (${spelled}), từ năm ${DATE_LIMITS.minYear} đến ${DATE_LIMITS.maxYear}`,
  });
}

/** An optional form field: absent stays absent, null or blank (an emptied picker) is null, anything else must pass `schema`. */
export const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v), schema.nullable()).optional();
