/**
 * An expert's reviews, a page at a time, with the signed-in person's own review (write, edit, delete) and a report
 * button on other people's. Writing needs a use first (talking to the expert counts), which the section says.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Review } from '../../../contract/catalog/index.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { notify } from '../../lib/toast/index.ts';
import { loadFailureMessage } from '../../lib/errors/api-handler.ts';
import { $session } from '../../stores/auth/session.ts';
import { $expertViewer } from '../../stores/catalog/expert.ts';
import {
  $reviews,
  $reviewsPage,
  deleteReview,
  REVIEWS_PAGE_SIZE,
  reportReview,
  type ReportReason,
  showReviewsPage,
} from '../../stores/catalog/reviews.ts';
import { REPORT_REASON_LIST } from '../../stores/catalog/rules.ts';
import { Button, ErrorList, Notice, Placeload, SelectField } from '../ui/controls.tsx';
import { formatDateTime } from '../ui/format.ts';
import { Paginator } from '../ui/Paginator.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { signInHref } from './ExpertActions.tsx';

function ReportForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const t = useT();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [busy, setBusy] = useState(false);
  const id = `report-${review.id}`;
  return (
    <form
      className="expert-page__actions"
      aria-label={t('catalog.reviews.reportTitleBy', { name: review.author_name })}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const outcome = await reportReview(review.id, reason);
        setBusy(false);
        if (outcome.ok) notify.success(t('catalog.reviews.reported'));
        onDone();
      }}
    >
      <SelectField id={id} label={t('catalog.reviews.reportReason')} value={reason} onValue={(value) => setReason(value as ReportReason)}>
        {REPORT_REASON_LIST.map((value) => (
          <option key={value} value={value}>
            {t(`catalog.reviews.reason.${value}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" size="sm" variant="secondary" busy={busy}>
        {t('catalog.reviews.reportSend')}
      </Button>
    </form>
  );
}

function ReviewItem({ review, own, canReport, onEdit }: { review: Review; own: boolean; canReport: boolean; onEdit: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [reporting, setReporting] = useState(false);
  return (
    <li className="expert-review" data-review={review.id}>
      <p className="expert-review__meta">
        <span>{t('catalog.reviews.starsOption', { stars: String(review.stars) })}</span>
        <bdi>{review.author_name}</bdi>
        <span>{formatDateTime(review.created_at, locale)}</span>
        {review.edited && <span>{t('catalog.reviews.edited')}</span>}
        {own && <span className="ui-tag">{t('catalog.reviews.yours')}</span>}
      </p>
      {/* dir="auto": a review in another script keeps its own direction (English inside an Arabic page). */}
      <p lang={review.locale} dir="auto">
        {review.text}
      </p>
      {own ? (
        <div className="expert-page__actions">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            {t('catalog.reviews.edit')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={async () => {
              const outcome = await deleteReview(review.expert_slug, review.id);
              if (outcome.ok) notify.success(t('catalog.reviews.deleted'));
            }}
          >
            {t('catalog.reviews.delete')}
          </Button>
        </div>
      ) : canReport && !reporting ? (
        <div>
          {/* Named by the review it acts on: a page lists many "Report" buttons (WCAG 2.4.6, 4.1.2). */}
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('catalog.reviews.reportBy', { name: review.author_name })}
            onClick={() => setReporting(true)}
          >
            {t('catalog.reviews.report')}
          </Button>
        </div>
      ) : null}
      {reporting && <ReportForm review={review} onDone={() => setReporting(false)} />}
    </li>
  );
}

export function ExpertReviews({ slug, loginPath }: { slug: string; loginPath: string }) {
  const t = useT();
  const session = useStore($session);
  const viewer = useStore($expertViewer);
  const reviews = useStore($reviews);
  const page = useStore($reviewsPage);
  const [editing, setEditing] = useState(false);
  const signedIn = session.status === 'authenticated';
  const mine = viewer.data?.review ?? null;

  let own = null;
  if (session.status === 'anonymous') {
    own = (
      <p>
        <a href={signInHref(loginPath)}>{t('catalog.reviews.signIn')}</a>
      </p>
    );
  } else if (signedIn && viewer.data && !viewer.data.is_owner) {
    if (mine && editing) own = <ReviewForm slug={slug} existing={mine} onDone={() => setEditing(false)} />;
    else if (!mine && viewer.data.can_review) own = <ReviewForm slug={slug} onDone={() => setEditing(false)} />;
    else if (!mine && !viewer.data.used) own = <Notice>{t('catalog.reviews.useFirst')}</Notice>;
  }

  return (
    <section className="expert-page__section" aria-labelledby="expert-reviews">
      <h2 id="expert-reviews">{t('catalog.reviews.title')}</h2>
      {own}
      {reviews.error && !reviews.data ? (
        <ErrorList messages={[loadFailureMessage(reviews.error)]} />
      ) : !reviews.data ? (
        <Placeload lines={3} label={t('catalog.reviews.loading')} />
      ) : reviews.data.items.length === 0 ? (
        <p className="ui-muted">{t('catalog.reviews.none')}</p>
      ) : (
        <>
          <ul className="expert-reviews">
            {reviews.data.items.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                own={review.id === mine?.id}
                canReport={signedIn}
                onEdit={() => setEditing(true)}
              />
            ))}
          </ul>
          {reviews.data.total > REVIEWS_PAGE_SIZE && (
            <Paginator
              current={page}
              total={reviews.data.total}
              perPage={REVIEWS_PAGE_SIZE}
              onPage={showReviewsPage}
              label={t('catalog.reviews.pages')}
            />
          )}
        </>
      )}
    </section>
  );
}
