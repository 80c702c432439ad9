/**
 * The embedded provider: follows the protocol as written, with no model. An answer step retrieves the passages of
 * the expert's knowledge files that best match the question's key terms and the intake, writes what they say about
 * those terms with each passage cited once by its title (compose.ts), and fills the step's template; with nothing to
 * go on it asks back. A tool step calls its tool with arguments taken from the input. Same input, same output: what
 * a creator previews is what a user gets. The interface calls it a guided protocol, not an AI model.
 */
import { composeKnowledge, distinctPassages, documentTitle, keyTermsOf, passageTitle } from './compose.ts';
import { fillTemplate } from './template.ts';
import type { AgentProvider, Passage, StepRequest, StepResult } from './types.ts';

export const GUIDED_PROTOCOL_LABEL = 'Guided protocol';

/** A passage as a markdown quote with its source, the form every embedded answer cites in. */
export function quotePassage(passage: Passage): string {
  const document = documentTitle(passage.source);
  const where = passage.heading ? `${document}, “${passage.heading}”` : document;
  const quoted = passage.text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `${quoted}\n>\n> — *${where}*`;
}

/** Earlier turns of a conversation (runs put them in `input.conversation`): a follow-up's fallback terms. */
const CONTEXT_FIELD = 'conversation';

function queryOf(request: StepRequest): string {
  const values = Object.entries(request.input).flatMap(([key, value]) =>
    key !== CONTEXT_FIELD && (typeof value === 'string' || typeof value === 'number') ? [String(value)] : [],
  );
  return [request.question, ...values].join(' ');
}

/** The passages for the question's key terms, else (a follow-up such as "and for kids?") with the earlier turns'. */
async function passagesFor(request: StepRequest): Promise<Passage[]> {
  const terms = keyTermsOf(queryOf(request));
  const found = terms.length > 0 ? await request.retrieve(terms.join(' '), 3) : [];
  const context = request.input[CONTEXT_FIELD];
  if (found.length > 0 || typeof context !== 'string') return found;
  const earlier = keyTermsOf(context);
  return earlier.length > 0 ? request.retrieve([...terms, ...earlier].join(' '), 3) : [];
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
        const passages = distinctPassages(await passagesFor(request));
        // Cited by title (document and heading), each once: the answer's own footnotes name the same.
        citations = passages.map((p) => ({ fileId: p.fileId, source: passageTitle(p), passage: p.text }));
        knowledge = composeKnowledge(queryOf(request), passages);
      }
      const template = step.outputTemplate ?? `**${step.title}**\n\n{{knowledge}}`;
      const text = fillTemplate(template, { input: request.input, previous: request.previous, question: request.question, knowledge });
      // Delivered paragraph by paragraph, so a conversation shows it arriving like any agent's answer.
      for (const piece of text.split(/(?<=\n\n)/)) await request.onDelta?.(piece);
      return { text, data, citations, toolCalls, tokensIn: 0, tokensOut: 0, model: null };
    },
  };
}
