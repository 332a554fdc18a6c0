import { describe, expect, it } from 'vitest';
import { z } from '../zod.ts';
import { MSG } from '../messages.ts';
import { blankAsNull, dateSchema, dateTimeSchema } from './dates.ts';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.map((i) => i.message);
};

const IMPOSSIBLE_DAYS = [
  '2026-02-30',
  '2025-02-29',
  '1900-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '2026-01-32',
  '0000-01-01',
  '1899-12-31',
  '3000-01-01',
  '9999-12-31',
  '10000-01-01',
  '+002026-01-01',
  '2026-1-1',
  '2026-01-01T00:00:00Z',
  'hôm qua',
  '2026-02-3O',
  '٢٠٢٦-٠١-٠١',
];

describe('dateSchema', () => {
  const day = dateSchema();

  it.each(['2026-11-24', '2024-02-29', '2000-02-29', '1900-01-01', '2999-12-31', ' 2026-01-31 '])('accepts %s', (value) => {
    expect(day.parse(value)).toBe(value.trim());
  });

  it.each(IMPOSSIBLE_DAYS)('refuses %s with the date message', (value) => {
    expect(messageOf(day, value)).toEqual([MSG.date]);
  });

  it('gives the required message for a missing or blank value, another for a wrong type', () => {
    expect(messageOf(day, undefined)).toEqual([MSG.required]);
    expect(messageOf(day, '')).toEqual([MSG.required]);
    expect(messageOf(day, '   ')).toEqual([MSG.required]);
    expect(messageOf(day, 20260101)).toHaveLength(1);
    expect(messageOf(day, ['2026-01-01'])).toHaveLength(1);
  });

  it('takes the spellings a call allows and answers YYYY-MM-DD', () => {
    const slashed = dateSchema({ formats: ['YYYY-MM-DD', 'YYYY/MM/DD'] });
    expect(slashed.parse('2026/11/24')).toBe('2026-11-24');
    expect(slashed.parse('2026-11-24')).toBe('2026-11-24');
    expect(messageOf(slashed, '2026/02/30')).toEqual([MSG.date]);
    expect(messageOf(slashed, '0000/01/01')).toEqual([MSG.date]);
    expect(messageOf(day, '2026/11/24')).toEqual([MSG.date]);
    const dayFirst = dateSchema({ formats: ['YYYY-MM-DD', 'DD-MM-YYYY'] });
    expect(dayFirst.parse('24-11-2026')).toBe('2026-11-24');
    expect(messageOf(dayFirst, '30-02-2026')).toEqual([MSG.date]);
    expect(messageOf(dayFirst, '01-01-0000')).toEqual([MSG.date]);
  });

  it("uses the field's own messages", () => {
    const own = dateSchema({ required: 'Vui lòng chọn ngày', invalid: 'Ngày sai' });
    expect(messageOf(own, undefined)).toEqual(['Vui lòng chọn ngày']);
    expect(messageOf(own, '2026-02-30')).toEqual(['Ngày sai']);
  });

  it('stops before the rules chained after it', () => {
    const notFuture = dateSchema().refine((v) => v <= '2026-12-31', 'Không được ở tương lai');
    expect(messageOf(notFuture, '2026-02-30')).toEqual([MSG.date]);
    expect(messageOf(notFuture, '2027-01-01')).toEqual(['Không được ở tương lai']);
  });

  it('is a date in the OpenAPI document, through optional and refined uses', () => {
    const doc = z.toJSONSchema(z.object({ a: day.optional(), b: day.refine(() => true).nullish() }), { io: 'input' }) as {
      properties: Record<string, { format?: string }>;
    };
    expect(doc.properties.a?.format).toBe('date');
    expect(JSON.stringify(doc.properties.b)).toContain('"format":"date"');
  });
});

