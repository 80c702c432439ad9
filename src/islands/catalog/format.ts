/** Numbers of the marketplace in the page's language: prices, ratings, rates, language names. */
import type { Price } from '../../../contract/catalog/index.ts';
import type { Translate } from '../../i18n/translate.ts';

export function formatPrice(price: Price, locale: string, t: Translate): string {
  if (price.model === 'free') return t('catalog.price.free');
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency }).format(price.amount / 100);
  return t(price.model === 'subscription' ? 'catalog.price.monthly' : 'catalog.price.perRun', { amount });
}

export function formatRating(average: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

export function formatPercent(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}

export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count);
}

/** A language's own name in the page's language (`es` in fr → "espagnol"). */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A tag's label in the page's language, else its English one. */
export function tagLabel(tag: { label: string; labels: Record<string, string> }, locale: string): string {
  return tag.labels[locale] ?? tag.label;
}

/** A category's label in the page's language, else English, else its slug. */
export function categoryLabel(category: { slug: string; labels: Record<string, string> }, locale: string): string {
  return category.labels[locale] ?? category.labels.en ?? category.slug;
}
