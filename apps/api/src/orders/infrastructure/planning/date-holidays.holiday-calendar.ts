import { Injectable } from '@nestjs/common';
import Holidays from 'date-holidays';
import { HolidayCalendar } from '../../application/planning/holiday-calendar.port.js';

/**
 * Swiss national public holidays from `date-holidays` (maintained; computes Easter-based days):
 * New Year, Good Friday, Easter Monday, Ascension, Whit Monday, the national day, Christmas,
 * St Stephen's, and the Sundays among them. Cantonal holidays are not counted.
 */
@Injectable()
export class DateHolidaysCalendar extends HolidayCalendar {
  private readonly calendar = new Holidays('CH');
  private readonly byYear = new Map<number, readonly string[]>();

  between(from: string, to: string): ReadonlySet<string> {
    const days = new Set<string>();
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
      for (const day of this.year(year)) if (day >= from && day <= to) days.add(day);
    }
    return days;
  }

  private year(year: number): readonly string[] {
    let days = this.byYear.get(year);
    if (!days) {
      days = this.calendar
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10));
      this.byYear.set(year, days);
    }
    return days;
  }
}
