/** Beside the draft: run it on a question with the embedded runner (nothing is stored) and read the answer. */
import { type FormEvent, useState } from 'react';
import type { ProtocolContent } from '../../../../contract/protocols/entities.ts';
import type { RunPreview } from '../../../../contract/protocols/execution.ts';
import { useT } from '../../../i18n/react.tsx';
import { previewVersion } from '../../../stores/protocols/workbench/workbench.ts';
import { ErrorList, SubmitButton, TextAreaField } from '../../ui/controls.tsx';
import { AgentText } from '../wizard/AgentText.tsx';

interface Props {
  versionId: string;
  content: ProtocolContent;
  /** Saves what is typed first; false when the draft cannot be saved as it is. */
  beforeRun: () => Promise<boolean>;
}

export function PreviewPanel({ versionId, content, beforeRun }: Props) {
  const t = useT();
  const [question, setQuestion] = useState('');
  const [preview, setPreview] = useState<RunPreview | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function run(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const ready = await beforeRun();
    const outcome = ready ? await previewVersion(versionId, content, question.trim()) : null;
    setBusy(false);
    if (!outcome) return setProblems([t('workbench.preview.fixFirst')]);
    setPreview(outcome.ok ? outcome.value : null);
    setProblems(outcome.ok ? [] : [...outcome.failure.general, ...Object.values(outcome.failure.fields)]);
  }

  return (
    <section className="wb-card wb-preview" aria-labelledby="wb-preview-title">
      <h2 id="wb-preview-title">{t('workbench.preview.title')}</h2>
      <p className="ui-muted">{t('workbench.preview.lede')}</p>
      <form onSubmit={(event) => void run(event)} className="ui-stack">
        <TextAreaField
          id="wb-preview-question"
          label={t('workbench.preview.question')}
          value={question}
          onValue={setQuestion}
          rows={2}
          maxLength={4000}
        />
        <SubmitButton busy={busy} variant="secondary">
          {t('workbench.preview.run')}
        </SubmitButton>
      </form>
      <ErrorList messages={problems} />
      <div role="status" aria-live="polite" aria-label={t('workbench.preview.answer')}>
        {preview && (
          <div className="wb-preview__result" data-preview-status={preview.status}>
            {preview.status === 'waiting_input' && <p>{t('workbench.preview.waitingInput')}</p>}
            {preview.steps
              .filter((step) => step.output)
              .map((step) => (
                <div key={step.step_id} className="wb-preview__step">
                  <h3>{step.title}</h3>
                  <AgentText html={step.output?.html ?? ''} citations={step.citations} />
                </div>
              ))}
          </div>
        )}
      </div>
    </section>
  );
}
