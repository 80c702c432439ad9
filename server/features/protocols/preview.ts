/** A dry run (the wizard's and the editor's preview): the embedded runner through every step, nothing stored. */
import type { ProtocolContent } from '../../../contract/protocols/entities.ts';
import type { RunPreview } from '../../../contract/protocols/execution.ts';
import { createAgentProvider, type Passage } from '../../adapters/agents/index.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { executeStep } from './execute.ts';
import { issuesAsApiError } from './versions.ts';
import { stepOrder, validateProtocol } from './validate.ts';

export async function previewRun(
  content: ProtocolContent,
  request: { input?: Record<string, unknown>; message?: string },
  retrieve: (query: string, limit: number) => Promise<Passage[]>,
): Promise<RunPreview> {
  const issues = validateProtocol(content);
  if (issues.length > 0) throw issuesAsApiError(issues);
  const provider = createAgentProvider(null);
  const previous: Record<string, string> = {};
  const steps: RunPreview['steps'] = [];
  let last: string | null = null;
  for (const step of stepOrder(content.steps)) {
    const outcome = await executeStep(provider, step, {
      content,
      question: request.message ?? '',
      input: request.input ?? {},
      previous,
      retrieve,
    });
    if (outcome.kind === 'needs_input') {
      steps.push({ step_id: step.id, kind: step.kind, title: step.title, output: null, citations: [] });
      return { status: 'waiting_input', steps, output: null };
    }
    const { text, citations } = outcome.result;
    previous[step.id] = text;
    if (text) last = text;
    steps.push({
      step_id: step.id,
      kind: step.kind,
      title: step.title,
      output: text ? { markdown: text, html: renderMarkdown(text) } : null,
      citations: citations.map((c) => ({ file_id: c.fileId, source: c.source, passage: c.passage })),
    });
  }
  return { status: 'completed', steps, output: last ? { markdown: last, html: renderMarkdown(last) } : null };
}
