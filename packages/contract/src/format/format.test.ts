import { describe, expect, it } from 'vitest';
import { formatDate, formatDateSlashed, formatDateTime, formatVnd, formatVndShort, remainingDaysLabel, wallClock } from './index.ts';
import { STATUS_MESSAGES, statusMessage } from '../status-messages.ts';

describe('formatters (spec 1 §9)', () => {
  it('dates as DD/MM/YYYY; the contract filter as YYYY/MM/DD', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDateSlashed(new Date(2026, 10, 22))).toBe('2026/11/22');
  });

  it('shows an instant in Vietnam time whatever the machine zone', () => {
    expect(formatDateTime('2026-03-05T17:30:00Z')).toBe('06/03/2026 00:30');
    expect(formatDate('2026-03-05T17:30:00Z')).toBe('06/03/2026');
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 1, 0, 5)))).toBe('01/01/2026 07:05');
  });

  it('keeps a bare calendar day as that day', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
  });

  it('shows an appointment wall-clock time as written, without moving it across zones', () => {
    expect(wallClock('2026-03-05 08:30')).toBe('05/03/2026 08:30');
    expect(wallClock('2026-03-05T08:30:00')).toBe('05/03/2026 08:30');
  });

  it('answers an empty string for a missing or unreadable value, never the raw input', () => {
    for (const bad of [null, undefined, '', 'không phải ngày', '05/03/2026']) {
      expect(wallClock(bad)).toBe('');
      expect(formatDateTime(bad)).toBe('');
      expect(formatDate(bad)).toBe('');
    }
  });

  it.each([
    [1234567, '1.234.567 đ'],
    [0, '0 đ'],
    [999, '999 đ'],
    [-2500000, '-2.500.000 đ'],
  ])('full VND %d → %s', (n, s) => expect(formatVnd(n)).toBe(s));

  it.each([
    [1500, '1,5K'],
    [2000, '2K'],
    [1_250_000, '1,3M'],
    [3_000_000_000, '3B'],
    [999, '999'],
  ])('short VND %d → %s', (n, s) => expect(formatVndShort(n)).toBe(s));

  it.each([
    [10, 'green', 'Còn 10 ngày'],
    [4, 'green', 'Còn 4 ngày'],
    [3, 'red', 'Còn 3 ngày'],
    [1, 'red', 'Còn 1 ngày'],
    [0, 'red', 'Hết hạn hôm nay'],
    [-2, 'red', 'Đã hết hạn'],
  ])('remaining days %d → %s %s', (days, color, label) => {
    const now = new Date(2026, 10, 22, 15, 0);
    const end = new Date(2026, 10, 22 + days, 9, 0);
    expect(remainingDaysLabel(end, now)).toEqual({ days, color, label });
  });
});

describe('status messages (spec 1 §8)', () => {
  it.each(Object.entries(STATUS_MESSAGES))('%s has its default', (status, message) => {
    expect(statusMessage(Number(status))).toBe(message);
  });
  it('any other status has the unknown-error text', () => {
    expect(statusMessage(418)).toBe('Đã xảy ra lỗi không xác định.');
  });
});
