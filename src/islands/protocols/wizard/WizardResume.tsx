/**
 * The wizard's start page: when the server holds a draft (saved on this or another device), where it stopped and
 * a way back in, or a way to start over. With no draft yet it shows nothing: the page's own start buttons apply.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useLocale, useT, withI18n } from '../../../i18n/react.tsx';
import { $wizardDraft, discardDraft } from '../../../stores/protocols/wizard/draft.ts';
import { stepPath } from '../../../stores/protocols/wizard/navigation.ts';
import { Button, buttonClass } from '../../ui/controls.tsx';
import { formatDateTime } from '../../ui/format.ts';
import './wizard.css';

export const WIZARD_RESUME_MESSAGES = ['wizard.resume.', 'routes.wizard.', 'routes.step-2', 'form.'] as const;

function WizardResume() {
  const t = useT();
  const locale = useLocale();
  const draft = useStore($wizardDraft);
  const [busy, setBusy] = useState(false);
  const data = draft.data;
  if (!data?.id || !data.updated_at) return null;
  const title = data.current_step === 'codify' ? t('routes.step-2') : t(`routes.wizard.${data.current_step}`);

  return (
    <section className="wizard-resume" aria-labelledby="wizard-resume-title">
      <h2 id="wizard-resume-title">{t('wizard.resume.title')}</h2>
      <p>{t('wizard.resume.text', { step: title, time: formatDateTime(data.updated_at, locale) })}</p>
      <div className="wizard-result__actions">
        <a className={buttonClass()} href={stepPath(locale, data.current_step)}>
          {t('wizard.resume.continue')}
        </a>
        <Button
          variant="ghost"
          busy={busy}
          onClick={async () => {
            setBusy(true);
            await discardDraft();
            setBusy(false);
          }}
        >
          {t('wizard.resume.discard')}
        </Button>
      </div>
    </section>
  );
}

export default withI18n(WizardResume);
