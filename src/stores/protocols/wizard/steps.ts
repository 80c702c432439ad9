/**
 * What each wizard step asks, as data: the fields of the seven pages of /wizard-v1 that codify an expert (the
 * spec's wizard state, assessment, finances and finalization). The island draws a field per entry; `checkStep`
 * answers with message keys (`wizard.check.*`) before anything is sent, and the server checks again on save and
 * on publish (its answer wins). Kept free of zod so the wizard pages stay light (docs/site-guide.md).
 */
import { LOCALES } from '../../../../contract/locales.ts';

export type AnswerValue = string | string[] | boolean;
export type StepAnswers = Record<string, AnswerValue>;

export const FORM_STEPS = ['project-info', 'project-details', 'project-files', 'project-team', 'project-tools', 'project-review'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

export type FieldKind = 'text' | 'textarea' | 'select' | 'radio' | 'checkboxes' | 'checkbox' | 'lines' | 'money';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** Characters for text; lines for `lines`; the amount for `money`. */
  min?: number;
  max?: number;
  /** Option values; their labels are `wizard.options.<group>.<value>`. The category options come from the API. */
  options?: readonly string[];
  group?: string;
  initial?: AnswerValue;
  /** Shown only when another field has one of these values (a price only for paid pricing). */
  when?: { field: string; values: readonly string[] };
}

/** The same lists as contract/protocols/entities.ts (a unit test pins them), without importing zod into the page. */
export const PRICE_MODELS = ['free', 'per_run', 'subscription'] as const;
/** The sites an expert can be listed on besides the main one (contract/tenants.ts without `main`). */
export const LISTING_SITES = [
  'pubschool',
  'crohns',
  'aphis',
  'ntsb',
  'spuhc',
  'nslp',
  'hrsa',
  'usitc',
  'lasha',
  'ustda',
  'usich',
  'enrd',
  'phm',
] as const;
export const AGENT_TOOLS = ['search_knowledge', 'calculate', 'current_date'] as const;
export const TONES = ['neutral', 'warm', 'formal', 'direct'] as const;
export const CODIFY_QUESTIONS = ['greeting', 'first_question', 'method', 'answer_format', 'when_to_review', 'closing'] as const;
export type CodifyQuestion = (typeof CODIFY_QUESTIONS)[number];

export const STEP_FIELDS: Record<FormStep, readonly FieldSpec[]> = {
  'project-info': [
    { name: 'name', kind: 'text', required: true, min: 3, max: 80 },
    { name: 'tagline', kind: 'text', required: true, min: 10, max: 160 },
    { name: 'category', kind: 'select', required: true },
    { name: 'languages', kind: 'checkboxes', required: true, options: LOCALES, group: 'language', initial: ['en'] },
  ],
  'project-details': [
    // The marketplace's review asks for 120 characters of description and a conversation starter.
    { name: 'description', kind: 'textarea', required: true, min: 120, max: 5000 },
    { name: 'audience', kind: 'textarea', max: 500 },
    { name: 'outcomes', kind: 'lines', max: 10 },
    { name: 'conversation_starters', kind: 'lines', required: true, min: 1, max: 6 },
  ],
  'project-files': [],
  'project-team': [
    { name: 'review_answers', kind: 'checkbox', initial: false },
    { name: 'reviewer_note', kind: 'textarea', max: 500, when: { field: 'review_answers', values: ['true'] } },
  ],
  'project-tools': [
    { name: 'allowed_tools', kind: 'checkboxes', options: AGENT_TOOLS, group: 'agentTool', initial: ['search_knowledge'] },
    { name: 'tone', kind: 'radio', required: true, options: TONES, group: 'tone', initial: 'neutral' },
  ],
  'project-review': [
    { name: 'price_model', kind: 'radio', required: true, options: PRICE_MODELS, group: 'priceModel', initial: 'free' },
    {
      name: 'price_amount',
      kind: 'money',
      required: true,
      min: 0.5,
      max: 100_000,
      when: { field: 'price_model', values: ['per_run', 'subscription'] },
    },
    // Where the expert is listed besides the main site; the wizard's own site is offered first (WizardStep).
    { name: 'sites', kind: 'checkboxes', options: LISTING_SITES, group: 'site', initial: [] },
    { name: 'accept_terms', kind: 'checkbox', required: true, initial: false },
  ],
};

export function isFormStep(slug: string): slug is FormStep {
  return (FORM_STEPS as readonly string[]).includes(slug);
}

/** The step's answers with every field present: saved values over the defaults. */
export function withDefaults(step: FormStep, saved: StepAnswers | undefined): StepAnswers {
  const answers: StepAnswers = {};
  for (const field of STEP_FIELDS[step]) {
    const value = saved?.[field.name] ?? field.initial;
    answers[field.name] = value ?? (field.kind === 'checkboxes' ? [] : field.kind === 'checkbox' ? false : '');
  }
  return answers;
}

export function isShown(field: FieldSpec, answers: StepAnswers): boolean {
  if (!field.when) return true;
  const other = answers[field.when.field];
  return other !== undefined && !Array.isArray(other) && field.when.values.includes(String(other));
}

/** A `lines` field's entries: one per non-empty line. */
export function splitLines(raw: string): string[] {
  return raw
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function fieldError(field: FieldSpec, value: AnswerValue): string | undefined {
  if (Array.isArray(value)) return field.required && value.length === 0 ? 'wizard.check.chooseOne' : undefined;
  if (typeof value === 'boolean') return field.required && !value ? 'wizard.check.confirm' : undefined;
  const text = value.trim();
  if (text === '') return field.required ? 'wizard.check.required' : undefined;
  if (field.kind === 'money') {
    const amount = Number(text);
    if (!Number.isFinite(amount) || amount < (field.min ?? 0) || amount > (field.max ?? Number.MAX_SAFE_INTEGER))
      return 'wizard.check.price';
    return undefined;
  }
  if (field.kind === 'lines') {
    const lines = splitLines(text);
    if (field.max !== undefined && lines.length > field.max) return 'wizard.check.tooManyLines';
    return lines.some((line) => line.length > 200) ? 'wizard.check.lineTooLong' : undefined;
  }
  if (field.min !== undefined && text.length < field.min) return 'wizard.check.tooShort';
  if (field.max !== undefined && text.length > field.max) return 'wizard.check.tooLong';
  return undefined;
}

/** Message keys per field name; empty when the step may be saved and left. */
export function checkStep(step: FormStep, answers: StepAnswers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of STEP_FIELDS[step]) {
    if (!isShown(field, answers)) continue;
    const error = fieldError(field, answers[field.name] ?? '');
    if (error) errors[field.name] = error;
  }
  return errors;
}

export function fieldSpec(step: FormStep, name: string): FieldSpec | undefined {
  return STEP_FIELDS[step].find((field) => field.name === name);
}
