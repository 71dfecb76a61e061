import { describe, expect, it } from '@jest/globals';
import { addDays, canDeliverOn, deliveryDate, earliestPossible, isCalendarDate, isoWeekday, zurichClock } from './delivery-calendar.js';

const WEEKDAYS = { deliveryDays: [1, 2, 3, 4, 5], cutoffMinutes: 16 * 60, leadDays: 1 };
const NONE = new Set<string>();
// Swiss national holidays 2026 as the holiday library lists them (the ones that matter here).
const HOLIDAYS_2026 = new Set(['2026-04-03', '2026-04-06', '2026-05-14', '2026-05-25', '2026-08-01', '2026-12-25', '2026-12-26']);

describe('delivery calendar (Europe/Zurich)', () => {
  it('reads Swiss time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(zurichClock(new Date('2026-11-24T14:59:00Z'))).toEqual({ date: '2026-11-24', minutes: 15 * 60 + 59 });
    expect(zurichClock(new Date('2026-07-07T22:30:00Z'))).toEqual({ date: '2026-07-08', minutes: 30 });
  });

  it('answers what Intl answers for every instant, also within a minute asked before and across the switches to and from summer time', () => {
    const direct = (at: Date) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
          .formatToParts(at)
          .map((p) => [p.type, p.value]),
      );
      return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, minutes: Number(parts['hour']) * 60 + Number(parts['minute']) };
    };
    // Around midnight, the switch to summer time (29 March 2026, 01:00 UTC) and back (25 October 2026, 01:00 UTC), every 7.3 s.
    for (const around of ['2026-11-24T22:58:00Z', '2026-03-29T00:58:00Z', '2026-10-25T00:58:00Z', '2026-12-31T22:58:00Z']) {
      const start = Date.parse(around);
      for (let at = start; at < start + 5 * 60_000; at += 7_300) expect([at, zurichClock(new Date(at))]).toEqual([at, direct(new Date(at))]);
    }
    expect(zurichClock(new Date('2026-03-29T00:59:59.999Z'))).toEqual({ date: '2026-03-29', minutes: 1 * 60 + 59 });
    expect(zurichClock(new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', minutes: 3 * 60 });
  });

  it('counts the cut-off at the boundary minute: 15:59 is in time, 16:00 is not', () => {
    // Tuesday 24 November 2026, winter time: 15:59 Zurich is 14:59 UTC.
    expect(earliestPossible(WEEKDAYS, new Date('2026-11-24T14:59:59Z'))).toBe('2026-11-25');
    expect(earliestPossible(WEEKDAYS, new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-26');
    expect(deliveryDate(WEEKDAYS, new Date('2026-11-24T14:59:00Z'), NONE, null, 60)).toBe('2026-11-25');
    expect(deliveryDate(WEEKDAYS, new Date('2026-11-24T15:00:00Z'), NONE, null, 60)).toBe('2026-11-26');
  });

  it('delivers on its weekdays only: a Friday afternoon order arrives on Monday', () => {
    expect(isoWeekday('2026-11-27')).toBe(5);
    expect(deliveryDate(WEEKDAYS, new Date('2026-11-27T16:00:00Z'), NONE, null, 60)).toBe('2026-11-30');
    const tuesdaysAndThursdays = { ...WEEKDAYS, deliveryDays: [2, 4] };
    expect(deliveryDate(tuesdaysAndThursdays, new Date('2026-11-24T08:00:00Z'), NONE, null, 60)).toBe('2026-11-26');
  });

  it('never delivers on a Swiss national holiday', () => {
    // Thursday 30 July 2026 after the cut-off: Friday is 31 July; Saturday 1 August is the national day anyway.
    const everyDay = { deliveryDays: [1, 2, 3, 4, 5, 6, 7], cutoffMinutes: 16 * 60, leadDays: 1 };
    expect(deliveryDate(everyDay, new Date('2026-07-31T08:00:00Z'), HOLIDAYS_2026, null, 60)).toBe('2026-08-02');
    // Christmas 2026 is a Friday, St Stephen's a Saturday.
    expect(deliveryDate(WEEKDAYS, new Date('2026-12-24T08:00:00Z'), HOLIDAYS_2026, null, 60)).toBe('2026-12-28');
    expect(canDeliverOn(WEEKDAYS, new Date('2026-12-20T08:00:00Z'), HOLIDAYS_2026, '2026-12-25')).toBe(false);
  });

  it('answers the earliest day on or after the one asked', () => {
    const now = new Date('2026-11-24T08:00:00Z');
    expect(deliveryDate(WEEKDAYS, now, NONE, '2026-11-28', 60)).toBe('2026-11-30');
    expect(deliveryDate(WEEKDAYS, now, NONE, '2026-11-20', 60)).toBe('2026-11-25');
    expect(deliveryDate({ ...WEEKDAYS, deliveryDays: [] }, now, NONE, null, 60)).toBeNull();
  });

  it('answers as stepping day by day through the date strings would, for every start, weekday set and holiday', () => {
    const stepping = (terms: typeof WEEKDAYS, now: Date, holidays: ReadonlySet<string>, wanted: string | null, horizon: number) => {
      const earliest = earliestPossible(terms, now);
      const last = addDays(zurichClock(now).date, horizon + terms.leadDays + 14);
      for (let day = wanted !== null && wanted > earliest ? wanted : earliest; day <= last; day = addDays(day, 1)) {
        if (terms.deliveryDays.includes(isoWeekday(day)) && !holidays.has(day)) return day;
      }
      return null;
    };
    const weekdaySets = [[1, 2, 3, 4, 5], [2, 4], [1, 3, 5], [6], [7], [], [1, 2, 3, 4, 5, 6, 7]];
    for (let d = 0; d < 60; d += 3) {
      const now = new Date(Date.UTC(2026, 11, 10 + d, 7 + (d % 12)));
      for (const deliveryDays of weekdaySets) {
        for (const leadDays of [0, 1, 3]) {
          const terms = { deliveryDays, cutoffMinutes: 16 * 60, leadDays };
          for (const wanted of [null, '2026-12-24', '2027-01-04', '2027-02-29', '2027-02-30', '2028-02-29']) {
            expect(deliveryDate(terms, now, HOLIDAYS_2026, wanted, 5)).toBe(stepping(terms, now, HOLIDAYS_2026, wanted, 5));
          }
        }
      }
    }
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('26-2-1')).toBe(false);
  });
});
