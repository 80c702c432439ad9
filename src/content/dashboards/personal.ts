import type { Ago, Datum, Series, Stat, Translate, When } from './types.ts';
import { formatValue } from './format.ts';

/** The demo's "today" (a Wednesday): dates in the sample data are around it. */
export const DEMO_TODAY = '2026-04-22';

export type HiredStatus = 'working' | 'waiting' | 'done';
export type Risk = 'high' | 'medium' | 'low';

/** Sample data for "Personal 1": what a person who hires AI experts checks first. */
export const personalOverview = (t: Translate) => ({
  stats: [
    {
      label: t('dashboard.personal1.stats.hiredExperts'),
      value: 7,
      kind: 'number',
      change: 2,
      higherIsBetter: true,
      period: t('dashboard.period.thisMonth'),
    },
    {
      label: t('dashboard.personal1.stats.activeConversations'),
      value: 12,
      kind: 'number',
      change: 3,
      higherIsBetter: true,
      period: t('dashboard.period.thisWeek'),
    },
    {
      label: t('dashboard.personal1.stats.pendingReviews'),
      value: 5,
      kind: 'number',
      change: -4,
      higherIsBetter: false,
      period: t('dashboard.period.sinceYesterday'),
    },
    {
      label: t('dashboard.personal1.stats.ratingsGiven'),
      value: 148,
      kind: 'number',
      change: 36,
      higherIsBetter: true,
      period: t('dashboard.period.thisMonth'),
    },
  ] satisfies Stat[],
  /** The last six months, as ISO months. */
  months: ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04'],
  money: [
    { name: t('dashboard.personal1.money.spent'), values: [420, 515, 610, 580, 702, 655] },
    { name: t('dashboard.personal1.money.earned'), values: [120, 180, 240, 310, 365, 410] },
  ] satisfies Series[],
  protocolUsage: [
    { label: t('dashboard.personal1.protocols.lessonPlanning'), value: 46 },
    { label: t('dashboard.personal1.protocols.mealPlanCheck'), value: 31 },
    { label: t('dashboard.personal1.protocols.grantSummary'), value: 24 },
    { label: t('dashboard.personal1.protocols.contractReview'), value: 17 },
    { label: t('dashboard.personal1.protocols.fieldInspection'), value: 11 },
  ] satisfies Datum[],
  hiredExperts: [
    {
      name: 'Ada Okafor',
      specialty: t('dashboard.specialty.curriculumDesign'),
      status: 'working' as HiredStatus,
      lastActive: { amount: 12, unit: 'minute' } as Ago,
    },
    {
      name: 'Mateo Ruiz',
      specialty: t('dashboard.specialty.schoolNutrition'),
      status: 'waiting' as HiredStatus,
      lastActive: { amount: 1, unit: 'hour' } as Ago,
    },
    {
      name: 'Lin Wei',
      specialty: t('dashboard.specialty.grantWriting'),
      status: 'working' as HiredStatus,
      lastActive: { amount: 3, unit: 'hour' } as Ago,
    },
    {
      name: 'Priya Nair',
      specialty: t('dashboard.specialty.contractReview'),
      status: 'done' as HiredStatus,
      lastActive: { amount: 1, unit: 'day' } as Ago,
    },
  ],
  conversations: [
    {
      expert: 'Mateo Ruiz',
      subject: t('dashboard.personal1.conversations.allergenSwaps'),
      unread: 3,
      updated: { show: 'time', at: `${DEMO_TODAY}T09:42` } as When,
    },
    {
      expert: 'Ada Okafor',
      subject: t('dashboard.personal1.conversations.fractionsUnit'),
      unread: 1,
      updated: { show: 'time', at: `${DEMO_TODAY}T08:15` } as When,
    },
    {
      expert: 'Lin Wei',
      subject: t('dashboard.personal1.conversations.budgetNarrative'),
      unread: 0,
      updated: { show: 'weekday', at: '2026-04-20' } as When,
    },
  ],
  reviews: [
    {
      expert: 'Lin Wei',
      action: t('dashboard.personal1.reviews.sendGrantDraft'),
      risk: 'high' as Risk,
      waiting: { amount: 25, unit: 'minute' as const },
    },
    {
      expert: 'Ada Okafor',
      action: t('dashboard.personal1.reviews.publishQuiz'),
      risk: 'medium' as Risk,
      waiting: { amount: 1, unit: 'hour' as const },
    },
    {
      expert: 'Mateo Ruiz',
      action: t('dashboard.personal1.reviews.orderIngredients'),
      risk: 'medium' as Risk,
      waiting: { amount: 2, unit: 'hour' as const },
    },
  ],
});

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
