/**
 * "Your comparison sets" (/RLHF, for creators): a new set (one of my experts, a rival expert by the last part of its
 * page address, prompts one per line), and each set's progress, results and raters' agreement (as a whole, and per
 * rater under the pseudonym the dataset exports use), all computed by the API from stored runs and ratings.
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

/** Each rater's agreement with the others, least agreeing first; low agreement is flagged and counted half. */
function RaterAgreements({ results }: { results: ComparisonSet['results'] }) {
  const t = useT();
  const locale = useLocale();
  if (results.raters.length === 0) return null;
  const flagged = results.raters.filter((rater) => rater.flagged).length;
  return (
    <>
      {flagged > 0 && results.weighted_rate !== null && (
        <span data-result="weighted">{t('rlhf.sets.weighted', { rate: percent(results.weighted_rate, locale), flagged })}</span>
      )}
      <details className="rlhf-raters">
        <summary>{t('rlhf.sets.raters', { n: results.raters.length })}</summary>
        <ul>
          {results.raters.map((rater) => (
            <li key={rater.rater} data-rater={rater.rater} data-flagged={rater.flagged}>
              <code dir="ltr">{rater.rater}</code>{' '}
              {rater.agreement === null
                ? t('rlhf.sets.raterAlone', { ratings: rater.ratings })
                : t('rlhf.sets.rater', { agreement: percent(rater.agreement, locale), compared: rater.compared, ratings: rater.ratings })}
              {rater.flagged && <strong className="rlhf-raters__flag"> {t('rlhf.sets.raterFlagged')}</strong>}
            </li>
          ))}
        </ul>
      </details>
    </>
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
      <RaterAgreements results={results} />
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
