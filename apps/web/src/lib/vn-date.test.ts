import { describe, expect, it } from 'vitest';
import { vnDate, vnDateTime, wallClock } from './vn-date';

describe('Vietnam-time date formatters', () => {
  it('shows an instant in Vietnam time whatever the machine zone', () => {
    expect(vnDateTime('2026-03-05T17:30:00Z')).toBe('06/03/2026 00:30');
    expect(vnDate('2026-03-05T17:30:00Z')).toBe('06/03/2026');
  });

  it('keeps a bare calendar day as that day', () => {
    expect(vnDate('2026-03-05')).toBe('05/03/2026');
  });

  it('shows an appointment wall-clock time as written, without moving it across zones', () => {
    expect(wallClock('2026-03-05 08:30')).toBe('05/03/2026 08:30');
    expect(wallClock('2026-03-05T08:30:00')).toBe('05/03/2026 08:30');
  });

  it('answers an empty string for a missing or unreadable value, never the raw input', () => {
    for (const bad of [null, undefined, '', 'không phải ngày', '05/03/2026']) {
      expect(wallClock(bad)).toBe('');
      expect(vnDateTime(bad)).toBe('');
    }
  });
});
