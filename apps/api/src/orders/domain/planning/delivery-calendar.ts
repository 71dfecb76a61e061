/**
 * Delivery dates (DESIGN.md "The order loop"). Everything is Swiss time (Europe/Zurich) and
 * dates are `YYYY-MM-DD` strings. Swiss national holidays come in as a set of dates (the
 * application reads them from a maintained holiday library); they are never delivery days.
 *
 * A wholesaler's earliest delivery: the order counts as placed today when it comes before the
 * cut-off minute, else tomorrow (15:59 is in time for 16:00, 16:00 is not); add the lead days
 * (calendar days); then the first of its delivery weekdays that is no holiday, on or after
 * the date the restaurant asked for.
 */
export interface DeliveryTerms {
  /** ISO weekdays, 1 = Monday. */
  readonly deliveryDays: readonly number[];
  /** Minutes after midnight, Swiss time. */
  readonly cutoffMinutes: number;
  readonly leadDays: number;
}

const DAY_MS = 86_400_000;

const zurich = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const MINUTE_MS = 60_000;

let lastClock: { readonly minute: number; readonly clock: { readonly date: string; readonly minutes: number } } | null = null;

/**
 * The Swiss calendar date and the minute of the day at an instant. One plan asks it for the same
 * instant hundreds of times (every wholesaler, every day offered), every plan request asks it
 * once, and `Intl` is slow: the last answer is kept for its whole UTC minute. Zurich's offset
 * from UTC is a whole number of hours (since 1894), so every instant of one UTC minute falls in
 * one Swiss minute of one Swiss date: the answer is the same as computed anew.
 */
export function zurichClock(now: Date): { readonly date: string; readonly minutes: number } {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (lastClock?.minute === minute) return lastClock.clock;
  const parts = Object.fromEntries(zurich.formatToParts(now).map((p) => [p.type, p.value]));
  const clock = { date: `${parts['year']}-${parts['month']}-${parts['day']}`, minutes: Number(parts['hour']) * 60 + Number(parts['minute']) };
  lastClock = { minute, clock };
  return clock;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** ISO weekday, 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The first day this wholesaler could deliver an order placed at `now`, before weekdays and holidays. */
export function earliestPossible(terms: DeliveryTerms, now: Date): string {
  const clock = zurichClock(now);
  const orderDay = clock.minutes < terms.cutoffMinutes ? clock.date : addDays(clock.date, 1);
  return addDays(orderDay, terms.leadDays);
}

export function deliversOn(terms: DeliveryTerms, date: string, holidays: ReadonlySet<string>): boolean {
  return terms.deliveryDays.includes(isoWeekday(date)) && !holidays.has(date);
}

/**
 * The wholesaler's delivery date for an order placed at `now`: the earliest day it can deliver
 * on or after `wanted` (when given). Null when it delivers on no day within `horizonDays` of
 * today (no delivery weekdays, say).
 */
export function deliveryDate(terms: DeliveryTerms, now: Date, holidays: ReadonlySet<string>, wanted: string | null, horizonDays: number): string | null {
  const today = zurichClock(now).date;
  const earliest = earliestPossible(terms, now);
  const start = wanted !== null && wanted > earliest ? wanted : earliest;
  const last = addDays(today, horizonDays + terms.leadDays + 14);
  // The days as numbers (days since 1970-01-01, a Thursday), a string only for a delivery weekday
  // (the holidays are strings); a start that is no real date (2026-02-30) takes the string steps.
  const first = Date.parse(`${start}T00:00:00Z`) / DAY_MS;
  if (Number.isInteger(first) && dayString(first) === start) {
    for (let day = first, end = Date.parse(`${last}T00:00:00Z`) / DAY_MS; day <= end; day++) {
      const weekday = ((day % 7) + 10) % 7 + 1;
      if (!terms.deliveryDays.includes(weekday)) continue;
      const date = dayString(day);
      if (!holidays.has(date)) return date;
    }
    return null;
  }
  for (let day = start; day <= last; day = addDays(day, 1)) {
    if (deliversOn(terms, day, holidays)) return day;
  }
  return null;
}

const dayString = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Whether the wholesaler can deliver on exactly that day (in time, on a delivery weekday, no holiday). */
export function canDeliverOn(terms: DeliveryTerms, now: Date, holidays: ReadonlySet<string>, date: string): boolean {
  return date >= earliestPossible(terms, now) && deliversOn(terms, date, holidays);
}
