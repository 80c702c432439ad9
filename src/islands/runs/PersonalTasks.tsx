/**
 * Personal 1's live part: ask an expert, your runs as tasks (status, progress, when; the list follows runs that are
 * still moving), the runs paused at a review gate that wait for your decision, and experts recommended to you.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ReviewItem } from '../../../contract/runs/entities.ts';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { loadFailureMessage } from '../../stores/account/loaded.ts';
import { pathInLocale } from '../../stores/auth/navigation.ts';
import { allowedDecisions, decideReview } from '../../stores/runs/reviews.ts';
import { $myTasks, $pendingReviews, $recommendations, $tasksPage, TASKS_PER_PAGE } from '../../stores/runs/tasks.ts';
import { Button, ErrorList, Placeload, TextField } from '../ui/controls.tsx';
import { formatDateTime } from '../ui/format.ts';
import { Paginator } from '../ui/Paginator.tsx';
import { ScrollArea } from '../ui/ScrollArea.tsx';
import { AskExpert } from './AskExpert.tsx';
import './runs.css';

export const PERSONAL_TASKS_MESSAGES = ['runs.', 'form.'] as const;

function Loading({ error, label }: { error: unknown; label: string }) {
  return error ? <ErrorList messages={[loadFailureMessage(error)]} /> : <Placeload lines={3} label={label} />;
}

function Tasks() {
  const t = useT();
  const locale = useLocale();
  const tasks = useStore($myTasks);
  const page = useStore($tasksPage);
  if (tasks.data === undefined) return <Loading error={tasks.error} label={t('runs.tasks.loading')} />;
  if (tasks.data.items.length === 0) return <p className="muted">{t('runs.tasks.empty')}</p>;
  return (
    <>
      <div className="ui-table-wrap">
        <table className="ui-table" aria-labelledby="runs-tasks-title">
          <thead>
            <tr>
              <th scope="col">{t('runs.tasks.task')}</th>
              <th scope="col">{t('runs.tasks.expert')}</th>
              <th scope="col">{t('runs.tasks.status')}</th>
              <th scope="col">{t('runs.tasks.progress')}</th>
              <th scope="col">{t('runs.tasks.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {tasks.data.items.map((task) => (
              <tr key={task.id} data-run-id={task.id} data-run-status={task.status}>
                <th scope="row">{task.title}</th>
                <td>
                  {task.expert.name}
                  <span className="small muted runs-provider">{task.provider_label}</span>
                </td>
                <td>
                  <span className={`ui-tag runs-status runs-status--${task.status}`}>{t(`runs.status.${task.status}`)}</span>
                </td>
                <td>{t('runs.tasks.steps', { done: task.steps_done, total: task.steps_total })}</td>
                <td>{formatDateTime(task.updated_at, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tasks.data.total > TASKS_PER_PAGE && (
        <Paginator current={page} total={tasks.data.total} perPage={TASKS_PER_PAGE} onPage={(p) => $tasksPage.set(p)} />
      )}
    </>
  );
}

function Decision({ item }: { item: ReviewItem }) {
  const t = useT();
  const [response, setResponse] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const decisions = allowedDecisions(item);
  const answer = typeof item.action_request.args.answer === 'string' ? item.action_request.args.answer : null;

  async function decide(type: (typeof decisions)[number]) {
    if (type === 'respond' && !response.trim()) return setError(t('runs.review.responseRequired'));
    setBusy(true);
    const outcome = await decideReview(item, type, type === 'respond' ? response.trim() : undefined);
    setBusy(false);
    if (!outcome.ok) setError(outcome.failure.fields.response ?? outcome.failure.general.join(' '));
  }

  return (
    <li className="runs-review" id={`review-${item.id}`} data-review-id={item.id}>
      <p>
        <strong>{item.expert.name}</strong> {t('runs.review.proposes', { action: item.action_request.action })}
      </p>
      {answer && <blockquote className="runs-review__answer">{answer}</blockquote>}
      {decisions.includes('respond') && (
        <TextField
          id={`review-${item.id}-response`}
          label={t('runs.review.response')}
          value={response}
          onValue={setResponse}
          error={error}
        />
      )}
      <div className="ui-row">
        {decisions.map((type) => (
          <Button key={type} size="sm" variant={type === 'accept' ? 'primary' : 'secondary'} busy={busy} onClick={() => void decide(type)}>
            {t(`runs.review.decide.${type}`)}
          </Button>
        ))}
      </div>
    </li>
  );
}

function Reviews() {
  const t = useT();
  const reviews = useStore($pendingReviews);
  if (reviews.data === undefined) return <Loading error={reviews.error} label={t('runs.review.loading')} />;
  if (reviews.data.items.length === 0) return <p className="muted">{t('runs.review.empty')}</p>;
  return (
    <ul className="plain-list runs-reviews">
      {reviews.data.items.map((item) => (
        <Decision key={item.id} item={item} />
      ))}
    </ul>
  );
}

function Recommendations() {
  const t = useT();
  const locale = useLocale();
  const recommendations = useStore($recommendations);
  if (recommendations.data === undefined) return <Loading error={recommendations.error} label={t('runs.recommendations.loading')} />;
  if (recommendations.data.length === 0) return <p className="muted">{t('runs.recommendations.empty')}</p>;
  return (
    <ul className="plain-list">
      {recommendations.data.map((r) => (
        <li key={r.expert.id}>
          <a href={`${pathInLocale(locale, '/navbar/dashboards/personal-1')}?expert=${encodeURIComponent(r.expert.slug)}`}>
            {r.expert.name}
          </a>
          <span className="small muted"> {r.expert.tagline}</span>
          <span className="small runs-reason">{t(`runs.recommendations.reason.${r.reason}`)}</span>
        </li>
      ))}
    </ul>
  );
}

function PersonalTasks() {
  const t = useT();
  return (
    <div className="runs-grid">
      <AskExpert />
      <section className="runs-panel runs-panel--wide" aria-labelledby="runs-tasks-title">
        <h2 id="runs-tasks-title">{t('runs.tasks.title')}</h2>
        <ScrollArea axis="block" labelledby="runs-tasks-title" className="runs-panel__body">
          <Tasks />
        </ScrollArea>
      </section>
      <section className="runs-panel" aria-labelledby="runs-review-title">
        <h2 id="runs-review-title">{t('runs.review.title')}</h2>
        <p className="small muted">{t('runs.review.lede')}</p>
        <ScrollArea axis="block" labelledby="runs-review-title" className="runs-panel__body">
          <Reviews />
        </ScrollArea>
      </section>
      <section className="runs-panel" aria-labelledby="runs-recommendations-title">
        <h2 id="runs-recommendations-title">{t('runs.recommendations.title')}</h2>
        <ScrollArea axis="block" labelledby="runs-recommendations-title" className="runs-panel__body">
          <Recommendations />
        </ScrollArea>
      </section>
    </div>
  );
}

export default withI18n(PersonalTasks);
