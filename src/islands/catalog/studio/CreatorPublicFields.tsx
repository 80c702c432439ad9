/**
 * The fields of a creator's public profile that both the creator request and the profile editor ask: headline and
 * bio, then (after whatever the form adds between, e.g. the request's motivation) website and country. The labels,
 * hints and limits are the API's, so the two forms cannot drift apart.
 */
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/react.tsx';
import type { FormFailure } from '../../../lib/errors/form-failure.ts';
import { TextAreaField, TextField } from '../../ui/controls.tsx';

export interface PublicFieldValues {
  headline: string;
  bio: string;
  website: string;
  country: string;
}

interface Props {
  fields: PublicFieldValues;
  set: (name: keyof PublicFieldValues) => (value: string) => void;
  failure: FormFailure;
  /** Shown between the bio and the website. */
  children?: ReactNode;
}

export function CreatorPublicFields({ fields, set, failure, children }: Props) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('studio.apply.headline')}
        value={fields.headline}
        onValue={set('headline')}
        error={failure.fields.headline}
        required
        maxLength={90}
      />
      <TextAreaField
        className="studio-textarea"
        label={t('studio.apply.bio')}
        value={fields.bio}
        onValue={set('bio')}
        error={failure.fields.bio}
        hint={t('studio.apply.bioHint')}
        required
        maxLength={1000}
      />
      {children}
      <div className="ui-grid-2">
        <TextField
          label={t('studio.apply.website')}
          type="url"
          value={fields.website}
          onValue={set('website')}
          error={failure.fields.website}
          hint={t('studio.apply.websiteHint')}
          maxLength={300}
          dir="ltr"
        />
        <TextField
          label={t('studio.apply.country')}
          value={fields.country}
          onValue={set('country')}
          error={failure.fields.country}
          hint={t('studio.apply.countryHint')}
          required
          maxLength={2}
          autoComplete="country"
          dir="ltr"
        />
      </div>
    </>
  );
}
