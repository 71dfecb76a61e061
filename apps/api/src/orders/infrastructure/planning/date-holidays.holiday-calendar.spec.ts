import { describe, expect, it } from '@jest/globals';
import { DateHolidaysCalendar } from './date-holidays.holiday-calendar.js';

describe('Swiss national holidays (date-holidays)', () => {
  it('lists the national public holidays, Easter-based ones included, and no observances', () => {
    const days = new DateHolidaysCalendar().between('2026-01-01', '2027-04-30');
    for (const day of ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-14', '2026-05-25', '2026-08-01', '2026-12-25', '2026-12-26', '2027-03-26', '2027-03-29'])
      expect(days.has(day)).toBe(true);
    // Maundy Thursday and Mother's Day are observances, not holidays; an ordinary Wednesday is none.
    expect(days.has('2026-04-02')).toBe(false);
    expect(days.has('2026-05-10')).toBe(false);
    expect(days.has('2026-11-25')).toBe(false);
  });
});
