/**
 * Conversations section: who may add the person to a group or broadcast without asking. Anyone else's addition is an
 * invitation in their inbox, which they accept or decline (the API's `add_policy`, features/messaging/invitations.ts).
 */
import { type FormEvent, useEffect, useState } from 'react';
import { ADD_POLICIES, type AddPolicy } from '../../../contract/messaging/constants.ts';
import { useT, withI18n } from '../../i18n/react.tsx';
import { notify } from '../../lib/toast/index.ts';
import { $messagingSettings, saveMessagingSettings } from '../../stores/account/conversation-privacy.ts';
import { loadFailureMessage } from '../../lib/errors/api-handler.ts';
import { Button, ErrorList, Placeload } from '../ui/controls.tsx';
import { useIslandStore } from '../ui/use-island-store.ts';

export const CONVERSATION_PRIVACY_MESSAGES = ['account.conversations.'] as const;

function ConversationPrivacy() {
  const t = useT();
  const settings = useIslandStore($messagingSettings);
  const [policy, setPolicy] = useState<AddPolicy>('contacts');
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (settings.data) setPolicy(settings.data.add_policy);
  }, [settings.data]);

  if (!settings.data)
    return settings.error ? (
      <ErrorList messages={[loadFailureMessage(settings.error)]} />
    ) : (
      <Placeload lines={3} label={t('account.conversations.loading')} />
    );

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const outcome = await saveMessagingSettings({ add_policy: policy });
    setSaving(false);
    if (outcome.ok) {
      setErrors([]);
      notify.success(t('account.conversations.saved'));
    } else setErrors(outcome.failure.general);
  }

  return (
    <form className="ui-stack" onSubmit={save} noValidate aria-label={t('account.conversations.form')}>
      <ErrorList messages={errors} />
      <fieldset className="ui-fieldset ui-stack">
        <legend className="ui-field__label">{t('account.conversations.whoMayAdd')}</legend>
        {ADD_POLICIES.map((value) => (
          <div key={value} className="ui-check">
            <input
              className="ui-check__input"
              type="radio"
              id={`add-policy-${value}`}
              name="add_policy"
              value={value}
              checked={policy === value}
              onChange={() => setPolicy(value)}
              aria-describedby={`add-policy-${value}-hint`}
            />
            <div className="ui-check__text">
              <label htmlFor={`add-policy-${value}`}>{t(`account.conversations.policy.${value}`)}</label>
              <p className="ui-check__hint" id={`add-policy-${value}-hint`}>
                {t(`account.conversations.policyHint.${value}`)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <p className="ui-muted">{t('account.conversations.directNote')}</p>
      <div className="ui-row">
        <Button type="submit" disabled={saving}>
          {t('account.conversations.save')}
        </Button>
      </div>
    </form>
  );
}

export default withI18n(ConversationPrivacy);
