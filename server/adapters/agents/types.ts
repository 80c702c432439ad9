/**
 * The agent runtime's provider seam (design.md §10 adapters): one step of a protocol in, text (streamed), citations,
 * token counts out. Two implementations: `protocol-runner`, the embedded default (deterministic, offline, labelled
 * a guided protocol, not an AI model), and `openai-compatible` (any /v1/chat/completions server). Knowledge
 * retrieval and tools are handed in by the runs feature, so an adapter never reads a feature's tables.
 */
import type { AgentProvider as ProviderKind, AgentTool, StepKind } from '../../../contract/protocols/entities.ts';

export interface Passage {
  fileId: string;
  source: string;
  heading: string | null;
  text: string;
}

export interface StepSpec {
  id: string;
  kind: StepKind;
  title: string;
  instruction: string;
  outputTemplate: string | null;
  tool: AgentTool | null;
}

export interface StepSettings {
  tone: string;
  languages: readonly string[];
  model: string | null;
  temperature: number | null;
  maxTokens: number;
  allowedTools: readonly AgentTool[];
}

export interface ToolCall {
  name: string;
  args: Record<string, unknown>;
  result: unknown;
}

export interface StepRequest {
  step: StepSpec;
  settings: StepSettings;
  /** The user's question in their words ('' when they only filled the intake). */
  question: string;
  input: Readonly<Record<string, unknown>>;
  /** The step's instruction with its placeholders filled. */
  filledInstruction: string;
  /** Outputs of the steps done so far, by step id. */
  previous: Readonly<Record<string, string>>;
  retrieve(query: string, limit: number): Promise<Passage[]>;
  /** Runs an allowed tool; refuses (throws AgentError tool_not_allowed) any other. */
  callTool(name: string, args: Record<string, unknown>): Promise<unknown>;
  onDelta?(text: string): Promise<void> | void;
  signal?: AbortSignal;
}

export interface StepResult {
  text: string;
  data: unknown;
  citations: { fileId: string; source: string; passage: string }[];
  toolCalls: ToolCall[];
  tokensIn: number;
  tokensOut: number;
  model: string | null;
}

export interface AgentProvider {
  readonly kind: ProviderKind;
  /** What the interface shows: "Guided protocol" for the embedded runner, else the model. */
  readonly label: string;
  runStep(request: StepRequest): Promise<StepResult>;
}

export type AgentErrorCode =
  | 'provider_http_error'
  | 'provider_timeout'
  | 'stream_interrupted'
  | 'circuit_open'
  | 'tool_not_allowed'
  | 'bad_response'
  | 'interrupted';

/** A provider failure the run records; `retryable` says whether retrying the run may help. */
export class AgentError extends Error {
  constructor(
    readonly code: AgentErrorCode,
    message: string,
    readonly retryable = true,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AgentError';
  }
}
