/**
 * The review queue (/HITL), live: the signed-in reviewer's items (pending, or decided) on one side, the selected
 * item on the other (stacked on a phone) with everything needed to decide it: the expert, the protocol step and why
 * it needs a person, the question that started the run, the proposed answer and its arguments, the age. Decisions
 * are exactly the API's (accept, edit, respond, ignore), each with an optional comment, each on a key (a, e, r, i;
 * j and k move through the list). Items arrive and leave through the events stream (stores/hitl/review-queue.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ReviewItem } from '../../../contract/hitl/entities.ts';
import { useT, withI18n } from '../../i18n/react.tsx';
import { $session } from '../../stores/auth/session.ts';
import {
  $decisionNotice,
  $queueTab,
  $reviewQueue,
  $selectedReviewId,
  followReviewQueue,
  type QueueTab,
  selectedItem,
  stepSelection,
} from '../../stores/hitl/review-queue.ts';
import { buttonClass, LoadState, Placeload, useHydrated } from '../ui/controls.tsx';
import { TabList, tabPanelProps } from '../ui/tabs.tsx';
import { ReviewDetail } from './ReviewDetail.tsx';
import { Age, isTyping } from './review-parts.tsx';
import './hitl.css';

export const REVIEW_QUEUE_MESSAGES = ['hitl.', 'form.'] as const;
const TABS: readonly QueueTab[] = ['pending', 'decided'];

function QueueList({ items, selected }: { items: readonly ReviewItem[]; selected: ReviewItem | null }) {
  const t = useT();
  return (
    <ul className="ws-list hitl-queue__list" aria-label={t('hitl.queue.listLabel')}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="ws-room hitl-queue__item"
            aria-current={item.id === selected?.id ? 'true' : undefined}
            data-review-id={item.id}
            onClick={() => $selectedReviewId.set(item.id)}
          >
            <strong>{item.expert.name}</strong>
            <span className="ws-room__excerpt">{item.question || t('hitl.item.noQuestion')}</span>
            <span className="small muted">
              {item.decision ? t(`hitl.decided.${item.decision.type}`) : t('hitl.item.waiting')} ·{' '}
              <Age at={item.decided_at ?? item.created_at} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Queue() {
  const t = useT();
  const tab = useStore($queueTab);
  const queue = useStore($reviewQueue);
  const selectedId = useStore($selectedReviewId);
  const notice = useStore($decisionNotice);
  const items = queue.data?.items ?? [];
  const selected = selectedItem(items, selectedId);

  useEffect(() => {
    followReviewQueue();
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event) || (event.key !== 'j' && event.key !== 'k')) return;
      event.preventDefault();
      const list = $reviewQueue.get().data?.items ?? [];
      const current = selectedItem(list, $selectedReviewId.get());
      $selectedReviewId.set(stepSelection(list, current?.id ?? null, event.key === 'j' ? 1 : -1));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="ws ws--two hitl-queue" data-workspace="hitl">
      <section className="ws-pane" aria-labelledby="hitl-queue-title">
        <div className="ws-pane__head">
          <h2 className="ws-pane__title" id="hitl-queue-title">
            {t('hitl.queue.title')}
          </h2>
        </div>
        <TabList
          idBase="hitl-tab"
          label={t('hitl.queue.tabs')}
          tabs={TABS.map((name) => ({ id: name, label: t(`hitl.queue.tab.${name}`) }))}
          selected={tab}
          onSelect={(name) => {
            $queueTab.set(name);
            $selectedReviewId.set(null);
          }}
        />
        <div className="ws-pane__body" {...tabPanelProps('hitl-tab', tab)}>
          {queue.data === undefined ? (
            <LoadState error={queue.error} label={t('hitl.queue.loading')} />
          ) : items.length === 0 ? (
            <div className="hitl-empty" role="status">
              <h3>{t(`hitl.queue.empty.${tab}.title`)}</h3>
              <p className="muted">{t(`hitl.queue.empty.${tab}.text`)}</p>
            </div>
          ) : (
            <QueueList items={items} selected={selected} />
          )}
        </div>
        <p className="ws-pane__foot ws-note" id="hitl-keys">
          {t('hitl.keys.hint')}
        </p>
      </section>
      <section className="ws-pane" aria-labelledby="hitl-detail-title">
        <div className="ws-pane__head">
          <h2 className="ws-pane__title" id="hitl-detail-title">
            {selected ? selected.expert.name : t('hitl.detail.title')}
          </h2>
        </div>
        <p className="ws-note hitl-notice" role="status">
          {notice}
        </p>
        <div className="ws-pane__body">
          {selected ? (
            <ReviewDetail key={selected.id} item={selected} />
          ) : (
            <p className="muted">{items.length === 0 ? t('hitl.detail.nothing') : t('hitl.detail.choose')}</p>
          )}
        </div>
      </section>
    </div>
  );
}

function ReviewQueue({ loginPath }: { loginPath: string }) {
  const t = useT();
  const session = useStore($session);
  // The prebuilt page cannot know who is signed in: it shows the placeload, and so does the hydration render.
  const hydrated = useHydrated();
  if (hydrated && session.status === 'authenticated') return <Queue />;
  if (!hydrated || session.status !== 'anonymous') return <Placeload lines={4} label={t('hitl.queue.loading')} />;
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <div className="hitl-empty" role="status">
      <h2>{t('hitl.signIn.title')}</h2>
      <p className="muted">{t('hitl.signIn.text')}</p>
      <a className={buttonClass()} href={`${loginPath}?redirect=${encodeURIComponent(here)}`}>
        {t('hitl.signIn.action')}
      </a>
    </div>
  );
}

export default withI18n(ReviewQueue);
