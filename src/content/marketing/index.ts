export { HIRE_PAGE } from './hire';
export { CREATORS_PAGE } from './creators';
export { PRICING_PAGE } from './pricing';
export type { HirePage, CreatorsPage, PricingPage } from './schema';
