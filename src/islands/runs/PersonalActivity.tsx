/**
 * Personal 2, live: the person's tasks and spending in figures, all counted by the API from stored rows
 * (stores/runs/activity.ts): in progress, completed this month against last, the median time to an answer,
 * completions by weekday, spending by category, the experts ran most. Nothing here is sample data; a person
 * with no runs yet sees zeros and the way to a first one.
 */
import { useStore } from '@nanostores/react';
import type { Spending } from '../../../contract/billing/entities.ts';
import type { RunActivity } from '../../../contract/runs/entities.ts';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { $personalActivity } from '../../stores/runs/activity.ts';
import { EarningsPanel as Panel } from '../billing/EarningsPanel.tsx';
import { formatCount } from '../billing/earnings-format.ts';
import { FigureStats } from '../billing/FigureStats.tsx';
import { FiguresTable } from '../billing/FiguresTable.tsx';
import { formatMoney } from '../billing/money.ts';
import { buttonClass, LoadState, Notice } from '../ui/controls.tsx';
import { formatDuration, weekdayNames } from '../ui/duration-format.ts';
import '../billing/earnings.css';
import '../ui/figures.css';

export const PERSONAL_ACTIVITY_MESSAGES = ['runs.activity.', 'form.'] as const;

interface Links {
  /** `/experts/` in the page's language: an expert's link is this plus the slug. */
  expertsHref: string;
  catalogHref: string;
  billingHref: string;
}

function money(spending: Spending, pick: 'this_month' | 'last_month', locale: string): string {
  if (spending.currencies.length === 0) return formatMoney(0, 'USD', locale);
  return spending.currencies.map((row) => formatMoney(row[pick], row.currency, locale)).join(' · ');
}

function Stats({ runs, spending }: { runs: RunActivity; spending: Spending }) {
  const t = useT();
  const locale = useLocale();
  const stats = [
    {
      key: 'inProgress',
      value: formatCount(runs.in_progress, locale),
      note: t('runs.activity.stats.waitingReview', { count: formatCount(runs.waiting_review, locale) }),
    },
    {
      key: 'completed',
      value: formatCount(runs.completed_this_month, locale),
      note: t('runs.activity.stats.lastMonth', { value: formatCount(runs.completed_last_month, locale) }),
    },
    {
      key: 'median',
      value: runs.median_answer_seconds === null ? '—' : formatDuration(runs.median_answer_seconds, locale),
      note: t('runs.activity.stats.medianNote'),
    },
    {
      key: 'spent',
      value: money(spending, 'this_month', locale),
      note: t('runs.activity.stats.lastMonth', { value: money(spending, 'last_month', locale) }),
    },
  ];
  return (
    <FigureStats
      label={t('runs.activity.stats.label')}
      figures={stats.map((stat) => ({ ...stat, label: t(`runs.activity.stats.${stat.key}`) }))}
    />
  );
}

function ByWeekday({ counts }: { counts: readonly number[] }) {
  const t = useT();
  const locale = useLocale();
  const names = weekdayNames(locale);
  const top = Math.max(1, ...counts);
  return (
    <Panel id="weekday" title={t('runs.activity.weekday.title')} subtitle={t('runs.activity.weekday.subtitle')}>
      <FiguresTable labelledby="earnings-weekday" header={[t('runs.activity.weekday.day'), t('runs.activity.weekday.completed')]}>
        {counts.map((count, index) => (
          <tr key={names[index]} data-weekday={index + 1}>
            <th scope="row">{names[index]}</th>
            <td className="num">
              <span className="figure-track" aria-hidden="true">
                <span className="figure-bar" style={{ inlineSize: `${(count / top) * 100}%` }} />
              </span>
              {formatCount(count, locale)}
            </td>
          </tr>
        ))}
      </FiguresTable>
    </Panel>
  );
}

function SpendingPanel({ spending, billingHref }: { spending: Spending; billingHref: string }) {
  const t = useT();
  const locale = useLocale();
  const rows = spending.currencies.flatMap((row) => row.by_category.map((part) => ({ ...part, currency: row.currency })));
  return (
    <Panel id="spending" title={t('runs.activity.spending.title')} subtitle={t('runs.activity.spending.subtitle')}>
      {rows.length === 0 ? (
        <p className="muted">{t('runs.activity.spending.empty')}</p>
      ) : (
        <FiguresTable labelledby="earnings-spending" header={[t('runs.activity.spending.category'), t('runs.activity.spending.amount')]}>
          {rows.map((row) => (
            <tr key={`${row.currency}:${row.category?.slug ?? ''}`}>
              <th scope="row">
                {row.category
                  ? (row.category.labels[locale] ?? row.category.labels.en ?? row.category.slug)
                  : t('runs.activity.spending.removed')}
              </th>
              <td className="num">{formatMoney(row.amount, row.currency, locale)}</td>
            </tr>
          ))}
        </FiguresTable>
      )}
      <p className="small" data-credits={spending.unused_run_credits} data-subscriptions={spending.active_subscriptions}>
        {t('runs.activity.spending.unused', { count: formatCount(spending.unused_run_credits, locale) })} ·{' '}
        {t('runs.activity.spending.subscriptions', { count: formatCount(spending.active_subscriptions, locale) })}
      </p>
      <p className="small muted">
        {t('runs.activity.spending.sandbox')} <a href={billingHref}>{t('runs.activity.spending.history')}</a>
      </p>
    </Panel>
  );
}

function TopExperts({ experts, expertsHref }: { experts: RunActivity['top_experts']; expertsHref: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Panel id="experts" title={t('runs.activity.experts.title')} subtitle={t('runs.activity.experts.subtitle')} wide>
      {experts.length === 0 ? (
        <p className="muted">{t('runs.activity.experts.empty')}</p>
      ) : (
        <FiguresTable labelledby="earnings-experts" header={[t('runs.activity.experts.expert'), t('runs.activity.experts.runs')]}>
          {experts.map(({ expert, runs }) => (
            <tr key={expert.id}>
              <th scope="row">
                <a href={`${expertsHref}${encodeURIComponent(expert.slug)}`}>{expert.name}</a>
              </th>
              <td className="num">{formatCount(runs, locale)}</td>
            </tr>
          ))}
        </FiguresTable>
      )}
    </Panel>
  );
}

function PersonalActivity({ expertsHref, catalogHref, billingHref }: Links) {
  const t = useT();
  const activity = useStore($personalActivity);
  if (activity.data === undefined) return <LoadState error={activity.error} lines={6} label={t('runs.activity.loading')} />;
  const { runs, spending } = activity.data;
  const nothingYet = runs.in_progress + runs.completed_this_month + runs.completed_last_month + runs.top_experts.length === 0;
  return (
    <div className="earnings" data-personal-activity>
      <Stats runs={runs} spending={spending} />
      {nothingYet && (
        <Notice>
          <strong>{t('runs.activity.empty.title')}</strong> {t('runs.activity.empty.text')}{' '}
          <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={catalogHref}>
            {t('runs.activity.empty.action')}
          </a>
        </Notice>
      )}
      <div className="earnings-grid">
        <ByWeekday counts={runs.completed_by_weekday} />
        <SpendingPanel spending={spending} billingHref={billingHref} />
        <TopExperts experts={runs.top_experts} expertsHref={expertsHref} />
      </div>
    </div>
  );
}

export default withI18n(PersonalActivity);
