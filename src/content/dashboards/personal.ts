import type { Datum, Stat, Translate, When } from './types.ts';
import { formatValue } from './format.ts';

/** The demo's "today" (a Wednesday): dates in the sample data are around it. */
export const DEMO_TODAY = '2026-04-22';

/** Sample data for "Personal 2": the person's chains of tasks, their history and what to try next. */
export const personalChains = (t: Translate, locale: string) => ({
  stats: [
    {
      label: t('dashboard.personal2.stats.walletBalance'),
      value: 1240,
      kind: 'currency',
      change: -180,
      higherIsBetter: true,
      period: t('dashboard.period.sinceTopUp'),
    },
    {
      label: t('dashboard.personal2.stats.tasksInProgress'),
      value: 9,
      kind: 'number',
      change: 2,
      higherIsBetter: true,
      period: t('dashboard.period.thisWeek'),
    },
    {
      label: t('dashboard.personal2.stats.tasksCompleted'),
      value: 57,
      kind: 'number',
      change: 14,
      higherIsBetter: true,
      period: t('dashboard.period.thisMonth'),
    },
    {
      label: t('dashboard.personal2.stats.medianFirstAnswer'),
      value: 4,
      kind: 'minutes',
      change: -2,
      higherIsBetter: false,
      period: t('dashboard.period.vsLastMonth'),
    },
  ] satisfies Stat[],
  /** Tasks completed per weekday, Monday first; the dates only name the weekday. */
  tasksByDay: [
    { day: '2026-04-13', value: 11 },
    { day: '2026-04-14', value: 14 },
    { day: '2026-04-15', value: 9 },
    { day: '2026-04-16', value: 16 },
    { day: '2026-04-17', value: 12 },
    { day: '2026-04-18', value: 3 },
    { day: '2026-04-19', value: 2 },
  ],
  spendByDomain: [
    { label: t('experts.domain.education'), value: 540 },
    { label: t('experts.domain.nutrition'), value: 310 },
    { label: t('experts.domain.business'), value: 260 },
    { label: t('experts.domain.legal'), value: 190 },
  ] satisfies Datum[],
  chains: [
    {
      title: t('dashboard.personal2.chains.lessonPlans'),
      expert: 'Ada Okafor',
      step: 3,
      steps: 5,
      due: { show: 'weekday', at: '2026-04-24' } as When,
    },
    {
      title: t('dashboard.personal2.chains.menuCompliance'),
      expert: 'Mateo Ruiz',
      step: 2,
      steps: 4,
      due: { show: 'weekday', at: '2026-04-23' } as When,
    },
    {
      title: t('dashboard.personal2.chains.grantApplication'),
      expert: 'Lin Wei',
      step: 4,
      steps: 6,
      due: { show: 'day', at: '2026-04-30' } as When,
    },
  ],
  history: [
    {
      when: { show: 'todayAt', at: `${DEMO_TODAY}T09:10` } as When,
      what: t('dashboard.personal2.history.finishedQuiz', { name: 'Ada Okafor' }),
    },
    {
      when: { show: 'ago', ago: { amount: 1, unit: 'day' }, standalone: true } as When,
      what: t('dashboard.personal2.history.approvedBudget', { name: 'Lin Wei' }),
    },
    {
      when: { show: 'weekday', at: '2026-04-20' } as When,
      what: t('dashboard.personal2.history.closedReview', {
        name: 'Priya Nair',
        rating: formatValue(4.9, 'number', locale),
      }),
    },
    {
      when: { show: 'ago', ago: { amount: 1, unit: 'week' }, standalone: true } as When,
      what: t('dashboard.personal2.history.toppedUp', { amount: formatValue(500, 'currency', locale) }),
    },
  ],
  recommendations: [
    {
      name: 'Samuel Mensah',
      specialty: t('dashboard.specialty.procurementRules'),
      reason: t('dashboard.personal2.recommendations.afterContractReview', { name: 'Priya' }),
    },
    {
      name: 'Hana Sato',
      specialty: t('dashboard.specialty.parentCommunications'),
      reason: t('dashboard.personal2.recommendations.pairsWithLessons'),
    },
  ],
});
