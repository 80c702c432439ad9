/**
 * "Your comparison sets" (/RLHF, for creators): a new set (one of my experts, a rival expert by the last part of its
 * page address, prompts one per line), and each set's progress, results and raters' agreement, all computed by the
 * API from stored runs and ratings.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ComparisonSet } from '../../../contract/preferences/entities.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { $myExperts } from '../../stores/catalog/studio/my-experts.ts';
import { $comparisonSets, createComparisonSet } from '../../stores/preferences/sets.ts';
import { LoadState, SelectField, SubmitButton, TextAreaField, TextField } from '../ui/controls.tsx';

const percent = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
const decimal = (value: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);

function NewSet() {
  const t = useT();
  const mine = useStore($myExperts);
  const experts = mine.data?.items ?? [];
  const [expert, setExpert] = useState('');
  const [rival, setRival] = useState('');
  const [prompts, setPrompts] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState('');
  const chosen = expert || experts[0]?.slug || '';
  if (mine.data === undefined) return <LoadState error={mine.error} label={t('rlhf.loading')} />;
  if (experts.length === 0) return <p className="muted">{t('rlhf.sets.noExperts')}</p>;
  return (
    <form
      className="rlhf-form"
      aria-labelledby="rlhf-new-set"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setDone('');
        const outcome = await createComparisonSet({ expert: chosen, rival, prompts });
        setBusy(false);
        if (!outcome.ok) return setErrors(outcome.failure.fields);
        setErrors({});
        setPrompts('');
        setDone(t('rlhf.sets.created'));
      }}
    >
      <h3 id="rlhf-new-set">{t('rlhf.sets.new')}</h3>
      <SelectField label={t('rlhf.sets.expert')} value={chosen} onValue={setExpert} required>
        {experts.map((item) => (
          <option key={item.slug} value={item.slug}>
            {item.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('rlhf.sets.rival')} value={rival} onValue={setRival} error={errors.rival} required maxLength={120} />
      <TextAreaField label={t('rlhf.sets.prompts')} value={prompts} onValue={setPrompts} error={errors.prompts} rows={4} required />
      <SubmitButton busy={busy}>{t('rlhf.sets.create')}</SubmitButton>
      <p className="ws-note" role="status">
        {done}
      </p>
    </form>
  );
}

function SetResults({ set }: { set: ComparisonSet }) {
  const t = useT();
  const locale = useLocale();
  const { results, tasks } = set;
  return (
    <li className="rlhf-set" data-set={set.id} data-ratings={results.ratings}>
      <strong>{t('rlhf.sets.vs', { expert: set.expert.name, rival: set.rival.name })}</strong>
      <span>{t('rlhf.sets.progress', { ready: tasks.ready, total: tasks.total })}</span>
      {tasks.failed > 0 && <span>{t('rlhf.sets.failed', { count: tasks.failed })}</span>}
      <span data-result="ratings">{t('rlhf.sets.ratings', { count: results.ratings })}</span>
      <span>
        {t('rlhf.sets.results', { wins: results.expert_wins, losses: results.rival_wins, ties: results.ties, bothBad: results.both_bad })}
      </span>
      {results.rate !== null && results.low !== null && results.high !== null && (
        <span>
          {t('rlhf.sets.rate', {
            rate: percent(results.rate, locale),
            low: percent(results.low, locale),
            high: percent(results.high, locale),
          })}
        </span>
      )}
      <span>
        {results.alpha === null
          ? t('rlhf.sets.alphaNone')
          : t('rlhf.sets.alpha', { alpha: decimal(results.alpha, locale), tasks: results.multi_rated_tasks })}
      </span>
    </li>
  );
}

export function ComparisonSets() {
  const t = useT();
  const sets = useStore($comparisonSets);
  const items = sets.data?.items ?? [];
  return (
    <div className="rlhf-sets" data-rlhf="sets">
      <NewSet />
      <h3>{t('rlhf.sets.title')}</h3>
      {sets.data === undefined ? (
        <LoadState error={sets.error} label={t('rlhf.loading')} />
      ) : items.length === 0 ? (
        <p className="muted">{t('rlhf.sets.empty')}</p>
      ) : (
        <ul className="ws-list">
          {items.map((set) => (
            <SetResults key={set.id} set={set} />
          ))}
        </ul>
      )}
    </div>
  );
}
