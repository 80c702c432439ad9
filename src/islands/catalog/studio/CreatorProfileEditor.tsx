/**
 * The creator's public profile (issue 27, item 4): display name, headline, bio, website, country, language and
 * picture address, as the creator page shows them. Only changed fields are sent; field messages come from the
 * API's 422 through attempt() and FormFailure. Someone who is not a creator sees nothing here.
 */
import { type FormEvent, useState } from 'react';
import type { CreatorProfile } from '../../../../contract/catalog/entities.ts';
import type { Locale } from '../../../../contract/locales.ts';
import { useT, withI18n } from '../../../i18n/react.tsx';
import { type FormFailure, NO_FAILURE } from '../../../lib/errors/form-failure.ts';
import { notify } from '../../../lib/toast/index.ts';
import { $creatorStatus, type CreatorProfileFields, updateCreatorProfile } from '../../../stores/catalog/studio/creator.ts';
import { Button, ErrorList, LanguageField, TextField } from '../../ui/controls.tsx';
import { CreatorPublicFields } from './CreatorPublicFields.tsx';
import './studio.css';
import { useIslandStore } from '../../ui/use-island-store.ts';

export const CREATOR_PROFILE_MESSAGES = ['studio.profile.', 'studio.apply.', 'form.'] as const;

const blankToNull = (value: string) => (value.trim() ? value.trim() : null);

function ProfileForm({ profile }: { profile: CreatorProfile }) {
  const t = useT();
  const [fields, setFields] = useState({
    display_name: profile.display_name,
    headline: profile.headline,
    bio: profile.bio,
    website: profile.website ?? '',
    country: profile.country,
    avatar_url: profile.avatar_url ?? '',
  });
  const [language, setLanguage] = useState<string>(profile.locale);
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: CreatorProfileFields = {
      display_name: fields.display_name.trim(),
      headline: fields.headline.trim(),
      bio: fields.bio.trim(),
      website: blankToNull(fields.website),
      country: fields.country.trim().toUpperCase(),
      locale: language as Locale,
      avatar_url: blankToNull(fields.avatar_url),
    };
    const changed = Object.fromEntries(
      Object.entries(next).filter(([key, value]) => value !== (profile as unknown as Record<string, unknown>)[key]),
    ) as CreatorProfileFields;
    if (Object.keys(changed).length === 0) return notify.success(t('studio.profile.unchanged'));
    setBusy(true);
    const outcome = await updateCreatorProfile(changed);
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.failure);
    setFailure(NO_FAILURE);
    notify.success(t('studio.profile.saved'));
  }

  return (
    <form className="ui-stack studio-card" onSubmit={submit} noValidate aria-labelledby="creator-profile-heading">
      <h2 id="creator-profile-heading" className="ui-heading">
        {t('studio.profile.heading')}
      </h2>
      <p className="ui-muted">{t('studio.profile.lede', { handle: profile.slug })}</p>
      <ErrorList messages={failure.general} />
      <TextField
        label={t('studio.apply.displayName')}
        value={fields.display_name}
        onValue={set('display_name')}
        error={failure.fields.display_name}
        required
        maxLength={60}
      />
      <CreatorPublicFields fields={fields} set={set} failure={failure} />
      <TextField
        label={t('studio.profile.avatar')}
        type="url"
        value={fields.avatar_url}
        onValue={set('avatar_url')}
        error={failure.fields.avatar_url}
        hint={t('studio.profile.avatarHint')}
        maxLength={300}
        dir="ltr"
      />
      <LanguageField
        id="creator-profile-language"
        label={t('studio.apply.language')}
        hint={t('studio.apply.languageHint')}
        value={language}
        onValue={setLanguage}
      />
      <div className="ui-row">
        <Button type="submit" busy={busy}>
          {t('studio.profile.save')}
        </Button>
      </div>
    </form>
  );
}

function CreatorProfileEditor() {
  const status = useIslandStore($creatorStatus);
  const profile = status.data?.profile;
  // Keyed by the saved profile's fields, so a save (or another tab) starts the form from what the server kept.
  return profile ? <ProfileForm key={JSON.stringify(profile)} profile={profile} /> : null;
}

export default withI18n(CreatorProfileEditor);
