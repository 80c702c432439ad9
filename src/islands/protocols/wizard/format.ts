/** Sizes and amounts in the page's language ("5 MB", "5 Mo", "US$4.00"). */
import type { Locale } from '../../../../contract/locales.ts';

export function formatBytes(bytes: number, locale: Locale): string {
  const [unit, value] =
    bytes >= 1024 * 1024 ? ['megabyte', bytes / (1024 * 1024)] : bytes >= 1024 ? ['kilobyte', bytes / 1024] : ['byte', bytes];
  return new Intl.NumberFormat(locale, { style: 'unit', unit: unit as string, maximumFractionDigits: 1 }).format(value as number);
}

export function formatMoney(minor: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}
