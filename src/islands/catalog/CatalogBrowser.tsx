/**
 * The catalog page's island: search as you type, filters, sort, the paginator, all kept in the URL; a placeload
 * skeleton while a page loads, and empty and error states. Cards link to the expert pages.
 */
import './catalog.css';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { invalidateKeys } from '../../lib/query/client.ts';
import { loadFailureMessage } from '../../lib/errors/api-handler.ts';
import {
  $catalogQuery,
  $catalogResults,
  clearCatalogFilters,
  followCatalogUrl,
  toggleCatalogTag,
  updateCatalogQuery,
} from '../../stores/catalog/browse.ts';
import { CATALOG_PAGE_SIZE } from '../../stores/catalog/query.ts';
import { Button, ErrorList } from '../ui/controls.tsx';
import { Paginator } from '../ui/Paginator.tsx';
import { CatalogFilters, CatalogSearch } from './CatalogFilters.tsx';
import { ExpertCard } from './ExpertCard.tsx';
import { FeaturedExperts } from './FeaturedExperts.tsx';
import { formatCount } from './format.ts';

export const CATALOG_MESSAGES = ['catalog.', 'form.'] as const;

interface CatalogBrowserProps {
  /** `/experts/` in the page's language. */
  expertPath: string;
}

export function CardSkeletons({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div className="catalog-grid" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder.
        <div key={index} className="catalog-card catalog-card--placeload" aria-hidden="true">
          <div className="ui-placeload__line" style={{ inlineSize: '60%' }} />
          <div className="ui-placeload__line" />
          <div className="ui-placeload__line" style={{ inlineSize: '80%' }} />
        </div>
      ))}
    </div>
  );
}

function CatalogBrowser({ expertPath }: CatalogBrowserProps) {
  const t = useT();
  const locale = useLocale();
  const query = useStore($catalogQuery);
  const results = useStore($catalogResults);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => followCatalogUrl(), []);

  function showPage(page: number) {
    updateCatalogQuery({ page });
    heading.current?.focus();
  }

  const data = results.data;
  return (
    <div className="catalog">
      <CatalogSearch />
      <CatalogFilters />
      <h2 className="catalog__count" ref={heading} tabIndex={-1} aria-live="polite">
        {data
          ? t('catalog.results.count', { count: `${formatCount(data.total, locale)}${data.total_capped ? '+' : ''}` })
          : t('catalog.results.loading')}
      </h2>
      {results.error && !data ? (
        <div className="ui-stack">
          <ErrorList messages={[loadFailureMessage(results.error)]} />
          <Button variant="secondary" onClick={() => invalidateKeys((key) => key.startsWith('catalog/experts/'))}>
            {t('catalog.results.retry')}
          </Button>
        </div>
      ) : !data || (results.loading && data.items.length === 0) ? (
        <CardSkeletons label={t('catalog.results.loading')} />
      ) : data.items.length === 0 ? (
        <div className="catalog-empty" role="note">
          <p>{query.search ? t('catalog.results.noneFor', { search: query.search }) : t('catalog.results.none')}</p>
          <Button variant="secondary" onClick={() => (query.search ? updateCatalogQuery({ search: '' }) : clearCatalogFilters())}>
            {query.search ? t('catalog.results.clearSearch') : t('catalog.filters.clear')}
          </Button>
        </div>
      ) : (
        <>
          <ul className="catalog-grid" aria-busy={results.loading}>
            {data.items.map((expert) => (
              <li key={expert.id}>
                <ExpertCard expert={expert} expertPath={expertPath} onTag={toggleCatalogTag} activeTags={query.tags} />
              </li>
            ))}
          </ul>
          {data.total > CATALOG_PAGE_SIZE && (
            <Paginator
              current={query.page}
              total={data.total}
              perPage={CATALOG_PAGE_SIZE}
              onPage={showPage}
              label={t('catalog.results.pages')}
            />
          )}
          <FeaturedExperts expertPath={expertPath} />
        </>
      )}
    </div>
  );
}

export default withI18n(CatalogBrowser);
