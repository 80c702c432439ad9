/**
 * Profile section: name, username, language and the promotional opt-in, saved through the session store. A new
 * language is stored as the person's choice and the page reloads in it (session-actions.ts).
 */
import { useIslandStore } from '../ui/use-island-store.ts';
import { useEffect, useState, type FormEvent } from 'react';
import type { Locale } from '../../../contract/locales.ts';
import { useT, withI18n } from '../../i18n/react.tsx';
import { $session, updateProfile } from '../../stores/auth/index.ts';
import { Button, CheckboxField, ErrorList, LanguageField, Placeload, TextField } from '../ui/controls.tsx';
import { rich } from '../ui/rich.tsx';

export const PROFILE_MESSAGES = ['account.profile.', 'form.'] as const;

function ProfileForm() {
  const t = useT();
  const { user } = useIslandStore($session);
  const [fullName, setFullName] = useState('');
  const [username, setUsername] = useState('');
  const [language, setLanguage] = useState('en');
  const [optIn, setOptIn] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const userId = user?.user_id;

  // Fill the form once per signed-in person; later store updates must not overwrite what they are typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the person on purpose (see above).
  useEffect(() => {
    if (!user) return;
    setFullName(user.full_name);
    setUsername(user.username ?? '');
    setLanguage(user.language);
    setOptIn(user.promotional_opt_in);
  }, [userId]);

  if (!user) return <Placeload lines={4} label={t('account.profile.loading')} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const result = await updateProfile({
      full_name: fullName.trim(),
      username: username.trim() === '' ? null : username.trim(),
      language: language as Locale,
      promotional_opt_in: optIn,
    });
    setSaving(false);
    if (result.ok) {
      setErrors({});
      setGeneral([]);
      return;
    }
    const fields = { ...result.fieldErrors };
    if (result.code === 'USERNAME_TAKEN') fields.username = result.message;
    setErrors(fields);
    setGeneral(Object.keys(fields).length === 0 ? [...result.generalErrors, result.message].slice(0, 1) : result.generalErrors);
  }

  return (
    <form className="ui-stack" onSubmit={submit} noValidate aria-label={t('account.profile.form')}>
      <ErrorList messages={general} />
      <div className="ui-grid-2">
        <TextField
          label={t('account.profile.fullName')}
          name="full_name"
          autoComplete="name"
          value={fullName}
          onValue={setFullName}
          error={errors.full_name}
          required
          maxLength={100}
        />
        <TextField
          label={t('account.profile.username')}
          name="username"
          autoComplete="username"
          value={username}
          onValue={setUsername}
          error={errors.username}
          hint={t('account.profile.usernameHint')}
          maxLength={30}
          dir="ltr"
        />
      </div>
      <LanguageField id="profile-language" label={t('account.profile.language')} value={language} onValue={setLanguage} />
      <CheckboxField label={t('account.profile.promo')} checked={optIn} onChecked={setOptIn} />
      <p className="ui-muted">
        {/* The address is its own left-to-right element inside the sentence (Arabic pages). */}
        {rich(t('account.profile.email', { email: '<email>@</email>' }), {
          email: () => <span dir="ltr">{user.email}</span>,
        })}
      </p>
      <div className="ui-row">
        <Button type="submit" disabled={saving}>
          {t(saving ? 'account.profile.saving' : 'account.profile.save')}
        </Button>
      </div>
    </form>
  );
}

export default withI18n(ProfileForm);
