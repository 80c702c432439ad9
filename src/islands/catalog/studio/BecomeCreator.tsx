/**
 * "Become a creator": the caller's standing first (a creator already, a request waiting, a request rejected with
 * the admin's reason), then the request form when one may be sent. Field messages come from the API's 422 (or
 * CREATOR_SLUG_TAKEN on the handle), through attempt() and FormFailure.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { Locale } from '../../../../contract/locales.ts';
import { useLocale, useT, withI18n } from '../../../i18n/react.tsx';
import { type FormFailure, NO_FAILURE } from '../../../lib/errors/form-failure.ts';
import { notify } from '../../../lib/toast/index.ts';
import { loadFailureMessage } from '../../../lib/errors/api-handler.ts';
import { $creatorStatus, type CreatorRequestFields, requestCreator } from '../../../stores/catalog/studio/creator.ts';
import { Button, ErrorList, LanguageField, Notice, Placeload, TextAreaField, TextField } from '../../ui/controls.tsx';
import { CreatorPublicFields } from './CreatorPublicFields.tsx';
import './studio.css';
import { formatDateTime } from '../../ui/format.ts';

export const BECOME_CREATOR_MESSAGES = ['studio.apply.', 'form.'] as const;

function RequestForm({ again }: { again: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [fields, setFields] = useState({ slug: '', display_name: '', headline: '', bio: '', motivation: '', website: '', country: '' });
  const [language, setLanguage] = useState<string>(locale);
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const body: CreatorRequestFields = {
      slug: fields.slug.trim(),
      display_name: fields.display_name.trim(),
      headline: fields.headline.trim(),
      bio: fields.bio.trim(),
      motivation: fields.motivation.trim(),
      country: fields.country.trim().toUpperCase(),
      locale: language as Locale,
      ...(fields.website.trim() ? { website: fields.website.trim() } : {}),
    };
    const outcome = await requestCreator(body);
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.failure);
    setFailure(NO_FAILURE);
    notify.success(t('studio.apply.sent'));
  }

  return (
    <form className="ui-stack" onSubmit={submit} noValidate aria-label={t('studio.apply.form')}>
      <h2 className="ui-heading">{t(again ? 'studio.apply.againHeading' : 'studio.apply.formHeading')}</h2>
      <ErrorList messages={failure.general} />
      <div className="ui-grid-2">
        <TextField
          label={t('studio.apply.displayName')}
          value={fields.display_name}
          onValue={set('display_name')}
          error={failure.fields.display_name}
          required
          maxLength={60}
          autoComplete="name"
        />
        <TextField
          label={t('studio.apply.slug')}
          value={fields.slug}
          onValue={set('slug')}
          error={failure.fields.slug}
          hint={t('studio.apply.slugHint')}
          required
          maxLength={60}
          dir="ltr"
          autoCapitalize="off"
          spellCheck={false}
        />
      </div>
      <CreatorPublicFields fields={fields} set={set} failure={failure}>
        <TextAreaField
          className="studio-textarea"
          label={t('studio.apply.motivation')}
          value={fields.motivation}
          onValue={set('motivation')}
          error={failure.fields.motivation}
          hint={t('studio.apply.motivationHint')}
          required
          maxLength={1000}
        />
      </CreatorPublicFields>
      <LanguageField
        id="creator-language"
        label={t('studio.apply.language')}
        hint={t('studio.apply.languageHint')}
        value={language}
        onValue={setLanguage}
      />
      <div className="ui-row">
        <Button type="submit" busy={busy}>
          {t('studio.apply.submit')}
        </Button>
      </div>
    </form>
  );
}

function BecomeCreator({ studioHref }: { studioHref: string }) {
  const t = useT();
  const locale = useLocale();
  const status = useStore($creatorStatus);
  if (status.data === undefined) {
    return status.error ? (
      <ErrorList messages={[loadFailureMessage(status.error)]} />
    ) : (
      <Placeload lines={4} label={t('studio.apply.loading')} />
    );
  }
  const { is_creator, profile, request } = status.data;
  if (is_creator && profile) {
    return (
      <section className="studio-card" aria-labelledby="creator-standing" data-creator-status="approved">
        <h2 id="creator-standing">{t('studio.apply.approvedHeading')}</h2>
        <p>{t('studio.apply.approved', { name: profile.display_name })}</p>
        <p>
          <a className="ui-btn" href={studioHref}>
            {t('studio.apply.openStudio')}
          </a>
        </p>
      </section>
    );
  }
  return (
    <div className="ui-stack">
      {request?.status === 'pending' && (
        <section className="studio-card" aria-labelledby="creator-standing" data-creator-status="pending">
          <h2 id="creator-standing">{t('studio.apply.pendingHeading')}</h2>
          <p>{t('studio.apply.pending', { date: formatDateTime(request.created_at, locale) })}</p>
        </section>
      )}
      {request?.status === 'rejected' && (
        <section className="studio-card" aria-labelledby="creator-standing" data-creator-status="rejected">
          <h2 id="creator-standing">{t('studio.apply.rejectedHeading')}</h2>
          <p>{t('studio.apply.rejected')}</p>
          <Notice>
            <strong>{t('studio.apply.reason')}</strong> {request.review_note}
          </Notice>
        </section>
      )}
      {request?.status !== 'pending' && <RequestForm again={request?.status === 'rejected'} />}
    </div>
  );
}

export default withI18n(BecomeCreator);
