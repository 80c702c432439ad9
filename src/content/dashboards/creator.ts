import type { Datum, Series, Stat, Translate } from './types.ts';
import { expertName } from './experts.ts';

export type PayoutStatus = 'paid' | 'scheduled';

/** Sample data for the creator earnings dashboard: someone who builds and rents out AI experts and protocols. */
export const creatorEarnings = (t: Translate) => ({
  stats: [
    {
      label: t('dashboard.creator.stats.earnings'),
      value: 4820,
      kind: 'currency',
      change: 640,
      higherIsBetter: true,
      period: t('dashboard.period.vsLastMonth'),
    },
    {
      label: t('dashboard.creator.stats.subscribers'),
      value: 312,
      kind: 'number',
      change: 28,
      higherIsBetter: true,
      period: t('dashboard.period.thisMonth'),
    },
    {
      label: t('dashboard.creator.stats.hires'),
      value: 187,
      kind: 'number',
      change: 19,
      higherIsBetter: true,
      period: t('dashboard.period.thisMonth'),
    },
    {
      label: t('dashboard.creator.stats.averageRating'),
      value: 4.8,
      kind: 'number',
      change: 0.1,
      higherIsBetter: true,
      period: t('dashboard.period.last90Days'),
    },
  ] satisfies Stat[],
  /** The last twelve months, as ISO months. */
  months: [
    '2025-05',
    '2025-06',
    '2025-07',
    '2025-08',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
    '2026-04',
  ],
  earnings: [
    {
      name: t('dashboard.creator.earningsSeries'),
      values: [1450, 1620, 1580, 1910, 2240, 2460, 2890, 3120, 3480, 3900, 4180, 4820],
    },
  ] satisfies Series[],
  bySource: [
    { label: t('dashboard.creator.sources.subscriptions'), value: 2210 },
    { label: t('dashboard.creator.sources.perTask'), value: 1680 },
    { label: t('dashboard.creator.sources.licences'), value: 720 },
    { label: t('dashboard.creator.sources.tips'), value: 210 },
  ] satisfies Datum[],
  topExperts: [
    { name: expertName(t, 'menu-compliance-checker'), hires: 74, rating: 4.9, earnings: 1930 },
    { name: expertName(t, 'iep-goal-writer'), hires: 51, rating: 4.8, earnings: 1410 },
    { name: expertName(t, 'grant-budget-builder'), hires: 38, rating: 4.7, earnings: 990 },
    { name: expertName(t, 'lease-clause-explainer'), hires: 24, rating: 4.6, earnings: 490 },
  ],
  payouts: [
    { date: '2026-04-01', amount: 4180, status: 'paid' as PayoutStatus },
    { date: '2026-03-01', amount: 3900, status: 'paid' as PayoutStatus },
    { date: '2026-05-01', amount: 4820, status: 'scheduled' as PayoutStatus },
  ],
});
