/**
 * Create or edit one expert (`?id=` names it; none starts a new draft). A draft can be saved and sent to review;
 * sending saves first when something changed. A refused submit leaves the stored draft as it was (the API runs it
 * in one transaction) and the form as typed, with the fields review needs marked. A listing in review or
 * published is shown read-only until withdrawn to draft.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { MyExpert } from '../../../../contract/catalog/entities.ts';
import { useLocale, useT, withI18n } from '../../../i18n/react.tsx';
import type { Translate } from '../../../i18n/translate.ts';
import { type FormFailure, NO_FAILURE } from '../../../lib/errors/form-failure.ts';
import { notify } from '../../../lib/toast/index.ts';
import { loadFailureMessage } from '../../../lib/errors/api-handler.ts';
import type { Outcome } from '../../../stores/attempt.ts';
import {
  $editedExpert,
  $editedExpertId,
  createExpert,
  saveExpert,
  submitExpert,
  withdrawExpert,
} from '../../../stores/catalog/studio/my-experts.ts';
import { Button, ErrorList, Notice, Placeload } from '../../ui/controls.tsx';
import { type Draft, draftOf, emptyDraft, fieldsOf, sameDraft } from './draft.ts';
import { ExpertForm } from './ExpertForm.tsx';
import { StatusTag } from './StatusTag.tsx';

export const EXPERT_EDITOR_MESSAGES = ['studio.editor.', 'studio.status.', 'form.'] as const;

interface Props {
  studioHref: string;
  tenants: readonly { id: string; name: string }[];
}

/** What review needs, in the page's language (the API words its 422 in English). */
function reviewFailure(failure: FormFailure, t: Translate): FormFailure {
  const fields = { ...failure.fields };
  if (fields.description) fields.description = t('studio.editor.needsDescription', { min: 120 });
  if (fields.starters) fields.starters = t('studio.editor.needsStarter');
  return { fields, general: failure.general };
}

function ExpertEditor({ studioHref, tenants }: Props) {
  const t = useT();
  const locale = useLocale();
  const [ready, setReady] = useState(false);
  const id = useStore($editedExpertId);
  const loaded = useStore($editedExpert);
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(locale));
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [busy, setBusy] = useState<'save' | 'submit' | 'withdraw' | null>(null);
  const expert = id ? loaded.data : undefined;

  useEffect(() => {
    $editedExpertId.set(new URLSearchParams(window.location.search).get('id'));
    setReady(true);
  }, []);

  // The form takes the stored expert whenever the server's copy changes (loaded, saved, moved); not while typing.
  const version = expert ? `${expert.id}/${expert.updated_at}/${expert.status}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the stored version on purpose (see above).
  useEffect(() => {
    if (expert) setDraft(draftOf(expert));
  }, [version]);

  if (!ready || (id && expert === undefined)) {
    if (loaded.error) return <ErrorList messages={[loadFailureMessage(loaded.error)]} />;
    return <Placeload lines={6} label={t('studio.editor.loading')} />;
  }

  const editable = !expert || expert.status === 'draft';
  const dirty = !expert || !sameDraft(draft, draftOf(expert));

  /** Saves when needed; the stored expert, or the failure (already shown) to put on the form. */
  async function save(): Promise<Outcome<MyExpert>> {
    if (expert && !dirty) return { ok: true, value: expert };
    const outcome = expert ? await saveExpert(expert.id, fieldsOf(draft)) : await createExpert(fieldsOf(draft));
    if (outcome.ok && !expert) {
      window.history.replaceState(null, '', `?id=${outcome.value.id}`);
      $editedExpertId.set(outcome.value.id);
    }
    return outcome;
  }

  async function onSave() {
    setBusy('save');
    const outcome = await save();
    setBusy(null);
    if (!outcome.ok) return setFailure(outcome.failure);
    setFailure(NO_FAILURE);
    notify.success(t('studio.editor.saved'));
  }

  async function onSubmit() {
    setBusy('submit');
    const saved = await save();
    if (!saved.ok) {
      setBusy(null);
      return setFailure(saved.failure);
    }
    const outcome = await submitExpert(saved.value.id);
    setBusy(null);
    if (!outcome.ok) return setFailure(reviewFailure(outcome.failure, t));
    setFailure(NO_FAILURE);
    notify.success(t('studio.editor.submitted'));
  }

  async function onWithdraw() {
    if (!expert) return;
    setBusy('withdraw');
    const outcome = await withdrawExpert(expert.id);
    setBusy(null);
    if (outcome.ok) notify.success(t('studio.editor.withdrawn'));
  }

  return (
    <form
      className="ui-stack"
      noValidate
      aria-label={t(expert ? 'studio.editor.editForm' : 'studio.editor.newForm')}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <div className="studio-card__head">
        <h2 className="ui-heading">{expert ? expert.name : t('studio.editor.newHeading')}</h2>
        {expert && <StatusTag status={expert.status} />}
      </div>
      {expert?.status === 'draft' && expert.review_note && (
        <Notice>
          <strong>{t('studio.editor.sentBack')}</strong> {expert.review_note}
        </Notice>
      )}
      {expert?.status === 'suspended' && expert.review_note && (
        <Notice>
          <strong>{t('studio.editor.suspendedFor')}</strong> {expert.review_note}
        </Notice>
      )}
      {expert && !editable && <Notice>{t(expert.status === 'suspended' ? 'studio.editor.suspended' : 'studio.editor.locked')}</Notice>}
      <ErrorList messages={failure.general} />
      <fieldset className="ui-form__fields" disabled={!editable}>
        <ExpertForm
          draft={draft}
          onDraft={(change) => setDraft((current) => ({ ...current, ...change }))}
          failure={failure}
          tenants={tenants}
        />
      </fieldset>
      <div className="studio-actions">
        {editable && (
          <>
            <Button type="submit" variant="secondary" busy={busy === 'save'} disabled={busy !== null}>
              {t('studio.editor.save')}
            </Button>
            <Button busy={busy === 'submit'} disabled={busy !== null} onClick={() => void onSubmit()}>
              {t('studio.editor.submit')}
            </Button>
          </>
        )}
        {expert && (expert.status === 'in_review' || expert.status === 'published') && (
          <Button variant="secondary" busy={busy === 'withdraw'} onClick={() => void onWithdraw()}>
            {t('studio.editor.withdraw')}
          </Button>
        )}
        <a className="ui-btn ui-btn--ghost" href={studioHref}>
          {t('studio.editor.back')}
        </a>
      </div>
    </form>
  );
}

export default withI18n(ExpertEditor);
