/**
 * The platform admin's moderation queue (catalog): creator requests waiting for a decision, then listings in review (oldest
 * first), each approved or rejected with a reason. The API decides who is an admin; anyone else gets its 403,
 * shown here as an honest "not allowed" rather than an empty queue.
 */
import { useLocale, useT, withI18n } from '../../../i18n/react.tsx';
import { notify } from '../../../lib/toast/index.ts';
import { loadFailureMessage } from '../../../lib/errors/api-handler.ts';
import {
  $creatorRequestQueue,
  $listingQueue,
  $listingsPage,
  $requestsPage,
  approveCreatorRequest,
  approveListing,
  isNotAllowed,
  QUEUE_PER_PAGE,
  rejectCreatorRequest,
  rejectListing,
} from '../../../stores/catalog/studio/moderation.ts';
import { ErrorList, Notice, Placeload } from '../../ui/controls.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Paginator } from '../../ui/Paginator.tsx';
import { AuditList } from './AuditList.tsx';
import { LiveListings } from './LiveListings.tsx';
import { ModerationDecision } from './ModerationDecision.tsx';
import { ReportedReviews } from './ReportedReviews.tsx';
import { useIslandStore } from '../../ui/use-island-store.ts';

export const MODERATION_QUEUE_MESSAGES = ['studio.queue.', 'studio.desk.', 'form.'] as const;

function Requests() {
  const t = useT();
  const locale = useLocale();
  const queue = useIslandStore($creatorRequestQueue);
  const page = useIslandStore($requestsPage);
  if (queue.data === undefined) {
    return queue.error ? (
      <ErrorList messages={[loadFailureMessage(queue.error)]} />
    ) : (
      <Placeload lines={3} label={t('studio.queue.loading')} />
    );
  }
  if (queue.data.items.length === 0) return <p className="ui-muted">{t('studio.queue.noRequests')}</p>;
  return (
    <>
      <ul className="studio-list" aria-label={t('studio.queue.requestsList')}>
        {queue.data.items.map((request) => (
          <li key={request.id} className="studio-card" data-request-slug={request.slug}>
            <h3>{request.display_name}</h3>
            <p>{request.headline}</p>
            <dl>
              <dt>{t('studio.queue.applicant')}</dt>
              <dd>
                {request.applicant.full_name} (<span dir="ltr">{request.applicant.email}</span>)
              </dd>
              <dt>{t('studio.queue.handle')}</dt>
              <dd dir="ltr">{request.slug}</dd>
              <dt>{t('studio.queue.bio')}</dt>
              <dd lang={request.locale}>{request.bio}</dd>
              <dt>{t('studio.queue.motivation')}</dt>
              <dd lang={request.locale}>{request.motivation}</dd>
              {request.website && (
                <>
                  <dt>{t('studio.queue.website')}</dt>
                  <dd dir="ltr">{request.website}</dd>
                </>
              )}
              <dt>{t('studio.queue.sent')}</dt>
              <dd>{formatDateTime(request.created_at, locale)}</dd>
            </dl>
            <ModerationDecision
              name={request.display_name}
              approve={() => approveCreatorRequest(request.id)}
              reject={(reason) => rejectCreatorRequest(request.id, reason)}
              onDone={(decision) => notify.success(t(`studio.queue.request.${decision}`, { name: request.display_name }))}
            />
          </li>
        ))}
      </ul>
      {queue.data.total > QUEUE_PER_PAGE && (
        <Paginator current={page} total={queue.data.total} perPage={QUEUE_PER_PAGE} onPage={(next) => $requestsPage.set(next)} />
      )}
    </>
  );
}

