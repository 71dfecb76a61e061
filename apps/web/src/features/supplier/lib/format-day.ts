/** A delivery day as the wholesaler reads it, e.g. "mardi 22 décembre 2026". */
export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : language === 'it' ? 'it-CH' : 'fr-CH', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** Today in Zurich as `YYYY-MM-DD` (the earliest date a wholesaler may confirm). */
export function zurichToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
