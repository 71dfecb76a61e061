/** The time now: cut-offs and delivery dates depend on it, and tests set it. */
export abstract class Clock {
  abstract now(): Date;
}
