/**
 * The creator studio's home: the creator's experts in every status, newest change first, with what each needs
 * next (edit a draft, send it to review, take a listing back to draft) and the admin's reason when one was sent
 * back. Someone who is not a creator yet is pointed to the request page instead.
 */
import { useState } from 'react';
import type { MyExpert } from '../../../../contract/catalog/entities.ts';
import { useLocale, useT, withI18n } from '../../../i18n/react.tsx';
import { notify } from '../../../lib/toast/index.ts';
import { loadFailureMessage } from '../../../lib/errors/api-handler.ts';
import { $creatorStatus } from '../../../stores/catalog/studio/creator.ts';
import {
  $myExperts,
  $myExpertsPage,
  MY_EXPERTS_PER_PAGE,
  submitExpert,
  withdrawExpert,
} from '../../../stores/catalog/studio/my-experts.ts';
import { Button, ErrorList, Notice, Placeload } from '../../ui/controls.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Paginator } from '../../ui/Paginator.tsx';
import { StatusTag } from './StatusTag.tsx';
import { useIslandStore } from '../../ui/use-island-store.ts';

export const MY_EXPERTS_MESSAGES = ['studio.mine.', 'studio.status.', 'form.'] as const;

interface Links {
  applyHref: string;
  editorHref: string;
  /** The protocol workbench (issue 27); `?id=` names the expert. */
  protocolHref: string;
  tenantNames: Record<string, string>;
}

function ExpertRow({ expert, editorHref, protocolHref, tenantNames }: { expert: MyExpert } & Omit<Links, 'applyHref'>) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function run(action: typeof submitExpert, done: string) {
    setBusy(true);
    const outcome = await action(expert.id);
    setBusy(false);
    if (!outcome.ok) return setErrors([...outcome.failure.general, ...Object.values(outcome.failure.fields)]);
    setErrors([]);
    notify.success(t(done, { name: expert.name }));
  }

  const tenants = expert.tenants.length > 0 ? expert.tenants.map((id) => tenantNames[id] ?? id).join(', ') : t('studio.mine.mainOnly');
  return (
    <li className="studio-card" data-expert-id={expert.id}>
      <div className="studio-card__head">
        <h2 lang={expert.locale}>{expert.name}</h2>
        <StatusTag status={expert.status} />
      </div>
      <p lang={expert.locale}>{expert.headline}</p>
      <dl>
        <dt>{t('studio.mine.listedOn')}</dt>
        <dd>{tenants}</dd>
        <dt>{t('studio.mine.updated')}</dt>
        <dd>{formatDateTime(expert.updated_at, locale)}</dd>
      </dl>
      {expert.status === 'draft' && expert.review_note && (
        <Notice>
          <strong>{t('studio.mine.sentBack')}</strong> {expert.review_note}
        </Notice>
      )}
      {expert.status === 'suspended' && expert.review_note && (
        <Notice>
          <strong>{t('studio.mine.suspendedFor')}</strong> {expert.review_note}
        </Notice>
      )}
      <ErrorList messages={errors} />
      <div className="studio-actions">
        <a
          className="ui-btn ui-btn--secondary ui-btn--sm"
          href={`${editorHref}?id=${expert.id}`}
          aria-label={t('studio.mine.openNamed', { name: expert.name })}
        >
          {t(expert.status === 'draft' ? 'studio.mine.edit' : 'studio.mine.view')}
        </a>
        <a
          className="ui-btn ui-btn--secondary ui-btn--sm"
          href={`${protocolHref}?id=${expert.id}`}
          aria-label={t('studio.mine.protocolNamed', { name: expert.name })}
        >
          {t('studio.mine.protocol')}
        </a>
        {expert.status === 'draft' && (
          <Button
            size="sm"
            busy={busy}
            onClick={() => void run(submitExpert, 'studio.mine.submitted')}
            aria-label={t('studio.mine.submitNamed', { name: expert.name })}
          >
            {t('studio.mine.submit')}
          </Button>
        )}
        {(expert.status === 'in_review' || expert.status === 'published') && (
          <Button
            variant="secondary"
            size="sm"
            busy={busy}
            onClick={() => void run(withdrawExpert, 'studio.mine.withdrawn')}
            aria-label={t('studio.mine.withdrawNamed', { name: expert.name })}
          >
            {t('studio.mine.withdraw')}
          </Button>
        )}
      </div>
    </li>
  );
}

function MyExperts({ applyHref, editorHref, protocolHref, tenantNames }: Links) {
  const t = useT();
  const status = useIslandStore($creatorStatus);
  const list = useIslandStore($myExperts);
  const page = useIslandStore($myExpertsPage);

  if (status.data === undefined) {
    return status.error ? (
      <ErrorList messages={[loadFailureMessage(status.error)]} />
    ) : (
      <Placeload lines={4} label={t('studio.mine.loading')} />
    );
  }
  if (!status.data.is_creator) {
    return (
      <section className="studio-card" aria-labelledby="not-creator">
        <h2 id="not-creator">{t('studio.mine.notCreatorHeading')}</h2>
        <p>{t(status.data.request?.status === 'pending' ? 'studio.mine.pending' : 'studio.mine.notCreator')}</p>
        <p>
          <a className="ui-btn" href={applyHref}>
            {t('studio.mine.apply')}
          </a>
        </p>
      </section>
    );
  }
  return (
    <div className="ui-stack">
      <div className="studio-actions">
        <a className="ui-btn" href={editorHref}>
          {t('studio.mine.new')}
        </a>
      </div>
      {list.data === undefined ? (
        list.error ? (
          <ErrorList messages={[loadFailureMessage(list.error)]} />
        ) : (
          <Placeload lines={4} label={t('studio.mine.loading')} />
        )
      ) : list.data.items.length === 0 ? (
        <p className="ui-muted">{t('studio.mine.empty')}</p>
      ) : (
        <>
          <ul className="studio-list" aria-label={t('studio.mine.list')}>
            {list.data.items.map((expert) => (
              <ExpertRow key={expert.id} expert={expert} editorHref={editorHref} protocolHref={protocolHref} tenantNames={tenantNames} />
            ))}
          </ul>
          {list.data.total > MY_EXPERTS_PER_PAGE && (
            <Paginator current={page} total={list.data.total} perPage={MY_EXPERTS_PER_PAGE} onPage={(next) => $myExpertsPage.set(next)} />
          )}
        </>
      )}
    </div>
  );
}

export default withI18n(MyExperts);
