/**
 * An expert as a card: name and headline in the listing's own language (`lang`), category, rating, price, and the
 * quality signals computed from stored runs, review decisions and preference ratings. Tags filter the catalog when a handler is given.
 */
import type { ExpertSummary } from '../../../contract/catalog/index.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { categoryLabel, formatCount, formatPercent, formatPrice, formatRating, tagLabel } from './format.ts';

interface ExpertCardProps {
  expert: ExpertSummary;
  /** `/fr/experts/` in French: the card's link is this plus the slug. */
  expertPath: string;
  onTag?: (slug: string) => void;
  activeTags?: readonly string[];
}

/**
 * The review acceptance line, computed by the API from decided review items: "Reviewers accepted 92 % of 37 actions"
 * with its 95 % interval in small text and the breakdown in the title; "Not enough reviews yet" below the minimum.
 * Shown when the expert is human-reviewed or has decisions; an expert nobody reviews has no line at all.
 */
function ReviewLine({ review }: { review: ExpertSummary['quality']['review'] }) {
  const t = useT();
  const locale = useLocale();
  const n = formatCount(review.n, locale);
  if (review.rate === null || review.low === null || review.high === null)
    return (
      <li
        className="catalog-quality__review"
        data-quality="not-enough"
        title={t('catalog.quality.soFar', { n, minimum: formatCount(review.minimum, locale) })}
      >
        {t('catalog.quality.notEnough')}
      </li>
    );
  const breakdown = t('catalog.quality.breakdown', {
    accepted: formatCount(review.accepted, locale),
    edited: formatCount(review.edited, locale),
    responded: formatCount(review.responded, locale),
    ignored: formatCount(review.ignored, locale),
  });
  return (
    <li className="catalog-quality__review" data-quality="review" title={breakdown}>
      {t('catalog.quality.acceptance', { rate: formatPercent(review.rate, locale), n, count: review.n })}{' '}
      <small className="ui-muted">
        {t('catalog.quality.interval', {
          level: formatPercent(0.95, locale),
          low: formatPercent(review.low, locale),
          high: formatPercent(review.high, locale),
        })}
      </small>
    </li>
  );
}

/**
 * The preference line, computed by the API from blind pairwise ratings: "Preferred in 57 % of 7 comparisons" (decisive
 * ones: ties and "both bad" pick no winner) with its 95 % interval; "Not enough comparisons yet" below the minimum.
 * Shown once the expert has been compared at all.
 */
function PreferenceLine({ preference }: { preference: ExpertSummary['quality']['preference'] }) {
  const t = useT();
  const locale = useLocale();
  const n = formatCount(preference.n, locale);
  if (preference.rate === null || preference.low === null || preference.high === null)
    return (
      <li
        className="catalog-quality__preference"
        data-quality="preference-not-enough"
        title={t('catalog.quality.preferenceSoFar', { n, minimum: formatCount(preference.minimum, locale) })}
      >
        {t('catalog.quality.preferenceNotEnough')}
      </li>
    );
  return (
    <li className="catalog-quality__preference" data-quality="preference">
      {t('catalog.quality.preference', { rate: formatPercent(preference.rate, locale), n, count: preference.n })}{' '}
      <small className="ui-muted">
        {t('catalog.quality.interval', {
          level: formatPercent(0.95, locale),
          low: formatPercent(preference.low, locale),
          high: formatPercent(preference.high, locale),
        })}
      </small>
    </li>
  );
}

export function QualitySignals({ quality, humanReview }: { quality: ExpertSummary['quality']; humanReview: boolean }) {
  const t = useT();
  const locale = useLocale();
  const reviewed = humanReview || quality.review.n > 0;
  const compared = quality.preference.n > 0;
  if (!reviewed && !compared && quality.completed_runs === 0) return null;
  return (
    <ul className="catalog-quality" aria-label={t('catalog.quality.label')}>
      {reviewed && <ReviewLine review={quality.review} />}
      {compared && <PreferenceLine preference={quality.preference} />}
      {quality.completed_runs > 0 && <li>{t('catalog.quality.runs', { count: formatCount(quality.completed_runs, locale) })}</li>}
    </ul>
  );
}

export function RatingLine({ rating }: { rating: ExpertSummary['rating'] }) {
  const t = useT();
  const locale = useLocale();
  if (rating.average === null) return <span className="catalog-rating catalog-rating--none">{t('catalog.rating.none')}</span>;
  return (
    <span className="catalog-rating">
      <span aria-hidden="true">★ </span>
      {t('catalog.rating.summary', { average: formatRating(rating.average, locale), count: formatCount(rating.count, locale) })}
    </span>
  );
}

export function ExpertCard({ expert, expertPath, onTag, activeTags = [] }: ExpertCardProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="catalog-card" data-expert={expert.slug}>
      <header className="catalog-card__head">
        <h3 className="catalog-card__name" lang={expert.locale}>
          <a href={`${expertPath}${expert.slug}`}>{expert.name}</a>
        </h3>
        <span className="ui-tag ui-tag--muted">{categoryLabel(expert.category, locale)}</span>
      </header>
      <p className="catalog-card__headline" lang={expert.locale}>
        {expert.headline}
      </p>
      <p className="catalog-card__facts">
        <RatingLine rating={expert.rating} />
        <span className="catalog-card__price">{formatPrice(expert.price, locale, t)}</span>
        {expert.human_review && <span className="catalog-card__hitl">{t('catalog.humanReview')}</span>}
      </p>
      <QualitySignals quality={expert.quality} humanReview={expert.human_review} />
      {expert.tags.length > 0 && (
        <ul className="catalog-card__tags" aria-label={t('catalog.tags')}>
          {expert.tags.map((tag) => (
            <li key={tag.slug}>
              {onTag ? (
                <button type="button" className="catalog-chip" aria-pressed={activeTags.includes(tag.slug)} onClick={() => onTag(tag.slug)}>
                  {tagLabel(tag, locale)}
                </button>
              ) : (
                <span className="catalog-chip">{tagLabel(tag, locale)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="catalog-card__creator ui-muted">{t('catalog.byCreator', { name: expert.creator.display_name })}</p>
    </article>
  );
}
