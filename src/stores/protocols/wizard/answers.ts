/**
 * The wizard's form values (strings, lists, flags: what the fields hold) to and from the answers the API keeps per
 * step (contract/protocols/wizard.ts). Lines become lists, a price in currency units becomes integer minor units, an
 * empty field is left out: saving a step replaces that step's answers, so a cleared field is cleared on the server.
 */
import type { WizardAnswers } from '../../../../contract/protocols/wizard.ts';
import { type FormStep, STEP_FIELDS, type StepAnswers, splitLines, withDefaults } from './steps.ts';

export const CURRENCY = 'USD';
const MINOR_UNITS = 100;

type Saved = Record<string, unknown> | undefined;

/** The form values of a step from what the server saved (defaults where nothing is saved yet). */
export function formFromSaved(step: FormStep, saved: Saved): StepAnswers {
  const values: StepAnswers = {};
  for (const field of STEP_FIELDS[step]) {
    const value = saved?.[field.name];
    if (value === undefined || value === null) continue;
    if (field.kind === 'lines') values[field.name] = Array.isArray(value) ? value.map(String).join('\n') : String(value);
    else if (field.kind === 'money') values[field.name] = typeof value === 'number' ? String(value / MINOR_UNITS) : '';
    else if (field.kind === 'checkbox') values[field.name] = value === true;
    else if (field.kind === 'checkboxes') values[field.name] = Array.isArray(value) ? value.map(String) : [];
    else values[field.name] = String(value);
  }
  return withDefaults(step, values);
}

/** What a step's save sends. */
export function savedFromForm(step: FormStep, form: StepAnswers): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of STEP_FIELDS[step]) {
    const value = form[field.name];
    if (value === undefined) continue;
    if (typeof value === 'boolean' || Array.isArray(value)) {
      answers[field.name] = value;
      continue;
    }
    const text = value.trim();
    if (text === '') continue;
    if (field.kind === 'lines') answers[field.name] = splitLines(text);
    else if (field.kind === 'money') {
      const amount = Number(text);
      if (Number.isFinite(amount)) answers[field.name] = Math.round(amount * MINOR_UNITS);
    } else answers[field.name] = text;
  }
  if (step === 'project-review') {
    if (answers.price_model === 'free' || answers.price_model === undefined) answers.price_amount = 0;
    answers.currency = CURRENCY;
  }
  return answers;
}

/** The saved answers of one step, as the API returned them. */
export function savedStep(answers: WizardAnswers | undefined, step: FormStep | 'codify'): Saved {
  return answers?.[step] as Saved;
}
