/**
 * One page of the expert wizard (/wizard-v1/<step>) as an island: the step's fields filled from the server draft,
 * saved as the creator types (a short pause after the last change), on Back (without the step's checks, so nothing
 * typed is lost) and on Continue (checked first). The files step adds the knowledge files; the review step adds the
 * summary, the protocol the answers make, a preview run, and Publish.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { WizardDraft, WizardStep as DraftStep } from '../../../../contract/protocols/wizard.ts';
import { useLocale, useT, withI18n } from '../../../i18n/react.tsx';
import { loadFailureMessage } from '../../../lib/errors/api-handler.ts';
import { formFromSaved, savedStep } from '../../../stores/protocols/wizard/answers.ts';
import { $wizardCategories, categoryLabel } from '../../../stores/protocols/wizard/categories.ts';
import { $wizardDraft, saveAnswers, saveStep } from '../../../stores/protocols/wizard/draft.ts';
import { $knowledgeFiles } from '../../../stores/protocols/wizard/files.ts';
import { finishWizard, successQuery } from '../../../stores/protocols/wizard/finish.ts';
import { goTo, stepPath } from '../../../stores/protocols/wizard/navigation.ts';
import { checkStep, FORM_STEPS, type FormStep, isShown, STEP_FIELDS, type StepAnswers } from '../../../stores/protocols/wizard/steps.ts';
import { Button, ErrorList, Placeload, useHydrated } from '../../ui/controls.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { type Choice, WizardField } from './fields.tsx';
import { KnowledgeFiles } from './KnowledgeFiles.tsx';
import { ProtocolSummary } from './ProtocolSummary.tsx';
import './wizard.css';

export const WIZARD_STEP_MESSAGES = ['wizard.', 'form.', 'runs.'] as const;
const AUTOSAVE_MS = 1500;

function neighbours(step: FormStep): { back: DraftStep; next: DraftStep | 'success' } {
  const index = FORM_STEPS.indexOf(step);
  return { back: FORM_STEPS[index - 1] ?? 'codify', next: FORM_STEPS[index + 1] ?? 'success' };
}

/** The listing sites by name (from the page: site names are the site's data), and the site the wizard is used on. */
interface SiteProps {
  sites: Choice[];
  site: string;
}

function WizardStep({ step, sites, site }: { step: FormStep } & SiteProps) {
  const t = useT();
  const draft = useStore($wizardDraft);
  // The files step reads the creator's files alongside the draft, not after it: one wait instead of two in a row.
  useEffect(() => (step === 'project-files' ? $knowledgeFiles.listen(() => {}) : undefined), [step]);
  if (draft.data === undefined) {
    return draft.error ? (
      <ErrorList messages={[loadFailureMessage(draft.error)]} />
    ) : (
      <Placeload lines={4} label={t('wizard.draft.loading')} />
    );
  }
  return <StepEditor step={step} draft={draft.data} sites={sites} site={site} />;
}

function StepEditor({ step, draft, sites, site }: { step: FormStep; draft: WizardDraft } & SiteProps) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const categories = useStore($wizardCategories);
  const [form, setForm] = useState<StepAnswers>(() => {
    const saved = savedStep(draft.answers, step);
    const values = formFromSaved(step, saved);
    // Built on a site other than the main one: listed there unless the creator says otherwise.
    if (step === 'project-review' && saved?.sites === undefined && sites.some((choice) => choice.value === site)) values.sites = [site];
    return values;
  });
  const [fileIds, setFileIds] = useState<string[]>(() => draft.answers['project-files']?.file_ids ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(draft.updated_at);
  const dirty = useRef(false);
  const { back, next } = neighbours(step);

  async function save(options: { next: DraftStep; completed: boolean }) {
    dirty.current = false;
    const outcome =
      step === 'project-files' ? await saveAnswers(step, { file_ids: fileIds }, options) : await saveStep(step, form, options);
    if (outcome.ok) setSavedAt(outcome.value.updated_at);
    else {
      setErrors(outcome.failure.fields);
      setGeneral(outcome.failure.general);
    }
    return outcome;
  }

  // Saved as the creator goes: after a pause in typing, the step stays the resume point, not yet done.
  useEffect(() => {
    if (!dirty.current || busy) return;
    const timer = setTimeout(() => void save({ next: step, completed: false }), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  });

  function change(name: string, value: StepAnswers[string]) {
    dirty.current = true;
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  }

  async function goBack() {
    setBusy(true);
    const outcome = await save({ next: back, completed: false });
    if (outcome.ok) goTo(stepPath(locale, back));
    else setBusy(false);
  }

  async function goOn() {
    const found = checkStep(step, form);
    setErrors(found);
    setGeneral([]);
    if (Object.keys(found).length > 0) {
      document.getElementById(`wz-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    const saved = await save({ next: next === 'success' ? step : next, completed: true });
    if (!saved.ok) return setBusy(false);
    if (next !== 'success') return goTo(stepPath(locale, next));
    const published = await finishWizard();
    if (published.ok) return goTo(`${stepPath(locale, 'success')}?${successQuery(published.value)}`);
    setGeneral(published.failure.general.length > 0 ? published.failure.general : Object.values(published.failure.fields));
    setBusy(false);
  }

  const categoryChoices: Choice[] | undefined = categories.data?.map((c) => ({ value: c.slug, label: categoryLabel(c, locale) }));
  const isReview = step === 'project-review';

  return (
    <>
      {isReview && <ProtocolSummary draft={draft} />}
      <form
        className="wizard-island"
        aria-labelledby="wizard-step-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void goOn();
        }}
      >
        <p className="wizard-island__status" role="status" aria-live="polite">
          {savedAt ? t('wizard.draft.savedAt', { time: formatDateTime(savedAt, locale) }) : t('wizard.draft.notSaved')}
        </p>
        <ErrorList messages={general} />
        <fieldset className="wizard-island__fields" disabled={!hydrated || busy}>
          {step === 'project-files' && (
            <KnowledgeFiles
              chosen={fileIds}
              onChosen={(ids) => {
                dirty.current = true;
                setFileIds(ids);
              }}
            />
          )}
          {STEP_FIELDS[step]
            .filter((spec) => isShown(spec, form))
            .map((spec) => (
              <WizardField
                key={spec.name}
                spec={spec}
                value={form[spec.name] ?? ''}
                error={errors[spec.name] || undefined}
                onValue={(value) => change(spec.name, value)}
                choices={spec.name === 'category' ? categoryChoices : spec.name === 'sites' ? sites : undefined}
              />
            ))}
        </fieldset>
        <div className="wizard-island__nav">
          <Button variant="secondary" disabled={!hydrated || busy} onClick={() => void goBack()}>
            {t('wizard.form.back')}
          </Button>
          <Button type="submit" busy={busy} disabled={!hydrated}>
            {isReview ? t('wizard.publish.button') : t('wizard.form.continue')}
          </Button>
        </div>
      </form>
    </>
  );
}

export default withI18n(WizardStep);
