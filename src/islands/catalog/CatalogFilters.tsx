/** The catalog's search box (200 ms debounce), filters and sort. Every control writes the URL-kept state. */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LOCALES } from '../../../contract/locales.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { debounce } from '../../lib/debounce.ts';
import {
  $catalogQuery,
  $catalogResults,
  $categories,
  clearCatalogFilters,
  toggleCatalogTag,
  updateCatalogQuery,
} from '../../stores/catalog/browse.ts';
import type { CatalogQuery } from '../../stores/catalog/query.ts';
import { CheckboxField, SelectField } from '../ui/controls.tsx';
import { categoryLabel, languageName, tagLabel } from './format.ts';

const SORTS = ['relevance', 'rating', 'newest', 'price:asc', 'price:desc', 'popularity', 'runs', 'acceptance', 'preference'] as const;
const MAX_PRICES = [500, 1000, 2500] as const;
const RATINGS = ['3', '4', '4.5'] as const;

export function CatalogSearch() {
  const t = useT();
  const query = useStore($catalogQuery);
  const [text, setText] = useState(query.search);
  const typed = useRef(text);
  typed.current = text;
  const send = useMemo(() => debounce((search: string) => updateCatalogQuery({ search })), []);
  // Back/Forward or a cleared filter set a new search: show it (the box's own typing is already there).
  useEffect(() => {
    if (query.search !== typed.current.trim()) setText(query.search);
  }, [query.search]);
  useEffect(() => () => send.cancel(), [send]);
  return (
    <search className="ui-field catalog-search">
      <label className="ui-field__label" htmlFor="catalog-search">
        {t('catalog.search.label')}
      </label>
      <input
        className="ui-control"
        id="catalog-search"
        type="search"
        autoComplete="off"
        maxLength={100}
        placeholder={t('catalog.search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          send(event.target.value);
        }}
      />
    </search>
  );
}

export function CatalogFilters() {
  const t = useT();
  const locale = useLocale();
  const query = useStore($catalogQuery);
  const categories = useStore($categories);
  const results = useStore($catalogResults);
  // The URL names tags by slug; every expert shown under a tag filter carries that tag, with its labels.
  const shownTag = (slug: string) => {
    const tag = results.data?.items.flatMap((expert) => expert.tags).find((entry) => entry.slug === slug);
    return tag ? tagLabel(tag, locale) : slug;
  };
  const set = (patch: Partial<CatalogQuery>) => updateCatalogQuery(patch);
  const sortValue = query.sort === 'price' ? `price:${query.sort_direction || 'asc'}` : query.sort;
  const filtered =
    query.category ||
    query.language ||
    query.price_model ||
    query.price_max ||
    query.rating_min ||
    query.human_review ||
    query.tags.length > 0;

  return (
    <section className="catalog-filters" aria-label={t('catalog.filters.label')}>
      <SelectField
        frameClass="catalog-filters__field"
        id="catalog-category"
        label={t('catalog.filters.category')}
        value={query.category}
        onValue={(category) => set({ category })}
      >
        <option value="">{t('catalog.filters.anyCategory')}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.slug} value={category.slug}>
            {t('catalog.filters.categoryCount', { label: categoryLabel(category, locale), count: String(category.expert_count) })}
          </option>
        ))}
      </SelectField>
      <SelectField
        frameClass="catalog-filters__field"
        id="catalog-language"
        label={t('catalog.filters.language')}
        value={query.language}
        onValue={(language) => set({ language })}
      >
        <option value="">{t('catalog.filters.anyLanguage')}</option>
        {LOCALES.map((code) => (
          <option key={code} value={code}>
            {languageName(code, locale)}
          </option>
        ))}
      </SelectField>
      <SelectField
        frameClass="catalog-filters__field"
        id="catalog-price"
        label={t('catalog.filters.price')}
        value={query.price_model}
        onValue={(price_model) => set({ price_model })}
      >
        <option value="">{t('catalog.filters.anyPrice')}</option>
        <option value="free">{t('catalog.price.free')}</option>
        <option value="per_run">{t('catalog.filters.perRun')}</option>
        <option value="subscription">{t('catalog.filters.subscription')}</option>
      </SelectField>
      <SelectField
        frameClass="catalog-filters__field"
        id="catalog-max-price"
        label={t('catalog.filters.maxPrice')}
        value={query.price_max}
        onValue={(price_max) => set({ price_max })}
      >
        <option value="">{t('catalog.filters.noLimit')}</option>
        {MAX_PRICES.map((cents) => (
          <option key={cents} value={String(cents)}>
            {new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100)}
          </option>
        ))}
      </SelectField>
      <SelectField
        frameClass="catalog-filters__field"
        id="catalog-rating"
        label={t('catalog.filters.rating')}
        value={query.rating_min}
        onValue={(rating_min) => set({ rating_min })}
      >
        <option value="">{t('catalog.filters.anyRating')}</option>
        {RATINGS.map((stars) => (
          <option key={stars} value={stars}>
            {t('catalog.filters.ratingAtLeast', { stars: new Intl.NumberFormat(locale).format(Number(stars)) })}
          </option>
        ))}
      </SelectField>
      <SelectField
        frameClass="catalog-filters__field"
        id="catalog-sort"
        label={t('catalog.sort.label')}
        value={sortValue}
        onValue={(value) => {
          const [sort, direction = ''] = value.split(':');
          set({ sort: sort as CatalogQuery['sort'], sort_direction: direction as CatalogQuery['sort_direction'] });
        }}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalog.sort.${sort.replace(':', '_')}`)}
          </option>
        ))}
      </SelectField>
      <div className="catalog-filters__check">
        <CheckboxField
          id="catalog-human-review"
          label={t('catalog.filters.humanReview')}
          checked={query.human_review}
          onChecked={(human_review) => set({ human_review })}
        />
      </div>
      {query.tags.length > 0 && (
        <ul className="catalog-filters__tags" aria-label={t('catalog.filters.activeTags')}>
          {query.tags.map((tag) => (
            <li key={tag}>
              <button type="button" className="catalog-chip" aria-pressed="true" onClick={() => toggleCatalogTag(tag)}>
                {t('catalog.filters.removeTag', { tag: shownTag(tag) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {filtered && (
        <button type="button" className="ui-btn ui-btn--ghost ui-btn--sm" onClick={clearCatalogFilters}>
          {t('catalog.filters.clear')}
        </button>
      )}
    </section>
  );
}
