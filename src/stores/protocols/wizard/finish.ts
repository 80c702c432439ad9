/**
 * The review page's two actions: a preview run of the protocol the answers make (the embedded runner, nothing
 * stored), and Finish, which the server turns into the expert listing, its protocol's first published version, and
 * the listing's submission to the marketplace review. The success page reads the listing back by id, so it says
 * what the server did (in review or published), not what the site hoped.
 */
import type { MyExpert } from '../../../../contract/catalog/entities.ts';
import type { ProtocolContent } from '../../../../contract/protocols/entities.ts';
import type { RunPreview } from '../../../../contract/protocols/execution.ts';
import type { WizardResult } from '../../../../contract/protocols/wizard.ts';
import { handleApiError } from '../../../lib/errors/api-handler.ts';
import { createFetcherStore, mutateCache } from '../../../lib/query/client.ts';
import { atom } from 'nanostores';
import { attempt, type Outcome } from '../../attempt.ts';
import { creatorApi, protocolsApi } from './clients.ts';
import { DRAFT_KEY } from './draft.ts';

/**
 * The question also answers the first ask step's required fields (the runner would otherwise stop there and wait),
 * so the preview reaches the answer the way a person's first message would.
 */
export function previewDraft(message: string, protocol?: ProtocolContent): Promise<Outcome<RunPreview>> {
  const ask = protocol?.steps.find((step) => step.kind === 'ask');
  const required = (ask?.input_schema?.required as string[] | undefined) ?? [];
  const input = Object.fromEntries(required.map((field) => [field, message]));
  return attempt('previewWizard', () => protocolsApi.previewWizard({ body: { message, input } }), { domain: 'wizard' });
}

/** Publishes; the value is where the success page reads the result (`?expert=<id>&version=<n>`). */
export async function finishWizard(): Promise<Outcome<WizardResult>> {
  const outcome = await attempt('finishWizard', () => protocolsApi.finishWizard({ body: {} }), { domain: 'wizard' });
  // The draft is used up: the next visit to the wizard starts a new one.
  if (outcome.ok) mutateCache(DRAFT_KEY, undefined);
  return outcome;
}

export function successQuery(result: WizardResult): string {
  return new URLSearchParams({ expert: result.expert.id, version: String(result.version_number) }).toString();
}

/** The success page's listing, read by the id in its address. */
export const $publishedExpertId = atom<string | null>(null);
export const $publishedExpert = createFetcherStore<MyExpert>(['wizard/published/', $publishedExpertId], {
  fetcher: (...parts) => creatorApi.getMyExpert({ params: { id: String(parts[1]) } }),
  onError: (error) => handleApiError(error, { domain: 'wizard', operation: 'getMyExpert' }),
});
