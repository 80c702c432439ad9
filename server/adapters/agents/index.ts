/** Chooses a step's provider: the embedded protocol runner, or an OpenAI-compatible server from a connection. */
import { createOpenAiCompatibleProvider, type OpenAiConnection } from './openai-compatible.ts';
import { createProtocolRunner } from './protocol-runner.ts';
import type { AgentProvider } from './types.ts';

export type { AgentProvider, Passage, StepRequest, StepResult, StepSpec, StepSettings } from './types.ts';
export { AgentError } from './types.ts';
export { decryptKey, encryptKey } from './keys.ts';
export { createToolRunner } from './tools.ts';
export { GUIDED_PROTOCOL_LABEL, quotePassage } from './protocol-runner.ts';
export { placeholdersIn, fillTemplate } from './template.ts';
export { resetBreakers } from './circuit-breaker.ts';
export type { OpenAiConnection } from './openai-compatible.ts';

const runner = createProtocolRunner();

/** Start-up's words for createAgentProvider's choice, made per expert: the runner unless one connects a model. */
export function describeAgents(): string {
  return 'the guided protocol runner (offline), or the OpenAI-compatible model an expert connects';
}

export function createAgentProvider(connection: OpenAiConnection | null, fetchImpl?: typeof fetch): AgentProvider {
  return connection ? createOpenAiCompatibleProvider(connection, fetchImpl) : runner;
}
