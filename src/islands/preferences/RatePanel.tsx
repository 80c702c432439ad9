/**
 * Rating one blind comparison: the prompt, the two answers side by side (stacked on a phone), the choice (A better,
 * B better, tie, both bad), how much better, the reasons and a comment. Keys: 1 2 3 4 choose, s switches the
 * strength, Enter submits (never while typing the comment). After rating, the reveal says which expert wrote which.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ComparisonTask, PreferenceChoice } from '../../../contract/preferences/entities.ts';
import { useT } from '../../i18n/react.tsx';
import {
  $draft,
  $nextComparison,
  $reveal,
  choose,
  nextComparison,
  type Reason,
  setComment,
  submitRating,
  toggleReason,
  toggleStrength,
} from '../../stores/preferences/rating.ts';
import { Button, LoadState, TextAreaField } from '../ui/controls.tsx';

const CHOICES: ReadonlyArray<{ choice: PreferenceChoice; key: string; label: string }> = [
  { choice: 'a', key: '1', label: 'rlhf.choice.a' },
  { choice: 'b', key: '2', label: 'rlhf.choice.b' },
  { choice: 'tie', key: '3', label: 'workspace.rlhf.preference.tie' },
  { choice: 'both_bad', key: '4', label: 'workspace.rlhf.preference.bothBad' },
];
const REASONS: ReadonlyArray<{ reason: Reason; label: string }> = [
  { reason: 'accurate', label: 'workspace.rlhf.reasons.accurate' },
  { reason: 'complete', label: 'rlhf.reasons.complete' },
  { reason: 'clear', label: 'workspace.rlhf.reasons.clear' },
  { reason: 'safe', label: 'workspace.rlhf.reasons.safe' },
  { reason: 'cites_sources', label: 'rlhf.reasons.citesSources' },
];

const isTyping = (event: KeyboardEvent) =>
  event.target instanceof HTMLElement && (event.target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(event.target.tagName));

function Answers({ task }: { task: ComparisonTask }) {
  const t = useT();
  return (
    <div className="rlhf-answers">
      {(['a', 'b'] as const).map((side) => (
        <section key={side} className="ws-pane" aria-labelledby={`rlhf-answer-${side}`} data-answer={side}>
          <div className="ws-pane__head">
            <h3 className="ws-pane__title" id={`rlhf-answer-${side}`}>
              {t(side === 'a' ? 'workspace.rlhf.answerA.title' : 'workspace.rlhf.answerB.title')}
            </h3>
          </div>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the API (server/lib/markdown.ts) */}
          <div className="ws-pane__body rlhf-answer" dangerouslySetInnerHTML={{ __html: task[side].html }} />
        </section>
      ))}
    </div>
  );
}

function RatingForm({ task }: { task: ComparisonTask }) {
  const t = useT();
  const draft = useStore($draft);
  const decisive = draft.choice === 'a' || draft.choice === 'b';
  return (
    <form
      className="rlhf-form"
      aria-label={t('workspace.rlhf.preference.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submitRating(task.id);
      }}
    >
      <fieldset className="ws-fieldset">
        <legend className="ws-legend">{t('workspace.rlhf.preference.legend')}</legend>
        <div className="rlhf-choices">
          {CHOICES.map(({ choice, key, label }) => (
            <Button
              key={choice}
              variant="secondary"
              aria-pressed={draft.choice === choice}
              data-choice={choice}
              onClick={() => choose(choice)}
            >
              <kbd>{key}</kbd> {t(label)}
            </Button>
          ))}
        </div>
      </fieldset>
      <fieldset className="ws-fieldset" disabled={!decisive}>
        <legend className="ws-legend">{t('rlhf.strength.legend')}</legend>
        <Button variant="ghost" aria-pressed={draft.strength === 'clear'} data-strength={draft.strength} onClick={toggleStrength}>
          <kbd>s</kbd> {t(`rlhf.strength.${draft.strength}`)}
        </Button>
      </fieldset>
      <fieldset className="ws-fieldset">
        <legend className="ws-legend">{t('workspace.rlhf.reasons.legend')}</legend>
        <div className="rlhf-reasons">
          {REASONS.map(({ reason, label }) => (
            <Button
              key={reason}
              size="sm"
              variant="ghost"
              className="ui-tag"
              aria-pressed={draft.reasons.includes(reason)}
              onClick={() => toggleReason(reason)}
            >
              {t(label)}
            </Button>
          ))}
        </div>
      </fieldset>
      <TextAreaField label={t('workspace.rlhf.comment.label')} rows={2} maxLength={2000} value={draft.comment} onValue={setComment} />
      <div className="ws-actions">
        <Button type="submit" disabled={!draft.choice}>
          {t('workspace.rlhf.submit')} <kbd>Enter</kbd>
        </Button>
      </div>
    </form>
  );
}

export function RatePanel() {
  const t = useT();
  const next = useStore($nextComparison);
  const reveal = useStore($reveal);
  const task = next.data?.task ?? null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event) || event.ctrlKey || event.metaKey || event.altKey) return;
      const current = $nextComparison.get().data?.task;
      if (!current || $reveal.get()) return;
      const picked = CHOICES.find((entry) => entry.key === event.key);
      if (picked) choose(picked.choice);
      else if (event.key === 's') toggleStrength();
      else if (event.key === 'Enter' && $draft.get().choice) void submitRating(current.id);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (next.data === undefined) return <LoadState error={next.error} label={t('rlhf.loading')} />;
  const rated = (next.data.rated ?? 0) + (reveal ? 1 : 0);
  return (
    <div className="rlhf-rate" data-rlhf="rate">
      <p className="ws-note" role="status" data-rated={rated}>
        {t('rlhf.rated', { count: rated })}
      </p>
      {reveal ? (
        <section className="rlhf-reveal" aria-labelledby="rlhf-reveal-title" data-rlhf="reveal">
          <h3 id="rlhf-reveal-title">{t('rlhf.reveal.title')}</h3>
          <p>{t('rlhf.reveal.text', { a: reveal.reveal.a.name, b: reveal.reveal.b.name })}</p>
          <Button onClick={nextComparison}>{t('rlhf.reveal.next')}</Button>
        </section>
      ) : task ? (
        <>
          <section aria-labelledby="rlhf-prompt-title">
            <h3 id="rlhf-prompt-title" className="ws-legend">
              {t('workspace.rlhf.prompt.title')}
            </h3>
            <p className="rlhf-prompt">{task.prompt}</p>
          </section>
          <Answers task={task} />
          <RatingForm key={task.id} task={task} />
          <p className="ws-note" id="rlhf-keys">
            {t('rlhf.keys')}
          </p>
        </>
      ) : (
        <div className="rlhf-empty" role="status">
          <h3>{t('workspace.rlhf.prompt.emptyTitle')}</h3>
          <p className="muted">{t('rlhf.empty')}</p>
        </div>
      )}
    </div>
  );
}
