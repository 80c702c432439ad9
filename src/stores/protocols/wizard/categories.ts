/** The marketplace's categories, for the expert's field on the first step (labels in the page's language). */
import type { CategoryWithCount } from '../../../../contract/catalog/entities.ts';
import type { Locale } from '../../../../contract/locales.ts';
import { handleApiError } from '../../../lib/errors/api-handler.ts';
import { createFetcherStore } from '../../../lib/query/client.ts';
import { catalogApi } from './clients.ts';

export const $wizardCategories = createFetcherStore<CategoryWithCount[]>(['wizard/categories'], {
  fetcher: () => catalogApi.listCategories(),
  onError: (error) => handleApiError(error, { domain: 'wizard', operation: 'listCategories' }),
});

export function categoryLabel(category: { slug: string; labels: Record<string, string | undefined> }, locale: Locale): string {
  return category.labels[locale] ?? category.labels.en ?? category.slug;
}
