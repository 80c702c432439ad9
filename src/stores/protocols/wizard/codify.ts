/**
 * /step-2, the codify flow: a creator answers questions about how they work, and the server turns the answers into
 * the draft protocol's steps (the draft comes back with them, so the page shows the steps the answers made).
 * Saved through the same draft as the wizard pages, under the `codify` step.
 */
import type { WizardDraft } from '../../../../contract/protocols/wizard.ts';
import type { Outcome } from '../../attempt.ts';
import { saveAnswers } from './draft.ts';
import { CODIFY_QUESTIONS, type CodifyQuestion } from './steps.ts';

export type CodifyAnswers = Partial<Record<CodifyQuestion, string>>;
/** The questions that must have an answer before the steps make sense (the rest refine them). */
export const REQUIRED_QUESTIONS: readonly CodifyQuestion[] = ['first_question', 'method'];
export const CODIFY_MAX = 2000;

export function codifyFromDraft(draft: WizardDraft | undefined): CodifyAnswers {
  const saved = (draft?.answers.codify?.answers ?? {}) as CodifyAnswers;
  const answers: CodifyAnswers = {};
  for (const id of CODIFY_QUESTIONS) answers[id] = saved[id] ?? '';
  return answers;
}

/** Message keys per question; empty when the answers may be saved as done. */
export function checkCodify(answers: CodifyAnswers): Partial<Record<CodifyQuestion, string>> {
  const errors: Partial<Record<CodifyQuestion, string>> = {};
  for (const id of CODIFY_QUESTIONS) {
    const text = (answers[id] ?? '').trim();
    if (text === '' && REQUIRED_QUESTIONS.includes(id)) errors[id] = 'wizard.check.required';
    else if (text.length > CODIFY_MAX) errors[id] = 'wizard.check.tooLong';
  }
  return errors;
}

export function saveCodify(
  answers: CodifyAnswers,
  options: { completed: boolean; next: WizardDraft['current_step'] },
): Promise<Outcome<WizardDraft>> {
  const kept: CodifyAnswers = {};
  for (const id of CODIFY_QUESTIONS) {
    const text = (answers[id] ?? '').trim();
    if (text) kept[id] = text;
  }
  return saveAnswers('codify', { answers: kept }, options);
}
