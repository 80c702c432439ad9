/**
 * Personal 1's live part: ask an expert, your runs as tasks (status, progress, when; the list follows runs that are
 * still moving), the runs paused at a review gate that wait for your decision (islands/hitl), and experts
 * recommended to you.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { FINISHED_RUN_STATUSES, type RunSummary } from '../../../contract/runs/entities.ts';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { pathInLocale } from '../../stores/auth/navigation.ts';
import { stopAnswer } from '../../stores/runs/answer-actions.ts';
import { $myTasks, $recommendations, $tasksPage, refreshTasks, TASKS_PER_PAGE } from '../../stores/runs/tasks.ts';
import { PendingReviews } from '../hitl/PendingReviews.tsx';
import { Button, LoadState } from '../ui/controls.tsx';
import { formatDateTime } from '../ui/format.ts';
import { Paginator } from '../ui/Paginator.tsx';
import { ScrollArea } from '../ui/scroll-area.tsx';
import { AskExpert } from './AskExpert.tsx';
import './runs.css';

export const PERSONAL_TASKS_MESSAGES = ['runs.', 'form.'] as const;

/** Cancels a task that has not finished; the button names the task, since every row has one. */
function CancelTask({ task }: { task: RunSummary }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  if ((FINISHED_RUN_STATUSES as readonly string[]).includes(task.status)) return null;
  return (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      busy={busy}
      aria-label={t('runs.tasks.cancelTask', { task: task.title })}
      onClick={async () => {
        setBusy(true);
        const outcome = await stopAnswer(task.id);
        setBusy(false);
        if (outcome.ok) refreshTasks();
      }}
    >
      {t('runs.tasks.cancel')}
    </Button>
  );
}

function Tasks() {
  const t = useT();
  const locale = useLocale();
  const tasks = useStore($myTasks);
  const page = useStore($tasksPage);
  if (tasks.data === undefined) return <LoadState error={tasks.error} label={t('runs.tasks.loading')} />;
  if (tasks.data.items.length === 0) return <p className="muted">{t('runs.tasks.empty')}</p>;
  return (
    <>
      <ScrollArea labelledby="runs-tasks-title" className="ui-table-wrap">
        <table className="ui-table" aria-labelledby="runs-tasks-title">
          <thead>
            <tr>
              <th scope="col">{t('runs.tasks.task')}</th>
              <th scope="col">{t('runs.tasks.expert')}</th>
              <th scope="col">{t('runs.tasks.status')}</th>
              <th scope="col">{t('runs.tasks.progress')}</th>
              <th scope="col">{t('runs.tasks.updated')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('runs.tasks.actions')}</span>
              </th>
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
                <td>
                  <CancelTask task={task} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      {tasks.data.total > TASKS_PER_PAGE && (
        <Paginator current={page} total={tasks.data.total} perPage={TASKS_PER_PAGE} onPage={(p) => $tasksPage.set(p)} />
      )}
    </>
  );
}

function Recommendations() {
  const t = useT();
  const locale = useLocale();
  const recommendations = useStore($recommendations);
  if (recommendations.data === undefined) return <LoadState error={recommendations.error} label={t('runs.recommendations.loading')} />;
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
          <PendingReviews />
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
