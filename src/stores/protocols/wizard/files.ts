/**
 * The knowledge files an expert answers from (the runner quotes them). The type and size are checked here before
 * anything is sent, with the same limits the API enforces (a unit test pins them to contract/protocols); the
 * upload is the file itself as the request body, its name in `file_name`. The draft keeps the chosen ids.
 */
import { fillPath } from '../../../../contract/lib/endpoint.ts';
import { protocolsEndpoints } from '../../../../contract/protocols/endpoints.ts';
import type { KnowledgeFile } from '../../../../contract/protocols/entities.ts';
import type { WizardDraft } from '../../../../contract/protocols/wizard.ts';
import { handleApiError } from '../../../lib/errors/api-handler.ts';
import { createFetcherStore, invalidateKeys } from '../../../lib/query/client.ts';
import { attempt, type Outcome } from '../../attempt.ts';
import { sessionDeps } from '../../auth/deps.ts';
import { protocolsApi } from './clients.ts';
import { saveAnswers } from './draft.ts';

export const KNOWLEDGE_TYPES = ['text/plain', 'text/markdown', 'text/csv', 'application/json', 'application/pdf'] as const;
export const KNOWLEDGE_MAX_BYTES = 5 * 1024 * 1024;
/** Browsers leave some types empty or vague; the extension decides then. */
const TYPE_BY_EXTENSION: Record<string, (typeof KNOWLEDGE_TYPES)[number]> = {
  txt: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  pdf: 'application/pdf',
};
export const KNOWLEDGE_ACCEPT = '.txt,.md,.markdown,.csv,.json,.pdf';

const FILES_KEY = 'wizard/knowledge-files';

export const $knowledgeFiles = createFetcherStore<KnowledgeFile[]>([FILES_KEY], {
  fetcher: async () => (await protocolsApi.listKnowledgeFiles()) as KnowledgeFile[],
  onError: (error) => handleApiError(error, { domain: 'wizard', operation: 'listKnowledgeFiles' }),
});

export type FileProblem = { key: 'wizard.files.errors.type' | 'wizard.files.errors.size' | 'wizard.files.errors.empty'; name: string };

/** The content type to send, or why the file cannot be sent. */
export function checkKnowledgeFile(file: { name: string; type: string; size: number }): { type: string } | { problem: FileProblem } {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const byExtension = TYPE_BY_EXTENSION[extension];
  const type = (KNOWLEDGE_TYPES as readonly string[]).includes(file.type) ? file.type : byExtension;
  if (!type) return { problem: { key: 'wizard.files.errors.type', name: file.name } };
  if (file.size === 0) return { problem: { key: 'wizard.files.errors.empty', name: file.name } };
  if (file.size > KNOWLEDGE_MAX_BYTES) return { problem: { key: 'wizard.files.errors.size', name: file.name } };
  return { type };
}

export async function uploadKnowledgeFile(file: File, type: string): Promise<Outcome<KnowledgeFile>> {
  const outcome = await attempt(
    'uploadKnowledgeFile',
    () =>
      sessionDeps().api.request<KnowledgeFile>('POST', fillPath(protocolsEndpoints.uploadKnowledgeFile.path), {
        body: file,
        headers: { 'content-type': type },
        query: { file_name: file.name },
      }),
    { domain: 'wizard' },
  );
  if (outcome.ok) invalidateKeys(FILES_KEY);
  return outcome;
}

export async function deleteKnowledgeFile(id: string): Promise<Outcome<void>> {
  const outcome = await attempt('deleteKnowledgeFile', async () => {
    await protocolsApi.deleteKnowledgeFile({ params: { id } });
  });
  if (outcome.ok) invalidateKeys(FILES_KEY);
  return outcome;
}

/** Saves which files the expert answers from (the files step's answers). */
export function saveChosenFiles(fileIds: string[], options: { next: WizardDraft['current_step']; completed: boolean }) {
  return saveAnswers('project-files', { file_ids: fileIds }, options);
}
