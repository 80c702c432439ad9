/**
 * The expert editor's fields: the copy, its language and the languages it works in, category and tags, the sites
 * it is listed on, the human-review flag, conversation starters and the price. Field messages come from the
 * editor's FormFailure (the API's 422 locations: `name`, `price.amount`, `starters` …).
 */
import { useStore } from '@nanostores/react';
import { LANGUAGE_NATIVE_NAMES, LOCALES, type Locale } from '../../../../contract/locales.ts';
import { useLocale, useT } from '../../../i18n/react.tsx';
import type { FormFailure } from '../../../lib/errors/form-failure.ts';
import { $studioCategories, $studioTags } from '../../../stores/catalog/studio/my-experts.ts';
import { CheckboxField, CheckboxGroup, SelectField, TextAreaField, TextField } from '../../ui/controls.tsx';
import './studio.css';
import type { Draft, PriceModel } from './draft.ts';
import { TagPicker } from './TagPicker.tsx';

const PRICE_MODELS: readonly { model: PriceModel; key: string }[] = [
  { model: 'free', key: 'studio.editor.priceFree' },
  { model: 'per_run', key: 'studio.editor.pricePerRun' },
  { model: 'subscription', key: 'studio.editor.priceSubscription' },
];

/** The first message of a field or of any item inside it (`starters.0`). */
function fieldError(failure: FormFailure, name: string): string | undefined {
  return failure.fields[name] ?? Object.entries(failure.fields).find(([key]) => key.startsWith(`${name}.`))?.[1];
}

export function ExpertForm({
  draft,
  onDraft,
  failure,
  tenants,
}: {
  draft: Draft;
  onDraft: (change: Partial<Draft>) => void;
  failure: FormFailure;
  tenants: readonly { id: string; name: string }[];
}) {
  const t = useT();
  const locale = useLocale();
  const categories = useStore($studioCategories);
  const tags = useStore($studioTags);
  const error = (name: string) => fieldError(failure, name);
  const languages = LOCALES.map((code) => ({ value: code, label: LANGUAGE_NATIVE_NAMES[code] }));

  return (
    <>
      <TextField
        label={t('studio.editor.name')}
        value={draft.name}
        onValue={(name) => onDraft({ name })}
        error={error('name')}
        required
        maxLength={60}
      />
      <TextField
        label={t('studio.editor.headline')}
        value={draft.headline}
        onValue={(headline) => onDraft({ headline })}
        error={error('headline')}
        required
        maxLength={120}
      />
      <TextAreaField
        className="studio-textarea"
        label={t('studio.editor.description')}
        value={draft.description}
        onValue={(description) => onDraft({ description })}
        error={error('description')}
        hint={t('studio.editor.descriptionHint', { min: 120, length: draft.description.trim().length })}
        required
        maxLength={4000}
        rows={8}
      />
      <div className="ui-grid-2">
        <SelectField
          label={t('studio.editor.locale')}
          value={draft.locale}
          onValue={(value) => onDraft({ locale: value as Locale })}
          error={error('locale')}
          hint={t('studio.editor.localeHint')}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NATIVE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('studio.editor.category')}
          value={draft.category}
          onValue={(category) => onDraft({ category })}
          error={error('category')}
          required
        >
          <option value="">{t('studio.editor.chooseCategory')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.labels[locale] ?? category.labels.en ?? category.slug}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxGroup
        legend={t('studio.editor.languages')}
        options={languages}
        chosen={draft.languages}
        onChosen={(chosen) => onDraft({ languages: chosen })}
        error={error('languages')}
      />
      <TagPicker tags={tags.data ?? []} chosen={draft.tags} onChosen={(chosen) => onDraft({ tags: chosen })} error={error('tags')} />
      <CheckboxGroup
        legend={t('studio.editor.tenants')}
        hint={t('studio.editor.tenantsHint')}
        options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
        chosen={draft.tenants}
        onChosen={(chosen) => onDraft({ tenants: chosen })}
        error={error('tenants')}
      />
      <CheckboxField
        label={t('studio.editor.humanReview')}
        hint={t('studio.editor.humanReviewHint')}
        checked={draft.human_review}
        onChecked={(human_review) => onDraft({ human_review })}
      />
      <TextAreaField
        className="studio-textarea"
        label={t('studio.editor.starters')}
        value={draft.starters}
        onValue={(starters) => onDraft({ starters })}
        error={error('starters')}
        hint={t('studio.editor.startersHint')}
        rows={4}
      />
      <div className="ui-grid-2">
        <SelectField
          label={t('studio.editor.priceModel')}
          value={draft.priceModel}
          onValue={(value) => onDraft({ priceModel: value as PriceModel, priceAmount: value === 'free' ? '0' : draft.priceAmount })}
          error={error('price.model')}
        >
          {PRICE_MODELS.map(({ model, key }) => (
            <option key={model} value={model}>
              {t(key)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('studio.editor.priceAmount')}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={draft.priceAmount}
          onValue={(priceAmount) => onDraft({ priceAmount })}
          error={error('price.amount') ?? error('price')}
          hint={t('studio.editor.priceHint')}
          disabled={draft.priceModel === 'free'}
          dir="ltr"
        />
      </div>
    </>
  );
}
