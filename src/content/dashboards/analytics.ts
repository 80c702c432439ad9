import type { Datum, Series, Stat, Translate } from './types.ts';
import { expertName } from './experts.ts';

/** Sample data for agent analytics: how often people accept agents' answers and how fast humans review them. */
export const agentAnalytics = (t: Translate) => ({
  stats: [
    {
      label: t('dashboard.analytics.stats.acceptanceRate'),
      value: 87.4,
      kind: 'percent',
      change: 2.1,
      higherIsBetter: true,
      period: t('dashboard.period.vsLast30Days'),
    },
    {
      label: t('dashboard.analytics.stats.medianTurnaround'),
      value: 38,
      kind: 'minutes',
      change: -7,
      higherIsBetter: false,
      period: t('dashboard.period.vsLast30Days'),
    },
    {
      label: t('dashboard.analytics.stats.answersReviewed'),
      value: 1284,
      kind: 'number',
      change: 166,
      higherIsBetter: true,
      period: t('dashboard.period.last30Days'),
    },
    {
      label: t('dashboard.analytics.stats.escalated'),
      value: 3.1,
      kind: 'percent',
      change: -0.6,
      higherIsBetter: false,
      period: t('dashboard.period.vsLast30Days'),
    },
  ] satisfies Stat[],
  weeks: [1, 2, 3, 4, 5, 6, 7, 8].map((number) => t('dashboard.analytics.week', { number })),
  acceptance: [
    { name: t('dashboard.analytics.acceptedAsWritten'), values: [71, 72, 74, 73, 76, 78, 79, 81] },
    { name: t('dashboard.analytics.acceptedAfterEdit'), values: [9, 9, 8, 8, 7, 7, 7, 6.4] },
  ] satisfies Series[],
  /** Median minutes per weekday, Monday first; the dates only name the weekday. */
  turnaroundByDay: [
    { day: '2026-04-13', value: 42 },
    { day: '2026-04-14', value: 35 },
    { day: '2026-04-15', value: 31 },
    { day: '2026-04-16', value: 36 },
    { day: '2026-04-17', value: 47 },
    { day: '2026-04-18', value: 95 },
    { day: '2026-04-19', value: 110 },
  ],
  outcomes: [
    { label: t('dashboard.analytics.outcomes.accepted'), value: 1040 },
    { label: t('dashboard.analytics.outcomes.edited'), value: 82 },
    { label: t('dashboard.analytics.outcomes.rejected'), value: 122 },
    { label: t('dashboard.analytics.outcomes.escalated'), value: 40 },
  ] satisfies Datum[],
  agents: [
    { name: expertName(t, 'menu-compliance-checker'), answers: 412, acceptance: 93.2, turnaround: 22 },
    { name: expertName(t, 'iep-goal-writer'), answers: 305, acceptance: 88.5, turnaround: 41 },
    { name: expertName(t, 'grant-budget-builder'), answers: 268, acceptance: 84.0, turnaround: 47 },
    { name: expertName(t, 'inspection-report-drafter'), answers: 187, acceptance: 81.3, turnaround: 55 },
    { name: expertName(t, 'lease-clause-explainer'), answers: 112, acceptance: 79.5, turnaround: 33 },
  ],
});
