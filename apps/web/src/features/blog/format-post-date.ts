/**
 * How each language writes a post's date: day, month name and year. English keeps the site's
 * day-first order (`10 March 2026`); the calendar day is read in UTC, so no time zone moves it.
 */
function dateFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A post's `YYYY-MM-DD` date as people read it in the page's language (`2026-03-10` ->
 * `10 March 2026` in English). Anything else, or a day the calendar does not have, is shown as it
 * came.
 */
export function formatPostDate(date: string, locale = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const parsed = new Date(time);
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) {
    return date;
  }
  return dateFormat(locale).format(parsed);
}
