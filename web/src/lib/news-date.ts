import type { Locale } from '@paperwise/schemas/locales';

/**
 * An article's publication day (2025-03-14) as the page's language writes it: "March 14, 2025",
 * "14 mars 2025". The day is read and written in UTC, so no time zone moves it to the day before.
 * Null when the value is not a day.
 */
export function formatNewsDate(day: string | null | undefined, locale: Locale): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
