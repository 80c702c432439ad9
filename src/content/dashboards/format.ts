import type { ValueKind, When } from './types.ts';
import type { Translate } from '../../i18n/translate.ts';
import { textDirection } from '../../../contract/locales.ts';

/**
 * Formats a dashboard number for the page's locale. Percentages arrive as 0–100 (as the API reports them);
 * money is US dollars, whole units unless cents matter.
 */
export function formatValue(value: number, kind: ValueKind, locale: string): string {
  return numberFormat(kind, locale, value).format(kind === 'percent' ? value / 100 : value);
}

function numberFormat(kind: ValueKind, locale: string, value: number, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  switch (kind) {
    case 'currency':
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
        ...options,
      });
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, ...options });
    case 'minutes':
      return new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short', ...options });
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 1, ...options });
  }
}

/**
 * A change with an explicit sign ("+12", "−$180", "+2.1 pts"), as stat cards show it. The sign comes from Intl
 * (which also adds the marks that keep it on the right side of the number in Arabic); the minus is the
 * typographic "−". Percentage changes are in points, worded by `t('dashboard.format.points')`.
 */
export function formatChange(change: number, kind: ValueKind, locale: string, t: Translate): string {
  const magnitude = Math.abs(change);
  let body: string;
  if (change === 0) {
    const mark = textDirection(locale) === 'rtl' ? '\u200E' : '';
    body = `${mark}±${numberFormat(kind === 'percent' ? 'number' : kind, locale, 0).format(0)}`;
  } else {
    const signed = numberFormat(kind === 'percent' ? 'number' : kind, locale, magnitude, { signDisplay: 'exceptZero' });
    body = signed.format(change).replace('-', '−');
  }
  return kind === 'percent' ? t('dashboard.format.points', { value: body }) : body;
}

/**
 * Demo dates are ISO strings ("2026-04-30", "2026-04-20T09:42"); they are read and shown in UTC so the page
 * says the same day and time wherever it was built.
 */
function toDate(iso: string): Date {
  if (!iso.includes('T')) return new Date(`${iso}T00:00:00Z`);
  return new Date(iso.length === 16 ? `${iso}:00Z` : `${iso}Z`);
}

/** "Apr" (a month of "2026-04"). */
export function formatMonth(isoMonth: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(toDate(`${isoMonth}-01`));
}

/** "Apr 30". */
export function formatDay(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(toDate(isoDate));
}

/** "Mon" (the weekday of a date). */
export function formatWeekday(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(toDate(isoDate));
}

/** "9:42 AM" / "09:42" (a time of day, by the locale's clock). */
export function formatTime(isoDateTime: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(toDate(isoDateTime));
}

export type TimeUnit = 'minute' | 'hour' | 'day' | 'week';

/** A time in the past relative to now: "12 min. ago", "yesterday", "last week". */
export function formatAgo(amount: number, unit: TimeUnit, locale: string, style: 'long' | 'short' = 'short'): string {
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style }).format(-amount, unit);
}

/** A length of time: "25 min", "2 hr". */
export function formatDuration(amount: number, unit: 'minute' | 'hour' | 'day', locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount);
}

/** A moment of the demo data as the dashboards show it ("9:42 AM", "Today 9:10 AM", "Mon", "Apr 30", "Yesterday"). */
export function formatWhen(when: When, locale: string, t: Translate): string {
  switch (when.show) {
    case 'time':
      return formatTime(when.at, locale);
    case 'todayAt':
      return t('dashboard.format.todayAt', { time: formatTime(when.at, locale) });
    case 'weekday':
      return formatWeekday(when.at, locale);
    case 'day':
      return formatDay(when.at, locale);
    case 'ago': {
      const text = formatAgo(when.ago.amount, when.ago.unit, locale, when.standalone ? 'long' : 'short');
      return when.standalone ? capitalize(text, locale) : text;
    }
  }
}

/** Upper-cases the first letter for a label that stands alone ("yesterday" -> "Yesterday", "inglés" -> "Inglés"). */
export function capitalize(text: string, locale: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase(locale) + text.slice(head.length);
}

/** A country's name in the page's language, from its ISO 3166-1 alpha-2 code. */
export function regionName(code: string, locale: string): string {
  return new Intl.DisplayNames(locale, { type: 'region' }).of(code) ?? code;
}

/** A language's name in the page's language, from its ISO 639 code. */
export function languageName(code: string, locale: string): string {
  return new Intl.DisplayNames(locale, { type: 'language' }).of(code) ?? code;
}

/** Items of a short list joined the way the language writes them ("A, B", Arabic "A، B", Chinese "A、B"). */
export function joinList(items: readonly string[], t: Translate): string {
  return items.join(t('dashboard.format.listSeparator'));
}
