/** Profile section: name, username, language and the promotional opt-in, saved through the session store. */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { LOCALES } from '../../../contract/locales.ts';
import { $session, updateProfile } from '../../stores/index.ts';
import { Button, Checkbox, ErrorList, Placeload, TextField } from './ui/primitives.tsx';

/** Each language named in itself, as a person looks for their own. */
const LANGUAGE_NAMES: Record<(typeof LOCALES)[number], string> = {
  en: 'English', ar: 'العربية', de: 'Deutsch', es: 'Español', 'es-MX': 'Español (México)', fr: 'Français', 'zh-CN': '简体中文',
};

export default function ProfileForm() {
  const { user } = useStore($session);
  const [fullName, setFullName] = useState('');
  const [username, setUsername] = useState('');
  const [language, setLanguage] = useState('en');
  const [optIn, setOptIn] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const userId = user?.user_id;

  // Fill the form once per signed-in person; later store updates must not overwrite what they are typing.
  useEffect(() => {
    if (!user) return;
    setFullName(user.full_name);
    setUsername(user.username ?? '');
    setLanguage(user.language);
    setOptIn(user.promotional_opt_in);
  }, [userId]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!user) return <Placeload lines={4} label="Loading your profile" />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const result = await updateProfile({
      full_name: fullName.trim(),
      username: username.trim() === '' ? null : username.trim(),
      language: language as (typeof LOCALES)[number],
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
    <form className="ui-stack" onSubmit={submit} noValidate aria-label="Profile">
      <ErrorList messages={general} />
      <div className="ui-grid-2">
        <TextField label="Full name" name="full_name" autoComplete="name" value={fullName} onValue={setFullName} error={errors.full_name} required maxLength={100} />
        <TextField
          label="Username" name="username" autoComplete="username" value={username} onValue={setUsername}
          error={errors.username} hint="3 to 30 letters, digits, dots, dashes or underscores." maxLength={30}
        />
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="profile-language">Language</label>
        <select id="profile-language" className="ui-control" value={language} onChange={(event) => setLanguage(event.target.value)}>
          {LOCALES.map((code) => <option key={code} value={code} lang={code}>{LANGUAGE_NAMES[code]}</option>)}
        </select>
      </div>
      <Checkbox label="Send me promotional offers" checked={optIn} onChecked={setOptIn} />
      <p className="ui-muted">Email: <span dir="ltr">{user.email}</span></p>
      <div className="ui-row"><Button type="submit" disabled={saving}>{saving ? 'Saving…' : 'Save profile'}</Button></div>
    </form>
  );
}
