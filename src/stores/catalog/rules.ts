/**
 * The review form's own checks before sending, hand-written so zod stays out of the page; rules.test.ts pins them
 * to contract/catalog/inputs.ts.
 */
export const REVIEW_TEXT_RULES = { min: 10, max: 2000 } as const;
export const REPORT_REASON_LIST = ['spam', 'offensive', 'off_topic', 'conflict_of_interest', 'other'] as const;
