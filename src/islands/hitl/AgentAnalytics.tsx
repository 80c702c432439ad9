/**
 * Agent analytics, live: what the signed-in creator's experts answered and how people reviewed it, all counted by
 * the API from stored runs and review items (stores/hitl/analytics.ts): answers over 30 days against the 30 before,
 * the share accepted, the median review time, what waits now; eight weeks by decision; every expert's row. A member
 * who is not a creator learns how to become one; a creator with no answers yet sees zeros, never sample figures.
 */
import { useStore } from '@nanostores/react';
import type { AgentAnalytics as Analytics } from '../../../contract/hitl/entities.ts';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { pathInLocale } from '../../stores/auth/navigation.ts';
import { $agentAnalytics } from '../../stores/hitl/analytics.ts';
import { EarningsPanel as Panel } from '../billing/EarningsPanel.tsx';
import { formatCount, formatPercent } from '../billing/earnings-format.ts';
import { FigureStats, NotCreatorYet } from '../billing/FigureStats.tsx';
import { FiguresTable } from '../billing/FiguresTable.tsx';
import { formatDuration } from '../ui/duration-format.ts';
import { LoadState } from '../ui/controls.tsx';
import '../billing/earnings.css';
import '../ui/figures.css';

export const AGENT_ANALYTICS_MESSAGES = ['hitl.analytics.', 'form.'] as const;
const DECISIONS = ['accept', 'edit', 'respond', 'ignore'] as const;
type Decisions = Analytics['decisions'];

const total = (d: Decisions) => d.accept + d.edit + d.respond + d.ignore;
/** Accepted as written or after an edit, of every decision; null without any. */
const acceptedShare = (d: Decisions) => (total(d) === 0 ? null : (d.accept + d.edit) / total(d));

function Stats({ analytics }: { analytics: Analytics }) {
  const t = useT();
  const locale = useLocale();
  const share = acceptedShare(analytics.decisions);
  const stats = [
    {
      key: 'answers',
      value: formatCount(analytics.answers, locale),
      note: t('hitl.analytics.stats.before', { value: formatCount(analytics.answers_previous, locale) }),
    },
    {
      key: 'accepted',
      value: share === null ? '—' : formatPercent(share, locale),
      note: t('hitl.analytics.stats.decisions', { value: formatCount(total(analytics.decisions), locale) }),
    },
    {
      key: 'median',
      value: analytics.median_review_seconds === null ? '—' : formatDuration(analytics.median_review_seconds, locale),
      note: t('hitl.analytics.stats.medianNote'),
    },
    { key: 'pending', value: formatCount(analytics.pending, locale), note: t('hitl.analytics.stats.pendingNote') },
  ];
  return (
    <FigureStats
      label={t('hitl.analytics.stats.label')}
      figures={stats.map((stat) => ({ ...stat, label: t(`hitl.analytics.stats.${stat.key}`) }))}
    />
  );
}

function Weeks({ weeks }: { weeks: Analytics['weeks'] }) {
  const t = useT();
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const header = [t('hitl.analytics.weeks.week'), ...DECISIONS.map((d) => t(`hitl.analytics.decision.${d}`))];
  return (
    <Panel id="weeks" title={t('hitl.analytics.weeks.title')} subtitle={t('hitl.analytics.weeks.subtitle')} wide>
      <FiguresTable labelledby="earnings-weeks" header={header}>
        {weeks.map((week) => (
          <tr key={week.week_start} data-week={week.week_start}>
            <th scope="row">{t('hitl.analytics.weeks.from', { date: day.format(new Date(`${week.week_start}T00:00:00Z`)) })}</th>
            {DECISIONS.map((d) => (
              <td key={d} className="num">
                {formatCount(week.decisions[d], locale)}
              </td>
            ))}
          </tr>
        ))}
      </FiguresTable>
    </Panel>
  );
}

function Experts({ experts }: { experts: Analytics['experts'] }) {
  const t = useT();
  const locale = useLocale();
  const header = ['expert', 'answers', 'decisions', 'accepted', 'median', 'pending'].map((key) => t(`hitl.analytics.experts.${key}`));
  return (
    <Panel id="agents" title={t('hitl.analytics.experts.title')} subtitle={t('hitl.analytics.experts.subtitle')} wide>
      {experts.length === 0 ? (
        <p className="muted">{t('hitl.analytics.experts.empty')}</p>
      ) : (
        <FiguresTable labelledby="earnings-agents" header={header}>
          {experts.map((row) => {
            const share = acceptedShare(row.decisions);
            return (
              <tr key={row.expert.id} data-expert={row.expert.slug}>
                <th scope="row">
                  <a href={pathInLocale(locale, `/experts/${encodeURIComponent(row.expert.slug)}`)}>{row.expert.name}</a>
                </th>
                <td className="num">{formatCount(row.answers, locale)}</td>
                <td className="num">{formatCount(total(row.decisions), locale)}</td>
                <td className="num">{share === null ? '—' : formatPercent(share, locale)}</td>
                <td className="num">{row.median_review_seconds === null ? '—' : formatDuration(row.median_review_seconds, locale)}</td>
                <td className="num">{formatCount(row.pending, locale)}</td>
              </tr>
            );
          })}
        </FiguresTable>
      )}
    </Panel>
  );
}

function NotCreator() {
  const t = useT();
  return (
    <NotCreatorYet
      title={t('hitl.analytics.notCreator.title')}
      text={t('hitl.analytics.notCreator.text')}
      action={t('hitl.analytics.notCreator.action')}
    />
  );
}

function AgentAnalytics() {
  const t = useT();
  const view = useStore($agentAnalytics);
  if (view.data === undefined) return <LoadState error={view.error} lines={6} label={t('hitl.analytics.loading')} />;
  if (!view.data.creator) return <NotCreator />;
  const { analytics } = view.data;
  return (
    <div className="earnings" data-agent-analytics>
      <Stats analytics={analytics} />
      <div className="earnings-grid">
        <Weeks weeks={analytics.weeks} />
        <Experts experts={analytics.experts} />
      </div>
    </div>
  );
}

export default withI18n(AgentAnalytics);
