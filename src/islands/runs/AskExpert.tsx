/**
 * Ask an expert from the personal dashboard (offering the experts the person used, bookmarked, and the site's
 * featured ones): the question starts a run, and the page follows it step by step —
 * the answers (with the passages they quote), a question the run asks back, a pause for a reviewer, or a failure
 * with a retry. The provider is named: the embedded runner is a guided protocol, not an AI model.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Run } from '../../../contract/runs/entities.ts';
import { useT } from '../../i18n/react.tsx';
import { $askChoices, type AskChoiceGroup } from '../../stores/runs/ask-choices.ts';
import { $currentRun, answerRun, askExpert, linkedExpertName, retryRun } from '../../stores/runs/run.ts';
import { Button, ErrorList, SelectField, TextField, useHydrated } from '../ui/controls.tsx';
import { AgentText } from '../protocols/wizard/AgentText.tsx';

export function AskExpert() {
  const t = useT();
  const hydrated = useHydrated();
  const choices = useStore($askChoices);
  const run = useStore($currentRun);
  const [expert, setExpert] = useState('');
  const [fromLink, setFromLink] = useState<string | null>(null);
  const [linkedName, setLinkedName] = useState<string | null>(null);
  const [question, setQuestion] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get('expert');
    if (!slug) return;
    setFromLink(slug);
    setExpert(slug);
    void linkedExpertName(slug).then(setLinkedName);
  }, []);

  // The experts the person used, bookmarked, and the site's featured ones (stores/runs/ask-choices.ts).
  const options = (choices.data ?? []).filter((choice) => choice.slug !== fromLink);
  const groups: AskChoiceGroup[] = ['used', 'bookmarked', 'featured'];

  async function ask() {
    if (!expert || !question.trim()) {
      setErrors([t('runs.ask.missing')]);
      return;
    }
    setBusy(true);
    const outcome = await askExpert(expert, question.trim());
    setBusy(false);
    setErrors(outcome.ok ? [] : [...outcome.failure.general, ...Object.values(outcome.failure.fields)]);
  }

  return (
    <section className="runs-panel" aria-labelledby="runs-ask-title">
      <h2 id="runs-ask-title">{t('runs.ask.title')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <fieldset className="ui-stack runs-ask__fields" disabled={!hydrated || busy}>
          <SelectField id="runs-expert" label={t('runs.ask.expert')} value={expert} onValue={setExpert}>
            <option value="">{t('runs.ask.chooseExpert')}</option>
            {fromLink && <option value={fromLink}>{linkedName ?? fromLink}</option>}
            {groups.map((group) => {
              const inGroup = options.filter((o) => o.group === group);
              return inGroup.length === 0 ? null : (
                <optgroup key={group} label={t(`runs.ask.group.${group}`)}>
                  {inGroup.map((o) => (
                    <option key={o.slug} value={o.slug}>
                      {o.name}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </SelectField>
          <TextField id="runs-question" label={t('runs.ask.question')} value={question} onValue={setQuestion} maxLength={4000} />
          <Button type="submit" busy={busy}>
            {t('runs.ask.submit')}
          </Button>
        </fieldset>
      </form>
      <ErrorList messages={errors} />
      <div aria-live="polite">{run && <RunView run={run} />}</div>
    </section>
  );
}

function RunView({ run }: { run: Run }) {
  const t = useT();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const field = Object.keys((run.prompt?.input_schema?.properties as Record<string, unknown> | undefined) ?? {})[0] ?? 'answer';

  return (
    <article className="runs-run" data-run-status={run.status} aria-label={t('runs.run.label', { expert: run.expert.name })}>
      <p className="small muted">
        {t('runs.run.meta', { expert: run.expert.name, provider: run.provider_label, version: run.version_number })}
      </p>
      <p>
        <span className={`ui-tag runs-status runs-status--${run.status}`}>{t(`runs.status.${run.status}`)}</span>
      </p>
      {run.steps
        .filter((s) => s.output)
        .map((s) => (
          <div key={s.id} className="runs-run__step">
            <h3 className="runs-run__step-title">{s.title}</h3>
            <AgentText html={s.output?.html ?? ''} citations={s.citations} />
          </div>
        ))}
      {run.status === 'waiting_input' && run.prompt && (
        <form
          className="ui-stack"
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            const outcome = await answerRun(run, { [field]: reply.trim() });
            setBusy(false);
            if (outcome.ok) setReply('');
          }}
        >
          <TextField id="runs-reply" label={run.prompt.question} value={reply} onValue={setReply} required />
          <Button type="submit" busy={busy}>
            {t('runs.run.send')}
          </Button>
        </form>
      )}
      {run.status === 'waiting_review' && <p>{t('runs.run.waitingReview')}</p>}
      {run.status === 'failed' && (
        <div className="ui-stack">
          <ErrorList messages={[run.error?.message ?? t('runs.status.failed')]} />
          {run.error?.retryable && (
            <Button variant="secondary" onClick={() => void retryRun(run)}>
              {t('runs.run.retry')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
