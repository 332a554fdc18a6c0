import { z } from 'zod';
import { DATE_FORMAT, DATE_LIMITS, type DayFormat, parseDateTime, parseDay } from '../dates.ts';
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
 * A date and time in ISO 8601 ('2026-11-24T08:30:00.000Z', '2026-11-24T15:30+07:00'), answered as
 * sent (trimmed). `offset`: 'required' (an instant), 'none' (a Vietnam wall-clock time such as
 * '2026-11-24 08:30'), 'optional' (either).
 */
export function dateTimeSchema({ offset = 'optional', ...messages }: Messages & { offset?: 'required' | 'none' | 'optional' } = {}) {
  const read = (v: string) => {
    const parts = parseDateTime(v);
    if (!parts) return undefined;
    if (offset === 'required' && parts.offsetMinutes === undefined) return undefined;
    if (offset === 'none' && parts.offsetMinutes !== undefined) return undefined;
    return v;
  };
  const spelled = { required: 'có múi giờ (Z hoặc ±HH:mm)', none: 'giờ Việt Nam, không múi giờ', optional: 'múi giờ tùy chọn' }[offset];
  return dateRule(read, { ...messages, invalid: messages.invalid ?? MSG.dateTime }).meta({
    format: DATE_FORMAT.dateTime,
    description: `Ngày giờ ISO 8601 (${spelled}), từ năm ${DATE_LIMITS.minYear} đến ${DATE_LIMITS.maxYear}`,
  });
}

/** An optional form field: absent stays absent, null or blank (an emptied picker) is null, anything else must pass `schema`. */
export const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v), schema.nullable()).optional();
