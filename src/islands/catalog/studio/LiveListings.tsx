/** Published listings to suspend with a reason (the creator reads it), and suspended ones to reinstate. */
import { useT } from '../../../i18n/react.tsx';
import { loadFailureMessage } from '../../../lib/errors/api-handler.ts';
import { notify } from '../../../lib/toast/index.ts';
import { QUEUE_PER_PAGE } from '../../../stores/catalog/studio/moderation.ts';
import {
  $liveListings,
  $livePage,
  $liveSearch,
  $liveStatus,
  type LiveStatus,
  reinstateListing,
  suspendListing,
} from '../../../stores/catalog/studio/reports.ts';
import { useState } from 'react';
import { Button, ErrorList, Placeload, SelectField, TextField } from '../../ui/controls.tsx';
import { Paginator } from '../../ui/Paginator.tsx';
import { ReasonedAction } from './ReasonedAction.tsx';
import { useIslandStore } from '../../ui/use-island-store.ts';

export function LiveListings() {
  const t = useT();
  const list = useIslandStore($liveListings);
  const page = useIslandStore($livePage);
  const status = useIslandStore($liveStatus);
  const [search, setSearch] = useState($liveSearch.get());
  return (
    <>
      <form
        className="ui-row"
        aria-label={t('studio.desk.searchForm')}
        onSubmit={(event) => {
          event.preventDefault();
          $livePage.set(1);
          $liveSearch.set(search.trim());
        }}
      >
        <TextField label={t('studio.desk.search')} type="search" value={search} onValue={setSearch} maxLength={100} />
        <Button type="submit" variant="secondary" size="sm">
          {t('studio.desk.searchSubmit')}
        </Button>
      </form>
      <SelectField
        label={t('studio.desk.show')}
        value={status}
        onValue={(value) => {
          $livePage.set(1);
          $liveStatus.set(value as LiveStatus);
        }}
      >
        <option value="published">{t('studio.desk.showPublished')}</option>
        <option value="suspended">{t('studio.desk.showSuspended')}</option>
      </SelectField>
      {list.data === undefined ? (
        list.error ? (
          <ErrorList messages={[loadFailureMessage(list.error)]} />
        ) : (
          <Placeload lines={3} label={t('studio.desk.loading')} />
        )
      ) : list.data.items.length === 0 ? (
        <p className="ui-muted">{t('studio.desk.noListings')}</p>
      ) : (
        <ul className="studio-list" aria-label={t('studio.desk.listingsList')}>
          {list.data.items.map((expert) => (
            <li key={expert.id} className="studio-card" data-expert-id={expert.id}>
              <h3 lang={expert.locale}>{expert.name}</h3>
              <p>
                {expert.creator.display_name} (<span dir="ltr">{expert.creator_email}</span>)
              </p>
              {expert.status === 'suspended' && expert.review_note && (
                <p>
                  <strong>{t('studio.desk.suspendedFor')}</strong> {expert.review_note}
                </p>
              )}
              <div className="studio-actions">
                {expert.status === 'published' ? (
                  <ReasonedAction
                    variant="danger"
                    label={t('studio.desk.suspend')}
                    namedLabel={t('studio.desk.suspendNamed', { name: expert.name })}
                    confirmLabel={t('studio.desk.confirmSuspend')}
                    run={(reason) => suspendListing(expert.id, reason)}
                    onDone={() => notify.success(t('studio.desk.suspended', { name: expert.name }))}
                  />
                ) : (
                  <Button
                    size="sm"
                    aria-label={t('studio.desk.reinstateNamed', { name: expert.name })}
                    onClick={async () => {
                      const outcome = await reinstateListing(expert.id);
                      if (outcome.ok) notify.success(t('studio.desk.reinstated', { name: expert.name }));
                    }}
                  >
                    {t('studio.desk.reinstate')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.total > QUEUE_PER_PAGE && (
        <Paginator current={page} total={list.data.total} perPage={QUEUE_PER_PAGE} onPage={(next) => $livePage.set(next)} />
      )}
    </>
  );
}
