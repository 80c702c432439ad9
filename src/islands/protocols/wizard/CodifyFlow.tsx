/**
 * /step-2, codify: questions about how the creator works. Saving sends the answers to the draft, and the server
 * turns them into the protocol's steps, which the page then lists ("Your answers make these steps"). Answers are
 * saved after a pause in typing too, so leaving the page keeps them.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { WizardDraft } from '../../../../contract/protocols/wizard.ts';
import { useLocale, useT, withI18n } from '../../../i18n/react.tsx';
import { loadFailureMessage } from '../../../lib/errors/api-handler.ts';
import {
  checkCodify,
  CODIFY_MAX,
  type CodifyAnswers,
  codifyFromDraft,
  REQUIRED_QUESTIONS,
  saveCodify,
} from '../../../stores/protocols/wizard/codify.ts';
import { $wizardDraft } from '../../../stores/protocols/wizard/draft.ts';
import { goTo, stepPath } from '../../../stores/protocols/wizard/navigation.ts';
import { CODIFY_QUESTIONS, type CodifyQuestion } from '../../../stores/protocols/wizard/steps.ts';
import { pathInLocale } from '../../../stores/auth/navigation.ts';
import { Button, ErrorList, Placeload, TextAreaField, useHydrated } from '../../ui/controls.tsx';
import './wizard.css';

export const CODIFY_MESSAGES = [
  'wizard.codify.',
  'wizard.check.',
  'wizard.stepKind.',
  'wizard.review.gate',
  'wizard.draft.',
  'wizard.form.',
  'form.',
] as const;
const AUTOSAVE_MS = 1500;

function CodifyFlow() {
  const t = useT();
  const draft = useStore($wizardDraft);
  if (draft.data === undefined) {
    return draft.error ? (
      <ErrorList messages={[loadFailureMessage(draft.error)]} />
    ) : (
      <Placeload lines={4} label={t('wizard.draft.loading')} />
    );
  }
  return <CodifyEditor draft={draft.data} />;
}

function CodifyEditor({ draft }: { draft: WizardDraft }) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState<CodifyAnswers>(() => codifyFromDraft(draft));
  const [errors, setErrors] = useState<Partial<Record<CodifyQuestion, string>>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const dirty = useRef(false);

  async function save(completed: boolean, next: WizardDraft['current_step']) {
    dirty.current = false;
    const outcome = await saveCodify(answers, { completed, next });
    if (outcome.ok) setStatus(t('wizard.codify.saved', { count: outcome.value.protocol.steps.length }));
    return outcome;
  }

  useEffect(() => {
    if (!dirty.current || busy) return;
    const timer = setTimeout(() => void save(false, 'codify'), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  });

  async function finish(go: boolean) {
    const found = checkCodify(answers);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`codify-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const outcome = await save(true, go ? 'project-info' : 'codify');
    if (outcome.ok && go) return goTo(stepPath(locale, 'project-info'));
    setBusy(false);
  }

  return (
    <div className="wizard-island">
      <form
        aria-labelledby="codify-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void finish(true);
        }}
      >
        <h2 id="codify-title">{t('wizard.codify.title')}</h2>
        <p className="muted">{t('wizard.codify.lede')}</p>
        <p className="wizard-island__status" role="status" aria-live="polite">
          {status}
        </p>
        <fieldset className="wizard-island__fields" disabled={!hydrated || busy}>
          {CODIFY_QUESTIONS.map((id) => {
            const controlId = `codify-${id}`;
            const error = errors[id] ? t(errors[id] as string, { max: CODIFY_MAX }) : undefined;
            return (
              <TextAreaField
                key={id}
                id={controlId}
                label={t(`wizard.codify.${id}.label`)}
                hint={t(`wizard.codify.${id}.hint`)}
                error={error}
                required={REQUIRED_QUESTIONS.includes(id)}
                rows={3}
                value={answers[id] ?? ''}
                onValue={(value) => {
                  dirty.current = true;
                  setAnswers((current) => ({ ...current, [id]: value }));
                }}
              />
            );
          })}
        </fieldset>
        <div className="wizard-island__nav">
          <a className="ui-btn ui-btn--secondary" href={pathInLocale(locale, '/wizard-v1')}>
            {t('wizard.form.back')}
          </a>
          <div className="ui-row">
            <Button variant="secondary" disabled={!hydrated || busy} onClick={() => void finish(false)}>
              {t('wizard.codify.makeSteps')}
            </Button>
            <Button type="submit" busy={busy} disabled={!hydrated}>
              {t('wizard.form.continue')}
            </Button>
          </div>
        </div>
      </form>
      <section className="wz-protocol" aria-labelledby="codify-steps-title">
        <h3 id="codify-steps-title">{t('wizard.codify.stepsTitle')}</h3>
        {draft.protocol.steps.length === 0 ? (
          <p className="muted">{t('wizard.codify.noSteps')}</p>
        ) : (
          <ol className="wz-protocol__steps">
            {draft.protocol.steps.map((s) => (
              <li key={s.id}>
                <strong>{s.title}</strong> <span className="ui-tag">{t(`wizard.stepKind.${s.kind}`)}</span>
                {s.review_gate && <span className="ui-tag">{t('wizard.review.gate')}</span>}
                {s.instruction && <p className="small muted">{s.instruction}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export default withI18n(CodifyFlow);
