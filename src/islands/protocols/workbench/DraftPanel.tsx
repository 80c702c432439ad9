/**
 * The draft's steps and settings, editable, beside the preview. Each change is checked at once against the
 * contract's shape; a draft of the right shape is saved and checked as publishing would (debounced), and the
 * problems show on the fields they concern. With no draft (the current version is published), one button starts a
 * new draft, a copy of the latest version.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Protocol, type ProtocolContent, ProtocolContentSchema, type ProtocolStep } from '../../../../contract/protocols/entities.ts';
import { useT } from '../../../i18n/react.tsx';
import { debounce } from '../../../lib/debounce.ts';
import { notify } from '../../../lib/toast/index.ts';
import { loadVersion, publishDraft, saveDraft, startDraft, validateDraft } from '../../../stores/protocols/workbench/workbench.ts';
import { Button, ErrorList, Placeload } from '../../ui/controls.tsx';
import { NO_ISSUES, type PlacedIssues, placeServerIssues, placeShapeIssues } from './issues.ts';
import { PreviewPanel } from './PreviewPanel.tsx';
import { SettingsFields } from './SettingsFields.tsx';
import { StepFields } from './StepFields.tsx';

/** How long typing must pause before the draft is saved and checked. */
export const DRAFT_CHECK_MS = 500;
type Saving = 'idle' | 'saving' | 'saved' | 'shape' | 'failed';

function newStep(count: number): ProtocolStep {
  return {
    id: `step-${count + 1}`,
    kind: 'answer',
    title: '',
    instruction: '',
    input_schema: null,
    output_template: null,
    tool: null,
    review_gate: false,
    next: null,
    module: null,
  };
}

interface Props {
  expertId: string;
  protocol: Protocol;
  onPublished: () => void;
}

export function DraftPanel({ expertId, protocol, onPublished }: Props) {
  const t = useT();
  const draftId = protocol.draft_version?.id ?? null;
  const [content, setContent] = useState<ProtocolContent | null>(null);
  const [issues, setIssues] = useState<PlacedIssues>(NO_ISSUES);
  const [valid, setValid] = useState<boolean | null>(null);
  const [saving, setSaving] = useState<Saving>('idle');
  const [busy, setBusy] = useState<'start' | 'publish' | null>(null);
  const pending = useRef<Promise<unknown>>(Promise.resolve());
  const shapeOk = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads when the draft changes only.
  useEffect(() => {
    setContent(null);
    if (!draftId) return;
    void loadVersion(draftId).then(async (outcome) => {
      if (!outcome.ok) return;
      setContent(outcome.value);
      await check(draftId, outcome.value);
    });
  }, [draftId]);

  /** Saves a well-shaped draft and asks the server what would block publishing. */
  async function check(id: string, next: ProtocolContent): Promise<void> {
    setSaving('saving');
    const saved = await saveDraft(id, next);
    if (!saved.ok) return setSaving('failed');
    const checked = await validateDraft(id);
    if (!checked.ok) return setSaving('failed');
    setIssues(placeServerIssues(next, checked.value.issues, t));
    setValid(checked.value.valid);
    setSaving('saved');
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: one debouncer per draft.
  const checkLater = useMemo(
    () =>
      debounce((id: string, next: ProtocolContent) => {
        pending.current = check(id, next);
      }, DRAFT_CHECK_MS),
    [draftId],
  );
  useEffect(() => () => checkLater.cancel(), [checkLater]);

  function edit(next: ProtocolContent) {
    setContent(next);
    const shape = ProtocolContentSchema.safeParse(next);
    shapeOk.current = shape.success;
    if (!shape.success) {
      checkLater.cancel();
      setIssues(placeShapeIssues(next, shape.error.issues, t));
      setValid(false);
      setSaving('shape');
      return;
    }
    setSaving('saving');
    if (draftId) checkLater(draftId, shape.data);
  }

  /** Whatever is typed, saved and checked now (before a preview or publishing). */
  async function settle(): Promise<boolean> {
    checkLater.flush();
    await pending.current;
    return shapeOk.current;
  }

  async function begin() {
    setBusy('start');
    await startDraft(expertId);
    setBusy(null);
  }

  async function publish() {
    if (!draftId || !(await settle())) return;
    setBusy('publish');
    const outcome = await publishDraft(expertId, draftId);
    setBusy(null);
    if (!outcome.ok) return;
    notify.success(t('workbench.published', { number: outcome.value.number }));
    onPublished();
  }

  if (!draftId) {
    const active = protocol.active_version;
    return (
      <section className="wb-card" aria-labelledby="wb-no-draft">
        <h2 id="wb-no-draft">{t('workbench.draft.noneTitle')}</h2>
        <p>{active ? t('workbench.draft.runs', { number: active.number }) : t('workbench.draft.noVersions')}</p>
        {protocol.versions.length > 0 && (
          <Button busy={busy === 'start'} onClick={() => void begin()}>
            {t('workbench.draft.start')}
          </Button>
        )}
      </section>
    );
  }
  if (!content) return <Placeload lines={6} label={t('workbench.loading')} />;

  const move = (index: number, by: -1 | 1) => {
    const steps = [...content.steps];
    const [step] = steps.splice(index, 1);
    steps.splice(index + by, 0, step!);
    edit({ ...content, steps });
  };
  return (
    <div className="wb-split">
      <section className="wb-card" aria-labelledby="wb-draft-title">
        <div className="wb-card__head">
          <h2 id="wb-draft-title">{t('workbench.draft.title', { number: protocol.draft_version?.number ?? 0 })}</h2>
          <p className="wb-save" role="status" data-saving={saving}>
            {saving === 'idle' ? '' : t(`workbench.save.${saving}`)}
          </p>
        </div>
        {content.steps.map((step, index) => (
          <StepFields
            // biome-ignore lint/suspicious/noArrayIndexKey: a step's id is itself editable; its place is its identity here.
            key={index}
            step={step}
            index={index}
            count={content.steps.length}
            errors={issues.steps[index] ?? {}}
            onChange={(changed) => edit({ ...content, steps: content.steps.map((s, i) => (i === index ? changed : s)) })}
            onMove={(by) => move(index, by)}
            onRemove={() => edit({ ...content, steps: content.steps.filter((_, i) => i !== index) })}
          />
        ))}
        <div className="wb-actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => edit({ ...content, steps: [...content.steps, newStep(content.steps.length)] })}
          >
            {t('workbench.step.add')}
          </Button>
        </div>
        <SettingsFields content={content} errors={issues.other} onChange={edit} />
        <div aria-live="polite" className="wb-check" data-valid={valid === null ? undefined : String(valid)}>
          {valid === true && saving === 'saved' && <p>{t('workbench.check.ready')}</p>}
          {issues.lines.length > 0 && (
            <>
              <p>{t('workbench.check.problems', { count: issues.lines.length })}</p>
              <ErrorList messages={issues.lines} />
            </>
          )}
        </div>
        <div className="wb-actions">
          <Button busy={busy === 'publish'} disabled={valid === false} onClick={() => void publish()}>
            {t('workbench.draft.publish', { number: protocol.draft_version?.number ?? 0 })}
          </Button>
        </div>
      </section>
      <PreviewPanel versionId={draftId} content={content} beforeRun={settle} />
    </div>
  );
}
