/**
 * An expert's page (`/experts/<slug>`): the island below the listing's lead on a shell page the serving layer fills
 * per slug (the title, and the name, headline and description, which paint before any script: the page's largest
 * paint must not wait for JavaScript). It reads the slug from the address and draws the rest from the API answer:
 * the facts (category, rating, price, human review), the creator, the actions (hire, bookmark), quality signals,
 * starters (in the listing's own language, `lang`) and the reviews; the device's copy when offline; not found when
 * this site does not list the slug.
 */
import './catalog.css';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { loadFailureMessage } from '../../lib/errors/api-handler.ts';
import { isNotFound } from '../../stores/attempt.ts';
import { $checkoutOpen } from '../../stores/billing/checkout.ts';
import { $expert, showExpert } from '../../stores/catalog/expert.ts';
import { Checkout } from '../billing/Checkout.tsx';
import { ErrorList, Placeload } from '../ui/controls.tsx';
import { ExpertActions } from './ExpertActions.tsx';
import { QualitySignals, RatingLine } from './ExpertCard.tsx';
import { ExpertReviews } from './ExpertReviews.tsx';
import { ExpertStarters } from './ExpertStarters.tsx';
import { categoryLabel, formatCount, formatPrice, languageName, tagLabel } from './format.ts';

export const EXPERT_PAGE_MESSAGES = [
  'catalog.',
  'form.',
  'billing.card.',
  'billing.checkout.',
  'billing.decline.',
  'billing.receipt.',
] as const;

export interface ListingPageProps {
  catalogPath: string;
  creatorPath: string;
  expertPath: string;
  loginPath: string;
  chatPath: string;
  bookmarksPath: string;
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

function ExpertPage({ catalogPath, creatorPath, loginPath, chatPath, bookmarksPath, siteName }: ListingPageProps) {
  const t = useT();
  const locale = useLocale();
  const expert = useStore($expert);
  const checkoutOpen = useStore($checkoutOpen);

  useEffect(() => showExpert(slugFromPath(window.location.pathname)), []);
  useEffect(() => {
    if (expert.data) document.title = `${expert.data.name} | ${siteName}`;
  }, [expert.data, siteName]);
  const notListed = Boolean(expert.error && !expert.data && isNotFound(expert.error));
  // Delisted between the page and its API answer: the lead the server filled in must not stand above "not found".
  useEffect(() => {
    if (notListed) for (const lead of document.querySelectorAll<HTMLElement>('[data-listing-lead]')) lead.hidden = true;
  }, [notListed]);

  if (expert.error && !expert.data) {
    return notListed ? (
      <NotListed catalogPath={catalogPath} message={t('catalog.expert.notFound')} />
    ) : (
      <ErrorList messages={[loadFailureMessage(expert.error)]} />
    );
  }
  const data = expert.data;
  if (!data) return <Placeload lines={4} label={t('catalog.expert.loading')} />;

  return (
    <>
      {/* A child of the page's article, not of the card: on a phone it stays at the bottom of the screen while the
          article is in view (the lead above it is long), without moving anything when it appears. */}
      <div className="expert-page__cta">
        <ExpertActions expert={data} loginPath={loginPath} chatPath={chatPath} bookmarksPath={bookmarksPath} />
      </div>
      {checkoutOpen && (
        <Checkout expert={data} chatPath={chatPath} quality={<QualitySignals quality={data.quality} humanReview={data.human_review} />} />
      )}
      <div className="expert-page__section expert-page__card" data-expert={data.slug}>
        <p className="catalog-card__facts">
          <span className="ui-tag ui-tag--muted">{categoryLabel(data.category, locale)}</span>
          <RatingLine rating={data.rating} />
          <span className="catalog-card__price">{formatPrice(data.price, locale, t)}</span>
          {data.human_review && <span className="catalog-card__hitl">{t('catalog.humanReview')}</span>}
        </p>
        <p>
          {t('catalog.expert.by')} <a href={`${creatorPath}${data.creator.slug}`}>{data.creator.display_name}</a>
        </p>
        <dl className="expert-page__facts">
          <dt>{t('catalog.expert.languages')}</dt>
          <dd>{data.languages.map((code) => languageName(code, locale)).join(', ')}</dd>
          <dt>{t('catalog.expert.uses')}</dt>
          <dd>{formatCount(data.use_count, locale)}</dd>
          {data.tags.length > 0 && (
            <>
              <dt>{t('catalog.tags')}</dt>
              <dd>{data.tags.map((tag) => tagLabel(tag, locale)).join(', ')}</dd>
            </>
          )}
        </dl>
        <QualitySignals quality={data.quality} humanReview={data.human_review} />
      </div>

      {data.starters.length > 0 && <ExpertStarters expert={data} loginPath={loginPath} chatPath={chatPath} />}

      <ExpertReviews slug={data.slug} loginPath={loginPath} />
    </>
  );
}

export default withI18n(ExpertPage);
