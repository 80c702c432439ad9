/**
 * Sample rows shared by the Table, FlexTable and Plugins showcases: AI experts in the marketplace and their
 * reviewers. Words come from `showcase.demo.*` in the page's language; numbers are formatted with Intl for it.
 * People's names are names and stay as they are.
 */
import type { Translate } from '../../i18n/translate.ts';
import type { TableColumn, TableRow, TagColor } from '../ui/table-types.ts';

/** The experts of the demo data, in order; each has a name and a field key under `showcase.demo`. */
const EXPERTS = [
  { key: 'menuPlanner', field: 'schoolNutrition' },
  { key: 'grantWriter', field: 'business' },
  { key: 'symptomDiaryCoach', field: 'health' },
  { key: 'cropInspectionAide', field: 'agriculture' },
  { key: 'tenantRightsGuide', field: 'legal' },
  { key: 'lessonPlanBuilder', field: 'education' },
  { key: 'safetyReportAnalyst', field: 'transportation' },
  { key: 'exportMarketScout', field: 'trade' },
] as const;

type ExpertStatus = 'active' | 'needsReview' | 'paused' | 'suspended';

const STATUS_COLOR: Record<ExpertStatus, TagColor> = {
  active: 'success',
  needsReview: 'warning',
  paused: 'neutral',
  suspended: 'danger',
};

/** The first five experts with their reviewer, tasks this month, approval rate (0–1) and status. */
const EXPERT_STATS: { owner: string; tasks: number; approval: number; status: ExpertStatus }[] = [
  { owner: 'Amara Okafor', tasks: 1284, approval: 0.97, status: 'active' },
  { owner: 'Li Wei', tasks: 342, approval: 0.91, status: 'active' },
  { owner: 'Sofia Marquez', tasks: 2210, approval: 0.88, status: 'needsReview' },
  { owner: 'Daniel Cohen', tasks: 96, approval: 0.99, status: 'paused' },
  { owner: 'Nadia Haddad', tasks: 517, approval: 0.74, status: 'suspended' },
];

export interface DemoExpert {
  name: string;
  field: string;
}

/** Every demo expert's name and field, for lists (the Plugins showcase filters them). */
export function demoExperts(t: Translate): DemoExpert[] {
  return EXPERTS.map((expert) => ({
    name: t(`showcase.demo.expert.${expert.key}`),
    field: t(`showcase.demo.field.${expert.field}`),
  }));
}

export function expertColumns(t: Translate): TableColumn[] {
  return [
    { key: 'expert', label: t('showcase.demo.column.expert') },
    { key: 'field', label: t('showcase.demo.column.field') },
    { key: 'owner', label: t('showcase.demo.column.reviewer'), type: 'person' },
    { key: 'tasks', label: t('showcase.demo.column.tasks'), type: 'number' },
    { key: 'approval', label: t('showcase.demo.column.approval'), type: 'number' },
    { key: 'status', label: t('showcase.demo.column.status'), type: 'tag' },
  ];
}

export function expertRows(t: Translate, locale: string): TableRow[] {
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const experts = demoExperts(t);
  return EXPERT_STATS.map((stats, i) => ({
    expert: experts[i]!.name,
    field: experts[i]!.field,
    owner: stats.owner,
    tasks: number.format(stats.tasks),
    approval: percent.format(stats.approval),
    status: { label: t(`showcase.demo.status.${stats.status}`), color: STATUS_COLOR[stats.status] },
  }));
}