describe('dateTimeSchema', () => {
  const instant = dateTimeSchema({ offset: 'required' });
  const wallClock = dateTimeSchema({ offset: 'vietnam' });
  const either = dateTimeSchema();

  it.each([
    '2026-11-24T08:30:00.000Z',
    '2026-11-24T08:30:00Z',
    '2026-11-24T08:30Z',
    '2026-11-24T15:30:00+07:00',
    '2026-11-24T15:30:00+0700',
    '2024-02-29T23:59:59.999-03:30',
    '1900-01-01T00:00:00Z',
    '2999-12-31T23:59:59Z',
  ])('accepts the instant %s', (value) => {
    expect(instant.parse(value)).toBe(value);
    expect(either.parse(value)).toBe(value);
  });

  it.each([
    ['2026-11-24 08:30', '2026-11-24T08:30:00+07:00'],
    ['2026-11-24T08:30', '2026-11-24T08:30:00+07:00'],
    ['2026-11-24T08:30:15', '2026-11-24T08:30:15+07:00'],
    ['2026-11-24T08:30:15.250', '2026-11-24T08:30:15+07:00'],
  ])('accepts the wall-clock time %s, as Vietnam time where an instant is asked', (value, instantInVietnam) => {
    expect(wallClock.parse(value)).toBe(value);
    expect(either.parse(value)).toBe(instantInVietnam);
    // 08:30 in Vietnam is 01:30 UTC, whatever zone the server runs in.
    expect(new Date(either.parse(value)).toISOString().slice(11, 16)).toBe('01:30');
    expect(messageOf(instant, value)).toEqual([MSG.dateTime]);
  });

  it('reads an instant as the Vietnam time it names where the call takes Vietnam wall-clock time', () => {
    expect(wallClock.parse('2026-11-24T01:30:00Z')).toBe('2026-11-24T08:30:00');
    expect(wallClock.parse('2026-11-24T08:30:00+07:00')).toBe('2026-11-24T08:30:00');
    expect(wallClock.parse('2026-11-24T20:15:00.500-05:00')).toBe('2026-11-25T08:15:00');
    expect(wallClock.parse('2026-12-31T20:00:00Z')).toBe('2027-01-01T03:00:00');
    // Past the last year a date may take once in Vietnam.
    expect(messageOf(wallClock, '2999-12-31T20:00:00Z')).toEqual([MSG.dateTime]);
  });

  it.each([
    '2026-02-30T10:00:00Z',
    '2025-02-29T10:00:00Z',
    '0000-01-01T00:00:00Z',
    '1899-12-31T23:59:59Z',
    '3000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '10000-01-01T00:00:00Z',
    '+010000-01-01T00:00:00.000Z',
    '2026-13-01T10:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T10:60:00Z',
    '2026-01-01T10:00:60Z',
    '2026-01-01T10:00:00+25:00',
    '2026-01-01T10:00:00+07:60',
    '2026-01-01',
    '2026-01-01T10',
    '2026-01-01T10:00:00ZZ',
    'Tue Nov 24 2026 08:30:00 GMT+0700',
    'hôm qua',
  ])('refuses %s with the date-time message', (value) => {
    expect(messageOf(either, value)).toEqual([MSG.dateTime]);
    expect(messageOf(instant, value)).toEqual([MSG.dateTime]);
  });

  it('gives the required message for a missing or blank value', () => {
    expect(messageOf(either, undefined)).toEqual([MSG.required]);
    expect(messageOf(either, ' ')).toEqual([MSG.required]);
    expect(messageOf(dateTimeSchema({ required: 'Vui lòng chọn thời gian' }), '')).toEqual(['Vui lòng chọn thời gian']);
  });

  it('is a date-time in the OpenAPI document', () => {
    const doc = z.toJSONSchema(z.object({ a: either, b: blankAsNull(either) }), { io: 'input' }) as {
      properties: Record<string, { format?: string; anyOf?: Array<{ format?: string }> }>;
    };
    expect(doc.properties.a?.format).toBe('date-time');
    expect(JSON.stringify(doc.properties.b)).toContain('"format":"date-time"');
  });
});

describe('blankAsNull', () => {
  const optional = z.object({ at: blankAsNull(dateTimeSchema()) });
  it('reads absent as absent, blank and null as null, and checks anything else', () => {
    expect(optional.parse({})).toEqual({});
    expect(optional.parse({ at: '' })).toEqual({ at: null });
    expect(optional.parse({ at: '  ' })).toEqual({ at: null });
    expect(optional.parse({ at: null })).toEqual({ at: null });
    expect(optional.parse({ at: '2026-11-24T08:30:00Z' })).toEqual({ at: '2026-11-24T08:30:00Z' });
    expect(messageOf(optional, { at: '2026-02-30T08:30:00Z' })).toEqual([MSG.dateTime]);
  });
});
