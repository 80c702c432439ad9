import type { Datum, Series, Stat } from './types';

/** Sample data for agent analytics: how often people accept agents' answers and how fast humans review them. */
export const AGENT_ANALYTICS = {
  stats: [
    { label: 'Answer acceptance rate', value: 87.4, kind: 'percent', change: 2.1, higherIsBetter: true, period: 'vs last 30 days' },
    { label: 'Median review turnaround', value: 38, kind: 'minutes', change: -7, higherIsBetter: false, period: 'vs last 30 days' },
    { label: 'Answers reviewed', value: 1284, kind: 'number', change: 166, higherIsBetter: true, period: 'last 30 days' },
    { label: 'Escalated to a person', value: 3.1, kind: 'percent', change: -0.6, higherIsBetter: false, period: 'vs last 30 days' },
  ] satisfies readonly Stat[],
  weeks: ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'],
  acceptance: [
    { name: 'Accepted as written', values: [71, 72, 74, 73, 76, 78, 79, 81] },
    { name: 'Accepted after an edit', values: [9, 9, 8, 8, 7, 7, 7, 6.4] },
  ] satisfies readonly Series[],
  turnaroundByDay: [
    { label: 'Mon', value: 42 }, { label: 'Tue', value: 35 }, { label: 'Wed', value: 31 }, { label: 'Thu', value: 36 },
    { label: 'Fri', value: 47 }, { label: 'Sat', value: 95 }, { label: 'Sun', value: 110 },
  ] satisfies readonly Datum[],
  outcomes: [
    { label: 'Accepted', value: 1040 },
    { label: 'Edited, then accepted', value: 82 },
    { label: 'Rejected', value: 122 },
    { label: 'Escalated', value: 40 },
  ] satisfies readonly Datum[],
  agents: [
    { name: 'Menu Compliance Checker', answers: 412, acceptance: 93.2, turnaround: 22 },
    { name: 'IEP Goal Writer', answers: 305, acceptance: 88.5, turnaround: 41 },
    { name: 'Grant Budget Builder', answers: 268, acceptance: 84.0, turnaround: 47 },
    { name: 'Inspection Report Drafter', answers: 187, acceptance: 81.3, turnaround: 55 },
    { name: 'Lease Clause Explainer', answers: 112, acceptance: 79.5, turnaround: 33 },
  ],
} as const;
