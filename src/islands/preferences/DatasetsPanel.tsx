/**
 * Datasets of one of a creator's experts, in the protocol workbench (issue 25 item 5): filters (version, days, how
 * much raters agreed, what to do with ties) and a download per kind. The links point at the API's streamed export
 * (src/stores/preferences/datasets.ts), so the browser saves the file as it arrives.
 */
import { useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import {
  DATASET_KINDS,
  type DatasetFilters,
  datasetFilterErrors,
  datasetHref,
  NO_DATASET_FILTERS,
} from '../../stores/preferences/datasets.ts';
import { buttonClass, CheckboxField, SelectField, TextField } from '../ui/controls.tsx';
import './preferences.css';

export function DatasetsPanel({ expertId, versions }: { expertId: string; versions: readonly number[] }) {
  const t = useT();
  const [filters, setFilters] = useState<DatasetFilters>(NO_DATASET_FILTERS);
  const set = (field: keyof DatasetFilters) => (value: string) => setFilters((now) => ({ ...now, [field]: value }));
  const errors = datasetFilterErrors(filters);
  const valid = Object.keys(errors).length === 0;
  return (
    <section className="datasets" aria-labelledby="datasets-title">
      <h2 id="datasets-title">{t('datasets.title')}</h2>
      <p>{t('datasets.intro')}</p>
      <fieldset className="datasets__filters">
        <legend>{t('datasets.filters')}</legend>
        <SelectField id="datasets-version" label={t('datasets.version')} value={filters.version} onValue={set('version')}>
          <option value="">{t('datasets.allVersions')}</option>
          {versions.map((number) => (
            <option key={number} value={String(number)}>
              {t('datasets.versionNumber', { number })}
            </option>
          ))}
        </SelectField>
        <TextField id="datasets-from" type="date" label={t('datasets.from')} value={filters.from} onValue={set('from')} />
        <TextField
          id="datasets-to"
          type="date"
          label={t('datasets.to')}
          value={filters.to}
          onValue={set('to')}
          error={errors.to && t(errors.to)}
        />
        <TextField
          id="datasets-agreement"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={5}
          label={t('datasets.minAgreement')}
          hint={t('datasets.minAgreementHint')}
          value={filters.minAgreement}
          onValue={set('minAgreement')}
          error={errors.minAgreement && t(errors.minAgreement)}
        />
        <CheckboxField
          id="datasets-ties"
          label={t('datasets.markTies')}
          hint={t('datasets.markTiesHint')}
          checked={filters.ties === 'mark'}
          onChecked={(checked) => setFilters((now) => ({ ...now, ties: checked ? 'mark' : 'omit' }))}
        />
      </fieldset>
      <ul className="datasets__kinds">
        {DATASET_KINDS.map((kind) => (
          <li key={kind} className="datasets__kind">
            <h3>{t(`datasets.kind.${kind}.title`)}</h3>
            <p>{t(`datasets.kind.${kind}.about`)}</p>
            {valid ? (
              <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={datasetHref(expertId, kind, filters)} download>
                {t('datasets.download', { dataset: t(`datasets.kind.${kind}.title`) })}
              </a>
            ) : (
              <p className="datasets__blocked">{t('datasets.fixFilters')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
