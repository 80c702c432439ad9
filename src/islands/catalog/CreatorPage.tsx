/** A creator's page (`/creators/<slug>`): profile, stats over what this site lists, and their experts. */
import './catalog.css';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { loadFailureMessage } from '../../lib/errors/api-handler.ts';
import { isNotFound } from '../../stores/attempt.ts';
import { $creator, $creatorExperts, $creatorExpertsPage, CREATOR_EXPERTS_PAGE_SIZE, showCreator } from '../../stores/catalog/creator.ts';
import { ErrorList, Placeload } from '../ui/controls.tsx';
import { Paginator } from '../ui/Paginator.tsx';
import { CardSkeletons } from './CatalogBrowser.tsx';
import { ExpertCard } from './ExpertCard.tsx';
import { type ListingPageProps, NotListed, slugFromPath } from './ExpertPage.tsx';
import { formatCount, formatRating, languageName } from './format.ts';

export const CREATOR_PAGE_MESSAGES = ['catalog.', 'form.'] as const;

function CreatorPage({ catalogPath, expertPath, siteName }: ListingPageProps) {
  const t = useT();
  const locale = useLocale();
  const creator = useStore($creator);
  const experts = useStore($creatorExperts);
  const page = useStore($creatorExpertsPage);

  useEffect(() => showCreator(slugFromPath(window.location.pathname)), []);
  useEffect(() => {
    if (creator.data) document.title = `${creator.data.display_name} | ${siteName}`;
  }, [creator.data, siteName]);

  if (creator.error && !creator.data) {
    return isNotFound(creator.error) ? (
      <NotListed catalogPath={catalogPath} message={t('catalog.creator.notFound')} />
    ) : (
      <ErrorList messages={[loadFailureMessage(creator.error)]} />
    );
  }
  const data = creator.data;
  if (!data) return <Placeload lines={5} label={t('catalog.creator.loading')} />;
  const stats = [
    [t('catalog.creator.experts'), formatCount(data.stats.experts, locale)],
    [t('catalog.creator.reviews'), formatCount(data.stats.reviews, locale)],
    [t('catalog.creator.rating'), data.stats.average_rating === null ? '—' : formatRating(data.stats.average_rating, locale)],
    [t('catalog.creator.uses'), formatCount(data.stats.uses, locale)],
    [t('catalog.creator.runs'), formatCount(data.stats.completed_runs, locale)],
  ];

  return (
    <article className="expert-page" data-creator={data.slug}>
      <header className="expert-page__head">
        <h1>{data.display_name}</h1>
        <p lang={data.locale}>{data.headline}</p>
        <p className="ui-muted">
          {t('catalog.creator.writesIn', { language: languageName(data.locale, locale) })}
          {data.website && (
            <>
              {' · '}
              <a href={data.website} rel="nofollow noopener noreferrer">
                {t('catalog.creator.website')}
              </a>
            </>
          )}
        </p>
      </header>
      <section className="expert-page__section" aria-labelledby="creator-about">
        <h2 id="creator-about">{t('catalog.creator.about')}</h2>
        <p lang={data.locale}>{data.bio}</p>
        <dl className="expert-page__facts">
          {stats.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="expert-page__section" aria-labelledby="creator-experts">
        <h2 id="creator-experts">{t('catalog.creator.theirExperts')}</h2>
        {experts.error && !experts.data ? (
          <ErrorList messages={[loadFailureMessage(experts.error)]} />
        ) : !experts.data ? (
          <CardSkeletons count={3} label={t('catalog.results.loading')} />
        ) : (
          <>
            <ul className="catalog-grid">
              {experts.data.items.map((expert) => (
                <li key={expert.id}>
                  <ExpertCard expert={expert} expertPath={expertPath} />
                </li>
              ))}
            </ul>
            {experts.data.total > CREATOR_EXPERTS_PAGE_SIZE && (
              <Paginator
                current={page}
                total={experts.data.total}
                perPage={CREATOR_EXPERTS_PAGE_SIZE}
                onPage={(next) => $creatorExpertsPage.set(next)}
              />
            )}
          </>
        )}
      </section>
    </article>
  );
}

export default withI18n(CreatorPage);
