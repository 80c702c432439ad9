/**
 * An expert as a card: name and headline in the listing's own language (`lang`), category, rating, price, and the
 * quality signals when runs, HITL and RLHF have filled them. Tags filter the catalog when a handler is given.
 */
import type { ExpertSummary } from '../../../contract/catalog/index.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { categoryLabel, formatCount, formatPercent, formatPrice, formatRating } from './format.ts';

interface ExpertCardProps {
  expert: ExpertSummary;
  /** `/fr/experts/` in French: the card's link is this plus the slug. */
  expertPath: string;
  onTag?: (slug: string) => void;
  activeTags?: readonly string[];
}

export function QualitySignals({ quality }: { quality: ExpertSummary['quality'] }) {
  const t = useT();
  const locale = useLocale();
  const items = [
    quality.hitl_acceptance_rate !== null && t('catalog.quality.acceptance', { rate: formatPercent(quality.hitl_acceptance_rate, locale) }),
    quality.preference_win_rate !== null && t('catalog.quality.winRate', { rate: formatPercent(quality.preference_win_rate, locale) }),
    quality.completed_runs > 0 && t('catalog.quality.runs', { count: formatCount(quality.completed_runs, locale) }),
  ].filter((item): item is string => Boolean(item));
  if (items.length === 0) return null;
  return (
    <ul className="catalog-quality" aria-label={t('catalog.quality.label')}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
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
      <QualitySignals quality={expert.quality} />
      {expert.tags.length > 0 && (
        <ul className="catalog-card__tags" aria-label={t('catalog.tags')}>
          {expert.tags.map((tag) => (
            <li key={tag.slug}>
              {onTag ? (
                <button type="button" className="catalog-chip" aria-pressed={activeTags.includes(tag.slug)} onClick={() => onTag(tag.slug)}>
                  {tag.label}
                </button>
              ) : (
                <span className="catalog-chip">{tag.label}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="catalog-card__creator ui-muted">{t('catalog.byCreator', { name: expert.creator.display_name })}</p>
    </article>
  );
}
