const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A post's `YYYY-MM-DD` date as people read it (`2026-03-10` -> `10 March 2026`). Done by hand,
 * not with the runtime's locale data, so the server's HTML and the browser's render always agree.
 * Anything else is shown as it came.
 */
export function formatPostDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName || Number(day) < 1 || Number(day) > 31) return date;
  return `${Number(day)} ${monthName} ${year}`;
}
