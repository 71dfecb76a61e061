/** Swiss national holidays (never delivery days), from a maintained holiday library. */
export abstract class HolidayCalendar {
  /** The holidays from `from` to `to` (`YYYY-MM-DD`, both included). */
  abstract between(from: string, to: string): ReadonlySet<string>;
}
