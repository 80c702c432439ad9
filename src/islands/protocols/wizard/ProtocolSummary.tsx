/**
 * The review step's top half: the answers of each earlier step with a link back to it, the protocol steps the
 * answers make (what Publish will publish), and a preview run of that protocol by the embedded runner.
 */
import { useState } from 'react';
import type { WizardDraft } from '../../../../contract/protocols/wizard.ts';
import type { RunPreview } from '../../../../contract/protocols/execution.ts';
import { useLocale, useT } from '../../../i18n/react.tsx';
import { previewDraft } from '../../../stores/protocols/wizard/finish.ts';
import { stepPath } from '../../../stores/protocols/wizard/navigation.ts';
import { Button, ErrorList, TextField } from '../../ui/controls.tsx';
import { AgentText } from './AgentText.tsx';

type Summary = {
  step: 'project-info' | 'project-details' | 'project-files' | 'project-team' | 'project-tools' | 'codify';
  lines: string[];
};

function summaries(draft: WizardDraft, t: ReturnType<typeof useT>): Summary[] {
  const a = draft.answers;
  const none = t('wizard.review.notAnswered');
  const list = (items: readonly string[] | undefined) => (items && items.length > 0 ? items.join(', ') : none);
  return [
    { step: 'project-info', lines: [a['project-info']?.name ?? none, a['project-info']?.tagline ?? none] },
    { step: 'project-details', lines: [t('wizard.review.starters', { list: list(a['project-details']?.conversation_starters) })] },
    { step: 'project-files', lines: [t('wizard.review.fileCount', { count: a['project-files']?.file_ids?.length ?? 0 })] },
    { step: 'project-team', lines: [t(a['project-team']?.review_answers ? 'wizard.review.reviewed' : 'wizard.review.notReviewed')] },
    {
      step: 'project-tools',
      lines: [
        t('wizard.review.tools', { list: list(a['project-tools']?.allowed_tools?.map((tool) => t(`wizard.options.agentTool.${tool}`))) }),
      ],
    },
    { step: 'codify', lines: [t('wizard.review.codified', { count: Object.keys(a.codify?.answers ?? {}).length })] },
  ];
}

export function ProtocolSummary({ draft }: { draft: WizardDraft }) {
  const t = useT();
  const locale = useLocale();
  const [question, setQuestion] = useState('');
  const [preview, setPreview] = useState<RunPreview | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function runPreview() {
    setBusy(true);
    const outcome = await previewDraft(question.trim(), draft.protocol);
    setBusy(false);
    setPreview(outcome.ok ? outcome.value : null);
    setProblems(outcome.ok ? [] : [...outcome.failure.general, ...Object.values(outcome.failure.fields)]);
  }

  return (
    <div className="wz-review">
      <dl className="wz-summary">
        {summaries(draft, t).map((s) => (
          <div className="wz-summary__row" key={s.step} data-summary={s.step}>
            <dt>{t(`wizard.review.section.${s.step}`)}</dt>
            <dd>
              {s.lines.map((line) => (
                <span key={line} className="wz-summary__line">
                  {line}
                </span>
              ))}
            </dd>
            <dd>
              <a href={stepPath(locale, s.step)} aria-label={t(`wizard.review.editStep.${s.step}`)}>
                {t('wizard.review.edit')}
              </a>
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="wz-protocol-title" className="wz-protocol">
        <h3 id="wz-protocol-title">{t('wizard.review.protocolTitle')}</h3>
        <p className="muted">{t('wizard.review.protocolLede')}</p>
        <ol className="wz-protocol__steps">
          {draft.protocol.steps.map((s) => (
            <li key={s.id}>
              <strong>{s.title}</strong> <span className="ui-tag">{t(`wizard.stepKind.${s.kind}`)}</span>
              {s.review_gate && <span className="ui-tag">{t('wizard.review.gate')}</span>}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="wz-preview-title" className="wz-preview">
        <h3 id="wz-preview-title">{t('wizard.preview.title')}</h3>
        <p className="muted">{t('wizard.preview.lede')}</p>
        <TextField id="wz-preview-question" label={t('wizard.preview.question')} value={question} onValue={setQuestion} maxLength={4000} />
        <Button variant="secondary" busy={busy} onClick={() => void runPreview()}>
          {t('wizard.preview.run')}
        </Button>
        <ErrorList messages={problems} />
        <div role="status" aria-live="polite">
          {preview && (
            <div className="wz-preview__result" data-preview-status={preview.status}>
              <p className="small muted">{t('wizard.preview.guided')}</p>
              {preview.steps
                .filter((s) => s.output)
                .map((s) => (
                  <div key={s.step_id} className="wz-preview__step">
                    <h4>{s.title}</h4>
                    <AgentText html={s.output?.html ?? ''} citations={s.citations} />
                  </div>
                ))}
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
