/**
 * Seed (server/seed/index.ts): a published protocol for a few seeded experts, each with its seed knowledge document as a
 * knowledge file, so a newcomer's first run answers offline with quotes. `review` experts gate their answer.
 */
import type { ProtocolContent } from '../../../contract/protocols/entities.ts';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { findVisibleExpert, readSeedKnowledge } from '../catalog/service.ts';
import { storeKnowledgeFile } from './knowledge.ts';
import { createDraft, ensureProtocol, publishVersion } from './versions.ts';

export const SEED_PROTOCOL_EXPERTS = [
  'low-residue-meal-planner',
  'gut-symptom-journal',
  'resume-tailor',
  'household-budget-builder',
  'flare-action-plan-keeper',
  'gi-visit-prep-sheet',
] as const;
/** Experts whose answer waits for their creator's review (hitl's seed step decides some of those reviews). */
export const SEED_REVIEWED_EXPERTS: readonly string[] = ['gut-symptom-journal', 'flare-action-plan-keeper', 'gi-visit-prep-sheet'];

export function seedProtocolContent(review: boolean): ProtocolContent {
  return {
    steps: [
      {
        id: 'intake',
        kind: 'ask',
        title: 'Your question',
        instruction: 'What would you like to know?',
        input_schema: { type: 'object', properties: { goal: { type: 'string', title: 'Your question' } }, required: ['goal'] },
        output_template: null,
        tool: null,
        review_gate: false,
        next: null,
        module: null,
      },
      {
        id: 'answer',
        kind: 'answer',
        title: 'Answer from the guide',
        instruction: 'Answer from the knowledge files, quoting them.',
        input_schema: null,
        output_template: 'You asked: *{{input.goal}}*\n\nFrom the guide:\n\n{{knowledge}}',
        tool: null,
        review_gate: review,
        next: null,
        module: null,
      },
    ],
    modules: [],
    settings: {
      tone: 'warm',
      languages: ['en'],
      provider: 'protocol-runner',
      model: null,
      temperature: null,
      allowed_tools: [],
      max_steps: 10,
      max_tokens: 1024,
    },
    plan: { summary: 'Ask, then answer from the guide with quotes.', milestones: [{ title: 'Answer', step_ids: ['intake', 'answer'] }] },
    pricing: { model: 'free', amount: 0, currency: 'USD' },
  };
}

export async function seedProtocols(deps: { db: Database; storage: StorageAdapter }): Promise<Record<string, number> | null> {
  let created = 0;
  for (const slug of SEED_PROTOCOL_EXPERTS) {
    const expert = await findVisibleExpert(deps.db, 'main', slug);
    if (!expert) continue;
    const protocol = await ensureProtocol(deps.db, expert.id);
    if (protocol.activeVersionId) continue;
    const text = readSeedKnowledge(slug);
    await storeKnowledgeFile(deps, {
      ownerId: expert.creatorId,
      expertId: expert.id,
      fileName: `${slug}.md`,
      contentType: 'text/markdown',
      body: new TextEncoder().encode(text),
    });
    const draft = await createDraft(deps.db, expert.id, { content: seedProtocolContent(SEED_REVIEWED_EXPERTS.includes(slug)) });
    await publishVersion(deps.db, draft.id);
    created += 1;
  }
  return created > 0 ? { protocols: created } : null;
}
