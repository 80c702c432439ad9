/**
 * The run's steps beside the chat (/messaging-v2): the newest run in the open conversation, whichever member's
 * mention of an expert started it, its expert, who answers (a guided protocol, not an AI model, for the embedded runner),
 * and each step with its status and timing, live from the run progress events. A step's change is announced
 * politely to screen readers.
 */
import { useEffect } from 'react';
import type { RunStep } from '../../../contract/runs/entities.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { $conversationRun, $runStepChange, followConversationRun } from '../../stores/runs/conversation-run.ts';
import { useIslandStore } from '../ui/use-island-store.ts';
import { formatDateTime } from '../ui/format.ts';

function duration(step: RunStep, t: ReturnType<typeof useT>): string {
  if (step.duration_ms === null) return '';
  return step.duration_ms < 1000
    ? t('messaging.chat.run.ms', { ms: step.duration_ms })
    : t('messaging.chat.run.seconds', { seconds: (step.duration_ms / 1000).toFixed(1) });
}

export function RunStepsPanel({ conversationId }: { conversationId: string | null }) {
  const t = useT();
  const locale = useLocale();
  const shown = useIslandStore($conversationRun);
  const change = useIslandStore($runStepChange);
  useEffect(() => followConversationRun(conversationId), [conversationId]);

  const run = shown?.conversationId === conversationId ? shown.run : null;
  return (
    <section className="ws-run" aria-labelledby="chat-run-title" data-run-id={run?.id} data-run-status={run?.status}>
      <h3 className="ws-pane__title" id="chat-run-title">
        {t('messaging.chat.run.title')}
      </h3>
      {!run ? (
        <p className="ws-note">{shown?.state === 'loading' ? t('messaging.chat.run.loading') : t('messaging.chat.run.none')}</p>
      ) : (
        <>
          <p className="ws-note">
            {run.expert.name} · {run.provider === 'protocol-runner' ? t('messaging.chat.guidedProtocol') : run.provider_label}
          </p>
          <p className="ws-note" data-run-progress>
            {t(`messaging.chat.run.status_${run.status}`)} ·{' '}
            {t('messaging.chat.run.progress', { done: run.steps_done, total: run.steps_total })}
          </p>
          <ol className="ws-run__steps" aria-label={t('messaging.chat.run.steps')}>
            {run.steps.map((step) => (
              <li key={step.id} className="ws-run__step" data-step-status={step.status}>
                <span className="ws-run__step-title">{step.title}</span>{' '}
                <span className="ui-tag" data-status={step.status}>
                  {t(`messaging.chat.run.step_${step.status}`)}
                </span>{' '}
                <span className="muted small">
                  <time dateTime={step.started_at}>{formatDateTime(step.started_at, locale)}</time>
                  {step.duration_ms !== null && ` · ${duration(step, t)}`}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="visually-hidden" aria-live="polite">
        {change ? t('messaging.chat.run.announce', { title: change.title, status: t(`messaging.chat.run.step_${change.status}`) }) : ''}
      </p>
    </section>
  );
}
