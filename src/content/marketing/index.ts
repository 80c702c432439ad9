import type { Locale } from '../../../contract/locales';
import { getT } from '../../i18n/catalog';
import { parseCopy } from '../landing';
import { hirePage } from './hire';
import { creatorsPage } from './creators';
import { pricingPage } from './pricing';
import { marketingSchemas, type CreatorsPage, type HirePage, type PricingPage } from './schema';

export type { HirePage, CreatorsPage, PricingPage } from './schema';
export { PLAN_FIGURES } from './pricing';

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
