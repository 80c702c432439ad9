/**
 * Choices offered by the project wizard and the "choose your expert" step. Values match what the wizard state
 * island will store (spec §3 data domain "wizard": state, assessment, finances, program data, finalization); the
 * labels are `wizard.options.*` keys, read in the page's language by the functions below.
 */
import type { Locale } from '../../../contract/locales';
import type { Translate } from '../../i18n/translate';

export interface WizardOption {
  value: string;
  label: string;
  detail?: string;
}

/** Values with the key segment of their texts (`wizard.options.<group>.<key>.label`, or `.<key>` alone). */
type Choices = readonly (readonly [value: string, key: string])[];

const EXPERT_FIELD_CHOICES: Choices = [
  ['education', 'education'], ['nutrition', 'nutrition'], ['business', 'business'],
  ['health', 'health'], ['legal', 'legal'], ['agriculture', 'agriculture'],
];
const AUTONOMY_CHOICES: Choices = [['suggest', 'suggest'], ['approve', 'approve'], ['report', 'report']];
const PRIORITY_CHOICES: Choices = [['low', 'low'], ['normal', 'normal'], ['high', 'high']];
const TEAM_ROLE_CHOICES: Choices = [['viewer', 'viewer'], ['reviewer', 'reviewer'], ['editor', 'editor']];
const APPROVAL_CHOICES: Choices = [['owner', 'owner'], ['any-reviewer', 'anyReviewer'], ['two-reviewers', 'twoReviewers']];
const TOOL_CHOICES: Choices = [
  ['web-search', 'webSearch'], ['documents', 'documents'], ['email-drafts', 'emailDrafts'],
  ['calendar', 'calendar'], ['spreadsheets', 'spreadsheets'], ['payments', 'payments'],
];

/** Options whose texts are a label and a detail line. */
function detailed(t: Translate, group: string, choices: Choices): WizardOption[] {
  return choices.map(([value, key]) => ({
    value,
    label: t(`wizard.options.${group}.${key}.label`),
    detail: t(`wizard.options.${group}.${key}.detail`),
  }));
}

/** Options with a label only. */
function plain(t: Translate, group: string, choices: Choices): WizardOption[] {
  return choices.map(([value, key]) => ({ value, label: t(`wizard.options.${group}.${key}`) }));
}

export const expertFields = (t: Translate) => detailed(t, 'field', EXPERT_FIELD_CHOICES);
export const autonomyLevels = (t: Translate) => detailed(t, 'autonomy', AUTONOMY_CHOICES);
export const priorities = (t: Translate) => plain(t, 'priority', PRIORITY_CHOICES);
export const teamRoles = (t: Translate) => plain(t, 'teamRole', TEAM_ROLE_CHOICES);
export const approvalRules = (t: Translate) => plain(t, 'approval', APPROVAL_CHOICES);
export const agentTools = (t: Translate) => detailed(t, 'tool', TOOL_CHOICES);

/** Budget ranges in US dollars; amounts are formatted for the page's locale ("$2,000", "2.000 $", "US$2,000"). */
export function budgetRanges(t: Translate, locale: Locale): WizardOption[] {
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const amount = (n: number) => usd.format(n);
  return [
    { value: 'under-500', label: t('wizard.options.budget.under', { amount: amount(500) }) },
    { value: '500-2000', label: t('wizard.options.budget.between', { min: amount(500), max: amount(2000) }) },
    { value: '2000-10000', label: t('wizard.options.budget.between', { min: amount(2000), max: amount(10000) }) },
    { value: 'over-10000', label: t('wizard.options.budget.over', { amount: amount(10000) }) },
    { value: 'undecided', label: t('wizard.options.budget.undecided') },
  ];
}

/** Largest upload the wizard accepts per file, in megabytes (shown with the locale's unit, "25 MB", "25 Mo"). */
export const MAX_FILE_MEGABYTES = 25;

export function maxFileSize(locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte' }).format(MAX_FILE_MEGABYTES);
}

export const ACCEPTED_FILE_TYPES = '.pdf,.doc,.docx,.txt,.csv,.xlsx,.png,.jpg,.jpeg';
