/**
 * What the Creator earnings dashboard draws, computed from the API's figures without a DOM: the currency to chart,
 * earnings over time (the last 30 days by day while all earnings are that recent, else by month since the first),
 * this month's total, and CSV text for each table's download. Days are UTC, as the ledger groups them.
 */
import type { Earnings } from '../../../contract/billing/index.ts';

export const DAYS_SHOWN = 30;
const MONTHS_SHOWN_MAX = 24;

export type Bucket = 'day' | 'month';

export interface SeriesPoint {
  /** YYYY-MM-DD (bucket day) or YYYY-MM (bucket month), UTC. */
  period: string;
  amount: number;
  payments: number;
}

export interface EarningsSeries {
  bucket: Bucket;
  currency: string;
  points: SeriesPoint[];
}

/** The currency to chart: the largest balance's, else the latest day's, else US dollars. */
export function mainCurrency(earnings: Pick<Earnings, 'balances' | 'days'>): string {
  const largest = [...earnings.balances].sort((a, b) => b.amount - a.amount)[0];
  return largest?.currency ?? earnings.days.at(-1)?.currency ?? 'USD';
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function dayRange(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DAYS_SHOWN }, (_, i) => isoDay(new Date(today - (DAYS_SHOWN - 1 - i) * 86_400_000)));
}

function monthRange(first: string, now: Date): string[] {
  const months: string[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  const lastYear = now.getUTCFullYear();
  const lastMonth = now.getUTCMonth() + 1;
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months.slice(-MONTHS_SHOWN_MAX);
}

/** Earnings over time in `currency`, every period present (zero when nothing was earned). */
export function earningsSeries(days: Earnings['days'], currency: string, now = new Date()): EarningsSeries {
  const own = days.filter((day) => day.currency === currency);
  const days30 = dayRange(now);
  const bucket: Bucket = own.length === 0 || own[0]!.day >= days30[0]! ? 'day' : 'month';
  const periods = bucket === 'day' ? days30 : monthRange(own[0]!.day, now);
  const points = new Map(periods.map((period) => [period, { period, amount: 0, payments: 0 }]));
  for (const day of own) {
    const point = points.get(bucket === 'day' ? day.day : day.day.slice(0, 7));
    if (!point) continue;
    point.amount += day.amount;
    point.payments += day.payments;
  }
  return { bucket, currency, points: [...points.values()] };
}

/** What was earned in `currency` in the current UTC month. */
export function earnedThisMonth(days: Earnings['days'], currency: string, now = new Date()): number {
  const month = isoDay(now).slice(0, 7);
  return days.filter((day) => day.currency === currency && day.day.startsWith(month)).reduce((sum, day) => sum + day.amount, 0);
}

/** Minor units as a plain decimal for a spreadsheet ("4.00", "500" for yen): no grouping, no symbol, a dot. */
export function csvAmount(amount: number, currency: string): string {
  const fractionDigits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  if (fractionDigits === 0) return `${sign}${abs}`;
  const unit = 10 ** fractionDigits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(fractionDigits, '0')}`;
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV: a header row, then the rows; CRLF line ends. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
