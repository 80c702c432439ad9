/** How the earnings dashboard writes its figures in the page's language (Intl): money lists, periods, shares. */
import type { Bucket } from '../../stores/billing/earnings-series.ts';
import { formatMoney } from './money.ts';

/** Several currencies side by side ("$15.20 · €3.00"); zero in `fallback` when there is none. */
export function formatMoneyList(list: ReadonlyArray<{ currency: string; amount: number }>, locale: string, fallback: string): string {
  if (list.length === 0) return formatMoney(0, fallback, locale);
  return list.map((item) => formatMoney(item.amount, item.currency, locale)).join(' · ');
}

/** A chart period: "29 Nov" for a day, "Nov 2026" for a month (UTC, as the ledger groups them). */
export function formatPeriod(period: string, bucket: Bucket, locale: string, long = false): string {
  const date = new Date(bucket === 'day' ? `${period}T00:00:00Z` : `${period}-01T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    bucket === 'day'
      ? { day: 'numeric', month: long ? 'long' : 'short', ...(long ? { year: 'numeric' } : {}), timeZone: 'UTC' }
      : { month: long ? 'long' : 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

export function formatPercent(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