function Listings({ tenantNames }: { tenantNames: Record<string, string> }) {
  const t = useT();
  const locale = useLocale();
  const queue = useIslandStore($listingQueue);
  const page = useIslandStore($listingsPage);
  if (queue.data === undefined) {
    return queue.error ? (
      <ErrorList messages={[loadFailureMessage(queue.error)]} />
    ) : (
      <Placeload lines={3} label={t('studio.queue.loading')} />
    );
  }
  if (queue.data.items.length === 0) return <p className="ui-muted">{t('studio.queue.noListings')}</p>;
  return (
    <>
      <ul className="studio-list" aria-label={t('studio.queue.listingsList')}>
        {queue.data.items.map((expert) => (
          <li key={expert.id} className="studio-card" data-expert-id={expert.id}>
            <h3 lang={expert.locale}>{expert.name}</h3>
            <p lang={expert.locale}>{expert.headline}</p>
            <dl>
              <dt>{t('studio.queue.creator')}</dt>
              <dd>
                {expert.creator.display_name} (<span dir="ltr">{expert.creator_email}</span>)
              </dd>
              <dt>{t('studio.queue.listedOn')}</dt>
              <dd>
                {expert.tenants.length > 0 ? expert.tenants.map((id) => tenantNames[id] ?? id).join(', ') : t('studio.queue.mainOnly')}
              </dd>
              <dt>{t('studio.queue.humanReview')}</dt>
              <dd>{t(expert.human_review ? 'studio.queue.yes' : 'studio.queue.no')}</dd>
              <dt>{t('studio.queue.submitted')}</dt>
              <dd>{expert.submitted_at ? formatDateTime(expert.submitted_at, locale) : '—'}</dd>
            </dl>
            <details>
              <summary>{t('studio.queue.description')}</summary>
              <p lang={expert.locale} className="studio-description">
                {expert.description}
              </p>
            </details>
            <ModerationDecision
              name={expert.name}
              approve={() => approveListing(expert.id)}
              reject={(reason) => rejectListing(expert.id, reason)}
              onDone={(decision) => notify.success(t(`studio.queue.listing.${decision}`, { name: expert.name }))}
            />
          </li>
        ))}
      </ul>
      {queue.data.total > QUEUE_PER_PAGE && (
        <Paginator current={page} total={queue.data.total} perPage={QUEUE_PER_PAGE} onPage={(next) => $listingsPage.set(next)} />
      )}
    </>
  );
}

function ModerationQueue({ tenantNames }: { tenantNames: Record<string, string> }) {
  const t = useT();
  const requests = useIslandStore($creatorRequestQueue);
  if (isNotAllowed(requests.error)) {
    return (
      <section className="studio-card" aria-labelledby="queue-not-allowed" data-queue-state="not-allowed">
        <h2 id="queue-not-allowed">{t('studio.queue.notAllowedHeading')}</h2>
        <Notice>{t('studio.queue.notAllowed')}</Notice>
      </section>
    );
  }
  return (
    <div>
      <section className="studio-section" aria-labelledby="queue-requests">
        <h2 id="queue-requests">{t('studio.queue.requestsHeading')}</h2>
        <Requests />
      </section>
      <section className="studio-section" aria-labelledby="queue-listings">
        <h2 id="queue-listings">{t('studio.queue.listingsHeading')}</h2>
        <Listings tenantNames={tenantNames} />
      </section>
      {/* Only once the API has answered the admin's queue: nobody else asks the admin lists (and logs their 403s). */}
      {requests.data !== undefined && (
        <>
          <section className="studio-section" aria-labelledby="desk-reports">
            <h2 id="desk-reports">{t('studio.desk.reportsSection')}</h2>
            <ReportedReviews />
          </section>
          <section className="studio-section" aria-labelledby="desk-listings">
            <h2 id="desk-listings">{t('studio.desk.listingsSection')}</h2>
            <LiveListings />
          </section>
          <section className="studio-section" aria-labelledby="desk-audit">
            <h2 id="desk-audit">{t('studio.desk.auditSection')}</h2>
            <AuditList />
          </section>
        </>
      )}
    </div>
  );
}

export default withI18n(ModerationQueue);
