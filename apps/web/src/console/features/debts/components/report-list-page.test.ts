import { describe, expect, it } from 'vitest';
import { finishedMonths } from './report-list-page';

describe("'Tháng báo cáo': the finished months of Vietnam's calendar", () => {
  it('at 00:30 on 1 December in Hanoi (17:30 UTC on 30 November) November is finished', () => {
    const months = finishedMonths(3, new Date('2026-11-30T17:30:00Z'));
    expect(months.map((m) => m.value)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(months[0]!.label).toBe('11/2026');
  });

  it('at 23:30 on 30 November in Hanoi November is not finished yet; across a year', () => {
    expect(finishedMonths(1, new Date('2026-11-30T16:30:00Z'))[0]!.value).toBe('2026-10');
    expect(finishedMonths(2, new Date('2027-01-01T02:00:00+07:00')).map((m) => m.value)).toEqual(['2026-12', '2026-11']);
  });
});
