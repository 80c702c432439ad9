/**
 * An expert's page (`/experts/<slug>`): one island on a shell page the serving layer titles per slug, so it reads
 * the slug from the address. Shows the listing in its own language (`lang`), its creator, quality signals,
 * starters, the actions (hire, bookmark) and the reviews; the device's copy when offline; not found when this
 * site does not list the slug.
 */
import './catalog.css';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { isApiRequestError } from '../../lib/api/index.ts';
import { loadFailureMessage } from '../../stores/account/loaded.ts';
import { $expert, showExpert } from '../../stores/catalog/expert.ts';
import { ErrorList, Placeload } from '../ui/controls.tsx';
import { ExpertActions } from './ExpertActions.tsx';
import { QualitySignals, RatingLine } from './ExpertCard.tsx';
import { ExpertReviews } from './ExpertReviews.tsx';
import { categoryLabel, formatCount, formatPrice, languageName } from './format.ts';

export const EXPERT_PAGE_MESSAGES = ['catalog.', 'form.'] as const;

export interface ListingPageProps {
  catalogPath: string;
  creatorPath: string;
  expertPath: string;
  loginPath: string;
  chatPath: string;
  siteName: string;
}

/** The last path segment: `/fr/experts/flare-coach` → `flare-coach`. */
export function slugFromPath(pathname: string): string {
  return decodeURIComponent(pathname.replace(/\/$/, '').split('/').pop() ?? '');
}

export function NotListed({ catalogPath, message }: { catalogPath: string; message: string }) {
  const t = useT();
  return (
    <div className="catalog-empty" role="note">
      <h1>{message}</h1>
      <a href={catalogPath}>{t('catalog.backToCatalog')}</a>
    </div>
  );
}

function ExpertPage({ catalogPath, creatorPath, loginPath, chatPath, siteName }: ListingPageProps) {
  const t = useT();
  const locale = useLocale();
  const expert = useStore($expert);

  useEffect(() => showExpert(slugFromPath(window.location.pathname)), []);
  useEffect(() => {
    if (expert.data) document.title = `${expert.data.name} | ${siteName}`;
  }, [expert.data, siteName]);

  if (expert.error && !expert.data) {
    return isApiRequestError(expert.error) && expert.error.status === 404 ? (
      <NotListed catalogPath={catalogPath} message={t('catalog.expert.notFound')} />
    ) : (
      <ErrorList messages={[loadFailureMessage(expert.error)]} />
    );
  }
  const data = expert.data;
  if (!data) return <Placeload lines={6} label={t('catalog.expert.loading')} />;

  return (
    <article className="expert-page" data-expert={data.slug}>
      <header className="expert-page__head">
        <p>
          <span className="ui-tag ui-tag--muted">{categoryLabel(data.category, locale)}</span>
        </p>
        <h1 lang={data.locale}>{data.name}</h1>
        <p lang={data.locale}>{data.headline}</p>
        <p className="catalog-card__facts">
          <RatingLine rating={data.rating} />
          <span className="catalog-card__price">{formatPrice(data.price, locale, t)}</span>
          {data.human_review && <span className="catalog-card__hitl">{t('catalog.humanReview')}</span>}
        </p>
        <p>
          {t('catalog.expert.by')} <a href={`${creatorPath}${data.creator.slug}`}>{data.creator.display_name}</a>
        </p>
        <ExpertActions expert={data} loginPath={loginPath} chatPath={chatPath} />
      </header>

      <section className="expert-page__section" aria-labelledby="expert-about">
        <h2 id="expert-about">{t('catalog.expert.about')}</h2>
        {/* The API renders the creator's Markdown to safe HTML (server/features/catalog/markdown.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API, see above. */}
        <div className="expert-page__description" lang={data.locale} dangerouslySetInnerHTML={{ __html: data.description_html }} />
        <dl className="expert-page__facts">
          <dt>{t('catalog.expert.languages')}</dt>
          <dd>{data.languages.map((code) => languageName(code, locale)).join(', ')}</dd>
          <dt>{t('catalog.expert.uses')}</dt>
          <dd>{formatCount(data.use_count, locale)}</dd>
          {data.tags.length > 0 && (
            <>
              <dt>{t('catalog.tags')}</dt>
              <dd>{data.tags.map((tag) => tag.label).join(', ')}</dd>
            </>
          )}
        </dl>
        <QualitySignals quality={data.quality} />
      </section>

      {data.starters.length > 0 && (
        <section className="expert-page__section" aria-labelledby="expert-starters">
          <h2 id="expert-starters">{t('catalog.expert.starters')}</h2>
          <ul lang={data.locale}>
            {data.starters.map((starter) => (
              <li key={starter}>{starter}</li>
            ))}
          </ul>
        </section>
      )}

      <ExpertReviews slug={data.slug} loginPath={loginPath} />
    </article>
  );
}

export default withI18n(ExpertPage);
