import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysFrom,
  firstDay,
  formatMonth,
  lastDay,
  monthIndex,
  monthOf,
  monthOfIndex,
  vietnamInstant,
  vietnamToday,
} from './dates.ts';

describe('months and days in Vietnam', () => {
  it('reads today on the calendar in Vietnam, whatever the machine’s zone', () => {
    expect(vietnamToday(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11-30');
    expect(vietnamToday(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(vietnamInstant('2026-12-01', 1).toISOString()).toBe('2026-11-30T18:00:00.000Z');
  });

  it('counts months across years both ways', () => {
    expect(monthOfIndex(monthIndex('2026-01'))).toBe('2026-01');
    expect(monthIndex('2026-01') - monthIndex('2025-02')).toBe(11);
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -26)).toBe('2024-01');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
  });

  it('gives a month’s first and last day, leap years included', () => {
    expect(monthOf('2026-11-25')).toBe('2026-11');
    expect(firstDay('2026-02')).toBe('2026-02-01');
    expect(lastDay('2026-02')).toBe('2026-02-28');
    expect(lastDay('2024-02')).toBe('2024-02-29');
    expect(lastDay('2026-12')).toBe('2026-12-31');
  });

  it('adds and counts whole days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysFrom('2026-11-20', '2026-11-25')).toBe(5);
    expect(daysFrom('2026-11-25', '2026-11-20')).toBe(-5);
  });

  it('shows a month as MM/YYYY, anything else as it is', () => {
    expect(formatMonth('2026-03')).toBe('03/2026');
    expect(formatMonth('03/2026')).toBe('03/2026');
    expect(formatMonth('')).toBe('');
  });
});
