import { describe, expect, it } from 'vitest';
import { REPORT_REASONS } from '../../../contract/catalog/entities.ts';
import { REVIEW_TEXT } from '../../../contract/catalog/inputs.ts';
import { REPORT_REASON_LIST, REVIEW_TEXT_RULES } from './rules.ts';
import { catalogQueryString, EMPTY_QUERY, parseCatalogQuery } from './query.ts';

describe('catalog rules and URL state', () => {
  it('check reviews and report reasons exactly as the contract does', () => {
    expect(REVIEW_TEXT_RULES).toEqual(REVIEW_TEXT);
    expect(REPORT_REASON_LIST).toEqual(REPORT_REASONS);
  });

  it('round-trips a catalog state through its URL and leaves defaults out', () => {
    expect(catalogQueryString(EMPTY_QUERY)).toBe('');
    const state = {
      ...EMPTY_QUERY,
      search: 'menu',
      tags: ['ibd', 'kids'],
      sort: 'price' as const,
      sort_direction: 'desc' as const,
      page: 3,
    };
    expect(parseCatalogQuery(catalogQueryString(state))).toEqual(state);
  });

  it('ignores values a hand-edited link gets wrong', () => {
    const parsed = parseCatalogQuery('?sort=cheapest&sort_direction=up&page=-2&human_review=yes');
    expect(parsed).toEqual(EMPTY_QUERY);
  });
});
