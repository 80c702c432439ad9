/**
 * The bookmarks page's island: the experts the signed-in person bookmarked on this site, newest first, as the
 * catalog's cards; an honest empty state that leads to the catalog; pages when there are more than one.
 */
import './catalog.css';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { loadFailureMessage } from '../../lib/errors/api-handler.ts';
import { invalidateKeys } from '../../lib/query/client.ts';
import { $bookmarks, $bookmarksPage, BOOKMARKS_KEY, BOOKMARKS_PAGE_SIZE } from '../../stores/catalog/bookmarks.ts';
import { Button, buttonClass, ErrorList } from '../ui/controls.tsx';
import { Paginator } from '../ui/Paginator.tsx';
import { CardSkeletons } from './CatalogBrowser.tsx';
import { ExpertCard } from './ExpertCard.tsx';
import { formatCount } from './format.ts';

export const BOOKMARKS_MESSAGES = ['catalog.'] as const;

interface BookmarksListProps {
  /** `/experts/` in the page's language: the cards' links. */
  expertPath: string;
  /** The catalog in the page's language, where the empty state leads. */
  catalogPath: string;
}

function BookmarksList({ expertPath, catalogPath }: BookmarksListProps) {
  const t = useT();
  const locale = useLocale();
  const page = useStore($bookmarksPage);
  const bookmarks = useStore($bookmarks);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = bookmarks.data;

  function showPage(next: number) {
    $bookmarksPage.set(next);
    heading.current?.focus();
  }

  return (
    <div className="catalog">
      <h2 className="catalog__count" ref={heading} tabIndex={-1} aria-live="polite">
        {data ? t('catalog.bookmarks.count', { count: data.total, total: formatCount(data.total, locale) }) : t('catalog.results.loading')}
      </h2>
      {bookmarks.error && !data ? (
        <div className="ui-stack">
          <ErrorList messages={[loadFailureMessage(bookmarks.error)]} />
          <Button variant="secondary" onClick={() => invalidateKeys((key) => key.startsWith(BOOKMARKS_KEY))}>
            {t('catalog.results.retry')}
          </Button>
        </div>
      ) : !data ? (
        <CardSkeletons count={3} label={t('catalog.results.loading')} />
      ) : data.items.length === 0 ? (
        <div className="catalog-empty" role="note">
          <p>{t('catalog.bookmarks.empty')}</p>
          <a className={buttonClass({ variant: 'secondary' })} href={catalogPath}>
            {t('catalog.bookmarks.browse')}
          </a>
        </div>
      ) : (
        <>
          <ul className="catalog-grid" aria-busy={bookmarks.loading}>
            {data.items.map((expert) => (
              <li key={expert.id}>
                <ExpertCard expert={expert} expertPath={expertPath} />
              </li>
            ))}
          </ul>
          {data.total > BOOKMARKS_PAGE_SIZE && (
            <Paginator
              current={page}
              total={data.total}
              perPage={BOOKMARKS_PAGE_SIZE}
              onPage={showPage}
              label={t('catalog.results.pages')}
            />
          )}
        </>
      )}
    </div>
  );
}

export default withI18n(BookmarksList);
