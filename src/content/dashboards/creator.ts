import type { Datum, Series, Stat } from './types';

/** Sample data for the creator earnings dashboard: someone who builds and rents out AI experts and protocols. */
export const CREATOR_EARNINGS = {
  stats: [
    { label: 'Earnings this month', value: 4820, kind: 'currency', change: 640, higherIsBetter: true, period: 'vs last month' },
    { label: 'Subscribers', value: 312, kind: 'number', change: 28, higherIsBetter: true, period: 'this month' },
    { label: 'Expert hires', value: 187, kind: 'number', change: 19, higherIsBetter: true, period: 'this month' },
    { label: 'Average rating', value: 4.8, kind: 'number', change: 0.1, higherIsBetter: true, period: 'last 90 days' },
  ] satisfies readonly Stat[],
  months: ['May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'],
  earnings: [
    { name: 'Earnings', values: [1450, 1620, 1580, 1910, 2240, 2460, 2890, 3120, 3480, 3900, 4180, 4820] },
  ] satisfies readonly Series[],
  bySource: [
    { label: 'Subscriptions', value: 2210 },
    { label: 'Per-task hires', value: 1680 },
    { label: 'Protocol licences', value: 720 },
    { label: 'Tips', value: 210 },
  ] satisfies readonly Datum[],
  topExperts: [
    { name: 'Menu Compliance Checker', hires: 74, rating: 4.9, earnings: 1930 },
    { name: 'IEP Goal Writer', hires: 51, rating: 4.8, earnings: 1410 },
    { name: 'Grant Budget Builder', hires: 38, rating: 4.7, earnings: 990 },
    { name: 'Lease Clause Explainer', hires: 24, rating: 4.6, earnings: 490 },
  ],
  payouts: [
    { date: 'Apr 1', amount: 4180, status: 'Paid' },
    { date: 'Mar 1', amount: 3900, status: 'Paid' },
    { date: 'May 1', amount: 4820, status: 'Scheduled' },
  ],
} as const;
