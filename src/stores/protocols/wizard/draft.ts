/**
 * The creator's wizard draft, kept on the server (one per account) so it resumes on another device: the draft
 * store every wizard page reads, and the step save that Continue, Back and the stepper links call. Back saves
 * without the step's checks (the server takes partial answers), so nothing typed is lost by going back.
 */
import type { WizardDraft, WizardStep } from '../../../../contract/protocols/wizard.ts';
import { createFetcherStore, mutateCache } from '../../../lib/query/client.ts';
import { handleApiError } from '../../../lib/errors/api-handler.ts';
import { attempt, type Outcome } from '../../attempt.ts';
import { savedFromForm } from './answers.ts';
import { protocolsApi } from './clients.ts';
import type { FormStep, StepAnswers } from './steps.ts';

export const DRAFT_KEY = 'wizard/draft';

export const $wizardDraft = createFetcherStore<WizardDraft>([DRAFT_KEY], {
  fetcher: () => protocolsApi.getWizardDraft(),
  onError: (error) => handleApiError(error, { domain: 'wizard', operation: 'getWizardDraft' }),
});

export interface SaveOptions {
  /** Where the creator goes next: the resume point another device opens. */
  next: WizardStep;
  /** False when leaving by Back or a stepper link: the answers are kept but the step is not marked done. */
  completed: boolean;
}

export function saveStep(step: FormStep, form: StepAnswers, options: SaveOptions): Promise<Outcome<WizardDraft>> {
  return saveAnswers(step, savedFromForm(step, form), options);
}

/** Saves a step's answers as the API takes them (the codify flow sends its own shape). */
export async function saveAnswers(step: WizardStep, answers: Record<string, unknown>, options: SaveOptions): Promise<Outcome<WizardDraft>> {
  const outcome = await attempt(
    'saveWizardStep',
    () => protocolsApi.saveWizardStep({ params: { step }, body: { answers, current_step: options.next, completed: options.completed } }),
    { domain: 'wizard' },
  );
  if (outcome.ok) mutateCache(DRAFT_KEY, outcome.value);
  return outcome;
}

/** Starts over: the server forgets the draft (its knowledge files stay in the creator's library). */
export async function discardDraft(): Promise<Outcome<void>> {
  const outcome = await attempt('discardWizard', async () => {
    await protocolsApi.discardWizard();
  });
  if (outcome.ok) mutateCache(DRAFT_KEY, undefined);
  return outcome;
}
