/** Words from numbers, by Intl in the page's language: a duration, the weekdays Monday first (the dashboards' figures). */

/** Seconds as the largest unit that reads well: "45 seconds", "4 minutes", "2.5 hours". */
export function formatDuration(seconds: number, locale: string): string {
  const [value, unit] = seconds < 90 ? [seconds, 'second'] : seconds < 90 * 60 ? [seconds / 60, 'minute'] : [seconds / 3600, 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: value < 10 ? 1 : 0 }).format(
    value,
  );
}

/** The weekday names, Monday first (1 January 2024 was a Monday). */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 1 + day))));
}
