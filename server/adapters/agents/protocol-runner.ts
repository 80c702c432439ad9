/**
 * The embedded provider: follows the protocol as written, with no model. An answer step retrieves the passages of
 * the expert's knowledge files that best match the question and the intake, quotes them with their source, and
 * fills the step's template; a tool step calls its tool with arguments taken from the input. Same input, same
 * output: what a creator previews is what a user gets. The interface calls it a guided protocol, not an AI model.
 */
import { fillTemplate } from './template.ts';
import type { AgentProvider, Passage, StepRequest, StepResult } from './types.ts';

export const GUIDED_PROTOCOL_LABEL = 'Guided protocol';

/** A passage as a markdown quote with its source, the form every embedded answer cites in. */
export function quotePassage(passage: Passage): string {
  const where = passage.heading ? `${passage.source}, “${passage.heading}”` : passage.source;
  const quoted = passage.text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `${quoted}\n>\n> — *${where}*`;
}

function queryOf(request: StepRequest): string {
  const values = Object.values(request.input).flatMap((value) =>
    typeof value === 'string' || typeof value === 'number' ? [String(value)] : [],
  );
  return [request.question, ...values, request.step.title].join(' ');
}

async function toolArgs(request: StepRequest): Promise<Record<string, unknown>> {
  switch (request.step.tool) {
    case 'search_knowledge':
      return { query: queryOf(request) };
    case 'calculate':
      return { expression: String(request.input.expression ?? request.filledInstruction) };
    default:
      return {};
  }
}

export function createProtocolRunner(): AgentProvider {
  return {
    kind: 'protocol-runner',
    label: GUIDED_PROTOCOL_LABEL,
    async runStep(request) {
      const { step } = request;
      let knowledge = '';
      let citations: StepResult['citations'] = [];
      let data: unknown = null;
      const toolCalls: StepResult['toolCalls'] = [];
      if (step.kind === 'tool' && step.tool) {
        const args = await toolArgs(request);
        const result = await request.callTool(step.tool, args);
        toolCalls.push({ name: step.tool, args, result });
        data = result;
        knowledge = '```json\n' + JSON.stringify(result, null, 2) + '\n```';
      } else {
        const passages = await request.retrieve(queryOf(request), 2);
        citations = passages.map((p) => ({ fileId: p.fileId, source: p.source, passage: p.text }));
        knowledge = passages.length > 0 ? passages.map(quotePassage).join('\n\n') : '_The knowledge files have no passage about this yet._';
      }
      const template = step.outputTemplate ?? `**${step.title}**\n\n{{knowledge}}`;
      const text = fillTemplate(template, { input: request.input, previous: request.previous, question: request.question, knowledge });
      // Delivered paragraph by paragraph, so a conversation shows it arriving like any agent's answer.
      for (const piece of text.split(/(?<=\n\n)/)) await request.onDelta?.(piece);
      return { text, data, citations, toolCalls, tokensIn: 0, tokensOut: 0, model: null };
    },
  };
}
