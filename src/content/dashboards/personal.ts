import type { Datum, Series, Stat } from './types';

/** Sample data for "Personal 1": what a person who hires AI experts checks first. */
export const PERSONAL_OVERVIEW = {
  stats: [
    { label: 'Hired experts', value: 7, kind: 'number', change: 2, higherIsBetter: true, period: 'this month' },
    { label: 'Active conversations', value: 12, kind: 'number', change: 3, higherIsBetter: true, period: 'this week' },
    { label: 'Pending HITL reviews', value: 5, kind: 'number', change: -4, higherIsBetter: false, period: 'since yesterday' },
    { label: 'RLHF ratings given', value: 148, kind: 'number', change: 36, higherIsBetter: true, period: 'this month' },
  ] satisfies readonly Stat[],
  months: ['Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'],
  money: [
    { name: 'Spent on experts', values: [420, 515, 610, 580, 702, 655] },
    { name: 'Earned from your protocols', values: [120, 180, 240, 310, 365, 410] },
  ] satisfies readonly Series[],
  protocolUsage: [
    { label: 'Lesson planning', value: 46 },
    { label: 'Meal plan check', value: 31 },
    { label: 'Grant summary', value: 24 },
    { label: 'Contract review', value: 17 },
    { label: 'Field inspection', value: 11 },
  ] satisfies readonly Datum[],
  hiredExperts: [
    { name: 'Ada Okafor', specialty: 'Curriculum design', status: 'Working', lastActive: '12 min ago' },
    { name: 'Mateo Ruiz', specialty: 'School nutrition', status: 'Waiting for you', lastActive: '1 h ago' },
    { name: 'Lin Wei', specialty: 'Grant writing', status: 'Working', lastActive: '3 h ago' },
    { name: 'Priya Nair', specialty: 'Contract review', status: 'Done', lastActive: 'yesterday' },
  ],
  conversations: [
    { expert: 'Mateo Ruiz', subject: 'Allergen swaps for the March menu', unread: 3, updated: '9:42' },
    { expert: 'Ada Okafor', subject: 'Grade 7 fractions unit, week 2', unread: 1, updated: '8:15' },
    { expert: 'Lin Wei', subject: 'Budget narrative, second draft', unread: 0, updated: 'Mon' },
  ],
  reviews: [
    { expert: 'Lin Wei', action: 'Send the grant draft to the program officer', risk: 'High', waiting: '25 min' },
    { expert: 'Ada Okafor', action: 'Publish the quiz to 3 classes', risk: 'Medium', waiting: '1 h' },
    { expert: 'Mateo Ruiz', action: 'Order substitute ingredients from the vendor', risk: 'Medium', waiting: '2 h' },
  ],
} as const;

/** Sample data for "Personal 2": the person's chains of tasks, their history and what to try next. */
export const PERSONAL_CHAINS = {
  stats: [
    { label: 'Wallet balance', value: 1240, kind: 'currency', change: -180, higherIsBetter: true, period: 'since last top-up' },
    { label: 'Tasks in progress', value: 9, kind: 'number', change: 2, higherIsBetter: true, period: 'this week' },
    { label: 'Tasks completed', value: 57, kind: 'number', change: 14, higherIsBetter: true, period: 'this month' },
    { label: 'Median first answer', value: 4, kind: 'minutes', change: -2, higherIsBetter: false, period: 'vs last month' },
  ] satisfies readonly Stat[],
  tasksByDay: [
    { label: 'Mon', value: 11 }, { label: 'Tue', value: 14 }, { label: 'Wed', value: 9 }, { label: 'Thu', value: 16 },
    { label: 'Fri', value: 12 }, { label: 'Sat', value: 3 }, { label: 'Sun', value: 2 },
  ] satisfies readonly Datum[],
  spendByDomain: [
    { label: 'Education', value: 540 },
    { label: 'Nutrition', value: 310 },
    { label: 'Business', value: 260 },
    { label: 'Legal', value: 190 },
  ] satisfies readonly Datum[],
  chains: [
    { title: 'Spring term lesson plans', expert: 'Ada Okafor', step: 3, steps: 5, due: 'Fri' },
    { title: 'Cafeteria menu compliance', expert: 'Mateo Ruiz', step: 2, steps: 4, due: 'Thu' },
    { title: 'Foundation grant application', expert: 'Lin Wei', step: 4, steps: 6, due: 'Apr 30' },
  ],
  history: [
    { when: 'Today 9:10', what: 'Ada Okafor finished "Fractions quiz, version B"' },
    { when: 'Yesterday', what: 'You approved Lin Wei\'s budget table after one edit' },
    { when: 'Mon', what: 'Priya Nair closed "Vendor contract review" (4.9 ★ from you)' },
    { when: 'Last week', what: 'You topped up the wallet with $500' },
  ],
  recommendations: [
    { name: 'Samuel Mensah', specialty: 'Procurement rules', reason: 'Often hired after a contract review like Priya\'s' },
    { name: 'Hana Sato', specialty: 'Parent communications', reason: 'Pairs with lesson-planning chains in your district' },
  ],
} as const;
