import type { Locale } from '../../../contract/locales.ts';
import { getT } from '../../i18n/catalog.ts';
import { parseCopy } from '../landing/index.ts';
import { hirePage } from './hire.ts';
import { creatorsPage } from './creators.ts';
import { pricingPage } from './pricing.ts';
import { marketingSchemas, type CreatorsPage, type HirePage, type PricingPage } from './schema.ts';

export type { HirePage, CreatorsPage, PricingPage } from './schema.ts';
export { PLAN_FIGURES } from './pricing.ts';

/** /marketing-1 in `locale` for the host whose site name is `site`, checked against the schema. */
export function getHirePage(locale: Locale, site: string): HirePage {
  return parseCopy(marketingSchemas(locale).HirePageSchema, hirePage(getT(locale), site), 'marketing page /marketing-1', locale);
}

/** /marketing-2 in `locale`, checked against the schema. */
export function getCreatorsPage(locale: Locale): CreatorsPage {
  return parseCopy(marketingSchemas(locale).CreatorsPageSchema, creatorsPage(getT(locale)), 'marketing page /marketing-2', locale);
}

/** /marketing-3 in `locale` with prices formatted for it, checked against the schema. */
export function getPricingPage(locale: Locale): PricingPage {
  return parseCopy(marketingSchemas(locale).PricingPageSchema, pricingPage(getT(locale), locale), 'marketing page /marketing-3', locale);
}
