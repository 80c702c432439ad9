/** Money and dates in the page's language: integer minor units → "$9.00", a timestamp → "29 November 2026". */
import type { Price } from '../../../contract/catalog/index.ts';

export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
}

export function formatDay(timestamp: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(timestamp));
}

/** Whether the checkout applies: a priced expert, not the viewer's own. */
export function isPriced(price: Price): price is Price & { model: 'per_run' | 'subscription' } {
  return price.model === 'per_run' || price.model === 'subscription';
}
