/**
 * One protocol step executed (shared by runs and the previews, so both behave the same): an ask step checks the
 * input it needs against its JSON schema and either takes it or says what to ask; answer and tool steps go to the
 * provider with retrieval and the allowed tools; a review step hands the previous output on for a human.
 */
import type { ProtocolContent, ProtocolStep } from '../../../contract/protocols/entities.ts';
import { type AgentProvider, createToolRunner, fillTemplate, type Passage, type StepResult } from '../../adapters/agents/index.ts';
import { compileInputSchema } from './validate.ts';

export interface StepContext {
  content: ProtocolContent;
  question: string;
  input: Record<string, unknown>;
  previous: Record<string, string>;
  retrieve(query: string, limit: number): Promise<Passage[]>;
  onDelta?(text: string): Promise<void> | void;
  signal?: AbortSignal;
}

export type StepOutcome =
  | { kind: 'done'; result: StepResult }
  | { kind: 'needs_input'; question: string; inputSchema: Record<string, unknown> | null; missing: string[] };

const empty = (): StepResult => ({ text: '', data: null, citations: [], toolCalls: [], tokensIn: 0, tokensOut: 0, model: null });

/** The fields an ask step still lacks, and the ones it has, per its schema. */
export function checkAskInput(
  step: ProtocolStep,
  input: Record<string, unknown>,
): { missing: string[]; errors: string[]; picked: Record<string, unknown> } {
  const schema = (step.input_schema ?? {}) as { properties?: Record<string, unknown>; required?: string[] };
  const names = Object.keys(schema.properties ?? {});
  const picked = Object.fromEntries(
    names.filter((name) => input[name] !== undefined && input[name] !== '').map((name) => [name, input[name]]),
  );
  const missing = (schema.required ?? []).filter((name) => picked[name] === undefined);
  const errors: string[] = [];
  if (missing.length === 0 && step.input_schema) {
    const parsed = compileInputSchema(step.input_schema).safeParse(picked);
    if (!parsed.success) errors.push(...parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`));
  }
  return { missing, errors, picked };
}

export async function executeStep(provider: AgentProvider, step: ProtocolStep, context: StepContext): Promise<StepOutcome> {
  const fill = (template: string, knowledge = '') =>
    fillTemplate(template, { input: context.input, previous: context.previous, question: context.question, knowledge });
  if (step.kind === 'ask') {
    const { missing, picked } = checkAskInput(step, context.input);
    if (missing.length > 0) return { kind: 'needs_input', question: step.instruction, inputSchema: step.input_schema, missing };
    return { kind: 'done', result: { ...empty(), text: step.output_template ? fill(step.output_template) : '', data: picked } };
  }
  if (step.kind === 'review') {
    const last = Object.values(context.previous).at(-1) ?? '';
    return { kind: 'done', result: { ...empty(), text: step.output_template ? fill(step.output_template) : last } };
  }
  const result = await provider.runStep({
    step: {
      id: step.id,
      kind: step.kind,
      title: step.title,
      instruction: step.instruction,
      outputTemplate: step.output_template,
      tool: step.tool,
    },
    settings: {
      tone: context.content.settings.tone,
      languages: context.content.settings.languages,
      model: context.content.settings.model,
      temperature: context.content.settings.temperature,
      maxTokens: context.content.settings.max_tokens,
      allowedTools: context.content.settings.allowed_tools,
    },
    question: context.question,
    input: context.input,
    filledInstruction: fill(step.instruction),
    previous: context.previous,
    retrieve: context.retrieve,
    callTool: createToolRunner(context.content.settings.allowed_tools, context.retrieve),
    onDelta: context.onDelta,
    signal: context.signal,
  });
  return { kind: 'done', result };
}
